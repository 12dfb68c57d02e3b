// The product list's columns (saved per user as table 'productList'): code, name, model, unit, category,
// manufacturer, certificate with its expiry tag, UDI-DI, status, the enabled switch and the last change.
import { useMemo } from 'react';
import { Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductRow, ProductStatus } from '@medportal/contracts/product/products.contract';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';

export const PRODUCT_TABLE_NO = 'productList';
const DAY_MS = 86_400_000;
/** Certificates expiring within this many days are marked. */
export const EXPIRY_WARN_DAYS = 90;

const STATUS_COLORS: Record<ProductStatus, string> = { draft: 'default', auditing: 'processing', approved: 'success', rejected: 'error' };

export function StatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`pdProducts:status.${status}`)}</Tag>;
}

/** Days from today to a 'YYYY-MM-DD' expiry (negative once expired). */
export const daysUntil = (day: string, now = new Date()): number => {
  const [y, m, d] = day.split('-').map(Number);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.UTC(y!, m! - 1, d!) - today) / DAY_MS);
};

export function CertCell({ certNo, expiry }: { certNo: string | null; expiry: string | null }) {
  const { t } = useTranslation();
  if (!certNo) return <>-</>;
  const days = expiry ? daysUntil(expiry) : null;
  return (
    <>
      <Typography.Text>{certNo}</Typography.Text> {days !== null && days < 0 && <Tag color="red">{t('pdProducts:cert.expired')}</Tag>}
      {days !== null && days >= 0 && days <= EXPIRY_WARN_DAYS && <Tag color="orange">{t('pdProducts:cert.expiring', { days })}</Tag>}
    </>
  );
}

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

export function useProductColumns(onToggle: (row: ProductRow, enabled: boolean) => void): TableColumn<ProductRow>[] {
  const mayEdit = usePermission('fc.product.edit');
  const { t } = useTranslation();
  return useMemo(
    () => [
      { type: 'index' },
      { prop: 'code', labelKey: 'pdProducts:columns.code', width: 150, allowSort: true },
      { prop: 'name', labelKey: 'pdProducts:columns.name', width: 200, allowSort: true, ellipsis: true },
      { prop: 'specification', labelKey: 'pdProducts:columns.specification', width: 180, ellipsis: true },
      { prop: 'unit', labelKey: 'pdProducts:columns.unit', width: 70 },
      { prop: 'categoryName', labelKey: 'pdProducts:columns.category', width: 160, ellipsis: true, render: dash },
      { prop: 'manufacturerName', labelKey: 'pdProducts:columns.manufacturer', width: 200, ellipsis: true },
      {
        prop: 'certNo',
        labelKey: 'pdProducts:columns.certNo',
        width: 260,
        render: (_v, row) => <CertCell certNo={row.certNo} expiry={row.certExpiryDate} />,
      },
      { prop: 'udiDi', labelKey: 'pdProducts:columns.udiDi', width: 150, render: dash },
      { prop: 'status', labelKey: 'pdProducts:columns.status', width: 100, render: (_v, row) => <StatusTag status={row.status} /> },
      {
        prop: 'enabled',
        labelKey: 'pdProducts:columns.enabled',
        width: 90,
        render: (_v, row) => (
          <Switch
            size="small"
            checked={row.enabled}
            disabled={!mayEdit}
            onChange={(next) => onToggle(row, next)}
            // the column's title names the switch; the row's product name says which one
            aria-label={`${t('pdProducts:columns.enabled')} ${row.name}`}
            data-testid={`product-enabled-${row.id}`}
          />
        ),
      },
      { prop: 'updatedAt', labelKey: 'pdProducts:columns.updatedAt', width: 170, allowSort: true, render: (v) => showInstant(String(v)) },
    ],
    [mayEdit, onToggle, t],
  );
}
