// /authorization-management/authorization-details-dealer 经销商授权明细 and its /notContainHO view (letters
// without hospital scope only): the distributors the session company authorised, directly and down the chain with
// the level; products, regions, hospitals, period and state. Valid letters unless a state is chosen.
import { useMemo } from 'react';
import { Card, Flex, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { LETTER_STATE_CODES } from '@medportal/contracts/channel/letter-rules';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { DEALER_NO_HO_PATH, DEALER_PATH, type LetterDealerRow } from './letters-views-api';
import { LetterNoLink, StateTag } from './letters-views-parts';

export function LetterDealerPage() {
  const { pathname } = useLocation();
  const noHospitals = pathname.startsWith(DEALER_NO_HO_PATH);
  // each view is its own list (search and page start afresh)
  return <LetterDealers key={String(noHospitals)} noHospitals={noHospitals} />;
}

function LetterDealers({ noHospitals }: { noHospitals: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const base = noHospitals ? { withHospitals: false } : {};
  const list = useListQuery<LetterDealerRow>({
    url: CHANNEL_API.letterDealerPageList,
    pageKey: 'pageNum',
    initialSearch: base,
    scope: [companyId, noHospitals],
  });
  const items = useMemo<SearchItem[]>(
    () => [
      { key: 'dealer', type: 'input', title: t('cmLettersViews:field.dealer'), placeholder: t('cmLettersViews:search.party') },
      {
        key: 'state',
        type: 'select',
        title: t('cmLettersViews:field.state'),
        placeholder: t('cmLettersViews:search.validOnly'),
        attr: { allowClear: true },
        options: LETTER_STATE_CODES.map((s) => ({ value: s, label: t(`cmLettersViews:state.${s}`) })),
      },
    ],
    [t],
  );
  const columns: TableColumn<LetterDealerRow>[] = [
    { type: 'index' },
    { prop: 'granteeName', labelKey: 'cmLettersViews:field.dealer', width: 220, ellipsis: true },
    {
      prop: 'level',
      labelKey: 'cmLettersViews:field.level',
      width: 110,
      render: (_v, r) => (
        <Flex gap={4}>
          {t('cmLettersViews:levelN', { n: r.level })}
          {r.direct && <Tag color="blue">{t('cmLettersViews:direct')}</Tag>}
        </Flex>
      ),
    },
    { prop: 'grantorName', labelKey: 'cmLettersViews:field.grantor', width: 200, ellipsis: true },
    {
      prop: 'letterNo',
      labelKey: 'cmLettersViews:field.letterNo',
      width: 180,
      render: (_v, r) => <LetterNoLink id={r.letterId} letterNo={r.letterNo} />,
    },
    { prop: 'products', labelKey: 'cmLettersViews:field.product', width: 240, ellipsis: true },
    { prop: 'regions', labelKey: 'cmLettersViews:field.region', width: 160, ellipsis: true },
    ...(noHospitals ? [] : [{ prop: 'hospitals', labelKey: 'cmLettersViews:field.hospital', width: 200, ellipsis: true }]),
    { prop: 'validTo', labelKey: 'cmLettersViews:field.period', width: 200, render: (_v, r) => `${r.validFrom} ~ ${r.validTo}` },
    {
      prop: 'state',
      labelKey: 'cmLettersViews:field.state',
      width: 90,
      render: (_v, r) => <StateTag state={r.state} testId={`state-${r.letterId}`} />,
    },
  ];
  return (
    <Card title={t(noHospitals ? 'cmLettersViews:title.dealerNoHospital' : 'cmLettersViews:title.dealer')} data-testid="letter-dealer-page">
      <Flex vertical gap={12}>
        <Segmented
          value={noHospitals ? 'noHospital' : 'all'}
          options={[
            { value: 'all', label: t('cmLettersViews:dealerView.all') },
            { value: 'noHospital', label: t('cmLettersViews:dealerView.noHospital') },
          ]}
          onChange={(v) => void navigate(v === 'all' ? DEALER_PATH : DEALER_NO_HO_PATH)}
        />
        <SearchForm
          items={items}
          onSearch={(v) => list.runSearch({ ...v, ...base }, true)}
          onReset={(v) => list.runSearch({ ...v, ...base }, true)}
          loading={list.isFetching}
        />
        <DataTable<LetterDealerRow>
          columns={columns}
          data={list.rows}
          rowKey="letterId"
          loading={list.isFetching}
          headerSetting
          tableNo={noHospitals ? 'cmLetterDealersNoHo' : 'cmLetterDealers'}
          apiPath={CHANNEL_API.letterDealerPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          testId="letter-dealer-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}
