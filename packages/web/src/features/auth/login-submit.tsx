// The full-width submit button shared by the password and SMS-code login forms.
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoginSubmit({ loading }: { loading: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Button type="primary" htmlType="submit" block loading={loading} autoInsertSpace={false}>
        {t('login.submit')}
      </Button>
    </Form.Item>
  );
}
