// The fake staff centre of the label screens' tests: `replies` answers each call by its url, every call is
// recorded. Each test file mocks lib/api-client with `request` and `post` going here (no other imports, so
// the mock's factory can load it).
import { vi } from 'vitest';

type Call = { url: string; data?: Record<string, unknown> };
export type Replies = Record<string, unknown | ((data: Record<string, unknown>) => unknown)>;

export const replies: Replies = {};
export const calls: Call[] = [];

/** The fake transport: records the call and answers { code '0', payload } from `replies` by url. */
export const fakeRequest = vi.fn(async (config: Call) => {
  calls.push({ url: config.url, data: config.data ?? {} });
  const reply = replies[config.url];
  if (reply === undefined) throw new Error(`no reply for ${config.url}`);
  const payload = typeof reply === 'function' ? (reply as (d: Record<string, unknown>) => unknown)(config.data ?? {}) : reply;
  return { code: '0', msg: '', payload };
});
export const fakePost = (url: string, data?: unknown) => fakeRequest({ url, data: data as Record<string, unknown> });

/** The bodies sent to one url (STAFF_API), oldest first. */
export const sent = (url: string) => calls.filter((c) => c.url === url).map((c) => c.data);

export function resetFake() {
  calls.length = 0;
  for (const key of Object.keys(replies)) delete replies[key];
  fakeRequest.mockClear();
}

export const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});
