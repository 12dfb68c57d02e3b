// The app drawer of subsystemManagement: code (new apps only), name, group, address (a built screen of this
// portal or an external http(s) address: the server checks the screen exists), logo (a kit upload of one
// jpg/png), order. Built-in apps keep operator edits across catalogue syncs.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_API } from '@medportal/contracts/common/api-paths';
import { APP_CODE_MAX, APP_GROUP_MAX, APP_NAME_MAX, URL_MAX, isExternalUrl } from '@medportal/contracts/system/apps-menus-rules';
import type { AppAdminRow } from '@medportal/contracts/system/apps-menus.contract';
import { FORM_DRAWER_WIDTH } from '../../../kit/form/drawer-placement';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { saveApp, updateApp } from './apps-menus-api';

export type AppFormState = { app: AppAdminRow | null } | null;

type Values = { appCode: string; appName: string; groupName: string; domain: string; sort: number; logo: UploadItem[] };

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const fileCodeOf = (url: string | undefined): string | null => (url ? new URL(url, 'http://x').searchParams.get('fileCode') : null);

const initialOf = (app: AppAdminRow | null): Values => ({
  appCode: app?.appCode ?? '',
  appName: app?.appName ?? '',
  groupName: app?.groupName ?? '',
  domain: app?.domain ?? '',
  sort: app?.sort ?? 0,
  logo: app?.logoFileCode
    ? [{ uid: app.logoFileCode, url: `${FILE_API.fileDownload}?fileCode=${app.logoFileCode}`, loading: false, name: app.appName }]
    : [],
});

export function AppFormDrawer({ state, onClose, onSaved }: { state: AppFormState; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const app = state?.app ?? null;

  useEffect(() => {
    if (state) form.setFieldsValue(initialOf(state.app));
  }, [state, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const common = {
        appName: v.appName.trim(),
        groupName: v.groupName.trim(),
        domain: v.domain.trim(),
        sort: v.sort ?? 0,
        logoFileCode: fileCodeOf(v.logo?.[0]?.url),
      };
      if (app) await updateApp({ id: app.id, ...common });
      else await saveApp({ appCode: v.appCode.trim(), ...common });
      void message.success(t('sysAppsMenus:apps.saved'));
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={state !== null}
      title={t(app ? 'sysAppsMenus:form.editTitle' : 'sysAppsMenus:form.addTitle')}
      size={FORM_DRAWER_WIDTH}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('sysAppsMenus:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="app-form-save">
            {t('sysAppsMenus:ok')}
          </Button>
        </Space>
      }
    >
      {app?.builtIn && <Alert type="info" showIcon title={t('sysAppsMenus:form.builtInHelp')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialOf(app)} data-testid="app-form">
        <Form.Item
          name="appCode"
          label={t('sysAppsMenus:columns.appCode')}
          rules={
            app
              ? []
              : [
                  { required: true, whitespace: true, message: t('sysAppsMenus:form.codeRequired') },
                  { pattern: CODE_PATTERN, message: t('sysAppsMenus:form.codeFormat') },
                ]
          }
        >
          <Input maxLength={APP_CODE_MAX} disabled={Boolean(app)} data-testid="app-form-code" />
        </Form.Item>
        <Form.Item
          name="appName"
          label={t('sysAppsMenus:columns.appName')}
          rules={[{ required: true, whitespace: true, message: t('sysAppsMenus:form.nameRequired') }]}
        >
          <Input maxLength={APP_NAME_MAX} showCount data-testid="app-form-name" />
        </Form.Item>
        <Form.Item
          name="groupName"
          label={t('sysAppsMenus:columns.groupName')}
          rules={[{ required: true, whitespace: true, message: t('sysAppsMenus:form.groupRequired') }]}
        >
          <Input maxLength={APP_GROUP_MAX} data-testid="app-form-group" />
        </Form.Item>
        <Form.Item
          name="domain"
          label={t('sysAppsMenus:columns.domain')}
          extra={t('sysAppsMenus:form.domainHelp')}
          rules={[
            { required: true, whitespace: true, message: t('sysAppsMenus:form.domainRequired') },
            {
              validator: (_r, value: string) => {
                const v = (value ?? '').trim();
                return !v || (v.startsWith('/') && !v.startsWith('//')) || isExternalUrl(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('sysAppsMenus:form.domainFormat')));
              },
            },
          ]}
        >
          <Input maxLength={URL_MAX} data-testid="app-form-domain" />
        </Form.Item>
        <Form.Item name="logo" label={t('sysAppsMenus:columns.logo')} extra={t('sysAppsMenus:form.logoHelp')}>
          <FileUpload limit={1} />
        </Form.Item>
        <Form.Item name="sort" label={t('sysAppsMenus:columns.sort')}>
          <InputNumber min={0} max={99999} precision={0} data-testid="app-form-sort" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
