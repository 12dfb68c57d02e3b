// The training video list of the worktable (/worktable/video) and of the new workbench
// (/newWorkbench/videoList): search by title, cards, paging and the player; the platform's managers
// (the list says canManage, the button wt.video.manage) add, edit and delete.
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Input, Skeleton } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission, usePermission } from '../../../kit/permission/permission';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { VideoCards } from './video-cards';
import { VideoFormDrawer } from './video-form-drawer';
import { VideoPlayer } from './video-player';
import { deleteVideo, fetchVideoPage, type VideoItem } from './videos-api';

export const VIDEO_MANAGE = 'wt.video.manage';
const KEY = ['wbVideos', 'videos'];

export function VideoLibrary({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const holdsButton = usePermission(VIDEO_MANAGE);
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const [editing, setEditing] = useState<{ video: VideoItem | null } | null>(null);
  const query = useQuery({
    queryKey: [...KEY, companyId, search, paging],
    queryFn: () => fetchVideoPage({ ...paging, title: search || undefined }),
    placeholderData: keepPreviousData,
  });
  const manager = holdsButton && Boolean(query.data?.canManage);
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });

  const remove = async (video: VideoItem) => {
    try {
      await confirm({ size: 'delete', content: t('wbVideos:list.deleteConfirm', { title: video.title }) });
      await deleteVideo(video.id);
      void message.success(t('wbVideos:list.deleted'));
      refresh();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  // the actions act themselves and do not open the player
  const actionsOf = (video: VideoItem) => [
    <span key="edit" onClick={(e) => e.stopPropagation()}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ video })} data-testid={`video-edit-${video.id}`}>
        {t('wbVideos:list.edit')}
      </Button>
    </span>,
    <span key="delete" onClick={(e) => e.stopPropagation()}>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={() => void remove(video)}
        data-testid={`video-delete-${video.id}`}
      >
        {t('wbVideos:list.delete')}
      </Button>
    </span>,
  ];

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError && !query.isFetching)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wbVideos:list.loadFailed')}
        data-testid={`${testId}-error`}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('wbVideos:retry')}
          </Button>
        }
      />
    );
  else if (!query.data?.content.length)
    body = <Empty description={t(search ? 'wbVideos:list.noMatch' : 'wbVideos:list.empty')} data-testid={`${testId}-empty`} />;
  else body = <VideoCards videos={query.data.content} onPlay={setPlaying} actionsOf={manager ? actionsOf : undefined} />;

  return (
    <Card
      title={title}
      data-testid={testId}
      extra={
        manager && (
          <Permission code={VIDEO_MANAGE}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ video: null })} data-testid="video-add">
              {t('wbVideos:list.add')}
            </Button>
          </Permission>
        )
      }
    >
      <Flex vertical gap={16}>
        <Input.Search
          allowClear
          placeholder={t('wbVideos:list.search')}
          style={{ maxWidth: 320 }}
          loading={query.isFetching}
          onSearch={(value) => {
            setSearch(value.trim());
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          data-testid="video-search"
        />
        {body}
        {(query.data?.totalElements ?? 0) > 0 && (
          <PaginationFooter
            total={query.data?.totalElements ?? 0}
            page={paging.pageNum}
            pageSize={paging.pageSize}
            onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
          />
        )}
      </Flex>
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
      {manager && (
        <VideoFormDrawer open={Boolean(editing)} video={editing?.video ?? null} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
    </Card>
  );
}
