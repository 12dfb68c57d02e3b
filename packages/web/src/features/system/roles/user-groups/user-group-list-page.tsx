// /systemSetup/userGroupManagement 用户组管理: the user groups of a company (the platform picks the
// company), searched by name, paged; 新增/编辑 in the drawer form, 成员与角色 opens /set, 删除 asks first
// (naming how many members leave with it).
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserGroupRow } from '@medportal/contracts/system/roles.contract';
import { isConfirmCancelled, useConfirm } from '../../../../kit/feedback/confirm-dialog';
import { DrawerForm } from '../../../../kit/form/drawer-form';
import type { DrawerFieldType, FormFieldDef } from '../../../../kit/form/form-field-types';
import { SearchForm } from '../../../../kit/form/search-form';
import type { SearchItem } from '../../../../kit/form/search-types';
import { usePermission } from '../../../../kit/permission/permission';
import type { TableColumn } from '../../../../kit/table/columns';
import { PaginationFooter } from '../../../../kit/table/pagination-footer';
import { deleteUserGroup, saveUserGroup, updateUserGroup, userGroupPage } from '../api/roles-api';
import { CompanyPicker, setPath, useManagedCompany } from '../shared/managed-company';
import { USER_GROUP_SET_PATH, USER_GROUPS_KEY } from '../shared/role-paths';
import { PagedTable } from '../shared/paged-table';
import { usePaged } from '../shared/use-paged';

type DrawerState = { group: UserGroupRow | null } | null;

function UserGroupList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { companyId, setCompanyId } = useManagedCompany();
  const canEdit = usePermission('sys.userGroup.edit');
  const list = usePaged<UserGroupRow>([...USER_GROUPS_KEY, companyId], (body) => userGroupPage({ ...body, companyId }));
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const refresh = () => client.invalidateQueries({ queryKey: USER_GROUPS_KEY });
  const save = useMutation({
    mutationFn: (values: { name: string; remark?: string }) =>
      drawer?.group ? updateUserGroup({ ...values, companyId, id: drawer.group.id }) : saveUserGroup({ ...values, companyId }),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:saved'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: UserGroupRow) => deleteUserGroup({ companyId, id: row.id }),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRoles:deleted'));
    },
  });
  const askDelete = (row: UserGroupRow) =>
    confirm({
      size: 'delete',
      danger: true,
      content:
        row.memberCount > 0
          ? t('sysRoles:groups.confirmDeleteMembers', { name: row.name, n: row.memberCount })
          : t('sysRoles:groups.confirmDelete', { name: row.name }),
    })
      .then(() => remove.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const columns = useMemo<TableColumn<UserGroupRow>[]>(
    () => [
      { type: 'index' },
      { prop: 'name', labelKey: 'sysRoles:groups.name', width: 180 },
      { prop: 'memberCount', labelKey: 'sysRoles:groups.memberCount', width: 100 },
      {
        prop: 'roleNames',
        labelKey: 'sysRoles:groups.roles',
        render: (_v, row) => (
          <Space size={[4, 4]} wrap>
            {row.roleNames.map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </Space>
        ),
      },
      { prop: 'remark', labelKey: 'sysRoles:roles.columns.remark', ellipsis: true },
      { prop: 'createTime', labelKey: 'sysRoles:roles.columns.createTime', width: 180 },
      {
        prop: 'id',
        labelKey: 'sysRoles:actions',
        width: 230,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setDrawer({ group: row })} data-testid={`group-edit-${row.id}`}>
                {t('sysRoles:edit')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(setPath(USER_GROUP_SET_PATH, 'id', row.id, companyId))}
              data-testid={`group-set-${row.id}`}
            >
              {t('sysRoles:groups.members')}
            </Button>
            {canEdit && (
              <Button type="link" size="small" danger onClick={() => void askDelete(row)} data-testid={`group-delete-${row.id}`}>
                {t('sysRoles:delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, canEdit, companyId],
  );
  const searchItems = useMemo<SearchItem[]>(() => [{ key: 'name', type: 'input', title: t('sysRoles:groups.name') }], [t]);
  const fields = useMemo<FormFieldDef<DrawerFieldType>[]>(
    () => [
      { field: 'name', label: t('sysRoles:groups.name'), type: 'input', maxlength: 60 },
      { field: 'remark', label: t('sysRoles:roles.columns.remark'), type: 'textarea', maxlength: 200, rows: 3 },
    ],
    [t],
  );
  const rules = useMemo(() => ({ name: [{ required: true, whitespace: true, message: t('sysRoles:rules.groupName') }] }), [t]);

  return (
    <Card
      title={t('sysRoles:groups.title')}
      extra={<CompanyPicker value={companyId} onChange={setCompanyId} />}
      data-testid="user-group-list-page"
    >
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysRoles:total', { n: list.total })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ group: null })} data-testid="group-add">
              {t('sysRoles:groups.add')}
            </Button>
          )}
        </Flex>
        <PagedTable<UserGroupRow> list={list} columns={columns} rowKey="id" testId="user-group-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <DrawerForm
        open={drawer !== null}
        title={drawer?.group ? t('sysRoles:groups.editTitle') : t('sysRoles:groups.add')}
        mode={drawer?.group ? 'edit' : 'add'}
        fields={fields}
        rules={rules}
        values={drawer?.group ? { ...drawer.group } : undefined}
        onConfirm={(values) => save.mutateAsync(values as { name: string; remark?: string })}
        onClose={() => setDrawer(null)}
      />
    </Card>
  );
}

export function UserGroupListPage() {
  return (
    <App component={false}>
      <UserGroupList />
    </App>
  );
}
