// 创建企业: name, type and unified social credit code; the creator becomes the company's admin and
// enters it with the session the server answers.
import { App, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CREATABLE_COMPANY_TYPES, type CreatableCompanyType } from '@medportal/contracts/staff/company-rules';
import { createCompany } from './account-api';
import { creditCodeRules } from './account-rules';
import { useEnterSession } from './business-page';

type Values = { companyName: string; companyType: CreatableCompanyType; creditCode: string };

export function CreateCompanyCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const enter = useEnterSession();
  const create = useMutation({
    mutationFn: (v: Values) =>
      createCompany({ companyName: v.companyName.trim(), companyType: v.companyType, creditCode: v.creditCode.trim().toUpperCase() }),
    onSuccess: async (session) => {
      message.success(t('account:create.created'));
      await enter(session);
    },
  });

  return (
    <Card title={t('account:create.title')} data-testid="business-create" style={{ height: '100%' }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('account:create.description')}
        </Typography.Paragraph>
        <Form<Values> layout="vertical" onFinish={(v) => create.mutate(v)} requiredMark={false}>
          <Form.Item
            name="companyName"
            label={t('account:create.nameLabel')}
            rules={[
              { required: true, whitespace: true, message: t('account:create.nameRequired') },
              { min: 2, max: 100, message: t('account:create.nameLength') },
            ]}
          >
            <Input placeholder={t('account:create.namePlaceholder')} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="companyType"
            label={t('account:create.typeLabel')}
            rules={[{ required: true, message: t('account:create.typeRequired') }]}
          >
            <Select
              placeholder={t('account:create.typePlaceholder')}
              options={CREATABLE_COMPANY_TYPES.map((type) => ({ value: type, label: t(`account:companyType.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="creditCode" label={t('account:create.creditCodeLabel')} rules={creditCodeRules(t)} validateFirst>
            <Input placeholder={t('account:create.creditCodePlaceholder')} maxLength={18} showCount autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={create.isPending}>
            {t('account:create.submit')}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
