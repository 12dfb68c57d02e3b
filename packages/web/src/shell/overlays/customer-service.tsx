// The floating customer-service entry (spec 1 sections 2 and 6, spec 2 section 6 'Customer-service
// widget'): bottom right, hidden while there is no entry to show. Users holding a mall app get the
// two-option menu (mall service plus system service); everyone else one system-service button.
import type { ReactNode } from 'react';
import { Flex, FloatButton, Popover, Typography } from 'antd';
import { CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem, CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import { useSessionStore } from '../../lib/session-store';
import { fetchAppGroups } from '../shell-api';
import { fetchCustomerService } from './overlays-api';

/** Apps whose holders also get the mall service desk. */
export const MALL_SERVICE_APP_CODES: readonly string[] = ['GK001', 'B2BSC', '商物通3.0'];
/** Entries per column once there are more than this many (spec 1 section 9). */
export const SERVICE_COLUMN_SIZE = 3;
export const ITEM_WIDTH = 110;
/** Company ids that mean "no company" (spec 2 section 6): numbers, strings and the texts of empty values. */
export const ABSENT_COMPANY_IDS: readonly unknown[] = [0, '0', -1, '-1', null, undefined, 'null', 'undefined'];
export const isAbsentCompanyId = (companyId: unknown): boolean => ABSENT_COMPANY_IDS.includes(companyId);
const QR_SIZE = 96;

export function chunkColumns<T>(items: T[], size = SERVICE_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

export function ServicePanel({ entries }: { entries: CustomerServiceItem[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" data-testid="customer-service-panel">
      {chunkColumns(entries).map((column) => (
        <Flex key={column[0]!.customerServiceId} vertical gap="small" data-testid="customer-service-column">
          {column.map((entry) => (
            <Flex key={entry.customerServiceId} vertical gap={4} style={{ width: ITEM_WIDTH }} data-testid="customer-service-item">
              <Typography.Text strong>{entry.customerTypeName}</Typography.Text>
              {entry.contact && (
                <Typography.Text copyable={{ text: entry.contact }}>{t('overlays:customerService.contact', { contact: entry.contact })}</Typography.Text>
              )}
              {entry.qrCodeUrl && (
                // a plain image: a QR code is scanned, not zoomed (antd Image would add its preview to every page)
                <img
                  src={entry.qrCodeUrl}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  alt={t('overlays:customerService.qrCode', { name: entry.customerTypeName })}
                />
              )}
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

type Desk = { variant: CustomerServiceVariant; entries: CustomerServiceItem[] };

function DeskButton({ desk, icon, withLabel }: { desk: Desk; icon: ReactNode; withLabel: boolean }) {
  const { t } = useTranslation();
  const label = t(`overlays:customerService.${desk.variant}`);
  return (
    <Popover trigger="click" placement="leftBottom" title={label} content={<ServicePanel entries={desk.entries} />}>
      <FloatButton
        icon={icon}
        type={withLabel ? 'default' : 'primary'}
        aria-label={withLabel ? label : t('overlays:customerService.entry')}
        data-testid={`customer-service-${desk.variant}`}
      />
    </Popover>
  );
}

export function CustomerService() {
  const session = useSessionStore((s) => s.session);
  const { t } = useTranslation();
  const userId = session?.userId ?? 0;
  const tenantId = session?.tenantId ?? 0;
  // the app list is only asked for with a token and a real company (spec 2 section 6)
  const hasCompany = Boolean(session?.token) && !isAbsentCompanyId(session?.companyId);
  const apps = useQuery({ queryKey: ['shell', 'apps', userId], queryFn: fetchAppGroups, enabled: session !== null && hasCompany });
  const hasMall = (apps.data ?? []).some((group) => group.appList.some((app) => MALL_SERVICE_APP_CODES.includes(app.appCode)));
  const system = useQuery({
    queryKey: ['shell', 'customerService', 'system', tenantId], queryFn: () => fetchCustomerService('system'), enabled: session !== null,
  });
  const mall = useQuery({
    queryKey: ['shell', 'customerService', 'mall', tenantId], queryFn: () => fetchCustomerService('mall'), enabled: session !== null && hasMall,
  });
  if (!session) return null;
  const desks: Desk[] = [
    ...(hasMall ? [{ variant: 'mall' as const, entries: mall.data ?? [] }] : []),
    { variant: 'system' as const, entries: system.data ?? [] },
  ].filter((desk) => desk.entries.length > 0);
  if (desks.length === 0) return null;
  const iconOf = (variant: CustomerServiceVariant) => (variant === 'mall' ? <ShopOutlined /> : <CustomerServiceOutlined />);
  return (
    <div data-testid="customer-service-entry">
      {desks.length === 1 ? (
        <DeskButton desk={desks[0]!} icon={<CustomerServiceOutlined />} withLabel={false} />
      ) : (
        <FloatButton.Group trigger="click" type="primary" icon={<CustomerServiceOutlined />} aria-label={t('overlays:customerService.entry')}>
          {desks.map((desk) => <DeskButton key={desk.variant} desk={desk} icon={iconOf(desk.variant)} withLabel />)}
        </FloatButton.Group>
      )}
    </div>
  );
}
