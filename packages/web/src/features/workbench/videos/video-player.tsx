// The player: a modal with the browser's own <video controls>, its src the server's stream (Range
// requests answered with 206, so seeking loads only what is watched).
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VideoItem } from './videos-api';
import { mediaUrl } from './videos-api';

export function VideoPlayer({ video, onClose }: { video: VideoItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={Boolean(video)} title={video?.title} width={960} footer={null} onCancel={onClose} destroyOnHidden centered>
      {video && (
        <>
          <video
            key={video.id}
            src={mediaUrl(video.streamUrl)}
            poster={video.coverUrl ? mediaUrl(video.coverUrl) : undefined}
            controls
            autoPlay
            preload="metadata"
            style={{ width: '100%', maxHeight: '70vh', background: '#000', display: 'block' }}
            data-testid="video-player"
          >
            {t('wbVideos:player.unsupported')}
          </video>
          {video.description && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {video.description}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
