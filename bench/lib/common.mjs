// Helpers shared by the benchmarks: the row interface of `npm run bench` (bench/all.mjs), quick mode,
// built servers on free loopback ports and the throwaway PostgreSQL cluster.
import { spawn, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const SERVER = join(ROOT, 'packages/server/dist/server.js');
export const STAFF = '/m-staff-center/api/v1';
export const MALL = '/m-mall-center/api/v1';

/** BENCH_QUICK=1: every script picks short durations and small datasets (the whole runner in ~2 minutes). */
export const QUICK = process.env.BENCH_QUICK === '1';

/** A number from the environment, else the quick or the full default. */
export const setting = (name, full, quick = full) => Number(process.env[name] ?? (QUICK ? quick : full));

/** The middle value; of an even count the mean of the two middle ones (missing values left out). */
export const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
export const round1 = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);
export const loadAverage = () => loadavg().map(round1);

/**
 * One row of the runner's table. ratio defaults to rps / baselineRps (the baseline measured in the same run).
 * @param {{ scenario: string, rps?: number|null, p99Ms?: number|null, baseline?: string|null,
 *   baselineRps?: number|null, ratio?: number|null, note?: string }} r
 */
export const row = ({ scenario, rps = null, p99Ms = null, baseline = null, baselineRps = null, ratio, note = '' }) => ({
  scenario,
  rps: rps === null ? null : Math.round(rps),
  p99Ms: round1(p99Ms),
  baseline,
  baselineRps: baselineRps === null ? null : Math.round(baselineRps),
  ratio: ratio !== undefined ? ratio : rps && baselineRps ? Math.round((rps / baselineRps) * 100) / 100 : null,
  note,
});

/** Writes the rows to BENCH_ROWS_FILE when the runner asked for them (no-op otherwise). */
export const writeRows = (rows) => {
  if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows, null, 2));
};

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts a node script (by default the built server) on a free loopback port; resolves once /healthz answers. */
export async function startServer(env = {}, { script = SERVER, pin = null, stdio = 'inherit' } = {}) {
  const port = await freePort();
  const [cmd, args] = pin === null ? [process.execPath, [script]] : ['taskset', ['-c', String(pin), process.execPath, script]];
  const child = spawn(cmd, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', EXIT_WITH_PARENT: '1', ...env },
    stdio: ['ignore', stdio, stdio],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    try {
      await fetch(`${base}/healthz`);
      return { base, port, child };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

export const stopServer = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill(signal);
  });

/** POST of a JSON body with the portal's headers; resolves to the parsed envelope. */
export const post = async (base, path, body, token, tenantId = 1) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: String(tenantId), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

/** A throwaway PostgreSQL 15 cluster (scripts/pg-cluster.sh); stop() is safe to call twice. */
export function pgCluster(stateName) {
  const env = { ...process.env, PG_STATE: `/tmp/${stateName}.state` };
  const url = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env })
    .toString()
    .trim()
    .split('\n')
    .pop();
  return { url, stop: () => execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env, stdio: 'ignore' }) };
}

/** Resident set size of a process in MB (Linux /proc). */
export const rssMb = (pid) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(execFileSync('cat', [`/proc/${pid}/status`]).toString())?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
};
