// /productManagement/productPackage 产品包装: pick a product (the manufacturer's own, or any for the
// platform), then edit its packaging levels, its barcode rule and print its labels.
import { useState } from 'react';
import { Alert, Card, Descriptions, Empty, Flex, Form, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type { PackageView } from '@medportal/contracts/product/packages.contract';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { BarcodeRuleCard } from './barcode-rule-card';
import { LabelPanel } from './label-panel';
import { LevelEditor } from './level-editor';
import { packageList } from './packages-api';

const PRODUCT_OPTIONS = {
  url: PRODUCT_API.productOptions,
  method: 'POST' as const,
  searchKey: 'keyword',
  labelKey: 'name',
  valueKey: 'id',
};

export function PackagesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [productId, setProductId] = useState<number | undefined>();
  const key = ['pdPackages', 'view', productId];
  const view = useQuery({ queryKey: key, queryFn: () => packageList(productId!), enabled: productId !== undefined });
  const saved = (next: PackageView) => client.setQueryData(key, next);

  return (
    <Flex vertical gap={16} data-testid="product-package-page">
      <Card title={t('pdPackages:title')} size="small">
        <Form layout="inline">
          <Form.Item label={t('pdPackages:product')} style={{ minWidth: 420 }}>
            <RemoteSelect
              config={PRODUCT_OPTIONS}
              value={productId}
              onChange={(v) => setProductId(v === undefined || v === null ? undefined : Number(v))}
              placeholder={t('pdPackages:productPlaceholder')}
              aria-label={t('pdPackages:product')}
              allowClear
              data-testid="product-select"
            />
          </Form.Item>
        </Form>
        {view.data && (
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ marginTop: 16 }} data-testid="product-summary">
            <Descriptions.Item label={t('pdPackages:code')}>{view.data.product.code}</Descriptions.Item>
            <Descriptions.Item label={t('pdPackages:name')}>{view.data.product.name}</Descriptions.Item>
            <Descriptions.Item label={t('pdPackages:specification')}>{view.data.product.specification || '-'}</Descriptions.Item>
            <Descriptions.Item label="UDI-DI">{view.data.product.udiDi ?? '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {productId === undefined && <Empty description={t('pdPackages:pickProduct')} data-testid="pick-product" />}
      {view.isLoading && <Spin style={{ alignSelf: 'center' }} />}
      {view.isError && <Alert type="error" showIcon title={t('pdPackages:loadFailed')} />}
      {view.data && (
        <>
          <LevelEditor view={view.data} onSaved={saved} />
          <BarcodeRuleCard view={view.data} onSaved={saved} />
          <LabelPanel key={view.data.product.id} view={view.data} />
        </>
      )}
    </Flex>
  );
}
