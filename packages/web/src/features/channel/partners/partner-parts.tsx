// Small pieces of the registry screens: the partner company's type and authentication tags, the expiry
// tag of a licence.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const approveStatusKey = (status: string | null): 'approved' | 'rejected' | 'pending' | 'none' =>
  status === '1' ? 'approved' : status === '2' ? 'rejected' : status === '3' ? 'pending' : 'none';

export function CompanyTypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  return <Tag color="blue">{t(`cmPartners:companyType.${type}`, { defaultValue: type })}</Tag>;
}

export function ApproveTag({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const key = approveStatusKey(status);
  const color = { approved: 'green', rejected: 'red', pending: 'gold', none: 'default' }[key];
  return <Tag color={color}>{t(`cmPartners:approveStatus.${key}`)}</Tag>;
}

/** 长期 (no end), 已过期N天 red, 剩余N天 orange within 30 days, gold within 90, 有效 green */
export function FileExpiryTag({ daysLeft, testId }: { daysLeft: number | null; testId?: string }) {
  const { t } = useTranslation();
  if (daysLeft === null)
    return (
      <Tag color="green" data-testid={testId}>
        {t('cmPartners:expiry.longTerm')}
      </Tag>
    );
  if (daysLeft < 0)
    return (
      <Tag color="red" data-testid={testId}>
        {t('cmPartners:expiry.expired', { days: -daysLeft })}
      </Tag>
    );
  if (daysLeft <= 90)
    return (
      <Tag color={daysLeft <= 30 ? 'orange' : 'gold'} data-testid={testId}>
        {t('cmPartners:expiry.daysLeft', { days: daysLeft })}
      </Tag>
    );
  return (
    <Tag color="green" data-testid={testId}>
      {t('cmPartners:expiry.valid')}
    </Tag>
  );
}
