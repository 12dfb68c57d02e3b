// Password change by phone (spec 1 section 4 'Password change'): verify the bound phone with an SMS
// code (type 2), set a new password with the one-time token, then log in again with it.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result, Space, Spin, Steps, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResetPasswordBody, VerifyCodeBody } from '@medportal/contracts/staff/auth-flows.contract';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import { codeRules, confirmRules, newPasswordRules } from '../../kit/form/credential-rules';
import { SmsCodeButton } from '../../kit/inputs/sms-code-button';
import { useAsyncAction } from '../../lib/use-async';
import { fetchCurrentUser } from './header-api';
import { resetPassword, sendVerificationCode, verifyCode } from './password-api';
import { logoutFlow } from './logout';

/** 13800000001 → 138****0001 (other lengths keep their first 3 and last 4 characters). */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

type Step = 0 | 1 | 2;
type VerifyValues = { verificationCode: string };
type ResetValues = { newPassword: string; confirmPassword: string };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(0);
  // after the reset the old password is gone: the only way on is logging in again
  const done = step === 2;
  return (
    <Modal
      open={open}
      title={t('header:password.title')}
      footer={null}
      width={520}
      onCancel={onClose}
      afterClose={() => setStep(0)}
      destroyOnHidden
      closable={!done}
      keyboard={!done}
      mask={{ closable: false }}
    >
      <PasswordFlow step={step} onStep={setStep} onClose={onClose} />
    </Modal>
  );
}

function PasswordFlow({ step, onStep, onClose }: { step: Step; onStep: (step: Step) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [token, setToken] = useState('');
  // read fresh on every opening: the phone may just have been changed in the personal centre
  const user = useQuery({ queryKey: ['header', 'currentUser'], queryFn: fetchCurrentUser, staleTime: 0, gcTime: 0, retry: false });
  const sendCode = useAsyncAction<void, string>({ action: (to) => sendVerificationCode(to, SMS_TYPES.resetPassword) });
  const verify = useAsyncAction<string, VerifyCodeBody>({ action: verifyCode });
  const reset = useAsyncAction<void, ResetPasswordBody>({ action: resetPassword });
  const phone = user.data?.phone?.trim() ?? '';

  const send = async (): Promise<boolean> => {
    try {
      await sendCode.mutateAsync(phone);
      void toast.success(t('header:password.codeSent'));
      return true;
    } catch {
      // the error table already showed why (e.g. sent too often)
      return false;
    }
  };

  const codeWrong = () => void toast.error(t('header:password.codeWrong'));

  const submitVerify = ({ verificationCode }: VerifyValues) => {
    verify.mutate(
      { phone, verificationCode: verificationCode.trim() },
      {
        onSuccess: (tokenId) => {
          setToken(tokenId);
          onStep(1);
        },
        onError: codeWrong,
      },
    );
  };

  const submitReset = ({ newPassword }: ResetValues) => {
    reset.mutate(
      { tokenId: token, newPassword },
      {
        onSuccess: () => {
          void toast.success(t('header:password.success'));
          onStep(2);
        },
        onError: codeWrong,
      },
    );
  };

  const relogin = () => {
    onClose();
    void logoutFlow({ navigate: (path) => navigate(path, { replace: true }), queryClient });
  };

  let body;
  if (user.isLoading) {
    body = (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
      </div>
    );
  } else if (user.isError) {
    body = (
      <Result
        status="warning"
        title={t('header:password.loadFailed')}
        extra={<Button onClick={() => void user.refetch()}>{t('header:password.retry')}</Button>}
      />
    );
  } else if (!phone && step === 0) {
    body = <Alert type="warning" showIcon data-testid="change-password-no-phone" title={t('header:password.noPhone')} />;
  } else if (step === 0) {
    body = (
      <Form<VerifyValues> name="change-password-verify" layout="vertical" onFinish={submitVerify}>
        <Form.Item label={t('header:password.phone')}>
          <Input value={maskPhone(phone)} disabled data-testid="change-password-phone" />
        </Form.Item>
        <Form.Item label={t('header:password.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="verificationCode" noStyle rules={codeRules(t)}>
              <Input
                placeholder={t('header:password.codePlaceholder')}
                aria-label={t('header:password.code')}
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
              />
            </Form.Item>
            <SmsCodeButton onSend={send} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={verify.isPending} autoInsertSpace={false}>
          {t('header:password.next')}
        </Button>
      </Form>
    );
  } else if (step === 1) {
    body = (
      <Form<ResetValues> name="change-password-reset" layout="vertical" onFinish={submitReset}>
        <Form.Item name="newPassword" label={t('header:password.newPassword')} rules={newPasswordRules(t)}>
          <Input.Password placeholder={t('header:password.newPasswordPlaceholder')} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('header:password.confirmPassword')}
          dependencies={['newPassword']}
          rules={confirmRules(t, 'newPassword')}
        >
          <Input.Password placeholder={t('header:password.confirmPasswordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} autoInsertSpace={false}>
          {t('header:password.submit')}
        </Button>
      </Form>
    );
  } else {
    body = (
      <Result
        status="success"
        title={t('header:password.successTitle')}
        subTitle={t('header:password.successHint')}
        extra={
          <Button type="primary" onClick={relogin} autoInsertSpace={false}>
            {t('header:password.relogin')}
          </Button>
        }
      />
    );
  }

  return (
    <div data-testid="change-password-dialog">
      {toastHolder}
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <Steps
          current={step}
          size="small"
          items={[
            { title: t('header:password.stepVerify') },
            { title: t('header:password.stepReset') },
            { title: t('header:password.stepDone') },
          ]}
        />
        {body}
      </Space>
    </div>
  );
}
