// The company's authentication state as a tag ('' or '0' not submitted, '1' approved, '2' rejected,
// '3' pending), and where a company authenticates.
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

export const AUTH_HOME = '/company/authentication/home';

const STATES: Record<string, { key: string; color: string }> = {
  '1': { key: 'approved', color: 'success' },
  '2': { key: 'rejected', color: 'error' },
  '3': { key: 'pending', color: 'processing' },
};

export function approveTag(status: string, t: TFunction) {
  const state = STATES[status] ?? { key: 'none', color: 'default' };
  return (
    <Tag color={state.color} data-testid="approve-status">
      {t(`companyInfo:approveStatus.${state.key}`)}
    </Tag>
  );
}
