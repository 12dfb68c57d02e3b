// The control of each search-item type. Each control is named by its item's title (aria-label): the
// visible label sits on the outer Form.Item, which has no name and so no label-for to point at it.
import { Cascader, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CascaderLabel } from '../inputs/cascader-label';
import { useRemoteOptions } from './remote-options';
import type { SearchItem } from './search-types';

const FULL = { width: '100%' } as const;

function placeholders(item: SearchItem, fallback: [string, string]): [string, string] {
  if (Array.isArray(item.placeholder)) return item.placeholder;
  return fallback;
}

function SearchSelect({ item, ...props }: { item: SearchItem; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { t } = useTranslation();
  const { options, loading, failed } = useRemoteOptions(item.request, item.options);
  return (
    <Select
      allowClear
      style={FULL}
      placeholder={(item.placeholder as string | undefined) ?? t('form:search.selectPlaceholder', { title: item.title })}
      options={options}
      loading={loading}
      notFoundContent={failed ? t('form:search.optionsFailed') : undefined}
      aria-label={item.title}
      {...item.attr}
      {...props}
    />
  );
}

function NumberRangeControl({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  const lower = Form.useWatch<number | null | undefined>([item.key, 'start']);
  const [minText, maxText] = placeholders(item, [t('form:search.minPlaceholder'), t('form:search.maxPlaceholder')]);
  return (
    <Space.Compact style={FULL}>
      <Form.Item name={[item.key, 'start']} noStyle rules={item.rules}>
        <InputNumber min={0} style={FULL} placeholder={minText} aria-label={`${item.title} ${minText}`} {...item.attr} />
      </Form.Item>
      {/* the upper bound never goes below the lower one */}
      <Form.Item name={[item.key, 'end']} noStyle>
        <InputNumber min={lower ?? 0} style={FULL} placeholder={maxText} aria-label={`${item.title} ${maxText}`} {...item.attr} />
      </Form.Item>
    </Space.Compact>
  );
}

export function SearchControl({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  const attr = item.attr ?? {};
  switch (item.type) {
    case 'input':
      return (
        <Form.Item name={item.key} noStyle rules={item.rules}>
          <Input
            allowClear
            placeholder={(item.placeholder as string | undefined) ?? t('form:search.inputPlaceholder', { title: item.title })}
            aria-label={item.title}
            {...attr}
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={item.key} noStyle rules={item.rules}>
          <SearchSelect item={item} />
        </Form.Item>
      );
    case 'date':
    case 'month':
      return (
        <Form.Item name={item.key} noStyle rules={item.rules}>
          <DatePicker
            style={FULL}
            picker={item.type === 'month' ? 'month' : 'date'}
            placeholder={(item.placeholder as string | undefined) ?? t('form:search.selectPlaceholder', { title: item.title })}
            aria-label={item.title}
            {...attr}
          />
        </Form.Item>
      );
    case 'dateRange':
    case 'monthRange': {
      const [startText, endText] = placeholders(item, [t('form:search.startPlaceholder'), t('form:search.endPlaceholder')]);
      const picker = item.type === 'monthRange' ? 'month' : 'date';
      // two pickers, not a RangePicker: the spec clears only the side that was just set wrong
      return (
        <Space.Compact style={FULL}>
          <Form.Item name={[item.key, 'start']} noStyle rules={item.rules}>
            <DatePicker
              picker={picker}
              placeholder={startText}
              aria-label={`${item.title} ${startText}`}
              data-testid={`search-${item.key}-start`}
              {...attr}
            />
          </Form.Item>
          <Form.Item name={[item.key, 'end']} noStyle>
            <DatePicker
              picker={picker}
              placeholder={endText}
              aria-label={`${item.title} ${endText}`}
              data-testid={`search-${item.key}-end`}
              {...attr}
            />
          </Form.Item>
        </Space.Compact>
      );
    }
    case 'cascader':
      return (
        <Form.Item name={item.key} noStyle rules={item.rules}>
          <Cascader
            allowClear
            style={FULL}
            options={item.options}
            placeholder={(item.placeholder as string | undefined) ?? t('form:search.selectPlaceholder', { title: item.title })}
            optionRender={(option) => <CascaderLabel label={String(option.label ?? '')} />}
            aria-label={item.title}
            {...attr}
          />
        </Form.Item>
      );
    case 'numberRange':
      return <NumberRangeControl item={item} />;
  }
}
