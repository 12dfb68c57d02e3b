// /systemSetup/system/platform 平台设置 (platform administrator): the tenant's branding, password policy
// (only tightening the spec's 6–16 letters and digits), session length, lockout, time zone and whether the
// first-camp and authorisation checks block orders or only warn. One form in sections (a Card each), loaded
// from the server; a save that can lock people out (fewer tries, a stricter policy, shorter sessions) asks
// first. Changes apply at the next login or request.
import { App, Button, Flex, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlatformSettings, PlatformSettingsSaveBody } from '@medportal/contracts/system/settings.contract';
import {
  CHECK_MODES,
  LOCKOUT_MINUTES_RANGE,
  LOCKOUT_THRESHOLD_RANGE,
  PASSWORD_EXPIRY_DAYS_RANGE,
  PASSWORD_MIN_LENGTH_RANGE,
  SESSION_HOURS_RANGE,
} from '@medportal/contracts/system/settings-rules';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { LoadState, LogoField, Section, timeZoneOptions } from './settings-parts';
import { SETTINGS_KEY, platformSettings, savePlatformSettings } from './settings-api';

type Values = PlatformSettingsSaveBody;

/** What in the new values can keep people out that the saved ones let in (the confirm lists them). */
export function lockingChanges(saved: PlatformSettings, next: Values): string[] {
  const out: string[] = [];
  if (next.lockoutThreshold < saved.lockoutThreshold) out.push('lockoutThreshold');
  if (next.lockoutMinutes > saved.lockoutMinutes) out.push('lockoutMinutes');
  if (
    next.passwordMinLength > saved.passwordMinLength ||
    (next.passwordRequireUpper && !saved.passwordRequireUpper) ||
    (next.passwordRequireLower && !saved.passwordRequireLower)
  ) {
    out.push('passwordPolicy');
  }
  if (next.passwordExpiryDays !== null && (saved.passwordExpiryDays === null || next.passwordExpiryDays < saved.passwordExpiryDays)) {
    out.push('passwordExpiryDays');
  }
  if (next.sessionHours < saved.sessionHours) out.push('sessionHours');
  return out;
}

const range = (t: (k: string, o?: Record<string, unknown>) => string, label: string, [min, max]: readonly [number, number]) => ({
  type: 'number' as const,
  min,
  max,
  message: t('sysSettings:range', { label, min, max }),
});

function PlatformForm({ saved }: { saved: PlatformSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canEdit = usePermission('sys.platformSetting.edit');
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: (next) => {
      client.setQueryData([...SETTINGS_KEY, 'platform'], next);
      void message.success(t('sysSettings:saved'));
    },
  });
  const required = (label: string) => ({ required: true, message: t('sysSettings:required', { label }) });
  const label = (key: string) => t(`sysSettings:field.${key}`);

  const submit = async (values: Values) => {
    const locking = lockingChanges(saved, values);
    if (locking.length > 0) {
      try {
        await confirm({
          title: t('sysSettings:confirm.title'),
          content: (
            <Space orientation="vertical">
              <span>{t('sysSettings:confirm.platform')}</span>
              <ul style={{ margin: 0 }} data-testid="settings-locking">
                {locking.map((k) => (
                  <li key={k}>{t(`sysSettings:locking.${k}`)}</li>
                ))}
              </ul>
            </Space>
          ),
          size: 'middle',
        });
      } catch (e) {
        if (isConfirmCancelled(e)) return;
        throw e;
      }
    }
    save.mutate({ ...values, passwordExpiryDays: values.passwordExpiryDays ?? null });
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={saved} onFinish={(v) => void submit(v)} disabled={!canEdit}>
      <Flex vertical gap={16}>
        <Section title={t('sysSettings:section.branding')} testId="section-branding">
          <Form.Item
            name="appName"
            label={label('appName')}
            rules={[required(label('appName')), { max: 60, message: t('sysSettings:max', { label: label('appName'), max: 60 }) }]}
          >
            <Input maxLength={60} style={{ maxWidth: 400 }} data-testid="field-appName" />
          </Form.Item>
          <Flex gap={48} wrap>
            <Form.Item name="logoSidebar" label={label('logoSidebar')}>
              <LogoField />
            </Form.Item>
            <Form.Item name="logoLogin" label={label('logoLogin')}>
              <LogoField />
            </Form.Item>
          </Flex>
        </Section>

        <Section title={t('sysSettings:section.password')} testId="section-password">
          <Typography.Paragraph type="secondary">{t('sysSettings:help.passwordRule')}</Typography.Paragraph>
          <Flex gap={32} wrap>
            <Form.Item
              name="passwordMinLength"
              label={label('passwordMinLength')}
              rules={[required(label('passwordMinLength')), range(t, label('passwordMinLength'), PASSWORD_MIN_LENGTH_RANGE)]}
            >
              <InputNumber
                precision={0}
                style={{ width: 160 }}
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
            <Form.Item
              name="passwordExpiryDays"
              label={label('passwordExpiryDays')}
              extra={t('sysSettings:help.expiry')}
              rules={[range(t, label('passwordExpiryDays'), PASSWORD_EXPIRY_DAYS_RANGE)]}
            >
              <InputNumber
                precision={0}
                style={{ width: 160 }}
                suffix={t('sysSettings:unit.days')}
                data-testid="field-passwordExpiryDays"
              />
            </Form.Item>
          </Flex>
        </Section>

        <Section title={t('sysSettings:section.session')} testId="section-session">
          <Flex gap={32} wrap>
            <Form.Item
              name="sessionHours"
              label={label('sessionHours')}
              extra={t('sysSettings:help.sessionDefault', { hours: saved.defaultSessionHours })}
              rules={[required(label('sessionHours')), range(t, label('sessionHours'), SESSION_HOURS_RANGE)]}
            >
              <InputNumber precision={0} style={{ width: 160 }} suffix={t('sysSettings:unit.hours')} data-testid="field-sessionHours" />
            </Form.Item>
            <Form.Item
              name="lockoutThreshold"
              label={label('lockoutThreshold')}
              rules={[required(label('lockoutThreshold')), range(t, label('lockoutThreshold'), LOCKOUT_THRESHOLD_RANGE)]}
            >
              <InputNumber precision={0} style={{ width: 160 }} suffix={t('sysSettings:unit.times')} data-testid="field-lockoutThreshold" />
            </Form.Item>
            <Form.Item
              name="lockoutMinutes"
              label={label('lockoutMinutes')}
              rules={[required(label('lockoutMinutes')), range(t, label('lockoutMinutes'), LOCKOUT_MINUTES_RANGE)]}
            >
              <InputNumber precision={0} style={{ width: 160 }} suffix={t('sysSettings:unit.minutes')} data-testid="field-lockoutMinutes" />
            </Form.Item>
          </Flex>
          <Typography.Text type="secondary">{t('sysSettings:help.nextLogin')}</Typography.Text>
        </Section>

        <Section title={t('sysSettings:section.region')} testId="section-region">
          <Form.Item name="timeZone" label={label('timeZone')} extra={t('sysSettings:help.timeZone')} rules={[required(label('timeZone'))]}>
            <Select showSearch options={timeZoneOptions(saved.timeZone)} style={{ maxWidth: 320 }} data-testid="field-timeZone" />
          </Form.Item>
        </Section>

        <Section title={t('sysSettings:section.checks')} testId="section-checks">
          {(['firstCampCheck', 'authorizationCheck'] as const).map((name) => (
            <Form.Item key={name} name={name} label={label(name)} extra={t(`sysSettings:help.${name}`)}>
              <Radio.Group
                optionType="button"
                options={CHECK_MODES.map((m) => ({ value: m, label: t(`sysSettings:mode.${m}`) }))}
                data-testid={`field-${name}`}
              />
            </Form.Item>
          ))}
        </Section>

        {canEdit && (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => form.resetFields()} data-testid="settings-reset">
              {t('sysSettings:reset')}
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
              {t('sysSettings:save')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Form>
  );
}

export function PlatformSettingsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...SETTINGS_KEY, 'platform'], queryFn: platformSettings });
  return (
    <LoadState loading={query.isPending} error={query.isError ? t('sysSettings:loadFailed') : null}>
      {/* keyed by the saved values: a save re-seeds the form from the server's answer */}
      {query.data && <PlatformForm key={JSON.stringify(query.data)} saved={query.data} />}
    </LoadState>
  );
}
