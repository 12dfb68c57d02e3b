// 序列号追溯 (serialNumberOrderList): where a serial number came from (the consignment order that placed
// it) and every use of it with the fill-up order covering it; the holder picks open uses for 待补货.
import { useState, type Key } from 'react';
import { Button, Descriptions, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SerialTrace, UsageRecord } from '@medportal/contracts/mall/fulfilment.contract';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { serialNumberOrderList } from '../api/fulfilment-api';
import { DETAIL_DRAWER_WIDTH } from '../delivery/delivery-drawer';
import { LoadError, orDash } from '../delivery/list-parts';
import { orderDetailPath } from '../shared/order-paths';
import { basketUsageOf, isOpenUsage, type BasketUsage } from './basket';
import { CONSIGNMENT_KEY, ExpiryCell } from './consignment-items';

type TraceProps = {
  serialNo: string | null;
  companyCode: string | undefined;
  /** usage ids already picked */
  picked: readonly number[];
  onPick: (usages: BasketUsage[]) => void;
  onClose: () => void;
};

function TraceBlock({
  trace,
  holder,
  picked,
  onPick,
}: {
  trace: SerialTrace;
  holder: boolean;
  picked: readonly number[];
  onPick: TraceProps['onPick'];
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Key[]>([]);
  const columns = [
    { key: 'usedAt', dataIndex: 'usedAt', title: t('orderOps:usage.usedAt'), width: 170 },
    { key: 'quantity', dataIndex: 'quantity', title: t('orderOps:col.quantity'), width: 70, align: 'right' as const },
    { key: 'usedFor', dataIndex: 'usedFor', title: t('orderOps:usage.usedFor'), render: (v: string | null) => orDash(v) },
    {
      key: 'fillup',
      title: t('orderOps:usage.fillupOrder'),
      width: 180,
      render: (_v: unknown, u: UsageRecord) =>
        u.fillupOrderId ? (
          <Link to={`/order/fillup?id=${u.fillupOrderId}`}>{u.fillupOrderCode}</Link>
        ) : (
          <Typography.Text type="warning">{t('orderOps:usage.open')}</Typography.Text>
        ),
    },
  ];
  const pickable = (u: UsageRecord) => holder && isOpenUsage(u) && !picked.includes(u.usageId);

  return (
    <Flex vertical gap={12} data-testid={`trace-${trace.itemId}`}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item
          label={t('orderOps:col.product')}
          span={2}
        >{`${trace.productName}（${trace.productCode}） ${trace.specification}`}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:col.batchNo')}>{trace.batchNo}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:col.expiryDate')}>
          <ExpiryCell item={trace} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orderOps:col.supplier')}>{trace.supplierName}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:consignment.col.holder')}>{trace.holderName}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:consignment.col.sourceOrder')}>
          {trace.sourceOrderId ? <Link to={orderDetailPath(trace.sourceOrderId)}>{trace.sourceOrderCode}</Link> : '-'}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('orderOps:consignment.col.available')}
        >{`${trace.availableQuantity} / ${trace.quantity} ${trace.unit}`}</Descriptions.Item>
      </Descriptions>
      <Table<UsageRecord>
        rowKey="usageId"
        size="small"
        columns={columns}
        dataSource={trace.usages}
        pagination={false}
        locale={{ emptyText: t('orderOps:usage.none') }}
        rowSelection={
          holder
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                getCheckboxProps: (u) => ({ disabled: !pickable(u) }),
              }
            : undefined
        }
      />
      {holder && (
        <Flex justify="flex-end">
          <Button
            disabled={selected.length === 0}
            data-testid={`trace-pick-${trace.itemId}`}
            onClick={() => {
              onPick(trace.usages.filter((u) => selected.includes(u.usageId)).map((u) => basketUsageOf(u, trace)));
              setSelected([]);
            }}
          >
            {t('orderOps:basket.add', { n: selected.length })}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

export function SerialTraceDrawer({ serialNo, companyCode, picked, onPick, onClose }: TraceProps) {
  const { t } = useTranslation();
  const traces = useQuery({
    queryKey: [...CONSIGNMENT_KEY, 'trace', serialNo],
    queryFn: () => serialNumberOrderList({ serialNo: serialNo! }),
    enabled: serialNo !== null,
  });
  return (
    <LayoutDrawer open={serialNo !== null} title={t('orderOps:trace.title', { serialNo })} size={DETAIL_DRAWER_WIDTH} onClose={onClose}>
      {traces.isPending && serialNo !== null && <Skeleton active />}
      {traces.isError && !traces.isFetching && (
        <LoadError title={t('orderOps:trace.failed')} onRetry={() => void traces.refetch()} testId="trace-error" />
      )}
      {traces.data?.length === 0 && <Empty description={t('orderOps:trace.none')} />}
      <Flex vertical gap={24} data-testid="serial-trace">
        {traces.data?.map((trace) => (
          <TraceBlock key={trace.itemId} trace={trace} holder={trace.holderCode === companyCode} picked={picked} onPick={onPick} />
        ))}
      </Flex>
    </LayoutDrawer>
  );
}
