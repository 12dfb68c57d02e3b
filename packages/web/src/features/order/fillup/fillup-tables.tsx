// The lines of a fill-up order (quantities editable while its holder edits a draft) and the usages it
// covers. Amounts are integer fen shown as yuan; an edited line's amount is quantity × price in fen.
import { useMemo } from 'react';
import { Button, Flex, InputNumber, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FillupLine, UsageRecord } from '@medportal/contracts/mall/fulfilment.contract';
import { orDash } from '../delivery/list-parts';
import { formatFen } from '../shared/money';

export const LINE_QUANTITY_MAX = 99_999;

/** lineId → quantity of the lines kept (a line left out is removed on save). */
export type LineEdits = Map<number, number | null>;

function ProductCell({ name, code, spec }: { name: string; code: string; spec: string }) {
  return (
    <Flex vertical>
      <span>{name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {code} · {spec}
      </Typography.Text>
    </Flex>
  );
}

type LinesProps = {
  lines: readonly FillupLine[];
  /** edit mode: the kept lines and their quantities */
  edits?: LineEdits;
  onEdit?: (lineId: number, quantity: number | null) => void;
  onRemove?: (lineId: number) => void;
};

export function FillupLinesTable({ lines, edits, onEdit, onRemove }: LinesProps) {
  const { t } = useTranslation();
  const shown = edits ? lines.filter((l) => edits.has(l.id)) : lines;
  const quantityOf = (l: FillupLine) => (edits ? (edits.get(l.id) ?? null) : l.quantity);
  // rebuilt each render: the quantity and amount cells read the edits
  const columns = [
    { key: 'lineNo', dataIndex: 'lineNo', title: t('orderOps:col.index'), width: 60 },
    {
      key: 'product',
      title: t('orderOps:col.product'),
      render: (_v: unknown, l: FillupLine) => <ProductCell name={l.productName} code={l.productCode} spec={l.specification} />,
    },
    {
      key: 'price',
      title: t('orderOps:fillup.col.price'),
      width: 120,
      align: 'right' as const,
      render: (_v: unknown, l: FillupLine) => formatFen(l.priceFen),
    },
    {
      key: 'quantity',
      title: t('orderOps:col.quantity'),
      width: 150,
      align: 'right' as const,
      render: (_v: unknown, l: FillupLine) =>
        edits ? (
          <InputNumber
            min={1}
            max={LINE_QUANTITY_MAX}
            precision={0}
            value={edits.get(l.id)}
            status={edits.get(l.id) ? undefined : 'error'}
            onChange={(v) => onEdit?.(l.id, typeof v === 'number' ? v : null)}
            aria-label={t('orderOps:fillup.quantityOf', { name: l.productName })}
            data-testid={`fillup-qty-${l.id}`}
            style={{ width: 110 }}
          />
        ) : (
          `${l.quantity} ${l.unit}`
        ),
    },
    {
      key: 'amount',
      title: t('orderOps:fillup.col.amount'),
      width: 140,
      align: 'right' as const,
      render: (_v: unknown, l: FillupLine) => formatFen((quantityOf(l) ?? 0) * l.priceFen),
    },
    { key: 'shipped', dataIndex: 'shippedQuantity', title: t('orderOps:fillup.col.shipped'), width: 90, align: 'right' as const },
    { key: 'received', dataIndex: 'receivedQuantity', title: t('orderOps:fillup.col.received'), width: 90, align: 'right' as const },
    ...(edits
      ? [
          {
            key: 'remove',
            title: t('orderOps:col.actions'),
            width: 70,
            render: (_v: unknown, l: FillupLine) => (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                disabled={shown.length <= 1}
                aria-label={t('orderOps:fillup.removeLine', { name: l.productName })}
                data-testid={`fillup-remove-${l.id}`}
                onClick={() => onRemove?.(l.id)}
              />
            ),
          },
        ]
      : []),
  ];
  const total = shown.reduce((sum, l) => sum + (quantityOf(l) ?? 0) * l.priceFen, 0);

  return (
    <div data-testid="fillup-lines">
      <Table<FillupLine>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={false}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('orderOps:fillup.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <span data-testid="fillup-total">{formatFen(total)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={edits ? 3 : 2} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}

export function UsageTable({ usages }: { usages: readonly UsageRecord[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      { key: 'product', title: t('orderOps:col.product'), render: (_v: unknown, u: UsageRecord) => `${u.productName}（${u.productCode}）` },
      { key: 'batchNo', dataIndex: 'batchNo', title: t('orderOps:col.batchNo'), width: 130 },
      { key: 'serialNo', dataIndex: 'serialNo', title: t('orderOps:col.serialNo'), width: 140, render: (v: string | null) => orDash(v) },
      { key: 'quantity', dataIndex: 'quantity', title: t('orderOps:col.quantity'), width: 80, align: 'right' as const },
      { key: 'usedAt', dataIndex: 'usedAt', title: t('orderOps:usage.usedAt'), width: 170 },
      { key: 'usedFor', dataIndex: 'usedFor', title: t('orderOps:usage.usedFor'), render: (v: string | null) => orDash(v) },
    ],
    [t],
  );
  return (
    <div data-testid="fillup-usages">
      <Table<UsageRecord> rowKey="usageId" size="small" columns={columns} dataSource={[...usages]} pagination={false} />
    </div>
  );
}
