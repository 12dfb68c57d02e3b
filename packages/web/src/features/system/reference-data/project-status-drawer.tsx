// 新增/编辑项目状态: code (a letter, then letters, digits or underscores; unique in the tenant), name,
// colour (picker, #RRGGBB), sort (empty: after the last) and enabled.
import { useEffect } from 'react';
import { App, Button, ColorPicker, Drawer, Flex, Form, Input, InputNumber, Space, Switch } from 'antd';
import type { Color, ColorPickerProps } from 'antd/es/color-picker';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectStatusRow } from '@medportal/contracts/system/reference-data.contract';
import { PROJECT_STATUS_CODE_RULE } from '@medportal/contracts/system/reference-data-rules';
import { saveProjectStatus, updateProjectStatus } from './reference-data-api';

type Values = { code: string; name: string; color: string | Color; sort?: number | null; enabled: boolean };

export type ProjectStatusDrawerProps = {
  state: { row: ProjectStatusRow | null } | null;
  onClose: () => void;
  onSaved: () => void;
};

const hexOf = (c: string | Color) => (typeof c === 'string' ? c : c.toHexString()).slice(0, 7).toUpperCase();

/** the colour picker without the aria-required its Form.Item hands it: antd's trigger is a plain <div>, where
 *  ARIA allows no aria-required (the label's asterisk still marks the field) */
function ColourField({ 'aria-required': _required, ...props }: ColorPickerProps & { 'aria-required'?: unknown }) {
  return <ColorPicker {...props} />;
}

export function ProjectStatusDrawer({ state, onClose, onSaved }: ProjectStatusDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const row = state?.row ?? null;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? { code: row.code, name: row.name, color: row.color, sort: row.sort, enabled: row.enabled }
        : { color: '#1677FF', enabled: true, sort: null },
    );
  }, [state, row, form]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        code: v.code,
        name: v.name,
        color: hexOf(v.color),
        ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
        enabled: v.enabled,
      };
      return row ? updateProjectStatus({ id: row.id, ...body }) : saveProjectStatus(body);
    },
    onSuccess: () => {
      void message.success(t('sysRefData:saved'));
      onSaved();
      onClose();
    },
  });

  return (
    <Drawer
      open={state !== null}
      size={520}
      title={row ? t('sysRefData:status.edit') : t('sysRefData:status.add')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t('sysRefData:cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="status-submit">
              {t('sysRefData:confirm')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form<Values> form={form} labelCol={{ flex: '120px' }} onFinish={(v) => save.mutate(v)} data-testid="status-form">
        <Form.Item
          name="code"
          label={t('sysRefData:status.code')}
          rules={[
            { required: true, message: t('sysRefData:status.codeRequired') },
            { pattern: PROJECT_STATUS_CODE_RULE, message: t('sysRefData:status.codeInvalid') },
          ]}
        >
          <Input maxLength={32} data-testid="status-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('sysRefData:status.name')}
          rules={[{ required: true, whitespace: true, message: t('sysRefData:status.nameRequired') }]}
        >
          <Input maxLength={32} data-testid="status-name" />
        </Form.Item>
        <Form.Item name="color" label={t('sysRefData:status.color')} rules={[{ required: true }]}>
          <ColourField format="hex" disabledAlpha showText data-testid="status-color" />
        </Form.Item>
        <Form.Item name="sort" label={t('sysRefData:status.sort')} extra={t('sysRefData:status.sortHint')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="status-sort" />
        </Form.Item>
        <Form.Item name="enabled" label={t('sysRefData:enabled')} valuePropName="checked">
          <Switch data-testid="status-enabled" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
