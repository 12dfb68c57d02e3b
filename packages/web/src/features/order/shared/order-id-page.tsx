// The frame of the order pages opened by ?id=: antd App for their messages and dialogs (the app root
// has none), and a 404 result with a way back to the list when the id is not an order id.
import type { ReactNode } from 'react';
import { App, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_LIST_PATH, idParam } from './order-paths';

export function OrderIdPage({ testId, children }: { testId: string; children: (id: number) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <App component={false}>
      {id === null ? (
        <Result
          status="404"
          title={t('order:form.badId')}
          data-testid={testId}
          extra={
            <Button type="primary" onClick={() => void navigate(ORDER_LIST_PATH)}>
              {t('order:toList')}
            </Button>
          }
        />
      ) : (
        children(id)
      )}
    </App>
  );
}
