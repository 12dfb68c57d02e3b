// /worktable/warning 证照效期预警: the company's dated documents that expired or expire within 90 days
// (the tenant's calendar), by bucket with counts on the tabs; days left as a coloured tag; a link to the
// document's screen once it is built; the current bucket exported to Excel; an honest empty state.
import { useState } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { WARNING_BUCKETS, type WarningBucket } from '@medportal/contracts/worktable/workbench-rules';
import type { WarningItem } from '@medportal/contracts/worktable/settings.contract';
import { BadgeTabs } from '../../../kit/display/badge-tabs';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { WARNING_EXPORT_URL, warningCounts, warningPageList } from './personal-api';
import { LoadError } from './parts';

type Tab = WarningBucket | 'all';
/** a document is one row: its type and number (numbers are unique within a type only) */
type WarningRow = WarningItem & { key: string };

const BUCKET_COLORS: Record<WarningBucket, string> = { expired: 'red', within30: 'volcano', within60: 'orange', within90: 'gold' };

/** Days left as a tag coloured by its bucket. */
export function DaysLeftTag({ item }: { item: Pick<WarningItem, 'daysLeft' | 'bucket'> }) {
  const { t } = useTranslation();
  const text =
    item.daysLeft < 0
      ? t('wbPersonal:warning.expiredDays', { count: -item.daysLeft })
      : item.daysLeft === 0
        ? t('wbPersonal:warning.today')
        : t('wbPersonal:warning.daysLeft', { count: item.daysLeft });
  return (
    <Tag color={BUCKET_COLORS[item.bucket]} data-testid="days-left">
      {text}
    </Tag>
  );
}

export function WarningPage() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [tab, setTab] = useState<Tab>('all');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const bucket = tab === 'all' ? undefined : tab;
  const counts = useQuery({ queryKey: ['wbPersonal', 'warningCounts', companyId], queryFn: warningCounts });
  const list = useQuery({
    queryKey: ['wbPersonal', 'warnings', companyId, bucket, paging],
    queryFn: () => warningPageList({ ...(bucket ? { bucket } : {}), ...paging }),
    placeholderData: keepPreviousData,
  });
  const total = counts.data ? WARNING_BUCKETS.reduce((sum, b) => sum + counts.data[b], 0) : undefined;

  const columns: TableColumn<WarningRow>[] = [
    { type: 'index' },
    {
      prop: 'type',
      labelKey: 'wbPersonal:warning.col.type',
      width: 110,
      render: (_v, r) => t(`wbPersonal:warning.type.${r.type}`, { defaultValue: r.typeName }),
    },
    {
      prop: 'number',
      labelKey: 'wbPersonal:warning.col.number',
      width: 160,
      render: (_v, r) => (r.linkPath ? <Link to={r.linkPath}>{r.number}</Link> : r.number),
    },
    { prop: 'name', labelKey: 'wbPersonal:warning.col.name', width: 180, ellipsis: true },
    { prop: 'counterparty', labelKey: 'wbPersonal:warning.col.counterparty', width: 180, ellipsis: true },
    { prop: 'expiryDate', labelKey: 'wbPersonal:warning.col.expiryDate', width: 110 },
    { prop: 'daysLeft', labelKey: 'wbPersonal:warning.col.daysLeft', width: 130, render: (_v, r) => <DaysLeftTag item={r} /> },
  ];

  const select = (next: string) => {
    setTab(next as Tab);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const rows: WarningRow[] = (list.data?.content ?? []).map((r) => ({ ...r, key: `${r.type}:${r.number}` }));

  return (
    <Card
      title={t('wbPersonal:title.warning')}
      // in the card's head, not the tab bar's extra content: antd puts that inside the tablist, where a
      // button is no tab (axe aria-required-children)
      extra={
        <ExportButton url={WARNING_EXPORT_URL} body={bucket ? { bucket } : {}} disabled={!list.data?.totalElements}>
          {t('wbPersonal:warning.export')}
        </ExportButton>
      }
      data-testid="warning-page"
    >
      <Flex vertical gap={12}>
        {counts.data && (
          <Typography.Text type="secondary" data-testid="warning-intro">
            {t('wbPersonal:warning.intro', { today: counts.data.today })}
          </Typography.Text>
        )}
        <BadgeTabs
          activeKey={tab}
          onChange={select}
          items={[
            { key: 'all', lab: t('wbPersonal:warning.bucket.all'), badge: total },
            ...WARNING_BUCKETS.map((b) => ({ key: b, lab: t(`wbPersonal:warning.bucket.${b}`), badge: counts.data?.[b] })),
          ]}
          data-testid="warning-tabs"
        />
        {list.isError && !list.isFetching ? (
          <LoadError onRetry={() => void list.refetch()} testId="warning-error" />
        ) : (
          <>
            <DataTable<WarningRow>
              columns={columns}
              data={rows}
              rowKey="key"
              loading={list.isFetching}
              indexOffset={(paging.pageNum - 1) * paging.pageSize}
              emptyText={
                list.isPending ? (
                  ' '
                ) : (
                  <EmptyMask
                    description={
                      <Flex vertical>
                        <span>{t('wbPersonal:warning.empty')}</span>
                        <Typography.Text type="secondary">{t('wbPersonal:warning.emptyHint')}</Typography.Text>
                      </Flex>
                    }
                  />
                )
              }
              testId="warning-table"
            />
            <PaginationFooter
              total={list.data?.totalElements ?? 0}
              page={paging.pageNum}
              pageSize={paging.pageSize}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
