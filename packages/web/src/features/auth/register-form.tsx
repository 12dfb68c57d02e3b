// The self-registration form (spec 1 section 5 rules): user name, real name, phone with a type-3 SMS
// code, password + confirmation and the privacy agreement, which the user must tick. Shared by
// /login/register and /login/wechatLoginEndRegister.
import { Button, Checkbox, Form, Input, message } from 'antd';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { SMS_TYPES, USER_NAME_RULE } from '@medportal/contracts/staff/auth-rules';
import { confirmRules, newPasswordRules } from '../../kit/form/credential-rules';
import { PhoneCodeFields } from './phone-code-fields';
import { useRegister } from './use-auth-mutations';
import { IN_TEXT_LINK } from '../../kit/display/in-text-link';

export const PRIVACY_PATH = '/login/privacy';

export type RegisterValues = {
  userName: string;
  realName: string;
  phone: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
};

export type RegisterFormProps = {
  submitText: string;
  onRegistered: (session: Session) => void;
};

export function RegisterForm({ submitText, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'shell']);
  const [form] = Form.useForm<RegisterValues>();
  const [toast, toastHolder] = message.useMessage();
  const registerCall = useRegister();

  const submit = (values: RegisterValues) => {
    registerCall.mutate(
      {
        userName: values.userName.trim(),
        realName: values.realName.trim(),
        phone: values.phone.trim(),
        verificationCode: values.verificationCode.trim(),
        password: values.password,
      },
      { onSuccess: onRegistered },
    );
  };

  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" size="large" onFinish={submit} initialValues={{ agreement: false }}>
      {toastHolder}
      <Form.Item
        name="userName"
        label={t('auth:register.userName')}
        rules={[
          { required: true, whitespace: true, message: t('auth:register.userNameRequired') },
          { pattern: USER_NAME_RULE, message: t('auth:register.userNameRule'), transform: (v: string) => v.trim() },
        ]}
      >
        <Input placeholder={t('auth:register.userNamePlaceholder')} autoComplete="username" maxLength={32} autoFocus />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('auth:register.realName')}
        rules={[{ required: true, whitespace: true, message: t('auth:register.realNameRequired') }]}
      >
        <Input placeholder={t('auth:register.realNamePlaceholder')} autoComplete="name" maxLength={64} />
      </Form.Item>
      <PhoneCodeFields smsType={SMS_TYPES.register} toast={toast} />
      <Form.Item name="password" label={t('auth:register.password')} rules={newPasswordRules(t, t('auth:register.passwordRequired'))}>
        <Input.Password placeholder={t('auth:register.passwordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth:register.confirmPassword')}
        dependencies={['password']}
        rules={confirmRules(t, 'password', t('auth:register.confirmPasswordRequired'))}
      >
        <Input.Password placeholder={t('auth:register.confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: (_r, checked: boolean) =>
              checked ? Promise.resolve() : Promise.reject(new Error(t('auth:register.agreementRequired'))),
          },
        ]}
      >
        <Checkbox>
          <Trans
            t={t}
            i18nKey="shell:register.agree"
            components={{ privacy: <Link to={PRIVACY_PATH} target="_blank" style={IN_TEXT_LINK} /> }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registerCall.isPending} autoInsertSpace={false}>
        {submitText}
      </Button>
    </Form>
  );
}
