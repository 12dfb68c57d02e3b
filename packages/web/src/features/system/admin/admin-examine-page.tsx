// /systemSetup/admin/examine 管理员变更审核: the platform's review of every company's requests, searched
// by company, status and request time; approve (confirm) or reject (with a reason), and a detail drawer.
import { useMemo, useState } from 'react';
import { App, Button, Card, Descriptions, Drawer, Form, Input, Modal, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { useNavigate } from 'react-router';
import { ADMIN_CHANGE_REASON_MAX, ADMIN_CHANGE_STATUSES } from '@medportal/contracts/system/admin-rules';
import type { AdminChange } from '@medportal/contracts/system/admin.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';
import {
  adminChangeApprove,
  adminChangeDetail,
  adminChangePageList,
  adminChangeReject,
  companyOptions,
  type AdminChangeFilters,
} from './admin-api';
import { ChangeStatusTag, PagedTable, orDash } from './admin-parts';
import { changeColumns, personOf } from './change-columns';
import { usePagedList } from './use-paged-list';

export const EXAMINE_CREATE_PATH = '/systemSetup/admin/examine/Create';

const filtersOf = (v: SearchValues): AdminChangeFilters => ({
  companyId: v.companyId as number | undefined,
  status: v.status as AdminChangeFilters['status'],
  timeStart: v.timeStart as string | undefined,
  timeEnd: v.timeEnd as string | undefined,
});

export function ChangeDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['sysAdmin', 'changeDetail', id], queryFn: () => adminChangeDetail(id!), enabled: id !== null });
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      size={720}
      title={t('sysAdmin:examine.detailTitle')}
      onClose={onClose}
      loading={detail.isFetching}
      destroyOnHidden
    >
      {d && (
        <Descriptions column={1} bordered size="small" data-testid="change-detail">
          <Descriptions.Item label={t('sysAdmin:change.col.company')}>{`${d.companyName}（${d.companyCode}）`}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.from')}>{personOf(d.fromUserName, d.fromRealName)}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.to')}>{personOf(d.toUserName, d.toRealName)}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.reason')}>{d.reason}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:status.label')}>
            <ChangeStatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.requestedBy')}>{d.requestedByName}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.createTime')}>{showInstant(d.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.decidedBy')}>{orDash(d.decidedByName)}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.decideTime')}>{orDash(showInstant(d.decideTime))}</Descriptions.Item>
          <Descriptions.Item label={t('sysAdmin:change.col.rejectReason')}>{orDash(d.rejectReason)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

function RejectDialog({ row, onClose, onDone }: { row: AdminChange | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await adminChangeReject(row!.id, reason.trim());
      void message.success(t('sysAdmin:examine.rejected'));
      onDone();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      width={520}
      title={t('sysAdmin:examine.rejectTitle')}
      confirmLoading={saving}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'reject-submit' } as Record<string, string>) }}
      okText={t('sysAdmin:examine.reject')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('sysAdmin:examine.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('sysAdmin:examine.rejectReasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={ADMIN_CHANGE_REASON_MAX}
            showCount
            placeholder={t('sysAdmin:examine.rejectReasonPlaceholder')}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Examine() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const list = usePagedList<AdminChange, AdminChangeFilters>('examine', adminChangePageList, {});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdminChange | null>(null);

  const approve = async (row: AdminChange) => {
    try {
      await confirm({
        size: 'middle',
        content: t('sysAdmin:examine.approveConfirm', {
          from: personOf(row.fromUserName, row.fromRealName),
          to: personOf(row.toUserName, row.toRealName),
        }),
      });
      await adminChangeApprove(row.id);
      void message.success(t('sysAdmin:examine.approved'));
      void list.query.refetch();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'companyId',
        type: 'select',
        title: t('sysAdmin:company.label'),
        placeholder: t('sysAdmin:change.all'),
        attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
        request: async () => (await companyOptions()).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
      },
      {
        key: 'status',
        type: 'select',
        title: t('sysAdmin:status.label'),
        placeholder: t('sysAdmin:change.all'),
        attr: { allowClear: true },
        options: ADMIN_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`sysAdmin:status.${s}`) })),
      },
      {
        key: 'time',
        type: 'dateRange',
        title: t('sysAdmin:change.searchTime'),
        rangeKeys: ['timeStart', 'timeEnd'],
        placeholder: [t('sysAdmin:audit.search.from'), t('sysAdmin:audit.search.to')],
      },
    ],
    [t],
  );

  const columns: TableColumn<AdminChange>[] = [
    ...changeColumns(true),
    {
      prop: 'id',
      labelKey: 'sysAdmin:change.col.actions',
      width: 170,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(row.id)} data-testid={`detail-${row.id}`}>
            {t('sysAdmin:detail')}
          </Button>
          {row.status === 'pending' && (
            <Permission code="sys.adminExamine.audit">
              <Button type="link" size="small" onClick={() => void approve(row)} data-testid={`approve-${row.id}`}>
                {t('sysAdmin:examine.approve')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRejecting(row)} data-testid={`reject-${row.id}`}>
                {t('sysAdmin:examine.reject')}
              </Button>
            </Permission>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('sysAdmin:title.examine')}
      data-testid="admin-examine-page"
      extra={
        <Permission code="sys.adminExamine.audit">
          <Button type="primary" onClick={() => void navigate(EXAMINE_CREATE_PATH)} data-testid="examine-create">
            {t('sysAdmin:examine.create')}
          </Button>
        </Permission>
      }
    >
      <PagedTable
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="id"
        testId="admin-examine-table"
        tableNo="sysAdminExamineList"
        apiPath={STAFF_API.adminChangePageList}
      />
      <ChangeDetail id={detailId} onClose={() => setDetailId(null)} />
      <RejectDialog
        row={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void list.query.refetch();
        }}
      />
    </Card>
  );
}

export function AdminExaminePage() {
  return (
    <App component={false}>
      <Examine />
    </App>
  );
}
