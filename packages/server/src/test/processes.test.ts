// Real processes: the data-directory lock on PGlite, clean shutdown, and two servers sharing one
// PostgreSQL (a token issued by one is valid on the other: no session state in memory).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres } from './app.js';
import { SERVER_ENTRY, freePort, post, startServer, type Proc } from './processes.js';

const STAFF = '/m-staff-center/api/v1';
const started: Proc[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const p of started) await p.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// each start migrates and seeds PGlite in WASM: on a loaded 2-core machine one start passed the default 60 s
describe.skipIf(onPostgres)('embedded PGlite process', { timeout: 180_000 }, () => {
  it('refuses a second process on the same DATA_DIR, and restarts cleanly after SIGTERM with data kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medportal-lock-'));
    dirs.push(dir);
    const first = await startServer({ DATA_DIR: dir });
    started.push(first);
    const login = await post(first.base, `${STAFF}/login/loginByUserName`, { userName: 'admin', password: 'Demo1234' });
    expect(login.code).toBe('0');

    const second = await startServer({ DATA_DIR: dir }, { waitReady: false });
    expect(await new Promise((r) => second.child.on('exit', r))).toBe(1);
    expect(second.output()).toContain('正被另一个服务进程使用');

    expect(await first.stop()).toBe(0);
    const again = await startServer({ DATA_DIR: dir });
    started.push(again);
    // same database: the session issued before the restart is still valid
    const me = await post(again.base, `${STAFF}/login/currentUser`, {}, login.payload.token);
    expect(me).toMatchObject({ code: '0', payload: { userName: 'admin' } });
    expect(await again.stop()).toBe(0);
  });
});

describe.skipIf(onPostgres)('restart after kill -9 (PGlite)', () => {
  it('the lock names its holder; a live second process is refused; after kill -9 a start takes over at once, data kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medportal-kill-'));
    dirs.push(dir);
    const first = await startServer({ DATA_DIR: dir });
    started.push(first);
    const holder = JSON.parse(readFileSync(join(dir, '.server.lock'), 'utf8'));
    expect(holder).toMatchObject({ pid: first.child.pid, hostname: hostname(), startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const login = await post(first.base, `${STAFF}/login/loginByUserName`, { userName: 'admin', password: 'Demo1234' });
    expect(login.code).toBe('0');

    const second = await startServer({ DATA_DIR: dir }, { waitReady: false });
    expect(await new Promise((r) => second.child.on('exit', r))).toBe(1);
    expect(second.output()).toContain(`正被另一个服务进程使用（进程 ${first.child.pid}，主机 ${hostname()}`);

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.on('exit', r));
    // the lock file is fresh (touched within the last 5 s) and names a dead process: taken over at once
    const again = await startServer({ DATA_DIR: dir });
    started.push(again);
    expect(JSON.parse(readFileSync(join(dir, '.server.lock'), 'utf8')).pid).toBe(again.child.pid);
    expect(await post(again.base, `${STAFF}/login/currentUser`, {}, login.payload.token)).toMatchObject({
      code: '0',
      payload: { userName: 'admin' },
    });
    expect(await again.stop()).toBe(0);
  }, 180_000);
});

describe.skipIf(onPostgres)('a server started with EXIT_WITH_PARENT=1', () => {
  it('shuts down and releases its data directory when the process that started it is killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medportal-orphan-'));
    dirs.push(dir);
    const port = await freePort();
    // the parent: starts the server, says its pid, then waits to be killed
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `
      const child = require('node:child_process').spawn(process.execPath, [${JSON.stringify(SERVER_ENTRY)}], { stdio: 'ignore' });
      console.log(child.pid);
      setInterval(() => {}, 1000);
    `,
      ],
      {
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', EXIT_WITH_PARENT: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const serverPid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d) => resolve(String(d)))));
    const alive = () => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      const deadline = Date.now() + 90_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || !alive()) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(existsSync(join(dir, '.server.lock'))).toBe(true);
      parent.kill('SIGKILL');
      const gone = Date.now() + 20_000;
      while (alive() && Date.now() < gone) await new Promise((r) => setTimeout(r, 200));
      expect(alive()).toBe(false);
      expect(existsSync(join(dir, '.server.lock'))).toBe(false);
    } finally {
      parent.kill('SIGKILL');
      if (alive()) process.kill(serverPid, 'SIGKILL');
    }
  });
});

describe.runIf(onPostgres)('two processes on one PostgreSQL', () => {
  it('a token issued by one server is accepted by the other, and logout on one is seen by both', async () => {
    // migrated but empty: the first server's start seeds it, as on a new installation
    const { url, drop } = await freshDatabase({ from: 'empty' });
    // the seed's files go to a directory of this test, not to ./data of the working directory
    const files = mkdtempSync(join(tmpdir(), 'medportal-files-'));
    dirs.push(files);
    try {
      const a = await startServer({ DATABASE_URL: url!, FILES_DIR: files });
      started.push(a);
      const b = await startServer({ DATABASE_URL: url!, FILES_DIR: files });
      started.push(b);
      const login = await post(a.base, `${STAFF}/login/loginByUserName`, { userName: 'fc_admin', password: 'Demo1234' });
      expect(login.code).toBe('0');
      const me = await post(b.base, `${STAFF}/login/currentUser`, {}, login.payload.token);
      expect(me).toMatchObject({ code: '0', payload: { userName: 'fc_admin', companyId: login.payload.companyId } });
      // a has the session cached now; the logout on b reaches it through LISTEN/NOTIFY on commit
      expect((await post(a.base, `${STAFF}/login/currentUser`, {}, login.payload.token)).code).toBe('0');
      expect((await post(b.base, `${STAFF}/login/logout`, {}, login.payload.token)).code).toBe('0');
      let seen = '';
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && seen !== '401') {
        seen = (await post(a.base, `${STAFF}/login/currentUser`, {}, login.payload.token)).code;
        if (seen !== '401') await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe('401');
      expect(await post(b.base, `${STAFF}/login/currentUser`, {}, login.payload.token)).toMatchObject({
        code: '401',
        msg: '登录失效，请重新登陆',
      });
      await a.stop();
      await b.stop();
    } finally {
      await drop();
    }
  });
});
