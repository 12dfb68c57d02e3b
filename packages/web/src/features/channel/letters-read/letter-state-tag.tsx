// A letter's derived state: valid (green; orange with the days left within 90 days), expired (red),
// suspended (gold), terminated (grey), not issued (blue).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LetterState } from '@medportal/contracts/channel/letter-rules';

const COLORS: Record<LetterState, string> = {
  valid: 'green',
  expired: 'red',
  suspended: 'gold',
  terminated: 'default',
  notIssued: 'blue',
};
export const EXPIRING_DAYS = 90;

export function LetterStateTag({ row, testId }: { row: { state: LetterState; daysLeft: number }; testId?: string }) {
  const { t } = useTranslation();
  const expiring = row.state === 'valid' && row.daysLeft <= EXPIRING_DAYS;
  return (
    <Tag color={expiring ? 'orange' : COLORS[row.state]} data-testid={testId} data-state={row.state}>
      {t(`cmLettersRead:state.${row.state}`)}
    </Tag>
  );
}

/** Days left as a list shows them: '剩余N天', '已过期N天'. */
export function daysLeftText(t: (k: string, o?: Record<string, unknown>) => string, daysLeft: number): string {
  return daysLeft >= 0 ? t('cmLettersRead:daysLeft', { days: daysLeft }) : t('cmLettersRead:daysOver', { days: -daysLeft });
}
