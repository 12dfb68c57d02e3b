// `npm run bench`: every benchmark of bench/ in one go, each as a child process asked for its rows
// (BENCH_ROWS_FILE, see lib/common.mjs), then one table: scenario, req/s (median over rounds), p99,
// the baseline measured in the same run and the ratio to it. A script that fails (exit code, or no
// rows) is a row of the table saying so, the others still run, and the exit code is 1.
// BENCH_QUICK=1: short durations, small datasets, one round (a few minutes instead of about an hour).
// BENCH_ONLY=a,b runs only the scripts whose names contain one of the words. The build is refreshed
// first when packages/*/dist is missing or older than the sources.
// Results: bench/results/all-<date>.json (and each script's own file).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUICK, ROOT, loadAverage } from './lib/common.mjs';

// pin: the scripts that put their server on core 0 and expect the load generator on core 1
const SCRIPTS = [
  { name: 'run', file: 'run.mjs', pin: true },
  { name: 'orders', file: 'orders-run.mjs', pin: true },
  { name: 'user-page-list', file: 'user-page-list.mjs', pin: true },
  { name: 'product-search', file: 'product-search.mjs', pin: true },
  { name: 'import (pglite)', file: 'import-10k.mjs' },
  { name: 'import (postgres)', file: 'import-10k.mjs', env: { BENCH_DB: 'postgres' } },
  { name: 'overload', file: 'overload.mjs' },
  { name: 'replicas', file: 'replicas.mjs' },
  { name: 'soak', file: 'soak.mjs' },
  { name: 'crash (pglite)', file: 'crash.mjs', env: { BENCH_DB: 'pglite' }, quickEnv: { BENCH_CYCLES: '3' } },
  { name: 'crash (postgres)', file: 'crash.mjs', env: { BENCH_DB: 'postgres' }, quickEnv: { BENCH_CYCLES: '3' } },
  { name: 'web-load', file: 'web-load.mjs' },
  { name: 'table-render', file: 'table-render.mjs' },
];
// a script still running after this is stopped and reported as failed
const TIMEOUT_MS = (QUICK ? 10 : 90) * 60_000;

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
function ensureBuild() {
  // tsc -b rewrites only the outputs that changed: the newest file of dist against the newest source
  const outputs = ['contracts', 'server', 'web'].map((p) => [`packages/${p}/src`, `packages/${p}/dist`]);
  const stale = outputs.filter(([src, out]) => !existsSync(join(ROOT, out)) || newest(join(ROOT, out)) < newest(join(ROOT, src)));
  if (stale.length === 0) return;
  console.error(`bench: ${stale.map(([, out]) => out).join(', ')} missing or older than the sources: npm run build`);
  // its output to stderr: stdout is the table
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, 'inherit'] });
}

function runScript(s) {
  const rowsFile = join(tmpdir(), `medportal-bench-rows-${process.pid}-${s.file}-${Date.now()}.json`);
  const env = { ...process.env, ...s.env, ...(QUICK ? s.quickEnv : {}), BENCH_ROWS_FILE: rowsFile };
  const script = join(ROOT, 'bench', s.file);
  const [cmd, args] = s.pin ? ['taskset', ['-c', '1', process.execPath, script]] : [process.execPath, [script]];
  const t0 = Date.now();
  return new Promise((resolve) => {
    if (!existsSync(script)) {
      resolve({ ...s, seconds: 0, exitCode: null, missing: true, rows: [] });
      return;
    }
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGINT'), TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      let rows = [];
      try {
        rows = JSON.parse(readFileSync(rowsFile, 'utf8'));
      } catch {
        // no rows: reported below
      }
      rmSync(rowsFile, { force: true });
      resolve({ ...s, seconds: Math.round((Date.now() - t0) / 1000), exitCode: code ?? signal, rows });
    });
  });
}

const fmt = (x) => (x === null || x === undefined ? '—' : String(x));
function table(runs) {
  const lines = ['| scenario | req/s (median) | p99 ms | baseline (same run) | ratio | note |', '| --- | ---: | ---: | --- | ---: | --- |'];
  for (const r of runs) {
    if (r.missing) {
      lines.push(`| ${r.name} | — | — | — | — | not run: bench/${r.file} is not in this checkout |`);
      continue;
    }
    for (const x of r.rows) {
      const baseline = x.baseline ? `${x.baseline}${x.baselineRps ? ` (${x.baselineRps} req/s)` : ''}` : '—';
      lines.push(`| ${x.scenario} | ${fmt(x.rps)} | ${fmt(x.p99Ms)} | ${baseline} | ${fmt(x.ratio)} | ${x.note.replaceAll('|', '/')} |`);
    }
    if (r.exitCode !== 0) {
      lines.push(`| ${r.name} | — | — | — | — | FAILED: exit ${r.exitCode} after ${r.seconds} s${r.rows.length ? '' : ', no rows'} |`);
    } else if (r.rows.length === 0) {
      lines.push(`| ${r.name} | — | — | — | — | FAILED: exit 0 but no rows written |`);
    }
  }
  return lines.join('\n');
}

const only = process.env.BENCH_ONLY?.split(',').map((w) => w.trim());
const selected = only ? SCRIPTS.filter((s) => only.some((w) => s.name.includes(w))) : SCRIPTS;
ensureBuild();
const started = new Date();
const report = {
  date: started.toISOString(),
  quick: QUICK,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  loadAverageAtStart: loadAverage(),
  scripts: [],
};
for (const s of selected) {
  console.error(`bench: ${s.name} (bench/${s.file})…`);
  const r = await runScript(s);
  report.scripts.push({ ...r, loadAverageAfter: loadAverage() });
  console.error(`bench: ${s.name} ${r.missing ? 'missing' : `exit ${r.exitCode}`} in ${r.seconds} s, load ${loadAverage().join(' ')}`);
}
report.loadAverageAtEnd = loadAverage();
report.minutes = Math.round((Date.now() - started.getTime()) / 6000) / 10;
report.table = table(report.scripts);
const failed = report.scripts.filter((r) => !r.missing && (r.exitCode !== 0 || r.rows.length === 0));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const out = join(ROOT, 'bench/results', `all-${report.date.slice(0, 10)}${QUICK ? '-quick' : ''}.json`);
writeFileSync(out, JSON.stringify(report, null, 2));
console.log(report.table);
console.log(
  `\n${report.scripts.length} scripts in ${report.minutes} min${QUICK ? ' (BENCH_QUICK)' : ''}; load average ` +
    `${report.loadAverageAtStart.join(' ')} at the start, ${report.loadAverageAtEnd.join(' ')} at the end; ` +
    `${failed.length ? `FAILED: ${failed.map((r) => r.name).join(', ')}` : 'no failure'}; ${out}`,
);
if (failed.length) process.exitCode = 1;
