// Small pieces of the certificate screens: the expiry tag, the kind and class labels, the session's
// company type.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { CLASS_ROMAN, EXPIRY_COLORS, expiryBucketOf } from './certificate-model';

export const useIsPlatform = (): boolean => useSessionStore((s) => s.session?.companyType === 'MM');

export function ExpiryTag({ daysLeft, testId }: { daysLeft: number | null; testId?: string }) {
  const { t } = useTranslation();
  const bucket = expiryBucketOf(daysLeft);
  const text =
    bucket === 'longTerm'
      ? t('pdCertificates:expiry.longTerm')
      : bucket === 'expired'
        ? t('pdCertificates:expiry.expired', { days: -(daysLeft ?? 0) })
        : bucket === 'valid'
          ? t('pdCertificates:expiry.valid')
          : t('pdCertificates:expiry.daysLeft', { days: daysLeft });
  return (
    <Tag color={EXPIRY_COLORS[bucket]} data-testid={testId} data-bucket={bucket}>
      {text}
    </Tag>
  );
}

export function KindLabel({ kind }: { kind: 'registration' | 'filing' }) {
  const { t } = useTranslation();
  return <>{t(`pdCertificates:kind.${kind}`)}</>;
}

export function ClassLabel({ deviceClass }: { deviceClass: number }) {
  const { t } = useTranslation();
  return <>{t('pdCertificates:deviceClass', { roman: CLASS_ROMAN[deviceClass] ?? deviceClass })}</>;
}
