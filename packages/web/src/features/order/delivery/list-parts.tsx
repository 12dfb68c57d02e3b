// Pieces every order-operation list shares: the load-failure alert with its retry, and the empty text
// of a table (nothing while the first page loads, '未查询到结果' after a search).
import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyMask } from '../../../kit/feedback/empty-mask';

export function LoadError({ title, onRetry, testId }: { title: ReactNode; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      data-testid={testId}
      action={<Button size="small" onClick={onRetry}>{t('orderOps:retry')}</Button>}
    />
  );
}

export const emptyText = (pending: boolean, searched: boolean): ReactNode => (pending ? ' ' : <EmptyMask searched={searched} />);

/** '-' for a missing value of a cell. */
export const orDash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '-' : String(value));
