// /systemSetup/smsSet/add 短信服务商设置 (platform): provider name and type, AccessKey ID and Secret (never
// shown: a stored one reads '已设置' and stays unless a new value is typed), the sign (签名) of every text,
// enabled. Saved with sys.sms.edit; back to /smsSet.
import { useEffect } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SMS_PROVIDER_TYPES, type SmsProviderType } from '@medportal/contracts/system/messaging-rules';
import type { SmsSettingSaveBody } from '@medportal/contracts/system/messaging.contract';
import { usePermission } from '../../../kit/permission/permission';
import { SMS_KEY, saveSmsSetting, smsSetting } from './messaging-api';
import { SMS_SET_PATH } from './messaging-paths';

type Values = {
  providerName: string;
  providerType: SmsProviderType;
  accessKeyId?: string;
  accessKeySecret?: string;
  signName: string;
  enabled: boolean;
};

function SmsSettingForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.sms.edit');
  const [form] = Form.useForm<Values>();
  const setting = useQuery({ queryKey: [...SMS_KEY, 'setting'], queryFn: smsSetting });
  const s = setting.data;
  useEffect(() => {
    if (s) form.setFieldsValue({ providerName: s.providerName, providerType: s.providerType, signName: s.signName, enabled: s.enabled });
  }, [s, form]);
  const save = useMutation({
    mutationFn: (body: SmsSettingSaveBody) => saveSmsSetting(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SMS_KEY });
      void message.success(t('sysMessaging:saved'));
      void navigate(SMS_SET_PATH);
    },
  });
  const providerType = Form.useWatch('providerType', form);
  const thirdParty = providerType !== undefined && providerType !== 'outbox';
  const secretRules = (set: boolean | undefined, label: string) =>
    thirdParty && !set ? [{ required: true, message: t('sysMessaging:required', { label }) }] : [];
  const onFinish = (v: Values) =>
    save.mutate({
      providerName: v.providerName,
      providerType: v.providerType,
      signName: v.signName,
      enabled: v.enabled,
      ...(v.accessKeyId ? { accessKeyId: v.accessKeyId } : {}),
      ...(v.accessKeySecret ? { accessKeySecret: v.accessKeySecret } : {}),
    });

  return (
    <Card title={t('sysMessaging:sms.setting.title')} loading={setting.isLoading} data-testid="sms-setting-page">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={onFinish}
        disabled={!canEdit}
        initialValues={{ providerType: 'outbox', enabled: true }}
      >
        <Form.Item
          name="providerName"
          label={t('sysMessaging:sms.setting.providerName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('sysMessaging:required', { label: t('sysMessaging:sms.setting.providerName') }),
            },
            { max: 40 },
          ]}
        >
          <Input maxLength={40} data-testid="sms-provider-name" />
        </Form.Item>
        <Form.Item name="providerType" label={t('sysMessaging:sms.setting.providerType')} rules={[{ required: true }]}>
          <Select
            options={SMS_PROVIDER_TYPES.map((v) => ({ value: v, label: t(`sysMessaging:providerTypes.${v}`) }))}
            data-testid="sms-provider-type"
          />
        </Form.Item>
        <Form.Item
          name="accessKeyId"
          label="AccessKey ID"
          extra={s?.accessKeyIdSet ? t('sysMessaging:secretKeep') : undefined}
          rules={secretRules(s?.accessKeyIdSet, 'AccessKey ID')}
        >
          <Input.Password
            autoComplete="off"
            maxLength={128}
            placeholder={s?.accessKeyIdSet ? t('sysMessaging:secretSet') : undefined}
            data-testid="sms-key-id"
          />
        </Form.Item>
        <Form.Item
          name="accessKeySecret"
          label="AccessKey Secret"
          extra={s?.accessKeySecretSet ? t('sysMessaging:secretKeep') : undefined}
          rules={secretRules(s?.accessKeySecretSet, 'AccessKey Secret')}
        >
          <Input.Password
            autoComplete="off"
            maxLength={256}
            placeholder={s?.accessKeySecretSet ? t('sysMessaging:secretSet') : undefined}
            data-testid="sms-key-secret"
          />
        </Form.Item>
        <Form.Item
          name="signName"
          label={t('sysMessaging:sms.setting.signName')}
          extra={t('sysMessaging:sms.setting.signHint')}
          rules={[
            { required: true, message: t('sysMessaging:required', { label: t('sysMessaging:sms.setting.signName') }) },
            { pattern: /^[\p{Script=Han}A-Za-z0-9]{2,12}$/u, message: t('sysMessaging:sms.setting.signRule') },
          ]}
        >
          <Input maxLength={12} data-testid="sms-sign-name" />
        </Form.Item>
        <Form.Item name="enabled" label={t('sysMessaging:sms.setting.enabled')} valuePropName="checked">
          <Switch data-testid="sms-enabled" />
        </Form.Item>
        {thirdParty && <Typography.Paragraph type="secondary">{t('sysMessaging:sms.setting.gatewayNote')}</Typography.Paragraph>}
        <Space>
          <Button onClick={() => void navigate(SMS_SET_PATH)} disabled={false}>
            {t('sysMessaging:cancel')}
          </Button>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="sms-setting-save">
              {t('sysMessaging:save')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}

export function SmsSettingPage() {
  return (
    <App component={false}>
      <SmsSettingForm />
    </App>
  );
}
