// 发货: a delivery notice of the lines still to ship — per line the quantity and a stock batch of the
// supplier (or a typed batch number, serial number and expiry date, which 扫码录入 fills from a scanned
// UDI) — with carry way, tracking number and a remark. Lines left at 0 ship later.
import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Drawer, Flex, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StockBatchItem } from '@medportal/contracts/mall/catalogue.contract';
import type { CarryWay } from '@medportal/contracts/mall/common.contract';
import type { OrderDetail } from '@medportal/contracts/mall/orders.contract';
import type { UdiParseAnswer } from '@medportal/contracts/product/udi.contract';
import { stockBatchPageList } from '../api/master-data-api';
import { MEMO_MAX } from '../edit/order-form-model';
import { CARRY_WAY_LIST } from '../shared/order-dicts';
import type { OperationExtra } from './use-order-operation';
import { applyScan, shipBody, shipLinesOf, shipProblem, type ShipLine } from './ship-model';
import { ShipScan } from './ship-scan';

type HeaderValues = { carryWay?: CarryWay; trackingNo?: string; comment?: string };

export type ShipDrawerProps = {
  open: boolean;
  detail: OrderDetail;
  busy: boolean;
  onClose: () => void;
  onShip: (extra: OperationExtra) => Promise<unknown>;
};

export function ShipDrawer({ open, detail, busy, onClose, onShip }: ShipDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HeaderValues>();
  const [lines, setLines] = useState<ShipLine[]>([]);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ carryWay: detail.order.carryWay ?? undefined, trackingNo: '', comment: '' });
    setLines(shipLinesOf(detail.lines));
    setChecked(false);
  }, [open, detail, form]);

  const codes = useMemo(() => [...new Set(lines.map((l) => l.line.productCode))], [lines]);
  const stock = useQueries({
    queries: codes.map((productCode) => ({
      queryKey: ['order', 'stockBatches', productCode],
      queryFn: () => stockBatchPageList({ productCode, pageSize: 100 }),
      enabled: open,
    })),
  });
  const batchesOf = (code: string): StockBatchItem[] => stock[codes.indexOf(code)]?.data?.content ?? [];
  const batchOf = (l: ShipLine) => batchesOf(l.line.productCode).find((b) => b.id === l.stockBatchId);
  const update = (id: number, change: Partial<ShipLine>) => setLines((all) => all.map((l) => (l.line.id === id ? { ...l, ...change } : l)));
  const problems = new Map(lines.map((l) => [l.line.id, shipProblem(l, batchOf(l))]));
  const nothing = !lines.some((l) => (l.quantity ?? 0) > 0);
  const scanned = (answer: UdiParseAnswer) => {
    const result = applyScan(lines, answer);
    if ('problem' in result) return result;
    setLines(result.lines);
    return { name: result.lines.find((l) => l.line.id === result.lineId)!.line.productName };
  };

  const ship = async () => {
    setChecked(true);
    let header: HeaderValues;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    if (nothing || [...problems.values()].some(Boolean)) return;
    try {
      await onShip({
        carryWay: header.carryWay,
        lines: shipBody(lines),
        ...(header.trackingNo?.trim() ? { trackingNo: header.trackingNo.trim() } : {}),
        ...(header.comment?.trim() ? { comment: header.comment.trim() } : {}),
      });
      onClose();
    } catch {
      // reported by the request layer; the drawer keeps the input
    }
  };

  return (
    <Drawer
      open={open}
      title={t('order:detail.shipTitle', { code: detail.order.orderCode })}
      size={1000}
      mask={{ closable: false }}
      onClose={onClose}
      data-testid="ship-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('order:form.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void ship()} data-testid="ship-confirm">
            {t('order:detail.shipOk')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} wrapperCol={{ flex: '1 1 0' }}>
        <Form.Item
          name="carryWay"
          label={t('order:form.carryWay')}
          rules={[{ required: true, message: t('order:detail.rules.shipCarryWay') }]}
        >
          <Select
            placeholder={t('order:form.carryWayPlaceholder')}
            options={CARRY_WAY_LIST.map((c) => ({ value: c, label: t(`order:carryWay.${c}`) }))}
            data-testid="ship-carry-way"
          />
        </Form.Item>
        <Form.Item name="trackingNo" label={t('order:detail.trackingNoLabel')}>
          <Input maxLength={60} placeholder={t('order:detail.trackingNoPlaceholder')} data-testid="ship-tracking" />
        </Form.Item>
        <Form.Item name="comment" label={t('order:form.memo')}>
          <Input.TextArea rows={2} maxLength={MEMO_MAX} showCount />
        </Form.Item>
      </Form>
      {open && <ShipScan onScan={scanned} />}
      <Table<ShipLine>
        size="small"
        rowKey={(l) => l.line.id}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'product',
            title: t('order:form.lines.productName'),
            width: 180,
            render: (_v, l) => (
              <Flex vertical>
                <span>{l.line.productName}</span>
                <Typography.Text type="secondary">
                  {l.line.productCode} · {l.line.specification}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'remaining',
            title: t('order:detail.remaining'),
            width: 80,
            align: 'right',
            render: (_v, l) => `${l.remaining}/${l.line.quantity}`,
          },
          {
            key: 'quantity',
            title: t('order:detail.shipQuantity'),
            width: 90,
            render: (_v, l) => (
              <InputNumber
                size="small"
                min={0}
                max={l.remaining}
                precision={0}
                value={l.quantity}
                onChange={(q) => update(l.line.id, { quantity: q })}
                aria-label={t('order:detail.shipQuantityOf', { name: l.line.productName })}
                data-testid={`ship-quantity-${l.line.id}`}
              />
            ),
          },
          {
            key: 'batch',
            title: t('order:detail.stockBatch'),
            width: 240,
            render: (_v, l) => (
              <Select<number>
                size="small"
                allowClear
                style={{ width: '100%' }}
                placeholder={t('order:detail.stockBatchPlaceholder')}
                value={l.stockBatchId}
                onChange={(id) =>
                  update(
                    l.line.id,
                    id === undefined ? { stockBatchId: undefined } : { stockBatchId: id, batchNo: '', serialNo: '', expiryDate: '' },
                  )
                }
                options={batchesOf(l.line.productCode).map((b) => ({
                  value: b.id,
                  label: t('order:detail.stockBatchOption', {
                    batch: b.batchNo,
                    expiry: b.expiryDate,
                    quantity: b.quantity,
                    house: b.houseName,
                  }),
                }))}
                aria-label={t('order:detail.stockBatchOf', { name: l.line.productName })}
                data-testid={`ship-batch-${l.line.id}`}
              />
            ),
          },
          {
            key: 'manual',
            title: t('order:detail.manualBatch'),
            width: 330,
            render: (_v, l) => {
              const problem = checked ? problems.get(l.line.id) : null;
              const manual = l.stockBatchId === undefined;
              return (
                <Flex vertical gap={4}>
                  <Space.Compact size="small" style={{ width: '100%' }}>
                    <Input
                      size="small"
                      disabled={!manual}
                      placeholder={t('order:detail.batchNo')}
                      value={l.batchNo}
                      maxLength={40}
                      style={{ width: '34%' }}
                      onChange={(e) => update(l.line.id, { batchNo: e.target.value })}
                      data-testid={`ship-batch-no-${l.line.id}`}
                    />
                    <Input
                      size="small"
                      disabled={!manual}
                      placeholder={t('order:detail.serialNo')}
                      value={l.serialNo}
                      maxLength={60}
                      style={{ width: '30%' }}
                      onChange={(e) => update(l.line.id, { serialNo: e.target.value })}
                      data-testid={`ship-serial-${l.line.id}`}
                    />
                    <DatePicker
                      size="small"
                      disabled={!manual}
                      placeholder={t('order:detail.expiryDate')}
                      value={l.expiryDate ? dayjs(l.expiryDate) : null}
                      style={{ width: '36%' }}
                      onChange={(d) => update(l.line.id, { expiryDate: d ? d.format('YYYY-MM-DD') : '' })}
                      data-testid={`ship-expiry-${l.line.id}`}
                    />
                  </Space.Compact>
                  {problem && (
                    <Typography.Text type="danger" data-testid={`ship-problem-${l.line.id}`}>
                      {t(`order:detail.rules.ship.${problem}`)}
                    </Typography.Text>
                  )}
                </Flex>
              );
            },
          },
        ]}
      />
      {checked && nothing && (
        <Typography.Text type="danger" data-testid="ship-nothing">
          {t('order:detail.rules.shipLines')}
        </Typography.Text>
      )}
    </Drawer>
  );
}
