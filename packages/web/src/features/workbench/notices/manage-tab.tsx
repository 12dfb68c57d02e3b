// 发布管理 of /worktable/moreNotices (button wt.notice.publish): the notices of the session's company
// (the platform's for a platform session) with their state, audience and read count x/y; a draft is
// edited, published (now or at a set time) or deleted; a published one withdrawn (readers no longer see
// it) or its read receipts opened; a withdrawn one deleted. Withdrawing and deleting ask first.
import { useMemo, useState } from 'react';
import { App, Button, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { NoticeLevel, NoticeManageItem, NoticeStatus } from '@medportal/contracts/worktable/notices.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { deleteNotice, managePage, withdrawNotice, type ManageFilters } from './notices-api';
import { LevelTag, LoadError, StatusTag, useAudienceText } from './notice-parts';
import { NoticeFormDrawer } from './notice-form-drawer';
import { PublishDialog } from './publish-dialog';
import { ReceiptsDrawer } from './receipts-drawer';
import { NOTICES_KEY, usePaged } from './use-paged';

const STATUSES: NoticeStatus[] = ['draft', 'scheduled', 'published', 'withdrawn'];

export function ManageTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const audienceText = useAudienceText();
  const list = usePaged<NoticeManageItem, ManageFilters>(['manage'], managePage, {});
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [publishing, setPublishing] = useState<NoticeManageItem | null>(null);
  const [receipts, setReceipts] = useState<NoticeManageItem | null>(null);

  // the manage list, the reader's list and the worktable's card all change
  const refresh = () => {
    void client.invalidateQueries({ queryKey: NOTICES_KEY });
    void client.invalidateQueries({ queryKey: ['worktable', 'notices'] });
  };

  const withdraw = async (n: NoticeManageItem) => {
    try {
      await confirm({
        content: t('wbNotices:confirm.withdraw', { title: n.title }),
        okText: t('wbNotices:actions.withdraw'),
        danger: true,
      });
      await withdrawNotice(n.id);
      void message.success(t('wbNotices:done.withdrawn'));
      refresh();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };
  const remove = async (n: NoticeManageItem) => {
    try {
      await confirm({ content: t('wbNotices:confirm.delete', { title: n.title }), size: 'delete', okText: t('wbNotices:actions.delete') });
      await deleteNotice(n.id);
      void message.success(t('wbNotices:done.deleted'));
      refresh();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('wbNotices:search.title'), placeholder: t('wbNotices:search.titlePlaceholder') },
      {
        key: 'status',
        type: 'select',
        title: t('wbNotices:search.status'),
        placeholder: t('wbNotices:search.all'),
        attr: { allowClear: true },
        options: STATUSES.map((s) => ({ value: s, label: t(`wbNotices:status.${s}`) })),
      },
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

  const link = (label: string, onClick: () => void, testId: string, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick} data-testid={testId} style={{ paddingInline: 0 }}>
      {label}
    </Button>
  );

  const columns: TableColumn<NoticeManageItem>[] = [
    { type: 'index' },
    {
      prop: 'title',
      labelKey: 'wbNotices:col.title',
      width: 250,
      render: (_v, n) => (
        <Space size={4} data-testid={`manage-row-${n.id}`}>
          <LevelTag level={n.level} />
          <Typography.Text ellipsis={{ tooltip: n.title }} style={{ maxWidth: 200 }}>
            {n.title}
          </Typography.Text>
        </Space>
      ),
    },
    { prop: 'status', labelKey: 'wbNotices:col.status', width: 90, render: (_v, n) => <StatusTag status={n.status} /> },
    {
      prop: 'audience',
      labelKey: 'wbNotices:col.audience',
      width: 170,
      render: (_v, n) => (
        <Typography.Text ellipsis={{ tooltip: audienceText(n) }} style={{ maxWidth: 160 }}>
          {audienceText(n)}
        </Typography.Text>
      ),
    },
    {
      prop: 'readCount',
      labelKey: 'wbNotices:col.readCount',
      width: 90,
      render: (_v, n) =>
        n.status === 'draft' ? (
          '-'
        ) : (
          <span data-testid={`read-count-${n.id}`}>
            {n.readCount}/{n.audienceCount}
          </span>
        ),
    },
    {
      prop: 'publishedAt',
      labelKey: 'wbNotices:col.publishedAt',
      width: 150,
      render: (_v, n) => (n.publishedAt ? showInstant(n.publishedAt, 'minute') : '-'),
    },
    // shown through the column setting
    { prop: 'createdBy', labelKey: 'wbNotices:col.createdBy', width: 100, show: false, render: (_v, n) => n.createdBy || '-' },
    {
      prop: 'id',
      labelKey: 'wbNotices:col.actions',
      width: 150,
      fixed: 'right',
      render: (_v, n) => (
        <Space size={12}>
          {n.status === 'draft' && link(t('wbNotices:actions.edit'), () => setEditing(n.id), `edit-${n.id}`)}
          {n.status === 'draft' && link(t('wbNotices:actions.publish'), () => setPublishing(n), `publish-${n.id}`)}
          {(n.status === 'published' || n.status === 'scheduled') &&
            link(t('wbNotices:actions.receipts'), () => setReceipts(n), `receipts-${n.id}`)}
          {(n.status === 'published' || n.status === 'scheduled') &&
            link(t('wbNotices:actions.withdraw'), () => void withdraw(n), `withdraw-${n.id}`, true)}
          {n.status === 'withdrawn' && link(t('wbNotices:actions.receipts'), () => setReceipts(n), `receipts-${n.id}`)}
          {(n.status === 'draft' || n.status === 'withdrawn') &&
            link(t('wbNotices:actions.delete'), () => void remove(n), `delete-${n.id}`, true)}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchForm
        items={searchItems}
        loading={list.query.isFetching}
        onSearch={(v: SearchValues) =>
          list.search({
            keyword: v.keyword as string | undefined,
            status: v.status as NoticeStatus | undefined,
            level: v.level as NoticeLevel | undefined,
          })
        }
        onReset={() => list.search({})}
      />
      <Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="notice-create">
          {t('wbNotices:actions.create')}
        </Button>
      </Flex>
      {list.query.isError && !list.query.isFetching ? (
        <LoadError onRetry={() => void list.query.refetch()} testId="manage-error" />
      ) : (
        <>
          <DataTable<NoticeManageItem>
            columns={columns}
            data={list.rows}
            rowKey="id"
            headerSetting
            tableNo="wbNoticeManageList"
            apiPath={WORKTABLE_API.noticeManagePageList}
            loading={list.query.isFetching}
            indexOffset={(list.page - 1) * list.pageSize}
            emptyText={list.query.isPending ? ' ' : <EmptyMask searched={list.searched} />}
            testId="manage-table"
          />
          <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
        </>
      )}
      <NoticeFormDrawer editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <PublishDialog
        notice={publishing}
        onClose={() => setPublishing(null)}
        onDone={() => {
          setPublishing(null);
          refresh();
        }}
      />
      <ReceiptsDrawer notice={receipts} onClose={() => setReceipts(null)} />
    </Flex>
  );
}
