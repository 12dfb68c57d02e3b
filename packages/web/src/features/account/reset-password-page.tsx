// /company/reset-pwd 修改密码: by the old password here, or by an SMS code to the bound phone through the
// header's password dialog. Either way the server ends every session of the user (this one too), so the
// page says so and offers to log in again.
import { lazy, Suspense, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Result, Space, Tabs, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmRules, newPasswordRules } from '../../kit/form/credential-rules';
import { useSessionStore } from '../../lib/session-store';
import { maskPhone } from '../../shell/header/change-password-dialog';
import { logoutFlow } from '../../shell/header/logout';
import { updatePassword } from './account-api';

const ChangePasswordDialog = lazy(() =>
  import('../../shell/header/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useSessionStore((s) => s.session?.phone ?? '');
  const [done, setDone] = useState(false);
  const [smsOpen, setSmsOpen] = useState(false);
  const change = useMutation({
    mutationFn: (v: Values) => updatePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    onSuccess: () => setDone(true),
  });

  const relogin = () => void logoutFlow({ navigate: (path) => navigate(path, { replace: true }), queryClient });

  if (done) {
    return (
      <Card>
        <Result
          status="success"
          data-testid="reset-done"
          title={t('account:password.successTitle')}
          subTitle={t('account:password.successHint')}
          extra={
            <Button type="primary" onClick={relogin} autoFocus>
              {t('account:password.relogin')}
            </Button>
          }
        />
      </Card>
    );
  }

  const byOld = (
    <Form<Values> name="reset-by-old" layout="vertical" onFinish={(v) => change.mutate(v)} style={{ maxWidth: 480 }}>
      <Form.Item
        name="oldPassword"
        label={t('account:password.oldPassword')}
        rules={[{ required: true, message: t('account:password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account:password.newPassword')}
        rules={newPasswordRules(t)}
        extra={t('shell:validation.passwordRule')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account:password.confirmPassword')}
        dependencies={['newPassword']}
        rules={confirmRules(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('account:password.submit')}
      </Button>
    </Form>
  );

  const bySms = (
    <Space orientation="vertical" size="middle" style={{ maxWidth: 480 }}>
      {phone ? (
        <Typography.Paragraph style={{ margin: 0 }}>{t('account:password.smsHint', { phone: maskPhone(phone) })}</Typography.Paragraph>
      ) : (
        <Alert type="warning" showIcon title={t('account:password.noPhone')} />
      )}
      <Button type="primary" disabled={!phone} onClick={() => setSmsOpen(true)} data-testid="open-sms-dialog">
        {t('account:password.smsStart')}
      </Button>
      {smsOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={smsOpen} onClose={() => setSmsOpen(false)} />
        </Suspense>
      )}
    </Space>
  );

  return (
    <App component={false}>
      <Card title={t('account:password.title')} data-testid="reset-password">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('account:password.sessionsHint')} />
          <Tabs
            items={[
              { key: 'old', label: t('account:password.byOld'), children: byOld },
              { key: 'sms', label: t('account:password.bySms'), children: bySms },
            ]}
          />
        </Space>
      </Card>
    </App>
  );
}
