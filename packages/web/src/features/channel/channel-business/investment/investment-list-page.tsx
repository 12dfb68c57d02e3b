// /basicData/investmentEntry 招商管理. A manufacturer: its entries with the applications in all and still
// pending, 发布招商 and per open entry 编辑 / 关闭招商 (with a confirm) behind cm.investment.edit. A
// distributor: the open entries of every manufacturer with its own application's status and 申请代理
// behind cm.investment.apply. Search by title, product line, province or city (and status for the
// manufacturer); saved columns, paging, sorting by deadline and publish time.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type { InvestmentStatus } from '@medportal/contracts/channel/investment.contract';
import { useConfirm } from '../../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../../kit/form/search-form';
import type { SearchItem, SearchOption } from '../../../../kit/form/search-types';
import { Permission } from '../../../../kit/permission/permission';
import type { TableColumn } from '../../../../kit/table/columns';
import { DataTable } from '../../../../kit/table/data-table';
import { PaginationFooter } from '../../../../kit/table/pagination-footer';
import { useListQuery } from '../../../../kit/table/use-list-query';
import { useSessionStore } from '../../../../lib/session-store';
import { showInstant } from '../../../../lib/time';
import { closeInvestment, investmentKeys, investmentOptions, type InvestmentOptions, type InvestmentRow } from './investment-api';
import {
  ApplicationStatusTag,
  ApplyDialog,
  EntryStatusTag,
  INVESTMENT_ADD_PATH,
  INVESTMENT_APPLY_BUTTON,
  INVESTMENT_EDIT_BUTTON,
  INVESTMENT_READ_PATH,
} from './investment-parts';

const STATUSES: readonly InvestmentStatus[] = ['open', 'closed'];

const regionOptions = (o: InvestmentOptions | undefined): SearchOption[] =>
  (o?.regions ?? []).map((p) => ({ value: p.code, label: p.name, children: p.children.map((c) => ({ value: c.code, label: c.name })) }));

function useSearchItems(owner: boolean, options: InvestmentOptions | undefined): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'title', type: 'input', title: t('cmInvestment:field.title'), placeholder: t('cmInvestment:search.title') },
      {
        key: 'productLineCode',
        type: 'select',
        title: t('cmInvestment:field.productLine'),
        placeholder: t('cmInvestment:search.all'),
        attr: { allowClear: true },
        options: (options?.productLines ?? []).map((l) => ({ value: l.code, label: l.name })),
      },
      {
        key: 'regionCode',
        type: 'cascader',
        title: t('cmInvestment:field.regions'),
        placeholder: t('cmInvestment:search.region'),
        attr: { changeOnSelect: true, allowClear: true, showSearch: true },
        options: regionOptions(options),
      },
      ...(owner
        ? [
            {
              key: 'status',
              type: 'select' as const,
              title: t('cmInvestment:field.status'),
              placeholder: t('cmInvestment:search.all'),
              attr: { allowClear: true },
              options: STATUSES.map((s) => ({ value: s, label: t(`cmInvestment:status.${s}`) })),
            },
          ]
        : []),
    ],
    [t, owner, options],
  );
}

function InvestmentList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const client = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const owner = session?.companyType === 'FC';
  const options = useQuery({ queryKey: investmentKeys.options, queryFn: investmentOptions });
  const searchItems = useSearchItems(owner, options.data);
  const list = useListQuery<InvestmentRow>({
    url: CHANNEL_API.investmentPageList,
    pageKey: 'pageNum',
    scope: [...investmentKeys.all, session?.companyId],
  });
  const [applying, setApplying] = useState<InvestmentRow | null>(null);
  const openDetail = (id: number) => void navigate(`${INVESTMENT_READ_PATH}?id=${id}`);

  const close = async (row: InvestmentRow) => {
    try {
      await confirm({
        title: t('cmInvestment:confirm.closeTitle'),
        content: t('cmInvestment:confirm.close', { title: row.title }),
        danger: true,
      });
      await closeInvestment(row.id);
      void message.success(t('cmInvestment:confirm.closed'));
      await client.invalidateQueries({ queryKey: investmentKeys.all });
      void list.refetch();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const columns: TableColumn<InvestmentRow>[] = [
    { type: 'index' },
    {
      prop: 'title',
      labelKey: 'cmInvestment:field.title',
      width: 240,
      allowSort: true,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)} data-testid={`entry-${r.id}`}>
          {r.title}
        </Button>
      ),
    },
    ...(owner
      ? []
      : [{ prop: 'companyName', labelKey: 'cmInvestment:field.company', width: 200, ellipsis: true } as TableColumn<InvestmentRow>]),
    { prop: 'productLineName', labelKey: 'cmInvestment:field.productLine', width: 140 },
    {
      prop: 'regions',
      labelKey: 'cmInvestment:field.regions',
      width: 220,
      ellipsis: true,
      render: (_v, r) => r.regions.map((x) => x.name).join('、'),
    },
    { prop: 'deadline', labelKey: 'cmInvestment:field.deadline', width: 120, allowSort: true },
    {
      prop: 'status',
      labelKey: 'cmInvestment:field.status',
      width: 100,
      render: (_v, r) => <EntryStatusTag status={r.status} expired={r.expired} testId={`status-${r.id}`} />,
    },
    ...(owner
      ? [
          {
            prop: 'applicationCount',
            labelKey: 'cmInvestment:field.applications',
            width: 120,
            render: (_v, r) => (
              <span data-testid={`count-${r.id}`}>
                {r.applicationCount}
                {r.pendingCount > 0 && (
                  <Typography.Text type="warning">{` (${t('cmInvestment:field.pendingCount', { n: r.pendingCount })})`}</Typography.Text>
                )}
              </span>
            ),
          } as TableColumn<InvestmentRow>,
        ]
      : [
          {
            prop: 'myApplicationStatus',
            labelKey: 'cmInvestment:field.myStatus',
            width: 110,
            render: (_v, r) => <ApplicationStatusTag status={r.myApplicationStatus} testId={`mine-${r.id}`} />,
          } as TableColumn<InvestmentRow>,
        ]),
    {
      prop: 'createdAt',
      labelKey: 'cmInvestment:field.createdAt',
      width: 170,
      allowSort: true,
      render: (_v, r) => showInstant(r.createdAt),
    },
    {
      prop: 'id',
      labelKey: 'cmInvestment:field.actions',
      width: 180,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => openDetail(r.id)}>
            {t('cmInvestment:action.detail')}
          </Button>
          {owner && r.status === 'open' && (
            <Permission code={INVESTMENT_EDIT_BUTTON}>
              <Button
                type="link"
                size="small"
                data-testid={`edit-${r.id}`}
                onClick={() => void navigate(`${INVESTMENT_ADD_PATH}?id=${r.id}`)}
              >
                {t('cmInvestment:action.edit')}
              </Button>
              <Button type="link" size="small" danger data-testid={`close-${r.id}`} onClick={() => void close(r)}>
                {t('cmInvestment:action.close')}
              </Button>
            </Permission>
          )}
          {!owner && r.myApplicationStatus === null && !r.expired && (
            <Permission code={INVESTMENT_APPLY_BUTTON}>
              <Button type="link" size="small" data-testid={`apply-${r.id}`} onClick={() => setApplying(r)}>
                {t('cmInvestment:action.apply')}
              </Button>
            </Permission>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('cmInvestment:title.list')}
      data-testid="investment-list-page"
      extra={
        owner && (
          <Permission code={INVESTMENT_EDIT_BUTTON}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(INVESTMENT_ADD_PATH)} data-testid="investment-add">
              {t('cmInvestment:action.publish')}
            </Button>
          </Permission>
        )
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(v, true)}
          onReset={(v) => list.runSearch(v, true)}
          loading={list.isFetching}
        />
        <DataTable<InvestmentRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={owner ? 'cmInvestmentOwn' : 'cmInvestmentOpen'}
          apiPath={CHANNEL_API.investmentPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          testId="investment-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <ApplyDialog
        entry={applying}
        onClose={() => {
          setApplying(null);
          void list.refetch();
        }}
      />
    </Card>
  );
}

export function InvestmentListPage() {
  return (
    <App component={false}>
      <InvestmentList />
    </App>
  );
}
