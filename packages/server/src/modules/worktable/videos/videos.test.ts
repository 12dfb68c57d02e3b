// Training videos: the mp4 upload and its type check, save and delete (platform managers only, audit-
// logged), the lists (session, public), and the stream: Range answers, public vs private access without a
// session, tickets, hidden videos and other tenants.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { VIDEO_MAX_BYTES } from '@medportal/contracts/worktable/videos.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';

const WT = '/m-worktable/api/v1';
const FILES = '/guoke-deepexi-file-library/api/v1';
// an ISO base media file's first box ('ftyp', major brand isom) and then bytes 0..255 repeated
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41', 'latin1'),
  Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('cover-body')]);

let t: TestApp;
let admin: TestSession;
let sales: TestSession;
let fcAdmin: TestSession;
let service: TestSession;
let t2: TestSession;

const multipart = (s: TestSession, url: string, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return t.app.inject({ method: 'POST', url, payload: form, headers: { authorization: `Bearer ${s.token}` } });
};
const uploadVideo = (s: TestSession, name = '入门.mp4', bytes = MP4, type = 'video/mp4') =>
  multipart(s, `${WT}/video/upload`, name, type, bytes);
const uploadImage = async (s: TestSession) => {
  const url = (await multipart(s, `${FILES}/business/file/upload`, 'cover.png', 'image/png', PNG)).json().payload as string;
  return new URL(url, 'http://x').searchParams.get('fileCode')!;
};
const save = (s: TestSession, body: Record<string, unknown>) => call(t.app, `${WT}/video/save`, body, { token: s.token });
const page = (s: TestSession, body: Record<string, unknown> = {}) => call(t.app, `${WT}/video/pageList`, body, { token: s.token });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const bearer = (s: TestSession) => ({ authorization: `Bearer ${s.token}` });

let mp4Code: string;
let publicVideo: { id: number; streamUrl: string };
let privateVideo: { id: number; streamUrl: string; coverUrl: string };
let hiddenVideo: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, fcAdmin, service, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'fc_admin'),
    // the platform's service desk: a platform session without the button wt.video.manage
    loginSession(t.app, 'mm_service'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('video/upload', () => {
  it('stores an mp4 recognised by its ftyp box in the file library, as video/mp4', async () => {
    const res = await uploadVideo(admin, '入门.mp4', MP4, 'application/octet-stream');
    expect(res.json()).toMatchObject({ code: '0', payload: { fileName: '入门.mp4', fileSize: MP4.length } });
    mp4Code = res.json().payload.fileCode;
  });

  it('refuses a file that is not an mp4 whatever its name and declared type, and an empty form', async () => {
    expect((await uploadVideo(admin, 'fake.mp4', PNG)).json()).toEqual({ code: 'WT1056', msg: '仅支持 mp4 格式的视频文件', payload: null });
    const quicktime = Buffer.from(MP4);
    quicktime.write('qt  ', 8, 'latin1');
    expect((await uploadVideo(admin, 'movie.mp4', quicktime)).json()).toMatchObject({ code: 'WT1056' });
    const empty = await t.app.inject({ method: 'POST', url: `${WT}/video/upload`, payload: new FormData(), headers: bearer(admin) });
    expect(empty.json()).toMatchObject({ code: 'WT1054', msg: '请选择要上传的视频文件' });
  });

  it('refuses a video over 200M and keeps nothing of it', async () => {
    const big = Buffer.concat([MP4, Buffer.alloc(VIDEO_MAX_BYTES)]);
    const before = (await readdir(join(t.filesDir, '1'))).length;
    expect((await uploadVideo(admin, 'big.mp4', big)).json()).toEqual({ code: 'WT1055', msg: '视频文件不能超过200M', payload: null });
    expect((await readdir(join(t.filesDir, '1'))).length).toBe(before);
  }, 60_000);

  it('is the platform managers’ call: 403 without wt.video.manage, and for a company that is not the platform', async () => {
    expect((await uploadVideo(service)).json()).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null });
    // a company administrator holds the button (the whole workbench app) but is not the platform: HTTP 403
    const res = await uploadVideo(fcAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: '403' });
  });
});

describe('video/save and video/delete', () => {
  it('creates videos, audit-logged', async () => {
    const cover = await uploadImage(admin);
    const a = await save(admin, {
      title: '平台操作入门',
      fileCode: mp4Code,
      public: true,
      status: 'published',
      sort: 1,
      durationSeconds: 95,
    });
    expect(a.body).toMatchObject({ code: '0', payload: { title: '平台操作入门', public: true, status: 'published', durationSeconds: 95 } });
    publicVideo = a.body.payload;
    const b = await save(admin, { title: '订单管理培训', description: '下单与审批', fileCode: mp4Code, coverFileCode: cover, sort: 2 });
    expect(b.body).toMatchObject({ code: '0', payload: { public: false, status: 'published', coverFileCode: cover } });
    privateVideo = b.body.payload;
    const c = await save(admin, { title: '内部草稿视频', fileCode: mp4Code, status: 'hidden', public: true });
    hiddenVideo = c.body.payload;
    const logged = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'trainingVideo'))),
    );
    expect(logged.map((r) => [r.action, r.objectName])).toEqual(
      expect.arrayContaining([
        ['create', '平台操作入门'],
        ['create', '订单管理培训'],
      ]),
    );
  });

  it('updates a video and logs before and after', async () => {
    const res = await save(admin, { id: privateVideo.id, title: '订单管理培训（新版）', fileCode: mp4Code, sort: 2 });
    expect(res.body).toMatchObject({ code: '0', payload: { id: privateVideo.id, title: '订单管理培训（新版）', coverFileCode: null } });
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'trainingVideo'), eq(auditLog.action, 'update'))),
    );
    expect(row).toMatchObject({ objectName: '订单管理培训（新版）' });
    // the cover back for the stream tests below
    const again = await save(admin, {
      id: privateVideo.id,
      title: '订单管理培训',
      fileCode: mp4Code,
      coverFileCode: await uploadImage(admin),
      sort: 2,
    });
    privateVideo = again.body.payload;
  });

  it('refuses a file that is not an mp4, another company’s file, a bad cover and bad fields with Chinese messages', async () => {
    const png = await uploadImage(admin);
    expect((await save(admin, { title: 'x', fileCode: png })).body).toEqual({
      code: 'WT1052',
      msg: '视频文件（fileCode）须为 mp4 格式',
      payload: null,
    });
    const fcFile = await uploadImage(fcAdmin);
    expect((await save(admin, { title: 'x', fileCode: fcFile })).body).toMatchObject({ code: 'WT1051' });
    expect((await save(admin, { title: 'x', fileCode: mp4Code, coverFileCode: mp4Code })).body).toMatchObject({
      code: 'WT1053',
      msg: '封面（coverFileCode）须为本企业上传的 jpg/png 图片',
    });
    const blank = await save(admin, { title: '  ', fileCode: mp4Code });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('标题（title）不能为空');
    const status = await save(admin, { title: 'x', fileCode: mp4Code, status: 'draft' });
    expect(status.body.msg).toContain('状态（status）');
    expect((await save(admin, { id: 999999, title: 'x', fileCode: mp4Code })).body).toMatchObject({ code: 'WT1050' });
  });

  it('403 without wt.video.manage, and for a company administrator who is not the platform', async () => {
    expect((await save(service, { title: 'x', fileCode: mp4Code })).body).toEqual({
      code: '403',
      msg: '没有权限执行此操作',
      payload: null,
    });
    expect((await save(fcAdmin, { title: 'x', fileCode: mp4Code })).body).toMatchObject({ code: '403' });
    expect((await call(t.app, `${WT}/video/delete`, { id: publicVideo.id }, { token: service.token })).body).toMatchObject({ code: '403' });
    expect((await call(t.app, `${WT}/video/delete`, { id: publicVideo.id }, { token: fcAdmin.token })).body).toMatchObject({ code: '403' });
  });
});

describe('video/pageList and video/publicList', () => {
  it('a session sees the published videos with their play urls; platform managers also the hidden ones', async () => {
    const mine = await page(sales);
    expect(mine.body.payload).toMatchObject({ canManage: false, totalElements: 2 });
    expect(mine.body.payload.content.map((v: { title: string }) => v.title)).toEqual(['平台操作入门', '订单管理培训']);
    const managed = await page(admin);
    expect(managed.body.payload).toMatchObject({ canManage: true, totalElements: 3 });
    expect((await page(admin, { status: 'hidden' })).body.payload.content.map((v: { id: number }) => v.id)).toEqual([hiddenVideo.id]);
    // a company administrator holds the button but is not the platform: published ones only
    expect((await page(fcAdmin)).body.payload).toMatchObject({ canManage: false, totalElements: 2 });
    expect((await page(sales, { title: '订单' })).body.payload.content.map((v: { id: number }) => v.id)).toEqual([privateVideo.id]);
    expect((await page(t2)).body.payload.totalElements).toBe(0);
  });

  it('the login page lists the public published videos of the request’s tenant without a session', async () => {
    const one = await call(t.app, `${WT}/video/publicList`, {}, { tenantId: 1 });
    expect(one.body.code).toBe('0');
    expect(one.body.payload.content.map((v: { id: number; streamUrl: string }) => v.id)).toEqual([publicVideo.id]);
    expect(one.body.payload.content[0].streamUrl).not.toContain('ticket');
    expect((await call(t.app, `${WT}/video/publicList`, {}, { tenantId: 2 })).body.payload.totalElements).toBe(0);
  });
});

describe('video/stream', () => {
  const streamOf = (id: number, extra = '') => `${WT}/video/stream?id=${id}&tenantId=1${extra}`;

  it('serves a public video whole without a session, with Accept-Ranges', async () => {
    const res = await get(streamOf(publicVideo.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(MP4.length);
    expect(res.rawPayload.equals(MP4)).toBe(true);
  });

  it('answers byte ranges with 206 and Content-Range, and 416 for an unsatisfiable one', async () => {
    const size = MP4.length;
    const first = await get(streamOf(publicVideo.id), { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.length).toBe(100);
    expect(first.rawPayload.equals(MP4.subarray(0, 100))).toBe(true);
    const rest = await get(streamOf(publicVideo.id), { range: 'bytes=100-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(MP4.subarray(100))).toBe(true);
    const suffix = await get(streamOf(publicVideo.id), { range: 'bytes=-50' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(MP4.subarray(size - 50))).toBe(true);
    const past = await get(streamOf(publicVideo.id), { range: `bytes=${size + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toEqual({ code: 'WT1057', msg: '请求的播放范围（Range）无效', payload: null });
    for (const bad of ['bytes=abc', 'items=0-1', 'bytes=50-10', 'bytes=-0', 'bytes=0-1,5-9']) {
      expect((await get(streamOf(publicVideo.id), { range: bad })).statusCode, bad).toBe(416);
    }
  });

  it('a private video needs a session or the list’s ticket: 401 without either', async () => {
    expect((await get(streamOf(privateVideo.id))).statusCode).toBe(401);
    expect((await get(streamOf(privateVideo.id))).json()).toMatchObject({ code: '401' });
    const withSession = await get(streamOf(privateVideo.id), { ...bearer(sales), range: 'bytes=0-9' });
    expect(withSession.statusCode).toBe(206);
    const listed = (await page(sales)).body.payload.content.find((v: { id: number }) => v.id === privateVideo.id);
    expect(listed.streamUrl).toContain('ticket=');
    const byTicket = await get(listed.streamUrl);
    expect(byTicket.statusCode).toBe(200);
    expect(byTicket.rawPayload.equals(MP4)).toBe(true);
    // the ticket is for that video only, and a changed ticket is nothing
    const ticket = new URL(listed.streamUrl, 'http://x').searchParams.get('ticket')!;
    expect((await get(streamOf(hiddenVideo.id, `&ticket=${ticket}`))).statusCode).toBe(401);
    expect((await get(streamOf(privateVideo.id, `&ticket=${ticket.slice(0, -2)}AA`))).statusCode).toBe(401);
    const cover = await get(listed.coverUrl);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`${WT}/video/cover?id=${privateVideo.id}&tenantId=1`)).statusCode).toBe(401);
  });

  it('a hidden video streams for platform managers only', async () => {
    expect((await get(streamOf(hiddenVideo.id), bearer(sales))).statusCode).toBe(404);
    expect((await get(streamOf(hiddenVideo.id), bearer(admin))).statusCode).toBe(200);
    const listed = (await page(admin)).body.payload.content.find((v: { id: number }) => v.id === hiddenVideo.id);
    expect((await get(listed.streamUrl)).statusCode).toBe(200);
    // public but hidden: not for visitors
    expect((await get(streamOf(hiddenVideo.id))).statusCode).toBe(401);
  });

  it('another tenant’s video cannot be streamed: not by its session, its tenant id, nor a ticket of tenant 1', async () => {
    const other = await get(`${WT}/video/stream?id=${privateVideo.id}`, bearer(t2));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'WT1050' });
    // a visitor naming tenant 2 finds no video open to all there: asked to sign in, told nothing of tenant 1
    expect((await get(`${WT}/video/stream?id=${publicVideo.id}&tenantId=2`)).statusCode).toBe(401);
    const listed = (await page(sales)).body.payload.content.find((v: { id: number }) => v.id === privateVideo.id);
    const ticket = new URL(listed.streamUrl, 'http://x').searchParams.get('ticket')!;
    expect((await get(`${WT}/video/stream?id=${privateVideo.id}&tenantId=2&ticket=${ticket}`)).statusCode).not.toBe(200);
    // a tenant-2 token naming tenant 1 is refused before anything is read
    expect((await get(streamOf(publicVideo.id), bearer(t2))).statusCode).toBe(403);
  });

  it('a deleted video is gone from the lists and the stream, audit-logged', async () => {
    const res = await call(t.app, `${WT}/video/delete`, { id: hiddenVideo.id }, { token: admin.token });
    expect(res.body).toEqual({ code: '0', msg: expect.any(String), payload: null });
    expect((await get(streamOf(hiddenVideo.id), bearer(admin))).statusCode).toBe(404);
    expect((await page(admin)).body.payload.totalElements).toBe(2);
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'delete'), eq(auditLog.objectType, 'trainingVideo'))),
    );
    expect(rows.map((r) => r.objectName)).toEqual(['内部草稿视频']);
    expect((await call(t.app, `${WT}/video/delete`, { id: hiddenVideo.id }, { token: admin.token })).body).toMatchObject({
      code: 'WT1050',
    });
  });
});
