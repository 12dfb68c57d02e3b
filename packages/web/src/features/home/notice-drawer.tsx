// A notice in full, in a drawer over the page that lists it (the notice pages are not built yet):
// title, publisher, time, the body (HTML the server sanitised when it was published) and the
// attachments, each saved from the file library. Opening it marks the notice read.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Divider, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoticeAttachment } from '@medportal/contracts/worktable/notices.contract';
import { showInstant } from '../../lib/time';
import { downloadNoticeAttachment, fetchNoticeDetail } from './worktable-api';
import { LATEST_NOTICES_KEY } from './worktable-keys';

const DRAWER_WIDTH = 640;

/** 1536 → '1.5 KB' */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function AttachmentLink({ noticeId, file }: { noticeId: number; file: NoticeAttachment }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      // a refusal is reported by the download layer
      await downloadNoticeAttachment(noticeId, file);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      icon={<PaperClipOutlined />}
      loading={busy}
      onClick={() => void save()}
      data-testid="notice-attachment"
      style={{ paddingInline: 0 }}
    >
      {file.fileName}
      <Typography.Text type="secondary"> ({fileSizeText(file.fileSize)})</Typography.Text>
    </Button>
  );
}

export function NoticeDrawer({ noticeId, onClose }: { noticeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['worktable', 'notices', 'detail', noticeId],
    queryFn: () => fetchNoticeDetail(noticeId!),
    enabled: noticeId !== null,
    staleTime: 0,
  });
  const read = detail.isSuccess;
  // the server marked it read: the list shows it read too
  useEffect(() => {
    if (read) void client.invalidateQueries({ queryKey: LATEST_NOTICES_KEY });
  }, [read, client]);

  const notice = detail.data;
  let body;
  if (detail.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (detail.isError || !notice) body = <Alert type="warning" showIcon title={t('shell:worktable.noticeLoadFailed')} />;
  else {
    body = (
      <>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'publisher',
              label: t('shell:worktable.publisher'),
              children: <span data-testid="notice-publisher">{notice.publisher || '-'}</span>,
            },
            { key: 'time', label: t('shell:worktable.publishedAt'), children: showInstant(notice.publishedAt, 'minute') },
          ]}
        />
        <Divider style={{ marginBlock: 12 }} />
        {/* sanitised on the server when the notice was published (notices.service publishNotices) */}
        <div data-testid="notice-content" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: notice.content }} />
        {notice.attachments.length > 0 && (
          <>
            <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
              {t('shell:worktable.attachments')}
            </Divider>
            <Space orientation="vertical" size={0}>
              {notice.attachments.map((file) => (
                <AttachmentLink key={file.fileCode} noticeId={notice.id} file={file} />
              ))}
            </Space>
          </>
        )}
      </>
    );
  }
  const title = notice ? (
    <Space wrap>
      {notice.level === 'important' && <Tag color="red">{t('shell:worktable.important')}</Tag>}
      <span data-testid="notice-title">{notice.title}</span>
    </Space>
  ) : (
    t('shell:worktable.notices')
  );

  return (
    <Drawer open={noticeId !== null} onClose={onClose} title={title} size={DRAWER_WIDTH} destroyOnHidden data-testid="notice-drawer">
      {body}
    </Drawer>
  );
}
