// Account + password login, shared by /login and /loginAdmin. A wrong password is reported by the
// request layer ('账号或密码输入错误'); success signs in and goes to the start page of the session.
import { Form } from 'antd';
// the input modules themselves: antd's Input index also brings TextArea, Search and OTP (about 12 KB
// gzip the login page would load for nothing)
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PasswordLogin } from './auth-api';
import { useLand, usePasswordLogin } from './use-auth-mutations';
import { LoginSubmit } from './login-submit';

export function PasswordLoginForm({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation('shell');
  const land = useLand();
  const login = usePasswordLogin({ admin });

  const submit = (values: PasswordLogin) => {
    login.mutate({ userName: values.userName.trim(), password: values.password }, { onSuccess: (session) => void land(session) });
  };

  return (
    <Form<PasswordLogin> name={admin ? 'admin-login' : 'password-login'} size="large" onFinish={submit} autoComplete="on">
      <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.account')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <LoginSubmit loading={login.isPending} />
    </Form>
  );
}
