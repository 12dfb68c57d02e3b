// 新增分类 / 编辑分类 (520 wide): name and code (unique in the tenant, the server says which is taken),
// what the labels apply to, sort, description; a new category starts enabled unless switched off.
import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LABEL_CATEGORY_CODE_MAX,
  LABEL_CATEGORY_CODE_PATTERN,
  LABEL_NAME_MAX,
  LABEL_SORT_MAX,
  LABEL_TEXT_MAX,
  type LabelAppliesTo,
} from '@medportal/contracts/system/labels-rules';
import { refreshLabels, saveCategory, updateCategory, type LabelCategoryRow } from './labels-api';
import { useAppliesToOptions } from './label-parts';

type Values = { name: string; code: string; appliesTo: LabelAppliesTo; sort: number; description?: string; enabled?: boolean };

export type CategoryFormState = { category: LabelCategoryRow | null } | null;

export function CategoryFormDialog({ state, onClose }: { state: CategoryFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const appliesTo = useAppliesToOptions();
  const category = state?.category ?? null;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.category) form.setFieldsValue(state.category);
  }, [state, form]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { name: v.name, code: v.code, appliesTo: v.appliesTo, sort: v.sort ?? 0, description: v.description ?? '' };
      return category ? updateCategory({ ...body, id: category.id }) : saveCategory({ ...body, enabled: v.enabled ?? true });
    },
    onSuccess: () => {
      void refreshLabels(client);
      void message.success(t('pdLabels:done.saved'));
      onClose();
    },
  });

  return (
    <Modal
      open={state !== null}
      title={category ? t('pdLabels:category.editTitle') : t('pdLabels:category.add')}
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
      okButtonProps={{ 'data-testid': 'category-form-save' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ sort: 0, enabled: true, appliesTo: 'product' }} data-testid="category-form">
        <Form.Item
          name="name"
          label={t('pdLabels:category.name')}
          rules={[{ required: true, whitespace: true, message: t('pdLabels:rules.categoryName') }]}
        >
          <Input maxLength={LABEL_NAME_MAX} showCount data-testid="category-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('pdLabels:category.code')}
          extra={t('pdLabels:rules.codeHint')}
          rules={[
            { required: true, whitespace: true, message: t('pdLabels:rules.categoryCode') },
            { pattern: LABEL_CATEGORY_CODE_PATTERN, message: t('pdLabels:rules.codePattern') },
          ]}
        >
          <Input maxLength={LABEL_CATEGORY_CODE_MAX} data-testid="category-code" />
        </Form.Item>
        <Form.Item name="appliesTo" label={t('pdLabels:category.appliesTo')} rules={[{ required: true }]}>
          <Select options={appliesTo} data-testid="category-applies-to" />
        </Form.Item>
        <Form.Item name="sort" label={t('pdLabels:field.sort')} extra={t('pdLabels:rules.sortHint')}>
          <InputNumber min={0} max={LABEL_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="category-sort" />
        </Form.Item>
        <Form.Item name="description" label={t('pdLabels:category.description')}>
          <Input.TextArea rows={3} maxLength={LABEL_TEXT_MAX} showCount data-testid="category-description" />
        </Form.Item>
        {!category && (
          <Form.Item name="enabled" label={t('pdLabels:field.status')} valuePropName="checked">
            <Switch checkedChildren={t('pdLabels:status.enabled')} unCheckedChildren={t('pdLabels:status.disabled')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
