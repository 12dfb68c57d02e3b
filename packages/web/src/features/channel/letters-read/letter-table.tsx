// The letters list every reading screen shares: the search form (keyword, product, status, state, validTo),
// the kit's data table with the state tag and days left, server sorting (validTo, issuedAt, createdAt), paging
// and the export of the same filter. A screen fixes the side and presets (a summary card) and adds its actions.
import { useMemo, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { LETTER_STATE_CODES, LETTER_STATUS_CODES } from '@medportal/contracts/channel/letter-rules';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { linkTo, type LetterRow } from './letters-read-api';
import { LetterStateTag, daysLeftText } from './letter-state-tag';

export type LetterTableProps = {
  /** the session company's side; none: both */
  side?: 'grantor' | 'grantee' | undefined;
  /** filters the screen sets (a summary card, a tab) on top of the form's */
  preset?: Record<string, unknown>;
  /** where a letter number opens the detail, and the menu it keeps highlighted */
  detailPath: string;
  menuPath: string;
  tableNo: string;
  actions?: (row: LetterRow) => ReactNode;
  actionsWidth?: number;
  toolbar?: ReactNode;
  /** hide the search form (the overview's recent letters) */
  compact?: boolean;
  testId?: string;
};

// the form sends 'YYYY-MM-DD HH:mm:ss' bounds; the list filters by calendar day
const toFilter = (v: SearchValues): SearchValues => ({
  ...v,
  validToFrom: typeof v['validToFrom'] === 'string' ? v['validToFrom'].slice(0, 10) : undefined,
  validToTo: typeof v['validToTo'] === 'string' ? v['validToTo'].slice(0, 10) : undefined,
});

function useSearchItems(): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('cmLettersRead:field.keyword'), placeholder: t('cmLettersRead:search.keyword') },
      { key: 'productKeyword', type: 'input', title: t('cmLettersRead:field.product'), placeholder: t('cmLettersRead:search.product') },
      {
        key: 'state',
        type: 'select',
        title: t('cmLettersRead:field.state'),
        placeholder: t('cmLettersRead:search.all'),
        attr: { allowClear: true },
        options: LETTER_STATE_CODES.map((s) => ({ value: s, label: t(`cmLettersRead:state.${s}`) })),
      },
      {
        key: 'status',
        type: 'select',
        title: t('cmLettersRead:field.status'),
        placeholder: t('cmLettersRead:search.all'),
        attr: { allowClear: true },
        options: LETTER_STATUS_CODES.map((s) => ({ value: s, label: t(`cmLettersRead:status.${s}`) })),
      },
      {
        key: 'validTo',
        type: 'dateRange',
        title: t('cmLettersRead:field.validTo'),
        rangeKeys: ['validToFrom', 'validToTo'],
        placeholder: [t('cmLettersRead:search.from'), t('cmLettersRead:search.to')],
      },
    ],
    [t],
  );
}

export function LetterTable(props: LetterTableProps) {
  const { side, preset = {}, detailPath, menuPath, tableNo, actions, actionsWidth = 200, toolbar, compact, testId } = props;
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const items = useSearchItems();
  const fixed = { ...(side ? { side } : {}), ...preset };
  const list = useListQuery<LetterRow>({ url: CHANNEL_API.letterPageList, pageKey: 'pageNum', initialSearch: fixed, scope: [companyId] });
  const run = (v: SearchValues) => list.runSearch({ ...toFilter(v), ...fixed }, true);
  const searched = Object.entries(list.search).some(([k, v]) => !(k in fixed) && v !== undefined && v !== null && v !== '');
  const exportBody = { ...list.search, ...(list.sort ? { sortField: list.sort.field, sortOrder: list.sort.order } : {}) };

  const columns: TableColumn<LetterRow>[] = [
    { type: 'index' },
    {
      prop: 'letterNo',
      labelKey: 'cmLettersRead:field.letterNo',
      width: 170,
      render: (_v, r) => (
        <Link to={linkTo(detailPath, { id: r.id }, menuPath)} data-testid={`letter-${r.letterNo}`}>
          {r.letterNo}
        </Link>
      ),
    },
    { prop: 'title', labelKey: 'cmLettersRead:field.title', width: 180, ellipsis: true },
    ...(side === 'grantor'
      ? [{ prop: 'granteeName', labelKey: 'cmLettersRead:field.grantee', width: 200, ellipsis: true }]
      : side === 'grantee'
        ? [{ prop: 'grantorName', labelKey: 'cmLettersRead:field.grantor', width: 200, ellipsis: true }]
        : [
            { prop: 'grantorName', labelKey: 'cmLettersRead:field.grantor', width: 200, ellipsis: true },
            { prop: 'granteeName', labelKey: 'cmLettersRead:field.grantee', width: 200, ellipsis: true },
          ]),
    { prop: 'productSummary', labelKey: 'cmLettersRead:field.products', width: 200, ellipsis: true },
    { prop: 'regionSummary', labelKey: 'cmLettersRead:field.regions', width: 140, ellipsis: true },
    {
      prop: 'validTo',
      labelKey: 'cmLettersRead:field.period',
      width: 200,
      allowSort: true,
      render: (_v, r) => `${r.validFrom} ~ ${r.validTo}`,
    },
    {
      prop: 'state',
      labelKey: 'cmLettersRead:field.state',
      width: 90,
      render: (_v, r) => <LetterStateTag row={r} testId={`state-${r.letterNo}`} />,
    },
    {
      prop: 'daysLeft',
      labelKey: 'cmLettersRead:field.daysLeft',
      width: 110,
      render: (_v, r) =>
        r.state === 'valid' || r.state === 'suspended' || r.state === 'expired' ? (
          <Typography.Text type={r.daysLeft < 0 ? 'danger' : r.daysLeft <= 90 ? 'warning' : undefined}>
            {daysLeftText(t, r.daysLeft)}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { prop: 'statusName', labelKey: 'cmLettersRead:field.status', width: 90, render: (_v, r) => t(`cmLettersRead:status.${r.status}`) },
    {
      prop: 'issuedAt',
      labelKey: 'cmLettersRead:field.issuedAt',
      width: 170,
      allowSort: true,
      render: (_v, r) => showInstant(r.issuedAt) || '-',
    },
    {
      prop: 'createdAt',
      labelKey: 'cmLettersRead:field.createdAt',
      width: 170,
      allowSort: true,
      render: (_v, r) => showInstant(r.createdAt),
    },
    ...(actions
      ? [
          {
            prop: 'actions',
            labelKey: 'cmLettersRead:field.actions',
            width: actionsWidth,
            fixed: 'right' as const,
            render: (_v: unknown, r: LetterRow) => (
              <Flex gap={4} wrap>
                {actions(r)}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {!compact && <SearchForm items={items} onSearch={run} onReset={run} loading={list.isFetching} />}
      <Flex justify="flex-end" gap={8}>
        {toolbar}
        {!compact && (
          <ExportButton url={CHANNEL_API.letterExport} body={exportBody} disabled={!list.total}>
            {t('cmLettersRead:action.export')}
          </ExportButton>
        )}
      </Flex>
      <DataTable<LetterRow>
        columns={columns}
        data={list.rows}
        rowKey="id"
        loading={list.isFetching}
        headerSetting
        tableNo={tableNo}
        apiPath={CHANNEL_API.letterPageList}
        indexOffset={(list.page - 1) * list.pageSize}
        sort={list.sort}
        onSortChange={list.changeSort}
        emptyText={<EmptyMask searched={searched} description={searched ? t('cmLettersRead:emptySearched') : t('cmLettersRead:empty')} />}
        testId={testId ? `${testId}-table` : undefined}
      />
      <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
    </Flex>
  );
}
