// /systemSetup/mail-setting 邮件设置 (the company's; the platform's own): the SMTP settings (password shown only
// as set or not) with 编辑设置 (drawer) and 发送测试邮件 — with no SMTP server the mail goes to the outbox —,
// the outbox of every mail sent, and the mail templates (edited at /mail-setting-new).
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Select, Tabs, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailSettingView } from '@medportal/contracts/system/messaging.contract';
import { usePermission } from '../../../kit/permission/permission';
import { showInstant } from '../../../lib/time';
import { MAIL_KEY, mailSetting, mailTemplatePage, mailTestSend } from './messaging-api';
import { MailOutboxTable } from './mail-outbox-table';
import { MailSettingDrawer } from './mail-setting-drawer';
import { MailTemplatesTable } from './mail-templates-table';

type TestValues = { to: string; templateId?: number };

function TestSendForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TestValues>();
  const templates = useQuery({ queryKey: [...MAIL_KEY, 'templates', 'options'], queryFn: () => mailTemplatePage({ pageSize: 100 }) });
  const send = useMutation({
    mutationFn: (v: TestValues) => mailTestSend({ to: v.to.trim(), ...(v.templateId ? { templateId: v.templateId } : {}) }),
    onSuccess: (row) => {
      void client.invalidateQueries({ queryKey: [...MAIL_KEY, 'outbox'] });
      void message.success(row.status === 'sent' ? t('sysMessaging:mail.test.sent') : t('sysMessaging:mail.test.kept'));
    },
    // the refusal itself is shown by the request layer; the outbox lists the failed attempt
    onError: () => void client.invalidateQueries({ queryKey: [...MAIL_KEY, 'outbox'] }),
  });
  return (
    <Form form={form} layout="inline" onFinish={(v) => send.mutate(v)} data-testid="mail-test-form">
      <Form.Item
        name="to"
        rules={[
          { required: true, message: t('sysMessaging:required', { label: t('sysMessaging:mail.test.to') }) },
          { type: 'email', message: t('sysMessaging:mail.test.toRule') },
        ]}
      >
        <Input placeholder={t('sysMessaging:mail.test.to')} style={{ width: 260 }} data-testid="mail-test-to" />
      </Form.Item>
      <Form.Item name="templateId">
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('sysMessaging:mail.test.standard')}
          aria-label={t('sysMessaging:mail.test.standard')}
          options={(templates.data?.content ?? []).map((r) => ({ value: r.id, label: r.name }))}
          data-testid="mail-test-template"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="mail-test-send">
        {t('sysMessaging:mail.test.send')}
      </Button>
    </Form>
  );
}

function SettingCard({ onEdit }: { onEdit: (s: MailSettingView) => void }) {
  const { t } = useTranslation();
  const canEdit = usePermission('sys.mail.edit');
  const setting = useQuery({ queryKey: [...MAIL_KEY, 'setting'], queryFn: mailSetting });
  const s = setting.data;
  return (
    <Card
      size="small"
      loading={setting.isLoading}
      title={s?.companyName}
      extra={
        canEdit &&
        s && (
          <Button onClick={() => onEdit(s)} data-testid="mail-setting-edit">
            {t('sysMessaging:mail.setting.edit')}
          </Button>
        )
      }
    >
      {s && (
        <Flex vertical gap={12}>
          {!s.host && <Alert type="info" showIcon title={t('sysMessaging:mail.setting.outboxMode')} data-testid="mail-outbox-mode" />}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'host', label: t('sysMessaging:mail.setting.host'), children: s.host || '-' },
              { key: 'port', label: t('sysMessaging:mail.setting.port'), children: s.port },
              {
                key: 'secure',
                label: t('sysMessaging:mail.setting.secure'),
                children: s.secure ? t('sysMessaging:yes') : t('sysMessaging:no'),
              },
              { key: 'userName', label: t('sysMessaging:mail.setting.userName'), children: s.userName || '-' },
              {
                key: 'password',
                label: t('sysMessaging:mail.setting.password'),
                children: (
                  <Tag color={s.passwordSet ? 'success' : 'default'}>
                    {s.passwordSet ? t('sysMessaging:secretSet') : t('sysMessaging:secretUnset')}
                  </Tag>
                ),
              },
              {
                key: 'from',
                label: t('sysMessaging:mail.setting.fromAddress'),
                children: s.fromAddress ? `${s.fromName ? `${s.fromName} ` : ''}<${s.fromAddress}>` : '-',
              },
              { key: 'updatedAt', label: t('sysMessaging:updatedAt'), children: s.updatedAt ? showInstant(s.updatedAt, 'minute') : '-' },
            ]}
          />
          {canEdit && <TestSendForm />}
        </Flex>
      )}
    </Card>
  );
}

function MailSetting() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<MailSettingView | null>(null);
  return (
    <Card title={t('sysMessaging:mail.title')} data-testid="mail-setting-page">
      <Tabs
        items={[
          { key: 'setting', label: t('sysMessaging:mail.tabs.setting'), children: <SettingCard onEdit={setEditing} /> },
          { key: 'outbox', label: t('sysMessaging:mail.tabs.outbox'), children: <MailOutboxTable /> },
          { key: 'templates', label: t('sysMessaging:mail.tabs.templates'), children: <MailTemplatesTable /> },
        ]}
      />
      <MailSettingDrawer
        setting={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void client.invalidateQueries({ queryKey: MAIL_KEY })}
      />
    </Card>
  );
}

export function MailSettingPage() {
  return (
    <App component={false}>
      <MailSetting />
    </App>
  );
}
