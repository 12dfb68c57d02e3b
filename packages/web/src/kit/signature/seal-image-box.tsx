// A seal or signature image fetched with the session (GET seal/image?id=) on a checkered background, so
// its transparency shows; a placeholder while it loads or when it cannot be read.
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../viewer/use-file-object-url';
import { CHECKERED_BACKGROUND } from './signature-pad';

export type SealImageBoxProps = {
  /** the image's url (seal/image?id=…), a blob: URL of a local preview, or null for none */
  src: string | null;
  size?: number;
  alt: string;
};

export function SealImageBox({ src, size = 120, alt }: SealImageBoxProps) {
  const { t } = useTranslation();
  const image = useFileObjectUrl(src);
  return (
    <Flex
      align="center"
      justify="center"
      style={{ ...CHECKERED_BACKGROUND, width: size, height: size, flex: 'none' }}
      data-testid="seal-image-box"
    >
      {image.loading && <Spin size="small" />}
      {image.url && <img src={image.url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      {!image.loading && !image.url && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {image.failed ? t('signaturePad:imageFailed') : t('signaturePad:noImage')}
        </Typography.Text>
      )}
    </Flex>
  );
}
