// QR upload: code (session) -> upload (public, one-time token) -> file (owner only); expired, wrong
// token, second upload, 5 MB and foreign codes refused.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';

const BASE = '/guoke-deepexi-file-library/api/v1';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('qr-png-body')]);

let t: TestApp;
let ag: TestSession;
let agColleague: TestSession;
let fc: TestSession;
let t2: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agColleague, fc, t2] = await Promise.all([
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

const post = (s: TestSession | null, path: string, body: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/qrUpload/${path}`,
    payload: body as object,
    headers: s ? { authorization: `Bearer ${s.token}` } : {},
  });
const newCode = async (s: TestSession) => (await post(s, 'code')).json().payload as { code: string; token: string; expiresAt: string };
const phoneUpload = (
  fields: { code?: string; token?: string },
  file: { name: string; type: string; bytes: Buffer } | null = { name: '发票.png', type: 'image/png', bytes: PNG },
) => {
  const form = new FormData();
  if (fields.code !== undefined) form.append('code', fields.code);
  if (fields.token !== undefined) form.append('token', fields.token);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return t.app.inject({ method: 'POST', url: `${BASE}/qrUpload/upload`, payload: form });
};

describe('qrUpload flow', () => {
  it('code -> public upload -> file for the owner; the token is stored only as a hash', async () => {
    const res = await post(ag, 'code');
    expect(res.json().code).toBe('0');
    const { code, token, expiresAt } = res.json().payload;
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]{16,}$/);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await t.db.system((tx) => tx.execute(sql`SELECT token_hash FROM qr_upload_codes WHERE code = ${code}`));
    const hash = ((stored as { rows?: { token_hash: string }[] }).rows ?? (stored as unknown as { token_hash: string }[]))[0]!.token_hash;
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);

    expect((await post(ag, 'file', { code })).json()).toEqual({ code: '0', msg: 'success', payload: null });
    const up = await phoneUpload({ code, token });
    expect(up.json()).toMatchObject({ code: '0', payload: { fileName: '发票.png', contentType: 'image/png', size: PNG.length } });

    const file = (await post(ag, 'file', { code })).json();
    expect(file.payload).toMatchObject({ fileName: '发票.png', contentType: 'image/png', size: PNG.length });
    expect(file.payload.url).toBe(`${BASE}/business/file/download?fileCode=${file.payload.fileCode}`);
    // the file belongs to the code owner's company: downloadable by them, not by another company
    const mine = await t.app.inject({ method: 'GET', url: file.payload.url, headers: { authorization: `Bearer ${ag.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const foreign = await t.app.inject({ method: 'GET', url: file.payload.url, headers: { authorization: `Bearer ${fc.token}` } });
    expect(foreign.statusCode).toBe(404);

    // one file per code
    const second = await phoneUpload({ code, token });
    expect(second.json()).toMatchObject({ code: 'FL1012', msg: '该二维码已上传过文件，请重新扫码' });
  });

  it('refuses a wrong token, an expired code and a cancelled code', async () => {
    const { code, token } = await newCode(ag);
    const wrong = await phoneUpload({ code, token: `${token.slice(0, -4)}AAAA` });
    expect(wrong.json()).toMatchObject({ code: 'FL1011', msg: '二维码上传凭证无效' });
    const otherToken = (await newCode(ag)).token;
    expect((await phoneUpload({ code, token: otherToken })).json()).toMatchObject({ code: 'FL1011' });

    await t.db.system((tx) => tx.execute(sql`UPDATE qr_upload_codes SET expires_at = now() - interval '1 second' WHERE code = ${code}`));
    expect((await phoneUpload({ code, token })).json()).toMatchObject({ code: 'FL1010', msg: '二维码已失效，请重新扫码' });
    expect((await post(ag, 'file', { code })).json()).toMatchObject({ code: 'FL1010' });

    const c2 = await newCode(ag);
    expect((await post(ag, 'cancel', { code: c2.code })).json()).toEqual({ code: '0', msg: 'success', payload: null });
    expect((await phoneUpload(c2)).json()).toMatchObject({ code: 'FL1013', msg: '二维码不存在或已取消' });
    expect((await post(ag, 'file', { code: c2.code })).json()).toMatchObject({ code: 'FL1013' });
  });

  it('refuses 5 MB and a wrong type with the upload messages, and the code stays usable', async () => {
    const { code, token } = await newCode(ag);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await phoneUpload({ code, token }, { name: 'big.png', type: 'image/png', bytes: big })).json()).toMatchObject({
      code: 'FL1002',
      msg: '文件大小不能超过4M',
    });
    expect((await phoneUpload({ code, token }, { name: 'fake.pdf', type: 'application/pdf', bytes: PNG })).json()).toMatchObject({
      code: 'FL1003',
    });
    expect((await post(ag, 'file', { code })).json().payload).toBeNull();
    expect((await phoneUpload({ code, token })).json().code).toBe('0');
  });

  it('refuses a file name holding a control character with a 400, storing nothing; the code stays usable', async () => {
    const { code, token } = await newCode(ag);
    const rows = async () => {
      const res = await t.db.system((tx) => tx.execute(sql`SELECT count(*)::int AS n FROM files WHERE tenant_id = 1`));
      return ((res as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]))[0]!.n;
    };
    const disk = async () => (await readdir(join(t.filesDir, '1')).catch(() => [] as string[])).length;
    const before = [await rows(), await disk()];
    const res = await phoneUpload({ code, token }, { name: '发票\u0000.png', type: 'image/png', bytes: PNG });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { code: '400', msg: '文件名：不能包含控制字符（如空字符、换行符）', payload: null },
    ]);
    expect([await rows(), await disk()]).toEqual(before);
    expect((await post(ag, 'file', { code })).json().payload).toBeNull();
    expect((await phoneUpload({ code, token })).json().code).toBe('0');
  });

  it("another user's, company's or tenant's session cannot read or cancel a code", async () => {
    const { code, token } = await newCode(ag);
    expect((await phoneUpload({ code, token })).json().code).toBe('0');
    for (const s of [agColleague, fc, t2]) {
      expect((await post(s, 'file', { code })).json(), s.userName as string).toMatchObject({ code: 'FL1013' });
      expect((await post(s, 'cancel', { code })).json()).toMatchObject({ code: 'FL1013' });
    }
    expect((await post(ag, 'file', { code })).json().payload).not.toBeNull();
  });

  it('bad input: 400 naming the field; the session calls need a session', async () => {
    const noToken = await phoneUpload({ code: '1.abcdefghijklmnopqrstuv' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().msg).toContain('token');
    const badCode = await phoneUpload({ code: 'nope', token: 'x'.repeat(32) });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().msg).toContain('code');
    const file = await post(ag, 'file', { code: 42 });
    expect(file.statusCode).toBe(400);
    expect(file.json().msg).toContain('code');
    expect((await post(null, 'code')).json()).toMatchObject({ code: '401' });
    expect((await post(null, 'file', { code: '1.abcdefghijklmnopqrstuv' })).json()).toMatchObject({ code: '401' });
  });
});
