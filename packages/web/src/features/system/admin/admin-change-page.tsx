// /systemSetup/userManagement/admin-change 管理员变更: the company's requests to hand its administrator
// seat to a colleague (pending ones may be withdrawn) and the form to apply. The platform picks the
// company it acts for first.
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { ADMIN_CHANGE_REASON_MAX } from '@medportal/contracts/system/admin-rules';
import type { AdminChange } from '@medportal/contracts/system/admin.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { adminChangeApply, adminChangeMine, adminChangeWithdraw } from './admin-api';
import { CompanyPicker, PagedTable, useIsPlatform } from './admin-parts';
import { CandidateSelect } from './candidate-select';
import { changeColumns } from './change-columns';
import { usePagedList } from './use-paged-list';

type Filters = { companyId?: number };
type ApplyValues = { toUserId: number; reason: string };

function ApplyDialog({ companyId, open, onClose, onDone }: { companyId?: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await adminChangeApply({ ...(companyId ? { companyId } : {}), toUserId: values.toUserId, reason: values.reason.trim() });
      void message.success(t('sysAdmin:change.applied'));
      form.resetFields();
      onDone();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      width={520}
      title={t('sysAdmin:change.applyTitle')}
      okText={t('sysAdmin:change.submit')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'apply-submit' } as Record<string, string>}
    >
      <Typography.Paragraph type="secondary">{t('sysAdmin:change.applyHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="toUserId"
          label={t('sysAdmin:change.newAdmin')}
          rules={[{ required: true, message: t('sysAdmin:change.newAdminRequired') }]}
        >
          <CandidateSelect companyId={companyId} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('sysAdmin:change.reason')}
          rules={[{ required: true, whitespace: true, message: t('sysAdmin:change.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={ADMIN_CHANGE_REASON_MAX}
            showCount
            placeholder={t('sysAdmin:change.reasonPlaceholder')}
            data-testid="apply-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AdminChanges() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const platform = useIsPlatform();
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [applying, setApplying] = useState(false);
  const list = usePagedList<AdminChange, Filters>('mine', adminChangeMine, {});
  const hasPending = list.rows.some((r) => r.status === 'pending');

  const withdraw = async (row: AdminChange) => {
    try {
      await confirm({ content: t('sysAdmin:change.withdrawConfirm') });
      await adminChangeWithdraw(row.id);
      void message.success(t('sysAdmin:change.withdrawn'));
      void list.query.refetch();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const columns: TableColumn<AdminChange>[] = [
    ...changeColumns(false),
    {
      prop: 'id',
      labelKey: 'sysAdmin:change.col.actions',
      width: 90,
      fixed: 'right',
      render: (_v, row) =>
        row.status === 'pending' ? (
          <Permission code="sys.user.adminChange">
            <Button type="link" size="small" onClick={() => void withdraw(row)} data-testid={`withdraw-${row.id}`}>
              {t('sysAdmin:change.withdraw')}
            </Button>
          </Permission>
        ) : (
          '-'
        ),
    },
  ];

  const pickCompany = (id: number | undefined) => {
    setCompanyId(id);
    list.search({ companyId: id });
  };
  const needsCompany = platform && companyId === undefined;

  return (
    <Card title={t('sysAdmin:title.adminChange')} data-testid="admin-change-page">
      <PagedTable
        list={list}
        searchItems={[]}
        toFilters={() => ({ companyId })}
        columns={columns}
        rowKey="id"
        testId="admin-change-table"
        tableNo="sysAdminChangeList"
        apiPath={STAFF_API.adminChangeMine}
        above={
          <Flex gap={12} align="center" wrap>
            {platform && (
              <div style={{ width: 320 }}>
                <CompanyPicker value={companyId} onChange={pickCompany} />
              </div>
            )}
            <Permission code="sys.user.adminChange">
              <Button type="primary" disabled={needsCompany || hasPending} onClick={() => setApplying(true)} data-testid="apply-open">
                {t('sysAdmin:change.apply')}
              </Button>
            </Permission>
            {needsCompany && <Typography.Text type="secondary">{t('sysAdmin:company.pickFirst')}</Typography.Text>}
          </Flex>
        }
      />
      <ApplyDialog
        companyId={companyId}
        open={applying}
        onClose={() => setApplying(false)}
        onDone={() => {
          setApplying(false);
          void list.query.refetch();
        }}
      />
    </Card>
  );
}

export function AdminChangePage() {
  return (
    <App component={false}>
      <AdminChanges />
    </App>
  );
}
