// /login/retrieve: password retrieval in three steps (spec 1 section 4): verify the phone with an SMS
// code (type 2), set a new password with the one-time token, success. `reset=true&name=` comes from a
// login that requires a password reset and names the account.
import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Space, Steps, message } from 'antd';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PhoneCode } from './auth-api';
import { LoginLayout } from './login-layout';
import { codeRules, confirmRules, newPasswordRules, phoneRules } from '../../kit/form/credential-rules';
import { SmsCodeButton } from '../../kit/inputs/sms-code-button';
import { useResetPassword, useSendCode, useVerifyCode } from './use-auth-mutations';

export const LOGIN_PATH = '/login';

type NewPassword = { newPassword: string; confirmPassword: string };

export function RetrievePage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetName = params.get('reset') === 'true' ? params.get('name') : null;
  const [step, setStep] = useState(0);
  const [token, setToken] = useState('');
  const [verifyForm] = Form.useForm<PhoneCode>();
  const [toast, toastHolder] = message.useMessage();
  const sendCode = useSendCode(SMS_TYPES.resetPassword);
  const verify = useVerifyCode();
  const reset = useResetPassword();

  const send = async (): Promise<boolean> => {
    try {
      const { phone } = await verifyForm.validateFields(['phone']);
      await sendCode.mutateAsync(phone.trim());
      void toast.success(t('smsCode.sent'));
      return true;
    } catch {
      return false;
    }
  };

  const codeWrong = () => void toast.error(t('validation.codeWrong'));

  const submitVerify = (values: PhoneCode) => {
    verify.mutate(
      { phone: values.phone.trim(), verificationCode: values.verificationCode.trim() },
      {
        onSuccess: (tokenId) => {
          setToken(tokenId);
          setStep(1);
        },
        onError: codeWrong,
      },
    );
  };

  const submitReset = (values: NewPassword) => {
    reset.mutate(
      { tokenId: token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          void toast.success(t('retrieve.success'));
          setStep(2);
        },
        onError: codeWrong,
      },
    );
  };

  return (
    <LoginLayout title={t('retrieve.title')} width={520}>
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        {toastHolder}
        <Steps
          current={step}
          size="small"
          items={[{ title: t('retrieve.stepVerify') }, { title: t('retrieve.stepReset') }, { title: t('retrieve.stepDone') }]}
        />
        {resetName && step < 2 && <Alert type="warning" showIcon title={t('retrieve.resetRequired', { name: resetName })} />}
        {step === 0 && (
          <Form<PhoneCode> form={verifyForm} name="retrieve-verify" size="large" layout="vertical" onFinish={submitVerify}>
            <Form.Item name="phone" label={t('login.phone')} rules={phoneRules(t)}>
              <Input placeholder={t('login.phonePlaceholder')} autoComplete="tel" maxLength={11} autoFocus />
            </Form.Item>
            <Form.Item label={t('login.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="verificationCode" noStyle rules={codeRules(t)}>
                  <Input placeholder={t('login.codePlaceholder')} aria-label={t('login.code')} autoComplete="one-time-code" maxLength={6} />
                </Form.Item>
                <SmsCodeButton onSend={send} />
              </Space.Compact>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={verify.isPending} autoInsertSpace={false}>
              {t('retrieve.next')}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <Form<NewPassword> name="retrieve-reset" size="large" layout="vertical" onFinish={submitReset}>
            <Form.Item name="newPassword" label={t('retrieve.newPassword')} rules={newPasswordRules(t)}>
              <Input.Password placeholder={t('retrieve.newPasswordPlaceholder')} autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('retrieve.confirmPassword')}
              dependencies={['newPassword']}
              rules={confirmRules(t, 'newPassword')}
            >
              <Input.Password placeholder={t('retrieve.confirmPasswordPlaceholder')} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={reset.isPending} autoInsertSpace={false}>
              {t('retrieve.submit')}
            </Button>
          </Form>
        )}
        {step === 2 && (
          <Result
            status="success"
            title={t('retrieve.successTitle')}
            subTitle={t('retrieve.successHint')}
            extra={
              <Button type="primary" onClick={() => void navigate(LOGIN_PATH, { replace: true })} autoInsertSpace={false}>
                {t('retrieve.backToLogin')}
              </Button>
            }
          />
        )}
      </Space>
    </LoginLayout>
  );
}
