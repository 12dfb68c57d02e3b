// The pairs tab: every counterparty of the session's company with its latest exchange, when it was
// approved, and 需重新首营 when a supplier's newer documents wait for a new exchange (the buyer is forced).
import { Button, Flex, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../kit/permission/permission';
import { showInstant } from '../../../lib/time';
import { exchangePairs, type ExchangePair } from './exchanges-api';
import { BUTTONS, StatusTag } from './exchange-parts';
import type { FixedParty } from './exchange-dialogs';

export function ExchangePairs({ onOpen, onRequest }: { onOpen: (id: number) => void; onRequest: (party: FixedParty) => void }) {
  const { t } = useTranslation();
  const pairs = useQuery({ queryKey: ['cmExchanges', 'pairs'], queryFn: exchangePairs });
  return (
    <Table<ExchangePair>
      size="middle"
      rowKey={(p) => `${p.side}-${p.companyId}`}
      dataSource={pairs.data ?? []}
      loading={pairs.isFetching}
      pagination={false}
      data-testid="exchange-pairs"
      columns={[
        {
          title: t('cmExchanges:pairs.company'),
          dataIndex: 'companyName',
          render: (v: string, p) => (
            <Flex gap={8} align="center">
              {v}
              {p.forced && (
                <Tag color="error" data-testid={`forced-${p.companyId}`}>
                  {t('cmExchanges:pairs.forced')}
                </Tag>
              )}
            </Flex>
          ),
        },
        {
          title: t('cmExchanges:pairs.side'),
          dataIndex: 'side',
          width: 140,
          render: (v: ExchangePair['side']) => t(`cmExchanges:side.${v}`),
        },
        {
          title: t('cmExchanges:pairs.latestStatus'),
          dataIndex: 'latestStatus',
          width: 120,
          render: (_v, p) => (p.latestStatus ? <StatusTag status={p.latestStatus} /> : '-'),
        },
        {
          title: t('cmExchanges:pairs.approvedAt'),
          dataIndex: 'approvedAt',
          width: 180,
          render: (v: string | null) => (v ? showInstant(v) : '-'),
        },
        {
          title: t('cmExchanges:field.actions'),
          key: 'actions',
          width: 200,
          render: (_v, p) => (
            <Flex gap={4}>
              {p.latestExchangeId !== null && (
                <Button type="link" size="small" onClick={() => onOpen(p.latestExchangeId!)}>
                  {t('cmExchanges:action.detail')}
                </Button>
              )}
              {/* the session's company buys from this counterparty: it may ask for the set again */}
              {p.side === 'buyer' && (
                <Permission code={[BUTTONS.addNew, BUTTONS.create]}>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`pair-request-${p.companyId}`}
                    onClick={() => onRequest({ companyId: p.companyId, companyName: p.companyName })}
                  >
                    {t('cmExchanges:action.request')}
                  </Button>
                </Permission>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
