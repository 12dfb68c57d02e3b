// A paged list of this part's screens: filters, page/pageSize (20/30/50/100) and the typed call; the
// previous page stays on screen while the next one loads. The query key carries the session company,
// so a company switch never shows another company's cached rows.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@medportal/contracts/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { useSessionStore } from '../../../lib/session-store';
import type { Paging } from './admin-api';

/** Filter values without the empty ones (a cleared field sends nothing). */
export function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export function usePagedList<Row, Filters extends object>(
  key: string,
  fetchPage: (q: Filters & Paging) => Promise<Page<Row>>,
  initial: Filters,
) {
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [filters, setFilters] = useState<Filters>(initial);
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: ['sysAdmin', key, companyId, filters, paging],
    queryFn: () => fetchPage({ ...compact(filters), ...paging }),
    placeholderData: keepPreviousData,
  });
  return {
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
    filters,
    searched,
    query,
    search: (next: Filters) => {
      setFilters(next);
      setSearched(true);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    changePage: (page: number, pageSize: number) => setPaging({ page, pageSize }),
  };
}

export type PagedList<Row, Filters extends object> = ReturnType<typeof usePagedList<Row, Filters>>;
