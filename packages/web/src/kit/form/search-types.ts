// The search-form item of spec 2 section 3: key, type, title, placeholder, options, attr, rules,
// request, resultType (plus the names a range sends and an initial value).
import type { FormRule as Rule } from 'antd';

export type SearchItemType = 'input' | 'select' | 'date' | 'dateRange' | 'month' | 'monthRange' | 'cascader' | 'numberRange';

export type SearchOption = { value: string | number; label: string; children?: SearchOption[]; disabled?: boolean };

/** Remote options: a GET with params or a POST with a body, read from payload.content, payload or a key/label map. */
export type SearchRequestConfig = {
  url: string;
  method?: 'get' | 'post';
  params?: Record<string, unknown>;
  labelKey?: string;
  valueKey?: string;
};
export type SearchRequest = SearchRequestConfig | (() => Promise<SearchOption[]>);

export type SearchItem = {
  key: string;
  type: SearchItemType;
  title: string;
  /** one text, or [start, end] for a range */
  placeholder?: string | [string, string];
  options?: SearchOption[];
  /** extra props of the antd control (e.g. showTime, mode, allowClear) */
  attr?: Record<string, unknown>;
  rules?: Rule[];
  request?: SearchRequest;
  /** cascader: 'array' sends the whole path, otherwise the last node */
  resultType?: 'array' | 'last';
  /** the names a range is sent under; default key+Start/key+End (dates), key+Min/key+Max (numbers) */
  rangeKeys?: [string, string];
  /** a value, or [start, end] for a range (dates as dayjs or 'YYYY-MM-DD HH:mm:ss') */
  initialValue?: unknown;
};

export type SearchValues = Record<string, unknown>;
