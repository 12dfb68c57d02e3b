// The company's profile in the enterprise centre; the admin edits the contact person and phone.
import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Modal, Result, Skeleton, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UpdateContactBody } from '@medportal/contracts/staff/companies.contract';
import { fetchCompanyProfile, updateCompanyContact } from './account-api';
import { approveStatusKey, contactPhoneRules } from './account-rules';

export const COMPANY_PROFILE_KEY = ['account', 'companyProfile'] as const;
const APPROVE_COLOR = { none: 'default', approved: 'success', rejected: 'error', pending: 'processing' } as const;

export function CompanyProfileCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const profile = useQuery({ queryKey: COMPANY_PROFILE_KEY, queryFn: fetchCompanyProfile });
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<UpdateContactBody>();
  const save = useMutation({
    mutationFn: (body: UpdateContactBody) => updateCompanyContact(body),
    onSuccess: (next) => {
      client.setQueryData(COMPANY_PROFILE_KEY, next);
      message.success(t('account:enterprise.contactSaved'));
      setEditing(false);
    },
  });

  let body;
  if (profile.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (profile.isError || !profile.data) {
    body = (
      <Result
        status="warning"
        title={t('account:enterprise.profileFailed')}
        extra={<Button onClick={() => void profile.refetch()}>{t('account:retry')}</Button>}
      />
    );
  } else {
    const p = profile.data;
    const status = approveStatusKey(p.approveStatus);
    const none = t('account:none');
    body = (
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label={t('account:enterprise.name')}>{p.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.type')}>
          {t(`account:companyType.${p.companyType}`, { defaultValue: p.companyType })}
        </Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.code')}>{p.companyCode}</Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.creditCode')}>{p.creditCode || none}</Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.approveStatus')}>
          <Tag color={APPROVE_COLOR[status]}>{t(`account:approveStatus.${status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.contactName')}>{p.contactName || none}</Descriptions.Item>
        <Descriptions.Item label={t('account:enterprise.contactPhone')}>{p.contactPhone || none}</Descriptions.Item>
      </Descriptions>
    );
  }

  const openEditor = () => {
    form.setFieldsValue({ contactName: profile.data?.contactName ?? '', contactPhone: profile.data?.contactPhone ?? '' });
    setEditing(true);
  };

  return (
    <Card
      title={t('account:enterprise.profileTitle')}
      extra={
        profile.data && (
          <Button icon={<EditOutlined />} onClick={openEditor}>
            {t('account:enterprise.editContact')}
          </Button>
        )
      }
    >
      {body}
      <Modal
        open={editing}
        title={t('account:enterprise.editContact')}
        okText={t('account:save')}
        cancelText={t('account:cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(false)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} requiredMark={false}>
          <Form.Item
            name="contactName"
            label={t('account:enterprise.contactName')}
            rules={[
              { required: true, whitespace: true, message: t('account:enterprise.contactNameRequired') },
              { max: 32, message: t('account:enterprise.contactNameMax') },
            ]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('account:enterprise.contactPhone')} rules={contactPhoneRules(t)}>
            <Input autoComplete="tel" />
          </Form.Item>
          {/* Enter in a field submits the form */}
          <button type="submit" hidden aria-hidden />
        </Form>
      </Modal>
    </Card>
  );
}
