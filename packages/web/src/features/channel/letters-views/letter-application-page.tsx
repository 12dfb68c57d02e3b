// /authorization-management/authorizationApplication 授权申请: tabs 我的申请 (the session company applied) and
// 收到的申请 (it is the grantor). 申请授权 (cm.auth.application.apply) opens a drawer: grantor (the tenant's
// manufacturers and the distributors holding a valid letter), its products and product lines, regions, hospitals,
// period and reason; the grantor's approver approves or rejects (a reason) through the approval engine; the
// applicant withdraws a pending one after a confirm. An approved application names its draft letter.
import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Tabs,
  Tag,
  TreeSelect,
  type ButtonProps,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type { ApplicationStatus } from '@medportal/contracts/channel/letters-applications.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import {
  APPLY_BUTTON,
  cancelApplication,
  reviewApplication,
  saveApplication,
  useApplicationOptions,
  type LetterApplicationRow,
} from './letters-views-api';
import { LetterNoLink } from './letters-views-parts';

type Side = 'mine' | 'received';
const STATUS_COLORS: Record<ApplicationStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

type FormValues = {
  grantorCompanyId?: number;
  productIds?: string[];
  productLineCodes?: string[];
  regionCodes?: string[];
  hospitalIds?: string[];
  period?: [Dayjs, Dayjs];
  reason?: string;
};

function ApplyDrawer({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const grantor = Form.useWatch('grantorCompanyId', form);
  const options = useApplicationOptions(grantor, open);
  const areas = useMemo(
    () =>
      (options.data?.areas ?? []).map((p) => ({
        value: p.value,
        title: p.label,
        children: p.children.map((c) => ({ value: c.value, title: c.label })),
      })),
    [options.data],
  );
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      saveApplication({
        grantorCompanyId: v.grantorCompanyId!,
        productIds: (v.productIds ?? []).map(Number),
        productLineCodes: v.productLineCodes ?? [],
        regionCodes: v.regionCodes ?? [],
        hospitalIds: (v.hospitalIds ?? []).map(Number),
        validFrom: v.period![0].format('YYYY-MM-DD'),
        validTo: v.period![1].format('YYYY-MM-DD'),
        reason: v.reason ?? '',
      }),
    onSuccess: () => {
      void message.success(t('cmLettersViews:apply.done'));
      form.resetFields();
      onSaved();
    },
  });
  const close = () => {
    form.resetFields();
    onClose();
  };
  return (
    <Drawer
      open={open}
      width={720}
      title={t('cmLettersViews:apply.title')}
      onClose={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('cmLettersViews:action.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="apply-submit">
            {t('cmLettersViews:action.submit')}
          </Button>
        </Flex>
      }
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)} data-testid="apply-form">
        <Form.Item
          name="grantorCompanyId"
          label={t('cmLettersViews:field.grantor')}
          rules={[{ required: true, message: t('cmLettersViews:apply.grantorRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={options.isFetching}
            options={(options.data?.grantors ?? []).map((g) => ({ value: g.id, label: g.name }))}
            onChange={() => form.setFieldsValue({ productIds: [], productLineCodes: [] })}
            data-testid="apply-grantor"
          />
        </Form.Item>
        <Form.Item
          name="productIds"
          label={t('cmLettersViews:field.product')}
          dependencies={['productLineCodes']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: string[] | undefined) =>
                (v?.length ?? 0) + ((getFieldValue('productLineCodes') as string[] | undefined)?.length ?? 0) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('cmLettersViews:apply.productRequired'))),
            }),
          ]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={options.data?.products ?? []}
            disabled={!grantor}
            data-testid="apply-products"
          />
        </Form.Item>
        <Form.Item name="productLineCodes" label={t('cmLettersViews:field.productLine')}>
          <Select mode="multiple" optionFilterProp="label" options={options.data?.productLines ?? []} disabled={!grantor} />
        </Form.Item>
        <Form.Item name="regionCodes" label={t('cmLettersViews:field.region')} extra={t('cmLettersViews:apply.regionHint')}>
          <TreeSelect treeData={areas} treeCheckable showCheckedStrategy={TreeSelect.SHOW_PARENT} treeNodeFilterProp="title" allowClear />
        </Form.Item>
        <Form.Item name="hospitalIds" label={t('cmLettersViews:field.hospital')} extra={t('cmLettersViews:apply.hospitalHint')}>
          <Select mode="multiple" optionFilterProp="label" options={options.data?.hospitals ?? []} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('cmLettersViews:field.period')}
          rules={[{ required: true, message: t('cmLettersViews:apply.periodRequired') }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} data-testid="apply-period" />
        </Form.Item>
        <Form.Item name="reason" label={t('cmLettersViews:field.reason')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

const names = (items: { label: string }[]) => items.map((i) => i.label).join('、');

export function LetterApplicationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [side, setSide] = useState<Side>('mine');
  const [applying, setApplying] = useState(false);
  const [rejecting, setRejecting] = useState<LetterApplicationRow | null>(null);
  const [reason, setReason] = useState('');
  const list = useListQuery<LetterApplicationRow>({
    url: CHANNEL_API.letterApplicationPageList,
    pageKey: 'pageNum',
    initialSearch: { side },
    scope: [companyId, side],
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['list', CHANNEL_API.letterApplicationPageList] });
  const act = useMutation({
    mutationFn: (a: { kind: 'cancel' | 'approve' | 'reject'; row: LetterApplicationRow; reason?: string }) =>
      a.kind === 'cancel' ? cancelApplication(a.row.id) : reviewApplication(a.row.id, a.kind === 'approve', a.reason),
    onSuccess: () => {
      void message.success(t('cmLettersViews:action.done'));
      setRejecting(null);
      refresh();
    },
  });
  const ask = (kind: 'cancel' | 'approve', row: LetterApplicationRow) =>
    confirm({ content: t(`cmLettersViews:confirm.${kind}`, { no: row.applicationNo }), danger: kind === 'cancel' })
      .then(() => act.mutate({ kind, row }))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const columns: TableColumn<LetterApplicationRow>[] = [
    { type: 'index' },
    { prop: 'applicationNo', labelKey: 'cmLettersViews:field.applicationNo', width: 150 },
    side === 'mine'
      ? { prop: 'grantorName', labelKey: 'cmLettersViews:field.grantor', width: 200, ellipsis: true }
      : { prop: 'applicantName', labelKey: 'cmLettersViews:field.applicant', width: 200, ellipsis: true },
    {
      prop: 'products',
      labelKey: 'cmLettersViews:field.product',
      width: 220,
      ellipsis: true,
      render: (_v, r) => names([...r.products, ...r.productLines]),
    },
    {
      prop: 'regions',
      labelKey: 'cmLettersViews:field.region',
      width: 140,
      ellipsis: true,
      render: (_v, r) => names(r.regions) || t('cmLettersViews:nationwide'),
    },
    {
      prop: 'hospitals',
      labelKey: 'cmLettersViews:field.hospital',
      width: 160,
      ellipsis: true,
      render: (_v, r) => names(r.hospitals) || t('cmLettersViews:anyHospital'),
    },
    { prop: 'validTo', labelKey: 'cmLettersViews:field.period', width: 200, render: (_v, r) => `${r.validFrom} ~ ${r.validTo}` },
    {
      prop: 'status',
      labelKey: 'cmLettersViews:field.status',
      width: 160,
      render: (_v, r) => (
        <Space size={4} direction="vertical">
          <Tag color={STATUS_COLORS[r.status]} data-testid={`status-${r.id}`}>
            {t(`cmLettersViews:applicationStatus.${r.status}`)}
          </Tag>
          {r.status === 'rejected' && <span>{r.rejectReason}</span>}
        </Space>
      ),
    },
    { prop: 'createdAt', labelKey: 'cmLettersViews:field.createdAt', width: 170, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'actions',
      labelKey: 'cmLettersViews:field.actions',
      width: 180,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4} wrap>
          {r.letterId !== null && <LetterNoLink id={r.letterId} letterNo={t('cmLettersViews:action.letter')} />}
          {r.mayCancel && (
            <Button type="link" size="small" danger onClick={() => void ask('cancel', r)} data-testid={`cancel-${r.id}`}>
              {t('cmLettersViews:action.withdraw')}
            </Button>
          )}
          {r.mayReview && (
            <>
              <Button type="link" size="small" onClick={() => void ask('approve', r)} data-testid={`approve-${r.id}`}>
                {t('cmLettersViews:action.approve')}
              </Button>
              <Button type="link" size="small" danger onClick={() => (setReason(''), setRejecting(r))} data-testid={`reject-${r.id}`}>
                {t('cmLettersViews:action.reject')}
              </Button>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('cmLettersViews:title.application')}
      data-testid="letter-application-page"
      extra={
        <Permission code={APPLY_BUTTON}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="apply-open">
            {t('cmLettersViews:action.apply')}
          </Button>
        </Permission>
      }
    >
      <Tabs
        activeKey={side}
        onChange={(k) => {
          setSide(k as Side);
          list.runSearch({ side: k }, true);
        }}
        items={(['mine', 'received'] as const).map((k) => ({ key: k, label: t(`cmLettersViews:tab.${k}`) }))}
      />
      <Flex vertical gap={12}>
        <DataTable<LetterApplicationRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={`cmLetterApplications-${side}`}
          apiPath={CHANNEL_API.letterApplicationPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          testId="application-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <ApplyDrawer open={applying} onClose={() => setApplying(false)} onSaved={() => (setApplying(false), refresh())} />
      <Modal
        open={rejecting !== null}
        width={520}
        title={t('cmLettersViews:reject.title')}
        onCancel={() => setRejecting(null)}
        okButtonProps={{ disabled: !reason.trim(), danger: true, loading: act.isPending, 'data-testid': 'reject-ok' } as ButtonProps}
        onOk={() => rejecting && act.mutate({ kind: 'reject', row: rejecting, reason: reason.trim() })}
        okText={t('cmLettersViews:action.reject')}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          value={reason}
          placeholder={t('cmLettersViews:reject.placeholder')}
          onChange={(e) => setReason(e.target.value)}
          data-testid="reject-reason"
        />
      </Modal>
    </Card>
  );
}
