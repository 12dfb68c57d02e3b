// Small pieces the letters' views share: the state tag and the letter number linking its detail screen.
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LetterState } from '@medportal/contracts/channel/letter-rules';
import { letterDetailLink } from './letters-views-api';

export const STATE_COLORS: Record<LetterState, string> = {
  valid: 'green',
  expired: 'red',
  terminated: 'default',
  suspended: 'orange',
  notIssued: 'blue',
};
/** node and edge colours of the charts, by state */
export const STATE_HEX: Record<LetterState, string> = {
  valid: '#52c41a',
  expired: '#ff4d4f',
  terminated: '#8c8c8c',
  suspended: '#fa8c16',
  notIssued: '#1677ff',
};

export function StateTag({ state, testId }: { state: LetterState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-testid={testId}>
      {t(`cmLettersViews:state.${state}`)}
    </Tag>
  );
}

export function LetterNoLink({ id, letterNo }: { id: number; letterNo: string }) {
  const navigate = useNavigate();
  const link = letterDetailLink(id);
  if (!link) return <span>{letterNo}</span>;
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(link)} data-testid={`letter-${id}`}>
      {letterNo}
    </Button>
  );
}
