// /systemSetup/userGroupManagement/set?id=&companyId= 成员与角色 of one user group: its members picked from
// the company's users (transfer) and its roles (the company's roles); each saved on its own.
import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Empty, Flex, Result, Spin, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../../kit/permission/permission';
import { VirtualTransfer } from '../../../../kit/select/virtual-transfer';
import { setUserGroupMembers, setUserGroupRoles, userGroupDetail, type GroupDetail } from '../api/roles-api';
import { useManagedCompany } from '../shared/managed-company';
import { USER_GROUP_LIST_PATH, USER_GROUPS_KEY } from '../shared/role-paths';

function Members({ detail, companyId, canEdit }: { detail: GroupDetail; companyId: number | undefined; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [target, setTarget] = useState<string[]>(detail.memberIds.map(String));
  const save = useMutation({
    mutationFn: () => setUserGroupMembers({ companyId, id: detail.group.id, userIds: target.map(Number).sort((a, b) => a - b) }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: USER_GROUPS_KEY });
      void message.success(t('sysRoles:saved'));
    },
  });
  return (
    <Flex vertical gap={12} data-testid="group-members">
      <VirtualTransfer
        dataSource={detail.users.map((u) => ({ key: String(u.userId), title: u.realName ? `${u.realName}（${u.userName}）` : u.userName }))}
        targetKeys={target}
        onChange={(keys) => setTarget(keys)}
        titles={[t('sysRoles:groups.companyUsers'), t('sysRoles:groups.groupMembers')]}
        listHeight={360}
        disabled={!canEdit}
      />
      {canEdit && (
        <Flex justify="flex-end">
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="members-save">
            {t('sysRoles:groups.saveMembers')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function Roles({ detail, companyId, canEdit }: { detail: GroupDetail; companyId: number | undefined; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [roleIds, setRoleIds] = useState<number[]>(detail.roleIds);
  const save = useMutation({
    mutationFn: () => setUserGroupRoles({ companyId, id: detail.group.id, roleIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: USER_GROUPS_KEY });
      void message.success(t('sysRoles:saved'));
    },
  });
  if (detail.roles.length === 0) return <Empty description={t('sysRoles:groups.noRoles')} />;
  return (
    <Flex vertical gap={12} data-testid="group-roles">
      <Typography.Text type="secondary">{t('sysRoles:groups.rolesHint')}</Typography.Text>
      <Checkbox.Group<number>
        value={roleIds}
        disabled={!canEdit}
        onChange={setRoleIds}
        options={detail.roles.map((r) => ({
          value: r.roleId,
          label: r.enabled ? r.roleName : `${r.roleName}（${t('sysRoles:disabled')}）`,
        }))}
      />
      {canEdit && (
        <Flex justify="flex-end">
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="roles-save">
            {t('sysRoles:groups.saveRoles')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function UserGroupSet({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId } = useManagedCompany();
  const canEdit = usePermission('sys.userGroup.edit');
  const detail = useQuery({ queryKey: [...USER_GROUPS_KEY, 'detail', companyId, id], queryFn: () => userGroupDetail({ companyId, id }) });
  if (detail.isError) return <Alert type="error" showIcon title={t('sysRoles:groups.notFound')} data-testid="group-set-error" />;
  if (!detail.data) return <Spin />;
  return (
    <Card
      title={t('sysRoles:groups.setTitle', { name: detail.data.group.name })}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
          {t('sysRoles:back')}
        </Button>
      }
      data-testid="user-group-set-page"
    >
      <Tabs
        items={[
          {
            key: 'members',
            label: t('sysRoles:groups.tabMembers', { n: detail.data.memberIds.length }),
            children: <Members key={detail.dataUpdatedAt} detail={detail.data} companyId={companyId} canEdit={canEdit} />,
          },
          {
            key: 'roles',
            label: t('sysRoles:groups.tabRoles'),
            children: <Roles key={detail.dataUpdatedAt} detail={detail.data} companyId={companyId} canEdit={canEdit} />,
          },
        ]}
      />
    </Card>
  );
}

export function UserGroupSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <App component={false}>
      {Number.isInteger(id) && id > 0 ? (
        <UserGroupSet id={id} />
      ) : (
        <Result
          status="warning"
          title={t('sysRoles:groups.pick')}
          extra={<Button onClick={() => void navigate(USER_GROUP_LIST_PATH)}>{t('sysRoles:groups.toList')}</Button>}
        />
      )}
    </App>
  );
}
