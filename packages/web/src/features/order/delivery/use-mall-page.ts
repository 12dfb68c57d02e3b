// A paged list of the mall service for the order-operation screens (delivery notices, pay bills,
// consigned goods, fill-up orders, import history): the search values, pageNum/pageSize (20/30/50/100)
// and the typed client's call; the previous page stays on screen while the next one loads. The query
// key carries the session company, so a company switch never shows another company's cached rows.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@medportal/contracts/common/envelope';
import { DEFAULT_PAGE_SIZE, type PAGE_SIZES } from '@medportal/contracts/common/constants';
import { useSessionStore } from '../../../lib/session-store';

export type PageSize = (typeof PAGE_SIZES)[number];
export type Paging = { pageNum: number; pageSize: PageSize };

/** Search values without the empty ones (a cleared field sends nothing). */
export function compact<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

export function useMallPage<Row, Filters extends object>(
  key: readonly unknown[],
  fetchPage: (query: Filters & Paging) => Promise<Page<Row>>,
  initial: Filters,
  enabled = true,
) {
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [filters, setFilters] = useState<Filters>(initial);
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: [...key, companyId, filters, paging],
    queryFn: () => fetchPage({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    page: paging.pageNum,
    pageSize: paging.pageSize,
    filters,
    /** a search was run with at least one value (the empty state says '未查询到结果') */
    searched,
    query,
    /** new search values (empty ones dropped), back to page 1 */
    search: (next: Filters) => {
      setFilters(compact(next) as Filters);
      setSearched(JSON.stringify(compact(next)) !== JSON.stringify(compact(initial)));
      setPaging((p) => ({ ...p, pageNum: 1 }));
    },
    /** the footer's change; its sizes are PAGE_SIZES */
    changePage: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize: pageSize as PageSize }),
  };
}

export type MallPage<Row, Filters extends object> = ReturnType<typeof useMallPage<Row, Filters>>;
