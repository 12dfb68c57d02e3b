// /systemSetup/smsSet 短信设置 (platform): the provider settings (keys shown only as set or not) with 编辑设置
// (/add), the text of every SMS type — its template, or the default — with 编辑模板
// (/shortMessage/messageTemplate/add?smsType=) and 恢复默认 (asks first), and 发送记录 (/historyRecord).
import { App, Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SmsTemplateRow } from '@medportal/contracts/system/messaging.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';
import { SMS_KEY, deleteSmsTemplate, smsSetting, smsTemplates } from './messaging-api';
import { SMS_HISTORY_PATH, SMS_SETTING_PATH, SMS_TEMPLATE_PATH } from './messaging-paths';

function SmsSet() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.sms.edit');
  const setting = useQuery({ queryKey: [...SMS_KEY, 'setting'], queryFn: smsSetting });
  const templates = useQuery({ queryKey: [...SMS_KEY, 'templates'], queryFn: smsTemplates });
  const reset = useMutation({
    mutationFn: (row: SmsTemplateRow) => deleteSmsTemplate(row.smsType),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SMS_KEY });
      void message.success(t('sysMessaging:sms.template.resetDone'));
    },
  });
  const askReset = (row: SmsTemplateRow) =>
    confirm({ size: 'delete', danger: true, content: t('sysMessaging:sms.template.confirmReset', { name: row.typeName }) })
      .then(() => reset.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const s = setting.data;
  const secretText = (set: boolean | undefined) => (set ? t('sysMessaging:secretSet') : t('sysMessaging:secretUnset'));
  const columns: TableColumn<SmsTemplateRow>[] = [
    {
      prop: 'typeName',
      labelKey: 'sysMessaging:sms.template.type',
      width: 140,
      render: (_v, r) => t(`sysMessaging:smsTypes.${r.smsType}`),
    },
    { prop: 'name', labelKey: 'sysMessaging:sms.template.name', width: 140 },
    { prop: 'content', labelKey: 'sysMessaging:sms.template.content', width: 320 },
    {
      prop: 'custom',
      labelKey: 'sysMessaging:sms.template.source',
      width: 110,
      render: (_v, r) =>
        r.custom ? (
          <Tag color={r.enabled ? 'processing' : 'default'}>
            {r.enabled ? t('sysMessaging:sms.template.custom') : t('sysMessaging:disabled')}
          </Tag>
        ) : (
          <Tag>{t('sysMessaging:sms.template.default')}</Tag>
        ),
    },
    {
      prop: 'updatedAt',
      labelKey: 'sysMessaging:updatedAt',
      width: 160,
      render: (_v, r) => (r.updatedAt ? showInstant(r.updatedAt, 'minute') : '-'),
    },
    ...(canEdit
      ? [
          {
            prop: 'action',
            labelKey: 'sysMessaging:action',
            width: 170,
            fixed: 'right',
            render: (_v: unknown, r: SmsTemplateRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`${SMS_TEMPLATE_PATH}?smsType=${r.smsType}`)}
                  data-testid={`sms-template-edit-${r.smsType}`}
                >
                  {t('sysMessaging:sms.template.edit')}
                </Button>
                {r.custom && (
                  <Button type="link" size="small" danger onClick={() => void askReset(r)} data-testid={`sms-template-reset-${r.smsType}`}>
                    {t('sysMessaging:sms.template.reset')}
                  </Button>
                )}
              </Space>
            ),
          } satisfies TableColumn<SmsTemplateRow>,
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="sms-set-page">
      <Card
        title={t('sysMessaging:sms.title')}
        loading={setting.isLoading}
        extra={
          <Space>
            <Button onClick={() => void navigate(SMS_HISTORY_PATH)} data-testid="sms-history-link">
              {t('sysMessaging:sms.history.title')}
            </Button>
            {canEdit && (
              <Button type="primary" onClick={() => void navigate(SMS_SETTING_PATH)} data-testid="sms-setting-edit">
                {t('sysMessaging:sms.setting.edit')}
              </Button>
            )}
          </Space>
        }
      >
        {s && (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'providerName', label: t('sysMessaging:sms.setting.providerName'), children: s.providerName },
              {
                key: 'providerType',
                label: t('sysMessaging:sms.setting.providerType'),
                children: t(`sysMessaging:providerTypes.${s.providerType}`),
              },
              { key: 'signName', label: t('sysMessaging:sms.setting.signName'), children: `【${s.signName}】` },
              { key: 'accessKeyId', label: 'AccessKey ID', children: secretText(s.accessKeyIdSet) },
              { key: 'accessKeySecret', label: 'AccessKey Secret', children: secretText(s.accessKeySecretSet) },
              {
                key: 'enabled',
                label: t('sysMessaging:status'),
                children: (
                  <Tag color={s.enabled ? 'success' : 'default'}>{s.enabled ? t('sysMessaging:enabled') : t('sysMessaging:disabled')}</Tag>
                ),
              },
            ]}
          />
        )}
        {s && !s.saved && <Typography.Text type="secondary">{t('sysMessaging:sms.setting.notSaved')}</Typography.Text>}
      </Card>
      <Card title={t('sysMessaging:sms.template.listTitle')}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('sysMessaging:sms.template.hint')}</Typography.Text>
          <DataTable
            columns={columns}
            data={templates.data ?? []}
            rowKey="smsType"
            loading={templates.isFetching}
            testId="sms-template-table"
          />
        </Flex>
      </Card>
    </Flex>
  );
}

export function SmsSetPage() {
  return (
    <App component={false}>
      <SmsSet />
    </App>
  );
}
