// The server and web suites run many test files in one worker process (Vitest `isolate: false`), and
// scripts/vitest-fresh-modules.ts gives each file what a process of its own gave it. It reaches into Vitest's
// worker state, which a Vitest upgrade may change: this runs the fixture in scripts/fresh-modules-fixture
// (a first file that changes module state, mocks an import, sets an environment variable, storage, a
// cookie, the body, the URL and fake timers; a second one that expects none of it) in a Vitest of its own,
// with the setup file and, as the control, without it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONFIG = 'scripts/fresh-modules-fixture/vitest.config.ts';
const VITEST = fileURLToPath(new URL('../../../../node_modules/vitest/vitest.mjs', import.meta.url));

type Report = { testResults: { assertionResults: { title: string; status: string }[] }[] };

/** The fixture run: each test's title and status (passed/failed), and the exit code. */
function runFixture(withSetupFile: boolean): Promise<{ code: number; results: Record<string, string> }> {
  // the nested Vitest must not take this worker's Vitest variables for its own
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS'));
  if (!withSetupFile) env['FRESH_MODULES_OFF'] = '1';
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [VITEST, 'run', '--config', CONFIG, '--reporter=json'], { cwd: ROOT, env }, (err, stdout) => {
      const json = stdout.slice(stdout.indexOf('{'));
      try {
        const report = JSON.parse(json) as Report;
        const results = Object.fromEntries(report.testResults.flatMap((file) => file.assertionResults.map((t) => [t.title, t.status])));
        resolve({ code: err ? Number(err.code ?? 1) : 0, results });
      } catch {
        reject(new Error(`no JSON report from the fixture run (${err?.message ?? 'exit 0'}):\n${stdout}`));
      }
    });
  });
}

describe('one worker process for many test files (scripts/vitest-fresh-modules.ts)', () => {
  it('gives the second file fresh modules, no mock of the first, and the first environment, storage, body and URL', async () => {
    const run = await runFixture(true);
    expect(run.results).toEqual({
      'changes module state, mocks an import, sets an environment variable, storage, a cookie, the body and the URL': 'passed',
      'runs in the process of the first file': 'passed',
      'gets fresh copies of the project modules and no mock of the first file': 'passed',
      'starts from the first environment, storage, cookies, body and URL, with real timers': 'passed',
    });
    expect(run.code).toBe(0);
  });

  it('without the setup file the second file sees what the first left (the fixture can fail)', async () => {
    const run = await runFixture(false);
    expect(run.results).toMatchObject({
      'runs in the process of the first file': 'passed',
      'gets fresh copies of the project modules and no mock of the first file': 'failed',
      'starts from the first environment, storage, cookies, body and URL, with real timers': 'failed',
    });
    expect(run.code).not.toBe(0);
  });
});
