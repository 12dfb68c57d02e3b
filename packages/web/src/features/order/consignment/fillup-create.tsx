// 待补货 and 生成补货单: the company's open usages (usagePageList, also those reported before this visit);
// the usages picked there, reported here or chosen in a serial trace become one fill-up order of their
// supplier (cFOrder/newOrderOms) with carry way, address and memo, kept as a draft (暂存) or submitted at
// once; the new order then opens on the fill-up page.
import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UsageItem } from '@medportal/contracts/mall/fulfilment.contract';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { consignmentUsagePageList, newFillupOrder } from '../api/fulfilment-api';
import { LoadError, orDash } from '../delivery/list-parts';
import { useMallPage, type Paging } from '../delivery/use-mall-page';
import { FILLUP_KEY } from '../fillup/fillup-drawer';
import { FillupHeaderFields, defaultAddressId, useAddressBook, type FillupHeaderValues } from '../fillup/fillup-fields';
import { suppliersOf, type BasketUsage } from './basket';
import { CONSIGNMENT_KEY } from './consignment-items';

function useUsageColumns() {
  const { t } = useTranslation();
  return [
    { key: 'product', title: t('orderOps:col.product'), render: (_v: unknown, u: BasketUsage) => `${u.productName}（${u.productCode}）` },
    { key: 'supplier', dataIndex: 'supplierName', title: t('orderOps:col.supplier'), width: 200, ellipsis: true },
    { key: 'batchNo', dataIndex: 'batchNo', title: t('orderOps:col.batchNo'), width: 120 },
    { key: 'serialNo', dataIndex: 'serialNo', title: t('orderOps:col.serialNo'), width: 140, render: (v: string | null) => orDash(v) },
    { key: 'quantity', dataIndex: 'quantity', title: t('orderOps:col.quantity'), width: 70, align: 'right' as const },
    { key: 'usedFor', dataIndex: 'usedFor', title: t('orderOps:usage.usedFor'), ellipsis: true, render: (v: string | null) => orDash(v) },
    { key: 'usedAt', dataIndex: 'usedAt', title: t('orderOps:usage.usedAt'), width: 160 },
  ];
}

type BasketProps = {
  /** the picked usages (this page's reports, serial-trace picks, rows checked in the list) */
  usages: readonly BasketUsage[];
  onAdd: (usages: readonly BasketUsage[]) => void;
  onRemove: (usageId: number) => void;
  onClear: () => void;
};
type PendingFilters = { supplierCode?: string };

const fetchPending = (query: PendingFilters & Paging) => consignmentUsagePageList({ ...query, role: 'holder' });

/**
 * 待补货: the open usages of goods the company holds (usagePageList, newest first, paged, by supplier);
 * checked rows are the picked usages, all of one supplier. Hidden while the company has none.
 */
export function FillupBasket({ usages, onAdd, onRemove, onClear }: BasketProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = useMallPage([...CONSIGNMENT_KEY, 'usages'], fetchPending, {} as PendingFilters);
  const columns = useUsageColumns();
  const picked = usages.map((u) => u.usageId);
  const supplier = suppliersOf(usages);
  const mixed = supplier.length > 1;
  if (usages.length === 0 && list.total === 0 && !list.filters.supplierCode && !list.query.isError) return null;
  return (
    <Card
      size="small"
      type="inner"
      title={t('orderOps:basket.pending', { total: list.total })}
      data-testid="fillup-basket"
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid="basket-count">
            {t('orderOps:basket.selected', { n: usages.length })}
          </Typography.Text>
          <Button size="small" disabled={usages.length === 0} onClick={onClear}>
            {t('orderOps:basket.clear')}
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={mixed || usages.length === 0}
            onClick={() => setCreating(true)}
            data-testid="basket-create"
          >
            {t('orderOps:basket.create')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={8}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          addonBefore={t('orderOps:consignment.search.supplierCode')}
          placeholder={t('orderOps:consignment.search.supplierCodePlaceholder')}
          onSearch={(v) => list.search({ supplierCode: v.trim() || undefined })}
          data-testid="basket-supplier"
        />
        {mixed && (
          <Typography.Text type="danger" data-testid="basket-mixed">
            {t('orderOps:basket.mixed')}
          </Typography.Text>
        )}
        {!mixed && supplier.length === 1 && (
          <Typography.Text type="secondary">{t('orderOps:basket.oneSupplier', { supplier: usages[0]!.supplierName })}</Typography.Text>
        )}
        {usages.length > 0 && (
          <Flex wrap gap={4} data-testid="basket-picked">
            {usages.map((u) => (
              <Tag
                key={u.usageId}
                closable
                onClose={() => onRemove(u.usageId)}
                closeIcon={
                  <span title={t('orderOps:basket.remove')} data-testid={`basket-remove-${u.usageId}`}>
                    ×
                  </span>
                }
              >
                {`${u.productCode} ${u.serialNo ?? u.batchNo} ×${u.quantity}`}
              </Tag>
            ))}
          </Flex>
        )}
        {list.query.isError && !list.query.isFetching ? (
          <LoadError title={t('orderOps:basket.loadFailed')} onRetry={() => void list.query.refetch()} testId="basket-error" />
        ) : (
          <>
            <Table<UsageItem>
              rowKey="usageId"
              size="small"
              columns={columns}
              dataSource={list.rows}
              loading={list.query.isFetching}
              pagination={false}
              data-testid="basket-table"
              rowSelection={{
                selectedRowKeys: picked,
                preserveSelectedRowKeys: true,
                hideSelectAll: true,
                onSelect: (row, checked) => (checked ? onAdd([row]) : onRemove(row.usageId)),
                // one supplier per fill-up order: once a usage is picked, other suppliers' rows wait
                getCheckboxProps: (row) => ({
                  disabled: supplier.length > 0 && !supplier.includes(row.supplierCode) && !picked.includes(row.usageId),
                }),
              }}
            />
            <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
          </>
        )}
      </Flex>
      <FillupCreateDrawer open={creating} usages={usages} onClose={() => setCreating(false)} onCreated={onClear} />
    </Card>
  );
}

type CreateProps = { open: boolean; usages: readonly BasketUsage[]; onClose: () => void; onCreated: () => void };

function FillupCreateDrawer({ open, usages, onClose, onCreated }: CreateProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<FillupHeaderValues>();
  const book = useAddressBook();
  const columns = useUsageColumns();
  // each opening starts empty, with the default address once the book is read (a refetch keeps the choice)
  const defaultId = defaultAddressId(book.data);
  useEffect(() => {
    if (open) form.setFieldsValue({ carryWay: undefined, addressId: undefined, memo: '' });
  }, [open, form]);
  useEffect(() => {
    if (open && defaultId !== undefined && form.getFieldValue('addressId') === undefined) form.setFieldValue('addressId', defaultId);
  }, [open, defaultId, form]);

  const create = useMutation({
    mutationFn: async (submit: boolean) => {
      const v = await form.validateFields();
      return newFillupOrder({
        usageIds: usages.map((u) => u.usageId),
        carryWay: v.carryWay!,
        addressId: v.addressId!,
        memo: v.memo ?? '',
        submit,
      });
    },
    onSuccess: (order, submit) => {
      void client.invalidateQueries({ queryKey: CONSIGNMENT_KEY });
      void client.invalidateQueries({ queryKey: FILLUP_KEY });
      void message.success(t(submit ? 'orderOps:basket.submitted' : 'orderOps:basket.drafted', { code: order.orderCode }));
      onCreated();
      navigate(`/order/fillup?id=${order.orderId}`);
    },
  });

  return (
    <LayoutDrawer
      open={open}
      title={t('orderOps:basket.create')}
      size={900}
      onClose={onClose}
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t('orderOps:cancel')}</Button>
            <Button
              loading={create.isPending && create.variables === false}
              disabled={create.isPending}
              onClick={() => create.mutate(false)}
              data-testid="create-draft"
            >
              {t('orderOps:basket.draft')}
            </Button>
            <Button
              type="primary"
              loading={create.isPending && create.variables === true}
              disabled={create.isPending}
              onClick={() => create.mutate(true)}
              data-testid="create-submit"
            >
              {t('orderOps:fillup.submit')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Flex vertical gap={16} data-testid="fillup-create">
        <Typography.Text>{t('orderOps:basket.intro', { supplier: usages[0]?.supplierName ?? '', n: usages.length })}</Typography.Text>
        <Table<BasketUsage> rowKey="usageId" size="small" columns={columns} dataSource={[...usages]} pagination={false} />
        <Form<FillupHeaderValues> form={form} layout="horizontal" labelCol={{ flex: '100px' }}>
          <FillupHeaderFields />
        </Form>
      </Flex>
    </LayoutDrawer>
  );
}
