// The form of one action on an instance (520 wide): 通过 (an optional comment and the step's editable
// fields), 驳回 and 退回 (a reason required; 退回 to the previous step or to the initiator), 转交 (a user of
// the company), 重新提交 and 评论. 撤回 needs no form: the drawer asks a confirm instead.
import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '@medportal/contracts/audit/examine.contract';
import { EXAMINE_COMMENT_MAX } from '@medportal/contracts/audit/examine-rules';
import type { ExamineAction, FieldValue } from './approvals-api';

export type FormKind = Exclude<ExamineAction['kind'], 'withdraw'>;

type Values = {
  comment?: string;
  target?: 'previous' | 'initiator';
  toUserId?: number;
  fields?: Record<string, FieldValue>;
};

const REQUIRED_COMMENT: ReadonlySet<FormKind> = new Set(['reject', 'rollback', 'comment']);

function FieldInput({ value, ...rest }: { value?: FieldValue; onChange?: (v: FieldValue) => void; sample: unknown; testId: string }) {
  const { sample, testId, onChange } = rest;
  if (typeof sample === 'boolean') return <Switch checked={Boolean(value)} onChange={(v) => onChange?.(v)} data-testid={testId} />;
  if (typeof sample === 'number')
    return <InputNumber value={value as number | null} onChange={(v) => onChange?.(v)} style={{ width: '100%' }} data-testid={testId} />;
  return <Input value={(value as string | null) ?? ''} onChange={(e) => onChange?.(e.target.value)} maxLength={500} data-testid={testId} />;
}

function toAction(kind: FormKind, v: Values, detail: InstanceDetail): ExamineAction {
  const comment = v.comment?.trim() ?? '';
  switch (kind) {
    case 'approve': {
      const fields = detail.editableFields.length ? v.fields : undefined;
      return { kind, ...(comment ? { comment } : {}), ...(fields ? { fields } : {}) };
    }
    case 'reject':
    case 'comment':
      return { kind, comment };
    case 'rollback':
      return { kind, target: v.target ?? 'initiator', comment };
    case 'transfer':
      return { kind, toUserId: v.toUserId!, ...(comment ? { comment } : {}) };
    case 'commit':
      return { kind, ...(comment ? { comment } : {}) };
  }
}

type ActionModalProps = {
  kind: FormKind | null;
  detail: InstanceDetail;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (action: ExamineAction) => void;
};

export function ActionModal({ kind, detail, saving, onCancel, onSubmit }: ActionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const canGoBack = detail.currentStep > 0;

  useEffect(() => {
    if (!kind) return;
    form.resetFields();
    const fields = Object.fromEntries(detail.editableFields.map((f) => [f.name, (detail.data[f.name] ?? null) as FieldValue]));
    form.setFieldsValue({ target: canGoBack ? 'previous' : 'initiator', fields });
  }, [kind, detail, form, canGoBack]);

  const submit = async () => {
    if (!kind) return;
    const values = await form.validateFields();
    onSubmit(toAction(kind, values, detail));
  };

  const commentRequired = kind !== null && REQUIRED_COMMENT.has(kind);
  const commentLabel = kind ? t(`wbApprovals:form.commentLabel.${kind}`) : '';

  return (
    <Modal
      open={kind !== null}
      width={520}
      title={kind ? t(`wbApprovals:action.${kind}`) : ''}
      okText={kind ? t(`wbApprovals:action.${kind}`) : ''}
      okButtonProps={{ danger: kind === 'reject', ...({ 'data-testid': 'action-submit' } as Record<string, string>) }}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid={`action-form-${kind ?? 'none'}`}>
        {kind === 'rollback' && (
          <Form.Item name="target" label={t('wbApprovals:form.target')}>
            <Radio.Group data-testid="rollback-target">
              <Radio value="previous" disabled={!canGoBack}>
                {t('wbApprovals:form.targetPrevious')}
              </Radio>
              <Radio value="initiator">{t('wbApprovals:form.targetInitiator')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {kind === 'transfer' && (
          <Form.Item
            name="toUserId"
            label={t('wbApprovals:form.toUser')}
            rules={[{ required: true, message: t('wbApprovals:form.toUserRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('wbApprovals:form.toUserPlaceholder')}
              // the server lists whom this task may go to (not those already asked in the step)
              options={detail.transferCandidates.map((u) => ({ value: u.id, label: u.name }))}
              data-testid="transfer-user"
            />
          </Form.Item>
        )}
        {kind === 'approve' &&
          detail.editableFields.map((f) => (
            <Form.Item key={f.name} name={['fields', f.name]} label={f.label}>
              <FieldInput sample={detail.data[f.name]} testId={`field-${f.name}`} />
            </Form.Item>
          ))}
        {kind && (
          <Form.Item
            name="comment"
            label={commentLabel}
            rules={
              commentRequired
                ? [{ required: true, whitespace: true, message: t('wbApprovals:form.commentRequired', { label: commentLabel }) }]
                : []
            }
          >
            <Input.TextArea
              rows={3}
              maxLength={EXAMINE_COMMENT_MAX}
              showCount
              placeholder={t(commentRequired ? 'wbApprovals:form.commentPlaceholderRequired' : 'wbApprovals:form.commentPlaceholder')}
              data-testid="action-comment"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
