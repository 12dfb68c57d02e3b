// The letter form of add-authorization (a template: its text filled live from the form) and
// add-manully-authorization (free text): grantee, the parent letter for a distributor, products and product lines,
// regions (provinces and cities), hospitals, period, title, remark; 保存草稿 or 保存并提交盖章. A distributor picks
// within its parent letter; the server refuses anything outside it, naming each excess.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Cascader, Col, DatePicker, Flex, Form, Input, Result, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fillLetterTemplate } from '@medportal/contracts/channel/letter-scope-rules';
import type { LetterTemplateCode } from '@medportal/contracts/channel/letter-rules';
import {
  DRAFT_DETAIL_PATH,
  saveLetter,
  submitLetter,
  useLetterOptions,
  type LetterDetail,
  type LetterSaveBody,
  type LetterTemplate,
} from './letters-write-api';

export type LetterFormValues = {
  title?: string;
  granteeCompanyId?: number;
  parentLetterNo?: string;
  products?: string[];
  productLines?: string[];
  regions?: string[][];
  hospitals?: string[];
  period?: [Dayjs, Dayjs] | null;
  bodyText?: string;
  remark?: string;
};

type Option = { value: string; label: string };

const KEYWORD_DEBOUNCE_MS = 300;

/** A keyword typed into a search select, settled after a short pause. */
function useSettled(): [string, (v: string) => void] {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed.trim()), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [settled, setTyped];
}

/** A region code as a Cascader path: a city under its province, a province alone. */
export const regionPath = (code: string): string[] => (code.endsWith('0000') ? [code] : [`${code.slice(0, 2)}0000`, code]);

/** The save body of the form's values (the last code of each region path, ids as numbers). */
export function saveBodyOf(v: LetterFormValues, templateCode: LetterTemplateCode | null, draft?: LetterDetail): LetterSaveBody {
  return {
    ...(draft ? { id: draft.id, updatedAt: draft.updatedAt } : {}),
    templateCode,
    title: v.title?.trim() ?? '',
    bodyText: templateCode === null ? (v.bodyText?.trim() ?? '') : '',
    granteeCompanyId: v.granteeCompanyId!,
    parentLetterNo: v.parentLetterNo ?? null,
    products: (v.products ?? []).map(Number),
    productLines: v.productLines ?? [],
    regions: [...new Set((v.regions ?? []).map((p) => p[p.length - 1]!))],
    hospitals: (v.hospitals ?? []).map(Number),
    validFrom: v.period?.[0]?.format('YYYY-MM-DD') ?? '',
    validTo: v.period?.[1]?.format('YYYY-MM-DD') ?? '',
    remark: v.remark?.trim() ?? '',
  };
}

/** The form's values of a draft being edited. */
export const valuesOfDraft = (d: LetterDetail): LetterFormValues => ({
  title: d.title,
  granteeCompanyId: d.granteeCompanyId,
  parentLetterNo: d.parentLetterNo ?? undefined,
  products: d.scopes.filter((s) => s.kind === 'product').map((s) => s.value),
  productLines: d.scopes.filter((s) => s.kind === 'productLine').map((s) => s.value),
  regions: d.scopes.filter((s) => s.kind === 'region').map((s) => regionPath(s.value)),
  hospitals: d.scopes.filter((s) => s.kind === 'hospital').map((s) => s.value),
  period: [dayjs(d.validFrom), dayjs(d.validTo)],
  bodyText: d.templateCode === null ? d.bodyText : '',
  remark: d.remark,
});

/** Options plus the labels a draft already holds (so a picked value outside the current search keeps its name). */
const withKnown = (options: Option[], known: Option[]): Option[] => {
  const seen = new Set(options.map((o) => o.value));
  return [...options, ...known.filter((k) => !seen.has(k.value))];
};

export function LetterForm({ template, draft }: { template: LetterTemplate | null; draft?: LetterDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<LetterFormValues>();
  const [granteeKeyword, setGranteeKeyword] = useSettled();
  const [hospitalKeyword, setHospitalKeyword] = useSettled();
  const options = useLetterOptions({ granteeKeyword: granteeKeyword || undefined, hospitalKeyword: hospitalKeyword || undefined });
  const o = options.data;
  const values = Form.useWatch([], form) as LetterFormValues | undefined;
  const parent = o?.parents.find((p) => p.letterNo === values?.parentLetterNo);
  const isDistributor = o?.grantorType === 'AG';
  const known = (kind: string): Option[] =>
    (draft?.scopes ?? []).filter((s) => s.kind === kind).map((s) => ({ value: s.value, label: s.label }));

  const productOptions: Option[] = withKnown(isDistributor ? (parent?.products ?? []) : (o?.products ?? []), known('product'));
  const lineOptions: Option[] = withKnown(isDistributor ? (parent?.productLines ?? []) : (o?.productLines ?? []), known('productLine'));
  const hospitalOptions: Option[] = withKnown(
    parent && parent.hospitals.length > 0 ? parent.hospitals : (o?.hospitals ?? []),
    known('hospital'),
  );
  const granteeOptions: Option[] = withKnown(
    (o?.grantees ?? []).map((g) => ({ value: g.value, label: `${g.label}（${g.code}）` })),
    draft ? [{ value: String(draft.granteeCompanyId), label: draft.granteeName }] : [],
  );
  const areaOptions = o?.areas ?? [];

  const preview = useMemo(() => {
    if (!template) return '';
    const labelOf = (list: Option[], v: string) => list.find((x) => x.value === v)?.label ?? v;
    const regionLabel = (path: string[]) => {
      const province = areaOptions.find((a) => a.value === path[0]);
      const city = path[1] ? province?.children.find((c) => c.value === path[1]) : undefined;
      return `${province?.label ?? path[0]}${city && city.label !== province?.label ? city.label : ''}`;
    };
    const grantee = granteeOptions.find((g) => g.value === String(values?.granteeCompanyId));
    return fillLetterTemplate(template.body, {
      grantee: grantee ? grantee.label.replace(/（[^（]*）$/, '') : '',
      products: [
        ...(values?.productLines ?? []).map((v) => labelOf(lineOptions, v)),
        ...(values?.products ?? []).map((v) => labelOf(productOptions, v)),
      ],
      regions: (values?.regions ?? []).map(regionLabel),
      hospitals: (values?.hospitals ?? []).map((v) => labelOf(hospitalOptions, v)),
      validFrom: values?.period?.[0]?.format('YYYY-MM-DD') ?? '',
      validTo: values?.period?.[1]?.format('YYYY-MM-DD') ?? '',
    });
  }, [template, values, areaOptions, granteeOptions, lineOptions, productOptions, hospitalOptions]);

  const save = useMutation({
    mutationFn: async ({ v, submit }: { v: LetterFormValues; submit: boolean }) => {
      const saved = await saveLetter(saveBodyOf(v, template?.code ?? null, draft));
      return submit ? submitLetter(saved.id) : saved;
    },
    onSuccess: (letter, { submit }) => {
      void message.success(t(submit ? 'cmLettersWrite:form.submitted' : 'cmLettersWrite:form.saved'));
      void navigate(`${DRAFT_DETAIL_PATH}?id=${letter.id}`);
    },
    // refusals (a scope outside the parent letter included) are shown by the request layer; the form stays
  });
  const finish = (submit: boolean) =>
    form
      .validateFields()
      .then((v) => save.mutate({ v, submit }))
      .catch(() => undefined);

  if (o && o.grantorType === 'none')
    return <Result status="info" title={t('cmLettersWrite:form.grantorOnly')} data-testid="grantor-only" />;
  if (o && isDistributor && o.parents.length === 0 && !draft)
    return <Result status="info" title={t('cmLettersWrite:form.noParent')} data-testid="no-parent" />;

  return (
    <Row gutter={24}>
      <Col xs={24} xl={template ? 14 : 24}>
        <Form<LetterFormValues>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '120px' }}
          initialValues={draft ? valuesOfDraft(draft) : { title: template?.name ?? '' }}
          data-testid="letter-form"
        >
          <Form.Item
            name="title"
            label={t('cmLettersWrite:field.title')}
            rules={[{ required: true, whitespace: true, message: t('cmLettersWrite:validate.title') }]}
          >
            <Input maxLength={100} data-testid="title-input" />
          </Form.Item>
          <Form.Item
            name="granteeCompanyId"
            label={t('cmLettersWrite:field.grantee')}
            rules={[{ required: true, message: t('cmLettersWrite:validate.grantee') }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setGranteeKeyword }}
              placeholder={t('cmLettersWrite:form.granteePlaceholder')}
              loading={options.isFetching}
              options={granteeOptions.map((g) => ({ value: Number(g.value), label: g.label }))}
              data-testid="grantee-select"
            />
          </Form.Item>
          {isDistributor && (
            <Form.Item
              name="parentLetterNo"
              label={t('cmLettersWrite:field.parent')}
              extra={t('cmLettersWrite:form.parentHint')}
              rules={[{ required: true, message: t('cmLettersWrite:validate.parent') }]}
            >
              <Select
                placeholder={t('cmLettersWrite:form.parentPlaceholder')}
                options={(o?.parents ?? []).map((p) => ({
                  value: p.letterNo,
                  label: `${p.letterNo} ${p.grantorName}（${p.validFrom} ~ ${p.validTo}）`,
                }))}
                onChange={() => form.setFieldsValue({ products: [], productLines: [], hospitals: [] })}
                data-testid="parent-select"
              />
            </Form.Item>
          )}
          <Form.Item
            name="productLines"
            label={t('cmLettersWrite:field.productLines')}
            dependencies={['products']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, lines: string[] | undefined) =>
                  (lines?.length ?? 0) > 0 || ((getFieldValue('products') as string[] | undefined)?.length ?? 0) > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('cmLettersWrite:validate.scope'))),
              }),
            ]}
          >
            <Select
              mode="multiple"
              allowClear
              options={lineOptions}
              placeholder={t('cmLettersWrite:form.linesPlaceholder')}
              data-testid="lines-select"
            />
          </Form.Item>
          <Form.Item name="products" label={t('cmLettersWrite:field.products')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={productOptions}
              placeholder={t('cmLettersWrite:form.productsPlaceholder')}
              data-testid="products-select"
            />
          </Form.Item>
          <Form.Item name="regions" label={t('cmLettersWrite:field.regions')} extra={t('cmLettersWrite:form.regionsHint')}>
            <Cascader
              multiple
              showCheckedStrategy={Cascader.SHOW_PARENT}
              options={areaOptions}
              maxTagCount="responsive"
              showSearch
              placeholder={t('cmLettersWrite:form.regionsPlaceholder')}
              data-testid="region-cascader"
            />
          </Form.Item>
          <Form.Item name="hospitals" label={t('cmLettersWrite:field.hospitals')} extra={t('cmLettersWrite:form.hospitalsHint')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ filterOption: false, onSearch: setHospitalKeyword }}
              options={hospitalOptions}
              placeholder={t('cmLettersWrite:form.hospitalsPlaceholder')}
              data-testid="hospitals-select"
            />
          </Form.Item>
          <Form.Item
            name="period"
            label={t('cmLettersWrite:field.period')}
            rules={[{ required: true, message: t('cmLettersWrite:validate.period') }]}
          >
            <DatePicker.RangePicker data-testid="period-picker" />
          </Form.Item>
          {!template && (
            <Form.Item
              name="bodyText"
              label={t('cmLettersWrite:field.bodyText')}
              rules={[{ required: true, whitespace: true, message: t('cmLettersWrite:validate.bodyText') }]}
            >
              <Input.TextArea
                rows={10}
                maxLength={5000}
                showCount
                placeholder={t('cmLettersWrite:form.bodyPlaceholder')}
                data-testid="body-input"
              />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('cmLettersWrite:field.remark')}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Flex gap={8}>
              <Button onClick={() => void finish(false)} loading={save.isPending} data-testid="save-draft">
                {t('cmLettersWrite:action.saveDraft')}
              </Button>
              <Button type="primary" onClick={() => void finish(true)} loading={save.isPending} data-testid="save-submit">
                {t('cmLettersWrite:action.saveSubmit')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Col>
      {template && (
        <Col xs={24} xl={10}>
          <Card title={t('cmLettersWrite:form.preview')} size="small" data-testid="letter-preview">
            <Flex vertical gap={12}>
              <Typography.Title level={4} style={{ textAlign: 'center', margin: 0 }}>
                {values?.title || template.name}
              </Typography.Title>
              <Typography.Paragraph style={{ textIndent: '2em', lineHeight: 2 }} data-testid="preview-body">
                {preview}
              </Typography.Paragraph>
              <Alert type="info" showIcon title={t('cmLettersWrite:form.previewHint')} />
            </Flex>
          </Card>
        </Col>
      )}
    </Row>
  );
}
