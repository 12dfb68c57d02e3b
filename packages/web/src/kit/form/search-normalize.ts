// What a search form sends (spec 2 section 5): trimmed texts, dates as YYYY-MM-DD HH:mm:ss with a
// range end at 23:59:59 (a month end on the month's last day), cascaders as their last node or the
// whole path, empty cascaders null, number ranges as numbers.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { SearchItem, SearchValues } from './search-types';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export type RangeSide = 'start' | 'end';
export type RangeValue<T> = { start?: T | null; end?: T | null };

export const isRange = (item: Pick<SearchItem, 'type'>): boolean =>
  item.type === 'dateRange' || item.type === 'monthRange' || item.type === 'numberRange';

export const isDateRange = (item: Pick<SearchItem, 'type'>): boolean => item.type === 'dateRange' || item.type === 'monthRange';

/** The names a range item is sent under. */
export function rangeKeysOf(item: SearchItem): [string, string] {
  if (item.rangeKeys) return item.rangeKeys;
  return item.type === 'numberRange' ? [`${item.key}Min`, `${item.key}Max`] : [`${item.key}Start`, `${item.key}End`];
}

const hasTime = (item: SearchItem): boolean => Boolean(item.attr?.showTime);

/** The moment a date or month picker value stands for, on its side of a range. */
export function dateBound(item: SearchItem, value: Dayjs, side: RangeSide): Dayjs {
  if (item.type === 'month' || item.type === 'monthRange') {
    return side === 'end' ? value.endOf('month').millisecond(0) : value.startOf('month');
  }
  const base = hasTime(item) ? value.millisecond(0) : value.startOf('day');
  // an end at midnight would cut the whole last day off the range
  if (side === 'end' && base.hour() === 0 && base.minute() === 0 && base.second() === 0) return base.hour(23).minute(59).second(59);
  return base;
}

export const formatDate = (item: SearchItem, value: Dayjs, side: RangeSide): string =>
  dateBound(item, value, side).format(DATE_TIME_FORMAT);

/** start after end? (compared as they would be sent) */
export function dateOrderBroken(item: SearchItem, range: RangeValue<Dayjs> | undefined): boolean {
  if (!range?.start || !range.end) return false;
  return dateBound(item, range.start, 'start').isAfter(dateBound(item, range.end, 'end'));
}

const toDayjs = (v: unknown): Dayjs | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = dayjs.isDayjs(v) ? v : dayjs(v as string);
  return d.isValid() ? d : null;
};

/** Initial form values of the items (ranges as {start, end}, dates as dayjs). */
export function initialFormValues(items: SearchItem[]): SearchValues {
  const values: SearchValues = {};
  for (const item of items) {
    const init = item.initialValue;
    if (init === undefined) continue;
    if (isRange(item)) {
      const [start, end] = Array.isArray(init) ? init : [];
      values[item.key] = isDateRange(item) ? { start: toDayjs(start), end: toDayjs(end) } : { start, end };
    } else if (item.type === 'date' || item.type === 'month') {
      values[item.key] = toDayjs(init);
    } else {
      values[item.key] = init;
    }
  }
  return values;
}

const numberOrUndefined = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The values a search sends, from the form's values. */
export function normalizeSearchValues(items: SearchItem[], form: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const item of items) {
    const value = form[item.key];
    switch (item.type) {
      case 'input': {
        const text = typeof value === 'string' ? value.trim() : value;
        out[item.key] = text === '' || text === null ? undefined : text;
        break;
      }
      case 'select':
        out[item.key] = value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
        break;
      case 'date':
      case 'month': {
        const d = toDayjs(value);
        out[item.key] = d ? formatDate(item, d, 'start') : undefined;
        break;
      }
      case 'dateRange':
      case 'monthRange': {
        const range = (value ?? {}) as RangeValue<Dayjs>;
        const [startKey, endKey] = rangeKeysOf(item);
        const start = toDayjs(range.start);
        const end = toDayjs(range.end);
        out[startKey] = start ? formatDate(item, start, 'start') : undefined;
        out[endKey] = end ? formatDate(item, end, 'end') : undefined;
        break;
      }
      case 'cascader': {
        const path = Array.isArray(value) ? value : [];
        out[item.key] = path.length === 0 ? null : item.resultType === 'array' ? path : path[path.length - 1];
        break;
      }
      case 'numberRange': {
        const range = (value ?? {}) as RangeValue<number>;
        const [minKey, maxKey] = rangeKeysOf(item);
        out[minKey] = numberOrUndefined(range.start);
        out[maxKey] = numberOrUndefined(range.end);
        break;
      }
    }
  }
  return out;
}
