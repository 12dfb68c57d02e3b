// A contract's state on the tenant's today: in force (green), expiring within 90 days (orange, days
// left), expired (red), not started yet, terminated (grey).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '@medportal/contracts/channel/contract-query-rules';

const COLORS: Record<ContractState, string> = {
  notStarted: 'blue',
  inForce: 'green',
  expiring: 'orange',
  expired: 'red',
  terminated: 'default',
};

export function ContractStateTag({ row, testId }: { row: { state: ContractState; daysLeft: number }; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[row.state]} data-testid={testId} data-state={row.state}>
      {row.state === 'expiring' ? t('cmContracts:state.expiringDays', { days: row.daysLeft }) : t(`cmContracts:state.${row.state}`)}
    </Tag>
  );
}
