// One delivery notice in a drawer: its header (order, parties, carriage, times) and its lines with
// batch, serial number, expiry and quantity (getOrderDeliverDetailList), and the way to the order.
import { useMemo } from 'react';
import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryNoticeItem, DeliveryNoticeLine } from '@medportal/contracts/mall/fulfilment.contract';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { getOrderDeliverDetailList } from '../api/fulfilment-api';
import { orderDetailPath } from '../shared/order-paths';
import { LoadError, orDash } from './list-parts';
import { NOTICE_STATUS_COLORS } from './ops-dicts';

export const DETAIL_DRAWER_WIDTH = 960;

export function DeliveryDrawer({ notice, onClose }: { notice: DeliveryNoticeItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const noticeId = notice?.noticeId;
  const lines = useQuery({
    queryKey: ['order', 'noticeLines', noticeId],
    queryFn: () => getOrderDeliverDetailList({ noticeId: noticeId! }),
    enabled: noticeId !== undefined,
  });
  const columns = useMemo(
    () => [
      { key: 'index', title: t('orderOps:col.index'), width: 60, render: (_v: unknown, _r: DeliveryNoticeLine, i: number) => i + 1 },
      {
        key: 'product',
        title: t('orderOps:col.product'),
        render: (_v: unknown, r: DeliveryNoticeLine) => (
          <Flex vertical>
            <span>{r.productName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.productCode} · {r.specification}
            </Typography.Text>
          </Flex>
        ),
      },
      { key: 'batchNo', dataIndex: 'batchNo', title: t('orderOps:col.batchNo'), width: 140 },
      { key: 'serialNo', dataIndex: 'serialNo', title: t('orderOps:col.serialNo'), width: 150, render: (v: string | null) => orDash(v) },
      { key: 'expiryDate', dataIndex: 'expiryDate', title: t('orderOps:col.expiryDate'), width: 120 },
      {
        key: 'quantity',
        dataIndex: 'quantity',
        title: t('orderOps:col.quantity'),
        width: 100,
        align: 'right' as const,
        render: (v: number, r: DeliveryNoticeLine) => `${v} ${r.unit}`,
      },
    ],
    [t],
  );

  return (
    <LayoutDrawer
      open={notice !== null}
      title={notice ? t('orderOps:notice.drawerTitle', { code: notice.noticeCode }) : ''}
      size={DETAIL_DRAWER_WIDTH}
      onClose={onClose}
    >
      {notice && (
        <Flex vertical gap={16} data-testid="notice-detail">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('orderOps:notice.col.noticeCode')}>{notice.noticeCode}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.orderCode')}>
              <Link to={orderDetailPath(notice.orderId)} data-testid="notice-order-link">
                {notice.orderCode}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.buyer')}>{notice.buyerName}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.supplier')}>{notice.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.carryWay')}>{t(`order:carryWay.${notice.carryWay}`)}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:notice.col.trackingNo')}>{orDash(notice.trackingNo)}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.status')}>
              <Tag color={NOTICE_STATUS_COLORS[notice.status]}>{t(`orderOps:notice.status.${notice.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderOps:notice.col.quantity')}>
              {t('orderOps:notice.quantityText', { n: notice.totalQuantity, lines: notice.lineCount })}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderOps:notice.col.shippedAt')}>{notice.shippedAt}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:notice.col.receivedAt')}>{orDash(notice.receivedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orderOps:col.memo')} span={2}>
              {orDash(notice.memo)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('orderOps:notice.lines')}
          </Typography.Title>
          {lines.isError && !lines.isFetching ? (
            <LoadError title={t('orderOps:notice.linesFailed')} onRetry={() => void lines.refetch()} testId="notice-lines-error" />
          ) : (
            <div data-testid="notice-lines">
              <Table<DeliveryNoticeLine>
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={lines.data ?? []}
                loading={lines.isFetching}
                pagination={false}
              />
            </div>
          )}
        </Flex>
      )}
    </LayoutDrawer>
  );
}
