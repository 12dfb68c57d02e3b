// /channelManagement/qualification/addtional 补充首营: where the forced dialog leads. It lists the suppliers
// whose newer documents wait for a new exchange (the forced check's suppliers and the pairs marked
// forced) with the pair's latest state, and starts a company exchange with each in one click (after a
// confirm). While a new exchange runs the supplier shows its state instead; once approved it leaves.
import { App, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import { exchangePairs, forceQualification, requestExchange, type ExchangePair } from './exchanges-api';
import { useRefreshExchanges } from './exchange-dialogs';
import { BUTTONS, EXCHANGE_LIST_PATH, StatusTag } from './exchange-parts';

type Waiting = { companyId: number; companyName: string; pair: ExchangePair | undefined };
const RUNNING: readonly string[] = ['requested', 'reviewing'];

function AdditionalList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const refresh = useRefreshExchanges();
  const forced = useQuery({ queryKey: ['cmExchanges', 'forced'], queryFn: forceQualification });
  const pairs = useQuery({ queryKey: ['cmExchanges', 'pairs'], queryFn: exchangePairs });
  const buying = (pairs.data ?? []).filter((p) => p.side === 'buyer');
  const waiting: Waiting[] = [];
  for (const s of forced.data?.suppliers ?? []) waiting.push({ ...s, pair: buying.find((p) => p.companyId === s.companyId) });
  for (const p of buying)
    if (p.forced && !waiting.some((w) => w.companyId === p.companyId))
      waiting.push({ companyId: p.companyId, companyName: p.companyName, pair: p });

  const start = useMutation({
    mutationFn: (w: Waiting) =>
      requestExchange({ supplierCompanyId: w.companyId, scope: 'company', requestNote: t('cmExchanges:additional.note') }),
    onSuccess: async (row) => {
      message.success(t('cmExchanges:start.requested', { no: row.exchangeNo }));
      await refresh();
    },
  });
  const onStart = (w: Waiting) =>
    confirm({
      title: t('cmExchanges:additional.confirmTitle'),
      content: t('cmExchanges:additional.confirmContent', { name: w.companyName }),
    })
      .then(() => start.mutate(w))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  return (
    <Card
      title={t('cmExchanges:title.additional')}
      data-testid="exchange-additional-page"
      extra={<Button onClick={() => void navigate(EXCHANGE_LIST_PATH)}>{t('cmExchanges:additional.toList')}</Button>}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('cmExchanges:additional.intro')}</Typography.Text>
        <Table<Waiting>
          rowKey="companyId"
          dataSource={waiting}
          loading={forced.isFetching || pairs.isFetching}
          pagination={false}
          data-testid="additional-table"
          locale={{ emptyText: <Empty description={t('cmExchanges:additional.none')} /> }}
          columns={[
            {
              title: t('cmExchanges:field.supplier'),
              dataIndex: 'companyName',
              render: (v: string) => (
                <Flex gap={8} align="center">
                  {v}
                  <Tag color="error">{t('cmExchanges:pairs.forced')}</Tag>
                </Flex>
              ),
            },
            {
              title: t('cmExchanges:pairs.latestStatus'),
              key: 'status',
              width: 140,
              render: (_v, w) =>
                w.pair?.latestStatus ? <StatusTag status={w.pair.latestStatus} testId={`additional-status-${w.companyId}`} /> : '-',
            },
            {
              title: t('cmExchanges:field.actions'),
              key: 'actions',
              width: 160,
              render: (_v, w) =>
                w.pair?.latestStatus && RUNNING.includes(w.pair.latestStatus) ? (
                  <Typography.Text type="secondary">{t('cmExchanges:additional.running')}</Typography.Text>
                ) : (
                  <Permission code={[BUTTONS.addNew, BUTTONS.create]}>
                    <Button
                      type="primary"
                      size="small"
                      loading={start.isPending && start.variables?.companyId === w.companyId}
                      data-testid={`additional-start-${w.companyId}`}
                      onClick={() => void onStart(w)}
                    >
                      {t('cmExchanges:action.request')}
                    </Button>
                  </Permission>
                ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

export function ExchangeAdditionalPage() {
  return (
    <App component={false}>
      <AdditionalList />
    </App>
  );
}
