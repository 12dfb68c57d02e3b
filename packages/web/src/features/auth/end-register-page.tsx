// /login/wechatLoginEndRegister (SC1004 after a code login): the phone of the open-platform account is
// not registered yet — finish the registration, and the server's answer logs the user in.
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { RegisterForm } from './register-form';
import { useLand } from './use-auth-mutations';

export function EndRegisterPage() {
  const { t } = useTranslation('auth');
  const land = useLand();
  return (
    <LoginLayout title={t('register.endRegisterTitle')} width={480}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('register.endRegisterHint')} />
        <RegisterForm submitText={t('register.endRegisterSubmit')} onRegistered={(session) => void land(session)} />
      </Space>
    </LoginLayout>
  );
}
