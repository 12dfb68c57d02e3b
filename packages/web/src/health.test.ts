import { describe, expect, it } from 'vitest';
import { checkHealth, describeHealth, interpretHealth } from './health';

const at = new Date(2025, 0, 2, 9, 5, 7);

describe('interpretHealth', () => {
  it('is up only for HTTP 200 with status ok', () => {
    expect(interpretHealth(200, { status: 'ok' }, at)).toEqual({ kind: 'up', checkedAt: at });
  });

  it('is down for other HTTP statuses', () => {
    expect(interpretHealth(503, { status: 'ok' }, at)).toEqual({ kind: 'down', reason: 'HTTP 503', checkedAt: at });
  });

  it('is down for an unexpected or missing body', () => {
    expect(interpretHealth(200, { status: 'starting' }, at)).toMatchObject({ kind: 'down', reason: '状态 "starting"' });
    expect(interpretHealth(200, undefined, at)).toMatchObject({ kind: 'down', reason: '状态 未知' });
    expect(interpretHealth(200, null, at)).toMatchObject({ kind: 'down', reason: '状态 未知' });
  });
});

describe('describeHealth', () => {
  it('formats each state with zero-padded check time', () => {
    expect(describeHealth({ kind: 'checking' })).toEqual({ text: '正在检测服务状态…', tone: 'processing' });
    expect(describeHealth({ kind: 'up', checkedAt: at })).toEqual({ text: '服务运行正常（检测于 09:05:07）', tone: 'success' });
    expect(describeHealth({ kind: 'down', reason: 'HTTP 502', checkedAt: at })).toEqual({
      text: '服务不可用：HTTP 502（检测于 09:05:07）',
      tone: 'error',
    });
  });
});

describe('checkHealth', () => {
  it('reads a live answer', async () => {
    const fake = (async () => Response.json({ status: 'ok' })) as typeof fetch;
    expect(await checkHealth(fake)).toMatchObject({ kind: 'up' });
  });

  it('treats a non-JSON error page as down', async () => {
    const fake = (async () => new Response('<html>Bad Gateway</html>', { status: 502 })) as typeof fetch;
    expect(await checkHealth(fake)).toMatchObject({ kind: 'down', reason: 'HTTP 502' });
  });

  it('treats a network failure as down', async () => {
    const fake = (async () => { throw new TypeError('fetch failed'); }) as typeof fetch;
    expect(await checkHealth(fake)).toMatchObject({ kind: 'down', reason: '无法连接服务' });
  });

  it('gives up after the timeout', async () => {
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    expect(await checkHealth(hanging, { timeoutMs: 20 })).toMatchObject({ kind: 'down', reason: '请求超时' });
  });
});
