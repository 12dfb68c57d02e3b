// /systemSetup/jurisdiction/set?roleId=&companyId= 权限设置 of one role: 功能权限 (the tree of the apps,
// menus and buttons the company is granted), 数据权限 (data scope and related companies) and 字段权限
// (per business code, each field hidden / visible / editable).
import { Alert, App, Button, Card, Descriptions, Result, Spin, Tabs, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../../kit/permission/permission';
import { grantRoleData, grantRoleResources, roleDetail, roleResourceTree } from '../api/roles-api';
import { DataScopeForm } from '../shared/data-scope-form';
import { useManagedCompany } from '../shared/managed-company';
import { ResourceTreePanel } from '../shared/resource-tree-panel';
import { ROLE_LIST_PATH, ROLES_KEY } from '../shared/role-paths';
import { FieldPermissionPanel } from './field-permission-panel';

function RoleSet({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { companyId } = useManagedCompany();
  const canGrant = usePermission('sys.role.grant');
  const canGrantData = usePermission(['sys.role.grant', 'sys.dataManagement.edit']);
  const role = useQuery({ queryKey: [...ROLES_KEY, 'detail', companyId, roleId], queryFn: () => roleDetail({ companyId, roleId }) });
  const tree = useQuery({ queryKey: [...ROLES_KEY, 'tree', companyId, roleId], queryFn: () => roleResourceTree({ companyId, roleId }) });
  const grant = useMutation({
    mutationFn: (resourceIds: number[]) => grantRoleResources({ companyId, roleId, resourceIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROLES_KEY });
      void message.success(t('sysRoles:saved'));
    },
  });
  const grantData = useMutation({
    mutationFn: (v: { dataScope: string; relatedCompanyIds: number[] }) =>
      grantRoleData({ companyId, roleId, dataScope: v.dataScope as 'own', relatedCompanyIds: v.relatedCompanyIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROLES_KEY });
      void message.success(t('sysRoles:saved'));
    },
  });

  if (role.isError) return <Alert type="error" showIcon title={t('sysRoles:roles.notFound')} data-testid="role-set-error" />;
  if (!role.data) return <Spin />;
  return (
    <Card
      title={t('sysRoles:roles.setTitle', { name: role.data.roleName })}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} data-testid="role-set-back">
          {t('sysRoles:back')}
        </Button>
      }
      data-testid="role-set-page"
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sysRoles:roles.columns.roleCode')}>{role.data.roleCode}</Descriptions.Item>
        <Descriptions.Item label={t('sysRoles:roles.columns.enabled')}>
          <Tag color={role.data.enabled ? 'green' : 'default'}>{t(role.data.enabled ? 'sysRoles:enabled' : 'sysRoles:disabled')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('sysRoles:roles.columns.userCount')}>{role.data.userCount}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'menus',
            label: t('sysRoles:roles.tabMenus'),
            children: tree.data ? (
              <ResourceTreePanel
                key={tree.dataUpdatedAt}
                tree={tree.data.tree}
                checkedIds={tree.data.checkedIds}
                canEdit={canGrant}
                saving={grant.isPending}
                onSave={(ids) => grant.mutate(ids)}
              />
            ) : (
              <Spin />
            ),
          },
          {
            key: 'data',
            label: t('sysRoles:roles.tabData'),
            children: (
              <DataScopeForm
                key={role.dataUpdatedAt}
                companyId={companyId}
                initial={role.data}
                canEdit={canGrantData}
                saving={grantData.isPending}
                onSave={(v) => grantData.mutate(v)}
              />
            ),
          },
          {
            key: 'fields',
            label: t('sysRoles:roles.tabFields'),
            children: <FieldPermissionPanel companyId={companyId} roleId={roleId} canEdit={canGrant} />,
          },
        ]}
      />
    </Card>
  );
}

export function RoleSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roleId = Number(params.get('roleId'));
  return (
    <App component={false}>
      {Number.isInteger(roleId) && roleId > 0 ? (
        <RoleSet roleId={roleId} />
      ) : (
        <Result
          status="warning"
          title={t('sysRoles:roles.pick')}
          extra={<Button onClick={() => void navigate(ROLE_LIST_PATH)}>{t('sysRoles:roles.toList')}</Button>}
        />
      )}
    </App>
  );
}
