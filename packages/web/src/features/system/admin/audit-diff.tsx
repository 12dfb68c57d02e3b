// The values before and after an audited change, side by side: one row per key of either side, the
// keys whose value changed highlighted. A side that is no object (or absent) is shown as one value.
import { Table, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { showInstant } from '../../../lib/time';

export type DiffRow = { key: string; before: string; after: string; changed: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** an instant the server stored as ISO text (e.g. lockedUntil), shown on the tenant's clock */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const shownValue = (value: string): string => (ISO_INSTANT.test(value) ? showInstant(value) : value);

const text = (v: unknown): string => (v === undefined ? '' : v === null ? 'null' : typeof v === 'string' ? v : JSON.stringify(v));

/** The rows of the comparison, in the order the keys first appear (before, then after). */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (before == null && after == null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ key: '', before: text(before ?? undefined), after: text(after ?? undefined), changed: text(before) !== text(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const bt = key in b ? text(b[key]) : '';
    const at = key in a ? text(a[key]) : '';
    return { key, before: bt, after: at, changed: !(key in b && key in a && bt === at) };
  });
}

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const rows = diffRows(before, after);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('sysAdmin:audit.noChanges')}</Typography.Text>;
  const cell = (value: string) => <span style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{shownValue(value) || '-'}</span>;
  return (
    <Table<DiffRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="audit-diff"
      onRow={(r) =>
        ({ style: r.changed ? { background: token.colorWarningBg } : undefined, 'data-changed': r.changed ? 'true' : 'false' }) as never
      }
      columns={[
        {
          title: t('sysAdmin:audit.field'),
          dataIndex: 'key',
          width: 180,
          render: (key: string, r) => (
            <span>
              {key || '-'} {r.changed && <Tag color="warning">{t('sysAdmin:audit.changed')}</Tag>}
            </span>
          ),
        },
        { title: t('sysAdmin:audit.before'), dataIndex: 'before', render: cell },
        { title: t('sysAdmin:audit.after'), dataIndex: 'after', render: cell },
      ]}
    />
  );
}
