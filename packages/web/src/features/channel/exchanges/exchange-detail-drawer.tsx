// The exchange's detail in a drawer: the parties, the subject (company or product), the state and notes,
// the set sent (each document at its version, tagged when a newer version exists now), every step as a
// timeline, and the pair's other exchanges.
import { Descriptions, Empty, Flex, Spin, Table, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { showInstant } from '../../../lib/time';
import { exchangeDetail, type ExchangeDetail, type ExchangeRow } from './exchanges-api';
import { DocTable, ScopeLabel, StatusTag } from './exchange-parts';

const DRAWER_WIDTH = 960;

function DetailBody({ detail, onOpen }: { detail: ExchangeDetail; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const dash = (v: string | null | undefined) => (v ? v : '-');
  return (
    <Flex vertical gap={20} data-testid="exchange-detail">
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('cmExchanges:field.exchangeNo')}>{detail.exchangeNo}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.status')}>
          <StatusTag status={detail.status} testId="detail-status" />
        </Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.buyer')}>{detail.buyerName}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.supplier')}>{detail.supplierName}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.scope')}>
          <ScopeLabel scope={detail.scope} />
        </Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.product')}>{dash(detail.productName)}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.initiator')}>{t(`cmExchanges:side.${detail.initiator}`)}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.createdAt')}>{showInstant(detail.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.sentAt')}>{detail.sentAt ? showInstant(detail.sentAt) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.decidedAt')}>
          {detail.decidedAt ? showInstant(detail.decidedAt) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('cmExchanges:field.requestNote')} span={2}>
          {dash(detail.requestNote)}
        </Descriptions.Item>
        {detail.status === 'rejected' && (
          <Descriptions.Item label={t('cmExchanges:field.rejectReason')} span={2}>
            <Typography.Text type="danger">{detail.rejectReason}</Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>

      <section>
        <Typography.Title level={5}>{t('cmExchanges:detail.set')}</Typography.Title>
        <DocTable docs={detail.items} testId="detail-set" />
      </section>

      <section>
        <Typography.Title level={5}>{t('cmExchanges:detail.steps')}</Typography.Title>
        <Timeline
          data-testid="detail-steps"
          items={detail.events.map((e, i) => ({
            key: i,
            color: e.action === 'reject' ? 'red' : e.action === 'approve' ? 'green' : e.action === 'cancel' ? 'gray' : 'blue',
            content: (
              <Flex vertical gap={2}>
                <Typography.Text strong>{t(`cmExchanges:action.${e.action}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {e.companyName} · {e.userName} · {showInstant(e.createdAt)}
                </Typography.Text>
                {e.note && <Typography.Text>{e.note}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      </section>

      <section>
        <Typography.Title level={5}>{t('cmExchanges:detail.history')}</Typography.Title>
        <Table<ExchangeRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={detail.history}
          data-testid="detail-history"
          locale={{ emptyText: t('cmExchanges:detail.noHistory') }}
          columns={[
            {
              title: t('cmExchanges:field.exchangeNo'),
              dataIndex: 'exchangeNo',
              render: (v: string, r) => <Typography.Link onClick={() => onOpen(r.id)}>{v}</Typography.Link>,
            },
            { title: t('cmExchanges:field.scope'), dataIndex: 'scope', render: (_v, r) => <ScopeLabel scope={r.scope} /> },
            { title: t('cmExchanges:field.product'), dataIndex: 'productName', render: (v: string | null) => dash(v) },
            { title: t('cmExchanges:field.status'), dataIndex: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
            { title: t('cmExchanges:field.createdAt'), dataIndex: 'createdAt', render: (v: string) => showInstant(v) },
          ]}
        />
      </section>
    </Flex>
  );
}

export function ExchangeDetailDrawer({ id, onClose, onOpen }: { id: number | null; onClose: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['cmExchanges', 'detail', id],
    queryFn: () => exchangeDetail(id!),
    enabled: id !== null,
  });
  return (
    <LayoutDrawer open={id !== null} size={DRAWER_WIDTH} title={t('cmExchanges:detail.title')} onClose={onClose}>
      {detail.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : detail.data ? (
        <DetailBody detail={detail.data} onOpen={onOpen} />
      ) : (
        <Empty />
      )}
    </LayoutDrawer>
  );
}
