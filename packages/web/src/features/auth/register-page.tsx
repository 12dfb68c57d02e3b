// /login/register (spec 1 section 2): self-registration; the new user is logged in by the server's
// answer and sees /login/registerSuccess. An SMS login of an unknown phone (SC1004) also lands here.
import { Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { RegisterForm } from './register-form';
import { IN_TEXT_LINK } from '../../kit/display/in-text-link';

export const REGISTER_SUCCESS_PATH = '/login/registerSuccess';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'shell']);
  const navigate = useNavigate();
  return (
    <LoginLayout title={t('shell:register.title')} width={480}>
      <RegisterForm submitText={t('shell:register.submit')} onRegistered={() => void navigate(REGISTER_SUCCESS_PATH, { replace: true })} />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          <Trans t={t} i18nKey="shell:register.hasAccount" components={{ login: <Link to="/login" style={IN_TEXT_LINK} /> }} />
        </Typography.Text>
      </Flex>
    </LoginLayout>
  );
}
