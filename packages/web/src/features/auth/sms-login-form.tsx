// Phone + SMS code login (code type 1) with the countdown button.
import { Form, Input, Space } from 'antd';
import { shellEffects } from '../../lib/shell-effects';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import { useTranslation } from 'react-i18next';
import type { PhoneCode } from './auth-api';
import { codeRules, phoneRules } from '../../kit/form/credential-rules';
import { SmsCodeButton } from '../../kit/inputs/sms-code-button';
import { useLand, usePhoneLogin, useSendCode } from './use-auth-mutations';
import { LoginSubmit } from './login-submit';

export function SmsLoginForm() {
  const { t } = useTranslation('shell');
  const land = useLand();
  const [form] = Form.useForm<PhoneCode>();
  const login = usePhoneLogin();
  const sendCode = useSendCode(SMS_TYPES.login);

  const send = async (): Promise<boolean> => {
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendCode.mutateAsync(phone.trim());
      shellEffects().message('success', t('smsCode.sent'));
      return true;
    } catch {
      // a validation message or the request layer already told the user why
      return false;
    }
  };

  const submit = (values: PhoneCode) => {
    login.mutate(
      { phone: values.phone.trim(), verificationCode: values.verificationCode.trim() },
      { onSuccess: (session) => void land(session) },
    );
  };

  return (
    <Form<PhoneCode> form={form} name="sms-login" size="large" onFinish={submit}>
      <Form.Item name="phone" rules={phoneRules(t)}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.phonePlaceholder')}
          aria-label={t('login.phone')}
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="verificationCode" noStyle rules={codeRules(t)}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.codePlaceholder')}
              aria-label={t('login.code')}
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SmsCodeButton onSend={send} />
        </Space.Compact>
      </Form.Item>
      <LoginSubmit loading={login.isPending} />
    </Form>
  );
}
