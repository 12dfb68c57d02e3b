// The order list's state (side, search values, page, size, sort) and its query: order/orderDetailList
// through the typed client, the previous page kept on screen while the next one loads.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderExportQueryInput, OrderListQueryInput, OrderParty } from '@medportal/contracts/mall/orders.contract';
import type { SortState } from '../../../kit/table/data-table';
import { defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { orderDetailList } from '../api/orders-api';
import { ORDER_LIST_KEY } from '../shared/order-keys';

export type OrderSearch = Record<string, unknown>;
const SORT_FIELDS = ['createdAt', 'totalFen'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The request of one page: empty search values dropped, antd's sort order as the server's asc/desc. */
export function orderListQuery(
  role: OrderParty,
  search: OrderSearch,
  page: number,
  pageSize: number,
  sort: SortState,
): OrderListQueryInput {
  const query: Record<string, unknown> = { role, pageNum: page, pageSize };
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    query[key] = value;
  }
  if (sort && (SORT_FIELDS as readonly string[]).includes(sort.field)) {
    query.sortField = sort.field as SortField;
    query.sortOrder = sort.order === 'ascend' ? 'asc' : 'desc';
  }
  return query as OrderListQueryInput;
}

export function useOrderList(initialRole: OrderParty) {
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [role, setRole] = useState<OrderParty>(initialRole);
  const [search, setSearch] = useState<OrderSearch>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [sort, setSort] = useState<SortState>(null);
  const query = orderListQuery(role, search, page, pageSize, sort);
  // the export takes the same search and sort, without paging
  const { pageNum: _pageNum, pageSize: _pageSize, ...exportQuery } = query;
  const result = useQuery({
    queryKey: [...ORDER_LIST_KEY, companyId, query],
    queryFn: () => orderDetailList(query),
    placeholderData: keepPreviousData,
  });
  return {
    role,
    search,
    page,
    pageSize,
    sort,
    query,
    /** the body of order/orderDetailList/export: the current search and sort, unpaged */
    exportQuery: exportQuery as OrderExportQueryInput,
    rows: result.data?.content ?? [],
    total: result.data?.totalElements ?? 0,
    isPending: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    refetch: result.refetch,
    /** the other side's list starts afresh: its own filters, page 1 */
    changeRole: (next: OrderParty) => {
      setRole(next);
      setSearch({});
      setPage(1);
      setSort(null);
    },
    runSearch: (values: OrderSearch) => {
      setSearch(values);
      setPage(1);
    },
    changePage: (nextPage: number, nextSize: number = pageSize) => {
      setPage(nextPage);
      setPageSize(nextSize);
    },
    changeSort: (next: SortState) => {
      setSort(next);
      setPage(1);
    },
  };
}
