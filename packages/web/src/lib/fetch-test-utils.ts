// Test helper: a stubbed global fetch that behaves like the browser's (an already aborted signal never
// reaches the network, an abort rejects a running call with an AbortError, a failed connection rejects
// with a TypeError) and records every request that went out.
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export type SeenRequest = {
  url: URL;
  method: string;
  headers: Headers;
  /** the request body as text ('' without one) */
  body: string;
  signal: AbortSignal;
  /** the query as an object (repeated keys keep the last value) */
  query: Record<string, string>;
};

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

function responseBody(body: unknown): BodyInit | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || body instanceof Blob) return body;
  return JSON.stringify(body);
}

export function stubFetch() {
  const seen: SeenRequest[] = [];
  const state: { replyTo: (request: SeenRequest) => Reply | Promise<Reply> } = {
    replyTo: () => ({ body: { code: '0', msg: '', payload: null } }),
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw abortError();
    const url = new URL(request.url);
    const entry: SeenRequest = {
      url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      signal: request.signal,
      query: Object.fromEntries(url.searchParams),
    };
    seen.push(entry);
    const aborted = new Promise<never>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(abortError()));
    });
    const reply = await Promise.race([Promise.resolve().then(() => state.replyTo(entry)), aborted]);
    const headers = new Headers(reply.headers);
    if (!headers.has('content-type') && reply.body !== undefined && !(reply.body instanceof Blob) && typeof reply.body !== 'string') {
      headers.set('content-type', 'application/json');
    }
    return new Response(responseBody(reply.body), { status: reply.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    seen,
    fetch: fetchStub,
    /** sets how the server answers */
    reply(replyTo: (request: SeenRequest) => Reply | Promise<Reply>) {
      state.replyTo = replyTo;
    },
  };
}
