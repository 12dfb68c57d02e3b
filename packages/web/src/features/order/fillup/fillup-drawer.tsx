// One fill-up order in a drawer (POST cFOrder?orderId=): header, lines, the usages it covers. Its
// holder edits a draft here (line quantities, dropped lines, carry way, address, memo; PUT cFOrder with
// the version read) and submits it (orderOperation submit); later steps are the order page's.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Descriptions, Flex, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FillupOrder } from '@medportal/contracts/mall/fulfilment.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { getFillupOrder, updateFillupOrder } from '../api/fulfilment-api';
import { orderOperation } from '../api/orders-api';
import { DETAIL_DRAWER_WIDTH } from '../delivery/delivery-drawer';
import { orDash } from '../delivery/list-parts';
import { formatFen } from '../shared/money';
import { orderDetailPath } from '../shared/order-paths';
import { OrderStatusTag } from '../shared/order-status-tag';
import { FillupHeaderFields, type FillupHeaderValues } from './fillup-fields';
import { FillupLinesTable, UsageTable, type LineEdits } from './fillup-tables';

/** Query-key root of the fill-up lists and details. */
export const FILLUP_KEY = ['order', 'fillup'] as const;

export type FillupDrawerProps = {
  orderId: number | null;
  /** open in edit mode (a draft of the holder) */
  editing?: boolean;
  onClose: () => void;
};

const editsOf = (order: FillupOrder): LineEdits => new Map(order.lines.map((l) => [l.id, l.quantity]));

function FillupHeader({ order }: { order: FillupOrder }) {
  const { t } = useTranslation();
  const receiver = order.receiver ? `${order.receiver} ${orDash(order.receiverPhone)} ${orDash(order.receiverAddress)}` : '-';
  return (
    <Descriptions bordered size="small" column={2} data-testid="fillup-header">
      <Descriptions.Item label={t('orderOps:fillup.col.orderCode')}>{order.orderCode}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:col.status')}>
        <OrderStatusTag status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('orderOps:fillup.col.holder')}>{order.holderName}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:col.supplier')}>{order.supplierName}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:col.carryWay')}>
        {order.carryWay ? t(`order:carryWay.${order.carryWay}`) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('orderOps:fillup.col.totalFen')}>{formatFen(order.totalFen)}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:fillup.field.address')} span={2}>
        {receiver}
      </Descriptions.Item>
      <Descriptions.Item label={t('orderOps:fillup.col.createdAt')}>{order.createdAt}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:fillup.col.submittedAt')}>{orDash(order.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('orderOps:col.memo')} span={2}>
        {orDash(order.memo)}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function FillupDrawer({ orderId, editing = false, onClose }: FillupDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [form] = Form.useForm<FillupHeaderValues>();
  const [edit, setEdit] = useState(false);
  const [edits, setEdits] = useState<LineEdits>(new Map());
  const detail = useQuery({
    queryKey: [...FILLUP_KEY, 'detail', orderId],
    queryFn: () => getFillupOrder(orderId!),
    enabled: orderId !== null,
  });
  const order = detail.data;

  const startEdit = (o: FillupOrder) => {
    setEdits(editsOf(o));
    form.setFieldsValue({ carryWay: o.carryWay ?? undefined, addressId: o.addressId ?? undefined, memo: o.memo ?? '' });
    setEdit(true);
  };
  // a drawer opened for editing starts in edit mode once, when the order is read (and editable)
  const autoEdited = useRef<number | null>(null);
  useEffect(() => {
    if (orderId === null) {
      setEdit(false);
      autoEdited.current = null;
    } else if (editing && autoEdited.current !== orderId && order?.orderId === orderId && order.editable) {
      autoEdited.current = orderId;
      startEdit(order);
    }
  }, [orderId, editing, order]);

  const refresh = (saved: FillupOrder) => {
    client.setQueryData([...FILLUP_KEY, 'detail', saved.orderId], saved);
    void client.invalidateQueries({ queryKey: [...FILLUP_KEY, 'list'] });
  };
  const save = useMutation({
    mutationFn: async (o: FillupOrder) => {
      const v = await form.validateFields();
      return updateFillupOrder({
        orderId: o.orderId,
        version: o.version,
        carryWay: v.carryWay,
        addressId: v.addressId,
        memo: v.memo ?? '',
        lines: [...edits].map(([lineId, quantity]) => ({ lineId, quantity: quantity ?? 0 })),
      });
    },
    onSuccess: (saved) => {
      refresh(saved);
      setEdit(false);
      void message.success(t('orderOps:fillup.saved'));
    },
    // a version conflict: the request layer said why; show what the server has now
    onError: () => void detail.refetch(),
  });
  const submit = useMutation({
    mutationFn: (o: FillupOrder) => orderOperation({ orderId: o.orderId, action: 'submit', version: o.version }),
    onSuccess: () => {
      void detail.refetch().then((r) => r.data && refresh(r.data));
      void message.success(t('orderOps:fillup.submitted'));
    },
  });
  const askSubmit = (o: FillupOrder) =>
    confirm({ title: t('orderOps:fillup.submitTitle'), content: t('orderOps:fillup.submitConfirm', { code: o.orderCode }) }).then(
      () => submit.mutate(o),
      (e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      },
    );

  const linesValid = [...edits.values()].every((q) => typeof q === 'number' && q >= 1);
  const footer = order && (
    <Flex justify="space-between" align="center">
      {order.status !== 'draft' ? (
        <Link to={orderDetailPath(order.orderId)} data-testid="fillup-order-link">
          {t('orderOps:fillup.toOrder')}
        </Link>
      ) : (
        <span />
      )}
      <Space>
        {edit ? (
          <>
            <Button onClick={() => setEdit(false)} data-testid="fillup-edit-cancel">
              {t('orderOps:cancel')}
            </Button>
            <Button
              type="primary"
              loading={save.isPending}
              disabled={!linesValid}
              onClick={() => save.mutate(order)}
              data-testid="fillup-save"
            >
              {t('orderOps:save')}
            </Button>
          </>
        ) : (
          order.editable && (
            <>
              <Button onClick={() => startEdit(order)} data-testid="fillup-edit">
                {t('orderOps:edit')}
              </Button>
              <Button type="primary" loading={submit.isPending} onClick={() => void askSubmit(order)} data-testid="fillup-submit">
                {t('orderOps:fillup.submit')}
              </Button>
            </>
          )
        )}
      </Space>
    </Flex>
  );

  return (
    <LayoutDrawer
      open={orderId !== null}
      title={order ? t('orderOps:fillup.drawerTitle', { code: order.orderCode }) : t('orderOps:fillup.title')}
      size={DETAIL_DRAWER_WIDTH}
      footer={footer}
      onClose={onClose}
    >
      {detail.isPending && orderId !== null && <Skeleton active />}
      {detail.isError && !detail.isFetching && (
        <Result
          status="warning"
          title={t('orderOps:fillup.loadOneFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('orderOps:retry')}</Button>}
          data-testid="fillup-detail-error"
        />
      )}
      {order && (
        <Flex vertical gap={16} data-testid="fillup-detail">
          {edit ? (
            <Form<FillupHeaderValues> form={form} layout="horizontal" labelCol={{ flex: '100px' }} data-testid="fillup-edit-form">
              <FillupHeaderFields />
            </Form>
          ) : (
            <FillupHeader order={order} />
          )}
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('orderOps:fillup.lines')}
          </Typography.Title>
          <FillupLinesTable
            lines={order.lines}
            edits={edit ? edits : undefined}
            onEdit={(lineId, quantity) => setEdits((m) => new Map(m).set(lineId, quantity))}
            onRemove={(lineId) =>
              setEdits((m) => {
                const next = new Map(m);
                next.delete(lineId);
                return next;
              })
            }
          />
          {edit && <Typography.Text type="secondary">{t('orderOps:fillup.removeHint')}</Typography.Text>}
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('orderOps:fillup.usages', { n: order.usages.length })}
          </Typography.Title>
          <UsageTable usages={order.usages} />
        </Flex>
      )}
    </LayoutDrawer>
  );
}
