// The flow's steps as a vertical list: each step names who approves it (roles, user groups, named people or
// the company administrator, picked from the company's options), any-one or all, which fields of the object
// its approver may change and whether the initiator may approve it; steps move up and down, and a delete asks.
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Space, Switch, Tooltip, type FormInstance } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApproverOptions } from '@medportal/contracts/audit/examine.contract';
import {
  APPROVER_KINDS,
  FLOW_STEPS_MAX,
  STEP_APPROVERS_MAX,
  STEP_MODES,
  STEP_NAME_MAX,
  type ApproverKind,
} from '@medportal/contracts/audit/examine-rules';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { emptyStep, type FlowValues } from './flow-form';

type Props = {
  form: FormInstance<FlowValues>;
  options: ApproverOptions | undefined;
  fields: readonly { name: string; label: string }[];
  disabled: boolean;
};

const optionsOf = (options: ApproverOptions | undefined, kind: ApproverKind) =>
  (kind === 'role' ? options?.roles : kind === 'group' ? options?.groups : kind === 'users' ? options?.users : undefined) ?? [];

function ApproverPicker({
  form,
  index,
  options,
  disabled,
}: {
  form: FormInstance<FlowValues>;
  index: number;
  options: ApproverOptions | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['steps', index, 'approverKind'], form) as ApproverKind | undefined;
  if (!kind || kind === 'admin') return null;
  return (
    <Form.Item
      name={[index, 'approverIds']}
      label={t(`sysExamine:step.pick.${kind}`)}
      rules={[{ required: true, type: 'array', min: 1, message: t(`sysExamine:rules.approvers.${kind}`) }]}
    >
      <Select<number[]>
        mode="multiple"
        allowClear
        disabled={disabled}
        maxCount={STEP_APPROVERS_MAX}
        optionFilterProp="label"
        placeholder={t(`sysExamine:step.pick.${kind}`)}
        options={optionsOf(options, kind).map((o) => ({ value: o.id, label: o.name }))}
        notFoundContent={t('sysExamine:step.noOptions')}
        data-testid={`step-approvers-${index}`}
      />
    </Form.Item>
  );
}

export function StepList({ form, options, fields, disabled }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return (
    <Form.List name="steps">
      {(items, { add, remove, move }) => (
        <Flex vertical gap={12} data-testid="step-list">
          {items.map((item, index) => (
            <Card
              key={item.key}
              size="small"
              title={t('sysExamine:step.title', { n: index + 1 })}
              data-testid={`step-${index}`}
              extra={
                !disabled && (
                  <Space size={0}>
                    <Tooltip title={t('sysExamine:step.up')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={t('sysExamine:step.up')}
                        data-testid={`step-up-${index}`}
                      />
                    </Tooltip>
                    <Tooltip title={t('sysExamine:step.down')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={t('sysExamine:step.down')}
                        data-testid={`step-down-${index}`}
                      />
                    </Tooltip>
                    <Tooltip title={t('sysExamine:step.delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={items.length === 1}
                        aria-label={t('sysExamine:step.delete')}
                        data-testid={`step-delete-${index}`}
                        onClick={() =>
                          void confirm({
                            size: 'delete',
                            content: t('sysExamine:step.confirmDelete', {
                              n: index + 1,
                              name: (form.getFieldValue(['steps', index, 'name']) as string | undefined) || '',
                            }),
                          })
                            .then(() => remove(index))
                            .catch((e: unknown) => {
                              if (!isConfirmCancelled(e)) throw e;
                            })
                        }
                      />
                    </Tooltip>
                  </Space>
                )
              }
            >
              <Flex gap={16} wrap>
                <Form.Item
                  name={[item.name, 'name']}
                  label={t('sysExamine:step.name')}
                  rules={[{ required: true, whitespace: true, message: t('sysExamine:rules.stepName') }]}
                  style={{ flex: '1 1 240px' }}
                >
                  <Input maxLength={STEP_NAME_MAX} disabled={disabled} data-testid={`step-name-${index}`} />
                </Form.Item>
                <Form.Item name={[item.name, 'approverKind']} label={t('sysExamine:step.kind')} style={{ flex: '1 1 200px' }}>
                  <Select
                    disabled={disabled}
                    options={APPROVER_KINDS.map((k) => ({ value: k, label: t(`sysExamine:kind.${k}`) }))}
                    onChange={() => form.setFieldValue(['steps', item.name, 'approverIds'], [])}
                    data-testid={`step-kind-${index}`}
                  />
                </Form.Item>
              </Flex>
              <ApproverPicker form={form} index={item.name} options={options} disabled={disabled} />
              <Flex gap={24} wrap>
                <Form.Item name={[item.name, 'mode']} label={t('sysExamine:step.mode')}>
                  <Radio.Group disabled={disabled} options={STEP_MODES.map((m) => ({ value: m, label: t(`sysExamine:mode.${m}`) }))} />
                </Form.Item>
                <Form.Item name={[item.name, 'allowSelfApprove']} label={t('sysExamine:step.allowSelf')} valuePropName="checked">
                  <Switch disabled={disabled} size="small" data-testid={`step-self-${index}`} />
                </Form.Item>
              </Flex>
              {fields.length > 0 && (
                <Form.Item name={[item.name, 'editableFields']} label={t('sysExamine:step.editable')} style={{ marginBottom: 0 }}>
                  <Checkbox.Group disabled={disabled} options={fields.map((f) => ({ value: f.name, label: f.label }))} />
                </Form.Item>
              )}
            </Card>
          ))}
          {!disabled && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={items.length >= FLOW_STEPS_MAX}
              onClick={() => add(emptyStep(t('sysExamine:step.defaultName', { n: items.length + 1 })))}
              data-testid="step-add"
            >
              {t('sysExamine:step.add', { max: FLOW_STEPS_MAX })}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
