// /order/import 订单导入: a new import (kind, template, upload) with its live progress and result, and
// the company's import history below.
import { useCallback, useState } from 'react';
import { App, Card, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportHistory } from './import-history';
import { IMPORT_KEY, ImportProgressPanel } from './import-progress';
import { ImportUpload } from './import-upload';

function Imports() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [current, setCurrent] = useState<number | null>(null);
  const refreshHistory = useCallback(() => void client.invalidateQueries({ queryKey: [...IMPORT_KEY, 'history'] }), [client]);
  const show = useCallback(
    (id: number) => {
      setCurrent(id);
      refreshHistory();
    },
    [refreshHistory],
  );

  return (
    <Flex vertical gap={16} data-testid="import-page">
      <Card title={t('orderOps:import.title')}>
        <Flex vertical gap={24}>
          <ImportUpload onStarted={show} />
          {current !== null && (
            <Card size="small" type="inner" title={t('orderOps:import.resultTitle')}>
              <ImportProgressPanel key={current} progressId={current} onFinished={refreshHistory} />
            </Card>
          )}
        </Flex>
      </Card>
      <Card title={t('orderOps:import.historyTitle')}>
        <ImportHistory onShow={(record) => setCurrent(record.id)} />
      </Card>
    </Flex>
  );
}

export function ImportPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <Imports />
    </App>
  );
}
