// Shared by the typed client of the order & mall service (/m-mall-center/api/v1, spec 1 section 7 and
// ../shared/spec/order-mall-calls.tsv): every function checks its mandatory argument (third tsv
// column) before any request and throws exactly `Missing required parameter: X` when it is absent.
import { MALL_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { get, post, type CallOptions } from '../../../lib/api-client';

/** Throws `Missing required parameter: <name>` for undefined or null (an empty object or '' is an argument). */
export function requireArg<T>(name: string, value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error(`Missing required parameter: ${name}`);
  return value;
}

/** POST a body to a mall-center path and return the payload. */
export async function mallPost<T>(path: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
  return (await post<T>(`${MALL_CENTER_BASE}${path}`, body, opts)).payload;
}

/** GET a mall-center path with query params and return the payload. */
export async function mallGet<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  return (await get<T>(`${MALL_CENTER_BASE}${path}`, params)).payload;
}
