// The order's product lines as a form control (value/onChange of Form.Item 'lines'): quantity
// (an integer ≥ 1), the product line's operation type, price and amount in yuan from fen, removal;
// the total under the table. 添加产品 opens the contract's products.
import { useRef, useState } from 'react';
import { Button, Flex, InputNumber, Select, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTableAccess } from '../../../kit/table/table-access';
import { operationTypeByProductLineCode } from '../api/master-data-api';
import { formatFen } from '../shared/money';
import { productColumns } from '../shared/product-columns';
import { QUANTITY_MAX, lineFen, lineFromProduct, totalFen, validQuantity, type FormLine } from './order-form-model';
import { ProductPicker } from './product-picker';

function OperationTypeSelect({
  productLineCode,
  value,
  onChange,
}: {
  productLineCode: string | null;
  value?: string;
  onChange: (v?: string) => void;
}) {
  const { t } = useTranslation();
  const types = useQuery({
    queryKey: ['order', 'operationTypes', productLineCode],
    queryFn: () => operationTypeByProductLineCode({ productLineCode: productLineCode ?? '' }),
    enabled: Boolean(productLineCode),
    staleTime: 5 * 60_000,
  });
  return (
    <Select
      allowClear
      size="small"
      style={{ width: '100%' }}
      placeholder={t('order:form.lines.operationTypePlaceholder')}
      aria-label={t('order:form.lines.operationType')}
      loading={types.isFetching}
      disabled={!productLineCode}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={(types.data ?? []).map((o) => ({ value: o.operationCode, label: o.operationName }))}
    />
  );
}

export type OrderLinesProps = {
  value?: FormLine[];
  onChange?: (lines: FormLine[]) => void;
  contractCode?: string;
  id?: string;
};

export function OrderLines({ value = [], onChange, contractCode, id }: OrderLinesProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useTableAccess(box, t('table:scrollRegion'));
  const [picking, setPicking] = useState(false);
  const update = (code: string, change: Partial<FormLine>) =>
    onChange?.(value.map((l) => (l.productCode === code ? { ...l, ...change } : l)));

  return (
    <Flex vertical gap={8} id={id} ref={box} data-testid="order-lines">
      <Flex justify="space-between" align="center">
        <Button icon={<PlusOutlined />} disabled={!contractCode} onClick={() => setPicking(true)} data-testid="order-add-products">
          {t('order:form.lines.add')}
        </Button>
        {!contractCode && <Typography.Text type="secondary">{t('order:form.lines.chooseContractFirst')}</Typography.Text>}
      </Flex>
      <Table<FormLine>
        size="small"
        rowKey="productCode"
        dataSource={value}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('order:form.lines.empty') }}
        columns={[
          { key: 'index', title: t('order:form.lines.index'), width: 56, fixed: 'left', render: (_v, _l, i) => i + 1 },
          ...productColumns<FormLine>(t, true),
          {
            key: 'operationType',
            title: t('order:form.lines.operationType'),
            width: 150,
            render: (_v, l) => (
              <OperationTypeSelect
                productLineCode={l.productLineCode}
                value={l.operationTypeCode}
                onChange={(v) => update(l.productCode, { operationTypeCode: v })}
              />
            ),
          },
          {
            key: 'price',
            dataIndex: 'priceFen',
            title: t('order:form.lines.price'),
            width: 120,
            align: 'right',
            render: (v: number) => formatFen(v),
          },
          {
            key: 'quantity',
            title: t('order:form.lines.quantity'),
            width: 130,
            render: (_v, l) => (
              <InputNumber
                size="small"
                min={1}
                max={QUANTITY_MAX}
                precision={0}
                status={validQuantity(l.quantity) ? undefined : 'error'}
                value={l.quantity}
                onChange={(q) => update(l.productCode, { quantity: q })}
                aria-label={t('order:form.lines.quantityOf', { name: l.productName })}
                data-testid={`line-quantity-${l.productCode}`}
              />
            ),
          },
          { key: 'amount', title: t('order:form.lines.amount'), width: 130, align: 'right', render: (_v, l) => formatFen(lineFen(l)) },
          {
            key: 'remove',
            title: t('order:form.lines.actions'),
            width: 70,
            fixed: 'right',
            render: (_v, l) => (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('order:form.lines.removeOf', { name: l.productName })}
                onClick={() => onChange?.(value.filter((x) => x.productCode !== l.productCode))}
                data-testid={`line-remove-${l.productCode}`}
              />
            ),
          },
        ]}
      />
      <Flex justify="flex-end" gap={16} data-testid="order-total">
        <Typography.Text>{t('order:form.lines.count', { n: value.length })}</Typography.Text>
        <Typography.Text strong>{t('order:form.lines.total', { amount: formatFen(totalFen(value)) })}</Typography.Text>
      </Flex>
      <ProductPicker
        open={picking}
        contractCode={contractCode ?? ''}
        taken={value.map((l) => l.productCode)}
        onPick={(products) => onChange?.([...value, ...products.map(lineFromProduct)])}
        onClose={() => setPicking(false)}
      />
    </Flex>
  );
}
