// /basicData/qualificationFile/new?type=T 新增资质证照 and /basicData/qualificationFile/update?id=N 换证 (a new
// version, the form prefilled from the current one, 换证原因 required). The fields follow the type: 营业执照
// (统一社会信用代码 checked by its check character as typed, legal representative, capital, address,
// scope; validity may be 长期), 经营许可证 (number, licensed categories of the 2017 catalogue as a tree,
// warehouse address, validity end required), 备案凭证 (categories; 长期 allowed), 生产许可证 (categories,
// production address, validity end). Attachments (PDF/JPG/PNG) through the kit upload, at least one.
import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Col, DatePicker, Form, Input, Result, Row, Spin, TreeSelect, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  QUALIFICATION_FILE_RULES,
  QUALIFICATION_FILE_TYPES,
  QUALIFICATION_MAX_ATTACHMENTS,
  type QualificationFileType,
} from '@medportal/contracts/channel/qualification-files-rules';
import { isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { useSessionStore } from '../../../lib/session-store';
import {
  attachmentUrl,
  categoryTree,
  fileCodeOf,
  newQualificationFileVersion,
  qualificationFileDetail,
  saveQualificationFile,
  type CategoryNode,
  type QualificationFileDetail,
} from './qualification-files-api';
import { FILE_LIST_PATH, FILE_VIEW_PATH } from './qualification-file-parts';

const DAY = 'YYYY-MM-DD';

type FormShape = {
  fileNo: string;
  companyName?: string;
  legalRepresentative?: string;
  registeredCapital?: string;
  address?: string;
  businessScope?: string;
  responsiblePerson?: string;
  qualityManager?: string;
  warehouseAddress?: string;
  productionAddress?: string;
  categoryCodes?: string[];
  issuingAuthority?: string;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  longTerm?: boolean;
  attachments?: UploadItem[];
  changeReason?: string;
};

const initialOf = (d: QualificationFileDetail): FormShape => ({
  ...d.current.details,
  fileNo: d.current.fileNo,
  validFrom: d.current.validFrom ? dayjs(d.current.validFrom) : null,
  validTo: d.current.validTo ? dayjs(d.current.validTo) : null,
  longTerm: d.current.validTo === null,
  attachments: d.current.attachments.map((a) => ({
    uid: a.fileCode,
    url: attachmentUrl(d.id, a.fileCode),
    loading: false,
    name: a.fileName,
    ...(/\.pdf$/i.test(a.fileName) ? { contentType: 'application/pdf' } : {}),
  })),
});

type TreeNode = { value: string; title: string; children: TreeNode[] };
const treeOf = (nodes: CategoryNode[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.code, title: `${n.code} ${n.name}`, children: treeOf(n.children) }));

function CategorySelect({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['cmQualificationFiles', 'categories'], queryFn: categoryTree, staleTime: 300_000 });
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      treeData={treeOf(tree.data ?? [])}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isFetching}
      placeholder={t('cmQualificationFiles:form.categoriesPlaceholder')}
      maxTagCount={12}
      style={{ width: '100%' }}
      data-testid="category-select"
    />
  );
}

function FileForm({ type, detail }: { type: QualificationFileType; detail: QualificationFileDetail | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const sessionCompany = useSessionStore((s) => s.session?.companyName ?? '');
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const rule = QUALIFICATION_FILE_RULES[type];
  const updating = detail !== null;
  const longTerm = Form.useWatch('longTerm', form) ?? false;
  const tx = (key: string, o?: Record<string, unknown>) => t(`cmQualificationFiles:${key}`, o);

  useEffect(() => {
    if (detail) form.setFieldsValue(initialOf(detail));
    else form.setFieldsValue({ companyName: sessionCompany, longTerm: !rule.validToRequired });
  }, [detail, form, sessionCompany, rule.validToRequired, type]);

  const submit = async (v: FormShape) => {
    const fields = {
      fileNo: v.fileNo.trim(),
      validFrom: v.validFrom ? v.validFrom.format(DAY) : null,
      validTo: v.longTerm && !rule.validToRequired ? null : (v.validTo?.format(DAY) ?? null),
      details: {
        companyName: v.companyName ?? '',
        legalRepresentative: v.legalRepresentative ?? '',
        registeredCapital: v.registeredCapital ?? '',
        address: v.address ?? '',
        businessScope: v.businessScope ?? '',
        responsiblePerson: v.responsiblePerson ?? '',
        qualityManager: v.qualityManager ?? '',
        warehouseAddress: v.warehouseAddress ?? '',
        productionAddress: v.productionAddress ?? '',
        categoryCodes: v.categoryCodes ?? [],
        issuingAuthority: v.issuingAuthority ?? '',
      },
      attachments: (v.attachments ?? []).filter((a) => a.url).map((a) => ({ fileCode: fileCodeOf(a.url), fileName: a.name })),
    };
    setSaving(true);
    try {
      const saved = detail
        ? await newQualificationFileVersion({
            ...fields,
            id: detail.id,
            currentVersion: detail.currentVersion,
            changeReason: v.changeReason ?? '',
          })
        : await saveQualificationFile({ ...fields, fileType: type });
      void message.success(tx(detail ? 'form.updated' : 'form.saved'));
      void navigate(`${FILE_VIEW_PATH}?id=${saved.id}`);
    } catch {
      // the request layer showed the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: tx('form.required', { field: label }) });
  const text = (name: keyof FormShape, label: string, opts: { need?: boolean; max: number; area?: boolean }) => (
    <Form.Item name={name} label={label} rules={opts.need ? [required(label)] : []}>
      {opts.area ? (
        <Input.TextArea rows={3} maxLength={opts.max} showCount />
      ) : (
        <Input maxLength={opts.max} data-testid={`field-${name}`} />
      )}
    </Form.Item>
  );
  const numberLabel = tx(`fileNo.${type}`);
  const categoriesLabel = tx(type === 'production_license' ? 'field.productionCategories' : 'field.categoryCodes');

  return (
    <Card
      title={`${tx(updating ? 'title.update' : 'title.new')} · ${tx(`type.${type}`)}`}
      extra={
        <Button onClick={() => void navigate(detail ? `${FILE_VIEW_PATH}?id=${detail.id}` : FILE_LIST_PATH)}>{tx('action.back')}</Button>
      }
      data-testid="qualification-file-form"
    >
      <Form<FormShape> form={form} layout="vertical" style={{ maxWidth: 960 }} onFinish={(v) => void submit(v)} disabled={saving}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="fileNo"
              label={numberLabel}
              rules={[
                required(numberLabel),
                {
                  validator: async (_r, value?: string) => {
                    if (rule.creditCode && value?.trim() && !isValidCreditCode(value.trim().toUpperCase()))
                      throw new Error(tx('form.creditCodeInvalid'));
                  },
                },
              ]}
            >
              <Input maxLength={60} data-testid="field-fileNo" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('companyName', tx('field.companyName'), { max: 200 })}
          </Col>
        </Row>
        {type === 'business_license' ? (
          <>
            <Row gutter={24}>
              <Col xs={24} md={12}>
                {text('legalRepresentative', tx('field.legalRepresentative'), { max: 32 })}
              </Col>
              <Col xs={24} md={12}>
                {text('registeredCapital', tx('field.registeredCapital'), { max: 40 })}
              </Col>
            </Row>
            {text('address', tx('field.address'), { max: 200 })}
            {text('businessScope', tx('field.businessScope'), { max: 4000, area: true })}
          </>
        ) : (
          <>
            <Form.Item
              name="categoryCodes"
              label={categoriesLabel}
              rules={
                rule.categoriesRequired
                  ? [{ required: true, type: 'array', min: 1, message: tx('form.required', { field: categoriesLabel }) }]
                  : []
              }
            >
              <CategorySelect />
            </Form.Item>
            {type === 'production_license'
              ? text('productionAddress', tx('field.productionAddress'), { need: rule.productionRequired, max: 200 })
              : text('warehouseAddress', tx('field.warehouseAddress'), { need: rule.warehouseRequired, max: 200 })}
            <Row gutter={24}>
              <Col xs={24} md={8}>
                {text('responsiblePerson', tx('field.responsiblePerson'), { max: 32 })}
              </Col>
              <Col xs={24} md={8}>
                {text('qualityManager', tx('field.qualityManager'), { max: 32 })}
              </Col>
              <Col xs={24} md={8}>
                {text('issuingAuthority', tx('field.issuingAuthority'), { max: 100 })}
              </Col>
            </Row>
          </>
        )}
        <Row gutter={24} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item name="validFrom" label={tx('field.validFrom')}>
              <DatePicker style={{ width: '100%' }} data-testid="valid-from" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="validTo"
              label={tx('field.validTo')}
              dependencies={['validFrom', 'longTerm']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_r, value: Dayjs | null | undefined) => {
                    if (!value && (rule.validToRequired || !getFieldValue('longTerm'))) throw new Error(tx('form.validToRequired'));
                    const from = getFieldValue('validFrom') as Dayjs | null | undefined;
                    if (value && from && value.isBefore(from, 'day')) throw new Error(tx('form.validToBeforeFrom'));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} disabled={longTerm && !rule.validToRequired} data-testid="valid-to" />
            </Form.Item>
          </Col>
          {!rule.validToRequired && (
            <Col xs={24} md={8}>
              <Form.Item name="longTerm" valuePropName="checked">
                <Checkbox
                  data-testid="long-term"
                  onChange={(e) => {
                    if (e.target.checked) form.setFieldValue('validTo', null);
                  }}
                >
                  {tx('field.longTerm')}
                </Checkbox>
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item
          name="attachments"
          label={tx('field.attachments')}
          extra={tx('form.attachmentsHelp', { n: QUALIFICATION_MAX_ATTACHMENTS })}
          rules={[
            {
              validator: async (_r, value?: UploadItem[]) => {
                if (!(value ?? []).some((a) => a.url)) throw new Error(tx('form.attachmentsRequired'));
              },
            },
          ]}
        >
          <FileUpload limit={QUALIFICATION_MAX_ATTACHMENTS} />
        </Form.Item>
        {updating && (
          <Form.Item name="changeReason" label={tx('field.changeReason')} rules={[required(tx('field.changeReason'))]}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="change-reason" />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="file-submit">
            {tx(updating ? 'action.submitUpdate' : 'action.save')}
          </Button>
        </Form.Item>
      </Form>
      {updating && (
        <Typography.Text type="secondary" data-testid="update-hint">
          {tx('form.updateHint', { version: detail.currentVersion })}
        </Typography.Text>
      )}
    </Card>
  );
}

function NewScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type') as QualificationFileType | null;
  if (!type || !(QUALIFICATION_FILE_TYPES as readonly string[]).includes(type))
    return <Result status="warning" title={t('cmQualificationFiles:form.unknownType')} />;
  return <FileForm type={type} detail={null} />;
}

function UpdateScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: ['cmQualificationFiles', 'detail', id], queryFn: () => qualificationFileDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="form-loading" />;
  if (!detail.data) return <Result status="warning" title={t('cmQualificationFiles:view.notFound')} />;
  return <FileForm type={detail.data.fileType} detail={detail.data} />;
}

export function QualificationFileNewPage() {
  return (
    <App component={false}>
      <NewScreen />
    </App>
  );
}

export function QualificationFileUpdatePage() {
  return (
    <App component={false}>
      <UpdateScreen />
    </App>
  );
}
