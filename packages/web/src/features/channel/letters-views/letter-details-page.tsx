// /authorization-management/authorization-details/:bussinesstype? 授权明细: one line per letter × product item ×
// region × hospital; 'issued' = letters granted by the session company, 'received' = letters it holds (tabs). Valid
// letters unless a state is chosen; filters by product, party, number, state and expiry; the Excel export.
import { useMemo } from 'react';
import { Card, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { LETTER_STATE_CODES } from '@medportal/contracts/channel/letter-rules';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { DETAILS_PATH, type LetterLine } from './letters-views-api';
import { LetterNoLink, StateTag } from './letters-views-parts';

const SIDES = ['issued', 'received'] as const;
type Side = (typeof SIDES)[number];

export function LetterDetailsPage() {
  const params = useParams();
  const isDistributor = useSessionStore((s) => s.session?.companyType === 'AG');
  const side: Side = SIDES.includes(params['bussinesstype'] as Side)
    ? (params['bussinesstype'] as Side)
    : isDistributor
      ? 'received'
      : 'issued';
  // a side is its own list (search and page start afresh)
  return <LetterDetails key={side} side={side} />;
}

function LetterDetails({ side }: { side: Side }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const list = useListQuery<LetterLine>({
    url: CHANNEL_API.letterDetailLines,
    pageKey: 'pageNum',
    initialSearch: { bussinessType: side },
    scope: [companyId, side],
  });
  const items = useMemo<SearchItem[]>(
    () => [
      { key: 'product', type: 'input', title: t('cmLettersViews:field.product'), placeholder: t('cmLettersViews:search.product') },
      {
        key: 'party',
        type: 'input',
        title: t(`cmLettersViews:field.${side === 'issued' ? 'grantee' : 'grantor'}`),
        placeholder: t('cmLettersViews:search.party'),
      },
      { key: 'letterNo', type: 'input', title: t('cmLettersViews:field.letterNo'), placeholder: t('cmLettersViews:search.letterNo') },
      {
        key: 'state',
        type: 'select',
        title: t('cmLettersViews:field.state'),
        placeholder: t('cmLettersViews:search.validOnly'),
        attr: { allowClear: true },
        options: LETTER_STATE_CODES.map((s) => ({ value: s, label: t(`cmLettersViews:state.${s}`) })),
      },
      {
        key: 'expiringWithinDays',
        type: 'select',
        title: t('cmLettersViews:field.expiring'),
        placeholder: t('cmLettersViews:search.all'),
        attr: { allowClear: true },
        options: [30, 60, 90].map((d) => ({ value: d, label: t('cmLettersViews:search.withinDays', { days: d }) })),
      },
    ],
    [t, side],
  );
  const columns: TableColumn<LetterLine>[] = [
    { type: 'index' },
    {
      prop: 'letterNo',
      labelKey: 'cmLettersViews:field.letterNo',
      width: 180,
      render: (_v, r) => <LetterNoLink id={r.letterId} letterNo={r.letterNo} />,
    },
    { prop: 'grantorName', labelKey: 'cmLettersViews:field.grantor', width: 200, ellipsis: true },
    { prop: 'granteeName', labelKey: 'cmLettersViews:field.grantee', width: 200, ellipsis: true },
    { prop: 'level', labelKey: 'cmLettersViews:field.level', width: 90, render: (_v, r) => t('cmLettersViews:levelN', { n: r.level }) },
    {
      prop: 'productLabel',
      labelKey: 'cmLettersViews:field.product',
      width: 220,
      ellipsis: true,
      render: (_v, r) => (r.productKind === 'productLine' ? t('cmLettersViews:productLineOf', { name: r.productLabel }) : r.productLabel),
    },
    { prop: 'regionLabel', labelKey: 'cmLettersViews:field.region', width: 120 },
    { prop: 'hospitalLabel', labelKey: 'cmLettersViews:field.hospital', width: 180, ellipsis: true },
    { prop: 'validTo', labelKey: 'cmLettersViews:field.period', width: 200, render: (_v, r) => `${r.validFrom} ~ ${r.validTo}` },
    { prop: 'daysLeft', labelKey: 'cmLettersViews:field.daysLeft', width: 90 },
    {
      prop: 'state',
      labelKey: 'cmLettersViews:field.state',
      width: 90,
      render: (_v, r) => <StateTag state={r.state} testId={`state-${r.key}`} />,
    },
  ];
  return (
    <Card
      title={t('cmLettersViews:title.details')}
      data-testid="letter-details-page"
      extra={
        <ExportButton url={CHANNEL_API.letterDetailLinesExport} body={{ ...list.search, bussinessType: side }} disabled={!list.total}>
          {t('cmLettersViews:action.export')}
        </ExportButton>
      }
    >
      <Flex vertical gap={12}>
        <Segmented<Side>
          value={side}
          options={SIDES.map((s) => ({ value: s, label: t(`cmLettersViews:side.${s}`) }))}
          onChange={(v) => void navigate(`${DETAILS_PATH}/${v}`)}
          data-testid="details-side"
        />
        <SearchForm
          items={items}
          onSearch={(v) => list.runSearch({ ...v, bussinessType: side }, true)}
          onReset={(v) => list.runSearch({ ...v, bussinessType: side }, true)}
          loading={list.isFetching}
        />
        <DataTable<LetterLine>
          columns={columns}
          data={list.rows}
          rowKey="key"
          loading={list.isFetching}
          headerSetting
          tableNo="cmLetterDetailLines"
          apiPath={CHANNEL_API.letterDetailLines}
          indexOffset={(list.page - 1) * list.pageSize}
          testId="letter-details-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}
