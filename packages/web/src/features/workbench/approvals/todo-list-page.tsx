// /worktable/moreTodo 待办事项: every todo of the user in the session's company, by type (tabs counted by
// the pending todos of each business code), pending or done, searched by keyword, paged. An approval's
// todo opens the approval drawer over the list; another links to the page that handles it when that
// screen is built, and may be marked done here.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Segmented, Space, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TodoStatus } from '@medportal/contracts/worktable/todos.contract';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
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
import { markTodoDone, todoKindCounts, todoPageList, type WorkTodo } from './approvals-api';
import { APPROVALS_KEY, refreshAfterAction } from './approvals-keys';
import { useBusinessName } from './business-name';
import { useInstanceParam } from './use-instance-param';

export const WORK_ITEM_TABLE_NO = 'wbTodoList';
const ALL = 'all';
type StatusFilter = TodoStatus | typeof ALL;

function TodoList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [instanceId, open] = useInstanceParam();
  const [kind, setKind] = useState<string>(ALL);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [marking, setMarking] = useState<number | null>(null);

  const counts = useQuery({ queryKey: [...APPROVALS_KEY, 'todoKinds', companyId], queryFn: todoKindCounts });
  const filters = {
    pageNum: page,
    pageSize,
    ...(status === ALL ? {} : { status }),
    ...(kind === ALL ? {} : { businessCode: kind }),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: [...APPROVALS_KEY, 'todos', companyId, filters],
    queryFn: () => todoPageList(filters),
    placeholderData: keepPreviousData,
  });
  const kinds = counts.data ?? [];
  const total = kinds.reduce((n, c) => n + (c.count ?? 0), 0);

  const markDone = async (row: WorkTodo) => {
    setMarking(row.id);
    try {
      await markTodoDone(row.id);
      void message.success(t('wbApprovals:todo.marked'));
      await refreshAfterAction(client);
    } catch {
      // the request layer showed the server's message
    } finally {
      setMarking(null);
    }
  };

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('wbApprovals:search.keyword'), placeholder: t('wbApprovals:todo.keywordPlaceholder') },
    ],
    [t],
  );
  const runSearch = (values: SearchValues) => {
    setKeyword(typeof values.keyword === 'string' ? values.keyword.trim() : '');
    setPage(1);
  };

  const columns: TableColumn<WorkTodo>[] = [
    { type: 'index', labelKey: 'wbApprovals:col.index', width: 60 },
    {
      prop: 'title',
      labelKey: 'wbApprovals:todo.col.title',
      width: 360,
      render: (_v, row) =>
        row.instanceId ? (
          <Typography.Link onClick={() => open(row.instanceId!)} data-testid={`todo-open-${row.id}`}>
            {row.title}
          </Typography.Link>
        ) : row.linkPath ? (
          <Link to={row.linkPath} data-testid={`todo-link-${row.id}`}>
            {row.title}
          </Link>
        ) : (
          <Typography.Text>{row.title}</Typography.Text>
        ),
    },
    { prop: 'businessCode', labelKey: 'wbApprovals:col.business', width: 150, render: (_v, row) => businessName(row.businessCode) },
    { prop: 'createdAt', labelKey: 'wbApprovals:todo.col.createdAt', width: 170, render: (v) => showInstant(v as string) },
    {
      prop: 'status',
      labelKey: 'wbApprovals:col.status',
      width: 100,
      render: (_v, row) => (
        <Tag color={row.status === 'pending' ? 'processing' : 'default'}>{t(`wbApprovals:todo.status.${row.status}`)}</Tag>
      ),
    },
    { prop: 'doneAt', labelKey: 'wbApprovals:todo.col.doneAt', width: 170, render: (v) => showInstant(v as string | null) || '-' },
    {
      prop: 'id',
      labelKey: 'wbApprovals:todo.col.actions',
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          {row.instanceId ? (
            <Button type="link" size="small" onClick={() => open(row.instanceId!)} data-testid={`todo-handle-${row.id}`}>
              {t(row.status === 'pending' ? 'wbApprovals:todo.handle' : 'wbApprovals:todo.view')}
            </Button>
          ) : (
            row.linkPath && (
              <Button type="link" size="small" onClick={() => void navigate(row.linkPath!)} data-testid={`todo-go-${row.id}`}>
                {t('wbApprovals:todo.go')}
              </Button>
            )
          )}
          {!row.instanceId && row.status === 'pending' && (
            <Button
              type="link"
              size="small"
              loading={marking === row.id}
              onClick={() => void markDone(row)}
              data-testid={`todo-done-${row.id}`}
            >
              {t('wbApprovals:todo.markDone')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const tabs = [
    { key: ALL, lab: <span data-testid="todo-kind-all">{t('wbApprovals:todo.allKinds')}</span>, badge: total },
    ...kinds.map((c) => ({
      key: c.businessCode,
      lab: <span data-testid={`todo-kind-${c.businessCode}`}>{businessName(c.businessCode, c.businessName)}</span>,
      badge: c.count,
    })),
  ];

  return (
    <Card
      title={t('wbApprovals:todo.title')}
      data-testid="todo-list"
      extra={
        <Segmented<StatusFilter>
          value={status}
          options={(['pending', 'done', ALL] as const).map((s) => ({ value: s, label: t(`wbApprovals:todo.filter.${s}`) }))}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          data-testid="todo-status"
        />
      }
    >
      <Flex vertical gap={12}>
        <BadgeTabs
          activeKey={kind}
          onChange={(key) => {
            setKind(key);
            setPage(1);
          }}
          items={tabs}
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
          <DataTable<WorkTodo>
            columns={columns}
            data={list.data?.content ?? []}
            rowKey="id"
            loading={list.isFetching}
            headerSetting
            tableNo={WORK_ITEM_TABLE_NO}
            apiPath={WORKTABLE_API.todoPageList}
            limit={3}
            indexOffset={(page - 1) * pageSize}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={Boolean(keyword) || kind !== ALL} />}
            testId="todo-table"
          />
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
      <ApprovalDrawer instanceId={instanceId} onClose={() => open(null)} />
    </Card>
  );
}

export function TodoListPage() {
  return (
    <App component={false}>
      <TodoList />
    </App>
  );
}
