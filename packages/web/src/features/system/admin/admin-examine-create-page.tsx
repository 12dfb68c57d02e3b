// /systemSetup/admin/examine/Create 直接变更管理员: the platform picks a company and its new
// administrator (a user with a seat there); after a confirm the change applies at once and is audited.
import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_CHANGE_REASON_MAX } from '@medportal/contracts/system/admin-rules';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { adminChangeCandidates, adminChangeCreate, companyOptions } from './admin-api';
import { CompanyPicker } from './admin-parts';
import { CandidateSelect } from './candidate-select';
import { personOf } from './change-columns';

export const EXAMINE_PATH = '/systemSetup/admin/examine';

type Values = { companyId: number; toUserId: number; reason: string };

function CreateForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const companyId = Form.useWatch('companyId', form);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const company = (await client.fetchQuery({ queryKey: ['sysAdmin', 'companyOptions'], queryFn: () => companyOptions() })).find(
      (c) => c.id === values.companyId,
    );
    const to = (
      await client.fetchQuery({
        queryKey: ['sysAdmin', 'candidates', values.companyId],
        queryFn: () => adminChangeCandidates({ companyId: values.companyId }),
      })
    ).find((c) => c.userId === values.toUserId);
    try {
      await confirm({
        size: 'middle',
        content: t('sysAdmin:create.confirm', { company: company?.name ?? '', to: to ? personOf(to.userName, to.realName) : '' }),
      });
      setSaving(true);
      await adminChangeCreate({ companyId: values.companyId, toUserId: values.toUserId, reason: values.reason.trim() });
      void message.success(t('sysAdmin:create.done'));
      void navigate(EXAMINE_PATH);
    } catch {
      // cancelled, or the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('sysAdmin:title.examineCreate')} data-testid="admin-examine-create-page">
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 560 }}>
        <Alert type="info" showIcon title={t('sysAdmin:create.hint')} />
        <Form
          form={form}
          layout="vertical"
          onValuesChange={(changed) => 'companyId' in changed && form.setFieldValue('toUserId', undefined)}
        >
          <Form.Item
            name="companyId"
            label={t('sysAdmin:company.label')}
            rules={[{ required: true, message: t('sysAdmin:company.required') }]}
          >
            <CompanyPicker allowClear={false} />
          </Form.Item>
          <Form.Item
            name="toUserId"
            label={t('sysAdmin:change.newAdmin')}
            rules={[{ required: true, message: t('sysAdmin:change.newAdminRequired') }]}
          >
            {companyId ? <CandidateSelect companyId={companyId} /> : <Input disabled placeholder={t('sysAdmin:company.pickFirst')} />}
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('sysAdmin:change.reason')}
            rules={[{ required: true, whitespace: true, message: t('sysAdmin:change.reasonRequired') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={ADMIN_CHANGE_REASON_MAX}
              showCount
              placeholder={t('sysAdmin:change.reasonPlaceholder')}
              data-testid="create-reason"
            />
          </Form.Item>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="create-submit">
              {t('sysAdmin:create.submit')}
            </Button>
            <Button onClick={() => void navigate(EXAMINE_PATH)}>{t('sysAdmin:create.back')}</Button>
          </Space>
        </Form>
      </Space>
    </Card>
  );
}

export function AdminExamineCreatePage() {
  return (
    <App component={false}>
      <CreateForm />
    </App>
  );
}
