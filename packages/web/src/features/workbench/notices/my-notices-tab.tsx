// 通知公告 of /worktable/moreNotices: the notices the user may read, newest first, searched by title and
// importance, optionally only the unread ones; an unread one carries a dot; a title opens
// /worktable/articleDetail; '全部标为已读' marks every visible notice read.
import { useMemo } from 'react';
import { App, Badge, Button, Checkbox, Flex, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NoticeItem, NoticeLevel } from '@medportal/contracts/worktable/notices.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { markRead, noticePage, type ReaderFilters } from './notices-api';
import { LevelTag, LoadError } from './notice-parts';
import { NOTICES_KEY, usePaged } from './use-paged';

export const articlePath = (id: number) => `/worktable/articleDetail?id=${id}`;

export function MyNoticesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = usePaged<NoticeItem, ReaderFilters>(['mine'], noticePage, {});

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('wbNotices:search.title'), placeholder: t('wbNotices:search.titlePlaceholder') },
      {
        key: 'level',
        type: 'select',
        title: t('wbNotices:search.level'),
        placeholder: t('wbNotices:search.all'),
        attr: { allowClear: true },
        options: [
          { value: 'important', label: t('wbNotices:level.important') },
          { value: 'normal', label: t('wbNotices:level.normal') },
        ],
      },
    ],
    [t],
  );

  const markAll = async () => {
    try {
      const { marked } = await markRead({ all: true });
      void message.success(t('wbNotices:mine.markedAll', { count: marked }));
      await client.invalidateQueries({ queryKey: NOTICES_KEY });
      // the worktable's notice card shows the same read marks
      await client.invalidateQueries({ queryKey: ['worktable', 'notices'] });
    } catch {
      // the request layer showed the server's message
    }
  };

  const columns: TableColumn<NoticeItem>[] = [
    { type: 'index' },
    {
      prop: 'title',
      labelKey: 'wbNotices:col.title',
      width: 520,
      render: (_v, n) => (
        <Space size={4} data-read={n.read ? 'read' : 'unread'} data-testid={`notice-row-${n.id}`}>
          {!n.read && <Badge status="processing" title={t('wbNotices:mine.unread')} data-testid="unread-dot" />}
          <LevelTag level={n.level} />
          <Link to={articlePath(n.id)} data-testid="notice-open">
            <Typography.Text strong={!n.read} type={n.read ? 'secondary' : undefined} style={{ color: 'inherit' }}>
              {n.title}
            </Typography.Text>
          </Link>
        </Space>
      ),
    },
    {
      prop: 'companyName',
      labelKey: 'wbNotices:col.publisher',
      width: 220,
      ellipsis: true,
      render: (_v, n) => (n.platformWide ? t('wbNotices:platform') : n.companyName || '-'),
    },
    { prop: 'publishedAt', labelKey: 'wbNotices:col.publishedAt', width: 170, render: (_v, n) => showInstant(n.publishedAt, 'minute') },
  ];

  const unreadOnly = Boolean(list.filters.unreadOnly);
  return (
    <Flex vertical gap={12}>
      <SearchForm
        items={searchItems}
        loading={list.query.isFetching}
        onSearch={(v: SearchValues) =>
          list.search({ keyword: v.keyword as string | undefined, level: v.level as NoticeLevel | undefined, unreadOnly })
        }
        onReset={() => list.search({ unreadOnly })}
      />
      <Flex justify="space-between" align="center">
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => list.search({ ...list.filters, unreadOnly: e.target.checked })}
          data-testid="unread-only"
        >
          {t('wbNotices:mine.unreadOnly')}
        </Checkbox>
        <Button onClick={() => void markAll()} data-testid="mark-all-read">
          {t('wbNotices:mine.markAllRead')}
        </Button>
      </Flex>
      {list.query.isError && !list.query.isFetching ? (
        <LoadError onRetry={() => void list.query.refetch()} testId="my-notices-error" />
      ) : (
        <>
          <DataTable<NoticeItem>
            columns={columns}
            data={list.rows}
            rowKey="id"
            loading={list.query.isFetching}
            indexOffset={(list.page - 1) * list.pageSize}
            emptyText={list.query.isPending ? ' ' : <EmptyMask searched={list.searched} />}
            testId="my-notices-table"
          />
          <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
        </>
      )}
    </Flex>
  );
}
