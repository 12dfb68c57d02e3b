// /systemSetup/subsystemManagement 子系统管理 and /systemSetup/menuManagement 菜单管理: the tenant's apps,
// searched by code or name, group and status, paged. Subsystem management adds and edits apps (drawer),
// enables and disables them and deletes the operator's own, each after a confirm; both lists open an
// app's menu tree (their own /sysMenu).
import { useMemo, useState } from 'react';
import { App, Avatar, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { AppAdminRow } from '@medportal/contracts/system/apps-menus.contract';
import { PROTECTED_APP_CODE } from '@medportal/contracts/system/apps-menus-rules';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { appName } from '../../../shell/catalogue-names';
import { AppFormDrawer, type AppFormState } from './app-form-drawer';
import { APPS_MENUS_KEY, appPage, deleteApp, setAppStatus, type AppPageQuery } from './apps-menus-api';

type Mode = 'subsystem' | 'menu';
type Filter = Pick<AppPageQuery, 'keyword' | 'groupName' | 'enabled'>;

const TREE_PATH: Record<Mode, string> = {
  subsystem: '/systemSetup/subsystemManagement/sysMenu',
  menu: '/systemSetup/menuManagement/sysMenu',
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function AppList({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.subsystem.edit') && mode === 'subsystem';
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const [form, setForm] = useState<AppFormState>(null);
  const body = { ...filter, page: paging.page, pageSize: paging.pageSize };
  const list = useQuery({ queryKey: [...APPS_MENUS_KEY, 'apps', body], queryFn: () => appPage(body) });
  const refresh = () => client.invalidateQueries({ queryKey: APPS_MENUS_KEY });

  const status = useMutation({
    mutationFn: (row: AppAdminRow) => setAppStatus({ id: row.id, enabled: !row.enabled }),
    onSuccess: (row) => {
      void refresh();
      void message.success(t(row.enabled ? 'sysAppsMenus:apps.enabledDone' : 'sysAppsMenus:apps.disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: AppAdminRow) => deleteApp(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysAppsMenus:apps.deleted'));
    },
  });
  const ask = (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('sysAppsMenus:search.keyword') },
      { key: 'groupName', type: 'input', title: t('sysAppsMenus:columns.groupName') },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysAppsMenus:columns.status'),
        options: [
          { value: 'true', label: t('sysAppsMenus:status.enabled') },
          { value: 'false', label: t('sysAppsMenus:status.disabled') },
        ],
      },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      keyword: text(v['keyword']),
      groupName: text(v['groupName']),
      enabled: v['enabled'] === 'true' ? true : v['enabled'] === 'false' ? false : undefined,
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: TableColumn<AppAdminRow>[] = [
    { type: 'index' },
    {
      prop: 'logo',
      labelKey: 'sysAppsMenus:columns.logo',
      width: 80,
      render: (_v, row) => (
        <Avatar shape="square" size={32} src={row.appLogoUrl ?? undefined} icon={<AppstoreOutlined />} alt={row.appName} />
      ),
    },
    { prop: 'appCode', labelKey: 'sysAppsMenus:columns.appCode', width: 120 },
    { prop: 'appName', labelKey: 'sysAppsMenus:columns.appName', width: 160, render: (_v, row) => appName(row) },
    { prop: 'groupName', labelKey: 'sysAppsMenus:columns.groupName', width: 120 },
    { prop: 'domain', labelKey: 'sysAppsMenus:columns.domain', width: 220, ellipsis: true },
    { prop: 'sort', labelKey: 'sysAppsMenus:columns.sort', width: 80 },
    { prop: 'menuCount', labelKey: 'sysAppsMenus:columns.menuCount', width: 90 },
    {
      prop: 'builtIn',
      labelKey: 'sysAppsMenus:columns.source',
      width: 110,
      render: (_v, row) => (
        <Tag color={row.builtIn ? 'blue' : 'purple'}>{t(row.builtIn ? 'sysAppsMenus:source.builtIn' : 'sysAppsMenus:source.operator')}</Tag>
      ),
    },
    {
      prop: 'enabled',
      labelKey: 'sysAppsMenus:columns.status',
      width: 90,
      render: (_v, row) => (
        <Tag color={row.enabled ? 'success' : 'default'}>
          {t(row.enabled ? 'sysAppsMenus:status.enabled' : 'sysAppsMenus:status.disabled')}
        </Tag>
      ),
    },
    {
      prop: 'actions',
      labelKey: 'sysAppsMenus:columns.actions',
      width: 260,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(`${TREE_PATH[mode]}?appId=${row.id}`)}
            data-testid={`app-menus-${row.appCode}`}
          >
            {t('sysAppsMenus:apps.menus')}
          </Button>
          {canEdit && (
            <>
              <Button type="link" size="small" onClick={() => setForm({ app: row })} data-testid={`app-edit-${row.appCode}`}>
                {t('sysAppsMenus:apps.edit')}
              </Button>
              {(row.appCode !== PROTECTED_APP_CODE || !row.enabled) && (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void ask(
                      t(row.enabled ? 'sysAppsMenus:apps.confirmDisable' : 'sysAppsMenus:apps.confirmEnable', { name: row.appName }),
                      () => status.mutate(row),
                    )
                  }
                  data-testid={`app-status-${row.appCode}`}
                >
                  {t(row.enabled ? 'sysAppsMenus:apps.disable' : 'sysAppsMenus:apps.enable')}
                </Button>
              )}
              {!row.builtIn && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void ask(t('sysAppsMenus:apps.confirmDelete', { name: row.appName }), () => remove.mutate(row), true)}
                  data-testid={`app-delete-${row.appCode}`}
                >
                  {t('sysAppsMenus:apps.delete')}
                </Button>
              )}
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t(mode === 'subsystem' ? 'sysAppsMenus:apps.title' : 'sysAppsMenus:menus.title')} data-testid={`app-list-${mode}`}>
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">
            {mode === 'menu' ? t('sysAppsMenus:menus.hint') : t('sysAppsMenus:apps.total', { n: list.data?.totalElements ?? 0 })}
          </Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ app: null })} data-testid="app-add">
              {t('sysAppsMenus:apps.add')}
            </Button>
          )}
        </Flex>
        <DataTable<AppAdminRow>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          headerSetting
          tableNo={mode === 'subsystem' ? 'sysSubsystemList' : 'sysMenuAppList'}
          apiPath={STAFF_API.appAdminPageList}
          loading={list.isFetching}
          indexOffset={(paging.page - 1) * paging.pageSize}
          emptyText={list.isPending ? ' ' : t('sysAppsMenus:apps.empty')}
          testId="app-table"
        />
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Flex>
      <AppFormDrawer state={form} onClose={() => setForm(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function SubsystemListPage() {
  return (
    <App component={false}>
      <AppList mode="subsystem" />
    </App>
  );
}

export function MenuAppListPage() {
  return (
    <App component={false}>
      <AppList mode="menu" />
    </App>
  );
}
