// Spawns the built server (dist/server.js) as a real process on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const SERVER_ENTRY = new URL('../../dist/server.js', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export type Proc = { base: string; child: ChildProcess; output: () => string; stop: () => Promise<number | null> };

export async function startServer(env: Record<string, string>, opts: { waitReady?: boolean } = {}): Promise<Proc> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`build the server first (npm run build): ${SERVER_ENTRY} is missing`);
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const proc: Proc = {
    base,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  if (opts.waitReady === false) return proc;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return proc;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await proc.stop();
  throw new Error(`server not ready in 90 s:\n${out}`);
}

export const post = async (base: string, path: string, body: unknown, token?: string, tenantId = 1) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: String(tenantId), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: string; msg: string; payload: any }>;
};
