// 新增/编辑自提地址: name, contact, phone (mobile or landline), province → city → district (the mall's
// area list, each level loaded when the one above is chosen), detailed address, business hours, default
// and enabled. The server checks the codes again and says which one is wrong.
import { useEffect } from 'react';
import { App, Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickUpAddressRow } from '@medportal/contracts/system/reference-data.contract';
import {
  PICK_UP_ADDRESS_MAX,
  PICK_UP_HOURS_MAX,
  PICK_UP_NAME_MAX,
  PICK_UP_PHONE_RULE,
} from '@medportal/contracts/system/reference-data-rules';
import { REFERENCE_DATA_KEY, areaList, savePickUpAddress, updatePickUpAddress } from './reference-data-api';

type Values = {
  name: string;
  contact: string;
  phone: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  detailedAddress: string;
  businessHours?: string;
  isDefault: boolean;
  enabled: boolean;
};

export type PickUpAddressDrawerProps = {
  /** null: closed; { row: null }: add */
  state: { row: PickUpAddressRow | null } | null;
  onClose: () => void;
  onSaved: () => void;
};

const useAreas = (key: string, params: { provinceCode?: string; cityCode?: string } | null) =>
  useQuery({
    queryKey: [...REFERENCE_DATA_KEY, 'areas', key, params],
    queryFn: () => areaList(params ?? {}),
    enabled: params !== null,
    staleTime: Infinity,
  });

export function PickUpAddressDrawer({ state, onClose, onSaved }: PickUpAddressDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const row = state?.row ?? null;
  const provinceCode = Form.useWatch('provinceCode', form);
  const cityCode = Form.useWatch('cityCode', form);
  const enabled = Form.useWatch('enabled', form);
  const provinces = useAreas('provinces', state ? {} : null);
  const cities = useAreas('cities', state && provinceCode ? { provinceCode } : null);
  const districts = useAreas('districts', state && provinceCode && cityCode ? { provinceCode, cityCode } : null);

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            name: row.name,
            contact: row.contact,
            phone: row.phone,
            provinceCode: row.provinceCode,
            cityCode: row.cityCode,
            districtCode: row.districtCode ?? undefined,
            detailedAddress: row.detailedAddress,
            businessHours: row.businessHours ?? '',
            isDefault: row.isDefault,
            enabled: row.enabled,
          }
        : { isDefault: false, enabled: true },
    );
  }, [state, row, form]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        name: v.name,
        contact: v.contact,
        phone: v.phone,
        provinceCode: v.provinceCode ?? '',
        cityCode: v.cityCode ?? '',
        ...(v.districtCode ? { districtCode: v.districtCode } : {}),
        detailedAddress: v.detailedAddress,
        ...(v.businessHours ? { businessHours: v.businessHours } : {}),
        isDefault: v.enabled && v.isDefault,
        enabled: v.enabled,
      };
      return row ? updatePickUpAddress({ id: row.id, ...body }) : savePickUpAddress(body);
    },
    onSuccess: () => {
      void message.success(t('sysRefData:saved'));
      onSaved();
      onClose();
    },
  });

  const options = (items: { code: string; name: string }[] | undefined) => (items ?? []).map((a) => ({ value: a.code, label: a.name }));
  const needDistrict = (districts.data?.length ?? 0) > 0;

  return (
    <Drawer
      open={state !== null}
      size={612}
      title={row ? t('sysRefData:pickUp.edit') : t('sysRefData:pickUp.add')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t('sysRefData:cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="pick-up-submit">
              {t('sysRefData:confirm')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        onFinish={(v) => save.mutate(v)}
        data-testid="pick-up-form"
      >
        <Form.Item
          name="name"
          label={t('sysRefData:pickUp.name')}
          rules={[{ required: true, whitespace: true, message: t('sysRefData:pickUp.nameRequired') }]}
        >
          <Input maxLength={PICK_UP_NAME_MAX} data-testid="pick-up-name" />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('sysRefData:pickUp.contact')}
          rules={[{ required: true, whitespace: true, message: t('sysRefData:pickUp.contactRequired') }]}
        >
          <Input maxLength={32} data-testid="pick-up-contact" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('sysRefData:pickUp.phone')}
          rules={[
            { required: true, message: t('sysRefData:pickUp.phoneRequired') },
            { pattern: PICK_UP_PHONE_RULE, message: t('sysRefData:pickUp.phoneInvalid') },
          ]}
        >
          <Input maxLength={24} data-testid="pick-up-phone" />
        </Form.Item>
        <Form.Item label={t('sysRefData:pickUp.area')} required style={{ marginBottom: 0 }}>
          <Flex gap={8}>
            <Form.Item
              name="provinceCode"
              rules={[{ required: true, message: t('sysRefData:pickUp.provinceRequired') }]}
              style={{ flex: 1 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('sysRefData:pickUp.province')}
                aria-label={t('sysRefData:pickUp.province')}
                options={options(provinces.data)}
                loading={provinces.isFetching}
                onChange={() => form.setFieldsValue({ cityCode: undefined, districtCode: undefined })}
                data-testid="pick-up-province"
              />
            </Form.Item>
            <Form.Item name="cityCode" rules={[{ required: true, message: t('sysRefData:pickUp.cityRequired') }]} style={{ flex: 1 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('sysRefData:pickUp.city')}
                aria-label={t('sysRefData:pickUp.city')}
                options={options(cities.data)}
                loading={cities.isFetching}
                disabled={!provinceCode}
                onChange={() => form.setFieldsValue({ districtCode: undefined })}
                data-testid="pick-up-city"
              />
            </Form.Item>
            <Form.Item
              name="districtCode"
              rules={[{ required: needDistrict, message: t('sysRefData:pickUp.districtRequired') }]}
              style={{ flex: 1 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('sysRefData:pickUp.district')}
                aria-label={t('sysRefData:pickUp.district')}
                options={options(districts.data)}
                loading={districts.isFetching}
                disabled={!cityCode || !needDistrict}
                data-testid="pick-up-district"
              />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item
          name="detailedAddress"
          label={t('sysRefData:pickUp.detailedAddress')}
          rules={[{ required: true, whitespace: true, message: t('sysRefData:pickUp.addressRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={PICK_UP_ADDRESS_MAX} showCount data-testid="pick-up-address" />
        </Form.Item>
        <Form.Item name="businessHours" label={t('sysRefData:pickUp.businessHours')}>
          <Input maxLength={PICK_UP_HOURS_MAX} placeholder={t('sysRefData:pickUp.hoursPlaceholder')} data-testid="pick-up-hours" />
        </Form.Item>
        <Form.Item name="enabled" label={t('sysRefData:enabled')} valuePropName="checked">
          <Switch data-testid="pick-up-enabled" />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('sysRefData:pickUp.isDefault')}
          valuePropName="checked"
          extra={t('sysRefData:pickUp.defaultHint')}
        >
          <Switch disabled={enabled === false} data-testid="pick-up-default" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
