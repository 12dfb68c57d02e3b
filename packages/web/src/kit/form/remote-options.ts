// Options of a select loaded from the server: GET with params or POST with a body; read from
// payload.content, a payload list or a key/label map. A replaced request's answer is dropped.
import { useEffect, useState } from 'react';
import { get, post } from '../../lib/api-client';
import type { SearchOption, SearchRequest, SearchRequestConfig } from './search-types';

export function optionsFromPayload(payload: unknown, config: Pick<SearchRequestConfig, 'labelKey' | 'valueKey'> = {}): SearchOption[] {
  const { labelKey = 'label', valueKey = 'value' } = config;
  const list = Array.isArray(payload)
    ? payload
    : payload && typeof payload === 'object' && Array.isArray((payload as { content?: unknown }).content)
      ? (payload as { content: unknown[] }).content
      : null;
  if (list) {
    return list.map((row) => {
      const r = row as Record<string, unknown>;
      return { value: r[valueKey] as string | number, label: String(r[labelKey] ?? r[valueKey] ?? '') };
    });
  }
  if (payload && typeof payload === 'object') {
    return Object.entries(payload as Record<string, unknown>).map(([value, label]) => ({ value, label: String(label) }));
  }
  return [];
}

async function load(request: SearchRequest): Promise<SearchOption[]> {
  if (typeof request === 'function') return request();
  const res =
    request.method === 'get' ? await get<unknown>(request.url, request.params) : await post<unknown>(request.url, request.params ?? {});
  return optionsFromPayload(res.payload, request);
}

export function useRemoteOptions(request: SearchRequest | undefined, fallback: SearchOption[] | undefined) {
  const [state, setState] = useState<{ options: SearchOption[]; loading: boolean; failed: boolean }>({
    options: fallback ?? [],
    loading: Boolean(request),
    failed: false,
  });
  // a config object is compared by content, so an inline literal does not reload on every render
  const key = request && typeof request !== 'function' ? JSON.stringify(request) : request;
  useEffect(() => {
    if (!request) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    load(request)
      .then((options) => live && setState({ options, loading: false, failed: false }))
      .catch(() => live && setState({ options: [], loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [key]);
  return request ? state : { options: fallback ?? [], loading: false, failed: false };
}
