// The SMTP settings drawer of /systemSetup/mail-setting: server (empty: mail stays in the outbox), port 1–65535,
// SSL/TLS, user, password (never shown: a stored one reads '已设置' and stays unless a new one is typed, or is
// removed with 清除已保存的密码), sender address and name.
import { useMemo } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailSettingView } from '@medportal/contracts/system/messaging.contract';
import { DrawerForm } from '../../../kit/form/drawer-form';
import type { DrawerFieldType, FormFieldDef, FormRules, FormValues } from '../../../kit/form/form-field-types';
import { saveMailSetting } from './messaging-api';

export type MailSettingDrawerProps = { setting: MailSettingView | null; onClose: () => void; onSaved: () => void };

const HOST = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export function MailSettingDrawer({ setting, onClose, onSaved }: MailSettingDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fields = useMemo<FormFieldDef<DrawerFieldType>[]>(
    () => [
      {
        field: 'host',
        label: t('sysMessaging:mail.setting.host'),
        type: 'input',
        maxlength: 253,
        placeholder: t('sysMessaging:mail.setting.hostPlaceholder'),
      },
      { field: 'port', label: t('sysMessaging:mail.setting.port'), type: 'input', maxlength: 5 },
      { field: 'secure', label: t('sysMessaging:mail.setting.secure'), type: 'switch' },
      { field: 'userName', label: t('sysMessaging:mail.setting.userName'), type: 'input', maxlength: 128 },
      {
        field: 'password',
        label: t('sysMessaging:mail.setting.password'),
        type: 'input',
        password: true,
        maxlength: 128,
        placeholder: setting?.passwordSet ? t('sysMessaging:secretSet') : undefined,
      },
      ...(setting?.passwordSet
        ? [
            {
              field: 'clearPassword',
              label: t('sysMessaging:mail.setting.clearPassword'),
              type: 'switch',
            } satisfies FormFieldDef<DrawerFieldType>,
          ]
        : []),
      { field: 'fromAddress', label: t('sysMessaging:mail.setting.fromAddress'), type: 'input', maxlength: 254 },
      { field: 'fromName', label: t('sysMessaging:mail.setting.fromName'), type: 'input', maxlength: 60 },
    ],
    [t, setting?.passwordSet],
  );
  const rules = useMemo<FormRules>(
    () => ({
      host: [{ pattern: HOST, message: t('sysMessaging:mail.setting.hostRule') }],
      port: [
        { required: true, message: t('sysMessaging:required', { label: t('sysMessaging:mail.setting.port') }) },
        {
          validator: async (_: unknown, v: unknown) => {
            const n = Number(v);
            if (v !== undefined && v !== '' && !(Number.isInteger(n) && n >= 1 && n <= 65535))
              throw new Error(t('sysMessaging:mail.setting.portRule'));
          },
        },
      ],
      fromAddress: [
        { required: true, message: t('sysMessaging:required', { label: t('sysMessaging:mail.setting.fromAddress') }) },
        { type: 'email', message: t('sysMessaging:mail.setting.fromAddressRule') },
      ],
    }),
    [t],
  );
  const values = setting && {
    host: setting.host,
    port: String(setting.port),
    secure: setting.secure,
    userName: setting.userName,
    password: '',
    clearPassword: false,
    fromAddress: setting.fromAddress,
    fromName: setting.fromName,
  };
  const confirm = async (v: FormValues) => {
    const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');
    await saveMailSetting({
      host: str('host'),
      port: Number(v['port']),
      secure: v['secure'] === true,
      userName: str('userName'),
      ...(typeof v['password'] === 'string' && v['password'] ? { password: v['password'] } : {}),
      ...(v['clearPassword'] === true ? { clearPassword: true } : {}),
      fromAddress: str('fromAddress'),
      fromName: str('fromName'),
    });
    void message.success(t('sysMessaging:saved'));
    onSaved();
  };
  return (
    <DrawerForm
      open={setting !== null}
      title={t('sysMessaging:mail.setting.edit')}
      mode="edit"
      fields={fields}
      values={values ?? undefined}
      rules={rules}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
