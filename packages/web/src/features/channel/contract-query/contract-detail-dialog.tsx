// The detail of one contract (960 wide): parties, period, state and its products with contract prices in
// yuan. A code the company has no contract under (100002 合同不存在, silent in the request layer on this
// page) shows the dialog's own hint instead.
import { Descriptions, Modal, Result, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { showInstant } from '../../../lib/time';
import { contractDetail, yuanOf, type ContractQueryDetail } from './contract-query-api';
import { ContractStateTag } from './contract-state-tag';

type Product = ContractQueryDetail['products'][number];

export function ContractDetailDialog({ contractCode, onClose }: { contractCode: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['cmContracts', 'detail', contractCode],
    queryFn: () => contractDetail(contractCode!),
    enabled: Boolean(contractCode),
    retry: false,
  });
  const missing = isApiError(detail.error) && detail.error.code === '100002';
  const c = detail.data;
  return (
    <Modal
      open={Boolean(contractCode)}
      width={960}
      title={t('cmContracts:detail.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="contract-detail"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && (
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? t('cmContracts:detail.notFound', { code: contractCode }) : t('cmContracts:detail.failed')}
          subTitle={missing ? t('cmContracts:detail.notFoundHint') : undefined}
          data-testid="contract-not-found"
        />
      )}
      {c && (
        <>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'code', label: t('cmContracts:field.contractCode'), children: c.contractCode },
              { key: 'name', label: t('cmContracts:field.contractName'), children: c.contractName },
              { key: 'buyer', label: t('cmContracts:field.buyer'), children: c.buyerName },
              { key: 'supplier', label: t('cmContracts:field.supplier'), children: c.supplierName },
              { key: 'period', label: t('cmContracts:field.period'), children: `${c.validFrom} ~ ${c.validTo}` },
              { key: 'state', label: t('cmContracts:field.state'), children: <ContractStateTag row={c} /> },
              ...(c.terminatedAt
                ? [{ key: 'terminatedAt', label: t('cmContracts:field.terminatedAt'), children: showInstant(c.terminatedAt) }]
                : []),
            ]}
          />
          <Table<Product>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="productCode"
            dataSource={c.products}
            pagination={false}
            scroll={{ y: 360 }}
            data-testid="contract-products"
            columns={[
              { dataIndex: 'productCode', title: t('cmContracts:product.code'), width: 120 },
              { dataIndex: 'productName', title: t('cmContracts:product.name'), ellipsis: true },
              { dataIndex: 'specification', title: t('cmContracts:product.specification'), ellipsis: true },
              { dataIndex: 'unit', title: t('cmContracts:product.unit'), width: 60 },
              { dataIndex: 'productLineName', title: t('cmContracts:product.productLine'), width: 130 },
              {
                dataIndex: 'priceFen',
                title: t('cmContracts:product.price'),
                width: 120,
                align: 'right',
                render: (fen: number) => yuanOf(fen),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
