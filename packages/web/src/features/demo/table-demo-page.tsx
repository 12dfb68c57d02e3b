// /demo (issue 4 'Demo pages'): the current company's users on the DataTable — column setting saved
// per user under table 'userManagementList', server sort, paging, export, a virtual-mode toggle and
// the selection count. Fields the user's role hides never arrive from the server.
import { useMemo, useState, type Key } from 'react';
import { Alert, Button, Card, Flex, Input, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { useSessionStore } from '../../lib/session-store';
import { DataTable } from '../../kit/table/data-table';
import { ExportButton } from '../../kit/table/export-button';
import { PaginationFooter } from '../../kit/table/pagination-footer';
import { useListQuery } from '../../kit/table/use-list-query';
import type { TableColumn } from '../../kit/table/columns';
import { DemoLoginGate } from './demo-login-gate';

export const USER_LIST_API = STAFF_API.merchantUserPageList;
export const USER_EXPORT_API = STAFF_API.merchantUserExport;
/** the table number of the company user list (contracts' TABLE_NO_USER_LIST; *.contract values stay off the web) */
export const USER_TABLE_NO = 'userManagementList';
/** virtual mode shows the rows of one request; a long page makes it worth it */
const VIRTUAL_PAGE_SIZES = [100] as const;

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

function useUserColumns(): TableColumn<MerchantUserRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { type: 'selection', width: 48 },
      { type: 'index' },
      { type: 'expand', width: 48 },
      {
        type: 'group',
        prop: 'account',
        labelKey: 'demoTable:columns.account',
        children: [
          { prop: 'userName', labelKey: 'demoTable:columns.userName', allowSort: true, render: dash },
          { prop: 'realName', labelKey: 'demoTable:columns.realName', allowSort: true, render: dash },
        ],
      },
      { prop: 'phone', labelKey: 'demoTable:columns.phone', render: dash },
      { prop: 'email', labelKey: 'demoTable:columns.email', ellipsis: true, render: dash },
      { prop: 'companyName', labelKey: 'demoTable:columns.companyName', width: 180, ellipsis: true, render: dash },
      { prop: 'deptName', labelKey: 'demoTable:columns.deptName', render: dash },
      {
        prop: 'status',
        labelKey: 'demoTable:columns.status',
        render: (value) => (value ? <Tag color={value === '启用' ? 'green' : 'default'}>{String(value)}</Tag> : '-'),
      },
      { prop: 'createTime', labelKey: 'demoTable:columns.createTime', allowSort: true, width: 170, render: dash },
      {
        prop: 'lastLoginTime',
        labelKey: 'demoTable:columns.lastLoginTime',
        allowSort: true,
        width: 170,
        render: (value) => (value ? String(value) : t('demoTable:neverLogin')),
      },
    ],
    [t],
  );
}

function TableDemo() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.session?.userId);
  const [virtual, setVirtual] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  const columns = useUserColumns();
  const list = useListQuery<MerchantUserRow>({
    url: USER_LIST_API,
    scope: [userId, virtual ? 'virtual' : 'paged'],
    ...(virtual ? { pageSizes: VIRTUAL_PAGE_SIZES } : {}),
  });
  const exportBody = { ...list.search, ...(list.sort ? { sortField: list.sort.field, sortOrder: list.sort.order } : {}) };

  return (
    <Card title={t('demoTable:title')} data-testid="table-demo">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('demoTable:intro')}
        </Typography.Paragraph>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('demoTable:search')}
            aria-label={t('demoTable:search')}
            style={{ width: 240 }}
            data-testid="table-demo-search"
            onSearch={(value) => list.runSearch({ realName: value.trim() })}
          />
          <Flex gap={8} align="center">
            <Switch
              checked={virtual}
              onChange={(on) => {
                setVirtual(on);
                list.changePage(1, on ? VIRTUAL_PAGE_SIZES[0] : 20);
              }}
              aria-label={t('demoTable:virtual')}
              data-testid="table-demo-virtual"
            />
            <span>{t('demoTable:virtual')}</span>
          </Flex>
          <Typography.Text data-testid="table-demo-selected">{t('demoTable:selected', { n: selected.length })}</Typography.Text>
          <span style={{ flex: 1 }} />
          <ExportButton url={USER_EXPORT_API} body={exportBody} disabled={!list.total} />
        </Flex>
        {list.error && !list.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('demoTable:loadFailed')}
            data-testid="table-demo-error"
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('demoTable:retry')}
              </Button>
            }
          />
        ) : null}
        <DataTable<MerchantUserRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={USER_TABLE_NO}
          apiPath={USER_LIST_API}
          limit={2}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          selectedRowKeys={selected}
          onSelectionChange={(keys) => setSelected(keys)}
          expandedRowRender={(row) => (
            <Typography.Text type="secondary">
              {row.email ?? t('demoTable:noEmail')} · {row.deptName ?? t('demoTable:noDept')}
            </Typography.Text>
          )}
          virtual={virtual}
          height={560}
          testId="table-demo-table"
        />
        <PaginationFooter
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          {...(virtual ? { pageSizes: VIRTUAL_PAGE_SIZES } : {})}
          onChange={list.changePage}
        />
      </Flex>
    </Card>
  );
}

export function TableDemoPage() {
  return (
    <DemoLoginGate ns="demoTable" testId="table-demo-login">
      <TableDemo />
    </DemoLoginGate>
  );
}
