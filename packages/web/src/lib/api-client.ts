// The one HTTP client of the web (spec 2 sections 7 and 8): session headers and query, envelope success
// rules, cancel-previous, the loading mask, and the error table for every failure.
import axios from 'axios';
import type { AxiosError, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { ERRORS } from '@medportal/contracts/common/errors';
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

declare module 'axios' {
  // Module augmentation only works on an interface: the options travel on the request config.
  interface AxiosRequestConfig {
    cancelPrevious?: boolean;
    loading?: boolean;
    ignoreResponse?: boolean;
    ignoreErrors?: boolean;
  }
}

export const SUCCESS_CODES: readonly string[] = ['0', 'processing'];
export { ApiError, CANCELLED_CODE, NETWORK_ERROR_CODE, isApiError, isCancelledError } from './api-error';
import { ApiError, CANCELLED_CODE, NETWORK_ERROR_CODE } from './api-error';

export const apiClient = axios.create({ baseURL: String(import.meta.env?.VITE_API_BASE_URL ?? '') });

export function setApiBaseUrl(baseURL: string): void {
  apiClient.defaults.baseURL = baseURL;
}

/** Adds the bearer and tenantId headers (with a token) and tenantId + `_t` to the query of a request. */
export function withSession<C extends InternalAxiosRequestConfig>(config: C): C {
  const token = readSessionCookie('token');
  const tenantId = readSessionCookie('tenantId');
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    if (tenantId) config.headers.set('tenantId', tenantId);
  }
  const tenant = tenantId ? { tenantId } : {};
  if (config.params instanceof URLSearchParams) {
    const params = new URLSearchParams(config.params);
    if (tenantId && !params.has('tenantId')) params.set('tenantId', tenantId);
    params.set('_t', String(Date.now()));
    config.params = params;
  } else {
    // an explicit tenantId (a login page choosing its operator) wins over the cookie
    config.params = { ...tenant, ...(config.params as Record<string, unknown> | undefined), _t: Date.now() };
  }
  return config;
}

const pathOf = (config: AxiosRequestConfig | undefined) => (config?.url ?? '').split('?')[0] ?? '';

const inFlight = new Map<string, AbortController>();

function trackCancelable(config: InternalAxiosRequestConfig): void {
  const key = pathOf(config);
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  const outer = config.signal;
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener?.('abort', () => controller.abort());
  config.signal = controller.signal;
  inFlight.set(key, controller);
}

function untrack(config: AxiosRequestConfig | undefined): void {
  if (!config?.cancelPrevious) return;
  const key = pathOf(config);
  if (inFlight.get(key)?.signal === config.signal) inFlight.delete(key);
}

let loadingCount = 0;
let hideLoading: (() => void) | null = null;

function startLoading(): void {
  if (loadingCount++ === 0) hideLoading = shellEffects().showLoading(requestText('loading'));
}

function stopLoading(config: AxiosRequestConfig | undefined): void {
  if (!config?.loading || loadingCount === 0) return;
  loadingCount -= 1;
  if (loadingCount === 0) {
    hideLoading?.();
    hideLoading = null;
  }
}

const isBlob = (data: unknown): data is Blob => typeof Blob !== 'undefined' && data instanceof Blob;

const asRecord = (data: unknown): Record<string, unknown> | null =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;

export function isSuccessResponse(response: AxiosResponse): boolean {
  if (response.config.ignoreResponse || isBlob(response.data)) return true;
  const code = asRecord(response.data)?.['code'];
  return code !== undefined && code !== null && SUCCESS_CODES.includes(String(code));
}

const catalogueMsg = (status: number) =>
  Object.values(ERRORS).find((e) => e.code === String(status))?.msg ?? ERRORS.INTERNAL.msg;

function errorOfBody(data: unknown, status: number, url: string): ApiError {
  const body = asRecord(data);
  if (body && 'code' in body) {
    const msg = body['msg'];
    return new ApiError({ code: String(body['code']), msg: typeof msg === 'string' ? msg : '', payload: body['payload'], status, url });
  }
  return new ApiError({ code: String(status), msg: catalogueMsg(status), payload: data, status, url });
}

function errorOfAxios(error: AxiosError): ApiError {
  const url = pathOf(error.config);
  if (axios.isCancel(error)) return new ApiError({ code: CANCELLED_CODE, msg: 'canceled', url });
  if (error.response) return errorOfBody(error.response.data, error.response.status, url);
  return new ApiError({ code: NETWORK_ERROR_CODE, msg: requestText('networkError'), url });
}

function reportFailure(error: ApiError, config: AxiosRequestConfig | undefined): ApiError {
  if (error.cancelled) return error;
  try {
    const { code, msg, payload, status, url } = error;
    handleFailedCall({ code, msg, payload, status, url, ignoreErrors: config?.ignoreErrors ?? false });
  } catch (effectError) {
    // a broken effect must not hide the call's own failure from its caller
    console.error('request error handling failed', effectError);
  }
  return error;
}

apiClient.interceptors.request.use((config) => {
  withSession(config);
  if (config.cancelPrevious) trackCancelable(config);
  if (config.loading) startLoading();
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    untrack(response.config);
    stopLoading(response.config);
    if (isSuccessResponse(response)) return response;
    throw reportFailure(errorOfBody(response.data, response.status, pathOf(response.config)), response.config);
  },
  (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    untrack(config);
    stopLoading(config);
    if (!axios.isAxiosError(error)) throw error;
    throw reportFailure(errorOfAxios(error), config);
  },
);

export type CallOptions = RequestOptions &
  Pick<AxiosRequestConfig, 'headers' | 'timeout' | 'signal' | 'responseType' | 'params'>;

/** Resolves with the response body (envelope or blob) on success, rejects with an ApiError otherwise. */
export async function request<R>(config: AxiosRequestConfig): Promise<R> {
  const response = await apiClient.request<R>(config);
  return response.data;
}

export const post = <T>(url: string, body?: unknown, opts: CallOptions = {}): Promise<Envelope<T>> =>
  request<Envelope<T>>({ ...opts, method: 'POST', url, data: body });

export const get = <T>(url: string, params?: Record<string, unknown>, opts: Omit<CallOptions, 'params'> = {}): Promise<Envelope<T>> =>
  request<Envelope<T>>({ ...opts, method: 'GET', url, params });
