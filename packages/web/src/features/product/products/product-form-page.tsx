// /productManagement/productControl/add 新增/编辑产品: code, name, model, unit, category, certificate,
// UDI-DI (its GS1 check digit checked here), product line, pictures (up to 9 jpg/png), barcode scheme and
// label AIs. Saved, it goes back to the list; an approved product's change waits for audit.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Space, Spin, TreeSelect } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isValidGtin14 } from '@medportal/contracts/product/gs1-rules';
import { BARCODE_SCHEMES, LABEL_AIS } from '@medportal/contracts/product/product-rules';
import type { ProductDetail, ProductSaveBody } from '@medportal/contracts/product/products.contract';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { FILE_LIBRARY_DOWNLOAD_URL } from '../../../lib/download';
import { PRODUCT_LIST_PATH } from './product-paths';
import { CERTIFICATE_OPTIONS_URL, PRODUCTS_KEY, categoryTree, productDetail, productSave, type CategoryNode } from './products-api';

export const MAX_PICTURES = 9;

type Values = Omit<ProductSaveBody, 'pictures' | 'id' | 'revision' | 'manufacturerCompanyId'> & { pictures: UploadItem[] };

const treeData = (nodes: CategoryNode[]): object[] =>
  nodes.map((n) => ({ value: n.id, title: `${n.code} ${n.name}`, children: treeData(n.children ?? []) }));

const fileCodeOf = (url: string): string => new URL(url, 'http://portal.local').searchParams.get('fileCode') ?? '';
const itemsOf = (d: ProductDetail): UploadItem[] =>
  (d.pending?.pictures ?? d.pictures).map((p) => ({
    uid: p.fileCode,
    url: `${FILE_LIBRARY_DOWNLOAD_URL}?fileCode=${encodeURIComponent(p.fileCode)}`,
    loading: false,
    name: p.fileName,
  }));

/** The form's values of a product: its pending change when it has one (that is what the edit continues). */
function valuesOf(d: ProductDetail): Values {
  const f = d.pending ?? d;
  return {
    code: f.code,
    name: f.name,
    specification: f.specification,
    unit: f.unit,
    categoryId: f.categoryId,
    certificateId: f.certificateId,
    udiDi: f.udiDi,
    productLineCode: f.productLineCode,
    barcodeScheme: f.barcodeScheme,
    labelAis: f.labelAis as Values['labelAis'],
    pictures: itemsOf(d),
  };
}

/** The save body: empty texts as null, pictures as file references. */
export function saveBodyOf(v: Values, current: ProductDetail | undefined): Partial<ProductSaveBody> {
  const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
  return {
    ...(current ? { id: current.id, revision: current.revision } : {}),
    code: v.code.trim(),
    name: v.name.trim(),
    specification: v.specification.trim(),
    unit: v.unit.trim(),
    categoryId: v.categoryId ?? null,
    certificateId: v.certificateId ?? null,
    udiDi: text(v.udiDi),
    productLineCode: text(v.productLineCode),
    barcodeScheme: v.barcodeScheme,
    labelAis: v.labelAis,
    pictures: v.pictures.filter((p) => p.url).map((p) => ({ fileCode: fileCodeOf(p.url), fileName: p.name })),
  };
}

function ProductForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const detail = useQuery({ queryKey: [...PRODUCTS_KEY, 'detail', id], queryFn: () => productDetail(id!), enabled: id !== null });
  const categories = useQuery({ queryKey: ['product', 'categoryTree'], queryFn: categoryTree, staleTime: 60_000 });
  const tree = useMemo(() => treeData(categories.data ?? []), [categories.data]);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const answer = await productSave(saveBodyOf(v, detail.data));
      void message.success(t(answer.pendingAudit ? 'pdProducts:form.savedPending' : 'pdProducts:form.saved'));
      await client.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void navigate(PRODUCT_LIST_PATH);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: t('pdProducts:form.required', { label }) }];
  const approved = detail.data?.approvedAt != null;

  return (
    <Card title={t(id ? 'pdProducts:form.editTitle' : 'pdProducts:form.addTitle')} data-testid="product-form-page">
      <Spin spinning={id !== null && detail.isPending}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ barcodeScheme: 'GS1', labelAis: ['01', '17', '10'], pictures: [], categoryId: null, certificateId: null }}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 960 }}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="code"
                label={t('pdProducts:columns.code')}
                rules={[
                  ...required(t('pdProducts:columns.code')),
                  { pattern: /^[A-Za-z0-9_.-]+$/, message: t('pdProducts:form.codePattern') },
                ]}
              >
                <Input maxLength={40} disabled={approved} data-testid="product-code" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="name" label={t('pdProducts:columns.name')} rules={required(t('pdProducts:columns.name'))}>
                <Input maxLength={200} data-testid="product-name" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="specification"
                label={t('pdProducts:columns.specification')}
                rules={required(t('pdProducts:columns.specification'))}
              >
                <Input maxLength={200} data-testid="product-specification" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="unit" label={t('pdProducts:columns.unit')} rules={required(t('pdProducts:columns.unit'))}>
                <Input maxLength={16} data-testid="product-unit" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="categoryId" label={t('pdProducts:columns.category')}>
                <TreeSelect
                  treeData={tree}
                  allowClear
                  showSearch={{ treeNodeFilterProp: 'title' }}
                  loading={categories.isFetching}
                  data-testid="product-category"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="certificateId" label={t('pdProducts:form.certificate')}>
                <RemoteSelect
                  config={{ url: CERTIFICATE_OPTIONS_URL, method: 'POST', searchKey: 'keyword', labelKey: 'certNo', valueKey: 'id' }}
                  allowClear
                  data-testid="product-certificate"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="udiDi"
                label={t('pdProducts:columns.udiDi')}
                extra={t('pdProducts:form.udiHint')}
                rules={[
                  {
                    validator: async (_r, value: string | null) => {
                      const v = value?.trim();
                      if (!v) return;
                      if (!/^[0-9]{14}$/.test(v)) throw new Error(t('pdProducts:form.udiFormat'));
                      if (!isValidGtin14(v)) throw new Error(t('pdProducts:form.udiCheckDigit'));
                    },
                  },
                ]}
              >
                <Input maxLength={14} data-testid="product-udi" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="productLineCode" label={t('pdProducts:form.productLine')}>
                <Input maxLength={40} data-testid="product-line" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="barcodeScheme" label={t('pdProducts:form.barcodeScheme')}>
                <Radio.Group options={BARCODE_SCHEMES.map((s) => ({ value: s, label: t(`pdProducts:scheme.${s}`) }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="labelAis" label={t('pdProducts:form.labelAis')}>
                <Checkbox.Group options={LABEL_AIS.map((ai) => ({ value: ai, label: t(`pdProducts:ai.${ai}`) }))} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="pictures"
                label={t('pdProducts:form.pictures')}
                extra={t('pdProducts:form.picturesHint', { n: MAX_PICTURES })}
              >
                <FileUpload limit={MAX_PICTURES} />
              </Form.Item>
            </Col>
          </Row>
          {approved && <p data-testid="product-approved-hint">{t('pdProducts:form.approvedHint')}</p>}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="product-save">
              {t('pdProducts:form.save')}
            </Button>
            <Button onClick={() => void navigate(PRODUCT_LIST_PATH)}>{t('pdProducts:form.cancel')}</Button>
          </Space>
        </Form>
      </Spin>
    </Card>
  );
}

export function ProductFormPage() {
  return (
    <App component={false}>
      <ProductForm />
    </App>
  );
}
