// Electronic seals and personal signatures: save with an uploaded transparent PNG, the image checks (JPEG,
// opaque PNG, too large, another company's file), the holder check, a generated seal, grants by user and by
// user group as sealMine shows them, group seals, delete refused after a use, the image call, the personal
// signature, access (sys.signature), another company's and another tenant's seals, the audit rows.
import { and, eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { pngHasTransparency } from './seal-image.js';
import { seals, sealUses } from './seals.table.js';

const FILES = '/guoke-deepexi-file-library/api/v1';

/** A well-formed PNG: `colourType` 2 (RGB, opaque) or 6 (RGBA), optional tRNS chunk and padding chunk. */
function png(colourType: 2 | 6, opts: { tRNS?: boolean; pad?: number } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  const pixel = colourType === 6 ? [0, 255, 0, 0, 0] : [0, 255, 255, 255];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(opts.tRNS ? [chunk('tRNS', Buffer.from([0, 255, 0, 255, 0, 255]))] : []),
    ...(opts.pad ? [chunk('zPAD', Buffer.alloc(opts.pad, 1))] : []),
    chunk('IDAT', deflateSync(Buffer.from(pixel))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

let t: TestApp;
let fcAdmin: TestSession;
let fcSales: TestSession;
let fcQuality: TestSession;
let fc2Admin: TestSession;
let agAdmin: TestSession;
let agUser: TestSession;
let mm: TestSession;
let t2: TestSession;

const post = (s: TestSession, url: string, body: Record<string, unknown> = {}) => call(t.app, url, body, { token: s.token });
const upload = async (s: TestSession, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: `${FILES}/business/file/upload`,
    payload: form,
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(res.json().code).toBe('0');
  return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
};
const image = (s: TestSession, id: number) =>
  t.app.inject({ method: 'GET', url: `${STAFF_API.sealImage}?id=${id}`, headers: { authorization: `Bearer ${s.token}` } });
const mine = async (s: TestSession) =>
  (await post(s, STAFF_API.sealMine)).body.payload as {
    seals: { id: number }[];
    companySeals: { id: number }[];
    signature: { id: number } | null;
  };

let uploadedId: number;
let generatedId: number;

beforeAll(async () => {
  t = await createTestApp();
  // the seal screens are checked against this file's own seals: the demo seed's seals are removed first
  await t.db.tenant(1, (tx) => tx.delete(seals).where(eq(seals.tenantId, 1)));
  [fcAdmin, fcSales, fcQuality, fc2Admin, agAdmin, agUser, mm, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('saving a seal', () => {
  it('takes an uploaded PNG with an alpha channel or a tRNS chunk, holder an enabled user of the company', async () => {
    const fileCode = await upload(fcAdmin, '合同章.png', 'image/png', png(6));
    const res = await post(fcAdmin, STAFF_API.sealSave, {
      name: '合同专用章',
      sealType: 'contract',
      holderUserId: fcSales.userId,
      fileCode,
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      name: '合同专用章',
      kind: 'company',
      sealTypeName: '合同专用章',
      holderName: expect.any(String),
      enabled: true,
      grantCount: 0,
      lastUsedAt: null,
      imageFileCode: fileCode,
    });
    uploadedId = res.body.payload.id;
    const tRNS = await upload(fcAdmin, '财务章.png', 'image/png', png(2, { tRNS: true }));
    const finance = await post(fcAdmin, STAFF_API.sealSave, {
      name: '财务专用章',
      sealType: 'finance',
      holderUserId: fcAdmin.userId,
      fileCode: tRNS,
    });
    expect(finance.body.code).toBe('0');
    // the name is unique per company
    const again = await post(fcAdmin, STAFF_API.sealSave, {
      name: '合同专用章',
      sealType: 'official',
      holderUserId: fcSales.userId,
      fileCode,
    });
    expect(again.body.code).toBe('SC1306');
  });

  it('refuses a JPEG, an opaque PNG, a file over 1 MB, another company’s file and a foreign holder', async () => {
    const body = { name: '测试章', sealType: 'official', holderUserId: fcSales.userId };
    const jpeg = await upload(fcAdmin, '章.jpg', 'image/jpeg', JPEG);
    expect((await post(fcAdmin, STAFF_API.sealSave, { ...body, fileCode: jpeg })).body.code).toBe('SC1301');
    const opaque = await upload(fcAdmin, '章.png', 'image/png', png(2));
    const refused = await post(fcAdmin, STAFF_API.sealSave, { ...body, fileCode: opaque });
    expect(refused.body).toMatchObject({ code: 'SC1301', msg: '印章图片须为带透明背景的PNG图片' });
    const big = await upload(fcAdmin, '大.png', 'image/png', png(6, { pad: 1024 * 1024 }));
    expect((await post(fcAdmin, STAFF_API.sealSave, { ...body, fileCode: big })).body.code).toBe('SC1302');
    const foreignFile = await upload(fc2Admin, '章.png', 'image/png', png(6));
    expect((await post(fcAdmin, STAFF_API.sealSave, { ...body, fileCode: foreignFile })).body.code).toBe('SC1308');
    const good = await upload(fcAdmin, '章.png', 'image/png', png(6));
    expect((await post(fcAdmin, STAFF_API.sealSave, { ...body, holderUserId: agAdmin.userId, fileCode: good })).body.code).toBe('SC1303');
    // neither an image nor generate; a personal type
    const none = await post(fcAdmin, STAFF_API.sealSave, body);
    expect(none.body.code).not.toBe('0');
    expect(none.body.msg).toContain('印章图片');
    const personal = await post(fcAdmin, STAFF_API.sealSave, { ...body, sealType: 'personal', fileCode: good });
    expect(personal.body.msg).toContain('印章类型');
  });

  it('generates a round seal from the company name: a PNG with alpha in the file library', async () => {
    const res = await post(fcAdmin, STAFF_API.sealSave, {
      name: '授权专用章',
      sealType: 'authorization',
      holderUserId: fcAdmin.userId,
      generate: {},
    });
    expect(res.body.code).toBe('0');
    generatedId = res.body.payload.id;
    const img = await image(fcAdmin, generatedId);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload[25]).toBe(6);
    expect(pngHasTransparency(img.rawPayload)).toBe(true);
  });
});

describe('grants and sealMine', () => {
  it('a member of a granted user group sees the seal, a non-member does not; a direct grant works too', async () => {
    const group = await post(fcAdmin, STAFF_API.userGroupSave, { name: '用章组' });
    expect(group.body.code).toBe('0');
    const groupId = group.body.payload.id as number;
    expect((await post(fcAdmin, STAFF_API.userGroupMembers, { id: groupId, userIds: [fcSales.userId] })).body.code).toBe('0');

    const grant = await post(fcAdmin, STAFF_API.sealGrantSave, { id: uploadedId, userIds: [], userGroupIds: [groupId] });
    expect(grant.body.code).toBe('0');
    expect((await mine(fcSales)).seals.map((s) => s.id)).toEqual([uploadedId]);
    const qualityView = await mine(fcQuality);
    expect(qualityView.seals).toEqual([]);
    // the read-only view lists every company seal, usable or not
    expect(qualityView.companySeals.map((s) => s.id)).toEqual(expect.arrayContaining([uploadedId, generatedId]));

    await post(fcAdmin, STAFF_API.sealGrantSave, { id: generatedId, userIds: [fcQuality.userId], userGroupIds: [] });
    expect((await mine(fcQuality)).seals.map((s) => s.id)).toEqual([generatedId]);
    const candidates = await post(fcAdmin, STAFF_API.sealCandidates, {});
    expect(candidates.body.payload.users.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([fcSales.userId, fcQuality.userId]),
    );
    expect(candidates.body.payload.userGroups).toContainEqual({ id: groupId, name: '用章组' });
    const list = await post(fcAdmin, STAFF_API.sealGrantList, { id: uploadedId });
    expect(list.body.payload).toMatchObject({ userIds: [], userGroupIds: [groupId] });

    // a disabled seal is not offered
    await post(fcAdmin, STAFF_API.sealUpdateStatus, { id: generatedId, enabled: false });
    expect((await mine(fcQuality)).seals).toEqual([]);
    await post(fcAdmin, STAFF_API.sealUpdateStatus, { id: generatedId, enabled: true });

    // group seals: the group's set replaced (the generated seal added, the uploaded one removed)
    const groups = await post(fcAdmin, STAFF_API.sealGroupList, {});
    expect(groups.body.payload.groups.find((g: { userGroupId: number }) => g.userGroupId === groupId).seals).toEqual([
      { id: uploadedId, name: '合同专用章' },
    ]);
    expect((await post(fcAdmin, STAFF_API.sealGroupSave, { userGroupId: groupId, sealIds: [generatedId] })).body.code).toBe('0');
    expect((await mine(fcSales)).seals.map((s) => s.id)).toEqual([generatedId]);
    expect((await mine(fcQuality)).seals.map((s) => s.id)).toEqual([generatedId]);
  });

  it('refuses users and user groups of another company', async () => {
    expect((await post(fcAdmin, STAFF_API.sealGrantSave, { id: uploadedId, userIds: [agAdmin.userId], userGroupIds: [] })).body.code).toBe(
      'SC1304',
    );
    const agGroup = await post(agAdmin, STAFF_API.userGroupSave, { name: '经销商组' });
    expect(
      (await post(fcAdmin, STAFF_API.sealGrantSave, { id: uploadedId, userIds: [], userGroupIds: [agGroup.body.payload.id] })).body.code,
    ).toBe('SC1304');
    expect((await post(fcAdmin, STAFF_API.sealGroupSave, { userGroupId: agGroup.body.payload.id, sealIds: [uploadedId] })).body.code).toBe(
      'SC1304',
    );
  });
});

describe('uses, delete and the image', () => {
  it('a used seal cannot be deleted; an unused one can; the uses are listed', async () => {
    await t.db.tenant(1, (tx) =>
      tx.insert(sealUses).values({
        tenantId: 1,
        sealId: uploadedId,
        companyId: fcAdmin.companyId,
        usedBy: fcSales.userId,
        documentType: 'authorization_letter',
        documentId: 1,
        documentNo: 'SQ20260101000001',
        documentHash: 'a'.repeat(64),
      }),
    );
    expect((await post(fcAdmin, STAFF_API.sealDelete, { id: uploadedId })).body.code).toBe('SC1307');
    const uses = await post(fcAdmin, STAFF_API.sealUsePageList, { documentNo: 'SQ2026', page: 1, pageSize: 20 });
    expect(uses.body.payload.totalElements).toBe(1);
    expect(uses.body.payload.content[0]).toMatchObject({ sealId: uploadedId, documentNo: 'SQ20260101000001', userId: fcSales.userId });
    const detail = await post(fcAdmin, STAFF_API.sealDetail, { id: uploadedId });
    expect(detail.body.payload.lastUses).toHaveLength(1);
    expect(detail.body.payload.lastUsedAt).not.toBeNull();

    const spare = await upload(fcAdmin, '备用.png', 'image/png', png(6));
    const s = await post(fcAdmin, STAFF_API.sealSave, {
      name: '备用章',
      sealType: 'official',
      holderUserId: fcAdmin.userId,
      fileCode: spare,
    });
    expect((await post(fcAdmin, STAFF_API.sealDelete, { id: s.body.payload.id })).body.code).toBe('0');
    expect((await post(fcAdmin, STAFF_API.sealDetail, { id: s.body.payload.id })).body.code).toBe('SC1300');
  });

  it('the image is for the company’s users and the platform', async () => {
    expect((await image(fcSales, uploadedId)).statusCode).toBe(200);
    expect((await image(mm, uploadedId)).statusCode).toBe(200);
    expect((await image(fc2Admin, uploadedId)).statusCode).toBe(404);
    expect((await image(t2, uploadedId)).statusCode).toBe(404);
  });
});

describe('personal signature', () => {
  it('saves and replaces the user’s own transparent signature; an opaque one is refused', async () => {
    expect((await call(t.app, STAFF_API.personalSignature, {}, { token: agUser.token, method: 'GET' })).body.payload).toBeNull();
    const first = await upload(agUser, '签名.png', 'image/png', png(6));
    const saved = await post(agUser, STAFF_API.personalSignatureSave, { fileCode: first });
    expect(saved.body.payload).toMatchObject({ kind: 'personal', sealType: 'personal', holderUserId: agUser.userId });
    const second = await upload(agUser, '签名2.png', 'image/png', png(2, { tRNS: true }));
    const replaced = await post(agUser, STAFF_API.personalSignatureSave, { fileCode: second });
    expect(replaced.body.payload).toMatchObject({ id: saved.body.payload.id, imageFileCode: second });
    const opaque = await upload(agUser, '签名3.png', 'image/png', png(2));
    expect((await post(agUser, STAFF_API.personalSignatureSave, { fileCode: opaque })).body.code).toBe('SC1301');
    expect((await mine(agUser)).signature?.id).toBe(saved.body.payload.id);
    expect((await call(t.app, STAFF_API.personalSignature, {}, { token: agUser.token, method: 'GET' })).body.payload.imageFileCode).toBe(
      second,
    );
    // a personal signature is not a company seal to manage
    expect((await post(agAdmin, STAFF_API.sealDetail, { id: saved.body.payload.id })).body.code).toBe('SC1300');
  });
});

describe('access and isolation', () => {
  it('refuses users without sys.signature (403)', async () => {
    for (const s of [agUser, fcSales]) {
      expect((await post(s, STAFF_API.sealPageList, { page: 1, pageSize: 20 })).body.code).toBe('403');
      expect((await post(s, STAFF_API.sealGrantSave, { id: uploadedId, userIds: [], userGroupIds: [] })).body.code).toBe('403');
    }
  });

  it('another company’s seal and another tenant’s are refused; the platform names the company', async () => {
    expect((await post(fc2Admin, STAFF_API.sealDetail, { id: uploadedId })).body.code).toBe('SC1300');
    expect((await post(fc2Admin, STAFF_API.sealUpdateStatus, { id: uploadedId, enabled: false })).body.code).toBe('SC1300');
    expect((await post(fc2Admin, STAFF_API.sealPageList, { companyId: fcAdmin.companyId, page: 1, pageSize: 20 })).body.code).toBe('403');
    expect((await post(t2, STAFF_API.sealDetail, { id: uploadedId })).body.code).toBe('SC1300');
    expect((await post(t2, STAFF_API.sealDelete, { id: generatedId })).body.code).toBe('SC1300');
    const list = await post(mm, STAFF_API.sealPageList, { companyId: fcAdmin.companyId, page: 1, pageSize: 20 });
    expect(list.body).toMatchObject({ code: '0' });
    expect(list.body.payload.content.map((r: { name: string }) => r.name)).toEqual(['授权专用章', '财务专用章', '合同专用章']);
    const own = await post(fcAdmin, STAFF_API.sealPageList, { page: 1, pageSize: 20 });
    expect(own.body.payload.content.find((r: { id: number }) => r.id === uploadedId)).toMatchObject({ grantCount: 0, useCount: 1 });
  });

  it('writes audit rows with before and after', async () => {
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select({ action: auditLog.action, objectType: auditLog.objectType, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'seal'), eq(auditLog.objectId, String(uploadedId)))),
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'grant']);
    expect(rows.find((r) => r.action === 'grant')?.after).toMatchObject({ userIds: [], userGroupIds: [expect.any(Number)] });
    const status = await t.db.tenant(1, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'seal'), eq(auditLog.objectId, String(generatedId)))),
    );
    expect(status.map((r) => r.action).sort()).toEqual(['create', 'disable', 'enable', 'grant']);
    const deleted = await t.db.tenant(1, (tx) =>
      tx
        .select({ objectName: auditLog.objectName })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'seal'), eq(auditLog.action, 'delete'))),
    );
    expect(deleted).toEqual([{ objectName: '备用章' }]);
    const signature = await t.db.tenant(1, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectType, 'signature')),
    );
    expect(signature.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });
});
