// 添加产品: the contract's products with their contract prices (order/purchaseProduct/pageList),
// searched and paged; products already on the order cannot be chosen twice.
import { useState, type Key } from 'react';
import { Alert, Button, Flex, Input, Modal, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractProductItem } from '@medportal/contracts/mall/catalogue.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { purchaseProductPageList, type PurchaseProductPageQuery } from '../api/master-data-api';
import { formatFen } from '../shared/money';
import { productColumns } from '../shared/product-columns';

type PageSize = NonNullable<PurchaseProductPageQuery['pageSize']>;

export type ProductPickerProps = {
  open: boolean;
  contractCode: string;
  /** product codes already on the order */
  taken: readonly string[];
  onPick: (products: ContractProductItem[]) => void;
  onClose: () => void;
};

export function ProductPicker({ open, contractCode, taken, onPick, onClose }: ProductPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const [chosen, setChosen] = useState<ContractProductItem[]>([]);
  const query = { contractCode, pageNum: page, pageSize, ...(keyword ? { keyword } : {}) };
  const products = useQuery({
    queryKey: ['order', 'purchaseProducts', query],
    queryFn: () => purchaseProductPageList(query),
    enabled: open && contractCode !== '',
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setChosen([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('order:form.picker.title')}
      width={900}
      destroyOnHidden
      onCancel={close}
      footer={
        <Flex justify="space-between" align="center">
          <span data-testid="picker-chosen">{t('order:form.picker.chosen', { n: chosen.length })}</span>
          <span>
            <Button onClick={close}>{t('order:form.cancel')}</Button>{' '}
            <Button
              type="primary"
              disabled={chosen.length === 0}
              onClick={() => {
                onPick(chosen);
                close();
              }}
              data-testid="picker-confirm"
            >
              {t('order:form.picker.add')}
            </Button>
          </span>
        </Flex>
      }
    >
      <Flex vertical gap={12} data-testid="product-picker">
        <Input.Search
          allowClear
          placeholder={t('order:form.picker.search')}
          aria-label={t('order:form.picker.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        {products.isError ? (
          <Alert type="error" showIcon title={t('order:form.picker.loadFailed')} />
        ) : (
          <Table<ContractProductItem>
            size="small"
            rowKey="productCode"
            loading={products.isFetching}
            dataSource={products.data?.content ?? []}
            pagination={false}
            scroll={{ y: 360 }}
            locale={{ emptyText: <EmptyMask simple searched={keyword !== ''} /> }}
            rowSelection={{
              preserveSelectedRowKeys: true,
              selectedRowKeys: chosen.map((p) => p.productCode as Key),
              getCheckboxProps: (p) => ({ disabled: taken.includes(p.productCode) }),
              onChange: (_keys, rows) => setChosen(rows.filter(Boolean)),
            }}
            columns={[
              ...productColumns<ContractProductItem>(t),
              {
                key: 'productLineName',
                dataIndex: 'productLineName',
                title: t('order:form.lines.productLine'),
                width: 120,
                ellipsis: true,
              },
              {
                key: 'priceFen',
                dataIndex: 'priceFen',
                title: t('order:form.lines.price'),
                width: 120,
                align: 'right',
                render: (v: number) => formatFen(v),
              },
            ]}
          />
        )}
        <PaginationFooter
          total={products.data?.totalElements ?? 0}
          page={page}
          pageSize={pageSize}
          onChange={(p, s) => {
            setPage(p);
            // the footer offers the contract's page sizes only
            setPageSize(s as PageSize);
          }}
        />
      </Flex>
    </Modal>
  );
}
