// /systemSetup/jurisdiction 角色管理: the roles of a company (the platform picks the company) searched by
// name, code and status, paged; 新增/编辑 in the drawer form, enable/disable with the switch, 权限设置
// opens /set, 删除 asks first (the server refuses a role still held and says by how many).
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RoleRow } from '@medportal/contracts/system/roles.contract';
import { isConfirmCancelled, useConfirm } from '../../../../kit/feedback/confirm-dialog';
import { DrawerForm } from '../../../../kit/form/drawer-form';
import { SearchForm } from '../../../../kit/form/search-form';
import type { SearchItem } from '../../../../kit/form/search-types';
import { usePermission } from '../../../../kit/permission/permission';
import type { TableColumn } from '../../../../kit/table/columns';
import { PaginationFooter } from '../../../../kit/table/pagination-footer';
import { deleteRole, rolePage, saveRole, updateRole } from '../api/roles-api';
import { CompanyPicker, setPath, useManagedCompany } from '../shared/managed-company';
import { ROLE_SET_PATH, ROLES_KEY } from '../shared/role-paths';
import { roleFormFields, roleFormRules, type RoleFormValues } from '../shared/role-form';
import { PagedTable } from '../shared/paged-table';
import { usePaged } from '../shared/use-paged';

type DrawerState = { role: RoleRow | null } | null;

function RoleList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { companyId, setCompanyId } = useManagedCompany();
  const canEdit = usePermission('sys.role.edit');
  const canDelete = usePermission('sys.role.delete');
  const list = usePaged<RoleRow>([...ROLES_KEY, companyId], (body) => rolePage({ ...body, companyId }));
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ROLES_KEY });

  const save = useMutation({
    mutationFn: async (values: RoleFormValues) => {
      const role = drawer?.role;
      const body = { ...values, companyId };
      return role ? updateRole({ ...body, roleId: role.roleId }) : saveRole(body);
    },
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:saved'));
    },
  });
  const toggle = useMutation({
    mutationFn: (row: RoleRow) =>
      updateRole({ companyId, roleId: row.roleId, roleName: row.roleName, roleCode: row.roleCode, enabled: !row.enabled }),
    onSuccess: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (row: RoleRow) => deleteRole({ companyId, roleId: row.roleId }),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:deleted'));
    },
  });
  const askDelete = (row: RoleRow) =>
    confirm({ size: 'delete', danger: true, content: t('sysRoles:roles.confirmDelete', { name: row.roleName }) })
      .then(() => remove.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const columns = useMemo<TableColumn<RoleRow>[]>(
    () => [
      { type: 'index' },
      { prop: 'roleName', labelKey: 'sysRoles:roles.columns.roleName', width: 160 },
      { prop: 'roleCode', labelKey: 'sysRoles:roles.columns.roleCode', width: 160 },
      {
        prop: 'dataScope',
        labelKey: 'sysRoles:roles.columns.dataScope',
        width: 140,
        render: (v) => <Tag>{t(`sysRoles:scope.${String(v)}`)}</Tag>,
      },
      { prop: 'userCount', labelKey: 'sysRoles:roles.columns.userCount', width: 100 },
      { prop: 'remark', labelKey: 'sysRoles:roles.columns.remark', ellipsis: true },
      {
        prop: 'enabled',
        labelKey: 'sysRoles:roles.columns.enabled',
        width: 100,
        render: (_v, row) => (
          <Switch
            checked={row.enabled}
            disabled={!canEdit}
            loading={toggle.isPending && toggle.variables?.roleId === row.roleId}
            onChange={() => toggle.mutate(row)}
            aria-label={t('sysRoles:roles.columns.enabled')}
            data-testid={`role-enabled-${row.roleId}`}
          />
        ),
      },
      { prop: 'createTime', labelKey: 'sysRoles:roles.columns.createTime', width: 180 },
      {
        prop: 'roleId',
        labelKey: 'sysRoles:actions',
        width: 230,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setDrawer({ role: row })} data-testid={`role-edit-${row.roleId}`}>
                {t('sysRoles:edit')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(setPath(ROLE_SET_PATH, 'roleId', row.roleId, companyId))}
              data-testid={`role-set-${row.roleId}`}
            >
              {t('sysRoles:roles.permissions')}
            </Button>
            {canDelete && (
              <Button type="link" size="small" danger onClick={() => void askDelete(row)} data-testid={`role-delete-${row.roleId}`}>
                {t('sysRoles:delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, canEdit, canDelete, companyId, toggle.isPending, toggle.variables],
  );
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'roleName', type: 'input', title: t('sysRoles:roles.columns.roleName') },
      { key: 'roleCode', type: 'input', title: t('sysRoles:roles.columns.roleCode') },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysRoles:roles.columns.enabled'),
        options: [
          { value: 'true', label: t('sysRoles:enabled') },
          { value: 'false', label: t('sysRoles:disabled') },
        ],
      },
    ],
    [t],
  );
  const fields = useMemo(() => roleFormFields(t), [t]);
  const rules = useMemo(() => roleFormRules(t), [t]);

  return (
    <Card
      title={t('sysRoles:roles.title')}
      extra={<CompanyPicker value={companyId} onChange={setCompanyId} />}
      data-testid="role-list-page"
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          loading={list.isFetching}
          onSearch={(v) =>
            list.runSearch({ ...v, enabled: v.enabled === undefined || v.enabled === null ? undefined : v.enabled === 'true' })
          }
          onReset={list.runSearch}
        />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" data-testid="role-count">
            {t('sysRoles:total', { n: list.total })}
          </Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ role: null })} data-testid="role-add">
              {t('sysRoles:roles.add')}
            </Button>
          )}
        </Flex>
        <PagedTable<RoleRow> list={list} columns={columns} rowKey="roleId" testId="role-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <DrawerForm
        open={drawer !== null}
        title={drawer?.role ? t('sysRoles:roles.editTitle') : t('sysRoles:roles.add')}
        mode={drawer?.role ? 'edit' : 'add'}
        fields={fields}
        rules={rules}
        values={drawer?.role ? { ...drawer.role } : undefined}
        onConfirm={(values) => save.mutateAsync(values as RoleFormValues)}
        onClose={() => setDrawer(null)}
      />
    </Card>
  );
}

export function RoleListPage() {
  return (
    <App component={false}>
      <RoleList />
    </App>
  );
}
