// /auth-login/video-list 视频教程 (public, no session): the tenant's public training videos on the login
// pages' quiet background, played with the browser's own player; a link back to the login.
import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Skeleton, theme } from 'antd';
import { ArrowLeftOutlined, MedicineBoxFilled } from '@ant-design/icons';
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { LanguageSelect } from '../../../kit/language/language-select';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { VideoCards } from './video-cards';
import { VideoPlayer } from './video-player';
import { fetchPublicVideos, type VideoItem } from './videos-api';

const BACKGROUND = 'linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 60%)';

function PublicVideos() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const query = useQuery({
    queryKey: ['wbVideos', 'public', paging],
    queryFn: () => fetchPublicVideos(paging),
    placeholderData: keepPreviousData,
  });

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError && !query.isFetching)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wbVideos:list.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('wbVideos:retry')}
          </Button>
        }
      />
    );
  else if (!query.data?.content.length) body = <Empty description={t('wbVideos:public.empty')} data-testid="public-videos-empty" />;
  else body = <VideoCards videos={query.data.content} onPlay={setPlaying} />;

  return (
    <div data-testid="public-videos-page" style={{ position: 'relative', minHeight: '100vh', background: BACKGROUND }}>
      <LanguageSelect top={8} />
      <Flex vertical align="center" gap={24} style={{ minHeight: '100vh', padding: '64px 16px' }}>
        <Flex align="center" gap={12}>
          <MedicineBoxFilled style={{ fontSize: 36, color: token.colorPrimary }} aria-hidden />
          <strong style={{ fontSize: 22, color: token.colorTextHeading }}>{t('shell:app.platformName')}</strong>
        </Flex>
        <section
          style={{
            width: '100%',
            maxWidth: 1200,
            boxSizing: 'border-box',
            padding: '24px 32px',
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
            <h3 style={{ margin: 0, fontSize: 20, color: token.colorTextHeading }}>{t('wbVideos:title.publicVideos')}</h3>
            <Link to="/login" data-testid="public-videos-login">
              <ArrowLeftOutlined /> {t('wbVideos:public.backToLogin')}
            </Link>
          </Flex>
          <Flex vertical gap={16}>
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
        </section>
      </Flex>
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </div>
  );
}

// the login layout's pages render outside the logged-in app layer and its query client: this page brings
// its own (loaded with the page's chunk, so the login route carries none of it)
const publicClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export function PublicVideosPage() {
  return (
    <QueryClientProvider client={publicClient}>
      <App component={false}>
        <PublicVideos />
      </App>
    </QueryClientProvider>
  );
}
