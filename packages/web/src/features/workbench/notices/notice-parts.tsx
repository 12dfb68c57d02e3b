// Pieces the notice screens share: importance and state tags, the audience in words, the load-failure
// alert, the sanitised body and the attachments (each saved from the file library).
import { useState } from 'react';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NoticeAttachment, NoticeLevel, NoticeManageItem, NoticeStatus } from '@medportal/contracts/worktable/notices.contract';
import { downloadAttachment } from './notices-api';
import { sanitizeNoticeHtml } from './notice-html';

export function LevelTag({ level }: { level: NoticeLevel }) {
  const { t } = useTranslation();
  return level === 'important' ? (
    <Tag color="red" data-testid="level-important">
      {t('wbNotices:level.important')}
    </Tag>
  ) : null;
}

const STATUS_COLORS: Record<NoticeStatus, string> = {
  draft: 'default',
  scheduled: 'processing',
  published: 'success',
  withdrawn: 'warning',
};

export function StatusTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`wbNotices:status.${status}`)}</Tag>;
}

/** '全部用户', '企业类型：生产厂家、经销商', '指定企业：…', '本企业员工' */
export function useAudienceText() {
  const { t } = useTranslation();
  return (n: Pick<NoticeManageItem, 'audience' | 'audienceTypes' | 'audienceCompanies'>): string => {
    if (n.audience === 'types')
      return t('wbNotices:audience.typesOf', {
        list: n.audienceTypes.map((c) => t(`wbNotices:companyTypes.${c}`)).join(t('wbNotices:joiner')),
      });
    if (n.audience === 'companies')
      return t('wbNotices:audience.companiesOf', { list: n.audienceCompanies.map((c) => c.name).join(t('wbNotices:joiner')) });
    return t(`wbNotices:audience.${n.audience}`);
  };
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('wbNotices:loadFailed')}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('wbNotices:retry')}
        </Button>
      }
    />
  );
}

/** The body: HTML the server sanitised, run through the same allow-list again before it is shown. */
export function NoticeBody({ html, testId = 'notice-content' }: { html: string; testId?: string }) {
  return <div data-testid={testId} style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(html) }} />;
}

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
      await downloadAttachment(noticeId, file);
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

export function AttachmentList({ noticeId, files }: { noticeId: number; files: readonly NoticeAttachment[] }) {
  return (
    <Space orientation="vertical" size={0}>
      {files.map((file) => (
        <AttachmentLink key={file.fileCode} noticeId={noticeId} file={file} />
      ))}
    </Space>
  );
}
