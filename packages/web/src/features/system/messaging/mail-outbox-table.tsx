// The outbox tab of /systemSetup/mail-setting: every mail the company sent — kept locally (no SMTP server),
// sent, or failed with the server's reason — newest first, searched by recipient, status and time, paged;
// a row opens to its body.
import { useMemo, useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, type MailStatus } from '@medportal/contracts/system/messaging-rules';
import type { MailOutboxRow } from '@medportal/contracts/system/messaging.contract';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { MAIL_KEY, mailOutboxPage } from './messaging-api';

type Filter = { recipient?: string; status?: MailStatus; timeStart?: string; timeEnd?: string };
const STATUS_COLORS: Record<MailStatus, string> = { outbox: 'processing', sent: 'success', failed: 'error' };
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function MailOutboxTable() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const body = { ...filter, ...paging };
  const list = useQuery({
    queryKey: [...MAIL_KEY, 'outbox', body],
    queryFn: () => mailOutboxPage(body),
    placeholderData: keepPreviousData,
  });
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'recipient', type: 'input', title: t('sysMessaging:mail.outbox.recipient') },
      {
        key: 'status',
        type: 'select',
        title: t('sysMessaging:status'),
        options: MAIL_STATUSES.map((v) => ({ value: v, label: t(`sysMessaging:mailStatuses.${v}`) })),
      },
      { key: 'time', type: 'dateRange', title: t('sysMessaging:mail.outbox.createdAt'), rangeKeys: ['timeStart', 'timeEnd'] },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      recipient: text(v['recipient']),
      status: MAIL_STATUSES.find((x) => x === v['status']),
      timeStart: text(v['timeStart']),
      timeEnd: text(v['timeEnd']),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const columns: TableColumn<MailOutboxRow>[] = [
    { type: 'index' },
    { prop: 'createdAt', labelKey: 'sysMessaging:mail.outbox.createdAt', width: 170, render: (_v, r) => showInstant(r.createdAt) },
    { prop: 'recipient', labelKey: 'sysMessaging:mail.outbox.recipient', width: 220, ellipsis: true },
    { prop: 'subject', labelKey: 'sysMessaging:mail.outbox.subject', width: 280, ellipsis: true },
    {
      prop: 'status',
      labelKey: 'sysMessaging:status',
      width: 110,
      render: (_v, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`sysMessaging:mailStatuses.${r.status}`)}</Tag>,
    },
    { prop: 'error', labelKey: 'sysMessaging:mail.outbox.error', width: 240, ellipsis: true, render: (_v, r) => r.error || '-' },
  ];
  return (
    <Flex vertical gap={12} data-testid="mail-outbox">
      <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
      <DataTable
        columns={columns}
        data={list.data?.content ?? []}
        rowKey="id"
        loading={list.isFetching}
        indexOffset={(paging.page - 1) * paging.pageSize}
        expandedRowRender={(r) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`mail-body-${r.id}`}>
            {r.body}
          </Typography.Paragraph>
        )}
        emptyText={t('sysMessaging:mail.outbox.empty')}
        testId="mail-outbox-table"
      />
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </Flex>
  );
}
