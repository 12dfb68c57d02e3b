// /systemSetup/enterprise/newmenuList: one company's app and menu tree as its auth groups grant it. The
// operator (sys.enterprise.grant) attaches and detaches auth groups and saves after a confirm; the tree
// below is read only and shows what the saved groups yield (users see it at their next menu load).
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Select, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceTreeNode } from '@medportal/contracts/system/roles.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import {
  AUTH_GROUPS_KEY,
  ENTERPRISE_GRANTS_KEY,
  ENTERPRISE_PATH,
  ENTERPRISES_KEY,
  authGroupList,
  enterpriseGrants,
  setCompanyAuthGroups,
} from './company-groups-api';

const toTree = (nodes: ResourceTreeNode[], buttonLabel: string): DataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: n.type === 2 ? `${n.title}（${buttonLabel}）` : n.title,
    children: toTree(n.children, buttonLabel),
  }));

function EnterpriseMenu({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canGrant = usePermission('sys.enterprise.grant');
  const grants = useQuery({ queryKey: [...ENTERPRISE_GRANTS_KEY, companyId], queryFn: () => enterpriseGrants(companyId) });
  const groups = useQuery({ queryKey: AUTH_GROUPS_KEY, queryFn: authGroupList, enabled: canGrant });
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => {
    if (grants.data) setSelected(grants.data.authGroups.map((g) => g.id));
  }, [grants.data]);
  const save = useMutation({
    mutationFn: () => setCompanyAuthGroups({ companyId, groupIds: selected }),
    onSuccess: (data) => {
      client.setQueryData([...ENTERPRISE_GRANTS_KEY, companyId], data);
      void client.invalidateQueries({ queryKey: ENTERPRISES_KEY });
      void client.invalidateQueries({ queryKey: AUTH_GROUPS_KEY });
      void message.success(t('sysCompanyGroups:saved'));
    },
  });
  const treeData = useMemo(() => toTree(grants.data?.tree ?? [], t('sysCompanyGroups:menu.button')), [grants.data, t]);
  const askSave = () =>
    confirm({ content: t('sysCompanyGroups:menu.confirmSave', { name: grants.data?.company.name ?? '' }) })
      .then(() => save.mutate())
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  if (grants.isPending) return <Spin />;
  if (grants.isError) return <Alert type="error" showIcon title={t('sysCompanyGroups:loadFailed')} />;
  const { company, authGroups } = grants.data;
  const unchanged =
    [...selected].sort().join() ===
    authGroups
      .map((g) => g.id)
      .sort()
      .join();
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={t('sysCompanyGroups:enterprise.name')}>{company.name}</Descriptions.Item>
        <Descriptions.Item label={t('sysCompanyGroups:enterprise.code')}>{company.code}</Descriptions.Item>
        <Descriptions.Item label={t('sysCompanyGroups:enterprise.type')}>
          {t(`sysCompanyGroups:companyTypes.${company.type}`)}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('sysCompanyGroups:enterprise.authGroups')}>
        {canGrant ? (
          <Flex gap={8} align="start">
            <Select
              mode="multiple"
              style={{ flex: 1 }}
              value={selected}
              onChange={setSelected}
              loading={groups.isPending}
              optionFilterProp="label"
              placeholder={t('sysCompanyGroups:menu.pickGroups')}
              options={(groups.data ?? []).map((g) => ({
                value: g.id,
                label: g.enabled ? g.name : `${g.name}（${t('sysCompanyGroups:disabled')}）`,
              }))}
              data-testid="auth-group-select"
            />
            <Button
              type="primary"
              disabled={unchanged}
              loading={save.isPending}
              onClick={() => void askSave()}
              data-testid="auth-group-save"
            >
              {t('sysCompanyGroups:save')}
            </Button>
          </Flex>
        ) : (
          <Space size={[4, 4]} wrap>
            {authGroups.map((g) => (
              <Tag key={g.id}>{g.name}</Tag>
            ))}
          </Space>
        )}
      </Card>
      <Card size="small" title={t('sysCompanyGroups:menu.tree')}>
        {treeData.length ? (
          <Tree treeData={treeData} selectable={false} defaultExpandedKeys={treeData.map((n) => n.key)} data-testid="grant-tree" />
        ) : (
          <Empty description={t('sysCompanyGroups:menu.empty')} />
        )}
      </Card>
    </Flex>
  );
}

function EnterpriseMenuScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companyId = Number(params.get('companyId'));
  return (
    <Card
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(ENTERPRISE_PATH)}
            aria-label={t('sysCompanyGroups:back')}
          />
          {t('sysCompanyGroups:menu.title')}
        </Space>
      }
      data-testid="enterprise-menu-page"
    >
      {Number.isInteger(companyId) && companyId > 0 ? (
        <EnterpriseMenu companyId={companyId} />
      ) : (
        <Typography.Text type="secondary">{t('sysCompanyGroups:menu.noCompany')}</Typography.Text>
      )}
    </Card>
  );
}

export function EnterpriseMenuPage() {
  return (
    <App component={false}>
      <EnterpriseMenuScreen />
    </App>
  );
}
