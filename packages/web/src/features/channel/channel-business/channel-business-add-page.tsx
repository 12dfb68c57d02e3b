// /basicData/channelBusinessManagement/add 新增渠道商务: a manufacturer records which distributor (picked by
// name, or by a typed unified social credit code checked by its GB 32100 check character) carries which
// of its product lines in which provinces or cities, tier, validity and remark. A second record of the
// same distributor and product line answers 100002 渠道商已存在: the request layer shows that msg on this
// page (spec 2 section 8) and the form stays as typed.
import { useState } from 'react';
import { Alert, App, Button, Card, Cascader, DatePicker, Flex, Form, Input, Radio, Result, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANNEL_REGIONS_MAX, CHANNEL_REMARK_MAX, CHANNEL_TIERS } from '@medportal/contracts/channel/channel-business-rules';
import { isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { useSessionStore } from '../../../lib/session-store';
import {
  CHANNEL_BUSINESS_PATH,
  CHANNEL_BUSINESS_READ_PATH,
  DEALER_SELECT,
  saveChannelBusiness,
  subScreen,
  useChannelBusinessOptions,
  type ChannelBusinessSaveBody,
} from './channel-business-api';

type Values = {
  dealerMode: 'pick' | 'code';
  dealerCompanyId?: number;
  dealerCreditCode?: string;
  productLineCode?: string;
  regions?: string[][];
  tier: 1 | 2;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  remark?: string;
};

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** The body of the form's values: the last code of each picked region path, once. */
export function saveBodyOf(v: Values): ChannelBusinessSaveBody {
  return {
    ...(v.dealerMode === 'code' ? { dealerCreditCode: v.dealerCreditCode!.trim().toUpperCase() } : { dealerCompanyId: v.dealerCompanyId! }),
    productLineCode: v.productLineCode!,
    regionCodes: [...new Set((v.regions ?? []).map((path) => path[path.length - 1]!))],
    tier: v.tier,
    validFrom: day(v.validFrom),
    validTo: day(v.validTo),
    remark: v.remark?.trim() ?? '',
  };
}

function AddForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Values['dealerMode']>('pick');
  const options = useChannelBusinessOptions();
  const save = useMutation({
    mutationFn: saveChannelBusiness,
    onSuccess: (row) => {
      void message.success(t('cmChannelBusiness:form.saved'));
      void navigate(subScreen(CHANNEL_BUSINESS_READ_PATH, { id: row.id }));
    },
    // refusals (100002 渠道商已存在 included) are shown by the request layer; the form keeps what was typed
  });
  const regionOptions = (options.data?.regions ?? []).map((p) => ({
    value: p.code,
    label: p.name,
    children: (p.children ?? []).map((c) => ({ value: c.code, label: c.name })),
  }));

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      style={{ maxWidth: 760 }}
      initialValues={{ dealerMode: 'pick', tier: 1 }}
      onFinish={(v) => save.mutate(saveBodyOf(v))}
      data-testid="channel-business-form"
    >
      <Form.Item name="dealerMode" label={t('cmChannelBusiness:form.dealerBy')}>
        <Radio.Group
          onChange={(e) => setMode(e.target.value as Values['dealerMode'])}
          options={[
            { value: 'pick', label: t('cmChannelBusiness:form.byName') },
            { value: 'code', label: t('cmChannelBusiness:form.byCreditCode') },
          ]}
        />
      </Form.Item>
      {mode === 'pick' ? (
        <Form.Item
          name="dealerCompanyId"
          label={t('cmChannelBusiness:field.dealer')}
          rules={[{ required: true, message: t('cmChannelBusiness:validate.dealer') }]}
        >
          <RemoteSelect config={DEALER_SELECT} placeholder={t('cmChannelBusiness:form.dealerPlaceholder')} data-testid="dealer-select" />
        </Form.Item>
      ) : (
        <Form.Item
          name="dealerCreditCode"
          label={t('cmChannelBusiness:field.creditCode')}
          rules={[
            { required: true, message: t('cmChannelBusiness:validate.creditCodeRequired') },
            {
              validator: (_r, value: string | undefined) =>
                !value || isValidCreditCode(value.trim().toUpperCase())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('cmChannelBusiness:validate.creditCode'))),
            },
          ]}
        >
          <Input maxLength={18} placeholder={t('cmChannelBusiness:form.creditCodePlaceholder')} data-testid="credit-code-input" />
        </Form.Item>
      )}
      <Form.Item
        name="productLineCode"
        label={t('cmChannelBusiness:field.productLine')}
        rules={[{ required: true, message: t('cmChannelBusiness:validate.productLine') }]}
      >
        <Select
          placeholder={t('cmChannelBusiness:form.productLinePlaceholder')}
          loading={options.isPending}
          options={(options.data?.productLines ?? []).map((l) => ({ value: l.code, label: l.name }))}
          data-testid="product-line-select"
        />
      </Form.Item>
      <Form.Item
        name="regions"
        label={t('cmChannelBusiness:field.regions')}
        extra={t('cmChannelBusiness:form.regionsHint', { max: CHANNEL_REGIONS_MAX })}
        rules={[
          { required: true, message: t('cmChannelBusiness:validate.regions') },
          { type: 'array', max: CHANNEL_REGIONS_MAX, message: t('cmChannelBusiness:validate.regionsMax', { max: CHANNEL_REGIONS_MAX }) },
        ]}
      >
        <Cascader
          multiple
          showCheckedStrategy={Cascader.SHOW_PARENT}
          options={regionOptions}
          placeholder={t('cmChannelBusiness:form.regionsPlaceholder')}
          maxTagCount="responsive"
          showSearch
          data-testid="region-cascader"
        />
      </Form.Item>
      <Form.Item name="tier" label={t('cmChannelBusiness:field.tier')}>
        <Radio.Group options={CHANNEL_TIERS.map((tier) => ({ value: tier, label: t(`cmChannelBusiness:tier.${tier}`) }))} />
      </Form.Item>
      <Form.Item label={t('cmChannelBusiness:field.validity')} style={{ marginBottom: 0 }}>
        <Flex gap={8}>
          <Form.Item name="validFrom">
            <DatePicker placeholder={t('cmChannelBusiness:form.validFrom')} />
          </Form.Item>
          <Form.Item
            name="validTo"
            dependencies={['validFrom']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: Dayjs | null | undefined) => {
                  const from = getFieldValue('validFrom') as Dayjs | null | undefined;
                  return !value || !from || !value.isBefore(from, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('cmChannelBusiness:validate.period')));
                },
              }),
            ]}
          >
            <DatePicker placeholder={t('cmChannelBusiness:form.validTo')} />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item name="remark" label={t('cmChannelBusiness:field.remark')}>
        <Input.TextArea rows={3} maxLength={CHANNEL_REMARK_MAX} showCount />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="channel-business-submit">
            {t('cmChannelBusiness:action.save')}
          </Button>
          <Button onClick={() => void navigate(CHANNEL_BUSINESS_PATH)}>{t('cmChannelBusiness:action.cancel')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

function AddScreen() {
  const { t } = useTranslation();
  const isManufacturer = useSessionStore((s) => s.session?.companyType === 'FC');
  return (
    <Card title={t('cmChannelBusiness:title.add')} data-testid="channel-business-add-page">
      {isManufacturer ? (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon title={t('cmChannelBusiness:form.intro')} />
          <AddForm />
        </Flex>
      ) : (
        <Result status="info" title={t('cmChannelBusiness:form.manufacturerOnly')} data-testid="manufacturer-only" />
      )}
    </Card>
  );
}

export function ChannelBusinessAddPage() {
  return (
    <App component={false}>
      <AddScreen />
    </App>
  );
}
