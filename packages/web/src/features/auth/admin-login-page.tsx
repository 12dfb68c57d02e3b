// /loginAdmin: the password login for platform administrators; it marks the session so that logout
// comes back here (adminUser cookie '1').
import { useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { PasswordLoginForm } from './password-login-form';

export function AdminLoginPage() {
  const { t } = useTranslation('shell');
  return (
    <LoginLayout title={t('login.adminTitle')}>
      <PasswordLoginForm admin />
    </LoginLayout>
  );
}
