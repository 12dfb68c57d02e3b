// /systemSetup/dataManagement 数据权限: the roles of a company with their data scope (本人、本部门、本企业、
// 关联企业) and the related companies a 关联企业 role may see; 编辑 changes both in a dialog.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleDataScopeRow } from '@medportal/contracts/system/roles.contract';
import { SearchForm } from '../../../../kit/form/search-form';
import type { SearchItem } from '../../../../kit/form/search-types';
import { usePermission } from '../../../../kit/permission/permission';
import type { TableColumn } from '../../../../kit/table/columns';
import { PaginationFooter } from '../../../../kit/table/pagination-footer';
import { grantRoleData, roleDataScopePage } from '../api/roles-api';
import { DataScopeForm } from '../shared/data-scope-form';
import { CompanyPicker, useManagedCompany } from '../shared/managed-company';
import { ROLES_KEY } from '../shared/role-paths';
import { PagedTable } from '../shared/paged-table';
import { usePaged } from '../shared/use-paged';

const SCOPE_KEY = [...ROLES_KEY, 'dataScopes'] as const;

function DataManagement() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { companyId, setCompanyId } = useManagedCompany();
  const canEdit = usePermission('sys.dataManagement.edit');
  const list = usePaged<RoleDataScopeRow>([...SCOPE_KEY, companyId], (body) => roleDataScopePage({ ...body, companyId }));
  const [editing, setEditing] = useState<RoleDataScopeRow | null>(null);
  const save = useMutation({
    mutationFn: (v: { dataScope: string; relatedCompanyIds: number[] }) =>
      grantRoleData({ companyId, roleId: editing!.roleId, dataScope: v.dataScope as 'own', relatedCompanyIds: v.relatedCompanyIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROLES_KEY });
      setEditing(null);
      void message.success(t('sysRoles:saved'));
    },
  });
  const columns = useMemo<TableColumn<RoleDataScopeRow>[]>(
    () => [
      { type: 'index' },
      { prop: 'roleName', labelKey: 'sysRoles:roles.columns.roleName', width: 160 },
      { prop: 'roleCode', labelKey: 'sysRoles:roles.columns.roleCode', width: 160 },
      {
        prop: 'enabled',
        labelKey: 'sysRoles:roles.columns.enabled',
        width: 90,
        render: (v) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'sysRoles:enabled' : 'sysRoles:disabled')}</Tag>,
      },
      {
        prop: 'dataScope',
        labelKey: 'sysRoles:roles.columns.dataScope',
        width: 130,
        render: (v) => <Tag color="blue">{t(`sysRoles:scope.${String(v)}`)}</Tag>,
      },
      {
        prop: 'relatedCompanies',
        labelKey: 'sysRoles:dataScope.related',
        render: (_v, row) =>
          row.relatedCompanies.length ? (
            <Space size={[4, 4]} wrap>
              {row.relatedCompanies.map((c) => (
                <Tag key={c.id}>{c.name}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
      {
        prop: 'roleId',
        labelKey: 'sysRoles:actions',
        width: 100,
        fixed: 'right',
        render: (_v, row) =>
          canEdit && (
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`scope-edit-${row.roleId}`}>
              {t('sysRoles:edit')}
            </Button>
          ),
      },
    ],
    [t, canEdit],
  );
  const searchItems = useMemo<SearchItem[]>(() => [{ key: 'roleName', type: 'input', title: t('sysRoles:roles.columns.roleName') }], [t]);
  return (
    <Card
      title={t('sysRoles:dataScope.title')}
      extra={<CompanyPicker value={companyId} onChange={setCompanyId} />}
      data-testid="data-management-page"
    >
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Typography.Text type="secondary">{t('sysRoles:dataScope.hint')}</Typography.Text>
        <PagedTable<RoleDataScopeRow> list={list} columns={columns} rowKey="roleId" testId="data-scope-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <Modal
        open={editing !== null}
        width={720}
        title={editing ? t('sysRoles:dataScope.editTitle', { name: editing.roleName }) : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <DataScopeForm
            companyId={companyId}
            initial={editing}
            canEdit={canEdit}
            saving={save.isPending}
            onSave={(v) => save.mutate(v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}

export function DataManagementPage() {
  return (
    <App component={false}>
      <DataManagement />
    </App>
  );
}
