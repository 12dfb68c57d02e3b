// Import progress records: those a client keeps up to date itself (add/update/list/page/delete) and
// server-run ones that a stopped process left running.
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mallImportProgress, users } from '../../../db/schema.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { importKit, templateOf, type Progress } from '../../../test/mall-imports.js';
import { acceptUpload } from './import-upload.service.js';
import {
  failAbandoned,
  failAbandonedImports,
  failSilentImports,
  RESTART_MESSAGE,
  SILENT_AFTER_MS,
  SILENT_MESSAGE,
} from '../../file-library/imports/imports.service.js';

let t: TestApp;
let ag: string;
let agAdmin: string;
let ag2: string;
let t2: string;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, t2, none] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag_admin'),
    login(t.app, 'ag2_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
    login(t.app, 'new_user'),
  ]);
});
afterAll(() => t.close());

const { importOf, historyOf, download } = importKit(() => t);

describe('client-driven progress records', () => {
  const add = async (token: string, form: Record<string, unknown> = { kind: 'productImport', fileName: '产品.xlsx', totalRows: 200 }) =>
    (await ok(t, '/order/addImportProgress', token, form)) as number;
  const update = (token: string, form: Record<string, unknown>) => call(t.app, `${MC}/order/updateImportProgress`, form, { token });

  it('order/addImportProgress and order/updateImportProgress: counts of the own record, percent computed, the end is final', async () => {
    const id = await add(ag);
    const [agUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ realName: users.realName })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_user'))),
    );
    // the record names the person (their real name), not the login
    expect(await ok(t, '/order/getImportProgress', ag, { id })).toMatchObject({
      id,
      status: 'running',
      totalRows: 200,
      percent: 0,
      hasFile: false,
      kind: 'productImport',
      createdBy: agUser!.realName,
    });
    expect((await update(ag, { id, doneRows: 50, failedRows: 5 })).body.payload).toMatchObject({
      doneRows: 50,
      failedRows: 5,
      importedRows: 45,
      percent: 25,
      status: 'running',
    });
    expect((await update(ag, { id, doneRows: 201 })).body).toMatchObject({ code: 'MC1263', msg: '已处理行数不能超过总行数200' });
    expect((await update(ag, { id, doneRows: 3 })).body.code).toBe('MC1264');
    for (const other of [agAdmin, ag2, t2]) expect((await update(other, { id, doneRows: 60 })).body.code).toBe('MC1260');
    const done = (await update(ag, { id, doneRows: 200, failedRows: 5, status: 'succeeded', message: '成功导入195行，失败5行' })).body
      .payload;
    expect(done).toMatchObject({
      percent: 100,
      status: 'succeeded',
      statusName: '导入完成',
      message: '成功导入195行，失败5行',
      finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await update(ag, { id, doneRows: 200 })).body).toMatchObject({ code: 'MC1261', msg: '导入已结束，不能再更新进度' });
    // a server-run import's counts are the server's
    const server = await importOf('wareHosp', ag, await templateOf('wareHosp', [['WH-HT-X1', '恒泰一号仓']]));
    expect((await update(ag, { id: server.id, doneRows: 0 })).body.code).toBe('MC1265');
    await bad(t, '/order/addImportProgress', ag, undefined, 'form');
    await bad(t, '/order/addImportProgress', ag, { kind: 'productImport', fileName: 'a.xlsx', totalRows: -1 }, 'totalRows');
    await bad(t, '/order/addImportProgress', ag, { kind: '导入', fileName: 'a.xlsx', totalRows: 1 }, 'kind');
    await bad(t, '/order/updateImportProgress', ag, undefined, 'form');
    await bad(t, '/order/updateImportProgress', ag, { id, doneRows: 'x' }, 'doneRows');
    expect(
      (await call(t.app, `${MC}/order/addImportProgress`, { kind: 'x', fileName: 'a.xlsx', totalRows: 1 }, { token: none })).body.code,
    ).toBe('403');
  });

  it("order/getImportProgressList lists the user's 20 latest; order/getImportProgressPageList pages the company's", async () => {
    const mine: number[] = [];
    for (let i = 0; i < 21; i++) mine.push(await add(ag2, { kind: i % 2 ? 'odd' : 'even', fileName: `批次${i}.xlsx`, totalRows: 10 }));
    const colleague = await login(t.app, 'ag2_admin');
    const theirs = await add(colleague, { kind: 'even', fileName: '同事.xlsx', totalRows: 1 });
    const list = (await ok(t, '/order/getImportProgressList', ag2, {})) as Progress[];
    expect(list.map((p) => p.id)).toEqual(mine.slice(1).reverse());
    expect(((await ok(t, '/order/getImportProgressList', ag2, { kind: 'odd' })) as Progress[]).map((p) => p.id)).toEqual(
      mine.filter((_, i) => i % 2).reverse(),
    );
    expect(await ok(t, '/order/getImportProgressList', ag2, { status: 'failed' })).toEqual([]);
    const page = await ok(t, '/order/getImportProgressPageList', ag2, { pageNum: 2, pageSize: 20 });
    expect(page).toMatchObject({ totalElements: 22, number: 1, size: 20, totalPages: 2, numberOfElements: 2 });
    const even = await ok(t, '/order/getImportProgressPageList', ag2, { kind: 'even', pageSize: 20 });
    expect(even.totalElements).toBe(12);
    expect(even.content[0].id).toBe(theirs);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await ok(t, '/order/getImportProgressPageList', ag2, { startDate: today, endDate: today })).totalElements).toBe(22);
    expect((await ok(t, '/order/getImportProgressPageList', ag2, { endDate: '2020-01-01' })).totalElements).toBe(0);
    // AG0001's records are not AG0002's, nor tenant 2's
    expect(((await ok(t, '/order/getImportProgressPageList', t2, {})) as { totalElements: number }).totalElements).toBe(0);
    expect(
      ((await ok(t, '/order/getImportProgressPageList', ag, { pageSize: 100 })).content as Progress[]).some((p) => mine.includes(p.id)),
    ).toBe(false);
    await bad(t, '/order/getImportProgressList', ag2, undefined, 'query');
    await bad(t, '/order/getImportProgressList', ag2, { status: 'done' }, 'status');
    await bad(t, '/order/getImportProgressPageList', ag2, undefined, 'query');
    await bad(t, '/order/getImportProgressPageList', ag2, { startDate: '2026/01/01' }, 'startDate');
    await bad(t, '/order/getImportProgress', ag2, undefined, 'query');
    await bad(t, '/order/getImportProgress', ag2, { id: 0 }, 'id');
  });

  it("order/deleteProgress deletes the caller's finished records; a running one refuses the call", async () => {
    const running = await add(ag);
    const ended = await add(ag);
    await update(ag, { id: ended, doneRows: 0, status: 'failed', message: '用户取消' });
    const adminsEnded = await add(agAdmin);
    await update(agAdmin, { id: adminsEnded, doneRows: 0, status: 'failed' });
    expect((await call(t.app, `${MC}/order/deleteProgress`, { ids: [running, ended] }, { token: ag })).body).toMatchObject({
      code: 'MC1262',
      msg: '进行中的导入不能删除',
    });
    expect(await ok(t, '/order/getImportProgress', ag, { id: ended })).toMatchObject({ id: ended });
    // another user's, another company's and unknown ids are left alone
    expect(await ok(t, '/order/deleteProgress', ag2, { ids: [ended] })).toEqual({ deleted: 0 });
    expect(await ok(t, '/order/deleteProgress', ag, { ids: [ended, adminsEnded, 99999] })).toEqual({ deleted: 1 });
    expect((await call(t.app, `${MC}/order/getImportProgress`, { id: ended }, { token: ag })).body.code).toBe('MC1260');
    expect(await ok(t, '/order/getImportProgress', agAdmin, { id: adminsEnded })).toMatchObject({ id: adminsEnded });
    await bad(t, '/order/deleteProgress', ag, undefined, 'query');
    await bad(t, '/order/deleteProgress', ag, { ids: [] }, 'ids');
    await bad(t, '/order/checkFailMessage/pageList', ag, undefined, 'query');
    await bad(t, '/order/checkFailMessage/pageList', ag, { progressId: running, pageSize: 7 }, 'pageSize');
    expect((await download(ag, running)).json().code).toBe('MC1266');
  });
});

describe('imports a stopped server left running', () => {
  // server-run imports 'cut off' by a killed process: running again, their history row processing, the heartbeat `silent` ms old
  const setRunning = (id: number, silentMs: number, tenantId = 1) =>
    t.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(mallImportProgress)
        .set({ status: 'running', finishedAt: null, message: null, heartbeatAt: sql`now() - make_interval(secs => ${silentMs / 1000})` })
        .where(and(eq(mallImportProgress.tenantId, tenantId), eq(mallImportProgress.id, id)))
        .returning();
      if (row!.fileId !== null)
        await tx
          .update(files)
          .set({ status: 'PROCESSING', errorTxt: null })
          .where(and(eq(files.tenantId, tenantId), eq(files.id, row!.fileId)));
    });
  const wareHosp = async (token: string, code: string, fileName: string) =>
    (await importOf('wareHosp', token, await templateOf('wareHosp', [[code, `${code}仓`]]), {}, fileName)).id;
  const statusOf = async (token: string, id: number) => (await ok(t, '/order/getImportProgress', token, { id })) as Progress;
  let client: number;
  beforeAll(async () => {
    client = (await ok(t, '/order/addImportProgress', ag, { kind: 'productImport', fileName: '客户端.xlsx', totalRows: 10 })) as number;
  });
  afterAll(async () => {
    await ok(t, '/order/updateImportProgress', ag, { id: client, doneRows: 10, status: 'succeeded' });
  });

  it(
    'on every driver the sweep fails those whose heartbeat stopped for 30 s, in every tenant; ' +
      'a beating one and client-driven records stay running',
    async () => {
      const silent = await wareHosp(ag, 'WH-HT-S1', '心跳停止.xlsx');
      const beating = await wareHosp(ag, 'WH-HT-S2', '心跳正常.xlsx');
      const otherTenant = await wareHosp(t2, 'WH-T2-S1', '租户二中断.xlsx');
      await setRunning(silent, 31_000);
      await setRunning(beating, 20_000);
      await setRunning(otherTenant, 45_000, 2);
      await t.db.tenant(1, (tx) =>
        tx
          .update(mallImportProgress)
          .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
          .where(and(eq(mallImportProgress.tenantId, 1), eq(mallImportProgress.id, client))),
      );

      // (on PostgreSQL the app's own sweep may come first: the states are checked, not the counts)
      await failSilentImports(t.db);
      expect(await statusOf(ag, silent)).toMatchObject({ status: 'failed', message: SILENT_MESSAGE, finishedAt: expect.any(String) });
      expect((await historyOf(ag, '心跳停止.xlsx'))[0]).toMatchObject({ status: 'FAILED', errorTxt: SILENT_MESSAGE });
      expect(await statusOf(t2, otherTenant)).toMatchObject({ status: 'failed', message: SILENT_MESSAGE });
      expect(await statusOf(ag, beating)).toMatchObject({ status: 'running' });
      expect((await historyOf(ag, '心跳正常.xlsx'))[0]).toMatchObject({ status: 'PROCESSING' });
      expect(await statusOf(ag, client)).toMatchObject({ status: 'running' });
      // a heartbeat keeps it alive: 25 s later it is still younger than 30 s
      await setRunning(beating, 25_000);
      await failSilentImports(t.db);
      expect(await statusOf(ag, beating)).toMatchObject({ status: 'running' });
      await setRunning(beating, 60_000);
      await failSilentImports(t.db);
      expect(await statusOf(ag, beating)).toMatchObject({ status: 'failed', message: SILENT_MESSAGE });
    },
  );

  it(
    'at start-up: on PGlite every server-run import still running is dead (the process owns the data directory); ' +
      'on PostgreSQL only silent ones',
    async () => {
      const fresh = await wareHosp(ag, 'WH-HT-S3', '重启中断.xlsx');
      const silent = await wareHosp(ag, 'WH-HT-S4', '重启前已停止.xlsx');
      await setRunning(fresh, 0);
      await setRunning(silent, 40_000);
      await failAbandonedImports(t.db, 1);
      expect(await statusOf(ag, silent)).toMatchObject({ status: 'failed' });
      expect(await statusOf(ag, client)).toMatchObject({ status: 'running' });
      if (t.db.kind === 'pglite') {
        expect(await statusOf(ag, fresh)).toMatchObject({ status: 'failed', message: RESTART_MESSAGE });
        expect((await historyOf(ag, '重启中断.xlsx'))[0]).toMatchObject({ status: 'FAILED', errorTxt: RESTART_MESSAGE });
        expect(await statusOf(ag, silent)).toMatchObject({ message: RESTART_MESSAGE });
      } else {
        expect(await statusOf(ag, fresh)).toMatchObject({ status: 'running' });
        expect(await statusOf(ag, silent)).toMatchObject({ message: SILENT_MESSAGE });
        await setRunning(fresh, 31_000);
        await failAbandonedImports(t.db, 1);
        expect(await statusOf(ag, fresh)).toMatchObject({ status: 'failed', message: SILENT_MESSAGE });
      }
    },
  );

  it(
    'a running import beats while it counts and writes; ' + 'one a sweep failed mid-way stops at its next row and keeps that verdict',
    async () => {
      const s = await loginSession(t.app, 'ag_user');
      const ctx: RequestContext = {
        tenantId: 1,
        userId: s.userId,
        userName: 'ag_user',
        companyId: s.companyId,
        companyType: null,
        positionId: null,
        appId: 0,
        isAdmin: false,
        isPlatformAdmin: false,
        roleIds: [],
        catalogueVersion: 0,
        mustChangePassword: false,
        tokenHash: '',
        expiresAt: new Date(Date.now() + 3_600_000),
      };
      let task: Promise<void> | undefined;
      const host = {
        db: t.db,
        filesRoot: t.filesDir,
        log: { error: () => undefined },
        track: (p: Promise<void>) => {
          task = p;
        },
        heartbeatMs: 10,
      };
      const rows = Array.from({ length: 10_000 }, (_, i) => [`WH-HB-${i}`, `心跳仓${i}`]);
      const workbook = await templateOf('wareHosp', rows);
      const { progressId } = await acceptUpload(host, ctx, 'wareHosp', { filename: '心跳.xlsx', file: Readable.from([workbook]) });
      const rowOf = async () =>
        (
          await t.db.tenant(1, (tx) =>
            tx
              .select()
              .from(mallImportProgress)
              .where(and(eq(mallImportProgress.tenantId, 1), eq(mallImportProgress.id, progressId))),
          )
        )[0]!;
      const started = (await rowOf()).heartbeatAt.getTime();
      // before the first batch is written (no counts move yet) only the heartbeat can move heartbeat_at
      let beatBeforeBatch = false;
      for (let row = await rowOf(); row.doneRows < 500 && row.status === 'running'; row = await rowOf()) {
        if (row.doneRows === 0 && row.heartbeatAt.getTime() > started) beatBeforeBatch = true;
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(beatBeforeBatch).toBe(true);
      // the process 'went silent' and a sweep came: in one transaction, so that no beat comes between them
      expect(
        await t.db.tenant(1, async (tx) => {
          await tx
            .update(mallImportProgress)
            .set({ heartbeatAt: sql`now() - interval '31 seconds'` })
            .where(
              and(eq(mallImportProgress.tenantId, 1), eq(mallImportProgress.id, progressId), eq(mallImportProgress.status, 'running')),
            );
          return failAbandoned(tx, 1, SILENT_AFTER_MS, SILENT_MESSAGE);
        }),
      ).toBe(1);
      await task;
      const ended = await rowOf();
      expect(ended).toMatchObject({ status: 'failed', message: SILENT_MESSAGE });
      expect(ended.doneRows).toBeLessThan(10_000);
      expect((await historyOf(ag, '心跳.xlsx'))[0]).toMatchObject({ status: 'FAILED', errorTxt: SILENT_MESSAGE });
    },
  );

  it('a failed one can be deleted (MC1262 only while running) and imported again', async () => {
    const id = await wareHosp(ag, 'WH-HT-S5', '再次导入.xlsx');
    await setRunning(id, 0);
    expect((await call(t.app, `${MC}/order/deleteProgress`, { ids: [id] }, { token: ag })).body).toMatchObject({ code: 'MC1262' });
    await setRunning(id, 31_000);
    await failSilentImports(t.db);
    expect(await statusOf(ag, id)).toMatchObject({ status: 'failed' });
    // the original workbook is still there, with nothing marked failed in it, for a second try
    expect((await download(ag, id)).statusCode).toBe(200);
    expect(await statusOf(ag, await wareHosp(ag, 'WH-HT-S5', '再次导入.xlsx'))).toMatchObject({ status: 'succeeded' });
    expect(await ok(t, '/order/deleteProgress', ag, { ids: [id] })).toEqual({ deleted: 1 });
    expect((await call(t.app, `${MC}/order/getImportProgress`, { id }, { token: ag })).body.code).toBe('MC1260');
  });
});
