// /login/bindPhone (SC1005 after a user-name login) and /login/wechatBindPhone (SC1003 after a code
// login): the server answered a session for an account without a phone. That session stays aside
// (pending-session.ts) until a phone is bound with a type-4 code through merchantUser/changePhone;
// then the user is signed in with it and lands like after any login.
import { Alert, Button, Form, Input, Result, Space, message } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import type { PhoneCode } from './auth-api';
import { codeRules, phoneRules } from './form-rules';
import { LoginLayout } from './login-layout';
import { usePendingSession, type PendingKind } from './pending-session';
import { SmsCodeButton } from './sms-code-button';
import { useBindPhone, useLand, useSendCode } from './use-auth-mutations';

export function BindPhonePage({ kind }: { kind: PendingKind }) {
  const { t } = useTranslation(['auth', 'shell']);
  const pending = usePendingSession((s) => s.pending);
  const [form] = Form.useForm<PhoneCode>();
  const [toast, toastHolder] = message.useMessage();
  const sendCode = useSendCode(SMS_TYPES.changePhone);
  const bind = useBindPhone();
  const land = useLand();
  // a session kept by the other flow (user name vs code) is not this page's
  const own = pending?.kind === kind ? pending : null;

  const send = async (): Promise<boolean> => {
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendCode.mutateAsync(phone.trim());
      void toast.success(t('shell:smsCode.sent'));
      return true;
    } catch {
      return false;
    }
  };

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
        <Result
          status="warning"
          title={t('auth:bindPhone.noSession')}
          extra={<Link to="/login">{t('auth:codeLogin.backToLogin')}</Link>}
        />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('auth:bindPhone.hint', { name: own.session.loginUserName || own.session.userName })} />
          <Form<PhoneCode> form={form} name={`bind-phone-${kind}`} layout="vertical" size="large" onFinish={submit}>
            <Form.Item name="phone" label={t('shell:login.phone')} rules={phoneRules(t)}>
              <Input placeholder={t('shell:login.phonePlaceholder')} autoComplete="tel" maxLength={11} autoFocus />
            </Form.Item>
            <Form.Item label={t('shell:login.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="verificationCode" noStyle rules={codeRules(t)}>
                  <Input placeholder={t('shell:login.codePlaceholder')} aria-label={t('shell:login.code')} autoComplete="one-time-code" maxLength={6} />
                </Form.Item>
                <SmsCodeButton onSend={send} />
              </Space.Compact>
            </Form.Item>
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
