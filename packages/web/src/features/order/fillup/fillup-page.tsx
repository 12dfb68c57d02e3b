// /order/fillup 补货单: the fill-up orders the company placed as holder of consigned goods or received as
// their supplier, searched by number, statuses, side and creation date; a row opens its drawer (the
// holder edits and submits a draft there). ?id= opens one at once (生成补货单 leads here).
import { useMemo, useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FillupOrderSummary, FillupPageQuery } from '@medportal/contracts/mall/fulfilment.contract';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { useSessionStore } from '../../../lib/session-store';
import { fillupOrderPageList } from '../api/fulfilment-api';
import { MallPageList, dateRangeSearch, orDash, selectSearch } from '../delivery/list-parts';
import { useMallPage } from '../delivery/use-mall-page';
import { formatFen } from '../shared/money';
import { ORDER_STATUS_LIST } from '../shared/order-dicts';
import { OrderStatusTag } from '../shared/order-status-tag';
import { FILLUP_KEY, FillupDrawer } from './fillup-drawer';

type Filters = Omit<FillupPageQuery, 'pageNum' | 'pageSize'>;
type Opened = { orderId: number; editing: boolean } | null;

const FILLUP_ROLES = ['holder', 'supplier'] as const;

const filtersOf = (v: SearchValues): Filters => ({
  orderCode: v.orderCode as string | undefined,
  status: v.status as Filters['status'],
  role: v.role as Filters['role'],
  createdFrom: v.createdFrom as string | undefined,
  createdTo: v.createdTo as string | undefined,
});

function useFillupColumns(open: (o: Opened) => void, companyCode: string | undefined) {
  const { t } = useTranslation();
  return useMemo<TableColumn<FillupOrderSummary>[]>(
    () => [
      { type: 'index' },
      {
        prop: 'orderCode',
        labelKey: 'orderOps:fillup.col.orderCode',
        width: 180,
        render: (_v, row) => (
          <Typography.Link onClick={() => open({ orderId: row.orderId, editing: false })} data-testid={`fillup-open-${row.orderId}`}>
            {row.orderCode}
          </Typography.Link>
        ),
      },
      { prop: 'status', labelKey: 'orderOps:col.status', width: 120, render: (_v, row) => <OrderStatusTag status={row.status} /> },
      { prop: 'holderName', labelKey: 'orderOps:fillup.col.holder', width: 190, ellipsis: true },
      { prop: 'supplierName', labelKey: 'orderOps:col.supplier', width: 190, ellipsis: true },
      {
        prop: 'totalQuantity',
        labelKey: 'orderOps:fillup.col.quantity',
        width: 120,
        render: (_v, row) => t('orderOps:notice.quantityText', { n: row.totalQuantity, lines: row.lineCount }),
      },
      { prop: 'totalFen', labelKey: 'orderOps:fillup.col.totalFen', width: 130, render: (_v, row) => formatFen(row.totalFen) },
      { prop: 'usageCount', labelKey: 'orderOps:fillup.col.usageCount', width: 100 },
      {
        prop: 'carryWay',
        labelKey: 'orderOps:col.carryWay',
        width: 110,
        render: (_v, row) => (row.carryWay ? t(`order:carryWay.${row.carryWay}`) : '-'),
      },
      { prop: 'receiver', labelKey: 'orderOps:fillup.col.receiver', width: 110, render: (_v, row) => orDash(row.receiver) },
      { prop: 'createdAt', labelKey: 'orderOps:fillup.col.createdAt', width: 170 },
      { prop: 'submittedAt', labelKey: 'orderOps:fillup.col.submittedAt', width: 170, render: (_v, row) => orDash(row.submittedAt) },
      {
        prop: 'orderId',
        labelKey: 'orderOps:col.actions',
        width: 130,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => open({ orderId: row.orderId, editing: false })}>
              {t('orderOps:view')}
            </Button>
            {row.status === 'draft' && row.holderCode === companyCode && (
              <Button
                type="link"
                size="small"
                onClick={() => open({ orderId: row.orderId, editing: true })}
                data-testid={`fillup-edit-${row.orderId}`}
              >
                {t('orderOps:edit')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, open, companyCode],
  );
}

function FillupOrders() {
  const { t } = useTranslation();
  const companyCode = useSessionStore((s) => s.session?.companyCode);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('id'));
  const [opened, setOpened] = useState<Opened>(Number.isInteger(linked) && linked > 0 ? { orderId: linked, editing: false } : null);
  const list = useMallPage([...FILLUP_KEY, 'list'], fillupOrderPageList, {} as Filters);
  const columns = useFillupColumns(setOpened, companyCode);
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'orderCode', type: 'input', title: t('orderOps:fillup.col.orderCode'), placeholder: t('orderOps:fillup.search.orderCode') },
      selectSearch(
        t,
        'status',
        t('orderOps:col.status'),
        // fill-up orders never wait for the buyer's order-submit approval
        ORDER_STATUS_LIST.filter((s) => s !== 'approving').map((s) => ({ value: s, label: t(`order:status.${s}`) })),
        true,
      ),
      selectSearch(
        t,
        'role',
        t('orderOps:fillup.search.role'),
        FILLUP_ROLES.map((r) => ({ value: r, label: t(`orderOps:fillup.role.${r}`) })),
      ),
      dateRangeSearch(t, 'created', t('orderOps:fillup.search.createdAt'), ['createdFrom', 'createdTo']),
    ],
    [t],
  );

  const close = () => {
    setOpened(null);
    if (params.has('id')) setParams({}, { replace: true });
  };

  return (
    <Card title={t('orderOps:fillup.title')} data-testid="fillup-page">
      <MallPageList
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="orderId"
        errorTitle={t('orderOps:fillup.loadFailed')}
        testId="fillup-table"
      />
      <FillupDrawer orderId={opened?.orderId ?? null} editing={opened?.editing} onClose={close} />
    </Card>
  );
}

export function FillupPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <FillupOrders />
    </App>
  );
}
