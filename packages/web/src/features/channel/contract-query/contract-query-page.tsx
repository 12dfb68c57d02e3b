// /channelManagement/contractManagement/contract/query 合同查询: the supply contracts of the session's
// company as buyer or supplier (the platform: all), searched by code, name, counterparty, status and
// validity, sorted by validTo, exported to Excel; the detail shows products and prices. Opened with
// ?contractCode= (the worktable's expiry warning) it filters to that contract and opens its detail; a
// code without a contract of the company shows the page's own hint (100002 stays silent here).
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { CONTRACT_VALIDITIES } from '@medportal/contracts/channel/contract-query-rules';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { ContractDetailDialog } from './contract-detail-dialog';
import type { ContractQueryRow } from './contract-query-api';
import { ContractStateTag } from './contract-state-tag';

export const CONTRACT_QUERY_PATH = '/channelManagement/contractManagement/contract/query';
const TABLE_NO = 'cmContractQueryList';

function useSearchItems(contractCode: string): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      {
        key: 'contractCode',
        type: 'input',
        title: t('cmContracts:field.contractCode'),
        placeholder: t('cmContracts:search.contractCode'),
        ...(contractCode ? { initialValue: contractCode } : {}),
      },
      { key: 'contractName', type: 'input', title: t('cmContracts:field.contractName'), placeholder: t('cmContracts:search.contractName') },
      { key: 'counterparty', type: 'input', title: t('cmContracts:field.counterparty'), placeholder: t('cmContracts:search.counterparty') },
      {
        key: 'status',
        type: 'select',
        title: t('cmContracts:field.status'),
        placeholder: t('cmContracts:search.all'),
        attr: { allowClear: true },
        options: (['valid', 'terminated'] as const).map((s) => ({ value: s, label: t(`cmContracts:status.${s}`) })),
      },
      {
        key: 'validity',
        type: 'select',
        title: t('cmContracts:field.validity'),
        placeholder: t('cmContracts:search.all'),
        attr: { allowClear: true },
        options: CONTRACT_VALIDITIES.map((v) => ({ value: v, label: t(`cmContracts:validity.${v}`) })),
      },
    ],
    [t, contractCode],
  );
}

function ContractQuery() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('contractCode')?.trim() ?? '';
  const companyId = useSessionStore((s) => s.session?.companyId);
  const isPlatform = useSessionStore((s) => s.session?.companyType === 'MM');
  const searchItems = useSearchItems(linked);
  const [open, setOpen] = useState<string | null>(linked || null);
  const list = useListQuery<ContractQueryRow>({
    url: CHANNEL_API.contractQuery,
    pageKey: 'pageNum',
    scope: [companyId],
    initialSearch: linked ? { contractCode: linked } : {},
  });
  const searched = Object.values(list.search).some((v) => v !== undefined && v !== null && v !== '');
  const exportBody = { ...list.search, ...(list.sort ? { sortOrder: list.sort.order } : {}) };
  const linkedMissing = Boolean(linked) && !list.isFetching && list.total === 0 && list.search['contractCode'] === linked;

  const columns: TableColumn<ContractQueryRow>[] = [
    { type: 'index' },
    {
      prop: 'contractCode',
      labelKey: 'cmContracts:field.contractCode',
      width: 150,
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setOpen(r.contractCode)}
          data-testid={`contract-${r.contractCode}`}
        >
          {r.contractCode}
        </Button>
      ),
    },
    { prop: 'contractName', labelKey: 'cmContracts:field.contractName', width: 200, ellipsis: true },
    ...(isPlatform
      ? [
          { prop: 'buyerName', labelKey: 'cmContracts:field.buyer', width: 200, ellipsis: true },
          { prop: 'supplierName', labelKey: 'cmContracts:field.supplier', width: 200, ellipsis: true },
        ]
      : [
          {
            prop: 'role',
            labelKey: 'cmContracts:field.role',
            width: 90,
            render: (_v: unknown, r: ContractQueryRow) => t(`cmContracts:role.${r.role}`),
          },
          { prop: 'counterpartyName', labelKey: 'cmContracts:field.counterparty', width: 200, ellipsis: true },
        ]),
    {
      prop: 'validTo',
      labelKey: 'cmContracts:field.period',
      width: 190,
      allowSort: true,
      render: (_v, r) => `${r.validFrom} ~ ${r.validTo}`,
    },
    {
      prop: 'state',
      labelKey: 'cmContracts:field.state',
      width: 120,
      render: (_v, r) => <ContractStateTag row={r} testId={`state-${r.contractCode}`} />,
    },
    { prop: 'productCount', labelKey: 'cmContracts:field.productCount', width: 70 },
    {
      prop: 'actions',
      labelKey: 'cmContracts:field.actions',
      width: 70,
      fixed: 'right',
      render: (_v, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.contractCode)}>
          {t('cmContracts:action.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('cmContracts:title')}
      data-testid="contract-query-page"
      extra={
        <ExportButton url={CHANNEL_API.contractQueryExport} body={exportBody} disabled={!list.total}>
          {t('cmContracts:action.export')}
        </ExportButton>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(v, true)}
          onReset={(v) => list.runSearch(v, true)}
          loading={list.isFetching}
        />
        {linkedMissing && (
          <Alert type="info" showIcon title={t('cmContracts:linkedMissing', { code: linked })} data-testid="linked-missing" />
        )}
        <DataTable<ContractQueryRow>
          columns={columns}
          data={list.rows}
          rowKey="contractCode"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO}
          apiPath={CHANNEL_API.contractQuery}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          emptyText={<EmptyMask searched={searched} description={searched ? t('cmContracts:emptySearched') : t('cmContracts:empty')} />}
          testId="contract-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <ContractDetailDialog contractCode={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

export function ContractQueryPage() {
  return (
    <App component={false}>
      <ContractQuery />
    </App>
  );
}
