// /systemSetup/smsSet/historyRecord 短信发送记录 (platform): every text sent through the outbox, newest first, with
// its verification code masked (the server never answers it) — searched by phone, type, status and time,
// paged, exported to Excel.
import { useMemo, useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SMS_STATUSES, SMS_TEMPLATE_TYPES, type SmsStatus, type SmsTemplateType } from '@medportal/contracts/system/messaging-rules';
import type { SmsHistoryRow } from '@medportal/contracts/system/messaging.contract';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { SMS_HISTORY_EXPORT_URL, SMS_KEY, smsHistoryPage } from './messaging-api';
import { SMS_SET_PATH } from './messaging-paths';

type Filter = { phone?: string; type?: SmsTemplateType; status?: SmsStatus; timeStart?: string; timeEnd?: string };
const STATUS_COLORS: Record<SmsStatus, string> = { valid: 'processing', consumed: 'success', expired: 'default' };

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function SmsHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const body = { ...filter, ...paging };
  const list = useQuery({
    queryKey: [...SMS_KEY, 'history', body],
    queryFn: () => smsHistoryPage(body),
    placeholderData: keepPreviousData,
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'phone', type: 'input', title: t('sysMessaging:sms.history.phone') },
      {
        key: 'type',
        type: 'select',
        title: t('sysMessaging:sms.history.type'),
        options: SMS_TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`sysMessaging:smsTypes.${v}`) })),
      },
      {
        key: 'status',
        type: 'select',
        title: t('sysMessaging:status'),
        options: SMS_STATUSES.map((v) => ({ value: v, label: t(`sysMessaging:smsStatuses.${v}`) })),
      },
      { key: 'time', type: 'dateRange', title: t('sysMessaging:sms.history.sentAt'), rangeKeys: ['timeStart', 'timeEnd'] },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      phone: text(v['phone']),
      type: SMS_TEMPLATE_TYPES.find((x) => x === v['type']),
      status: SMS_STATUSES.find((x) => x === v['status']),
      timeStart: text(v['timeStart']),
      timeEnd: text(v['timeEnd']),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: TableColumn<SmsHistoryRow>[] = [
    { type: 'index' },
    { prop: 'sentAt', labelKey: 'sysMessaging:sms.history.sentAt', width: 170, render: (_v, r) => showInstant(r.sentAt) },
    { prop: 'phone', labelKey: 'sysMessaging:sms.history.phone', width: 130 },
    {
      prop: 'type',
      labelKey: 'sysMessaging:sms.history.type',
      width: 140,
      render: (_v, r) => t(`sysMessaging:smsTypes.${r.type}`, { defaultValue: r.typeName }),
    },
    { prop: 'content', labelKey: 'sysMessaging:sms.history.content', width: 380 },
    {
      prop: 'provider',
      labelKey: 'sysMessaging:sms.history.provider',
      width: 110,
      render: (_v, r) => t(`sysMessaging:providerTypes.${r.provider}`, { defaultValue: r.provider }),
    },
    {
      prop: 'status',
      labelKey: 'sysMessaging:status',
      width: 100,
      render: (_v, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`sysMessaging:smsStatuses.${r.status}`)}</Tag>,
    },
    { prop: 'expiresAt', labelKey: 'sysMessaging:sms.history.expiresAt', width: 170, render: (_v, r) => showInstant(r.expiresAt) },
  ];

  return (
    <Card
      title={t('sysMessaging:sms.history.title')}
      data-testid="sms-history-page"
      extra={<Button onClick={() => void navigate(SMS_SET_PATH)}>{t('sysMessaging:sms.title')}</Button>}
    >
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysMessaging:sms.history.masked')}</Typography.Text>
          <ExportButton url={SMS_HISTORY_EXPORT_URL} body={filter} disabled={!list.data?.totalElements} />
        </Flex>
        <DataTable
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          loading={list.isFetching}
          indexOffset={(paging.page - 1) * paging.pageSize}
          emptyText={t('sysMessaging:sms.history.empty')}
          testId="sms-history-table"
        />
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Flex>
    </Card>
  );
}
