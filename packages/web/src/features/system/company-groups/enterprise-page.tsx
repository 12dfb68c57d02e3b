// /systemSetup/enterprise 企业应用授权: the tenant's companies (by name, code, credit code, type, authentication
// status), each with its auth groups and the apps and menus they yield; export of the filtered list;
// 授权应用 opens /newmenuList for one company.
import { useMemo } from 'react';
import { Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_TYPES } from '@medportal/contracts/common/constants';
import type { EnterprisePageBody, EnterpriseRow } from '@medportal/contracts/system/company-groups.contract';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { ENTERPRISE_EXPORT_URL, ENTERPRISE_MENU_PATH, ENTERPRISES_KEY, enterprisePage, type ListBody } from './company-groups-api';
import { PagedTable } from './paged-table';
import { usePaged } from './use-paged';

export const APPROVE_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
const APPROVE_COLORS: Record<string, string> = { none: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

export function EnterprisePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePaged<EnterpriseRow>(ENTERPRISES_KEY, (body) => enterprisePage(body as ListBody<EnterprisePageBody>));

  const columns = useMemo<TableColumn<EnterpriseRow>[]>(
    () => [
      { type: 'index' },
      { prop: 'code', labelKey: 'sysCompanyGroups:enterprise.code', width: 110 },
      { prop: 'name', labelKey: 'sysCompanyGroups:enterprise.name', width: 240, ellipsis: true },
      {
        prop: 'type',
        labelKey: 'sysCompanyGroups:enterprise.type',
        width: 140,
        render: (v) => t(`sysCompanyGroups:companyTypes.${String(v)}`),
      },
      { prop: 'creditCode', labelKey: 'sysCompanyGroups:enterprise.creditCode', width: 190 },
      {
        prop: 'approveStatus',
        labelKey: 'sysCompanyGroups:enterprise.approveStatus',
        width: 100,
        render: (v) => <Tag color={APPROVE_COLORS[String(v)]}>{t(`sysCompanyGroups:approveStatuses.${String(v)}`)}</Tag>,
      },
      {
        prop: 'authGroups',
        labelKey: 'sysCompanyGroups:enterprise.authGroups',
        width: 260,
        render: (_v, row) =>
          row.authGroups.length ? (
            <Space size={[4, 4]} wrap>
              {row.authGroups.map((g) => (
                <Tag key={g.id} color={g.enabled ? 'blue' : 'default'}>
                  {g.name}
                </Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('sysCompanyGroups:enterprise.noGroups')}</Typography.Text>
          ),
      },
      {
        prop: 'appNames',
        labelKey: 'sysCompanyGroups:enterprise.apps',
        width: 240,
        render: (_v, row) => (
          <Tooltip title={row.appNames.join('、')}>
            <Typography.Text ellipsis style={{ maxWidth: 220 }}>
              {row.appNames.length ? row.appNames.join('、') : '—'}
            </Typography.Text>
          </Tooltip>
        ),
      },
      { prop: 'menuCount', labelKey: 'sysCompanyGroups:enterprise.menuCount', width: 90 },
      {
        prop: 'id',
        labelKey: 'sysCompanyGroups:actions',
        width: 110,
        fixed: 'right',
        render: (_v, row) => (
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(`${ENTERPRISE_MENU_PATH}?companyId=${row.id}`)}
            data-testid={`enterprise-grant-${row.id}`}
          >
            {t('sysCompanyGroups:enterprise.grant')}
          </Button>
        ),
      },
    ],
    [t, navigate],
  );
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'name', type: 'input', title: t('sysCompanyGroups:enterprise.name') },
      { key: 'code', type: 'input', title: t('sysCompanyGroups:enterprise.code') },
      { key: 'creditCode', type: 'input', title: t('sysCompanyGroups:enterprise.creditCode') },
      {
        key: 'type',
        type: 'select',
        title: t('sysCompanyGroups:enterprise.type'),
        options: COMPANY_TYPES.map((value) => ({ value, label: t(`sysCompanyGroups:companyTypes.${value}`) })),
      },
      {
        key: 'approveStatus',
        type: 'select',
        title: t('sysCompanyGroups:enterprise.approveStatus'),
        options: APPROVE_STATUSES.map((value) => ({ value, label: t(`sysCompanyGroups:approveStatuses.${value}`) })),
      },
    ],
    [t],
  );

  return (
    <Card title={t('sysCompanyGroups:enterprise.title')} data-testid="enterprise-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysCompanyGroups:total', { n: list.total })}</Typography.Text>
          <ExportButton url={ENTERPRISE_EXPORT_URL} body={list.search} disabled={list.total === 0}>
            {t('sysCompanyGroups:export')}
          </ExportButton>
        </Flex>
        <PagedTable<EnterpriseRow> list={list} columns={columns} rowKey="id" testId="enterprise-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}
