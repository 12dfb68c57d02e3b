// The product's detail drawer: every field, the pictures, the change waiting for audit as a list of
// what differs, the reject reason and the packaging levels.
import { Alert, Descriptions, Drawer, Empty, Flex, Image, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FileRef, ProductDetail, ProductFields } from '@medportal/contracts/product/products.contract';
import { useFileObjectUrl } from '../../../kit/viewer/use-file-object-url';
import { FILE_LIBRARY_DOWNLOAD_URL } from '../../../lib/download';
import { showInstant } from '../../../lib/time';
import { CertCell, StatusTag } from './product-columns';
import { PRODUCTS_KEY, productDetail } from './products-api';

const PENDING_KEYS = [
  'code',
  'name',
  'specification',
  'unit',
  'categoryId',
  'certificateId',
  'udiDi',
  'productLineCode',
  'barcodeScheme',
  'labelAis',
  'pictures',
] as const;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x ? (x as FileRef).fileName : String(x))).join('、') || '-';
  return String(v);
};

/** The fields a pending change alters, with the audited value and the new one. */
export function pendingChanges(detail: ProductDetail, pending: ProductFields) {
  const current: Record<string, unknown> = detail;
  return PENDING_KEYS.filter((k) => JSON.stringify(current[k] ?? null) !== JSON.stringify(pending[k] ?? null)).map((k) => ({
    key: k,
    before: show(current[k]),
    after: show(pending[k]),
  }));
}

function Picture({ file }: { file: FileRef }) {
  const image = useFileObjectUrl(`${FILE_LIBRARY_DOWNLOAD_URL}?fileCode=${encodeURIComponent(file.fileCode)}`);
  if (!image.url)
    return (
      <Spin spinning={image.loading}>
        <div style={{ width: 96, height: 96 }} />
      </Spin>
    );
  return <Image width={96} height={96} src={image.url} alt={file.fileName} style={{ objectFit: 'cover' }} />;
}

export function ProductDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...PRODUCTS_KEY, 'detail', id], queryFn: () => productDetail(id!), enabled: id !== null });
  const d = query.data;
  return (
    <Drawer
      open={id !== null}
      size={720}
      title={t('pdProducts:detail.title')}
      onClose={onClose}
      destroyOnHidden
      data-testid="product-detail"
    >
      {!d ? (
        <Spin spinning={query.isFetching} />
      ) : (
        <Flex vertical gap={16}>
          {d.rejectReason && <Alert type="error" showIcon title={t('pdProducts:detail.rejectReason', { reason: d.rejectReason })} />}
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('pdProducts:columns.code')}>{d.code}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.name')}>{d.name}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.specification')}>{d.specification}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.unit')}>{d.unit}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.category')}>{show(d.categoryName)}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.manufacturer')}>{d.manufacturerName}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.certNo')} span={2}>
              <CertCell certNo={d.certNo} expiry={d.certExpiryDate} />
              {d.certExpiryDate && (
                <Typography.Text type="secondary"> {t('pdProducts:detail.validTo', { day: d.certExpiryDate })}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:detail.deviceClass')}>
              {d.deviceClass ? t(`pdProducts:class.${d.deviceClass}`) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.udiDi')}>{show(d.udiDi)}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:form.productLine')}>{show(d.productLineCode)}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:form.barcodeScheme')}>{d.barcodeScheme}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:form.labelAis')}>{d.labelAis.map((ai) => `(${ai})`).join(' ')}</Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.status')}>
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.enabled')}>
              {t(d.enabled ? 'pdProducts:enabled.true' : 'pdProducts:enabled.false')}
            </Descriptions.Item>
            <Descriptions.Item label={t('pdProducts:columns.updatedAt')}>{showInstant(d.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('pdProducts:form.pictures')}</Typography.Title>
          {d.pictures.length ? (
            <Image.PreviewGroup>
              <Flex gap={8} wrap>
                {d.pictures.map((p) => (
                  <Picture key={p.fileCode} file={p} />
                ))}
              </Flex>
            </Image.PreviewGroup>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
          {d.pending && (
            <>
              <Typography.Title level={5}>{t('pdProducts:detail.pending')}</Typography.Title>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                data-testid="product-pending"
                dataSource={pendingChanges(d, d.pending)}
                columns={[
                  { title: t('pdProducts:detail.field'), dataIndex: 'key', render: (k: string) => t(`pdProducts:fields.${k}`) },
                  { title: t('pdProducts:detail.before'), dataIndex: 'before' },
                  {
                    title: t('pdProducts:detail.after'),
                    dataIndex: 'after',
                    render: (v: string) => <Typography.Text type="warning">{v}</Typography.Text>,
                  },
                ]}
              />
            </>
          )}
          <Typography.Title level={5}>{t('pdProducts:detail.packages')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.packages}
            locale={{ emptyText: t('pdProducts:detail.noPackages') }}
            columns={[
              { title: t('pdProducts:detail.level'), dataIndex: 'level' },
              { title: t('pdProducts:detail.packageName'), dataIndex: 'name' },
              { title: t('pdProducts:columns.udiDi'), dataIndex: 'udiDi' },
              { title: t('pdProducts:detail.quantity'), dataIndex: 'quantity' },
              { title: t('pdProducts:columns.unit'), dataIndex: 'unit' },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
