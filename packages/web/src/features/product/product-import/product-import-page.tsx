// /productManagement/productControl/importPrdutsAndPics 产品导入: two steps on one page — the products
// from the Excel template (download it, upload the filled .xlsx), then their pictures from a zip whose
// file names are product codes — each with its live progress, failed rows and error workbook. Files are
// checked before sending (type, size, not empty); the server checks again. The platform first picks the
// manufacturer; a manufacturer imports for itself.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Spin, Typography, Upload, type UploadProps } from 'antd';
import { DownloadOutlined, FileExcelOutlined, FileZipOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_PICTURES_MAX,
  PRODUCT_PICTURES_MAX_BYTES,
  PRODUCT_PICTURES_MAX_ENTRIES,
} from '@medportal/contracts/product/product-import-rules';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { useSessionStore } from '../../../lib/session-store';
import { downloadProductImportTemplate, uploadProductImport, type ImportTarget } from './product-import-api';
import { ProductImportResult } from './product-import-result';

export type ImportRefusal = 'type' | 'size' | 'empty';

const RULES: Record<ImportTarget, { extension: RegExp; maxBytes: number; accept: string }> = {
  products: { extension: /\.xlsx$/i, maxBytes: PRODUCT_IMPORT_MAX_BYTES, accept: '.xlsx' },
  pictures: { extension: /\.zip$/i, maxBytes: PRODUCT_PICTURES_MAX_BYTES, accept: '.zip' },
};

/** Why a chosen file may not be sent: its type, empty, or beyond the limit of its import. */
export function importRefusal(target: ImportTarget, file: Pick<File, 'name' | 'size'>): ImportRefusal | null {
  const rule = RULES[target];
  if (!rule.extension.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

const MANUFACTURERS = {
  url: STAFF_API.companyOptions,
  method: 'POST',
  params: { companyType: 'FC' },
  searchKey: 'keyword',
  labelKey: 'name',
  valueKey: 'id',
} as const;

function ImportStep({ target, manufacturerId, ready }: { target: ImportTarget; manufacturerId?: number; ready: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progressId, setProgressId] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadProductImport(target, file, manufacturerId),
    onSuccess: (started) => setProgressId(started.progressId),
  });
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = importRefusal(target, file);
    if (!refusal) return true;
    void message.error(t(`pdImport:refusal.${target}.${refusal}`, { name: file.name }));
    return Upload.LIST_IGNORE;
  };
  const hint =
    target === 'products'
      ? t('pdImport:products.hint', { max: PRODUCT_IMPORT_MAX_ROWS })
      : t('pdImport:pictures.hint', { entries: PRODUCT_PICTURES_MAX_ENTRIES, pictures: PRODUCT_PICTURES_MAX });
  return (
    <Flex vertical gap={16}>
      <Spin spinning={upload.isPending} description={t('pdImport:uploading')}>
        <div data-testid={`pd-import-upload-${target}`}>
          <Upload.Dragger
            accept={RULES[target].accept}
            multiple={false}
            showUploadList={false}
            disabled={!ready || upload.isPending}
            beforeUpload={beforeUpload}
            customRequest={({ file, onSuccess }) => upload.mutate(file as File, { onSettled: () => onSuccess?.(null) })}
          >
            <p className="ant-upload-drag-icon">{target === 'products' ? <FileExcelOutlined /> : <FileZipOutlined />}</p>
            <p className="ant-upload-text">{t(ready ? `pdImport:${target}.drop` : 'pdImport:pickManufacturerFirst')}</p>
            <p className="ant-upload-hint">{hint}</p>
          </Upload.Dragger>
        </div>
      </Spin>
      {progressId !== null && (
        <Card size="small" type="inner" title={t('pdImport:result.title')}>
          <ProductImportResult key={progressId} progressId={progressId} target={target} />
        </Card>
      )}
    </Flex>
  );
}

function ProductImports() {
  const { t } = useTranslation();
  const platform = useSessionStore((s) => s.session?.companyType === 'MM' || s.session?.adminUser === '1');
  const [manufacturerId, setManufacturerId] = useState<number | undefined>(undefined);
  const template = useMutation({ mutationFn: downloadProductImportTemplate });
  const ready = !platform || manufacturerId !== undefined;
  const target = platform ? manufacturerId : undefined;
  return (
    <Flex vertical gap={16} data-testid="pd-import-page">
      {platform && (
        <Card>
          <Form layout="inline">
            <Form.Item label={t('pdImport:manufacturer')} required>
              <RemoteSelect
                config={MANUFACTURERS}
                value={manufacturerId}
                onChange={(v) => setManufacturerId(v === undefined ? undefined : Number(v))}
                placeholder={t('pdImport:manufacturerPlaceholder')}
                aria-label={t('pdImport:manufacturer')}
                style={{ width: 360 }}
                data-testid="pd-import-manufacturer"
              />
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card
        title={t('pdImport:products.title')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="pd-import-template"
          >
            {t('pdImport:products.template')}
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <Alert type="info" showIcon title={t('pdImport:products.note')} />
          <ImportStep key={`products-${target ?? ''}`} target="products" manufacturerId={target} ready={ready} />
        </Flex>
      </Card>
      <Card title={t('pdImport:pictures.title')}>
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            title={
              <span>
                {t('pdImport:pictures.note')} <Typography.Text code>KR-001.jpg</Typography.Text>{' '}
                <Typography.Text code>KR-001_2.png</Typography.Text>
              </span>
            }
          />
          <ImportStep key={`pictures-${target ?? ''}`} target="pictures" manufacturerId={target} ready={ready} />
        </Flex>
      </Card>
    </Flex>
  );
}

export function ProductImportPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <ProductImports />
    </App>
  );
}
