// Starts the built platform server (packages/server/dist/server.js) on a free 127.0.0.1 port with a
// fresh PGlite data directory, waits until GET /healthz answers 200, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ENTRY = join(REPO_ROOT, 'packages/server/dist/server.js');
export const WEB_DIST_INDEX = join(REPO_ROOT, 'packages/web/dist/index.html');

/** The built chunk file (e.g. 'assets/Bx12abCd.js') of a web source module such as 'src/features/auth/login-page.tsx'. */
export function builtChunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'packages/web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not a chunk of the web build`);
  return chunk.file;
}

const HOST = '127.0.0.1';
const OUTPUT_LIMIT = 64 * 1024;

export type StartServerOptions = {
  /** how long to wait for /healthz (the server migrates and seeds a fresh database first) */
  readyTimeoutMs?: number;
  /** extra environment for the server process */
  env?: Record<string, string>;
  /** echo the server's output to this process's stderr (also on with E2E_SERVER_LOG=1) */
  echo?: boolean;
  /** start on an empty database (migrate and seed here) even when a seeded copy is at hand */
  fresh?: boolean;
  /** leave the data directory in place when stopped (the seeded copy of the global setup) */
  keepDataDir?: boolean;
};

/**
 * The environment variable naming a cleanly stopped, freshly seeded data directory (tests/global-setup.ts):
 * each server starts on a copy of it instead of migrating and seeding its own — the same demo data, a
 * fraction of the start-up time. The copy leaves out the lock and the SMS outbox of the seeding run.
 */
export const SEEDED_DIR_ENV = 'E2E_SEEDED_DATA_DIR';
const NOT_COPIED = ['.server.lock', 'sms-outbox.jsonl'];

export type RunningServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** the SMS outbox's development sink (SMS_OUTBOX_FILE): one JSON line per text sent */
  smsOutboxFile: string;
  /** everything the server wrote to stdout/stderr so far (last 64 KiB) */
  output: () => string;
  /** SIGTERM, SIGKILL after 10 s, then removes the data directory; safe to call twice */
  stop: () => Promise<void>;
};

/** A port that was free a moment ago: bind port 0, read it, release it. */
export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ host, port: 0 }, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build the server first (npm run build)`);
  }
  // another process can take the probed port before the server binds it: retry on EADDRINUSE
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), options);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof ServerStartError) || !err.output.includes('EADDRINUSE')) throw err;
    }
  }
}

class ServerStartError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(`${message}\n--- server output ---\n${output || '(none)'}\n--- end of server output ---`);
    this.name = 'ServerStartError';
  }
}

async function startOnce(port: number, options: StartServerOptions): Promise<RunningServer> {
  const { readyTimeoutMs = 120_000, env = {}, echo = process.env.E2E_SERVER_LOG === '1' } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'medportal-e2e-'));
  const seeded = options.fresh ? undefined : process.env[SEEDED_DIR_ENV];
  if (seeded && existsSync(seeded)) {
    await cp(seeded, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.some((name) => source.endsWith(`/${name}`)) });
  }
  const baseUrl = `http://${HOST}:${port}`;

  const smsOutboxFile = join(dataDir, 'sms-outbox.jsonl');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMS_OUTBOX_FILE: smsOutboxFile,
    // a test worker killed by its runner (e.g. a hook time-out) leaves no server behind
    EXIT_WITH_PARENT: '1',
    ...env,
  };
  delete childEnv.DATABASE_URL; // always the fresh PGlite database in dataDir
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });

  let output = '';
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let spawnError: Error | undefined;
  child.once('error', (err) => {
    spawnError = err;
  });

  // if the test process goes away without calling stop(), do not leave the server behind
  const killOnExit = () => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      await terminate(child, exited);
      if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    })());

  try {
    await waitForHealth(baseUrl, readyTimeoutMs, () => {
      if (spawnError) return `could not spawn the server: ${spawnError.message}`;
      if (child.exitCode !== null || child.signalCode !== null) {
        return `the server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode})`;
      }
      return undefined;
    });
  } catch (err) {
    await stop();
    throw new ServerStartError(`${(err as Error).message} [${baseUrl}, DATA_DIR ${dataDir}]`, output);
  }
  return { baseUrl, port, dataDir, smsOutboxFile, output: () => output, stop };
}

async function waitForHealth(baseUrl: string, timeoutMs: number, failure: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed) throw new Error(failed);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer GET /healthz with 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

async function terminate(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const graceful = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 10_000);
    }),
  ]);
  clearTimeout(timer);
  if (graceful) return;
  child.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
