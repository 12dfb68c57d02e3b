// File library: server-side type and size checks, company-scoped downloads, error-hint files and the
// import/export history.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { files } from './files.table.js';

const BASE = '/guoke-deepexi-file-library/api/v1';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake-png-body')]);

let t: TestApp;
let fc: TestSession;
let fcColleague: TestSession;
let ag: TestSession;
let t2: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [fc, fcColleague, ag, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(async () => {
  await t.close();
});

const upload = (s: TestSession | null, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/business/file/upload`,
    payload: form,
    headers: s ? { authorization: `Bearer ${s.token}` } : {},
  });
};
const download = (s: TestSession | null, fileCode: string, path = 'download') =>
  t.app.inject({
    method: 'GET',
    url: `${BASE}/business/file/${path}`,
    query: { fileCode },
    headers: s ? { authorization: `Bearer ${s.token}` } : {},
  });
const history = (s: TestSession, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/business/file/history`, payload: body, headers: { authorization: `Bearer ${s.token}` } });
const stored = async () => (await readdir(join(t.filesDir, '1')).catch(() => [] as string[])).length;

describe('upload', () => {
  it('stores a real png and answers its download url; a colleague of the same company downloads it', async () => {
    const res = await upload(fc, '营业执照.png', 'image/png', PNG);
    expect(res.json()).toMatchObject({ code: '0' });
    const url = res.json().payload as string;
    const fileCode = new URL(url, 'http://x').searchParams.get('fileCode')!;
    expect(url).toBe(`${BASE}/business/file/download?fileCode=${fileCode}`);
    const got = await download(fcColleague, fileCode);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.png");
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses other types, a png that is not one, more than 4 MB and a missing file, leaving nothing stored', async () => {
    const before = await stored();
    expect((await upload(fc, 'run.exe', 'application/octet-stream', PNG)).json()).toMatchObject({
      code: 'FL1003',
      msg: '仅支持 jpg/png/pdf 格式的文件',
    });
    expect((await upload(fc, 'fake.png', 'image/png', Buffer.from('<html>not a png</html>'))).json()).toMatchObject({ code: 'FL1003' });
    expect((await upload(fc, 'doc.pdf', 'image/png', Buffer.from('%PDF-1.7'))).json()).toMatchObject({ code: 'FL1003' });
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await upload(fc, 'big.png', 'image/png', big)).json()).toMatchObject({ code: 'FL1002', msg: '文件大小不能超过4M' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `${BASE}/business/file/upload`,
      payload: new FormData(),
      headers: { authorization: `Bearer ${fc.token}` },
    });
    expect(empty.json()).toMatchObject({ code: 'FL1004', msg: '请选择要上传的文件' });
    expect(await stored()).toBe(before);
  });

  it('refuses a file name holding a control character with a 400 naming it, storing nothing', async () => {
    const rows = () => t.db.tenant(1, async (tx) => (await tx.select({ n: count() }).from(files).where(eq(files.tenantId, 1)))[0]!.n);
    const before = [await rows(), await stored()];
    for (const name of ['营业\u0000执照.png', 'scan\u0001.png', 'a\u007f.pdf', 'b\u0085.png']) {
      const res = await upload(fc, name, 'image/png', PNG);
      expect([res.statusCode, res.json()], JSON.stringify(name)).toEqual([
        400,
        { code: '400', msg: '文件名：不能包含控制字符（如空字符、换行符）', payload: null },
      ]);
    }
    expect([await rows(), await stored()]).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await upload(null, 'a.png', 'image/png', PNG)).json()).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });
});

describe('download scope', () => {
  let fileCode: string;
  beforeAll(async () => {
    fileCode = new URL(
      (await upload(fc, 'scan.pdf', 'application/pdf', Buffer.from('%PDF-1.4 test'))).json().payload,
      'http://x',
    ).searchParams.get('fileCode')!;
  });

  it('another company and another tenant get 404 with the envelope; no session is HTTP 401', async () => {
    for (const s of [ag, t2]) {
      const res = await download(s, fileCode);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'FL1001', msg: '文件不存在或已被删除', payload: null });
    }
    const anon = await download(null, fileCode);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
    expect((await download(fc, 'bad code!')).statusCode).toBe(400);
  });
});

describe('import/export history', () => {
  beforeAll(async () => {
    const [fcRow, agRow] = [fc, ag];
    await t.db.tenant(1, (tx) =>
      tx.insert(files).values([
        {
          tenantId: 1,
          fileCode: 'histimport000001',
          companyId: fcRow.companyId,
          creatorId: fcRow.userId,
          creatorName: '赵康',
          fileOldName: '产品导入.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileSize: 10,
          operationType: 1,
          status: 'FAILED',
          errorTxt: '第3行：注册证号不能为空',
          createdAt: new Date('2026-11-01T02:00:00Z'),
        },
        {
          tenantId: 1,
          fileCode: 'histexport000001',
          companyId: fcRow.companyId,
          creatorId: fcRow.userId,
          creatorName: '赵康',
          fileOldName: '订单导出.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileSize: 10,
          operationType: 2,
          status: 'PROCESSING',
          createdAt: new Date('2026-11-10T02:00:00Z'),
        },
        {
          tenantId: 1,
          fileCode: 'histother0000001',
          companyId: agRow.companyId,
          creatorId: agRow.userId,
          creatorName: '经销商',
          fileOldName: '经销商导出.xlsx',
          mimeType: 'text/plain',
          fileSize: 1,
          operationType: 2,
          status: 'SAVESUCCESSFUL',
          createdAt: new Date('2026-11-11T02:00:00Z'),
        },
      ]),
    );
  });

  it("lists only the session company's jobs, newest first, with status texts, filters and paging", async () => {
    // the body's companyId is ignored: the session decides
    const all = (await history(fc, { companyId: ag.companyId, pageNum: 1, pageSize: 20 })).json();
    expect(all.code).toBe('0');
    expect(all.payload.content.map((r: { fileOldName: string }) => r.fileOldName)).toEqual(['订单导出.xlsx', '产品导入.xlsx']);
    expect(all.payload).toMatchObject({ totalElements: 2, number: 0, size: 20, totalPages: 1, numberOfElements: 2 });
    expect(all.payload.content[0]).toMatchObject({
      status: 'PROCESSING',
      showStatus: '处理中',
      operationType: 2,
      createdBy: '赵康',
      errorTxt: null,
    });
    expect((await history(fc, { operationType: 1 })).json().payload.content).toHaveLength(1);
    expect((await history(fc, { fileOldName: '订单' })).json().payload.totalElements).toBe(1);
    expect((await history(fc, { startCreatedAt: '2026-11-05', endCreatedAt: '2026-11-30' })).json().payload.totalElements).toBe(1);
    const paged = (await history(fc, { pageNum: 2, pageSize: 1 })).json().payload;
    expect(paged).toMatchObject({ totalElements: 2, number: 1, numberOfElements: 1, totalPages: 2 });
    expect((await history(fc, { pageSize: 500 })).json()).toMatchObject({ code: '400' });
  });

  it('serves the error hints of a failed import as a text file, only to its company', async () => {
    const res = await download(fcColleague, 'histimport000001', 'downloadErrorMsgFile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('第3行：注册证号不能为空');
    expect((await download(ag, 'histimport000001', 'downloadErrorMsgFile')).statusCode).toBe(404);
    expect((await download(fc, 'histexport000001', 'downloadErrorMsgFile')).json()).toMatchObject({ code: 'FL1005' });
    // a job still processing has no file to download yet
    expect((await download(fc, 'histexport000001')).json()).toMatchObject({ code: 'FL1001' });
  });
});
