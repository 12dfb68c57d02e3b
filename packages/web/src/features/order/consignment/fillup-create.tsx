// 待补货 and 生成补货单: the open usages picked on this page (reported here, or chosen in a serial trace)
// become one fill-up order of their supplier (cFOrder/newOrderOms) with carry way, address and memo,
// kept as a draft (暂存) or submitted at once; the new order then opens on the fill-up page.
import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Form, Space, Table, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { newFillupOrder } from '../api/fulfilment-api';
import { orDash } from '../delivery/list-parts';
import { FILLUP_KEY } from '../fillup/fillup-drawer';
import { FillupHeaderFields, defaultAddressId, useAddressBook, type FillupHeaderValues } from '../fillup/fillup-fields';
import { suppliersOf, type BasketUsage } from './basket';
import { CONSIGNMENT_KEY } from './consignment-items';

function useUsageColumns(onRemove?: (usageId: number) => void) {
  const { t } = useTranslation();
  return [
    { key: 'product', title: t('orderOps:col.product'), render: (_v: unknown, u: BasketUsage) => `${u.productName}（${u.productCode}）` },
    { key: 'supplier', dataIndex: 'supplierName', title: t('orderOps:col.supplier'), width: 200, ellipsis: true },
    { key: 'batchNo', dataIndex: 'batchNo', title: t('orderOps:col.batchNo'), width: 120 },
    { key: 'serialNo', dataIndex: 'serialNo', title: t('orderOps:col.serialNo'), width: 140, render: (v: string | null) => orDash(v) },
    { key: 'quantity', dataIndex: 'quantity', title: t('orderOps:col.quantity'), width: 70, align: 'right' as const },
    { key: 'usedFor', dataIndex: 'usedFor', title: t('orderOps:usage.usedFor'), ellipsis: true, render: (v: string | null) => orDash(v) },
    ...(onRemove ? [{
      key: 'remove', title: t('orderOps:col.actions'), width: 80,
      render: (_v: unknown, u: BasketUsage) => <Button type="link" size="small" onClick={() => onRemove(u.usageId)} data-testid={`basket-remove-${u.usageId}`}>{t('orderOps:basket.remove')}</Button>,
    }] : []),
  ];
}

type BasketProps = { usages: readonly BasketUsage[]; onRemove: (usageId: number) => void; onClear: () => void };

export function FillupBasket({ usages, onRemove, onClear }: BasketProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const columns = useUsageColumns(onRemove);
  const mixed = suppliersOf(usages).length > 1;
  if (usages.length === 0) return null;
  return (
    <Card
      size="small"
      type="inner"
      title={t('orderOps:basket.title', { n: usages.length })}
      data-testid="fillup-basket"
      extra={(
        <Space>
          <Button size="small" onClick={onClear}>{t('orderOps:basket.clear')}</Button>
          <Button size="small" type="primary" disabled={mixed} onClick={() => setCreating(true)} data-testid="basket-create">{t('orderOps:basket.create')}</Button>
        </Space>
      )}
    >
      <Flex vertical gap={8}>
        {mixed && <Typography.Text type="danger" data-testid="basket-mixed">{t('orderOps:basket.mixed')}</Typography.Text>}
        <Table<BasketUsage> rowKey="usageId" size="small" columns={columns} dataSource={[...usages]} pagination={false} />
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
      return newFillupOrder({ usageIds: usages.map((u) => u.usageId), carryWay: v.carryWay!, addressId: v.addressId!, memo: v.memo ?? '', submit });
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
      footer={(
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t('orderOps:cancel')}</Button>
            <Button loading={create.isPending && create.variables === false} disabled={create.isPending} onClick={() => create.mutate(false)} data-testid="create-draft">
              {t('orderOps:basket.draft')}
            </Button>
            <Button type="primary" loading={create.isPending && create.variables === true} disabled={create.isPending} onClick={() => create.mutate(true)} data-testid="create-submit">
              {t('orderOps:fillup.submit')}
            </Button>
          </Space>
        </Flex>
      )}
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
