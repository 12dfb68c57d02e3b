// The read-only parts of /order/detail: header, lines, status timeline, delivery notices and pay bills.
import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import type { DeliveryNoticeItem, OrderDetail, OrderLineItem, PayBillItem } from '@medportal/contracts/mall/orders.contract';
import { formatFen } from '../shared/money';
import { OrderStatusTag } from '../shared/order-status-tag';
import { OrderTypeName } from '../shared/order-type-name';
import { productColumns } from '../shared/product-columns';

/** Timeline dots: stopped red or grey, arrived green, moving blue. */
export const timelineColor = (status: OrderStatus): 'red' | 'gray' | 'green' | 'blue' =>
  status === 'rejected'
    ? 'red'
    : status === 'cancelled' || status === 'draft'
      ? 'gray'
      : status === 'received' || status === 'completed'
        ? 'green'
        : 'blue';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

export function OrderHeader({ detail, actions }: { detail: OrderDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  const o = detail.order;
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('order:detail.title', { code: o.orderCode })}</span>
          <OrderStatusTag status={o.status} />
          <Tag>{t(`order:party.${detail.role}`)}</Tag>
        </Flex>
      }
      extra={actions}
      data-testid="order-header"
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('order:list.columns.orderTypeName')}>
          <OrderTypeName type={o.orderType} />
        </Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.buyerName')}>{o.buyerName}</Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.supplierName')}>{o.supplierName}</Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.contractName')}>
          {o.contractName ? `${o.contractName}（${o.contractCode}）` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.carryWayName')}>
          {o.carryWay ? t(`order:carryWay.${o.carryWay}`) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('order:detail.receiver')}>
          {o.receiver ? `${o.receiver} ${dash(o.receiverPhone)}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('order:detail.receiverAddress')} span={2}>
          {dash(o.receiverAddress)}
        </Descriptions.Item>
        {o.carryWay === 'bySelf' && (
          <Descriptions.Item label={t('order:detail.pickUpAddress')} span={2}>
            {dash(o.pickUpAddress)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('order:list.columns.totalFen')}>
          <Typography.Text strong>{formatFen(o.totalFen)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.paidFen')}>{formatFen(o.paidFen)}</Descriptions.Item>
        <Descriptions.Item label={t('order:detail.unpaid')}>{formatFen(Math.max(0, o.totalFen - o.paidFen))}</Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.createdAt')}>{o.createdAt}</Descriptions.Item>
        <Descriptions.Item label={t('order:list.columns.submittedAt')}>{dash(o.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('order:form.memo')}>{dash(o.memo)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function OrderLinesCard({ lines }: { lines: OrderLineItem[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('order:detail.lines')} data-testid="order-lines-card">
      <Table<OrderLineItem>
        size="small"
        rowKey="id"
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'lineNo', dataIndex: 'lineNo', title: t('order:form.lines.index'), width: 56, fixed: 'left' },
          ...productColumns<OrderLineItem>(t, true),
          {
            key: 'priceFen',
            dataIndex: 'priceFen',
            title: t('order:form.lines.price'),
            width: 110,
            align: 'right',
            render: (v: number) => formatFen(v),
          },
          { key: 'quantity', dataIndex: 'quantity', title: t('order:form.lines.quantity'), width: 80, align: 'right' },
          {
            key: 'amountFen',
            dataIndex: 'amountFen',
            title: t('order:form.lines.amount'),
            width: 120,
            align: 'right',
            render: (v: number) => formatFen(v),
          },
          { key: 'shippedQuantity', dataIndex: 'shippedQuantity', title: t('order:detail.shipped'), width: 80, align: 'right' },
          { key: 'receivedQuantity', dataIndex: 'receivedQuantity', title: t('order:detail.received'), width: 80, align: 'right' },
          { key: 'batchNo', dataIndex: 'batchNo', title: t('order:detail.batchNo'), width: 120, render: dash },
        ]}
      />
    </Card>
  );
}

export function OrderTimeline({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('order:detail.timeline')} data-testid="order-timeline">
      {detail.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={detail.events.map((e) => ({
            key: e.id,
            color: timelineColor(e.toStatus),
            content: (
              <Flex vertical gap={2} data-testid="timeline-entry">
                <Typography.Text type="secondary">{e.createdAt}</Typography.Text>
                <span>
                  <Typography.Text strong>{t(`order:event.${e.action}`)}</Typography.Text>
                  {/* a payment leaves the status as it was: no arrow to the same status */}
                  {e.fromStatus !== e.toStatus && (
                    <>
                      {' → '}
                      {t(`order:status.${e.toStatus}`)}
                    </>
                  )}
                </span>
                <Typography.Text type="secondary">{`${e.actorName}（${e.actorCompanyName}）`}</Typography.Text>
                {e.comment && <Typography.Text>{t('order:detail.comment', { comment: e.comment })}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}

export function NoticesCard({ notices, onReceive }: { notices: DeliveryNoticeItem[]; onReceive?: (notice: DeliveryNoticeItem) => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('order:detail.notices')} data-testid="order-notices">
      {notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order:detail.noNotices')} />
      ) : (
        <Flex vertical gap={16}>
          {notices.map((n) => (
            <div key={n.id} data-testid={`notice-${n.id}`}>
              <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
                <Flex gap={12} wrap align="center">
                  <Typography.Text strong>{n.noticeCode}</Typography.Text>
                  <Tag color={n.status === 'received' ? 'green' : 'cyan'}>{t(`order:noticeStatus.${n.status}`)}</Tag>
                  <span>{t(`order:carryWay.${n.carryWay}`)}</span>
                  <span>{t('order:detail.trackingNo', { no: dash(n.trackingNo) })}</span>
                  <Typography.Text type="secondary">{t('order:detail.shippedAt', { at: n.shippedAt })}</Typography.Text>
                  {n.receivedAt && <Typography.Text type="secondary">{t('order:detail.receivedAt', { at: n.receivedAt })}</Typography.Text>}
                </Flex>
                {onReceive && n.status === 'shipped' && (
                  <Button type="primary" size="small" onClick={() => onReceive(n)} data-testid={`notice-receive-${n.id}`}>
                    {t('order:action.receive')}
                  </Button>
                )}
              </Flex>
              <Table
                size="small"
                rowKey="id"
                dataSource={n.lines}
                pagination={false}
                columns={[
                  { key: 'productCode', dataIndex: 'productCode', title: t('order:form.lines.productCode'), width: 130 },
                  { key: 'productName', dataIndex: 'productName', title: t('order:form.lines.productName') },
                  { key: 'batchNo', dataIndex: 'batchNo', title: t('order:detail.batchNo'), width: 130 },
                  { key: 'serialNo', dataIndex: 'serialNo', title: t('order:detail.serialNo'), width: 130, render: dash },
                  { key: 'expiryDate', dataIndex: 'expiryDate', title: t('order:detail.expiryDate'), width: 120 },
                  { key: 'quantity', dataIndex: 'quantity', title: t('order:form.lines.quantity'), width: 80, align: 'right' },
                ]}
              />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

export function PayBillsCard({ bills }: { bills: PayBillItem[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('order:detail.payBills')} data-testid="order-pay-bills">
      <Table<PayBillItem>
        size="small"
        rowKey="id"
        dataSource={bills}
        pagination={false}
        locale={{ emptyText: t('order:detail.noPayBills') }}
        // beside the status record the card is narrower than its columns: scroll rather than squeeze 备注
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'billCode', dataIndex: 'billCode', title: t('order:detail.billCode'), width: 180 },
          {
            key: 'kind',
            dataIndex: 'kind',
            title: t('order:detail.billKind'),
            width: 90,
            render: (v: string) => (v === 'refund' ? t('order:detail.refund') : t('order:detail.payment')),
          },
          {
            key: 'amountFen',
            dataIndex: 'amountFen',
            title: t('order:detail.billAmount'),
            width: 140,
            align: 'right',
            render: (v: number) => formatFen(v),
          },
          { key: 'payMethod', dataIndex: 'payMethod', title: t('order:detail.payMethod'), width: 120, render: dash },
          { key: 'paidAt', dataIndex: 'paidAt', title: t('order:detail.paidAt'), width: 170 },
          { key: 'memo', dataIndex: 'memo', title: t('order:form.memo'), width: 200, ellipsis: true, render: dash },
        ]}
      />
    </Card>
  );
}
