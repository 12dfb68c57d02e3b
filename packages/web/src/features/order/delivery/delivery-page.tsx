// /order/delivery 发货通知单: the delivery notices of the company's orders (as buyer or supplier),
// searched by notice number, order number, status and shipping date; a notice opens its lines.
import { useMemo, useState } from 'react';
import { App, Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliverListQuery, DeliveryNoticeItem } from '@medportal/contracts/mall/fulfilment.contract';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { getOrderDeliverList } from '../api/fulfilment-api';
import { orderDetailPath } from '../shared/order-paths';
import { DeliveryDrawer } from './delivery-drawer';
import { MallPageList, dateRangeSearch, orDash, selectSearch } from './list-parts';
import { NOTICE_STATUS_COLORS, NOTICE_STATUS_LIST } from './ops-dicts';
import { useMallPage } from './use-mall-page';

type Filters = Omit<DeliverListQuery, 'pageNum' | 'pageSize'>;

const filtersOf = (v: SearchValues): Filters => ({
  noticeCode: v.noticeCode as string | undefined,
  orderCode: v.orderCode as string | undefined,
  status: v.status as Filters['status'],
  shippedFrom: v.shippedFrom as string | undefined,
  shippedTo: v.shippedTo as string | undefined,
});

function useNoticeColumns(open: (n: DeliveryNoticeItem) => void) {
  const { t } = useTranslation();
  return useMemo<TableColumn<DeliveryNoticeItem>[]>(
    () => [
      { type: 'index' },
      {
        prop: 'noticeCode',
        labelKey: 'orderOps:notice.col.noticeCode',
        width: 180,
        render: (_v, row) => (
          <Typography.Link onClick={() => open(row)} data-testid={`notice-open-${row.noticeId}`}>
            {row.noticeCode}
          </Typography.Link>
        ),
      },
      {
        prop: 'orderCode',
        labelKey: 'orderOps:col.orderCode',
        width: 180,
        render: (_v, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderCode}</Link>,
      },
      {
        prop: 'status',
        labelKey: 'orderOps:col.status',
        width: 100,
        render: (_v, row) => <Tag color={NOTICE_STATUS_COLORS[row.status]}>{t(`orderOps:notice.status.${row.status}`)}</Tag>,
      },
      { prop: 'buyerName', labelKey: 'orderOps:col.buyer', width: 180, ellipsis: true },
      { prop: 'supplierName', labelKey: 'orderOps:col.supplier', width: 180, ellipsis: true },
      { prop: 'carryWay', labelKey: 'orderOps:col.carryWay', width: 110, render: (_v, row) => t(`order:carryWay.${row.carryWay}`) },
      { prop: 'trackingNo', labelKey: 'orderOps:notice.col.trackingNo', width: 150, render: (_v, row) => orDash(row.trackingNo) },
      {
        prop: 'totalQuantity',
        labelKey: 'orderOps:notice.col.quantity',
        width: 120,
        render: (_v, row) => t('orderOps:notice.quantityText', { n: row.totalQuantity, lines: row.lineCount }),
      },
      { prop: 'shippedAt', labelKey: 'orderOps:notice.col.shippedAt', width: 170 },
      { prop: 'receivedAt', labelKey: 'orderOps:notice.col.receivedAt', width: 170, render: (_v, row) => orDash(row.receivedAt) },
      {
        prop: 'noticeId',
        labelKey: 'orderOps:col.actions',
        width: 100,
        fixed: 'right',
        render: (_v, row) => (
          <Button type="link" size="small" onClick={() => open(row)}>
            {t('orderOps:view')}
          </Button>
        ),
      },
    ],
    [t, open],
  );
}

function DeliveryNotices() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<DeliveryNoticeItem | null>(null);
  const list = useMallPage(['order', 'notices'], getOrderDeliverList, {} as Filters);
  const columns = useNoticeColumns(setOpened);
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'noticeCode', type: 'input', title: t('orderOps:notice.col.noticeCode'), placeholder: t('orderOps:notice.search.noticeCode') },
      { key: 'orderCode', type: 'input', title: t('orderOps:col.orderCode'), placeholder: t('orderOps:search.orderCode') },
      selectSearch(
        t,
        'status',
        t('orderOps:col.status'),
        NOTICE_STATUS_LIST.map((s) => ({ value: s, label: t(`orderOps:notice.status.${s}`) })),
      ),
      dateRangeSearch(t, 'shipped', t('orderOps:notice.search.shippedAt'), ['shippedFrom', 'shippedTo']),
    ],
    [t],
  );

  return (
    <Card title={t('orderOps:notice.title')} data-testid="delivery-page">
      <MallPageList
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="noticeId"
        errorTitle={t('orderOps:notice.loadFailed')}
        testId="delivery-table"
      />
      <DeliveryDrawer notice={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}

export function DeliveryPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <DeliveryNotices />
    </App>
  );
}
