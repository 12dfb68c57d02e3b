// A paged list of the notice screens: filters, pageNum/pageSize (20/30/50/100) and the typed call; the
// previous page stays on screen while the next one loads. The key carries the session company, so a
// company switch never shows another company's cached rows.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@medportal/contracts/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { useSessionStore } from '../../../lib/session-store';
import type { Paging } from './notices-api';

/** Filter values without the empty ones (a cleared field sends nothing). */
export function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)) as T;
}

export const NOTICES_KEY = ['wbNotices'] as const;

export function usePaged<Row, Filters extends object, Answer extends Page<Row> = Page<Row>>(
  key: readonly unknown[],
  fetchPage: (q: Filters & Paging) => Promise<Answer>,
  initial: Filters,
  enabled = true,
) {
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [filters, setFilters] = useState<Filters>(initial);
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: [...NOTICES_KEY, ...key, companyId, filters, paging],
    queryFn: () => fetchPage({ ...compact(filters), ...paging }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    page: paging.pageNum,
    pageSize: paging.pageSize,
    filters,
    searched,
    query,
    search: (next: Filters) => {
      setFilters(next);
      setSearched(true);
      setPaging((p) => ({ ...p, pageNum: 1 }));
    },
    changePage: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };
}
