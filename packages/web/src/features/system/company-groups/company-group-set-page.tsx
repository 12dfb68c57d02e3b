// /systemSetup/companyGroupManagement/set?id=: what the group's head company administrator sees across the
// member companies — one switch per data domain; saving (sys.companyGroup.edit) applies at their next request.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, List, Space, Spin, Switch, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GROUP_DATA_DOMAINS, type GroupDataDomain } from '@medportal/contracts/system/company-groups-rules';
import { usePermission } from '../../../kit/permission/permission';
import { COMPANY_GROUPS_KEY, GROUPS_PATH, companyGroupDetail, setCompanyGroupGrants } from './company-groups-api';

function GroupSet({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = usePermission('sys.companyGroup.edit');
  const key = [...COMPANY_GROUPS_KEY, 'detail', id];
  const detail = useQuery({ queryKey: key, queryFn: () => companyGroupDetail(id) });
  const [domains, setDomains] = useState<GroupDataDomain[]>([]);
  useEffect(() => {
    if (detail.data) setDomains(detail.data.domains);
  }, [detail.data]);
  const save = useMutation({
    mutationFn: () => setCompanyGroupGrants({ id, domains }),
    onSuccess: (row) => {
      client.setQueryData(key, row);
      void client.invalidateQueries({ queryKey: COMPANY_GROUPS_KEY });
      void message.success(t('sysCompanyGroups:saved'));
    },
  });
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={t('sysCompanyGroups:loadFailed')} />;
  const group = detail.data;
  const toggle = (domain: GroupDataDomain, on: boolean) =>
    setDomains((now) => (on ? [...new Set([...now, domain])] : now.filter((d) => d !== domain)));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('sysCompanyGroups:group.name')}>
          {group.name}（{group.code}）
        </Descriptions.Item>
        <Descriptions.Item label={t('sysCompanyGroups:group.head')}>{group.head.name}</Descriptions.Item>
        <Descriptions.Item label={t('sysCompanyGroups:group.members')} span={2}>
          <Space size={[4, 4]} wrap>
            {group.members.map((m) => (
              <Tag key={m.id}>{m.name}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {!group.enabled && <Alert type="warning" showIcon title={t('sysCompanyGroups:set.disabledHint')} />}
      <Typography.Text type="secondary">{t('sysCompanyGroups:set.hint', { head: group.head.name })}</Typography.Text>
      <List
        bordered
        dataSource={[...GROUP_DATA_DOMAINS]}
        renderItem={(domain) => (
          <List.Item
            extra={
              <Switch
                checked={domains.includes(domain)}
                disabled={!canEdit}
                onChange={(on) => toggle(domain, on)}
                aria-label={t(`sysCompanyGroups:domains.${domain}`)}
                data-testid={`domain-${domain}`}
              />
            }
          >
            <List.Item.Meta title={t(`sysCompanyGroups:domains.${domain}`)} description={t(`sysCompanyGroups:set.describe.${domain}`)} />
          </List.Item>
        )}
      />
      {canEdit && (
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="domains-save">
            {t('sysCompanyGroups:save')}
          </Button>
        </Space>
      )}
    </Flex>
  );
}

function GroupSetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(GROUPS_PATH)}
            aria-label={t('sysCompanyGroups:back')}
          />
          {t('sysCompanyGroups:set.title')}
        </Flex>
      }
      data-testid="company-group-set-page"
    >
      {Number.isInteger(id) && id > 0 ? (
        <GroupSet id={id} />
      ) : (
        <Typography.Text type="secondary">{t('sysCompanyGroups:set.noGroup')}</Typography.Text>
      )}
    </Card>
  );
}

export function CompanyGroupSetPage() {
  return (
    <App component={false}>
      <GroupSetScreen />
    </App>
  );
}
