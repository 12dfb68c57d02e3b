// /worktable/articleDetail?id= : one notice in full — title, importance, publisher, time, the body
// (HTML the server sanitised) and its attachments; opening it marks it read. A notice the user may not
// read (withdrawn, not yet published, another audience) is '公告不存在或已撤回'.
import { useEffect } from 'react';
import { Alert, Card, Descriptions, Divider, Flex, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { showInstant } from '../../../lib/time';
import { noticeDetail } from './notices-api';
import { AttachmentList, LevelTag, LoadError, NoticeBody } from './notice-parts';
import { NOTICES_KEY } from './use-paged';

export const MORE_NOTICES_PATH = '/worktable/moreNotices';

const idOf = (raw: string | null): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

export function ArticleDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useQuery({
    queryKey: [...NOTICES_KEY, 'detail', id],
    queryFn: () => noticeDetail(id!),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
  // the server marked it read: the lists and the worktable's card show it read too
  const read = detail.isSuccess;
  useEffect(() => {
    if (!read) return;
    void client.invalidateQueries({ queryKey: [...NOTICES_KEY, 'mine'] });
    void client.invalidateQueries({ queryKey: ['worktable', 'notices'] });
  }, [read, client]);

  const back = (
    <Link to={MORE_NOTICES_PATH} data-testid="back-to-notices">
      <Space size={4}>
        <ArrowLeftOutlined />
        {t('wbNotices:detail.back')}
      </Space>
    </Link>
  );

  let body;
  if (id === null || (detail.isError && isApiError(detail.error) && detail.error.code === 'WT1001'))
    body = <Alert type="warning" showIcon title={t('wbNotices:detail.notFound')} data-testid="notice-not-found" />;
  else if (detail.isError) body = <LoadError onRetry={() => void detail.refetch()} testId="notice-load-error" />;
  else if (!detail.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    const n = detail.data;
    body = (
      <article data-testid="article">
        <Flex vertical align="center" gap={8}>
          <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
            <Space wrap>
              <LevelTag level={n.level} />
              <span data-testid="notice-title">{n.title}</span>
            </Space>
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            style={{ maxWidth: 720 }}
            items={[
              {
                key: 'company',
                label: t('wbNotices:detail.company'),
                children: n.platformWide ? t('wbNotices:platform') : n.companyName || '-',
              },
              {
                key: 'publisher',
                label: t('wbNotices:detail.publisher'),
                children: <span data-testid="notice-publisher">{n.publisher || '-'}</span>,
              },
              { key: 'time', label: t('wbNotices:detail.publishedAt'), children: showInstant(n.publishedAt, 'minute') },
            ]}
          />
        </Flex>
        <Divider style={{ marginBlock: 12 }} />
        <NoticeBody html={n.content} />
        {n.attachments.length > 0 && (
          <>
            <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
              {t('wbNotices:detail.attachments')}
            </Divider>
            <AttachmentList noticeId={n.id} files={n.attachments} />
          </>
        )}
      </article>
    );
  }

  return (
    <Card title={back} data-testid="article-detail-page">
      {body}
    </Card>
  );
}
