// /worktable/todo 审批中心: the approvals of the session by tab — 待我审批 (badge: my pending count), 我已处理,
// 我发起的 and, for holders of sys.examine, 企业全部 — each filtered by business type (chips with counts),
// keyword and status, paged. A row (or '?instanceId=N', the link of every approval todo) opens the
// approval drawer over the list; a decision there refreshes the list, the chips and the badge.
import { useMemo, useState, type MouseEvent } from 'react';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExamineScope, InstanceItem, InstanceStatus } from '@medportal/contracts/audit/examine.contract';
import { INSTANCE_STATUSES } from '@medportal/contracts/audit/examine-rules';
import { AUDIT_API } from '@medportal/contracts/common/api-paths';
import { BadgeTabs } from '../../../kit/display/badge-tabs';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { ApprovalDrawer } from './approval-drawer';
import { InstanceStatusTag } from './approval-status';
import { businessKinds, doneKindCounts, mayListCompany, pendingKindCounts, queryExamineList, type KindCount } from './approvals-api';
import { APPROVALS_KEY } from './approvals-keys';
import { useBusinessName } from './business-name';
import { KindChips } from './kind-chips';
import { useInstanceParam } from './use-instance-param';

export const EXAMINE_TABLE_NO = 'wbExamineList';
// clicks on these act themselves and do not open the instance
const OWN_CLICK = 'a, button, input, label, .ant-checkbox-wrapper';

/** The chips of a tab: counted for 待我审批 and 我已处理; the other two list the business types only. */
const KIND_SOURCES: Record<ExamineScope, () => Promise<KindCount[]>> = {
  todo: pendingKindCounts,
  done: doneKindCounts,
  mine: businessKinds,
  company: businessKinds,
};
const sum = (counts: readonly KindCount[] | undefined) => (counts ?? []).reduce((n, c) => n + (c.count ?? 0), 0);

function useColumns(): TableColumn<InstanceItem>[] {
  const businessName = useBusinessName();
  return [
    { type: 'index', labelKey: 'wbApprovals:col.index', width: 60 },
    {
      prop: 'title',
      labelKey: 'wbApprovals:col.title',
      width: 280,
      render: (_v, row) => <Typography.Link data-testid={`open-${row.id}`}>{row.title}</Typography.Link>,
    },
    {
      prop: 'businessCode',
      labelKey: 'wbApprovals:col.business',
      width: 140,
      render: (_v, row) => businessName(row.businessCode, row.businessName),
    },
    {
      prop: 'currentStepName',
      labelKey: 'wbApprovals:col.step',
      width: 140,
      render: (_v, row) => (row.status === 'running' ? row.currentStepName : '-'),
    },
    { prop: 'initiatorName', labelKey: 'wbApprovals:col.initiator', width: 120 },
    { prop: 'initiatorCompanyName', labelKey: 'wbApprovals:col.company', width: 220, ellipsis: true },
    { prop: 'createdAt', labelKey: 'wbApprovals:col.createdAt', width: 170, render: (v) => showInstant(v as string) },
    { prop: 'status', labelKey: 'wbApprovals:col.status', width: 100, render: (_v, row) => <InstanceStatusTag status={row.status} /> },
  ];
}

function ScopeList({ scope, counts }: { scope: ExamineScope; counts: readonly KindCount[] }) {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [, open] = useInstanceParam();
  const [businessCode, setBusinessCode] = useState<string | undefined>();
  const [search, setSearch] = useState<{ keyword?: string; status?: InstanceStatus }>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const columns = useColumns();
  const filters = { scope, businessCode, ...search, pageNum: page, pageSize };
  const list = useQuery({
    queryKey: [...APPROVALS_KEY, 'instances', companyId, filters],
    queryFn: () => queryExamineList(filters),
    placeholderData: keepPreviousData,
  });
  const searched = Boolean(businessCode || search.keyword || search.status);

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('wbApprovals:search.keyword'), placeholder: t('wbApprovals:search.keywordPlaceholder') },
      // 待我审批 lists running instances only
      ...(scope === 'todo'
        ? []
        : [
            {
              key: 'status',
              type: 'select' as const,
              title: t('wbApprovals:col.status'),
              placeholder: t('wbApprovals:search.all'),
              attr: { allowClear: true },
              options: INSTANCE_STATUSES.map((s) => ({ value: s, label: t(`wbApprovals:status.${s}`) })),
            },
          ]),
    ],
    [t, scope],
  );

  const runSearch = (values: SearchValues) => {
    const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
    setSearch({ ...(keyword ? { keyword } : {}), ...(values.status ? { status: values.status as InstanceStatus } : {}) });
    setPage(1);
  };

  const openRow = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest(OWN_CLICK) && !target.closest('[data-testid^="open-"]')) return;
    const id = target.closest('tr[data-row-key]')?.getAttribute('data-row-key');
    if (id) open(Number(id));
  };

  return (
    <Flex vertical gap={12}>
      <KindChips
        counts={counts}
        value={businessCode}
        onChange={(code) => {
          setBusinessCode(code);
          setPage(1);
        }}
        testId={`kinds-${scope}`}
      />
      <SearchForm items={searchItems} loading={list.isFetching} onSearch={runSearch} onReset={runSearch} />
      {list.isError && !list.isFetching ? (
        <Alert
          type="error"
          showIcon
          title={t('wbApprovals:loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('wbApprovals:retry')}
            </Button>
          }
        />
      ) : (
        <div onClick={openRow} style={{ cursor: 'pointer' }}>
          <DataTable<InstanceItem>
            columns={columns}
            data={list.data?.content ?? []}
            rowKey="id"
            loading={list.isFetching}
            headerSetting
            tableNo={EXAMINE_TABLE_NO}
            apiPath={AUDIT_API.queryExamineList}
            limit={3}
            indexOffset={(page - 1) * pageSize}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={searched} />}
            testId={`examine-table-${scope}`}
          />
        </div>
      )}
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(next, size) => {
          setPage(next);
          setPageSize(size);
        }}
      />
    </Flex>
  );
}

function ApprovalCenter() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [scope, setScope] = useState<ExamineScope>('todo');
  const [instanceId, open] = useInstanceParam();
  const counts = useQuery({
    queryKey: [...APPROVALS_KEY, 'counts', companyId, scope],
    queryFn: KIND_SOURCES[scope],
  });
  const pending = useQuery({
    queryKey: [...APPROVALS_KEY, 'counts', companyId, 'todo'],
    queryFn: pendingKindCounts,
  });
  // the company's whole list is for holders of sys.examine (the server lists it only to them)
  const companyScope = useQuery({
    queryKey: [...APPROVALS_KEY, 'companyScope', companyId],
    queryFn: mayListCompany,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const scopes: ExamineScope[] = ['todo', 'done', 'mine', 'company'];
  return (
    <Card title={t('wbApprovals:center.title')} data-testid="approval-center">
      <BadgeTabs
        activeKey={scope}
        onChange={(key) => setScope(key as ExamineScope)}
        destroyOnHidden
        items={scopes.map((s) => ({
          key: s,
          lab: <span data-testid={`tab-${s}`}>{t(`wbApprovals:scope.${s}`)}</span>,
          badge: s === 'todo' ? sum(pending.data) : undefined,
          hidden: s === 'company' && companyScope.data !== true,
          children: s === scope ? <ScopeList key={s} scope={s} counts={counts.data ?? []} /> : null,
        }))}
      />
      <ApprovalDrawer instanceId={instanceId} onClose={() => open(null)} />
    </Card>
  );
}

export function ApprovalCenterPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <ApprovalCenter />
    </App>
  );
}
