// /systemSetup/mail-setting-new 邮件模板 (?id= edits one, none creates): code, name, subject and body with
// ${name} ${companyName} ${date} ${link} ${content}, enabled — beside a live preview with sample values.
// Saved with sys.mail.edit; back to /mail-setting.
import { useEffect } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Space, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MAIL_TEMPLATE_VARIABLES, templateVariables } from '@medportal/contracts/system/messaging-rules';
import { usePermission } from '../../../kit/permission/permission';
import { MAIL_KEY, mailSetting, mailTemplate, saveMailTemplate } from './messaging-api';
import { MAIL_SETTING_PATH } from './messaging-paths';
import { TemplatePreview, literalMessage } from './template-preview';

type Values = { code: string; name: string; subject: string; body: string; enabled: boolean };

function MailTemplateForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.mail.edit');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [form] = Form.useForm<Values>();
  const template = useQuery({ queryKey: [...MAIL_KEY, 'template', id], queryFn: () => mailTemplate(id!), enabled: id !== undefined });
  const setting = useQuery({ queryKey: [...MAIL_KEY, 'setting'], queryFn: mailSetting });
  useEffect(() => {
    const d = template.data;
    if (d) form.setFieldsValue({ code: d.code, name: d.name, subject: d.subject, body: d.body, enabled: d.enabled });
  }, [template.data, form]);
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';
  const save = useMutation({
    mutationFn: (v: Values) => saveMailTemplate({ ...(id ? { id } : {}), ...v }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MAIL_KEY });
      void message.success(t('sysMessaging:saved'));
      void navigate(MAIL_SETTING_PATH);
    },
  });
  const known = (label: string) => ({
    validator: async (_: unknown, v: string | undefined) => {
      const unknown = templateVariables(v ?? '').find((n) => !(MAIL_TEMPLATE_VARIABLES as readonly string[]).includes(n));
      if (unknown) throw new Error(literalMessage(t('sysMessaging:unknownVariableIn', { label, name: `\${${unknown}}` })));
    },
  });
  const required = (label: string) => ({ required: true, whitespace: true, message: t('sysMessaging:required', { label }) });
  const L = {
    code: t('sysMessaging:mail.template.code'),
    name: t('sysMessaging:mail.template.name'),
    subject: t('sysMessaging:mail.template.subject'),
    body: t('sysMessaging:mail.template.body'),
  };
  const fixed = setting.data ? { companyName: setting.data.companyName } : undefined;

  return (
    <Card
      title={t(id ? 'sysMessaging:mail.template.editTitle' : 'sysMessaging:mail.template.addTitle')}
      loading={id !== undefined && template.isLoading}
      data-testid="mail-template-page"
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} disabled={!canEdit} initialValues={{ enabled: true }}>
            <Form.Item
              name="code"
              label={L.code}
              extra={t('sysMessaging:mail.template.codeHint')}
              rules={[required(L.code), { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: t('sysMessaging:mail.template.codeRule') }]}
            >
              <Input maxLength={40} data-testid="mail-template-code" />
            </Form.Item>
            <Form.Item name="name" label={L.name} rules={[required(L.name)]}>
              <Input maxLength={60} data-testid="mail-template-name" />
            </Form.Item>
            <Form.Item name="subject" label={L.subject} rules={[required(L.subject), known(L.subject)]}>
              <Input maxLength={200} data-testid="mail-template-subject" />
            </Form.Item>
            <Form.Item
              name="body"
              label={L.body}
              extra={t('sysMessaging:variablesHint', { list: MAIL_TEMPLATE_VARIABLES.map((n) => `\${${n}}`).join(' ') })}
              rules={[required(L.body), known(L.body)]}
            >
              <Input.TextArea rows={10} maxLength={5000} showCount data-testid="mail-template-body" />
            </Form.Item>
            <Form.Item name="enabled" label={t('sysMessaging:mail.template.enabled')} valuePropName="checked">
              <Switch data-testid="mail-template-enabled" />
            </Form.Item>
            <Space>
              <Button onClick={() => void navigate(MAIL_SETTING_PATH)} disabled={false}>
                {t('sysMessaging:cancel')}
              </Button>
              {canEdit && (
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="mail-template-save">
                  {t('sysMessaging:save')}
                </Button>
              )}
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <TemplatePreview
            parts={[
              { key: 'subject', label: L.subject, text: subject },
              { key: 'body', label: L.body, text: body },
            ]}
            fixed={fixed}
          />
        </Col>
      </Row>
    </Card>
  );
}

export function MailTemplatePage() {
  return (
    <App component={false}>
      <MailTemplateForm />
    </App>
  );
}
