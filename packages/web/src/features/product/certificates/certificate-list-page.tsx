// /productManagement/registercard 注册证管理: registration and class I filing certificates the session
// sees (a manufacturer its own, the platform all), searched by number, product name, holder, class, kind
// and expiry status; expiry tags (expired red, within 30 days orange, within 60/90 days gold, '长期' for a
// filing); the Excel export of the search; 新增 with pd.registercard.edit.
import { useMemo } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import type { CertificateRow } from './certificates-api';
import { ClassLabel, ExpiryTag, KindLabel } from './certificate-parts';

export const CERTIFICATE_LIST_PATH = '/productManagement/registercard';
export const CERTIFICATE_ADD_PATH = '/productManagement/registercard/add';
export const CERTIFICATE_DETAIL_PATH = '/productManagement/registercard/details';
export const CERTIFICATE_EDIT_BUTTON = 'pd.registercard.edit';
const TABLE_NO = 'pdRegisterCardList';

function useSearchItems(): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'certNo', type: 'input', title: t('pdCertificates:field.certNo'), placeholder: t('pdCertificates:search.certNo') },
      {
        key: 'productName',
        type: 'input',
        title: t('pdCertificates:field.productName'),
        placeholder: t('pdCertificates:search.productName'),
      },
      { key: 'holderName', type: 'input', title: t('pdCertificates:field.holder'), placeholder: t('pdCertificates:search.holder') },
      {
        key: 'kind',
        type: 'select',
        title: t('pdCertificates:field.kind'),
        placeholder: t('pdCertificates:search.all'),
        attr: { allowClear: true },
        options: (['registration', 'filing'] as const).map((k) => ({ value: k, label: t(`pdCertificates:kind.${k}`) })),
      },
      {
        key: 'deviceClass',
        type: 'select',
        title: t('pdCertificates:field.deviceClass'),
        placeholder: t('pdCertificates:search.all'),
        attr: { allowClear: true },
        options: [1, 2, 3].map((c) => ({ value: c, label: t('pdCertificates:deviceClass', { roman: ['Ⅰ', 'Ⅱ', 'Ⅲ'][c - 1] }) })),
      },
      {
        key: 'expiryStatus',
        type: 'select',
        title: t('pdCertificates:field.expiryStatus'),
        placeholder: t('pdCertificates:search.all'),
        attr: { allowClear: true },
        options: (['valid', 'expiring', 'expired'] as const).map((s) => ({ value: s, label: t(`pdCertificates:expiryStatus.${s}`) })),
      },
    ],
    [t],
  );
}

function CertificateList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const searchItems = useSearchItems();
  const list = useListQuery<CertificateRow>({ url: PRODUCT_API.certificatePageList, pageKey: 'pageNum', scope: [companyId] });
  const exportBody = { ...list.search, ...(list.sort ? { sortField: list.sort.field, sortOrder: list.sort.order } : {}) };
  const openDetail = (id: number) => void navigate(`${CERTIFICATE_DETAIL_PATH}?id=${id}`);

  const columns: TableColumn<CertificateRow>[] = [
    { type: 'index' },
    {
      prop: 'certNo',
      labelKey: 'pdCertificates:field.certNo',
      width: 220,
      allowSort: true,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)} data-testid={`cert-${r.id}`}>
          {r.certNo}
        </Button>
      ),
    },
    { prop: 'kind', labelKey: 'pdCertificates:field.kind', width: 100, render: (_v, r) => <KindLabel kind={r.kind} /> },
    { prop: 'productName', labelKey: 'pdCertificates:field.productName', width: 220, ellipsis: true },
    { prop: 'holderName', labelKey: 'pdCertificates:field.holder', width: 220, ellipsis: true },
    {
      prop: 'deviceClass',
      labelKey: 'pdCertificates:field.deviceClass',
      width: 100,
      render: (_v, r) => <ClassLabel deviceClass={r.deviceClass} />,
    },
    { prop: 'issueDate', labelKey: 'pdCertificates:field.issueDate', width: 120 },
    {
      prop: 'expiryDate',
      labelKey: 'pdCertificates:field.expiryDate',
      width: 120,
      allowSort: true,
      render: (_v, r) => r.expiryDate ?? t('pdCertificates:expiry.longTerm'),
    },
    {
      prop: 'daysLeft',
      labelKey: 'pdCertificates:field.expiryStatus',
      width: 130,
      render: (_v, r) => <ExpiryTag daysLeft={r.daysLeft} testId={`expiry-${r.id}`} />,
    },
    { prop: 'currentVersion', labelKey: 'pdCertificates:field.version', width: 80, render: (_v, r) => `V${r.currentVersion}` },
    {
      prop: 'updatedAt',
      labelKey: 'pdCertificates:field.updatedAt',
      width: 170,
      allowSort: true,
      render: (_v, r) => showInstant(r.updatedAt),
    },
    {
      prop: 'id',
      labelKey: 'pdCertificates:field.actions',
      width: 140,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => openDetail(r.id)}>
            {t('pdCertificates:action.detail')}
          </Button>
          <Permission code={CERTIFICATE_EDIT_BUTTON}>
            <Button
              type="link"
              size="small"
              data-testid={`change-${r.id}`}
              onClick={() => void navigate(`${CERTIFICATE_ADD_PATH}?id=${r.id}&change=1`)}
            >
              {t('pdCertificates:action.change')}
            </Button>
          </Permission>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('pdCertificates:title.list')}
      data-testid="certificate-list-page"
      extra={
        <Flex gap={8}>
          <ExportButton url={PRODUCT_API.certificateExport} body={exportBody} disabled={!list.total}>
            {t('pdCertificates:action.export')}
          </ExportButton>
          <Permission code={CERTIFICATE_EDIT_BUTTON}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(CERTIFICATE_ADD_PATH)}
              data-testid="certificate-add"
            >
              {t('pdCertificates:action.add')}
            </Button>
          </Permission>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(v, true)}
          onReset={(v) => list.runSearch(v, true)}
          loading={list.isFetching}
        />
        <DataTable<CertificateRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO}
          apiPath={PRODUCT_API.certificatePageList}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          testId="certificate-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}

export function CertificateListPage() {
  return (
    <App component={false}>
      <CertificateList />
    </App>
  );
}
