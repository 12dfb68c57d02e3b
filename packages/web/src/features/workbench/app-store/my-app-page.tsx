// /home/my-app 我的应用: the apps the company holds (tiles; one served to the position opens the way the
// app centre does) and the company's app requests (the platform sees every company's), paged.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { AppRequest } from '@medportal/contracts/worktable/app-store.contract';
import { APP_REQUEST_STATUSES, type AppRequestStatus } from '@medportal/contracts/worktable/app-store-rules';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { enterApp } from '../../../shell/app-entry';
import { useAppGroups } from '../../../shell/app-groups';
import { appName } from '../../../shell/catalogue-names';
import { appRequestPageList, appStoreKeys, type AppRequestFilters } from './app-store-api';
import { useAppStore } from './app-store-page';
import { AppTile, TileGroups, groupsOf } from './app-tile';

const STATUS_COLORS: Record<AppRequestStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

function GrantedApps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useAppStore();
  const served = useAppGroups();
  const [opening, setOpening] = useState<number | null>(null);
  const entries = new Map((served.data ?? []).flatMap((g) => g.appList).map((a) => [a.id, a]));

  const open = async (appId: number) => {
    const entry = entries.get(appId);
    if (!entry || opening !== null) return;
    setOpening(appId);
    try {
      const result = await enterApp(entry);
      if (result.entered) void navigate(result.path);
    } catch {
      // the request layer has shown the refusal
    } finally {
      setOpening(null);
    }
  };

  if (store.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (store.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('wbAppStore:loadFailed')}
        action={
          <Button size="small" onClick={() => void store.refetch()}>
            {t('wbAppStore:retry')}
          </Button>
        }
      />
    );
  }
  const granted = (store.data ?? []).filter((a) => a.state === 'granted');
  if (!granted.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbAppStore:myApp.noApps')} />;
  return (
    <TileGroups
      groups={groupsOf(granted, (a) => a.groupName)}
      keyOf={(a) => a.appId}
      render={(a) => (
        <AppTile
          app={{ id: a.appId, appCode: a.appCode, appName: a.appName, appLogoUrl: a.appLogoUrl }}
          busy={opening === a.appId}
          onOpen={entries.has(a.appId) ? () => void open(a.appId) : undefined}
          extra={<Tag color="success">{t('wbAppStore:state.granted')}</Tag>}
        />
      )}
    />
  );
}

function RequestHistory() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId ?? 0);
  const platform = useSessionStore((s) => s.session?.companyType === 'MM');
  const [filters, setFilters] = useState<AppRequestFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const q = { ...filters, ...paging };
  const list = useQuery({
    queryKey: appStoreKeys.requests(companyId, q),
    queryFn: () => appRequestPageList(q),
    placeholderData: keepPreviousData,
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'status',
        type: 'select',
        title: t('wbAppStore:myApp.col.status'),
        placeholder: t('wbAppStore:myApp.all'),
        attr: { allowClear: true },
        options: APP_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`wbAppStore:status.${s}`) })),
      },
    ],
    [t],
  );
  const search = (v: SearchValues) => {
    setFilters(v.status ? { status: v.status as AppRequestStatus } : {});
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const columns: TableColumn<AppRequest>[] = [
    { type: 'index' },
    { prop: 'appName', labelKey: 'wbAppStore:myApp.col.app', width: 140, render: (_v, r) => appName(r) },
    ...(platform
      ? [{ prop: 'companyName', labelKey: 'wbAppStore:myApp.col.company', width: 200, ellipsis: true } as TableColumn<AppRequest>]
      : []),
    { prop: 'reason', labelKey: 'wbAppStore:myApp.col.reason', width: 220, ellipsis: true },
    { prop: 'requestedBy', labelKey: 'wbAppStore:myApp.col.requestedBy', width: 100 },
    { prop: 'createdAt', labelKey: 'wbAppStore:myApp.col.createdAt', width: 160, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'status',
      labelKey: 'wbAppStore:myApp.col.status',
      width: 90,
      render: (_v, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`request-status-${r.id}`}>
          {t(`wbAppStore:status.${r.status}`)}
        </Tag>
      ),
    },
    { prop: 'decidedAt', labelKey: 'wbAppStore:myApp.col.decidedAt', width: 160, render: (_v, r) => showInstant(r.decidedAt) || '-' },
    {
      prop: 'decisionComment',
      labelKey: 'wbAppStore:myApp.col.comment',
      width: 200,
      ellipsis: true,
      render: (_v, r) => r.decisionComment || '-',
    },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchForm items={searchItems} loading={list.isFetching} onSearch={search} onReset={() => search({})} />
      {list.isError && !list.isFetching ? (
        <Alert
          type="error"
          showIcon
          title={t('wbAppStore:loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('wbAppStore:retry')}
            </Button>
          }
        />
      ) : (
        <>
          <DataTable<AppRequest>
            columns={columns}
            data={list.data?.content ?? []}
            rowKey="id"
            headerSetting
            tableNo="wbAppRequestList"
            apiPath={WORKTABLE_API.appRequestPageList}
            loading={list.isFetching}
            indexOffset={(paging.pageNum - 1) * paging.pageSize}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={Boolean(filters.status)} />}
            testId="app-request-table"
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
  );
}

export function MyAppPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="my-app-page">
      <Card title={t('wbAppStore:title.myApp')}>
        <GrantedApps />
      </Card>
      <Card title={<Typography.Text strong>{t('wbAppStore:myApp.history')}</Typography.Text>}>
        <RequestHistory />
      </Card>
    </Flex>
  );
}
