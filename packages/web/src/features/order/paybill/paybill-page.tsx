// /order/payBill 付款单: the pay bills the company paid or received (payments and refunds of its
// orders), searched by bill number, order number, kind and payment date; amounts in yuan from fen,
// with the page's totals paid out and received.
import { useMemo } from 'react';
import { App, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PayBillItem, PayBillPageQuery } from '@medportal/contracts/mall/fulfilment.contract';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { payBillPageList } from '../api/fulfilment-api';
import { formatFen } from '../shared/money';
import { orderDetailPath } from '../shared/order-paths';
import { MallPageList, dateRangeSearch, orDash, selectSearch } from '../delivery/list-parts';
import { PAY_BILL_KIND_COLORS, PAY_BILL_KIND_LIST } from '../delivery/ops-dicts';
import { useMallPage } from '../delivery/use-mall-page';

type Filters = Omit<PayBillPageQuery, 'pageNum' | 'pageSize'>;

const filtersOf = (v: SearchValues): Filters => ({
  billCode: v.billCode as string | undefined,
  orderCode: v.orderCode as string | undefined,
  kind: v.kind as Filters['kind'],
  paidFrom: v.paidFrom as string | undefined,
  paidTo: v.paidTo as string | undefined,
});

/** Fen paid out and received by the session company on the rows shown (integer sums). */
export function pageTotals(rows: readonly PayBillItem[]): { out: number; in: number } {
  return rows.reduce((sum, r) => ({ ...sum, [r.direction]: sum[r.direction] + r.amountFen }), { out: 0, in: 0 });
}

function usePayBillColumns() {
  const { t } = useTranslation();
  return useMemo<TableColumn<PayBillItem>[]>(
    () => [
      { type: 'index' },
      { prop: 'billCode', labelKey: 'orderOps:payBill.col.billCode', width: 180, fixed: 'left' },
      {
        prop: 'orderCode',
        labelKey: 'orderOps:col.orderCode',
        width: 180,
        render: (_v, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderCode}</Link>,
      },
      {
        prop: 'kind',
        labelKey: 'orderOps:payBill.col.kind',
        width: 90,
        render: (_v, row) => <Tag color={PAY_BILL_KIND_COLORS[row.kind]}>{t(`orderOps:payBill.kind.${row.kind}`)}</Tag>,
      },
      {
        prop: 'direction',
        labelKey: 'orderOps:payBill.col.direction',
        width: 90,
        render: (_v, row) => (
          <Typography.Text type={row.direction === 'in' ? 'success' : undefined}>
            {t(`orderOps:payBill.direction.${row.direction}`)}
          </Typography.Text>
        ),
      },
      {
        prop: 'amountFen',
        labelKey: 'orderOps:payBill.col.amount',
        width: 150,
        render: (_v, row) => <span data-testid={`bill-amount-${row.billId}`}>{formatFen(row.amountFen)}</span>,
      },
      { prop: 'payerName', labelKey: 'orderOps:payBill.col.payer', width: 190, ellipsis: true },
      { prop: 'payeeName', labelKey: 'orderOps:payBill.col.payee', width: 190, ellipsis: true },
      { prop: 'payMethod', labelKey: 'orderOps:payBill.col.payMethod', width: 110, render: (_v, row) => orDash(row.payMethod) },
      { prop: 'paidAt', labelKey: 'orderOps:payBill.col.paidAt', width: 170 },
      { prop: 'memo', labelKey: 'orderOps:col.memo', width: 160, ellipsis: true, render: (_v, row) => orDash(row.memo) },
    ],
    [t],
  );
}

function PayBills() {
  const { t } = useTranslation();
  const list = useMallPage(['order', 'payBills'], payBillPageList, {} as Filters);
  const columns = usePayBillColumns();
  const totals = pageTotals(list.rows);
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'billCode', type: 'input', title: t('orderOps:payBill.col.billCode'), placeholder: t('orderOps:payBill.search.billCode') },
      { key: 'orderCode', type: 'input', title: t('orderOps:col.orderCode'), placeholder: t('orderOps:search.orderCode') },
      selectSearch(
        t,
        'kind',
        t('orderOps:payBill.col.kind'),
        PAY_BILL_KIND_LIST.map((k) => ({ value: k, label: t(`orderOps:payBill.kind.${k}`) })),
      ),
      dateRangeSearch(t, 'paid', t('orderOps:payBill.search.paidAt'), ['paidFrom', 'paidTo']),
    ],
    [t],
  );

  return (
    <Card title={t('orderOps:payBill.title')} data-testid="paybill-page">
      <MallPageList
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="billId"
        errorTitle={t('orderOps:payBill.loadFailed')}
        testId="paybill-table"
        footerStart={
          list.rows.length > 0 ? (
            <Space size={16} data-testid="paybill-totals">
              <Typography.Text strong>{t('orderOps:payBill.pageTotal', { n: list.rows.length })}</Typography.Text>
              <Typography.Text>{t('orderOps:payBill.totalOut', { amount: formatFen(totals.out) })}</Typography.Text>
              <Typography.Text type="success">{t('orderOps:payBill.totalIn', { amount: formatFen(totals.in) })}</Typography.Text>
            </Space>
          ) : (
            <span />
          )
        }
      />
    </Card>
  );
}

export function PayBillPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <PayBills />
    </App>
  );
}
