// /demo/upload: the upload pieces on the real file library (issue 4): local upload with the browser
// checks, QR upload from a phone (or the link opened in a second browser), re-upload of a single file,
// and the uploaded files listed with the PDF previewer and the image viewer.
import { useState } from 'react';
import { App, Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyMask } from '../../kit/feedback/empty-mask';
import { FileUpload } from '../../kit/upload/file-upload';
import { isPdfItem, type UploadItem } from '../../kit/upload/upload-rules';
import { ImageViewer } from '../../kit/viewer/image-viewer';
import { PdfPreviewer } from '../../kit/viewer/pdf-previewer';
import { DemoLoginGate } from './demo-login-gate';

/** Files of the multi-file example; the single-file example shows replacement at the limit. */
export const DEMO_UPLOAD_LIMIT = 6;

export function UploadDemoPage() {
  return (
    <App component={false}>
      <DemoLoginGate ns="demoUpload" testId="upload-demo-login">
        <UploadShowcase />
      </DemoLoginGate>
    </App>
  );
}

function UploadShowcase() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const [single, setSingle] = useState<UploadItem[]>([]);
  const [previewing, setPreviewing] = useState<UploadItem | null>(null);
  const all = [...files, ...single];

  const columns: TableColumnsType<UploadItem> = [
    { title: t('demoUpload:list.name'), dataIndex: 'name', key: 'name', ellipsis: true },
    {
      title: t('demoUpload:list.type'),
      key: 'type',
      width: 100,
      render: (_, item) => (isPdfItem(item) ? 'PDF' : t('demoUpload:list.image')),
    },
    {
      title: t('demoUpload:list.status'),
      key: 'status',
      width: 110,
      render: (_, item) =>
        item.loading ? (
          <Tag color="processing">{t('demoUpload:list.uploading')}</Tag>
        ) : (
          <Tag color="success">{t('demoUpload:list.uploaded')}</Tag>
        ),
    },
    {
      title: t('demoUpload:list.url'),
      dataIndex: 'url',
      key: 'url',
      ellipsis: true,
      render: (url: string) =>
        url ? (
          <Typography.Text copyable ellipsis={{ tooltip: url }} style={{ maxWidth: 360 }}>
            {url}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('demoUpload:list.actions'),
      key: 'actions',
      width: 100,
      render: (_, item) => (
        <Button
          type="link"
          icon={<EyeOutlined />}
          disabled={item.loading || !item.url}
          onClick={() => setPreviewing(item)}
          data-testid="upload-demo-preview"
        >
          {t('demoUpload:list.preview')}
        </Button>
      ),
    },
  ];

  const pdf = previewing !== null && isPdfItem(previewing);
  return (
    <Flex vertical gap="middle" data-testid="upload-demo">
      <Card title={t('demoUpload:multi.title')}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('demoUpload:multi.intro', { limit: DEMO_UPLOAD_LIMIT })}
          </Typography.Paragraph>
          <FileUpload qr limit={DEMO_UPLOAD_LIMIT} value={files} onChange={setFiles} />
        </Flex>
      </Card>
      <Card title={t('demoUpload:single.title')}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('demoUpload:single.intro')}
          </Typography.Paragraph>
          <div data-testid="upload-demo-single">
            <FileUpload limit={1} value={single} onChange={setSingle} />
          </div>
        </Flex>
      </Card>
      <Card title={t('demoUpload:list.title')}>
        <Table<UploadItem>
          rowKey="uid"
          size="middle"
          columns={columns}
          dataSource={all}
          pagination={false}
          locale={{ emptyText: <EmptyMask simple /> }}
          data-testid="upload-demo-list"
        />
      </Card>
      <PdfPreviewer open={pdf} source={pdf ? previewing.url : null} title={previewing?.name} onClose={() => setPreviewing(null)} />
      <ImageViewer
        open={previewing !== null && !pdf}
        source={previewing && !pdf ? (previewing.thumbUrl ?? previewing.url) : null}
        alt={previewing?.name}
        onClose={() => setPreviewing(null)}
      />
    </Flex>
  );
}
