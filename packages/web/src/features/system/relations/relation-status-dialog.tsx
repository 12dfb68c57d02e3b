// The 停用 / 启用 dialog of /systemSetup/companyRelation: it asks (naming both companies and the type; a
// disabled relation stops new orders between them, placed orders go on) and takes the reason the audit log
// and the list keep. Nothing changes until it is confirmed with a reason.
import { useEffect } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RELATION_REASON_MAX } from '@medportal/contracts/system/relations-rules';
import type { RelationRow } from '@medportal/contracts/system/relations.contract';
import { setRelationStatus } from './relations-api';

type Props = { relation: RelationRow | null; onClose: () => void; onDone: () => void };

export function RelationStatusDialog({ relation, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const disabling = relation?.enabled ?? false;

  useEffect(() => {
    if (relation) form.resetFields();
  }, [relation, form]);

  const change = useMutation({
    mutationFn: (reason: string) => setRelationStatus({ id: relation!.id, enabled: !relation!.enabled, reason }),
    onSuccess: (row) => {
      void message.success(row.enabled ? t('sysRelations:enabledDone') : t('sysRelations:disabledDone'));
      onDone();
      onClose();
    },
  });

  const names = relation
    ? { from: relation.fromCompanyName, to: relation.toCompanyName, type: t(`sysRelations:types.${relation.relationType}`) }
    : { from: '', to: '', type: '' };

  return (
    <Modal
      open={relation !== null}
      width={520}
      title={disabling ? t('sysRelations:disable') : t('sysRelations:enable')}
      okText={disabling ? t('sysRelations:disable') : t('sysRelations:enable')}
      okButtonProps={{ danger: disabling, loading: change.isPending, ...({ 'data-testid': 'relation-status-ok' } as object) }}
      cancelText={t('sysRelations:cancel')}
      maskClosable={false}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph data-testid="relation-status-question">
        {t(disabling ? 'sysRelations:confirmDisable' : 'sysRelations:confirmEnable', names)}
      </Typography.Paragraph>
      {disabling && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('sysRelations:disableHint')} />}
      <Form form={form} layout="vertical" onFinish={(v) => change.mutate(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('sysRelations:fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('sysRelations:form.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={RELATION_REASON_MAX} showCount data-testid="relation-status-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
