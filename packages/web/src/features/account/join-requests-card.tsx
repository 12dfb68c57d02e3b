// The join requests of the admin's company: filter by status, page 20/30/50/100, approve (the user
// gets a position here) or reject with a reason, each after a confirmation.
import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@medportal/contracts/common/constants';
import type { CompanyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import { REJECT_REASON_MAX } from '@medportal/contracts/staff/company-rules';
import { showInstant } from '../../lib/time';
import { approveJoinRequest, fetchJoinRequests, rejectJoinRequest } from './account-api';

type StatusFilter = 'all' | 'pending' | 'approved' | 'rejected';
const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error', cancelled: 'default' } as const;
const KEY = ['account', 'joinRequests', 'company'] as const;

export function JoinRequestsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const [rejecting, setRejecting] = useState<CompanyJoinRequest | null>(null);
  const [reasonForm] = Form.useForm<{ reason: string }>();

  const body = { ...paging, pageSize: paging.pageSize as (typeof PAGE_SIZES)[number], ...(status === 'all' ? {} : { status }) };
  const list = useQuery({ queryKey: [...KEY, body], queryFn: () => fetchJoinRequests(body), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const approve = useMutation({
    mutationFn: (id: number) => approveJoinRequest({ id }),
    onSuccess: () => {
      message.success(t('account:requests.approved'));
      void refresh();
    },
  });
  const reject = useMutation({
    mutationFn: (v: { id: number; reason: string }) => rejectJoinRequest(v),
    onSuccess: () => {
      message.success(t('account:requests.rejected'));
      setRejecting(null);
      void refresh();
    },
  });

  const columns: TableColumnsType<CompanyJoinRequest> = [
    {
      title: t('account:requests.applicant'),
      key: 'applicant',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{r.realName || r.userName}</Typography.Text>
          <Typography.Text type="secondary">{r.userName}</Typography.Text>
        </Space>
      ),
    },
    { title: t('account:requests.phone'), dataIndex: 'phone', render: (v: string) => v || t('account:none') },
    { title: t('account:requests.appliedAt'), dataIndex: 'createdAt', render: (v: string) => showInstant(v, 'minute') },
    {
      title: t('account:requests.status'),
      dataIndex: 'status',
      render: (v: CompanyJoinRequest['status']) => <Tag color={STATUS_COLOR[v]}>{t(`account:joinStatus.${v}`)}</Tag>,
    },
    {
      title: t('account:requests.result'),
      key: 'result',
      render: (_, r) =>
        r.status === 'pending' ? (
          t('account:none')
        ) : (
          <Space orientation="vertical" size={0}>
            <span>
              {t('account:requests.decidedBy', { name: r.decidedByName || t('account:none'), time: showInstant(r.decidedAt, 'minute') })}
            </span>
            {r.reason && <Typography.Text type="secondary">{t('account:requests.reason', { reason: r.reason })}</Typography.Text>}
          </Space>
        ),
    },
    {
      title: t('account:requests.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) =>
        r.status !== 'pending' ? null : (
          <Space>
            <Popconfirm
              title={t('account:requests.approveConfirm', { name: r.realName || r.userName })}
              okText={t('account:confirm')}
              cancelText={t('account:cancel')}
              onConfirm={() => approve.mutateAsync(r.id).catch(() => undefined)}
            >
              <Button type="link" size="small" data-testid={`approve-${r.id}`}>
                {t('account:requests.approve')}
              </Button>
            </Popconfirm>
            <Button
              type="link"
              size="small"
              danger
              data-testid={`reject-${r.id}`}
              onClick={() => {
                reasonForm.resetFields();
                setRejecting(r);
              }}
            >
              {t('account:requests.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t('account:requests.title')}
      extra={
        <Segmented<StatusFilter>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          options={(['pending', 'approved', 'rejected', 'all'] as const).map((v) => ({
            value: v,
            label: t(`account:requests.filter.${v}`),
          }))}
        />
      }
    >
      <Table<CompanyJoinRequest>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.content ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? t('account:requests.loadFailed') : t('account:requests.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.totalElements ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('account:total', { total }),
          onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
        }}
      />
      <Modal
        open={rejecting !== null}
        title={t('account:requests.rejectTitle', { name: rejecting?.realName || rejecting?.userName || '' })}
        okText={t('account:requests.rejectOk')}
        okButtonProps={{ danger: true }}
        cancelText={t('account:cancel')}
        confirmLoading={reject.isPending}
        onOk={() => reasonForm.submit()}
        onCancel={() => setRejecting(null)}
        forceRender
      >
        <Form
          form={reasonForm}
          layout="vertical"
          onFinish={(v) => rejecting && reject.mutate({ id: rejecting.id, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t('account:requests.reasonLabel')}
            rules={[
              { required: true, whitespace: true, message: t('account:requests.reasonRequired') },
              { max: REJECT_REASON_MAX, message: t('account:requests.reasonMax', { max: REJECT_REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount placeholder={t('account:requests.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
