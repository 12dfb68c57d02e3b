// The phone field plus the SMS-code field with its countdown button, as the registration and
// bind-phone forms show them (labelled, vertical layout). Render inside a Form whose values hold
// `phone` and `verificationCode`.
import { Form, Input, Space, type message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import { codeRules, phoneRules } from '../../kit/form/credential-rules';
import { SmsCodeButton } from '../../kit/inputs/sms-code-button';
import { useSendCode } from './use-auth-mutations';

export type PhoneCodeFieldsProps = {
  /** The SMS code type the button requests (register, changePhone, …). */
  smsType: SmsType;
  /** The page's message instance, which says the code was sent. */
  toast: ReturnType<typeof message.useMessage>[0];
  autoFocus?: boolean;
};

export function PhoneCodeFields({ smsType, toast, autoFocus }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('shell');
  const form = Form.useFormInstance<{ phone: string }>();
  const sendCode = useSendCode(smsType);

  const send = async (): Promise<boolean> => {
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendCode.mutateAsync(phone.trim());
      void toast.success(t('shell:smsCode.sent'));
      return true;
    } catch {
      // a field message or the request layer already said why
      return false;
    }
  };

  return (
    <>
      <Form.Item name="phone" label={t('shell:login.phone')} rules={phoneRules(t)}>
        <Input placeholder={t('shell:login.phonePlaceholder')} autoComplete="tel" maxLength={11} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('shell:login.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="verificationCode" noStyle rules={codeRules(t)}>
            <Input
              placeholder={t('shell:login.codePlaceholder')}
              aria-label={t('shell:login.code')}
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SmsCodeButton onSend={send} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
