// Options of a remote select (spec 2 section 7 'Select options'): a configurable GET (query params) or
// other method (body) with the filter text under `searchKey`; the answer is payload.content, payload
// as a list, or payload as a key → label map. Same config and text → one request (cached); a request
// nobody waits for any more is cancelled.
import type { Envelope } from '@medportal/contracts/common/envelope';
import { request } from '../../lib/api-client';

export type RemoteSelectConfig = {
  url: string;
  /** GET sends params in the query; any other method sends them as the body (default GET) */
  method?: 'GET' | 'POST' | 'PUT';
  /** fixed params or body fields sent with every request */
  params?: Record<string, unknown>;
  /** where the filter text goes; no filtering when absent */
  searchKey?: string;
  labelKey?: string;
  valueKey?: string;
  /** 'object': the value is the whole row, which is never cleared by a refresh */
  type?: 'value' | 'object';
};

export type OptionValue = string | number;
export type RemoteOption = { label: string; value: OptionValue; raw: unknown };

const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const asValue = (v: unknown): OptionValue => (typeof v === 'number' ? v : String(v ?? ''));

/** Turns any of the three payload shapes into options. */
export function toOptions(payload: unknown, labelKey = 'label', valueKey = 'value'): RemoteOption[] {
  const record = asRecord(payload);
  const list = Array.isArray(payload) ? payload : record && Array.isArray(record['content']) ? (record['content'] as unknown[]) : null;
  if (list) {
    return list.map((item) => {
      const row = asRecord(item);
      if (!row) return { label: String(item), value: asValue(item), raw: item };
      return { label: String(row[labelKey] ?? row[valueKey] ?? ''), value: asValue(row[valueKey]), raw: item };
    });
  }
  // a key → label map
  if (record)
    return Object.entries(record).map(([key, label]) => ({
      label: String(label),
      value: key,
      raw: { [valueKey]: key, [labelKey]: label },
    }));
  return [];
}

export const optionsKey = (config: RemoteSelectConfig, search: string): string =>
  JSON.stringify([
    config.url,
    (config.method ?? 'GET').toUpperCase(),
    config.params ?? {},
    config.searchKey ?? '',
    search,
    config.labelKey ?? '',
    config.valueKey ?? '',
  ]);

type Entry = { promise: Promise<RemoteOption[]>; controller: AbortController; waiters: number; settled: boolean };

const MAX_ENTRIES = 200;
const cache = new Map<string, Entry>();

export function clearRemoteOptionsCache(): void {
  cache.clear();
}

function remember(key: string, entry: Entry): void {
  cache.set(key, entry);
  // oldest first out: a long-lived page typing many filters does not grow without bound
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

function start(config: RemoteSelectConfig, search: string, key: string): Entry {
  const method = (config.method ?? 'GET').toUpperCase();
  const fields = { ...(config.params ?? {}), ...(config.searchKey && search ? { [config.searchKey]: search } : {}) };
  const controller = new AbortController();
  const entry: Entry = { controller, waiters: 0, settled: false, promise: Promise.resolve([]) };
  entry.promise = request<Envelope<unknown>>({
    url: config.url,
    method,
    ...(method === 'GET' ? { params: fields } : { data: fields }),
    signal: controller.signal,
  }).then(
    (envelope) => {
      entry.settled = true;
      return toOptions(envelope.payload, config.labelKey, config.valueKey);
    },
    (error: unknown) => {
      entry.settled = true;
      // failures are not cached: the next open asks again
      if (cache.get(key) === entry) cache.delete(key);
      throw error;
    },
  );
  return entry;
}

export type OptionsLoad = { promise: Promise<RemoteOption[]>; release: () => void };

/**
 * Options for config + filter text. `release()` when the caller no longer wants them (replaced by
 * another load or unmounted): a request left without waiters is cancelled and forgotten.
 */
export function loadOptions(config: RemoteSelectConfig, search: string): OptionsLoad {
  const key = optionsKey(config, search);
  let entry = cache.get(key);
  if (!entry) {
    entry = start(config, search, key);
    remember(key, entry);
  }
  const current = entry;
  current.waiters += 1;
  let released = false;
  return {
    promise: current.promise,
    release: () => {
      if (released) return;
      released = true;
      current.waiters -= 1;
      if (current.waiters === 0 && !current.settled) {
        current.controller.abort();
        if (cache.get(key) === current) cache.delete(key);
      }
    },
  };
}
