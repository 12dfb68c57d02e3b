// The managers' drawer: title, description, the mp4 (uploaded at once with its progress, checked for
// type and size here and again on the server), an optional cover, the public switch, state and order.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, Form, Input, InputNumber, Progress, Radio, Space, Switch, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_API } from '@medportal/contracts/common/api-paths';
import {
  VIDEO_DESCRIPTION_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX,
  type VideoStatus,
} from '@medportal/contracts/worktable/videos-rules';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { FORM_DRAWER_WIDTH, FORM_LABEL_WIDTH } from '../../../kit/form/drawer-placement';
import { fileCodeOf, formatSize, measureDuration } from './video-format';
import { saveVideo, uploadVideoFile, type VideoItem, type VideoUpload } from './videos-api';

type FormShape = {
  title: string;
  description: string;
  cover: UploadItem[];
  public: boolean;
  status: VideoStatus;
  sort: number;
};

type Uploaded = { fileCode: string; name: string; size?: number; durationSeconds: number | null };

const initialOf = (video: VideoItem | null): FormShape => ({
  title: video?.title ?? '',
  description: video?.description ?? '',
  cover: video?.coverFileCode
    ? [{ uid: video.coverFileCode, url: `${FILE_API.fileDownload}?fileCode=${video.coverFileCode}`, loading: false, name: video.title }]
    : [],
  public: video?.public ?? false,
  status: (video?.status as VideoStatus | undefined) ?? 'published',
  sort: video?.sort ?? 0,
});

export type VideoFormDrawerProps = {
  open: boolean;
  /** null: a new video */
  video: VideoItem | null;
  onClose: () => void;
  onSaved: (video: VideoItem) => void;
};

export function VideoFormDrawer({ open, video, onClose, onSaved }: VideoFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormShape>();
  const [file, setFile] = useState<Uploaded | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(initialOf(video));
    setFile(video ? { fileCode: video.fileCode, name: t('wbVideos:form.current'), durationSeconds: video.durationSeconds } : null);
    setProgress(null);
    setFileError(null);
  }, [open, video, form, t]);

  const close = () => {
    abort.current?.abort();
    form.resetFields();
    onClose();
  };

  const pick = async (picked: File) => {
    setFileError(null);
    if (!/\.mp4$/i.test(picked.name) && picked.type !== 'video/mp4') return setFileError(t('wbVideos:form.notMp4'));
    if (picked.size > VIDEO_MAX_BYTES) return setFileError(t('wbVideos:form.tooBig'));
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    // the duration is read from the local file while it uploads (at most a few seconds)
    const duration = measureDuration(picked);
    try {
      const stored: VideoUpload = await uploadVideoFile(picked, (share) => setProgress(Math.round(share * 100)), controller.signal);
      setFile({ fileCode: stored.fileCode, name: stored.fileName, size: stored.fileSize, durationSeconds: await duration });
    } catch {
      // the request layer showed the server's reason; a cancelled upload says nothing
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  const submit = async (values: FormShape) => {
    if (!file) return setFileError(t('wbVideos:form.fileRequired'));
    setSaving(true);
    try {
      const saved = await saveVideo({
        ...(video ? { id: video.id } : {}),
        title: values.title,
        description: values.description ?? '',
        fileCode: file.fileCode,
        coverFileCode: fileCodeOf(values.cover?.[0]?.url),
        durationSeconds: file.durationSeconds,
        public: values.public,
        status: values.status,
        sort: values.sort ?? 0,
      });
      void message.success(t('wbVideos:form.saved'));
      onSaved(saved);
      close();
    } catch {
      // the request layer showed the server's message; the drawer keeps the input
    } finally {
      setSaving(false);
    }
  };

  const uploading = progress !== null;
  return (
    <Drawer
      open={open}
      title={t(video ? 'wbVideos:form.editTitle' : 'wbVideos:form.addTitle')}
      size={FORM_DRAWER_WIDTH}
      mask={{ closable: false }}
      onClose={close}
      forceRender
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={close} data-testid="video-form-cancel">
            {t('wbVideos:form.cancel')}
          </Button>
          <Button type="primary" loading={saving} disabled={uploading} onClick={() => form.submit()} data-testid="video-form-save">
            {t('wbVideos:form.save')}
          </Button>
        </Space>
      }
      data-testid="video-form"
    >
      <Form<FormShape>
        form={form}
        labelCol={{ flex: `${FORM_LABEL_WIDTH}px` }}
        initialValues={initialOf(video)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="title"
          label={t('wbVideos:form.title')}
          rules={[{ required: true, whitespace: true, message: t('wbVideos:form.titleRequired') }]}
        >
          <Input maxLength={VIDEO_TITLE_MAX} showCount data-testid="video-form-title" />
        </Form.Item>
        <Form.Item name="description" label={t('wbVideos:form.description')}>
          <Input.TextArea maxLength={VIDEO_DESCRIPTION_MAX} showCount rows={3} />
        </Form.Item>
        <Form.Item
          label={t('wbVideos:form.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? t('wbVideos:form.fileTip')}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Upload
              accept="video/mp4,.mp4"
              showUploadList={false}
              beforeUpload={(picked) => {
                void pick(picked);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={uploading} data-testid="video-form-pick">
                {t(file ? 'wbVideos:form.replace' : 'wbVideos:form.pick')}
              </Button>
            </Upload>
            {uploading && <Progress percent={progress} size="small" data-testid="video-form-progress" />}
            {file && !uploading && (
              <Typography.Text type="secondary" data-testid="video-form-file">
                {file.size !== undefined ? t('wbVideos:form.uploaded', { name: file.name, size: formatSize(file.size) }) : file.name}
              </Typography.Text>
            )}
          </Space>
        </Form.Item>
        <Form.Item name="cover" label={t('wbVideos:form.cover')}>
          <FileUpload limit={1} />
        </Form.Item>
        <Form.Item name="public" label={t('wbVideos:form.public')} valuePropName="checked" extra={t('wbVideos:form.publicHelp')}>
          <Switch data-testid="video-form-public" />
        </Form.Item>
        <Form.Item name="status" label={t('wbVideos:form.status')}>
          <Radio.Group options={VIDEO_STATUSES.map((s) => ({ value: s, label: t(`wbVideos:status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="sort" label={t('wbVideos:form.sort')} extra={t('wbVideos:form.sortTip')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
