// /demo/search: the SearchForm over the current company's users (merchantUser/pageList) with the
// values it sends shown, results in a plain antd Table paged 20/30/50/100.
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@medportal/contracts/common/constants';
import type { MerchantUserPageBody, MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { SearchForm } from '../../kit/form/search-form';
import { useTableAccess } from '../../kit/table/table-access';
import type { SearchItem, SearchValues } from '../../kit/form/search-types';
import { fetchUserPage } from './form-demo-api';
import { FormDemoGate, ValueBlock } from './form-demo-gate';

const ROW_FIELDS = ['userName', 'realName', 'phone', 'email', 'companyName', 'deptName', 'status', 'createTime', 'lastLoginTime'] as const;

function SearchDemo() {
  const { t } = useTranslation();
  // the wide table scrolls sideways: its scroll area a tab stop (kit/table/table-access)
  const tableBox = useRef<HTMLDivElement>(null);
  useTableAccess(tableBox, t('table:scrollRegion'));
  const [filters, setFilters] = useState<SearchValues>({});
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });

  const items = useMemo<SearchItem[]>(
    () => [
      { key: 'userName', type: 'input', title: t('demoForm:user.userName') },
      { key: 'realName', type: 'input', title: t('demoForm:user.realName') },
      { key: 'phone', type: 'input', title: t('demoForm:user.phone') },
      {
        key: 'status',
        type: 'select',
        title: t('demoForm:user.status'),
        options: [
          { value: '1', label: t('demoForm:user.enabled') },
          { value: '0', label: t('demoForm:user.disabled') },
        ],
      },
      { key: 'createTime', type: 'dateRange', title: t('demoForm:user.createTime') },
    ],
    [t],
  );

  const body = { ...filters, ...paging } as MerchantUserPageBody;
  const query = useQuery({
    queryKey: ['demoForm', 'users', body],
    queryFn: () => fetchUserPage(body),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;

  // a field the server withheld (field permission) is absent from every row: no column for it
  const columns: TableColumnsType<MerchantUserRow> = ROW_FIELDS.filter(
    (field) => rows.length === 0 || rows.some((row) => field in row),
  ).map((field) => ({
    key: field,
    dataIndex: field,
    title: t(`demoForm:user.${field}`),
    render: (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v)),
  }));

  const apply = (values: SearchValues, fromSearch: boolean) => {
    setFilters(values);
    setSearched(fromSearch);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Flex vertical gap={16} data-testid="demo-search-page">
      <Card>
        <SearchForm items={items} loading={query.isFetching} onSearch={(v) => apply(v, true)} onReset={(v) => apply(v, false)} />
      </Card>
      <Card size="small" title={t('demoForm:search.sent')}>
        <ValueBlock value={body} testId="demo-search-sent" />
      </Card>
      <Card>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            title={t('demoForm:search.loadFailed')}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('demoForm:retry')}
              </Button>
            }
            style={{ marginBottom: 12 }}
            data-testid="demo-search-error"
          />
        )}
        <div ref={tableBox}>
          <Table<MerchantUserRow>
            rowKey="id"
            size="middle"
            data-testid="demo-search-table"
            columns={columns}
            dataSource={rows}
            loading={query.isFetching ? { description: t('demoForm:loading') } : false}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(searched ? 'demoForm:search.noResult' : 'demoForm:search.noData')}
                />
              ),
            }}
            pagination={
              total === 0
                ? false
                : {
                    current: paging.page,
                    pageSize: paging.pageSize,
                    total,
                    pageSizeOptions: PAGE_SIZES.map(String),
                    showSizeChanger: true,
                    showQuickJumper: true,
                    showTotal: (n) => t('demoForm:search.total', { total: n }),
                    onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
                  }
            }
          />
        </div>
      </Card>
    </Flex>
  );
}

export function FormDemoSearchPage() {
  return (
    <FormDemoGate>
      <SearchDemo />
    </FormDemoGate>
  );
}
