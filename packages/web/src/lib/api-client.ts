// The one HTTP client of the web (spec 2 sections 7 and 8): session headers and query, envelope success
// rules, cancel-previous, the loading mask, and the error table for every failure. The transport is ky
// (fetch): a fifth of axios' weight on the login page.
import ky from 'ky';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { SHELL_ERRORS as ERRORS } from '@medportal/contracts/common/shell-errors';
import { handleFailedCall, requestText } from './error-table';
import { readSessionCookie } from './session-cookies';
import { shellEffects } from './shell-effects';

export type RequestOptions = {
  /** Aborts a still running request to the same url before this one starts. */
  cancelPrevious?: boolean;
  /** Shows the loading mask until the call settles. */
  loading?: boolean;
  /** Any answer counts as success (calls whose envelope the caller reads itself). */
  ignoreResponse?: boolean;
  /** Silences the SC1001 message and the generic error notification; routing rows still run. */
  ignoreErrors?: boolean;
};

export type QueryParams = Record<string, unknown> | URLSearchParams;

/** What travels to the transport: a call's url, method, query, body and transport options. */
export type TransportConfig = {
  url: string;
  method?: string;
  params?: QueryParams;
  /** A plain value goes as JSON; FormData, Blob, URLSearchParams and strings go as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; none (0 or unset) waits as long as the browser does. */
  timeout?: number;
  signal?: AbortSignal;
  responseType?: 'blob' | 'json';
};

export type RequestConfig = TransportConfig & RequestOptions;

export const SUCCESS_CODES: readonly string[] = ['0', 'processing'];
export { ApiError, CANCELLED_CODE, NETWORK_ERROR_CODE, isApiError, isCancelledError } from './api-error';
import { ApiError, CANCELLED_CODE, NETWORK_ERROR_CODE } from './api-error';

let baseUrl = String(import.meta.env?.VITE_API_BASE_URL ?? '');

export function setApiBaseUrl(url: string): void {
  baseUrl = url;
}

export const apiBaseUrl = (): string => baseUrl;

/** The session part of every call: bearer and tenantId headers (with a token), tenantId and `_t` in the query. */
export function withSession(params: QueryParams | undefined): { headers: Record<string, string>; params: QueryParams } {
  const token = readSessionCookie('token');
  const tenantId = readSessionCookie('tenantId');
  const headers: Record<string, string> = {};
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    if (tenantId) headers['tenantId'] = tenantId;
  }
  if (params instanceof URLSearchParams) {
    const query = new URLSearchParams(params);
    if (tenantId && !query.has('tenantId')) query.set('tenantId', tenantId);
    query.set('_t', String(Date.now()));
    return { headers, params: query };
  }
  // an explicit tenantId (a login page choosing its operator) wins over the cookie
  return { headers, params: { ...(tenantId ? { tenantId } : {}), ...params, _t: Date.now() } };
}

// axios' query serialisation, which the server's routes were written against: null and undefined are
// left out, arrays repeat `key[]`, dates go as ISO text and objects as JSON.
const queryValue = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) query.append(`${key}[]`, queryValue(item));
    } else query.append(key, queryValue(value));
  }
  return query.toString();
}

/** base url + path + query; a query already in the url is kept and extended. */
export function fullUrl(url: string, params?: QueryParams): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}${url}`;
  const query = queryString(params);
  const bare = absolute.split('#')[0] ?? absolute;
  return query ? `${bare}${bare.includes('?') ? '&' : '?'}${query}` : bare;
}

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

const isBlob = (data: unknown): data is Blob => typeof Blob !== 'undefined' && data instanceof Blob;

const isRawBody = (data: unknown) =>
  typeof data === 'string' ||
  isBlob(data) ||
  data instanceof FormData ||
  data instanceof URLSearchParams ||
  data instanceof ArrayBuffer ||
  ArrayBuffer.isView(data);

/** An answer of the server, whatever its status. */
export type TransportResponse = { status: number; headers: Headers; data: unknown };

/** Why no answer came back: the call was aborted, timed out, or the network failed. */
export class TransportError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'timeout' | 'network',
    cause: unknown,
  ) {
    super(reason, { cause });
    this.name = 'TransportError';
  }
}

async function bodyOf(response: Response, responseType: TransportConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (!text) return text;
  // like axios: JSON when the text parses, the text itself otherwise (an HTML error page)
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one call with the session added; resolves with any HTTP answer, rejects only with a TransportError. */
export async function send(config: TransportConfig): Promise<TransportResponse> {
  const session = withSession(config.params);
  const { data } = config;
  try {
    const response = await ky(fullUrl(config.url, session.params), {
      method: config.method ?? 'GET',
      headers: { ...config.headers, ...session.headers },
      ...(data === undefined ? {} : isRawBody(data) ? { body: data as BodyInit } : { json: data }),
      signal: config.signal,
      timeout: config.timeout ? config.timeout : false,
      retry: 0,
      throwHttpErrors: false,
    });
    return { status: response.status, headers: response.headers, data: await bodyOf(response, config.responseType) };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'TimeoutError') throw new TransportError('timeout', error);
    if (name === 'AbortError' || config.signal?.aborted) throw new TransportError('cancelled', error);
    throw new TransportError('network', error);
  }
}

const inFlight = new Map<string, AbortController>();

/** Aborts the running call to the same url and returns the signal of this one (linked to the caller's). */
function trackCancelable(url: string, outer: AbortSignal | undefined): AbortController {
  const key = pathOf(url);
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', () => controller.abort());
  inFlight.set(key, controller);
  return controller;
}

function untrack(url: string, controller: AbortController | undefined): void {
  const key = pathOf(url);
  if (controller && inFlight.get(key) === controller) inFlight.delete(key);
}

let loadingCount = 0;
let hideLoading: (() => void) | null = null;

function startLoading(): void {
  if (loadingCount++ === 0) hideLoading = shellEffects().showLoading(requestText('loading'));
}

function stopLoading(): void {
  if (loadingCount === 0) return;
  loadingCount -= 1;
  if (loadingCount === 0) {
    hideLoading?.();
    hideLoading = null;
  }
}

const asRecord = (data: unknown): Record<string, unknown> | null =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;

/** Spec 2 section 8: code '0' or 'processing', a blob, or a call marked ignoreResponse. */
export function isSuccessResponse(data: unknown, config: Pick<RequestOptions, 'ignoreResponse'> = {}): boolean {
  if (config.ignoreResponse || isBlob(data)) return true;
  const code = asRecord(data)?.['code'];
  return code !== undefined && code !== null && SUCCESS_CODES.includes(String(code));
}

const catalogueMsg = (status: number) => Object.values(ERRORS).find((e) => e.code === String(status))?.msg ?? ERRORS.INTERNAL.msg;

function errorOfBody(data: unknown, status: number, url: string): ApiError {
  const body = asRecord(data);
  if (body && 'code' in body) {
    const msg = body['msg'];
    return new ApiError({ code: String(body['code']), msg: typeof msg === 'string' ? msg : '', payload: body['payload'], status, url });
  }
  return new ApiError({ code: String(status), msg: catalogueMsg(status), payload: data, status, url });
}

function errorOfTransport(error: TransportError, url: string): ApiError {
  if (error.reason === 'cancelled') return new ApiError({ code: CANCELLED_CODE, msg: 'canceled', url });
  // a time-out reads like any other call that got no answer
  return new ApiError({ code: NETWORK_ERROR_CODE, msg: requestText('networkError'), url });
}

function reportFailure(error: ApiError, config: RequestOptions): ApiError {
  if (error.cancelled) return error;
  try {
    const { code, msg, payload, status, url } = error;
    handleFailedCall({ code, msg, payload, status, url, ignoreErrors: config.ignoreErrors ?? false });
  } catch (effectError) {
    // a broken effect must not hide the call's own failure from its caller
    console.error('request error handling failed', effectError);
  }
  return error;
}

const isHttpOk = (status: number) => status >= 200 && status < 300;

/** Resolves with the response body (envelope or blob) on success, rejects with an ApiError otherwise. */
export async function request<R>(config: RequestConfig): Promise<R> {
  const { cancelPrevious, loading, ignoreResponse, ignoreErrors, ...transport } = config;
  const url = pathOf(config.url);
  const controller = cancelPrevious ? trackCancelable(config.url, config.signal) : undefined;
  if (loading) startLoading();
  let response: TransportResponse | undefined;
  let failure: TransportError | undefined;
  try {
    response = await send({ ...transport, signal: controller?.signal ?? transport.signal });
  } catch (error) {
    if (!(error instanceof TransportError)) {
      untrack(config.url, controller);
      if (loading) stopLoading();
      throw error;
    }
    failure = error;
  }
  // the mask goes before any message of the error table shows
  untrack(config.url, controller);
  if (loading) stopLoading();
  if (failure || !response) throw reportFailure(errorOfTransport(failure ?? new TransportError('network', null), url), { ignoreErrors });
  const { data, status } = response;
  if (isHttpOk(status) && isSuccessResponse(data, { ignoreResponse })) return data as R;
  throw reportFailure(errorOfBody(data, status, url), { ignoreErrors });
}

export type CallOptions = RequestOptions & Pick<TransportConfig, 'headers' | 'timeout' | 'signal' | 'responseType' | 'params'>;

export const post = <T>(url: string, body?: unknown, opts: CallOptions = {}): Promise<Envelope<T>> =>
  request<Envelope<T>>({ ...opts, method: 'POST', url, data: body });

export const get = <T>(url: string, params?: Record<string, unknown>, opts: Omit<CallOptions, 'params'> = {}): Promise<Envelope<T>> =>
  request<Envelope<T>>({ ...opts, method: 'GET', url, params });
