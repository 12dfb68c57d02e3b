// Page, size and search values of a list, with the query of one page (the previous page kept on screen
// while the next loads).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@medportal/contracts/common/envelope';
import { defaultPageSizeOf } from '../../../kit/table/pagination-footer';

export type SearchValues = Record<string, unknown>;

const clean = (values: SearchValues): SearchValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );

export function usePaged<T>(key: readonly unknown[], load: (body: SearchValues & { page: number; pageSize: number }) => Promise<Page<T>>) {
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const result = useQuery({
    queryKey: [...key, search, page, pageSize],
    queryFn: () => load({ ...search, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  return {
    search,
    page,
    pageSize,
    rows: result.data?.content ?? [],
    total: result.data?.totalElements ?? 0,
    isPending: result.isPending,
    isFetching: result.isFetching,
    isError: result.isError,
    refetch: result.refetch,
    searched: Object.keys(search).length > 0,
    runSearch: (values: SearchValues) => {
      setSearch(clean(values));
      setPage(1);
    },
    changePage: (nextPage: number, nextSize: number = pageSize) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };
}

export type PagedList<T> = ReturnType<typeof usePaged<T>>;
