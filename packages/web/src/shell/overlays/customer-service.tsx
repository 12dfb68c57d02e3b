// The floating customer-service entry (spec 1 sections 2 and 6, spec 2 section 6 'Customer-service
// widget'): bottom right, hidden while there is no entry to show. Users holding a mall app get the
// two-option menu (mall service plus system service); everyone else one system-service button.
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Desk } from './customer-service-desks';
import { useSessionStore } from '../../lib/session-store';
import { useAppGroups } from '../app-groups';
import { fetchCustomerService } from './overlays-api';

/** Apps whose holders also get the mall service desk. */
export const MALL_SERVICE_APP_CODES: readonly string[] = ['GK001', 'B2BSC', '商物通3.0'];
/** Entries per column once there are more than this many (spec 1 section 9). */
export const SERVICE_COLUMN_SIZE = 3;
export const ITEM_WIDTH = 110;
/** Company ids that mean "no company" (spec 2 section 6): numbers, strings and the texts of empty values. */
export const ABSENT_COMPANY_IDS: readonly unknown[] = [0, '0', -1, '-1', null, undefined, 'null', 'undefined'];
export const isAbsentCompanyId = (companyId: unknown): boolean => ABSENT_COMPANY_IDS.includes(companyId);

const CustomerServiceDesks = lazy(() => import('./customer-service-desks').then((m) => ({ default: m.CustomerServiceDesks })));

export function chunkColumns<T>(items: T[], size = SERVICE_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

export function CustomerService() {
  const session = useSessionStore((s) => s.session);
  const tenantId = session?.tenantId ?? 0;
  // the app list is only asked for with a token and a real company (spec 2 section 6)
  const hasCompany = Boolean(session?.token) && !isAbsentCompanyId(session?.companyId);
  const apps = useAppGroups(hasCompany);
  const hasMall = (apps.data ?? []).some((group) => group.appList.some((app) => MALL_SERVICE_APP_CODES.includes(app.appCode)));
  const system = useQuery({
    queryKey: ['shell', 'customerService', 'system', tenantId],
    queryFn: () => fetchCustomerService('system'),
    enabled: session !== null,
  });
  const mall = useQuery({
    queryKey: ['shell', 'customerService', 'mall', tenantId],
    queryFn: () => fetchCustomerService('mall'),
    enabled: session !== null && hasMall,
  });
  if (!session) return null;
  const desks: Desk[] = [
    ...(hasMall ? [{ variant: 'mall' as const, entries: mall.data ?? [] }] : []),
    { variant: 'system' as const, entries: system.data ?? [] },
  ].filter((desk) => desk.entries.length > 0);
  if (desks.length === 0) return null;
  // the buttons' chunk loads once there is something to show
  return (
    <Suspense fallback={null}>
      <CustomerServiceDesks desks={desks} />
    </Suspense>
  );
}
