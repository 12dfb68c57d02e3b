// /basicData/enterprise/<list>/detail?id=N: the relation (contact, phone, region, level, cooperation
// period, status, remark), the partner company (name, type, credit code, authentication), its current
// qualification files with expiry tags, the trading summary and the orders between the two companies
// (either direction, newest first, paged). 编辑 with cm.enterprise.<kind>.edit.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Space, Spin, Statistic, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Permission } from '../../../kit/permission/permission';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { partnerDetail, partnerTrades, type PartnerDetail, type PartnerTrade } from './partners-api';
import { useKindScreen } from './partner-kind';
import { ApproveTag, CompanyTypeTag, FileExpiryTag } from './partner-parts';

type PartnerFile = PartnerDetail['files'][number];

/** fen as yuan with two decimals and grouping: 123456 → ¥1,234.56 */
export const yuan = (fen: number): string =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Trades({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const trades = useQuery({
    queryKey: ['cmPartners', 'trades', id, page, pageSize],
    queryFn: () => partnerTrades(id, page, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <Flex vertical gap={12}>
      <Table<PartnerTrade>
        rowKey="orderId"
        size="small"
        loading={trades.isFetching}
        dataSource={trades.data?.content ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="trades-table"
        columns={[
          { key: 'orderCode', dataIndex: 'orderCode', title: t('cmPartners:trade.orderCode'), width: 200 },
          {
            key: 'direction',
            title: t('cmPartners:trade.direction'),
            width: 100,
            render: (_v, r) => <Tag color={r.direction === 'buy' ? 'blue' : 'purple'}>{t(`cmPartners:trade.${r.direction}`)}</Tag>,
          },
          {
            key: 'orderType',
            title: t('cmPartners:trade.orderType'),
            width: 110,
            render: (_v, r) => t(`cmPartners:orderType.${r.orderType}`, { defaultValue: r.orderType }),
          },
          {
            key: 'status',
            title: t('cmPartners:trade.status'),
            width: 110,
            render: (_v, r) => t(`cmPartners:orderStatus.${r.status}`, { defaultValue: r.status }),
          },
          { key: 'totalFen', title: t('cmPartners:trade.amount'), width: 140, align: 'right', render: (_v, r) => yuan(r.totalFen) },
          { key: 'createdAt', title: t('cmPartners:trade.createdAt'), width: 170, render: (_v, r) => showInstant(r.createdAt) },
        ]}
      />
      <PaginationFooter
        total={trades.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(p, s) => {
          setPage(p);
          setPageSize(s);
        }}
      />
    </Flex>
  );
}

function Detail({ detail }: { detail: PartnerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screen = useKindScreen();
  const r = detail.relation;
  const p = detail.partner;
  const dash = (v: string | null | undefined) => v || '—';

  return (
    <Flex vertical gap={16} data-testid="partner-detail-page">
      <Card
        title={t('cmPartners:title.detail', { kind: t(`cmPartners:kind.${screen.kind}`) })}
        extra={
          <Space>
            <Button onClick={() => void navigate(screen.listPath)}>{t('cmPartners:action.back')}</Button>
            {detail.canEdit && (
              <Permission code={screen.editCode}>
                <Button type="primary" data-testid="partner-edit" onClick={() => void navigate(`${screen.editPath}?id=${r.id}`)}>
                  {t('cmPartners:action.edit')}
                </Button>
              </Permission>
            )}
          </Space>
        }
      >
        <Descriptions
          title={t('cmPartners:detail.company')}
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'name', label: t('cmPartners:field.partnerName'), children: p.companyName },
            { key: 'code', label: t('cmPartners:field.creditCode'), children: dash(p.creditCode) },
            { key: 'type', label: t('cmPartners:field.companyType'), children: <CompanyTypeTag type={p.companyType} /> },
            { key: 'approve', label: t('cmPartners:field.approveStatus'), children: <ApproveTag status={p.approveStatus} /> },
            { key: 'companyCode', label: t('cmPartners:field.companyCode'), children: p.companyCode },
          ]}
        />
        <Descriptions
          title={t('cmPartners:detail.relation')}
          size="small"
          style={{ marginTop: 16 }}
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'contact', label: t('cmPartners:field.contactName'), children: dash(r.contactName) },
            { key: 'phone', label: t('cmPartners:field.contactPhone'), children: dash(r.contactPhone) },
            { key: 'region', label: t('cmPartners:field.region'), children: dash(r.regionName) },
            { key: 'level', label: t('cmPartners:field.level'), children: dash(r.level) },
            {
              key: 'period',
              label: t('cmPartners:field.cooperation'),
              children:
                r.cooperationFrom || r.cooperationTo
                  ? `${r.cooperationFrom ?? ''} ~ ${r.cooperationTo ?? t('cmPartners:detail.open')}`
                  : '—',
            },
            {
              key: 'status',
              label: t('cmPartners:field.status'),
              children: (
                <Tag color={r.enabled ? 'green' : 'default'}>
                  {t(r.enabled ? 'cmPartners:status.enabled' : 'cmPartners:status.disabled')}
                </Tag>
              ),
            },
            { key: 'createdAt', label: t('cmPartners:field.createdAt'), children: showInstant(r.createdAt) },
            { key: 'remark', label: t('cmPartners:field.remark'), children: dash(r.remark), span: 2 },
          ]}
        />
      </Card>
      <Card title={t('cmPartners:detail.files')}>
        <Table<PartnerFile>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.files}
          locale={{ emptyText: t('cmPartners:detail.noFiles') }}
          data-testid="files-table"
          columns={[
            {
              key: 'type',
              dataIndex: 'fileType',
              title: t('cmPartners:file.type'),
              render: (_v, f) => t(`cmPartners:fileType.${f.fileType}`),
            },
            { key: 'no', dataIndex: 'fileNo', title: t('cmPartners:file.no') },
            {
              key: 'validity',
              title: t('cmPartners:file.validity'),
              render: (_v, f) => `${f.validFrom ?? ''} ~ ${f.validTo ?? t('cmPartners:expiry.longTerm')}`,
            },
            {
              key: 'expiry',
              title: t('cmPartners:file.expiry'),
              render: (_v, f) => <FileExpiryTag daysLeft={f.daysLeft} testId={`file-expiry-${f.id}`} />,
            },
            { key: 'version', title: t('cmPartners:file.version'), render: (_v, f) => `V${f.currentVersion}` },
          ]}
        />
      </Card>
      <Card title={t('cmPartners:detail.trades')}>
        <Flex gap={48} wrap style={{ marginBottom: 16 }} data-testid="trade-summary">
          <Statistic title={t('cmPartners:trade.orderCount')} value={detail.trades.orderCount} />
          <Statistic title={t('cmPartners:trade.buyCount')} value={detail.trades.buyCount} />
          <Statistic title={t('cmPartners:trade.sellCount')} value={detail.trades.sellCount} />
          <Statistic title={t('cmPartners:trade.totalAmount')} value={yuan(detail.trades.totalFen)} />
          <Statistic
            title={t('cmPartners:trade.lastOrderAt')}
            value={detail.trades.lastOrderAt ? showInstant(detail.trades.lastOrderAt) : '—'}
          />
        </Flex>
        <Trades id={r.id} />
      </Card>
    </Flex>
  );
}

export function PartnerDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const detail = useQuery({ queryKey: ['cmPartners', 'detail', id], queryFn: () => partnerDetail(id!), enabled: id !== null });
  let body;
  if (id === null) body = <Result status="warning" title={t('cmPartners:detail.badId')} />;
  else if (detail.isPending) body = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  else if (detail.isError) body = <Alert type="error" showIcon message={t('cmPartners:detail.loadFailed')} />;
  else body = <Detail detail={detail.data} />;
  return <App component={false}>{body}</App>;
}
