// The order list's search items: 订单号, 状态 (several), 供应商 (buyer side) or 采购方 (supplier side),
// 合同, 下单日期 and 产品编码. Suppliers come from order/supplier, buyers and contracts from
// ccOrder/contractList (the contracts the company is a party to).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderParty } from '@medportal/contracts/mall/orders.contract';
import type { SearchItem, SearchOption } from '../../../kit/form/search-types';
import { contractList, orderSuppliers } from '../api/master-data-api';
import { BUYER_ONLY_STATUSES, ORDER_STATUS_LIST } from '../shared/order-dicts';

// ccOrder/contractList pages at most 100; a company's contracts fit in one page
const CONTRACT_PAGE = { pageNum: 1, pageSize: 100 } as const;

const supplierOptions = async (): Promise<SearchOption[]> =>
  (await orderSuppliers({})).map((v) => ({ value: v.vendorCode, label: v.vendorName }));

/** The contracts page, fetched once for both selects that read it (shared while in flight and for a minute). */
const companyContracts = (client: QueryClient) =>
  client.fetchQuery({ queryKey: ['order', 'contractList', CONTRACT_PAGE], queryFn: () => contractList(CONTRACT_PAGE), staleTime: 60_000 });

const contractOptions = async (client: QueryClient): Promise<SearchOption[]> =>
  (await companyContracts(client)).content.map((c) => ({ value: c.contractCode, label: `${c.contractName}（${c.contractCode}）` }));

/** The buyers of the contracts where the company supplies, each once. */
async function buyerOptions(client: QueryClient, companyCode: string | undefined): Promise<SearchOption[]> {
  const buyers = new Map<string, string>();
  for (const c of (await companyContracts(client)).content) {
    if (c.vendorCode === companyCode && !buyers.has(c.buyerCode)) buyers.set(c.buyerCode, c.buyerName);
  }
  return [...buyers].map(([value, label]) => ({ value, label }));
}

export function useOrderSearchItems(role: OrderParty, companyCode: string | undefined): SearchItem[] {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMemo(
    () => [
      { key: 'orderCode', type: 'input', title: t('order:list.search.orderCode') },
      {
        key: 'status',
        type: 'select',
        title: t('order:list.search.status'),
        attr: { mode: 'multiple', maxTagCount: 'responsive' },
        // a supplier never sees drafts nor orders waiting for the buyer's approval
        options: ORDER_STATUS_LIST.filter((s) => role === 'buyer' || !BUYER_ONLY_STATUSES.includes(s)).map((s) => ({
          value: s,
          label: t(`order:status.${s}`),
        })),
      },
      role === 'buyer'
        ? {
            key: 'supplierCode',
            type: 'select',
            title: t('order:list.search.supplier'),
            request: supplierOptions,
            attr: { showSearch: { optionFilterProp: 'label' } },
          }
        : {
            key: 'buyerCode',
            type: 'select',
            title: t('order:list.search.buyer'),
            request: () => buyerOptions(client, companyCode),
            attr: { showSearch: { optionFilterProp: 'label' } },
          },
      {
        key: 'contractCode',
        type: 'select',
        title: t('order:list.search.contract'),
        request: () => contractOptions(client),
        attr: { showSearch: { optionFilterProp: 'label' } },
      },
      { key: 'created', type: 'dateRange', title: t('order:list.search.createdAt'), rangeKeys: ['createdFrom', 'createdTo'] },
      { key: 'productCode', type: 'input', title: t('order:list.search.productCode') },
    ],
    [t, role, companyCode, client],
  );
}
