// /systemSetup/auditLog 操作日志: every create, update, delete, grant, lock, unlock, reset ... made in
// system setup, with who, when, from which address and the values before and after; searched by person,
// object type, object, action and time, paged newest first, a detail drawer comparing before and after,
// and the Excel export of the current search. The platform may narrow to one company.
import { useMemo, useState } from 'react';
import { App, Button, Card, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { AUDIT_ACTION_CODES, AUDIT_OBJECT_TYPE_NAMES } from '@medportal/contracts/system/admin-rules';
import type { AuditLogEntry } from '@medportal/contracts/system/admin.contract';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { ExportButton } from '../../../kit/table/export-button';
import { showInstant } from '../../../lib/time';
import { auditLogPageList, companyOptions, type AuditFilters } from './admin-api';
import { PagedTable, orDash, useIsPlatform } from './admin-parts';
import { AuditDiff } from './audit-diff';
import { personOf } from './change-columns';
import { compact, usePagedList } from './use-paged-list';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  delete: 'red',
  update: 'blue',
  grant: 'purple',
  lock: 'orange',
  unlock: 'cyan',
  reset: 'gold',
  approve: 'green',
  reject: 'red',
};

const filtersOf = (v: SearchValues): AuditFilters => ({
  actor: v.actor as string | undefined,
  objectType: v.objectType as string | undefined,
  object: v.object as string | undefined,
  action: v.action as AuditFilters['action'],
  timeStart: v.timeStart as string | undefined,
  timeEnd: v.timeEnd as string | undefined,
  companyId: v.companyId as number | undefined,
});

function useLabels() {
  const { t, i18n } = useTranslation();
  return {
    action: (code: string) => (i18n.exists(`sysAdmin:audit.action.${code}`) ? t(`sysAdmin:audit.action.${code}`) : code),
    objectType: (code: string) => (i18n.exists(`sysAdmin:audit.objectType.${code}`) ? t(`sysAdmin:audit.objectType.${code}`) : code),
  };
}

function EntryDetail({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabels();
  return (
    <Drawer open={entry !== null} size={960} title={t('sysAdmin:audit.detailTitle')} onClose={onClose} destroyOnHidden>
      {entry && (
        <Flex vertical gap={16} data-testid="audit-detail">
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('sysAdmin:audit.col.time')}>{showInstant(entry.time)}</Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.actor')}>{personOf(entry.actorName, entry.actorRealName)}</Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.company')}>{orDash(entry.companyName)}</Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.ip')}>{orDash(entry.ip)}</Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.action')}>
              <Tag color={ACTION_COLORS[entry.action]}>{label.action(entry.action)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.objectType')}>{label.objectType(entry.objectType)}</Descriptions.Item>
            <Descriptions.Item
              label={t('sysAdmin:audit.col.object')}
            >{`${orDash(entry.objectName)}（ID ${entry.objectId}）`}</Descriptions.Item>
            <Descriptions.Item label={t('sysAdmin:audit.col.objectCompany')}>{orDash(entry.objectCompanyName)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('sysAdmin:audit.changes')}
          </Typography.Title>
          <AuditDiff before={entry.before} after={entry.after} />
        </Flex>
      )}
    </Drawer>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const platform = useIsPlatform();
  const label = useLabels();
  const list = usePagedList<AuditLogEntry, AuditFilters>('auditLog', auditLogPageList, {});
  const [detail, setDetail] = useState<AuditLogEntry | null>(null);

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'actor', type: 'input', title: t('sysAdmin:audit.search.actor'), placeholder: t('sysAdmin:audit.search.actorPlaceholder') },
      {
        key: 'objectType',
        type: 'select',
        title: t('sysAdmin:audit.col.objectType'),
        placeholder: t('sysAdmin:audit.search.all'),
        attr: { allowClear: true },
        options: Object.keys(AUDIT_OBJECT_TYPE_NAMES).map((code) => ({ value: code, label: label.objectType(code) })),
      },
      { key: 'object', type: 'input', title: t('sysAdmin:audit.search.object'), placeholder: t('sysAdmin:audit.search.objectPlaceholder') },
      {
        key: 'action',
        type: 'select',
        title: t('sysAdmin:audit.col.action'),
        placeholder: t('sysAdmin:audit.search.all'),
        attr: { allowClear: true },
        options: AUDIT_ACTION_CODES.map((code) => ({ value: code, label: label.action(code) })),
      },
      {
        key: 'time',
        type: 'dateRange',
        title: t('sysAdmin:audit.col.time'),
        rangeKeys: ['timeStart', 'timeEnd'],
        placeholder: [t('sysAdmin:audit.search.from'), t('sysAdmin:audit.search.to')],
      },
      ...(platform
        ? [
            {
              key: 'companyId',
              type: 'select',
              title: t('sysAdmin:company.label'),
              placeholder: t('sysAdmin:audit.search.all'),
              attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
              request: async () => (await companyOptions()).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
            } satisfies SearchItem,
          ]
        : []),
    ],
    [t, platform],
  );

  const columns: TableColumn<AuditLogEntry>[] = [
    { type: 'index' },
    { prop: 'time', labelKey: 'sysAdmin:audit.col.time', width: 170, render: (_v, r) => showInstant(r.time) },
    { prop: 'actorName', labelKey: 'sysAdmin:audit.col.actor', width: 160, render: (_v, r) => personOf(r.actorName, r.actorRealName) },
    { prop: 'companyName', labelKey: 'sysAdmin:audit.col.company', width: 200, ellipsis: true, render: (_v, r) => orDash(r.companyName) },
    { prop: 'ip', labelKey: 'sysAdmin:audit.col.ip', width: 130, render: (_v, r) => orDash(r.ip) },
    {
      prop: 'action',
      labelKey: 'sysAdmin:audit.col.action',
      width: 100,
      render: (_v, r) => <Tag color={ACTION_COLORS[r.action]}>{label.action(r.action)}</Tag>,
    },
    { prop: 'objectType', labelKey: 'sysAdmin:audit.col.objectType', width: 110, render: (_v, r) => label.objectType(r.objectType) },
    {
      prop: 'objectName',
      labelKey: 'sysAdmin:audit.col.object',
      width: 220,
      ellipsis: true,
      render: (_v, r) => orDash(r.objectName || r.objectId),
    },
    {
      prop: 'objectCompanyName',
      labelKey: 'sysAdmin:audit.col.objectCompany',
      width: 200,
      ellipsis: true,
      render: (_v, r) => orDash(r.objectCompanyName),
    },
    {
      prop: 'id',
      labelKey: 'sysAdmin:audit.col.actions',
      width: 80,
      fixed: 'right',
      render: (_v, r) => (
        <Button type="link" size="small" onClick={() => setDetail(r)} data-testid={`audit-detail-${r.id}`}>
          {t('sysAdmin:detail')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('sysAdmin:title.auditLog')}
      data-testid="audit-log-page"
      extra={
        <ExportButton url={STAFF_API.auditLogExport} body={compact(list.filters)} disabled={list.total === 0}>
          {t('sysAdmin:audit.export')}
        </ExportButton>
      }
    >
      <PagedTable
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="id"
        testId="audit-log-table"
        tableNo="sysAuditLogList"
        apiPath={STAFF_API.auditLogPageList}
      />
      <EntryDetail entry={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}

export function AuditLogPage() {
  return (
    <App component={false}>
      <AuditLog />
    </App>
  );
}
