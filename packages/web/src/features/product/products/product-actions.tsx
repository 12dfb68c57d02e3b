// A product row's actions: 详情, 编辑 (owner's edit button), 提交审核 (draft, rejected, or an approved
// product with a pending change) and 审核 (a product being audited), each behind its button code.
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductRow } from '@medportal/contracts/product/products.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { productAudit, productCommit } from './products-api';
import { productEditPath } from './product-paths';

export const mayCommit = (row: ProductRow) =>
  row.status === 'draft' || row.status === 'rejected' || (row.status === 'approved' && row.hasPending);

type Props = { row: ProductRow; onDetail: (row: ProductRow) => void; onChanged: () => void };

export function ProductActions({ row, onDetail, onChanged }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const canEdit = usePermission('fc.product.edit');
  const canCommit = usePermission('fc.product.commit');
  const canAudit = usePermission('fc.product.audit');
  const [auditing, setAuditing] = useState(false);

  const commit = async () => {
    try {
      await confirm({ content: t('pdProducts:commit.confirm', { name: row.name }) });
    } catch {
      return;
    }
    await productCommit(row.id, row.revision);
    void message.success(t('pdProducts:commit.done'));
    onChanged();
  };

  return (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => onDetail(row)} data-testid={`product-detail-${row.id}`}>
        {t('pdProducts:actions.detail')}
      </Button>
      {canEdit && row.status !== 'auditing' && (
        <Button type="link" size="small" onClick={() => void navigate(productEditPath(row.id))} data-testid={`product-edit-${row.id}`}>
          {t('pdProducts:actions.edit')}
        </Button>
      )}
      {canCommit && mayCommit(row) && (
        <Button type="link" size="small" onClick={() => void commit().catch(() => undefined)} data-testid={`product-commit-${row.id}`}>
          {t('pdProducts:actions.commit')}
        </Button>
      )}
      {canAudit && row.status === 'auditing' && row.mayAudit && (
        <Button type="link" size="small" onClick={() => setAuditing(true)} data-testid={`product-audit-${row.id}`}>
          {t('pdProducts:actions.audit')}
        </Button>
      )}
      {auditing && (
        <AuditDialog
          row={row}
          onClose={() => setAuditing(false)}
          onDone={() => {
            setAuditing(false);
            onChanged();
          }}
        />
      )}
    </Space>
  );
}

type AuditValues = { approve: boolean; reason?: string };

function AuditDialog({ row, onClose, onDone }: { row: ProductRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AuditValues>();
  const approve = Form.useWatch('approve', form);
  const [saving, setSaving] = useState(false);
  const submit = async (v: AuditValues) => {
    setSaving(true);
    try {
      await productAudit(row.id, v.approve, v.approve ? undefined : v.reason);
      void message.success(t(v.approve ? 'pdProducts:audit.approved' : 'pdProducts:audit.rejected'));
      onDone();
    } catch {
      // the request layer showed the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={520}
      title={t('pdProducts:audit.title', { name: row.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'product-audit-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ approve: true }} onFinish={(v) => void submit(v)}>
        <Form.Item name="approve" label={t('pdProducts:audit.result')}>
          <Radio.Group
            options={[
              { value: true, label: t('pdProducts:audit.approve') },
              { value: false, label: t('pdProducts:audit.reject') },
            ]}
            data-testid="product-audit-result"
          />
        </Form.Item>
        {approve === false && (
          <Form.Item
            name="reason"
            label={t('pdProducts:audit.reason')}
            rules={[{ required: true, whitespace: true, message: t('pdProducts:audit.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="product-audit-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
