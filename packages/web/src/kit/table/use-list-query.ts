// The generic list query (spec 2 section 7): GET with params or another method with a body, page and
// page-size under configurable keys plus the search values and the sort, reading payload.content and
// payload.totalElements. The previous request is cancelled (TanStack's AbortSignal and cancelPrevious)
// and the previous page stays on screen while the next one loads.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { request } from '../../lib/api-client';
import type { SortState } from './data-table';
import { defaultPageSizeOf } from './pagination-footer';

export type ListMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SearchValues = Record<string, unknown>;

export type ListQueryOptions = {
  url: string;
  method?: ListMethod;
  /** initial search values (e.g. the search form's defaults) */
  initialSearch?: SearchValues;
  pageKey?: string;
  pageSizeKey?: string;
  pageSizes?: readonly number[];
  /** key names of the sort in the request */
  sortFieldKey?: string;
  sortOrderKey?: string;
  enabled?: boolean;
  /** extra query-key parts (e.g. the user), so another session never sees this cache */
  scope?: readonly unknown[];
};

export type ListPage<Row> = { content: Row[]; totalElements: number };

/** The request values of one page: search values (empty ones dropped), paging and sort. */
export function listParams(
  search: SearchValues,
  paging: { page: number; pageSize: number; pageKey: string; pageSizeKey: string },
  sort: SortState,
  sortKeys: { field: string; order: string },
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value;
  }
  params[paging.pageKey] = paging.page;
  params[paging.pageSizeKey] = paging.pageSize;
  if (sort) {
    params[sortKeys.field] = sort.field;
    params[sortKeys.order] = sort.order;
  }
  return params;
}

export function useListQuery<Row>(options: ListQueryOptions) {
  const {
    url,
    method = 'POST',
    initialSearch = {},
    pageKey = 'page',
    pageSizeKey = 'pageSize',
    pageSizes,
    sortFieldKey = 'sortField',
    sortOrderKey = 'sortOrder',
    enabled = true,
    scope = [],
  } = options;
  const [search, setSearch] = useState<SearchValues>(initialSearch);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf(pageSizes));
  const [sort, setSort] = useState<SortState>(null);

  const params = listParams(search, { page, pageSize, pageKey, pageSizeKey }, sort, { field: sortFieldKey, order: sortOrderKey });
  const query = useQuery({
    queryKey: ['list', url, method, ...scope, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const envelope = await request<Envelope<ListPage<Row>>>({
        url,
        method,
        ...(method === 'GET' ? { params } : { data: params }),
        signal,
        cancelPrevious: true,
      });
      return { rows: envelope.payload?.content ?? [], total: envelope.payload?.totalElements ?? 0 };
    },
  });

  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize,
    sort,
    search,
    /** the values sent with this page */
    params,
    isLoading: query.isPending && enabled,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    /** the footer's change: a new size is already paired with page 1 there */
    changePage: (nextPage: number, nextSize: number = pageSize) => {
      setPage(nextPage);
      setPageSize(nextSize);
    },
    /** new search values: merged over the current ones, back to page 1 */
    runSearch: (values: SearchValues, replace = false) => {
      setSearch((old) => (replace ? { ...values } : { ...old, ...values }));
      setPage(1);
    },
    changeSort: (next: SortState) => {
      setSort(next);
      setPage(1);
    },
  };
}
