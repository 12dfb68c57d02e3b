// /login/registerSuccess: the registration result. The server logged the new user in, so next to
// '去登录' the page offers to enter the platform directly (companyId 0 lands on /business).
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { LoginLayout } from './login-layout';
import { useLand } from './use-auth-mutations';

export function RegisterSuccessPage() {
  const { t } = useTranslation(['auth', 'shell']);
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const land = useLand();
  return (
    <LoginLayout title={t('shell:register.title')} width={480}>
      <Result
        status="success"
        title={t('shell:register.successTitle')}
        subTitle={session ? `${t('shell:register.successHint')}。${t('auth:register.successLoggedIn')}` : t('shell:register.successHint')}
        extra={[
          session && (
            <Button key="enter" type="primary" onClick={() => void land(session)} autoInsertSpace={false}>
              {t('auth:register.enter')}
            </Button>
          ),
          <Button
            key="login"
            type={session ? 'default' : 'primary'}
            onClick={() => void navigate('/login', { replace: true })}
            autoInsertSpace={false}
          >
            {t('shell:register.toLogin')}
          </Button>,
        ]}
      />
    </LoginLayout>
  );
}
