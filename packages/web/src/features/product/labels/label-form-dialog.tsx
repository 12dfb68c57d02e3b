// 新增标签 / 编辑标签 (520 wide): category (disabled ones marked), name (unique within the category, the
// server names a clash), colour with a preview of the tag, sort, remark; a new label starts enabled
// unless switched off. Opened from a category's detail the category comes preset.
import { useEffect } from 'react';
import { App, ColorPicker, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LABEL_DEFAULT_COLOUR, LABEL_NAME_MAX, LABEL_SORT_MAX, LABEL_TEXT_MAX } from '@medportal/contracts/system/labels-rules';
import { LABELS_KEY, categoryOptions, refreshLabels, saveLabel, updateLabel, type LabelRow } from './labels-api';
import { LabelTag } from './label-parts';

type Values = { categoryId: number; name: string; colour: string; sort: number; remark?: string; enabled?: boolean };

export type LabelFormState = { label: LabelRow | null; categoryId?: number } | null;

// antd's preset colours, the ones a tag reads well on
const PRESET_COLOURS = [
  '#F5222D',
  '#FA541C',
  '#FA8C16',
  '#FAAD14',
  '#52C41A',
  '#13C2C2',
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#8C8C8C',
];

/** The colour picker's value as #RRGGBB. */
const hexOf = (c: { toHexString: () => string }) => c.toHexString().slice(0, 7).toUpperCase();

export function LabelFormDialog({ state, onClose }: { state: LabelFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const label = state?.label ?? null;
  const categories = useQuery({ queryKey: [...LABELS_KEY, 'categoryOptions'], queryFn: categoryOptions, enabled: state !== null });
  const name = Form.useWatch('name', form) as string | undefined;
  const colour = Form.useWatch('colour', form) as string | undefined;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.label) form.setFieldsValue(state.label);
    else if (state.categoryId) form.setFieldsValue({ categoryId: state.categoryId });
  }, [state, form]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { categoryId: v.categoryId, name: v.name, colour: v.colour, sort: v.sort ?? 0, remark: v.remark ?? '' };
      return label ? updateLabel({ ...body, id: label.id }) : saveLabel({ ...body, enabled: v.enabled ?? true });
    },
    onSuccess: () => {
      void refreshLabels(client);
      void message.success(t('pdLabels:done.saved'));
      onClose();
    },
  });

  const options = (categories.data ?? []).map((c) => ({
    value: c.id,
    label: c.enabled ? c.name : t('pdLabels:category.disabledOption', { name: c.name }),
  }));

  return (
    <Modal
      open={state !== null}
      title={label ? t('pdLabels:label.editTitle') : t('pdLabels:label.add')}
      width={520}
      onCancel={onClose}
      // a refused validation shows under its field
      onOk={() =>
        void form.validateFields().then(
          (v) => save.mutate(v),
          () => undefined,
        )
      }
      okText={t('pdLabels:action.save')}
      cancelText={t('pdLabels:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'label-form-save' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ sort: 0, enabled: true, colour: LABEL_DEFAULT_COLOUR }} data-testid="label-form">
        <Form.Item
          name="categoryId"
          label={t('pdLabels:label.category')}
          rules={[{ required: true, message: t('pdLabels:rules.category') }]}
        >
          <Select
            options={options}
            loading={categories.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('pdLabels:rules.category')}
            data-testid="label-category"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('pdLabels:label.name')}
          rules={[{ required: true, whitespace: true, message: t('pdLabels:rules.labelName') }]}
        >
          <Input maxLength={LABEL_NAME_MAX} showCount data-testid="label-name" />
        </Form.Item>
        <Form.Item label={t('pdLabels:label.colour')} required>
          <Form.Item name="colour" noStyle getValueFromEvent={hexOf}>
            <ColorPicker disabledAlpha showText presets={[{ label: t('pdLabels:label.presets'), colors: PRESET_COLOURS }]} />
          </Form.Item>
          <span style={{ marginInlineStart: 12 }}>
            <LabelTag name={name?.trim() || t('pdLabels:label.preview')} colour={colour ?? LABEL_DEFAULT_COLOUR} testId="label-preview" />
          </span>
        </Form.Item>
        <Form.Item name="sort" label={t('pdLabels:field.sort')} extra={t('pdLabels:rules.sortHint')}>
          <InputNumber min={0} max={LABEL_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="label-sort" />
        </Form.Item>
        <Form.Item name="remark" label={t('pdLabels:label.remark')}>
          <Input.TextArea rows={3} maxLength={LABEL_TEXT_MAX} showCount data-testid="label-remark" />
        </Form.Item>
        {!label && (
          <Form.Item name="enabled" label={t('pdLabels:field.status')} valuePropName="checked">
            <Switch checkedChildren={t('pdLabels:status.enabled')} unCheckedChildren={t('pdLabels:status.disabled')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
