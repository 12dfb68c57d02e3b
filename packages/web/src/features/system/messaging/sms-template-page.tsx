// /systemSetup/shortMessage/messageTemplate/add?smsType= 短信模板: the text of one SMS type — name, content with
// ${code} (required), ${minutes}, ${name}, enabled — beside a live preview with sample values. Saving makes it
// the text of that type's codes (under the configured sign); back to /smsSet.
import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SMS_TEMPLATE_TYPES,
  SMS_TEMPLATE_VARIABLES,
  templateVariables,
  type SmsTemplateType,
} from '@medportal/contracts/system/messaging-rules';
import { usePermission } from '../../../kit/permission/permission';
import { SMS_KEY, saveSmsTemplate, smsSetting, smsTemplate } from './messaging-api';
import { SMS_SET_PATH } from './messaging-paths';
import { TemplatePreview, literalMessage } from './template-preview';

type Values = { smsType: SmsTemplateType; name: string; content: string; enabled: boolean };

const typeOf = (v: string | null): SmsTemplateType => SMS_TEMPLATE_TYPES.find((x) => String(x) === v) ?? 1;

function SmsTemplateForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.sms.edit');
  const [params] = useSearchParams();
  const [smsType, setSmsType] = useState<SmsTemplateType>(typeOf(params.get('smsType')));
  const [form] = Form.useForm<Values>();
  const template = useQuery({ queryKey: [...SMS_KEY, 'template', smsType], queryFn: () => smsTemplate(smsType) });
  const setting = useQuery({ queryKey: [...SMS_KEY, 'setting'], queryFn: smsSetting });
  useEffect(() => {
    const d = template.data;
    if (d) form.setFieldsValue({ smsType: d.smsType as SmsTemplateType, name: d.name, content: d.content, enabled: d.enabled });
  }, [template.data, form]);
  const content = Form.useWatch('content', form) ?? '';
  const save = useMutation({
    mutationFn: (v: Values) => saveSmsTemplate({ smsType: v.smsType, name: v.name, content: v.content, enabled: v.enabled }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SMS_KEY });
      void message.success(t('sysMessaging:saved'));
      void navigate(SMS_SET_PATH);
    },
  });
  const contentRule = {
    validator: async (_: unknown, v: string | undefined) => {
      const unknown = templateVariables(v ?? '').find((n) => !(SMS_TEMPLATE_VARIABLES as readonly string[]).includes(n));
      if (unknown) throw new Error(literalMessage(t('sysMessaging:unknownVariable', { name: `\${${unknown}}` })));
      if (v && !v.includes('${code}')) throw new Error(literalMessage(t('sysMessaging:sms.template.codeRequired')));
    },
  };
  const sign = setting.data?.enabled ? setting.data.signName : undefined;

  return (
    <Card
      title={t('sysMessaging:sms.template.title')}
      loading={template.isLoading && !template.data}
      data-testid="sms-template-page"
      extra={
        template.data && <Tag>{template.data.custom ? t('sysMessaging:sms.template.custom') : t('sysMessaging:sms.template.default')}</Tag>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) => save.mutate(v)}
            disabled={!canEdit}
            initialValues={{ smsType, enabled: true }}
          >
            <Form.Item name="smsType" label={t('sysMessaging:sms.template.type')} rules={[{ required: true }]}>
              <Select
                options={SMS_TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`sysMessaging:smsTypes.${v}`) }))}
                onChange={(v: SmsTemplateType) => setSmsType(v)}
                data-testid="sms-template-type"
              />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('sysMessaging:sms.template.name')}
              rules={[
                { required: true, whitespace: true, message: t('sysMessaging:required', { label: t('sysMessaging:sms.template.name') }) },
              ]}
            >
              <Input maxLength={60} data-testid="sms-template-name" />
            </Form.Item>
            <Form.Item
              name="content"
              label={t('sysMessaging:sms.template.content')}
              extra={t('sysMessaging:variablesHint', { list: SMS_TEMPLATE_VARIABLES.map((n) => `\${${n}}`).join(' ') })}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('sysMessaging:required', { label: t('sysMessaging:sms.template.content') }),
                },
                contentRule,
              ]}
            >
              <Input.TextArea rows={4} maxLength={300} showCount data-testid="sms-template-content" />
            </Form.Item>
            <Form.Item name="enabled" label={t('sysMessaging:sms.template.enabled')} valuePropName="checked">
              <Switch data-testid="sms-template-enabled" />
            </Form.Item>
            <Space>
              <Button onClick={() => void navigate(SMS_SET_PATH)} disabled={false}>
                {t('sysMessaging:cancel')}
              </Button>
              {canEdit && (
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="sms-template-save">
                  {t('sysMessaging:save')}
                </Button>
              )}
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={8}>
            <TemplatePreview parts={[{ key: 'content', label: t('sysMessaging:sms.template.content'), text: content }]} />
            <Typography.Text type="secondary" data-testid="sms-template-sign">
              {sign ? t('sysMessaging:sms.template.signNote', { sign }) : t('sysMessaging:sms.template.defaultSignNote')}
            </Typography.Text>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

export function SmsTemplatePage() {
  return (
    <App component={false}>
      <SmsTemplateForm />
    </App>
  );
}
