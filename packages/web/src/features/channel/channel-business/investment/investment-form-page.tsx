// /basicData/investmentEntry/add 发布招商, and with ?id=N 编辑招商 (an open entry of the manufacturer's own):
// title, the product line (the manufacturer's own lines of the order module), optionally some of the
// line's audited products (none: the whole line), the regions as provinces or cities (a tree), the
// requirements and a deadline not before today.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Result, Select, Spin, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  investmentDetail,
  investmentKeys,
  investmentOptions,
  saveInvestment,
  type InvestmentDetail,
  type InvestmentOptions,
} from './investment-api';
import { INVESTMENT_LIST_PATH, INVESTMENT_READ_PATH } from './investment-parts';

const DAY = 'YYYY-MM-DD';

type FormShape = {
  title: string;
  productLineCode?: string;
  productCodes?: string[];
  regionCodes?: string[];
  requirements?: string;
  deadline?: Dayjs;
};

const initialOf = (d: InvestmentDetail): FormShape => ({
  title: d.title,
  productLineCode: d.productLineCode,
  productCodes: d.productCodes,
  regionCodes: d.regions.map((r) => r.code),
  requirements: d.requirements,
  deadline: d.deadline ? dayjs(d.deadline) : undefined,
});

function InvestmentForm({ detail, options }: { detail: InvestmentDetail | null; options: InvestmentOptions }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const line = Form.useWatch('productLineCode', form);
  const products = options.productLines.find((l) => l.code === line)?.products ?? [];
  const regionTree = useMemo(
    () =>
      options.regions.map((p) => ({
        value: p.code,
        title: p.name,
        children: p.children.map((c) => ({ value: c.code, title: c.name })),
      })),
    [options.regions],
  );

  useEffect(() => {
    if (detail) form.setFieldsValue(initialOf(detail));
  }, [detail, form]);

  const submit = async (v: FormShape) => {
    setSaving(true);
    try {
      const saved = await saveInvestment({
        ...(detail ? { id: detail.id } : {}),
        title: v.title.trim(),
        productLineCode: v.productLineCode!,
        productCodes: v.productCodes ?? [],
        regionCodes: v.regionCodes ?? [],
        requirements: v.requirements?.trim() ?? '',
        deadline: v.deadline!.format(DAY),
      });
      void message.success(t(detail ? 'cmInvestment:form.updated' : 'cmInvestment:form.saved'));
      await client.invalidateQueries({ queryKey: investmentKeys.all });
      void navigate(`${INVESTMENT_READ_PATH}?id=${saved.id}`);
    } catch {
      // the request layer showed the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t(detail ? 'cmInvestment:title.edit' : 'cmInvestment:title.add')}
      data-testid="investment-form-page"
      extra={
        <Button onClick={() => void navigate(detail ? `${INVESTMENT_READ_PATH}?id=${detail.id}` : INVESTMENT_LIST_PATH)}>
          {t('cmInvestment:action.back')}
        </Button>
      }
    >
      <Form<FormShape> form={form} layout="vertical" style={{ maxWidth: 880 }} onFinish={(v) => void submit(v)} disabled={saving}>
        <Form.Item
          name="title"
          label={t('cmInvestment:field.title')}
          rules={[{ required: true, whitespace: true, message: t('cmInvestment:form.titleRequired') }]}
        >
          <Input maxLength={100} showCount placeholder={t('cmInvestment:search.title')} data-testid="title-input" />
        </Form.Item>
        <Form.Item
          name="productLineCode"
          label={t('cmInvestment:field.productLine')}
          rules={[{ required: true, message: t('cmInvestment:form.lineRequired') }]}
        >
          <Select
            placeholder={t('cmInvestment:form.linePlaceholder')}
            options={options.productLines.map((l) => ({ value: l.code, label: `${l.name}（${l.code}）` }))}
            onChange={() => form.setFieldValue('productCodes', [])}
            data-testid="line-select"
          />
        </Form.Item>
        <Form.Item name="productCodes" label={t('cmInvestment:field.products')} extra={t('cmInvestment:form.productsHelp')}>
          <Select
            mode="multiple"
            allowClear
            disabled={!line}
            placeholder={t('cmInvestment:form.productsPlaceholder')}
            optionFilterProp="label"
            options={products.map((p) => ({ value: p.code, label: `${p.name} ${p.specification}（${p.code}）` }))}
            data-testid="products-select"
          />
        </Form.Item>
        <Form.Item
          name="regionCodes"
          label={t('cmInvestment:field.regions')}
          extra={t('cmInvestment:form.regionsHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('cmInvestment:form.regionsRequired') }]}
        >
          <TreeSelect
            treeData={regionTree}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeCheckStrictly={false}
            showSearch
            treeNodeFilterProp="title"
            allowClear
            maxTagCount={12}
            placeholder={t('cmInvestment:search.region')}
            data-testid="regions-select"
          />
        </Form.Item>
        <Form.Item name="requirements" label={t('cmInvestment:field.requirements')}>
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('cmInvestment:form.requirementsPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="deadline"
          label={t('cmInvestment:field.deadline')}
          rules={[{ required: true, message: t('cmInvestment:form.deadlineRequired') }]}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid="deadline-input" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="investment-save">
            {t(detail ? 'cmInvestment:action.save' : 'cmInvestment:action.publish')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function FormScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = Number(raw);
  const editing = raw !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const options = useQuery({ queryKey: investmentKeys.options, queryFn: investmentOptions });
  const detail = useQuery({ queryKey: investmentKeys.detail(id), queryFn: () => investmentDetail(id), enabled: editing && valid });
  if (options.isPending || (editing && valid && detail.isPending))
    return <Spin style={{ display: 'block', margin: 48 }} data-testid="investment-form-loading" />;
  if (!valid || !options.data || (editing && !detail.data))
    return <Result status="warning" title={t('cmInvestment:detail.notFound')} data-testid="investment-not-found" />;
  if (detail.data && (!detail.data.owner || detail.data.status !== 'open'))
    return <Result status="info" title={t('cmInvestment:form.notEditable')} data-testid="investment-not-editable" />;
  return <InvestmentForm detail={detail.data ?? null} options={options.data} />;
}

export function InvestmentFormPage() {
  return (
    <App component={false}>
      <FormScreen />
    </App>
  );
}
