// /systemSetup/default-role-management/set?id= 默认角色权限设置 (platform): the apps, menus and buttons a
// default role grants, from what its company type's auth groups grant.
import { Alert, App, Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../../kit/permission/permission';
import { defaultRoleDetail, defaultRoleResourceTree, grantDefaultRoleResources } from '../api/roles-api';
import { ResourceTreePanel } from '../shared/resource-tree-panel';
import { DEFAULT_ROLE_LIST_PATH, DEFAULT_ROLES_KEY } from '../shared/role-paths';

function DefaultRoleSet({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.defaultRole.edit');
  const role = useQuery({ queryKey: [...DEFAULT_ROLES_KEY, 'detail', id], queryFn: () => defaultRoleDetail(id) });
  const tree = useQuery({ queryKey: [...DEFAULT_ROLES_KEY, 'tree', id], queryFn: () => defaultRoleResourceTree(id) });
  const grant = useMutation({
    mutationFn: (resourceIds: number[]) => grantDefaultRoleResources({ id, resourceIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: DEFAULT_ROLES_KEY });
      void message.success(t('sysRoles:saved'));
    },
  });
  if (role.isError) return <Alert type="error" showIcon title={t('sysRoles:roles.notFound')} data-testid="default-role-set-error" />;
  if (!role.data) return <Spin />;
  return (
    <Card
      title={t('sysRoles:roles.setTitle', { name: role.data.roleName })}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
          {t('sysRoles:back')}
        </Button>
      }
      data-testid="default-role-set-page"
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sysRoles:defaultRoles.companyType')}>
          <Tag color="blue">{t(`sysRoles:companyTypes.${role.data.companyType}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('sysRoles:roles.columns.roleCode')}>{role.data.roleCode}</Descriptions.Item>
        <Descriptions.Item label={t('sysRoles:roles.columns.dataScope')}>{t(`sysRoles:scope.${role.data.dataScope}`)}</Descriptions.Item>
      </Descriptions>
      {tree.data ? (
        <ResourceTreePanel
          key={tree.dataUpdatedAt}
          tree={tree.data.tree}
          checkedIds={tree.data.checkedIds}
          canEdit={canEdit}
          saving={grant.isPending}
          onSave={(ids) => grant.mutate(ids)}
        />
      ) : (
        <Spin />
      )}
    </Card>
  );
}

export function DefaultRoleSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <App component={false}>
      {Number.isInteger(id) && id > 0 ? (
        <DefaultRoleSet id={id} />
      ) : (
        <Result
          status="warning"
          title={t('sysRoles:roles.pick')}
          extra={<Button onClick={() => void navigate(DEFAULT_ROLE_LIST_PATH)}>{t('sysRoles:roles.toList')}</Button>}
        />
      )}
    </App>
  );
}
