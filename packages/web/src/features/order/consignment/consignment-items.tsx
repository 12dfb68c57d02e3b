// The batch/serial rows of one consigned product (pageProductDetailList), paged, earliest expiry first:
// expiry warnings, a serial number opens its trace, and the holder reports a use of a row.
import { useState } from 'react';
import { Button, Flex, Pagination, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsignmentItem, ConsignmentProductItem } from '@medportal/contracts/mall/fulfilment.contract';
import { consignmentProductDetailPageList } from '../api/fulfilment-api';
import { LoadError } from '../delivery/list-parts';
import { formatFen } from '../shared/money';
import { orderDetailPath } from '../shared/order-paths';

/** Query-key root of the consigned goods (products and their rows). */
export const CONSIGNMENT_KEY = ['order', 'consignment'] as const;
const ITEM_PAGE_SIZE = 20;

type ItemsProps = {
  product: ConsignmentProductItem;
  /** the session company holds these goods (it may report their use) */
  holder: boolean;
  onReport: (item: ConsignmentItem) => void;
  onTrace: (serialNo: string) => void;
};

export function ExpiryCell({ item }: { item: Pick<ConsignmentItem, 'expiryDate' | 'expired' | 'expiringSoon'> }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} align="center" wrap={false}>
      <span>{item.expiryDate}</span>
      {item.expired && <Tag color="red">{t('orderOps:consignment.expired')}</Tag>}
      {item.expiringSoon && <Tag color="orange">{t('orderOps:consignment.expiringSoon')}</Tag>}
    </Flex>
  );
}

export function ConsignmentItems({ product, holder, onReport, onTrace }: ItemsProps) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const query = {
    productCode: product.productCode,
    supplierCode: product.supplierCode,
    holderCode: product.holderCode,
    pageNum,
    pageSize: ITEM_PAGE_SIZE,
  } as const;
  const items = useQuery({ queryKey: [...CONSIGNMENT_KEY, 'items', query], queryFn: () => consignmentProductDetailPageList(query) });
  const columns = [
    { key: 'batchNo', dataIndex: 'batchNo', title: t('orderOps:col.batchNo'), width: 130 },
    {
      key: 'serialNo',
      title: t('orderOps:col.serialNo'),
      width: 160,
      render: (_v: unknown, r: ConsignmentItem) =>
        r.serialNo ? (
          <Typography.Link onClick={() => onTrace(r.serialNo!)} data-testid={`trace-${r.serialNo}`}>
            {r.serialNo}
          </Typography.Link>
        ) : (
          '-'
        ),
    },
    {
      key: 'expiryDate',
      title: t('orderOps:col.expiryDate'),
      width: 190,
      render: (_v: unknown, r: ConsignmentItem) => <ExpiryCell item={r} />,
    },
    {
      key: 'price',
      title: t('orderOps:consignment.col.price'),
      width: 110,
      align: 'right' as const,
      render: (_v: unknown, r: ConsignmentItem) => formatFen(r.priceFen),
    },
    { key: 'quantity', dataIndex: 'quantity', title: t('orderOps:consignment.col.total'), width: 80, align: 'right' as const },
    { key: 'used', dataIndex: 'usedQuantity', title: t('orderOps:consignment.col.used'), width: 80, align: 'right' as const },
    {
      key: 'available',
      dataIndex: 'availableQuantity',
      title: t('orderOps:consignment.col.available'),
      width: 80,
      align: 'right' as const,
    },
    {
      key: 'source',
      title: t('orderOps:consignment.col.sourceOrder'),
      width: 170,
      render: (_v: unknown, r: ConsignmentItem) =>
        r.sourceOrderId ? <Link to={orderDetailPath(r.sourceOrderId)}>{r.sourceOrderCode}</Link> : '-',
    },
    ...(holder
      ? [
          {
            key: 'actions',
            title: t('orderOps:col.actions'),
            width: 100,
            render: (_v: unknown, r: ConsignmentItem) => (
              <Button
                type="link"
                size="small"
                disabled={r.availableQuantity < 1 || r.expired}
                onClick={() => onReport(r)}
                data-testid={`report-${r.itemId}`}
              >
                {t('orderOps:usage.title')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (items.isError && !items.isFetching) {
    return <LoadError title={t('orderOps:consignment.itemsFailed')} onRetry={() => void items.refetch()} testId="items-error" />;
  }
  return (
    <Flex vertical gap={8} data-testid={`items-${product.productCode}`}>
      <Table<ConsignmentItem>
        rowKey="itemId"
        size="small"
        columns={columns}
        dataSource={items.data?.content ?? []}
        loading={items.isFetching}
        pagination={false}
      />
      {(items.data?.totalElements ?? 0) > ITEM_PAGE_SIZE && (
        <Pagination
          size="small"
          align="end"
          current={pageNum}
          pageSize={ITEM_PAGE_SIZE}
          total={items.data?.totalElements}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      )}
    </Flex>
  );
}
