// /systemSetup/orgainzationManagement 组织管理: the statistics of the managed company on top, its department
// tree on the left (add, rename, delete when empty, drag to move) and the people of the selected
// department on the right (adjust department/post, roles, remove, add). The platform picks the company.
import { useState } from 'react';
import { App, Card, Col, Flex, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgStatistics } from '@medportal/contracts/system/org.contract';
import { ORG_KEY, orgStatistics, orgTree } from './org-api';
import { CompanyPicker, useManagedCompany } from './org-company';
import { OrgTreePanel } from './org-tree-panel';
import { SeatPanel } from './seat-panel';

const STAT_KEYS = [
  'departmentCount',
  'userCount',
  'adminCount',
  'roleCount',
  'dutyCount',
  'enabledUserCount',
  'disabledUserCount',
] as const satisfies readonly (keyof OrgStatistics)[];

function OrgScreen() {
  const { t } = useTranslation();
  const company = useManagedCompany();
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const tree = useQuery({
    queryKey: [...ORG_KEY, 'tree', company.companyId],
    queryFn: () => orgTree(company.scope),
    enabled: company.companyId > 0,
  });
  const stats = useQuery({
    queryKey: [...ORG_KEY, 'stats', company.companyId],
    queryFn: () => orgStatistics({ companyId: company.companyId }),
    enabled: company.companyId > 0,
  });
  const own = stats.data?.find((s) => s.companyId === company.companyId);

  return (
    <Flex vertical gap={16} data-testid="org-page">
      <Card
        title={t('sysOrg:title.org')}
        extra={
          company.isPlatform && (
            <CompanyPicker
              value={company.companyId}
              onChange={(id) => {
                setSelected(undefined);
                company.choose(id);
              }}
            />
          )
        }
      >
        <Row gutter={[16, 16]} data-testid="org-stats">
          {STAT_KEYS.map((key) => (
            <Col key={key} xs={12} sm={8} md={6} lg={24 / 8} style={{ flex: '1 1 0' }}>
              <Statistic
                title={t(`sysOrg:stats.${key}`)}
                value={own?.[key] ?? '-'}
                loading={stats.isPending}
                data-testid={`org-stat-${key}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={8} xl={6}>
          <Card>
            <OrgTreePanel
              tree={tree.data?.tree}
              loading={tree.isFetching}
              failed={Boolean(tree.error) && !tree.isFetching}
              onRetry={() => void tree.refetch()}
              scope={company.scope}
              query={company.query}
              selected={selected}
              onSelect={setSelected}
            />
          </Card>
        </Col>
        <Col xs={24} md={16} xl={18}>
          <Card>
            <SeatPanel
              key={`${company.companyId}:${selected ?? 'all'}`}
              orgId={selected}
              tree={tree.data?.tree ?? []}
              scope={company.scope}
              companyId={company.companyId}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export function OrgPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <OrgScreen />
    </App>
  );
}
