// File upload (spec 2 sections 5, 7, 8, 9): antd Upload sends through the request layer (multipart POST to
// the file library, payload of code '0' is the file url). jpg/png/pdf within 4 MB is enforced before
// sending (the server checks again); too many files, '上传失败' and '重新上传失败' as the spec words them.
// Cards are 200x142; each keeps {url, loading}. Optional QR upload adds files from a phone.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { App, Button, Flex, Popconfirm, Spin, Tooltip, Typography, Upload, theme, type UploadProps } from 'antd';
import { DeleteOutlined, EyeOutlined, FileImageOutlined, FilePdfOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { ImageViewer } from '../viewer/image-viewer';
import { PdfPreviewer } from '../viewer/pdf-previewer';
import { useFileObjectUrl } from '../viewer/use-file-object-url';
import { uploadFile } from './upload-api';
import { QrUpload, type QrReceived } from './qr-upload';
import {
  UPLOAD_ACCEPT,
  UPLOAD_CARD,
  UPLOAD_MAX_BYTES,
  isPdfItem,
  nextUploadUid,
  overLimit,
  refusalOf,
  type UploadItem,
} from './upload-rules';

export type FileUploadProps = {
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  /** most files the list may hold; more selected at once are refused with the too-many warning */
  limit?: number;
  maxBytes?: number;
  /** extra multipart fields sent with each file */
  extraData?: Record<string, string>;
  /** shows the '扫码上传' button */
  qr?: boolean;
  disabled?: boolean;
  /** replaces the built-in preview (PDF previewer / image viewer) */
  onPreview?: (item: UploadItem) => void;
};

const isImageFile = (file: Blob) => file.type === 'image/jpeg' || file.type === 'image/png';

/** Text of a failed upload: the spec's word, plus the server's reason when it gave one. */
function failureText(t: (key: string, opts?: Record<string, string>) => string, error: unknown, replacing: boolean): string {
  const reason = isApiError(error) && !error.cancelled ? error.msg : '';
  if (replacing) return reason ? t('upload:reuploadFailedReason', { reason }) : t('upload:reuploadFailed');
  return reason ? t('upload:failedReason', { reason }) : t('upload:failed');
}

export function FileUpload({ value, onChange, limit, maxBytes = UPLOAD_MAX_BYTES, extraData, qr, disabled, onPreview }: FileUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // the list lives in a ref too: uploads finish after other changes and must update the latest list
  const itemsRef = useRef<UploadItem[]>(value ?? []);
  const [items, setItems] = useState<UploadItem[]>(itemsRef.current);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const extraRef = useRef(extraData);
  extraRef.current = extraData;
  const refusedBatches = useRef(new WeakSet<object>());
  const replaceInput = useRef<HTMLInputElement>(null);
  const replaceUid = useRef<string | null>(null);
  const [previewing, setPreviewing] = useState<UploadItem | null>(null);

  useEffect(() => {
    if (value && value !== itemsRef.current) {
      itemsRef.current = value;
      setItems(value);
    }
  }, [value]);

  const commit = useCallback((update: (prev: UploadItem[]) => UploadItem[]) => {
    const next = update(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    onChangeRef.current?.(next);
  }, []);

  const refuse = useCallback(
    (file: File): boolean => {
      const refusal = refusalOf(file, maxBytes);
      if (!refusal) return false;
      void message.error(t(refusal === 'type' ? 'upload:badType' : 'upload:tooBig', { name: file.name }));
      return true;
    },
    [maxBytes, message, t],
  );

  const send = useCallback(
    async (file: File, replacing?: UploadItem) => {
      const thumbUrl = isImageFile(file) ? URL.createObjectURL(file) : undefined;
      const uid = replacing?.uid ?? nextUploadUid();
      const fresh: UploadItem = { uid, url: '', loading: true, name: file.name, contentType: file.type || undefined, thumbUrl };
      commit((prev) => (replacing ? prev.map((i) => (i.uid === uid ? { ...i, loading: true } : i)) : [...prev, fresh]));
      try {
        const url = await uploadFile(file, extraRef.current);
        if (replacing?.thumbUrl) URL.revokeObjectURL(replacing.thumbUrl);
        commit((prev) => prev.map((i) => (i.uid === uid ? { ...fresh, url, loading: false } : i)));
      } catch (error) {
        if (thumbUrl) URL.revokeObjectURL(thumbUrl);
        // a failed re-upload keeps the file it was meant to replace
        commit((prev) => (replacing ? prev.map((i) => (i.uid === uid ? { ...i, loading: false } : i)) : prev.filter((i) => i.uid !== uid)));
        void message.error(failureText(t, error, Boolean(replacing)));
      }
    },
    [commit, message, t],
  );

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // antd asks once per file of a selection; the count is judged on the whole selection, warned once
    if (file === batch[0]) {
      const over = overLimit(limit, itemsRef.current.length, batch.length);
      if (over) {
        refusedBatches.current.add(batch);
        void message.warning(t('upload:tooMany', over));
      }
    }
    if (refusedBatches.current.has(batch) || refuse(file)) return Upload.LIST_IGNORE;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess }) => {
    // the list below is ours ({url, loading}); antd's own list is not shown
    void send(file as File).finally(() => onSuccess?.(null));
  };

  const startReplace = (item: UploadItem) => {
    replaceUid.current = item.uid;
    replaceInput.current?.click();
  };

  const onReplaceChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const target = itemsRef.current.find((i) => i.uid === replaceUid.current);
    if (!file || !target || refuse(file)) return;
    void send(file, target);
  };

  const onQrFile = useCallback(
    ({ file, blob }: QrReceived) => {
      commit((prev) => [
        ...prev,
        {
          uid: nextUploadUid(),
          url: file.url,
          loading: false,
          name: file.fileName,
          contentType: file.contentType,
          thumbUrl: isImageFile(blob) ? URL.createObjectURL(blob) : undefined,
        },
      ]);
    },
    [commit],
  );

  const remove = (item: UploadItem) => {
    if (item.thumbUrl) URL.revokeObjectURL(item.thumbUrl);
    commit((prev) => prev.filter((i) => i.uid !== item.uid));
  };

  const preview = (item: UploadItem) => (onPreview ? onPreview(item) : setPreviewing(item));
  const full = limit !== undefined && items.length >= limit;

  return (
    <Flex vertical gap={8} data-testid="file-upload">
      <Flex wrap gap={8}>
        {items.map((item) => (
          <UploadCard key={item.uid} item={item} disabled={disabled} onPreview={preview} onReplace={startReplace} onRemove={remove} />
        ))}
        {!full && (
          <Upload
            listType="picture-card"
            accept={UPLOAD_ACCEPT}
            multiple={limit === undefined || limit > 1}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            styles={{ trigger: { width: UPLOAD_CARD.width, height: UPLOAD_CARD.height, margin: 0 } }}
          >
            <Flex vertical align="center" gap={4} data-testid="file-upload-trigger">
              <PlusOutlined />
              <span>{t('upload:add')}</span>
            </Flex>
          </Upload>
        )}
      </Flex>
      {/* display none as well: antd's Form styles show every input[type=file] as a block, hidden or not */}
      <input
        ref={replaceInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        style={{ display: 'none' }}
        data-testid="file-upload-replace"
        onChange={onReplaceChosen}
      />
      <Flex align="center" gap={12} wrap>
        {qr && <QrUpload disabled={disabled || full} onFile={onQrFile} />}
        <Typography.Text type="secondary" data-testid="file-upload-tip">
          {t('upload:tip')}
        </Typography.Text>
      </Flex>
      <PdfPreviewer
        open={previewing !== null && isPdfItem(previewing)}
        source={previewing && isPdfItem(previewing) ? previewing.url : null}
        title={previewing?.name}
        onClose={() => setPreviewing(null)}
      />
      <ImageViewer
        open={previewing !== null && !isPdfItem(previewing)}
        source={previewing && !isPdfItem(previewing) ? (previewing.thumbUrl ?? previewing.url) : null}
        alt={previewing?.name}
        onClose={() => setPreviewing(null)}
      />
    </Flex>
  );
}

type UploadCardProps = {
  item: UploadItem;
  disabled?: boolean;
  onPreview: (item: UploadItem) => void;
  onReplace: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
};

/** One 200x142 card: thumbnail (or PDF icon), the name, and preview / re-upload / delete. */
function UploadCard({ item, disabled, onPreview, onReplace, onRemove }: UploadCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const pdf = isPdfItem(item);
  // files that arrived without a local copy (initial value) get their thumbnail from the file library
  const fetched = useFileObjectUrl(!pdf && !item.thumbUrl && item.url ? item.url : null);
  const thumb = item.thumbUrl ?? fetched.url;

  return (
    <Spin spinning={item.loading} description={t('upload:uploading')}>
      <Flex
        vertical
        data-testid="upload-card"
        data-loading={item.loading ? 'true' : 'false'}
        data-url={item.url}
        style={{
          width: UPLOAD_CARD.width,
          height: UPLOAD_CARD.height,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          background: token.colorFillAlter,
        }}
      >
        <Flex flex={1} align="center" justify="center" style={{ minHeight: 0 }}>
          {pdf && <FilePdfOutlined style={{ fontSize: 40, color: token.colorError }} />}
          {!pdf && !thumb && <FileImageOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />}
          {!pdf && thumb && <img src={thumb} alt={item.name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
        </Flex>
        <Flex
          align="center"
          gap={2}
          style={{
            padding: `0 ${token.paddingXXS}px`,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
          }}
        >
          <Typography.Text ellipsis={{ tooltip: item.name }} style={{ flex: 1, fontSize: token.fontSizeSM }}>
            {item.name}
          </Typography.Text>
          <Tooltip title={t('upload:preview')}>
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('upload:preview')}
              disabled={item.loading || !item.url}
              onClick={() => onPreview(item)}
            />
          </Tooltip>
          <Tooltip title={t('upload:reupload')}>
            <Button
              size="small"
              type="text"
              icon={<ReloadOutlined />}
              aria-label={t('upload:reupload')}
              disabled={disabled || item.loading}
              onClick={() => onReplace(item)}
            />
          </Tooltip>
          <Popconfirm
            title={t('upload:removeConfirm')}
            okText={t('upload:yes')}
            cancelText={t('upload:no')}
            onConfirm={() => onRemove(item)}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('upload:remove')}
              disabled={disabled || item.loading}
            />
          </Popconfirm>
        </Flex>
      </Flex>
    </Spin>
  );
}
