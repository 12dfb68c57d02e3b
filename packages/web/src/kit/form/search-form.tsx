// SearchForm of spec 2: items on one line with search and reset; when they overflow the line the
// rest collapses behind an expand toggle. Emits normalised values (see search-normalize.ts); a start
// set after the end (or an end before the start) is refused and the side just changed is cleared.
import { useMemo, useRef, useState } from 'react';
import { App, Button, Flex, Form, message as staticMessage } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchControl } from './search-controls';
import { dateOrderBroken, initialFormValues, isDateRange, isRange, normalizeSearchValues } from './search-normalize';
import type { RangeValue } from './search-normalize';
import type { SearchItem, SearchValues } from './search-types';
import { SEARCH_ITEM_WIDTH, SEARCH_RANGE_WIDTH, useLineCapacity } from './use-collapse';

export type SearchFormProps = {
  items: SearchItem[];
  onSearch: (values: SearchValues) => void;
  /** after a reset, with the (normalised) initial values */
  onReset?: (values: SearchValues) => void;
  loading?: boolean;
};

function useMessageApi() {
  const { message } = App.useApp();
  return typeof message?.warning === 'function' ? message : staticMessage;
}

export function SearchForm({ items, onSearch, onReset, loading }: SearchFormProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<SearchValues>();
  const initialValues = useMemo(() => initialFormValues(items), [items]);
  const lineRef = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => items.map((item) => (isRange(item) ? SEARCH_RANGE_WIDTH : SEARCH_ITEM_WIDTH)), [items]);
  const perLine = useLineCapacity(lineRef, widths);
  const [expanded, setExpanded] = useState(false);
  const overflow = items.length > perLine;

  const onValuesChange = (changed: SearchValues) => {
    for (const item of items) {
      const change = changed[item.key] as RangeValue<unknown> | undefined;
      if (!change || typeof change !== 'object') continue;
      if (isDateRange(item)) {
        const range = form.getFieldValue(item.key) as RangeValue<Dayjs> | undefined;
        if (!dateOrderBroken(item, range)) continue;
        // the side the user just set is the wrong one: say so and clear that side only
        const side = 'start' in change ? 'start' : 'end';
        void message.warning(t(side === 'start' ? 'form:search.startAfterEnd' : 'form:search.endBeforeStart'));
        form.setFieldValue([item.key, side], null);
      } else if (item.type === 'numberRange' && 'start' in change) {
        const range = form.getFieldValue(item.key) as RangeValue<number> | undefined;
        if (typeof range?.start === 'number' && typeof range.end === 'number' && range.end < range.start) {
          form.setFieldValue([item.key, 'end'], range.start);
        }
      }
    }
  };

  const reset = () => {
    form.resetFields();
    onReset?.(normalizeSearchValues(items, initialValues));
  };

  return (
    <Form<SearchValues>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={(values) => onSearch(normalizeSearchValues(items, values))}
      data-testid="search-form"
    >
      <Flex ref={lineRef} wrap gap={8} style={{ width: '100%' }} align="flex-start">
        {items.map((item, index) => (
          <Form.Item
            key={item.key}
            label={item.title}
            // collapsed items stay mounted so their values still count
            hidden={overflow && !expanded && index >= perLine}
            style={{ width: (widths[index] ?? SEARCH_ITEM_WIDTH) - 8, marginInlineEnd: 0 }}
            data-testid={`search-item-${item.key}`}
          >
            <SearchControl item={item} />
          </Form.Item>
        ))}
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Button type="primary" htmlType="submit" loading={loading} data-testid="search-submit">
            {t('form:search.submit')}
          </Button>
          <Button onClick={reset} data-testid="search-reset">
            {t('form:search.reset')}
          </Button>
          {overflow && (
            <Button
              type="link"
              aria-expanded={expanded}
              data-testid="search-toggle"
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setExpanded((v) => !v)}
            >
              {t(expanded ? 'form:search.collapse' : 'form:search.expand')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}
