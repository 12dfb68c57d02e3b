// The seeded import/export jobs of AG0001: listed newest first for its staff, downloadable where
// finished (bytes really on disk), error hints where the import had errors, invisible to others.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession, type TestApp, type TestSession } from '../../test/app.js';

const BASE = '/guoke-deepexi-file-library/api/v1';

let t: TestApp;
let ag: TestSession;
let fc: TestSession;
let filesDir: string;
const previous = process.env['FILES_DIR'];
beforeAll(async () => {
  // the seed writes where the server reads: FILES_DIR from the environment (a seed run now, not
  // the run's template, so that this is what happens)
  filesDir = await mkdtemp(join(tmpdir(), 'medportal-seed-files-'));
  process.env['FILES_DIR'] = filesDir;
  t = await createTestApp({ FILES_DIR: filesDir }, { from: 'scratch' });
  [ag, fc] = await Promise.all([loginSession(t.app, 'ag_user'), loginSession(t.app, 'fc_admin')]);
});
afterAll(async () => {
  if (previous === undefined) delete process.env['FILES_DIR'];
  else process.env['FILES_DIR'] = previous;
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const history = (s: TestSession, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/business/file/history`, payload: body, headers: { authorization: `Bearer ${s.token}` } });
const get = (s: TestSession, path: string, fileCode: string) =>
  t.app.inject({
    method: 'GET',
    url: `${BASE}/business/file/${path}`,
    query: { fileCode },
    headers: { authorization: `Bearer ${s.token}` },
  });

describe('seeded file history', () => {
  it('gives AG0001 five jobs, newest first, the 3 latest with mixed statuses', async () => {
    const body = (await history(ag, { merchantId: ag.companyId, companyId: ag.companyId, pageNum: 1, pageSize: 3 })).json();
    expect(body.payload.totalElements).toBe(5);
    expect(
      body.payload.content.map((r: { fileOldName: string; status: string; operationType: number }) => [
        r.fileOldName,
        r.operationType,
        r.status,
      ]),
    ).toEqual([
      ['库存明细导出.csv', 2, 'SAVESUCCESSFUL'],
      ['销售订单导出.csv', 2, 'FAILED'],
      ['医院客户导入.csv', 1, 'SAVESUCCESSFUL'],
    ]);
    expect(body.payload.content[2].errorTxt).toContain('第4行');
    expect((await history(fc, { pageNum: 1, pageSize: 20 })).json().payload.totalElements).toBe(0);
  });

  it('serves a finished export under its name and the error hints of an import', async () => {
    const file = await get(ag, 'download', 'seed-ag0001-job-01');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('一次性使用无菌注射器');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('库存明细导出.csv'));
    const hints = await get(ag, 'downloadErrorMsgFile', 'seed-ag0001-job-03');
    expect(hints.body).toBe('第4行：医院名称不能为空\n第6行：统一社会信用代码格式不正确');
    expect((await get(fc, 'download', 'seed-ag0001-job-01')).statusCode).toBe(404);
  });
});
