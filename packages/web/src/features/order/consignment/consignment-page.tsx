// /order/consignment 寄售管理: the consigned goods the company holds for its suppliers or has placed at
// distributors and hospitals, per product with total, used and available; a product expands into its
// batches and serial numbers, a serial number opens its trace. The holder reports uses (登记使用) and
// turns open uses into a fill-up order of their supplier (待补货 → 生成补货单).
import { useCallback, useMemo, useState } from 'react';
import { App, Card, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ConsignmentItem,
  ConsignmentProductItem,
  ConsignmentProductPageQuery,
  UsageResult,
} from '@medportal/contracts/mall/fulfilment.contract';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { useSessionStore } from '../../../lib/session-store';
import { consignmentProductPageList } from '../api/fulfilment-api';
import { MallPageList, orDash } from '../delivery/list-parts';
import { useMallPage } from '../delivery/use-mall-page';
import { basketUsageOf, useBasket } from './basket';
import { CONSIGNMENT_KEY, ConsignmentItems } from './consignment-items';
import { FillupBasket } from './fillup-create';
import { SerialTraceDrawer } from './serial-trace-drawer';
import { UsageModal } from './usage-modal';

type Filters = Omit<ConsignmentProductPageQuery, 'pageNum' | 'pageSize'>;
type ProductRow = ConsignmentProductItem & { key: string };

const filtersOf = (v: SearchValues): Filters => ({
  keyword: v.keyword as string | undefined,
  supplierCode: v.supplierCode as string | undefined,
  holderCode: v.holderCode as string | undefined,
});

/** A page of products, each keyed by product, supplier and holder (the rows have no id). */
const fetchProducts = async (query: ConsignmentProductPageQuery): Promise<Page<ProductRow>> => {
  const page = await consignmentProductPageList(query);
  return { ...page, content: page.content.map((r) => ({ ...r, key: `${r.productCode}|${r.supplierCode}|${r.holderCode}` })) };
};

function useProductColumns(companyCode: string | undefined) {
  const { t } = useTranslation();
  return useMemo<TableColumn<ProductRow>[]>(
    () => [
      { type: 'expand', width: 48 },
      { type: 'index' },
      {
        prop: 'productName',
        labelKey: 'orderOps:col.product',
        width: 240,
        render: (_v, row) => (
          <Flex vertical>
            <span>{row.productName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.productCode} · {row.specification}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        prop: 'totalQuantity',
        labelKey: 'orderOps:consignment.col.total',
        width: 90,
        render: (_v, row) => `${row.totalQuantity} ${row.unit}`,
      },
      { prop: 'usedQuantity', labelKey: 'orderOps:consignment.col.used', width: 80 },
      {
        prop: 'availableQuantity',
        labelKey: 'orderOps:consignment.col.available',
        width: 80,
        render: (_v, row) => (
          <Typography.Text strong type={row.availableQuantity === 0 ? 'secondary' : undefined}>
            {row.availableQuantity}
          </Typography.Text>
        ),
      },
      { prop: 'supplierName', labelKey: 'orderOps:col.supplier', width: 180, ellipsis: true },
      {
        prop: 'holderName',
        labelKey: 'orderOps:consignment.col.holder',
        width: 190,
        ellipsis: true,
        render: (_v, row) => (row.holderCode === companyCode ? t('orderOps:consignment.us', { name: row.holderName }) : row.holderName),
      },
      { prop: 'itemCount', labelKey: 'orderOps:consignment.col.itemCount', width: 100 },
      {
        prop: 'nearestExpiryDate',
        labelKey: 'orderOps:consignment.col.nearestExpiry',
        width: 120,
        render: (_v, row) => orDash(row.nearestExpiryDate),
      },
    ],
    [t, companyCode],
  );
}

function ConsignedGoods() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const companyCode = useSessionStore((s) => s.session?.companyCode);
  const [reporting, setReporting] = useState<ConsignmentItem | null>(null);
  const [serialNo, setSerialNo] = useState<string | null>(null);
  const basket = useBasket();
  const list = useMallPage([...CONSIGNMENT_KEY, 'products'], fetchProducts, {} as Filters);
  const columns = useProductColumns(companyCode);
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('orderOps:col.product'), placeholder: t('orderOps:consignment.search.keyword') },
      {
        key: 'supplierCode',
        type: 'input',
        title: t('orderOps:consignment.search.supplierCode'),
        placeholder: t('orderOps:consignment.search.supplierCodePlaceholder'),
      },
      {
        key: 'holderCode',
        type: 'input',
        title: t('orderOps:consignment.search.holderCode'),
        placeholder: t('orderOps:consignment.search.holderCodePlaceholder'),
      },
    ],
    [t],
  );

  const reported = useCallback(
    (r: UsageResult) => {
      basket.add([basketUsageOf(r.usage, r.item)]);
      setReporting(null);
      void client.invalidateQueries({ queryKey: CONSIGNMENT_KEY });
    },
    [basket, client],
  );

  return (
    <Card title={t('orderOps:consignment.title')} data-testid="consignment-page">
      <MallPageList
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="key"
        expandedRowRender={(row) => (
          <ConsignmentItems product={row} holder={row.holderCode === companyCode} onReport={setReporting} onTrace={setSerialNo} />
        )}
        errorTitle={t('orderOps:consignment.loadFailed')}
        testId="consignment-table"
        above={<FillupBasket usages={basket.usages} onAdd={basket.add} onRemove={basket.remove} onClear={basket.clear} />}
      />
      <UsageModal item={reporting} onClose={() => setReporting(null)} onReported={reported} />
      <SerialTraceDrawer
        serialNo={serialNo}
        companyCode={companyCode}
        picked={basket.usages.map((u) => u.usageId)}
        onPick={basket.add}
        onClose={() => setSerialNo(null)}
      />
    </Card>
  );
}

export function ConsignmentPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <ConsignedGoods />
    </App>
  );
}
