// Real processes: the data-directory lock on PGlite, clean shutdown, and two servers sharing one
// PostgreSQL (a token issued by one is valid on the other: no session state in memory).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres } from './app.js';
import { post, startServer, type Proc } from './processes.js';

const STAFF = '/m-staff-center/api/v1';
const started: Proc[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const p of started) await p.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('embedded PGlite process', () => {
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

describe.runIf(onPostgres)('two processes on one PostgreSQL', () => {
  it('a token issued by one server is accepted by the other, and logout on one is seen by both', async () => {
    const { url, drop } = await freshDatabase();
    try {
      const a = await startServer({ DATABASE_URL: url! });
      started.push(a);
      const b = await startServer({ DATABASE_URL: url! });
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
      expect(await post(b.base, `${STAFF}/login/currentUser`, {}, login.payload.token)).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
      await a.stop();
      await b.stop();
    } finally {
      await drop();
    }
  });
});
