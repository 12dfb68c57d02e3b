// 阅读回执 of a published notice: the users of its audience (enabled, seated in its companies), read
// ones first with the time they read it, then the unread ones; filtered by read / unread and by name,
// login or company; the counts are the whole audience's.
import { useMemo, useState } from 'react';
import { Drawer, Flex, Input, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeManageItem, NoticeReceipt, NoticeReceipts, ReceiptState } from '@medportal/contracts/worktable/notices.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { noticeReceipts, type ReceiptFilters } from './notices-api';
import { LoadError } from './notice-parts';
import { usePaged } from './use-paged';

export const RECEIPTS_DRAWER_WIDTH = 720;

function Receipts({ notice }: { notice: NoticeManageItem }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = usePaged<NoticeReceipt, ReceiptFilters, NoticeReceipts>(
    ['receipts', notice.id],
    (q) => noticeReceipts({ id: notice.id, ...q }),
    {},
  );
  const counts = list.query.data;
  const state = list.filters.state ?? 'all';

  const columns = useMemo<TableColumn<NoticeReceipt>[]>(
    () => [
      { type: 'index' },
      {
        prop: 'realName',
        labelKey: 'wbNotices:receipts.col.user',
        width: 170,
        render: (_v, r) => (r.realName ? `${r.realName}（${r.userName}）` : r.userName),
      },
      {
        prop: 'companyNames',
        labelKey: 'wbNotices:receipts.col.company',
        width: 220,
        // the table sizes to its content: a user of several companies keeps the drawer's width
        render: (_v, r) => (
          <Typography.Text ellipsis={{ tooltip: r.companyNames }} style={{ maxWidth: 200 }}>
            {r.companyNames || '-'}
          </Typography.Text>
        ),
      },
      {
        prop: 'readAt',
        labelKey: 'wbNotices:receipts.col.readAt',
        width: 170,
        render: (_v, r) =>
          r.readAt ? (
            <span data-testid={`read-at-${r.userName}`}>{showInstant(r.readAt)}</span>
          ) : (
            <Tag data-testid={`unread-${r.userName}`}>{t('wbNotices:receipts.unread')}</Tag>
          ),
      },
    ],
    [t],
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Text data-testid="receipts-summary">
        {t('wbNotices:receipts.summary', {
          audience: counts?.audienceCount ?? notice.audienceCount,
          read: counts?.readCount ?? notice.readCount,
          unread: counts?.unreadCount ?? notice.audienceCount - notice.readCount,
        })}
      </Typography.Text>
      <Flex gap={12} wrap align="center">
        <Segmented<ReceiptState | 'all'>
          value={state}
          onChange={(v) => list.search({ ...list.filters, state: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t('wbNotices:receipts.all') },
            { value: 'read', label: t('wbNotices:receipts.read') },
            { value: 'unread', label: t('wbNotices:receipts.unread') },
          ]}
          data-testid="receipts-state"
        />
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => list.search({ ...list.filters, keyword: v.trim() || undefined })}
          placeholder={t('wbNotices:receipts.keywordPlaceholder')}
          style={{ width: 260 }}
          data-testid="receipts-keyword"
        />
      </Flex>
      {list.query.isError && !list.query.isFetching ? (
        <LoadError onRetry={() => void list.query.refetch()} testId="receipts-error" />
      ) : (
        <>
          <DataTable<NoticeReceipt>
            columns={columns}
            data={list.rows}
            rowKey="userId"
            loading={list.query.isFetching}
            indexOffset={(list.page - 1) * list.pageSize}
            emptyText={list.query.isPending ? ' ' : <EmptyMask searched={list.searched} />}
            testId="receipts-table"
          />
          <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
        </>
      )}
    </Flex>
  );
}

export function ReceiptsDrawer({ notice, onClose }: { notice: NoticeManageItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={notice !== null}
      title={t('wbNotices:receipts.title', { title: notice?.title ?? '' })}
      size={RECEIPTS_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="receipts-drawer"
    >
      {notice && <Receipts notice={notice} />}
    </Drawer>
  );
}
