// Health of the platform server as the start page shows it: GET /healthz answers 200 `{ status: 'ok' }`
// once the server has migrated and seeded its database.

export type HealthState =
  | { kind: 'checking' }
  | { kind: 'up'; checkedAt: Date }
  | { kind: 'down'; reason: string; checkedAt: Date };

export type HealthView = { text: string; tone: 'processing' | 'success' | 'error' };

export const HEALTH_URL = '/healthz';

/** Reads one /healthz answer: up only for HTTP 200 with `status: 'ok'`. */
export function interpretHealth(httpStatus: number, body: unknown, checkedAt = new Date()): HealthState {
  if (httpStatus !== 200) return { kind: 'down', reason: `HTTP ${httpStatus}`, checkedAt };
  const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
  if (status === 'ok') return { kind: 'up', checkedAt };
  return { kind: 'down', reason: `状态 ${status === undefined ? '未知' : JSON.stringify(status)}`, checkedAt };
}

/** The status line shown for a health state. */
export function describeHealth(state: HealthState): HealthView {
  switch (state.kind) {
    case 'checking':
      return { text: '正在检测服务状态…', tone: 'processing' };
    case 'up':
      return { text: `服务运行正常（检测于 ${formatTime(state.checkedAt)}）`, tone: 'success' };
    case 'down':
      return { text: `服务不可用：${state.reason}（检测于 ${formatTime(state.checkedAt)}）`, tone: 'error' };
  }
}

/** Calls /healthz once; network failures, timeouts and non-JSON answers count as down. */
export async function checkHealth(
  fetchImpl: typeof fetch = fetch,
  { url = HEALTH_URL, timeoutMs = 5000 }: { url?: string; timeoutMs?: number } = {},
): Promise<HealthState> {
  try {
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json().catch(() => undefined);
    return interpretHealth(res.status, body);
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return { kind: 'down', reason: timedOut ? '请求超时' : '无法连接服务', checkedAt: new Date() };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
