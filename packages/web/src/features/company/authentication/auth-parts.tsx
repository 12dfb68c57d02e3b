// Pieces the company authentication screens share: the status tag, the submission's description list and
// the file viewer of a submission's licence (PDF previewer or image viewer of the kit) or video.
import { useEffect, useEffectEvent, useState } from 'react';
import { App, Descriptions, Modal, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyAuth, CompanyAuthStatus } from '@medportal/contracts/staff/company-auth.contract';
import { ImageViewer } from '../../../kit/viewer/image-viewer';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { showInstant } from '../../../lib/time';
import { authCurrent, authFileBlob } from './auth-api';

export const HOME_PATH = '/company/authentication/home';
export const SELECT_PATH = '/company/authentication/select-classify';
export const VERIFY_PATH = '/company/authentication/verify';
export const LIST_PATH = '/company/authentication/list';

/** The session company's authentication state (the home and verify screens). */
export const useAuthCurrent = () => useQuery({ queryKey: ['companyAuth', 'current'], queryFn: authCurrent });

/** approve_status -> the status word of the home card. */
export const approveStatusKey = (approveStatus: string): 'none' | 'pending' | 'approved' | 'rejected' =>
  approveStatus === '1' ? 'approved' : approveStatus === '2' ? 'rejected' : approveStatus === '3' ? 'pending' : 'none';

const STATUS_COLORS: Record<CompanyAuthStatus | 'none', string> = {
  none: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function AuthStatusTag({ status }: { status: CompanyAuthStatus | 'none' }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="auth-status">
      {t(`companyAuth:status.${status}`)}
    </Tag>
  );
}

export const orDash = (value: string | null | undefined): string => (value ? value : '-');

export function SubmissionDescriptions({ auth, withSubmitter = false }: { auth: CompanyAuth; withSubmitter?: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={2} bordered size="small" data-testid="auth-submission">
      <Descriptions.Item label={t('companyAuth:field.companyType')}>{t(`companyAuth:type.${auth.companyType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.companyName')}>{auth.companyName}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.creditCode')}>{auth.creditCode}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.legalPerson')}>{auth.legalPerson}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.legalPersonIdNo')}>{auth.legalPersonIdNo}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.registeredAddress')}>{orDash(auth.registeredAddress)}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.contactName')}>{orDash(auth.contactName)}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.contactPhone')}>{orDash(auth.contactPhone)}</Descriptions.Item>
      {withSubmitter && (
        <>
          <Descriptions.Item label={t('companyAuth:field.submitter')}>{auth.submitterName}</Descriptions.Item>
          <Descriptions.Item label={t('companyAuth:field.phone')}>{orDash(auth.submitterPhone)}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t('companyAuth:field.createTime')}>{showInstant(auth.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('companyAuth:field.status')}>
        <AuthStatusTag status={auth.status} />
      </Descriptions.Item>
      {auth.status === 'rejected' && (
        <Descriptions.Item label={t('companyAuth:field.rejectReason')} span={2}>
          <span data-testid="auth-reject-reason">{auth.rejectReason}</span>
        </Descriptions.Item>
      )}
      {auth.decideTime && <Descriptions.Item label={t('companyAuth:field.decideTime')}>{showInstant(auth.decideTime)}</Descriptions.Item>}
    </Descriptions>
  );
}

type Opened = { kind: 'pdf' | 'image' | 'video'; blob: Blob };

/** Opens a submission's licence (kit PDF previewer or image viewer) or its video statement. */
export function AuthFileViewer({ target, onClose }: { target: { id: number; kind: 'licence' | 'video' } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  // not a dependency of the download: the caller's onClose is a new function on each of its renders, and a
  // page re-rendering while the file loads must not start the download again
  const failed = useEffectEvent(() => {
    void message.error(t('companyAuth:list.fileFailed'));
    onClose();
  });

  useEffect(() => {
    if (!target) {
      setOpened(null);
      return undefined;
    }
    let alive = true;
    authFileBlob(target.id, target.kind).then(
      (blob) => {
        if (!alive) return;
        const kind = blob.type === 'application/pdf' ? 'pdf' : blob.type.startsWith('video/') ? 'video' : 'image';
        setOpened({ kind, blob });
      },
      () => {
        if (alive) failed();
      },
    );
    return () => {
      alive = false;
    };
  }, [target]);

  useEffect(() => {
    if (opened?.kind !== 'video') return undefined;
    const url = URL.createObjectURL(opened.blob);
    setVideoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [opened]);

  if (!target || !opened) return null;
  if (opened.kind === 'pdf') return <PdfPreviewer open source={opened.blob} title={t('companyAuth:field.licence')} onClose={onClose} />;
  if (opened.kind === 'image') return <ImageViewer open source={opened.blob} alt={t('companyAuth:field.licence')} onClose={onClose} />;
  return (
    <Modal open width={720} title={t('companyAuth:field.video')} footer={null} onCancel={onClose} destroyOnHidden>
      {videoUrl && <video src={videoUrl} controls style={{ width: '100%' }} data-testid="auth-video" />}
    </Modal>
  );
}
