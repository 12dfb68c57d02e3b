// A grid of video cards: cover (or a play icon), title and duration; a click plays the video. Managers'
// cards show the state (hidden, public) and edit / delete actions.
import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './video-format';
import { mediaUrl, type VideoItem } from './videos-api';

const COVER_HEIGHT = 150;

function Cover({ video }: { video: VideoItem }) {
  const { token } = theme.useToken();
  const duration = formatDuration(video.durationSeconds);
  return (
    <div style={{ position: 'relative', height: COVER_HEIGHT, background: token.colorFillSecondary, overflow: 'hidden' }}>
      {video.coverUrl ? (
        <img alt={video.title} src={mediaUrl(video.coverUrl)} style={{ width: '100%', height: COVER_HEIGHT, objectFit: 'cover' }} />
      ) : (
        <Flex align="center" justify="center" style={{ height: COVER_HEIGHT }}>
          <PlayCircleOutlined style={{ fontSize: 48, color: token.colorTextTertiary }} />
        </Flex>
      )}
      {duration && (
        <span
          data-testid={`video-duration-${video.id}`}
          style={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            padding: '0 6px',
            borderRadius: token.borderRadiusSM,
            background: 'rgba(0, 0, 0, 0.6)',
            color: '#fff',
            fontSize: token.fontSizeSM,
          }}
        >
          {duration}
        </span>
      )}
    </div>
  );
}

export type VideoCardsProps = {
  videos: VideoItem[];
  onPlay: (video: VideoItem) => void;
  /** managers: the state tags and these actions under each card */
  actionsOf?: (video: VideoItem) => ReactNode[];
};

export function VideoCards({ videos, onPlay, actionsOf }: VideoCardsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="video-cards">
      {videos.map((video) => (
        <Col key={video.id} xs={24} sm={12} md={8} xl={6}>
          <Card
            hoverable
            size="small"
            cover={<Cover video={video} />}
            onClick={() => onPlay(video)}
            actions={actionsOf?.(video)}
            data-testid={`video-card-${video.id}`}
          >
            <Typography.Text strong ellipsis={{ tooltip: video.title }} style={{ display: 'block' }}>
              {video.title}
            </Typography.Text>
            {actionsOf && (
              <Flex gap={4} style={{ marginTop: 8 }}>
                {video.status === 'hidden' ? (
                  <Tag>{t('wbVideos:status.hidden')}</Tag>
                ) : (
                  <Tag color="success">{t('wbVideos:status.published')}</Tag>
                )}
                {video.public && <Tag color="blue">{t('wbVideos:list.publicTag')}</Tag>}
              </Flex>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
