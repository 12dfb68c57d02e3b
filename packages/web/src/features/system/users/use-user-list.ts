// The user list's state (company, search values, page, size, sort) and its query; the export takes the
// same filter and sort without paging.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MerchantUserPageBody, MerchantUserExportBody } from '@medportal/contracts/staff/merchant-user.contract';
import type { SortState } from '../../../kit/table/data-table';
import { defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { fetchUsers, USERS_KEY } from './users-api';
import { compact } from './user-rules';

const SORT_FIELDS = ['userName', 'realName', 'createTime', 'lastLoginTime'] as const;

export function userListBody(
  companyId: number | undefined,
  search: Record<string, unknown>,
  page: number,
  pageSize: number,
  sort: SortState,
): MerchantUserPageBody {
  const body: Record<string, unknown> = { ...compact(search), page, pageSize };
  if (companyId !== undefined) body.companyId = companyId;
  if (sort && (SORT_FIELDS as readonly string[]).includes(sort.field)) {
    body.sortField = sort.field;
    body.sortOrder = sort.order;
  }
  return body as MerchantUserPageBody;
}

export function useUserList(companyId: number | undefined) {
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [sort, setSort] = useState<SortState>(null);
  const body = userListBody(companyId, search, page, pageSize, sort);
  const { page: _page, pageSize: _size, ...exportBody } = body;
  const result = useQuery({ queryKey: [...USERS_KEY, 'list', body], queryFn: () => fetchUsers(body), placeholderData: keepPreviousData });
  return {
    search,
    page,
    pageSize,
    sort,
    exportBody: exportBody as MerchantUserExportBody,
    rows: result.data?.content ?? [],
    total: result.data?.totalElements ?? 0,
    isPending: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    refetch: result.refetch,
    runSearch: (values: Record<string, unknown>) => {
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
    /** another company: its own list from page 1 */
    restart: () => {
      setSearch({});
      setPage(1);
    },
  };
}
