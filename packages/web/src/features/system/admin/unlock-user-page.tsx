// /systemSetup/unlockUser 账号解锁: the accounts locked now (by failed logins or by an administrator),
// with since when, until when, how many failed logins and from which addresses; 解锁 after a confirm.
// The platform sees every company of the tenant and may narrow to one.
import { useMemo } from 'react';
import { App, Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { LockedUser } from '@medportal/contracts/system/admin.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';
import { companyOptions, lockedUserPageList, unlockUser, type LockedFilters } from './admin-api';
import { PagedTable, orDash, useIsPlatform } from './admin-parts';
import { personOf } from './change-columns';
import { usePagedList } from './use-paged-list';

const filtersOf = (v: SearchValues): LockedFilters => ({
  keyword: v.keyword as string | undefined,
  companyId: v.companyId as number | undefined,
});

function LockedUsers() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const platform = useIsPlatform();
  const list = usePagedList<LockedUser, LockedFilters>('locked', lockedUserPageList, {});

  const unlock = async (row: LockedUser) => {
    try {
      await confirm({
        content: t('sysAdmin:unlock.confirm', { name: personOf(row.userName, row.realName) }),
        okText: t('sysAdmin:unlock.unlock'),
      });
      await unlockUser(row.id);
      void message.success(t('sysAdmin:unlock.done'));
      void list.query.refetch();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('sysAdmin:unlock.keyword'), placeholder: t('sysAdmin:unlock.keywordPlaceholder') },
      ...(platform
        ? [
            {
              key: 'companyId',
              type: 'select',
              title: t('sysAdmin:company.label'),
              placeholder: t('sysAdmin:change.all'),
              attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
              request: async () => (await companyOptions()).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
            } satisfies SearchItem,
          ]
        : []),
    ],
    [t, platform],
  );

  const columns: TableColumn<LockedUser>[] = [
    { type: 'index' },
    { prop: 'userName', labelKey: 'sysAdmin:unlock.col.userName', width: 140 },
    { prop: 'realName', labelKey: 'sysAdmin:unlock.col.realName', width: 100, render: (_v, r) => orDash(r.realName) },
    {
      prop: 'companyNames',
      labelKey: 'sysAdmin:unlock.col.companies',
      width: 200,
      ellipsis: true,
      render: (_v, r) => orDash(r.companyNames.join('、')),
    },
    { prop: 'lockedSince', labelKey: 'sysAdmin:unlock.col.lockedSince', width: 160, render: (_v, r) => showInstant(r.lockedSince) },
    { prop: 'lockedUntil', labelKey: 'sysAdmin:unlock.col.lockedUntil', width: 160, render: (_v, r) => showInstant(r.lockedUntil) },
    {
      prop: 'failures',
      labelKey: 'sysAdmin:unlock.col.failures',
      width: 80,
      render: (_v, r) => <span data-testid={`failures-${r.id}`}>{r.failures}</span>,
    },
    {
      prop: 'addresses',
      labelKey: 'sysAdmin:unlock.col.addresses',
      width: 220,
      render: (_v, r) =>
        r.addresses.length ? (
          <Space size={[0, 4]} wrap>
            {r.addresses.map((a) => (
              <Tag key={a}>{a}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      prop: 'id',
      labelKey: 'sysAdmin:unlock.col.actions',
      width: 90,
      fixed: 'right',
      // the screen's menu is the unlock right (the server accepts it as well as the users list's button)
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => void unlock(row)} data-testid={`unlock-${row.id}`}>
          {t('sysAdmin:unlock.unlock')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('sysAdmin:title.unlockUser')} data-testid="unlock-user-page">
      <PagedTable
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="id"
        testId="unlock-user-table"
        tableNo="sysLockedUserList"
        apiPath={STAFF_API.lockedUserPageList}
      />
    </Card>
  );
}

export function UnlockUserPage() {
  return (
    <App component={false}>
      <LockedUsers />
    </App>
  );
}
