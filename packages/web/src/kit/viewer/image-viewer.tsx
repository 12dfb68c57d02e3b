// Image viewer (spec 2 section 9 'viewer zoom layer 9999'): antd Image preview of one file, above every
// dialog (the QR overlay, drawers). File-library urls are fetched with the session first.
import { useEffect } from 'react';
import { App, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from './use-file-object-url';

export const IMAGE_VIEWER_Z_INDEX = 9999;

export type ImageViewerProps = {
  open: boolean;
  /** file-library url (fetched with the session) or the image itself */
  source: string | Blob | null;
  alt?: string;
  onClose: () => void;
};

export function ImageViewer({ open, source, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const image = useFileObjectUrl(open ? source : null);

  useEffect(() => {
    if (!image.failed) return;
    void message.error(t('upload:image.failed'));
    onClose();
  }, [image.failed, message, onClose, t]);

  if (!open) return null;
  if (!image.url) return image.loading ? <Spin fullscreen data-testid="image-viewer-loading" /> : null;
  return (
    <Image
      alt={alt}
      src={image.url}
      style={{ display: 'none' }}
      data-testid="image-viewer"
      preview={{
        open: true,
        src: image.url,
        zIndex: IMAGE_VIEWER_Z_INDEX,
        onOpenChange: (next) => {
          if (!next) onClose();
        },
      }}
    />
  );
}
