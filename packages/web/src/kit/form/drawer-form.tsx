// Drawer form of spec 2: opens on the right (612 wide, labels 120); 'add' starts from the defaults,
// 'edit' from the current values with passwords masked. Confirm validates, emits, resets and closes;
// cancel or close clears and closes; a click on the mask does nothing.
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIRECTION_PLACEMENT, FORM_DRAWER_WIDTH, FORM_LABEL_WIDTH } from './drawer-placement';
import type { DrawerDirection } from './drawer-placement';
import { FieldItem } from './field-control';
import { initialValuesFor, outputValues } from './form-field-types';
import type { DrawerFieldType, FormFieldDef, FormMode, FormRules, FormValues } from './form-field-types';

export type DrawerFormProps = {
  open: boolean;
  title: ReactNode;
  mode: FormMode;
  fields: FormFieldDef<DrawerFieldType>[];
  /** edit mode: the current values (else each field's `value`) */
  values?: FormValues;
  rules?: FormRules;
  /** a disabled form shows the values and skips every rule */
  disabled?: boolean;
  direction?: DrawerDirection;
  width?: number;
  labelWidth?: number;
  /** may return a promise: the drawer stays open (and keeps the input) when it rejects */
  onConfirm: (values: FormValues) => unknown;
  onClose: () => void;
};

export function DrawerForm({
  open,
  title,
  mode,
  fields,
  values,
  rules,
  disabled,
  direction = 'rtl',
  width = FORM_DRAWER_WIDTH,
  labelWidth = FORM_LABEL_WIDTH,
  onConfirm,
  onClose,
}: DrawerFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => initialValuesFor(fields, mode, values), [fields, mode, values]);

  // every opening starts from the mode's values, whatever the last session left
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, initialValues, form]);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const finish = async (raw: FormValues) => {
    setSaving(true);
    try {
      await onConfirm(outputValues(fields, { ...form.getFieldsValue(true), ...raw }));
    } catch {
      // the caller reported why; the user keeps what was typed
      return;
    } finally {
      setSaving(false);
    }
    close();
  };

  return (
    <Drawer
      open={open}
      title={title}
      placement={DIRECTION_PLACEMENT[direction]}
      size={width}
      mask={{ closable: false }}
      forceRender
      onClose={close}
      data-testid="drawer-form"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close} data-testid="drawer-cancel">
            {t('form:drawer.cancel')}
          </Button>
          {!disabled && (
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="drawer-confirm">
              {t('form:drawer.confirm')}
            </Button>
          )}
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: `${labelWidth}px` }}
        labelWrap
        wrapperCol={{ flex: 1 }}
        disabled={disabled}
        initialValues={initialValues}
        onFinish={(v) => void finish(v)}
      >
        {fields.map((def, i) => (
          <FieldItem key={`${def.field}-${i}`} def={def} rules={rules} formDisabled={disabled} />
        ))}
        {/* Enter in a field submits like the confirm button */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
