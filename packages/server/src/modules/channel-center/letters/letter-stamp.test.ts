// Stamping an authorisation letter and verifying it: the seals a user may use, the code to the seal's holder (none
// requested, wrong, right), a seal the user may not use, the issued letter (seal use with the PDF's SHA-256, the
// receive todo), the PDF itself (the seal's image, a QR code that decodes to the verification link, the content hash
// in the footer), the PDF's readers, a renewal's stamp swapping the versions, and the public verification (valid,
// expired, terminated, suspended by the chain, nothing else, not found). Runs on the demo seed (db/seed/channel-letters.ts).
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, desc, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict, type PDFNumber } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { SEED_LETTERS } from '../../../db/seed/channel-letters.js';
import { smsOutbox } from '../../staff-center/auth/auth.table.js';
import { sealGrants, sealUses, seals } from '../../staff-center/seals/seals.table.js';
import { usableSealsOf } from '../../staff-center/seals/seal-use.service.js';
import { userGroupMembers, userGroups } from '../../staff-center/access/access.table.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { authorizationLetterScopes, authorizationLetters } from './letters.table.js';

const CM = '/m-channel-center/api/v1';
const L = `${CM}/authorization/letter`;
const VERIFY = `${CM}/authorization/verify`;
const FC_ADMIN_PHONE = '13800000002';

let t: TestApp;
let fc: TestSession;
let fcQuality: TestSession;
let agAdmin: TestSession;
let ag5: TestSession;

const post = (s: TestSession, path: string, body: Record<string, unknown>) => call(t.app, `${L}${path}`, body, { token: s.token });

const letterRow = (letterNo: string, version?: number) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(authorizationLetters)
          .where(
            and(
              eq(authorizationLetters.tenantId, 1),
              eq(authorizationLetters.letterNo, letterNo),
              version === undefined ? eq(authorizationLetters.isCurrent, true) : eq(authorizationLetters.version, version),
            ),
          )
      )[0]!,
  );

const latestCode = (phone: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(smsOutbox)
          .where(and(eq(smsOutbox.tenantId, 1), eq(smsOutbox.phone, phone)))
          .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
          .limit(1)
      )[0],
  );

/** Moves a phone's codes back in time (past the resend rule). */
const ageCodes = (phone: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .update(smsOutbox)
      .set({ createdAt: sql`${smsOutbox.createdAt} - make_interval(secs => 120)` })
      .where(and(eq(smsOutbox.tenantId, 1), eq(smsOutbox.phone, phone))),
  );

const pdfOf = async (s: TestSession, id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${L}/pdf`,
    query: { id: String(id) },
    headers: { authorization: `Bearer ${s.token}` },
  });
  return res;
};

type Img = { width: number; height: number; rgba: Uint8ClampedArray; hasMask: boolean };

/** Every image XObject of a PDF as RGBA pixels (8-bit RGB or grey, Flate without a predictor, as pdfkit writes). */
async function imagesOf(pdf: Buffer): Promise<Img[]> {
  const doc = await PDFDocument.load(pdf);
  const out: Img[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const dict: PDFDict = obj.dict;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const cs = dict.get(PDFName.of('ColorSpace'));
    if (cs !== PDFName.of('DeviceRGB') && cs !== PDFName.of('DeviceGray')) continue;
    if (dict.get(PDFName.of('DecodeParms'))) continue;
    const raw = inflateSync(Buffer.from(obj.contents));
    const channels = cs === PDFName.of('DeviceRGB') ? 3 : 1;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = raw[i * channels + (channels === 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    out.push({ width, height, rgba, hasMask: dict.get(PDFName.of('SMask')) !== undefined });
  }
  return out;
}

async function textOf(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  [fc, fcQuality, agAdmin, ag5] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag5_admin'),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('stamping a letter', () => {
  let letter: typeof authorizationLetters.$inferSelect;
  let fcSealId: number;
  let pdf: Buffer;

  it('lists the seals the user may use: the granted company seal and the own signature, with image links', async () => {
    letter = await letterRow(SEED_LETTERS.stamping);
    expect(letter.status).toBe('stamping');
    const res = await post(fc, '/stampSeals', { id: letter.id });
    expect(res.body.code).toBe('0');
    const list = res.body.payload as { id: number; kind: string; sealType: string; holderPhone: string; imageUrl: string }[];
    expect(list.map((s) => [s.kind, s.sealType])).toEqual([
      ['company', 'authorization'],
      ['personal', 'personal'],
    ]);
    fcSealId = list[0]!.id;
    expect(list[0]!.holderPhone).toBe('138****0002');
    expect(list[0]!.imageUrl).toBe(`/m-staff-center/api/v1/seal/image?id=${fcSealId}`);
    // fc_quality is granted the company seal and has no signature of its own; a seal granted to a user group of
    // the company is usable by its members; another company's seal by nobody here
    const quality = { tenantId: 1, companyId: fcQuality.companyId, userId: fcQuality.userId } as RequestContext;
    expect((await t.db.tenant(1, (tx) => usableSealsOf(tx, quality))).map((s) => s.id)).toEqual([fcSealId]);
    const groupSeal = await t.db.tenant(1, async (tx) => {
      const [group] = await tx.insert(userGroups).values({ tenantId: 1, companyId: fc.companyId, name: '用章小组' }).returning();
      await tx.insert(userGroupMembers).values({ tenantId: 1, groupId: group!.id, userId: fcQuality.userId });
      const [seal] = await tx
        .insert(seals)
        .values({
          tenantId: 1,
          companyId: fc.companyId,
          kind: 'company',
          sealType: 'contract',
          name: '合同专用章',
          imageFileCode: 'seed-seal-fc0001',
          holderUserId: fc.userId,
        })
        .returning();
      await tx.insert(sealGrants).values({ tenantId: 1, sealId: seal!.id, userGroupId: group!.id });
      return seal!.id;
    });
    expect((await t.db.tenant(1, (tx) => usableSealsOf(tx, quality))).map((s) => s.id)).toEqual([fcSealId, groupSeal]);
    // not to the administrator, who is in no such group
    expect((await post(fc, '/stampSeals', { id: letter.id })).body.payload.map((s: { id: number }) => s.id)).not.toContain(groupSeal);
    // another company's letter is not found
    expect((await post(agAdmin, '/stampSeals', { id: letter.id })).body.code).toBe('CM1100');
  });

  it('refuses a stamp without a code requested, and with a wrong code (CM1152)', async () => {
    const none = await post(fc, '/stamp', { id: letter.id, sealId: fcSealId, code: '123456' });
    expect(none.body).toMatchObject({ code: 'CM1152', msg: '短信验证码错误或已过期' });
    const sent = await post(fc, '/stampSendCode', { id: letter.id, sealId: fcSealId });
    expect(sent.body).toMatchObject({ code: '0', payload: { phone: '138****0002' } });
    const sms = (await latestCode(FC_ADMIN_PHONE))!;
    expect(sms.type).toBe(5);
    const wrong = sms.code === '000000' ? '111111' : '000000';
    expect((await post(fc, '/stamp', { id: letter.id, sealId: fcSealId, code: wrong })).body.code).toBe('CM1152');
    // the wrong try was kept (the refusal is answered after the commit)
    expect((await latestCode(FC_ADMIN_PHONE))!.failedTries).toBe(1);
    expect((await letterRow(SEED_LETTERS.stamping)).status).toBe('stamping');
  });

  it("refuses a seal the user may not use (CM1151): another company's seal, and for sending a code", async () => {
    const other = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: seals.id })
        .from(seals)
        .innerJoin(companies, and(eq(companies.tenantId, seals.tenantId), eq(companies.id, seals.companyId)))
        .where(and(eq(seals.tenantId, 1), eq(companies.code, 'FC0002'))),
    );
    const code = (await latestCode(FC_ADMIN_PHONE))!.code;
    expect((await post(fc, '/stamp', { id: letter.id, sealId: other[0]!.id, code })).body.code).toBe('CM1151');
    expect((await post(fc, '/stampSendCode', { id: letter.id, sealId: other[0]!.id })).body.code).toBe('CM1151');
  });

  it('validates the body with messages naming the field', async () => {
    const res = await post(fc, '/stamp', { id: letter.id, sealId: fcSealId, code: '12' });
    expect(res.body.code).toBe('400');
    expect(res.body.msg).toContain('短信验证码');
  });

  it("stamps with the right code: issued, the seal use with the PDF's SHA-256, the todos", async () => {
    const code = (await latestCode(FC_ADMIN_PHONE))!.code;
    const res = await post(fc, '/stamp', { id: letter.id, sealId: fcSealId, code });
    expect(res.body.code).toBe('0');
    const after = await letterRow(SEED_LETTERS.stamping);
    expect(after).toMatchObject({ status: 'issued', sealId: fcSealId, issuedBy: fc.userId, isCurrent: true });
    expect(after.pdfFileCode).toBe(res.body.payload.pdfFileCode);
    expect(after.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const pdfRes = await pdfOf(fc, letter.id);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toContain('application/pdf');
    pdf = pdfRes.rawPayload;
    const uses = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(sealUses)
        .where(and(eq(sealUses.tenantId, 1), eq(sealUses.documentId, letter.id))),
    );
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({
      sealId: fcSealId,
      usedBy: fc.userId,
      companyId: fc.companyId,
      documentType: 'authorization_letter',
      documentNo: SEED_LETTERS.stamping,
      documentHash: createHash('sha256').update(pdf).digest('hex'),
    });
    const receive = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.businessCode, 'AUTHORIZATION_RECEIVE'), eq(todos.companyId, letter.granteeCompanyId))),
    );
    expect(receive.length).toBeGreaterThan(0);
    expect(
      receive.every((r) => r.linkPath === `/authorization-management/authorized-receive?id=${letter.id}` && r.status === 'pending'),
    ).toBe(true);
    // the code is spent, and the letter no longer waits for a stamp
    expect((await post(fc, '/stamp', { id: letter.id, sealId: fcSealId, code })).body.code).toBe('CM1101');
  });

  it('the PDF carries the seal image, a QR code decoding to the verification link and the content hash', async () => {
    const images = await imagesOf(pdf);
    // the seeded seal: the seal screens' generator draws it 400 × 400 (seal-image.ts renderSealPng)
    const seal = images.find((i) => i.width === 400 && i.height === 400 && i.hasMask);
    expect(seal).toBeDefined();
    // the seal is red where it is drawn
    let red = 0;
    for (let i = 0; i < seal!.rgba.length; i += 4) if (seal!.rgba[i]! > 180 && seal!.rgba[i + 1]! < 80) red++;
    expect(red).toBeGreaterThan(1000);
    const decoded = images.map((i) => jsQR(i.rgba, i.width, i.height)?.data).filter(Boolean);
    expect(decoded).toEqual([`http://localhost:80/#/authorization-management/platform-authorization-query/${SEED_LETTERS.stamping}`]);
    const text = await textOf(pdf);
    const hash = (await letterRow(SEED_LETTERS.stamping)).contentHash!;
    expect(text).toContain(`SHA-256: ${hash}`);
  });

  it("serves a seeded letter's PDF (rendered once, on demand) to the grantors up the chain, not to others", async () => {
    const bottom = await letterRow(SEED_LETTERS.chainBottom);
    expect(bottom.pdfFileCode).toBeNull();
    // ag_admin (AG0001) granted the middle letter: an ancestor's grantor
    const first = await pdfOf(agAdmin, bottom.id);
    expect(first.statusCode).toBe(200);
    const code = (await letterRow(SEED_LETTERS.chainBottom)).pdfFileCode;
    expect(code).not.toBeNull();
    expect(await textOf(first.rawPayload)).toContain(`SHA-256: ${bottom.contentHash}`);
    const again = await pdfOf(fc, bottom.id);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect((await letterRow(SEED_LETTERS.chainBottom)).pdfFileCode).toBe(code);
    // AG0005 is no party of this chain
    expect((await pdfOf(ag5, bottom.id)).json()).toMatchObject({ code: 'CM1100' });
    // a draft has no PDF
    expect((await pdfOf(fc, (await letterRow(SEED_LETTERS.draft)).id)).json()).toMatchObject({ code: 'CM1101' });
  });

  it("a renewal's stamp supersedes the current version and makes the new one current", async () => {
    const v2 = await letterRow(SEED_LETTERS.renewed);
    expect(v2).toMatchObject({ version: 2, status: 'received' });
    const v3 = await t.db.tenant(1, async (tx) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = v2;
      const [row] = await tx
        .insert(authorizationLetters)
        .values({
          ...rest,
          version: 3,
          isCurrent: false,
          status: 'stamping',
          validTo: '2099-12-31',
          sealId: null,
          contentHash: null,
          pdfFileCode: null,
          issuedAt: null,
          receivedAt: null,
        })
        .returning();
      const scopes = await tx
        .select()
        .from(authorizationLetterScopes)
        .where(and(eq(authorizationLetterScopes.tenantId, 1), eq(authorizationLetterScopes.letterId, v2.id)));
      await tx.insert(authorizationLetterScopes).values(scopes.map(({ id: _s, ...s }) => ({ ...s, letterId: row!.id })));
      return row!;
    });
    await ageCodes(FC_ADMIN_PHONE);
    expect((await post(fc, '/stampSendCode', { id: v3.id, sealId: fcSealId })).body.code).toBe('0');
    const code = (await latestCode(FC_ADMIN_PHONE))!.code;
    expect((await post(fc, '/stamp', { id: v3.id, sealId: fcSealId, code })).body).toMatchObject({ code: '0', payload: { version: 3 } });
    expect(await letterRow(SEED_LETTERS.renewed, 2)).toMatchObject({ status: 'superseded', isCurrent: false });
    expect(await letterRow(SEED_LETTERS.renewed, 3)).toMatchObject({ status: 'issued', isCurrent: true });
    const verified = await call(t.app, VERIFY, { letterNo: SEED_LETTERS.renewed });
    expect(verified.body.payload).toMatchObject({ validTo: '2099-12-31', state: 'valid' });
  });
});

describe('public verification', () => {
  const verify = (letterNo: string, tenantId?: number) =>
    call(t.app, VERIFY, { letterNo }, { method: 'GET', ...(tenantId ? { tenantId } : {}) });

  it('answers the state with the grantor, grantee, scope and period — nothing else — without a session', async () => {
    const res = await verify(SEED_LETTERS.chainBottom);
    expect(res.body.code).toBe('0');
    expect(Object.keys(res.body.payload).sort()).toEqual(
      ['grantorName', 'granteeName', 'hospitals', 'letterNo', 'products', 'regions', 'state', 'stateName', 'validFrom', 'validTo'].sort(),
    );
    expect(res.body.payload).toMatchObject({
      letterNo: SEED_LETTERS.chainBottom,
      grantorName: expect.stringMatching(/\S/),
      granteeName: expect.stringMatching(/\S/),
      state: 'valid',
      stateName: '有效',
      regions: ['江苏省南京市'],
      hospitals: [],
    });
    expect(res.body.payload.products).toHaveLength(2);
    const post = await call(t.app, VERIFY, { letterNo: SEED_LETTERS.chainBottom });
    expect(post.body.payload).toEqual(res.body.payload);
  });

  it.each([
    ['expired', SEED_LETTERS.expired, '已过期'],
    ['terminated', SEED_LETTERS.terminated, '已终止'],
    ['suspended', SEED_LETTERS.suspended, '已暂停'],
    ['suspended', SEED_LETTERS.underTerminated, '已暂停'],
    ['suspended', SEED_LETTERS.suspendedChainBottom, '已暂停'],
    ['valid', SEED_LETTERS.suspendedChainTop, '有效'],
  ])('answers %s for %s', async (state, letterNo, stateName) => {
    expect((await verify(letterNo)).body.payload).toMatchObject({ state, stateName });
  });

  it("answers CM1155 for a draft, an unknown number and another tenant's number; 400 for a malformed one", async () => {
    for (const no of [SEED_LETTERS.draft, 'SQ20990101999999']) {
      expect((await verify(no)).body).toMatchObject({ code: 'CM1155', msg: '未查询到该编号的授权书，请核对授权书编号' });
    }
    expect((await verify(SEED_LETTERS.chainTop, 2)).body.code).toBe('CM1155');
    const bad = await verify('SQ-1; drop');
    expect(bad.body.code).toBe('400');
    expect(bad.body.msg).toContain('授权书编号');
  });
});
