// Small pieces of the qualification-file screens: the paths, the edit button's code, the expiry tag.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QualificationExpiryStatus } from '@medportal/contracts/channel/qualification-files-rules';

export const FILE_LIST_PATH = '/basicData/qualificationFile';
export const FILE_NEW_PATH = '/basicData/qualificationFile/new';
export const FILE_UPDATE_PATH = '/basicData/qualificationFile/update';
export const FILE_VIEW_PATH = '/basicData/qualificationFile/view';
export const FILE_EDIT_BUTTON = 'cm.qualificationFile.edit';
export const FILE_MENU = 'cm.qualificationFile';

const COLORS: Record<QualificationExpiryStatus | 'longTerm', string> = {
  valid: 'green',
  longTerm: 'blue',
  expiring: 'orange',
  expired: 'red',
};

/** 长期 (no end), 有效, 剩余N天 (90 days or fewer), 已过期N天. */
export function ExpiryTag({ daysLeft, status, testId }: { daysLeft: number | null; status: QualificationExpiryStatus; testId?: string }) {
  const { t } = useTranslation();
  const kind = daysLeft === null ? 'longTerm' : status;
  const text =
    kind === 'longTerm'
      ? t('cmQualificationFiles:expiry.longTerm')
      : kind === 'expired'
        ? t('cmQualificationFiles:expiry.expired', { days: -(daysLeft ?? 0) })
        : kind === 'expiring'
          ? t('cmQualificationFiles:expiry.daysLeft', { days: daysLeft })
          : t('cmQualificationFiles:expiry.valid');
  return (
    <Tag color={COLORS[kind]} data-testid={testId} data-status={kind}>
      {text}
    </Tag>
  );
}
