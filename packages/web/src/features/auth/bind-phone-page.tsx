// /login/bindPhone (SC1005 after a user-name login) and /login/wechatBindPhone (SC1003 after a code
// login): the server answered a session for an account without a phone. That session stays aside
// (pending-session.ts) until a phone is bound with a type-4 code through merchantUser/changePhone;
// then the user is signed in with it and lands like after any login.
import { Alert, Button, Form, Result, Space, message } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import type { PhoneCode } from './auth-api';
import { LoginLayout } from './login-layout';
import { usePendingSession, type PendingKind } from './pending-session';
import { PhoneCodeFields } from './phone-code-fields';
import { useBindPhone, useLand } from './use-auth-mutations';

export function BindPhonePage({ kind }: { kind: PendingKind }) {
  const { t } = useTranslation(['auth', 'shell']);
  const pending = usePendingSession((s) => s.pending);
  const [form] = Form.useForm<PhoneCode>();
  const [toast, toastHolder] = message.useMessage();
  const bind = useBindPhone();
  const land = useLand();
  // a session kept by the other flow (user name vs code) is not this page's
  const own = pending?.kind === kind ? pending : null;

  const submit = (values: PhoneCode) => {
    if (!own) return;
    bind.mutate(
      { pending: own, body: { phone: values.phone.trim(), verificationCode: values.verificationCode.trim() } },
      {
        onSuccess: (session) => {
          void toast.success(t('auth:bindPhone.bound'));
          void land(session);
        },
      },
    );
  };

  return (
    <LoginLayout title={t('shell:register.bindPhoneTitle')}>
      {toastHolder}
      {!own ? (
        <Result status="warning" title={t('auth:bindPhone.noSession')} extra={<Link to="/login">{t('auth:codeLogin.backToLogin')}</Link>} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('auth:bindPhone.hint', { name: own.session.loginUserName || own.session.userName })} />
          <Form<PhoneCode> form={form} name={`bind-phone-${kind}`} layout="vertical" size="large" onFinish={submit}>
            <PhoneCodeFields smsType={SMS_TYPES.changePhone} toast={toast} autoFocus />
            <Button type="primary" htmlType="submit" block loading={bind.isPending} autoInsertSpace={false}>
              {t('shell:register.bindPhoneSubmit')}
            </Button>
          </Form>
        </Space>
      )}
    </LoginLayout>
  );
}

export const UserNameBindPhonePage = () => <BindPhonePage kind="userName" />;
export const CodeBindPhonePage = () => <BindPhonePage kind="code" />;
