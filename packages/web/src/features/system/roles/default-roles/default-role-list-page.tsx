// /systemSetup/default-role-management 默认角色管理 (platform): the roles each company type starts with,
// filtered by type and name, paged; 新增/编辑 in the drawer form, 权限设置 opens /set, 删除 asks first
// (companies keep the roles already copied from it).
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_TYPES } from '@medportal/contracts/common/constants';
import type { DefaultRoleRow, DefaultRoleSaveBody } from '@medportal/contracts/system/roles.contract';
import { isConfirmCancelled, useConfirm } from '../../../../kit/feedback/confirm-dialog';
import { DrawerForm } from '../../../../kit/form/drawer-form';
import { SearchForm } from '../../../../kit/form/search-form';
import type { SearchItem } from '../../../../kit/form/search-types';
import { usePermission } from '../../../../kit/permission/permission';
import type { TableColumn } from '../../../../kit/table/columns';
import { PaginationFooter } from '../../../../kit/table/pagination-footer';
import { defaultRolePage, deleteDefaultRole, saveDefaultRole, updateDefaultRole } from '../api/roles-api';
import { DEFAULT_ROLE_SET_PATH, DEFAULT_ROLES_KEY } from '../shared/role-paths';
import { roleFormFields, roleFormRules } from '../shared/role-form';
import { PagedTable } from '../shared/paged-table';
import { usePaged } from '../shared/use-paged';

type DrawerState = { role: DefaultRoleRow | null } | null;

function DefaultRoleList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.defaultRole.edit');
  const list = usePaged<DefaultRoleRow>(DEFAULT_ROLES_KEY, defaultRolePage);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const refresh = () => client.invalidateQueries({ queryKey: DEFAULT_ROLES_KEY });

  const save = useMutation({
    mutationFn: async (values: DefaultRoleSaveBody) => {
      const role = drawer?.role;
      if (!role) return saveDefaultRole(values);
      const { companyType: _type, ...rest } = values;
      return updateDefaultRole({ ...rest, id: role.id });
    },
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:saved'));
    },
  });
  const toggle = useMutation({
    mutationFn: (row: DefaultRoleRow) =>
      updateDefaultRole({ id: row.id, roleName: row.roleName, roleCode: row.roleCode, enabled: !row.enabled }),
    onSuccess: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (row: DefaultRoleRow) => deleteDefaultRole(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:deleted'));
    },
  });
  const askDelete = (row: DefaultRoleRow) =>
    confirm({ size: 'delete', danger: true, content: t('sysRoles:defaultRoles.confirmDelete', { name: row.roleName, n: row.copiedCount }) })
      .then(() => remove.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const columns = useMemo<TableColumn<DefaultRoleRow>[]>(
    () => [
      { type: 'index' },
      {
        prop: 'companyType',
        labelKey: 'sysRoles:defaultRoles.companyType',
        width: 140,
        render: (v) => <Tag color="blue">{t(`sysRoles:companyTypes.${String(v)}`)}</Tag>,
      },
      { prop: 'roleName', labelKey: 'sysRoles:roles.columns.roleName', width: 160 },
      { prop: 'roleCode', labelKey: 'sysRoles:roles.columns.roleCode', width: 160 },
      {
        prop: 'dataScope',
        labelKey: 'sysRoles:roles.columns.dataScope',
        width: 130,
        render: (v) => <Tag>{t(`sysRoles:scope.${String(v)}`)}</Tag>,
      },
      { prop: 'copiedCount', labelKey: 'sysRoles:defaultRoles.copiedCount', width: 150 },
      { prop: 'remark', labelKey: 'sysRoles:roles.columns.remark', ellipsis: true },
      {
        prop: 'enabled',
        labelKey: 'sysRoles:roles.columns.enabled',
        width: 100,
        render: (_v, row) => (
          <Switch
            checked={row.enabled}
            disabled={!canEdit}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={t('sysRoles:roles.columns.enabled')}
            data-testid={`default-role-enabled-${row.id}`}
          />
        ),
      },
      {
        prop: 'id',
        labelKey: 'sysRoles:actions',
        width: 230,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setDrawer({ role: row })} data-testid={`default-role-edit-${row.id}`}>
                {t('sysRoles:edit')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`${DEFAULT_ROLE_SET_PATH}?id=${row.id}`)}
              data-testid={`default-role-set-${row.id}`}
            >
              {t('sysRoles:roles.permissions')}
            </Button>
            {canEdit && (
              <Button type="link" size="small" danger onClick={() => void askDelete(row)} data-testid={`default-role-delete-${row.id}`}>
                {t('sysRoles:delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, canEdit, toggle.isPending, toggle.variables],
  );
  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'companyType',
        type: 'select',
        title: t('sysRoles:defaultRoles.companyType'),
        options: COMPANY_TYPES.map((c) => ({ value: c, label: t(`sysRoles:companyTypes.${c}`) })),
      },
      { key: 'roleName', type: 'input', title: t('sysRoles:roles.columns.roleName') },
    ],
    [t],
  );
  const mode = drawer?.role ? 'edit' : 'add';
  const fields = useMemo(() => roleFormFields(t, { companyType: mode }), [t, mode]);
  const rules = useMemo(() => roleFormRules(t), [t]);

  return (
    <Card title={t('sysRoles:defaultRoles.title')} data-testid="default-role-list-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysRoles:total', { n: list.total })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ role: null })} data-testid="default-role-add">
              {t('sysRoles:defaultRoles.add')}
            </Button>
          )}
        </Flex>
        <PagedTable<DefaultRoleRow> list={list} columns={columns} rowKey="id" testId="default-role-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <DrawerForm
        open={drawer !== null}
        title={drawer?.role ? t('sysRoles:defaultRoles.editTitle') : t('sysRoles:defaultRoles.add')}
        mode={mode}
        fields={fields}
        rules={rules}
        values={drawer?.role ? { ...drawer.role } : undefined}
        onConfirm={(values) => save.mutateAsync(values as DefaultRoleSaveBody)}
        onClose={() => setDrawer(null)}
      />
    </Card>
  );
}

export function DefaultRoleListPage() {
  return (
    <App component={false}>
      <DefaultRoleList />
    </App>
  );
}
