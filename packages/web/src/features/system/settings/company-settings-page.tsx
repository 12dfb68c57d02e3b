// /systemSetup/system/company 企业设置 (a company administrator, its own company): what a company may set
// for itself — the portal name and logo its users see, a stricter password policy, a shorter session.
// The value in force for the company's users is the company's when set and allowed, else the platform's;
// lockout, password expiry, time zone and the channel checks are the platform's alone (shown read-only).
// A stricter policy or a shorter session asks before saving.
import { Alert, App, Button, Descriptions, Flex, Form, Input, InputNumber, Switch, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanySettings, CompanySettingsSaveBody } from '@medportal/contracts/system/settings.contract';
import { PASSWORD_MIN_LENGTH_RANGE, PORTAL_NAME_MAX, SESSION_HOURS_RANGE } from '@medportal/contracts/system/settings-rules';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { LoadState, LogoField, Section } from './settings-parts';
import { SETTINGS_KEY, companySettings, saveCompanySettings } from './settings-api';

type Values = CompanySettingsSaveBody;

/** Whether the new values keep out someone the saved ones let in (a stricter policy, a shorter session). */
export function companyLocks(saved: CompanySettings['effective'], next: Values, platformHours: number): boolean {
  return (
    (next.passwordMinLength ?? 0) > saved.passwordMinLength ||
    (next.passwordRequireUpper && !saved.passwordRequireUpper) ||
    (next.passwordRequireLower && !saved.passwordRequireLower) ||
    Math.min(next.sessionHours ?? platformHours, platformHours) < saved.sessionHours
  );
}

function CompanyForm({ saved }: { saved: CompanySettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canEdit = usePermission('sys.companySetting.edit');
  const [form] = Form.useForm<Values>();
  const { platform, effective } = saved;
  const save = useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (next) => {
      client.setQueryData([...SETTINGS_KEY, 'company'], next);
      void message.success(t('sysSettings:saved'));
    },
  });
  const label = (key: string) => t(`sysSettings:field.${key}`);

  const submit = async (values: Values) => {
    const body: Values = {
      ...values,
      portalName: values.portalName ?? '',
      portalLogo: values.portalLogo ?? '',
      passwordMinLength: values.passwordMinLength ?? null,
      sessionHours: values.sessionHours ?? null,
    };
    if (companyLocks(effective, body, platform.sessionHours)) {
      try {
        await confirm({ title: t('sysSettings:confirm.title'), content: t('sysSettings:confirm.company'), size: 'middle' });
      } catch (e) {
        if (isConfirmCancelled(e)) return;
        throw e;
      }
    }
    save.mutate(body);
  };

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('sysSettings:company.rule')} data-testid="company-rule" />
      <Form<Values> form={form} layout="vertical" initialValues={saved.own} onFinish={(v) => void submit(v)} disabled={!canEdit}>
        <Flex vertical gap={16}>
          <Section title={t('sysSettings:section.portal')} testId="section-portal">
            <Form.Item
              name="portalName"
              label={label('portalName')}
              extra={t('sysSettings:help.followPlatform', { value: platform.appName })}
              rules={[{ max: PORTAL_NAME_MAX, message: t('sysSettings:max', { label: label('portalName'), max: PORTAL_NAME_MAX }) }]}
            >
              <Input maxLength={PORTAL_NAME_MAX} placeholder={platform.appName} style={{ maxWidth: 400 }} data-testid="field-portalName" />
            </Form.Item>
            <Form.Item name="portalLogo" label={label('portalLogo')}>
              <LogoField />
            </Form.Item>
          </Section>

          <Section title={t('sysSettings:section.password')} testId="section-password">
            <Flex gap={32} wrap>
              <Form.Item
                name="passwordMinLength"
                label={label('passwordMinLength')}
                extra={t('sysSettings:help.platformMin', { value: platform.passwordMinLength })}
                rules={[
                  {
                    type: 'number',
                    min: Math.max(platform.passwordMinLength, PASSWORD_MIN_LENGTH_RANGE[0]),
                    max: PASSWORD_MIN_LENGTH_RANGE[1],
                    message: t('sysSettings:range', {
                      label: label('passwordMinLength'),
                      min: Math.max(platform.passwordMinLength, PASSWORD_MIN_LENGTH_RANGE[0]),
                      max: PASSWORD_MIN_LENGTH_RANGE[1],
                    }),
                  },
                ]}
              >
                <InputNumber
                  precision={0}
                  style={{ width: 160 }}
                  placeholder={String(platform.passwordMinLength)}
                  suffix={t('sysSettings:unit.chars')}
                  data-testid="field-passwordMinLength"
                />
              </Form.Item>
              <Form.Item name="passwordRequireUpper" label={label('passwordRequireUpper')} valuePropName="checked">
                <Switch data-testid="field-passwordRequireUpper" />
              </Form.Item>
              <Form.Item name="passwordRequireLower" label={label('passwordRequireLower')} valuePropName="checked">
                <Switch data-testid="field-passwordRequireLower" />
              </Form.Item>
            </Flex>
          </Section>

          <Section title={t('sysSettings:section.companySession')} testId="section-session">
            <Form.Item
              name="sessionHours"
              label={label('sessionHours')}
              extra={t('sysSettings:help.platformHours', { value: platform.sessionHours })}
              rules={[
                {
                  type: 'number',
                  min: SESSION_HOURS_RANGE[0],
                  max: Math.min(platform.sessionHours, SESSION_HOURS_RANGE[1]),
                  message: t('sysSettings:range', {
                    label: label('sessionHours'),
                    min: SESSION_HOURS_RANGE[0],
                    max: Math.min(platform.sessionHours, SESSION_HOURS_RANGE[1]),
                  }),
                },
              ]}
            >
              <InputNumber
                precision={0}
                style={{ width: 160 }}
                placeholder={String(platform.sessionHours)}
                suffix={t('sysSettings:unit.hours')}
                data-testid="field-sessionHours"
              />
            </Form.Item>
          </Section>

          {canEdit && (
            <Flex justify="flex-end" gap={8}>
              <Button onClick={() => form.resetFields()}>{t('sysSettings:reset')}</Button>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
                {t('sysSettings:save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Form>

      <Section title={t('sysSettings:section.effective')} testId="section-effective">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={label('portalName')}>{effective.appName}</Descriptions.Item>
          <Descriptions.Item label={label('passwordPolicy')}>
            {t('sysSettings:policy', { min: effective.passwordMinLength })}
            {effective.passwordRequireUpper && <Tag style={{ marginLeft: 8 }}>{label('passwordRequireUpper')}</Tag>}
            {effective.passwordRequireLower && <Tag>{label('passwordRequireLower')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={label('sessionHours')}>
            <span data-testid="effective-sessionHours">{t('sysSettings:hours', { value: effective.sessionHours })}</span>
          </Descriptions.Item>
          <Descriptions.Item label={label('passwordExpiryDays')}>
            {platform.passwordExpiryDays === null ? t('sysSettings:never') : t('sysSettings:days', { value: platform.passwordExpiryDays })}
          </Descriptions.Item>
          <Descriptions.Item label={label('timeZone')}>{platform.timeZone}</Descriptions.Item>
        </Descriptions>
      </Section>
    </Flex>
  );
}

export function CompanySettingsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...SETTINGS_KEY, 'company'], queryFn: companySettings });
  return (
    <LoadState loading={query.isPending} error={query.isError ? t('sysSettings:loadFailed') : null}>
      {query.data && <CompanyForm key={JSON.stringify(query.data)} saved={query.data} />}
    </LoadState>
  );
}
