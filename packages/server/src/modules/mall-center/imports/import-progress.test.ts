// Import progress records: those a client keeps up to date itself (add/update/list/page/delete) and
// server-run ones that a stopped process left running.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mallImportProgress } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { importKit, templateOf, type Progress } from '../../../test/mall-imports.js';
import { ABANDONED_MESSAGE, failAbandonedImports } from './imports.service.js';

let t: TestApp;
let ag: string;
let agAdmin: string;
let ag2: string;
let t2: string;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, t2, none] = await Promise.all([
    login(t.app, 'ag_user'), login(t.app, 'ag_admin'), login(t.app, 'ag2_user'), login(t.app, 't2_user', 'Demo1234', 2), login(t.app, 'new_user'),
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
    expect(await ok(t, '/order/getImportProgress', ag, { id })).toMatchObject({ id, status: 'running', totalRows: 200, percent: 0, hasFile: false, kind: 'productImport' });
    expect((await update(ag, { id, doneRows: 50, failedRows: 5 })).body.payload).toMatchObject({ doneRows: 50, failedRows: 5, importedRows: 45, percent: 25, status: 'running' });
    expect((await update(ag, { id, doneRows: 201 })).body).toMatchObject({ code: 'MC1263', msg: '已处理行数不能超过总行数200' });
    expect((await update(ag, { id, doneRows: 3 })).body.code).toBe('MC1264');
    for (const other of [agAdmin, ag2, t2]) expect((await update(other, { id, doneRows: 60 })).body.code).toBe('MC1260');
    const done = (await update(ag, { id, doneRows: 200, failedRows: 5, status: 'succeeded', message: '成功导入195行，失败5行' })).body.payload;
    expect(done).toMatchObject({ percent: 100, status: 'succeeded', statusName: '导入完成', message: '成功导入195行，失败5行', finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await update(ag, { id, doneRows: 200 })).body).toMatchObject({ code: 'MC1261', msg: '导入已结束，不能再更新进度' });
    // a server-run import's counts are the server's
    const server = await importOf('wareHosp', ag, await templateOf('wareHosp', [['WH-HT-X1', '恒泰一号仓']]));
    expect((await update(ag, { id: server.id, doneRows: 0 })).body.code).toBe('MC1265');
    await bad(t, '/order/addImportProgress', ag, undefined, 'form');
    await bad(t, '/order/addImportProgress', ag, { kind: 'productImport', fileName: 'a.xlsx', totalRows: -1 }, 'totalRows');
    await bad(t, '/order/addImportProgress', ag, { kind: '导入', fileName: 'a.xlsx', totalRows: 1 }, 'kind');
    await bad(t, '/order/updateImportProgress', ag, undefined, 'form');
    await bad(t, '/order/updateImportProgress', ag, { id, doneRows: 'x' }, 'doneRows');
    expect((await call(t.app, `${MC}/order/addImportProgress`, { kind: 'x', fileName: 'a.xlsx', totalRows: 1 }, { token: none })).body.code).toBe('403');
  });

  it("order/getImportProgressList lists the user's 20 latest; order/getImportProgressPageList pages the company's", async () => {
    const mine: number[] = [];
    for (let i = 0; i < 21; i++) mine.push(await add(ag2, { kind: i % 2 ? 'odd' : 'even', fileName: `批次${i}.xlsx`, totalRows: 10 }));
    const colleague = await login(t.app, 'ag2_admin');
    const theirs = await add(colleague, { kind: 'even', fileName: '同事.xlsx', totalRows: 1 });
    const list = (await ok(t, '/order/getImportProgressList', ag2, {})) as Progress[];
    expect(list.map((p) => p.id)).toEqual(mine.slice(1).reverse());
    expect(((await ok(t, '/order/getImportProgressList', ag2, { kind: 'odd' })) as Progress[]).map((p) => p.id)).toEqual(mine.filter((_, i) => i % 2).reverse());
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
    expect(((await ok(t, '/order/getImportProgressPageList', ag, { pageSize: 100 })).content as Progress[]).some((p) => mine.includes(p.id))).toBe(false);
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
    expect((await call(t.app, `${MC}/order/deleteProgress`, { ids: [running, ended] }, { token: ag })).body).toMatchObject({ code: 'MC1262', msg: '进行中的导入不能删除' });
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
  it('become failed at start-up with their history row; live and client-driven records stay running', async () => {
    // three server-run imports 'cut off' by a killed process: one silent for 3 minutes, one just now
    const stale = await importOf('wareHosp', ag, await templateOf('wareHosp', [['WH-HT-S1', '恒泰中断仓']]), {}, '中断导入.xlsx');
    const live = await importOf('wareHosp', ag, await templateOf('wareHosp', [['WH-HT-S2', '恒泰在途仓']]), {}, '进行中导入.xlsx');
    const client = (await ok(t, '/order/addImportProgress', ag, { kind: 'productImport', fileName: '客户端.xlsx', totalRows: 10 })) as number;
    const now = Date.now();
    const setRunning = (id: number, ago: number) => t.db.tenant(1, async (tx) => {
      const [row] = await tx.update(mallImportProgress).set({ status: 'running', finishedAt: null, message: null, updatedAt: new Date(now - ago) })
        .where(and(eq(mallImportProgress.tenantId, 1), eq(mallImportProgress.id, id))).returning();
      if (row!.fileId !== null) await tx.update(files).set({ status: 'PROCESSING', errorTxt: null }).where(and(eq(files.tenantId, 1), eq(files.id, row!.fileId)));
    });
    await setRunning(stale.id, 180_000);
    await setRunning(live.id, 10_000);
    await setRunning(client, 600_000);

    expect(await failAbandonedImports(t.db, 1, now)).toBe(1);
    expect(await ok(t, '/order/getImportProgress', ag, { id: stale.id })).toMatchObject({ status: 'failed', message: ABANDONED_MESSAGE, finishedAt: expect.any(String) });
    const [history] = await historyOf(ag, '中断导入.xlsx');
    expect(history).toMatchObject({ status: 'FAILED', errorTxt: ABANDONED_MESSAGE });
    expect(await ok(t, '/order/getImportProgress', ag, { id: live.id })).toMatchObject({ status: 'running' });
    expect((await historyOf(ag, '进行中导入.xlsx'))[0]).toMatchObject({ status: 'PROCESSING' });
    expect(await ok(t, '/order/getImportProgress', ag, { id: client })).toMatchObject({ status: 'running' });
    // another tenant's sweep touches none of tenant 1's records
    await setRunning(stale.id, 180_000);
    expect(await failAbandonedImports(t.db, 2, now)).toBe(0);
    expect(await ok(t, '/order/getImportProgress', ag, { id: stale.id })).toMatchObject({ status: 'running' });
    // leave the records finished for the other tests
    expect(await failAbandonedImports(t.db, 1, now + 600_000)).toBe(2);
    await ok(t, '/order/updateImportProgress', ag, { id: client, doneRows: 10, status: 'succeeded' });
  });
});
