// Stamping an authorisation letter: the seals the user may use on it, the SMS code to the seal's holder, and the stamp
// itself in ONE transaction (code, seal, content hash, PDF in the file library, status issued, a renewal's versions
// swapped, the seal's use recorded, the stamp todo closed and the grantee's receive todo raised). Then the letter's
// PDF for its readers (rendered on demand for a seeded letter) and the public verification of a letter number.
import { createHash } from 'node:crypto';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { LETTER_STATES, SEAL_TYPES, type SealType } from '@medportal/contracts/channel/letter-rules';
import type { LetterVerifyResult, StampBody, StampSeal } from '@medportal/contracts/channel/letters-stamp.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { tenantClockIn, tenantTodayIn } from '../../config-center/config/config.service.js';
import { removeGeneratedFile, saveGeneratedIn, storedFileOf } from '../../file-library/files/files.service.js';
import { companyAdmins, rolesGranting } from '../../staff-center/access/approvers.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import {
  recordSealUse,
  sealById,
  sealImageBytes,
  sendSealCode,
  usableSeal,
  usableSealsOf,
  maskPhone,
  verifySealCode,
} from '../../staff-center/seals/seal-use.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { closeTodosOfRecord, raiseTodos } from '../../worktable/todos/todos.service.js';
import { renderLetterPdf, verifyLinkOf } from './letter-pdf.js';
import * as stampRepo from './letter-stamp.repository.js';
import {
  ancestorsOf,
  currentLetterByNo,
  findLetter,
  insertLetterEvent,
  scopesOf,
  statesOf,
  type LetterRecord,
  type LetterScopeRecord,
} from './letters.repository.js';

export const LETTER_DOCUMENT_TYPE = 'authorization_letter';
const RECEIVE_SCREEN = '/authorization-management/authorized-receive';
const RECEIVE_BUTTON = 'cm.auth.received.confirm';

type ScopeLists = { products: string[]; regions: string[]; hospitals: string[] };

/** A letter's scope labels by kind (products and product lines together). */
export function scopeLists(scopes: readonly Pick<LetterScopeRecord, 'kind' | 'label'>[]): ScopeLists {
  return {
    products: scopes.filter((s) => s.kind === 'product' || s.kind === 'productLine').map((s) => s.label),
    regions: scopes.filter((s) => s.kind === 'region').map((s) => s.label),
    hospitals: scopes.filter((s) => s.kind === 'hospital').map((s) => s.label),
  };
}

/**
 * The SHA-256 printed in the PDF's footer: of a canonical JSON (fixed key order, scopes sorted) of what the letter
 * says — number, version, title, parties, scopes, period and body text.
 */
export function letterContentHash(
  l: Pick<LetterRecord, 'letterNo' | 'version' | 'title' | 'grantorCompanyId' | 'granteeCompanyId' | 'validFrom' | 'validTo' | 'bodyText'>,
  parties: { grantorName: string; granteeName: string },
  scopes: readonly Pick<LetterScopeRecord, 'kind' | 'value' | 'label'>[],
): string {
  const canonical = JSON.stringify([
    ['letterNo', l.letterNo],
    ['version', l.version],
    ['title', l.title],
    ['grantor', [l.grantorCompanyId, parties.grantorName]],
    ['grantee', [l.granteeCompanyId, parties.granteeName]],
    [
      'scopes',
      [...scopes]
        .map((s) => [s.kind, s.value, s.label])
        .sort((a, b) => (a.join('\u0000') < b.join('\u0000') ? -1 : a.join('\u0000') > b.join('\u0000') ? 1 : 0)),
    ],
    ['validFrom', l.validFrom],
    ['validTo', l.validTo],
    ['bodyText', l.bodyText],
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A letter of the session's company as grantor, waiting for its stamp. */
async function letterToStamp(tx: Tx, ctx: RequestContext, id: number, forUpdate = false): Promise<LetterRecord> {
  const l = await findLetter(tx, ctx.tenantId, id, forUpdate);
  if (!l || l.grantorCompanyId !== ctx.companyId) throw new DomainError('LETTER_NOT_FOUND');
  if (l.status !== 'stamping') throw new DomainError('LETTER_ILLEGAL_STATE', '授权书不是待盖章状态，不能盖章签发');
  return l;
}

/** The seals the session's user may put on a letter waiting for its stamp. */
export function letterStampSeals(db: Database, ctx: RequestContext, id: number): Promise<StampSeal[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    await letterToStamp(tx, ctx, id);
    return (await usableSealsOf(tx, ctx)).map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind === 'personal' ? ('personal' as const) : ('company' as const),
      sealType: s.sealType as SealType,
      sealTypeName: SEAL_TYPES[s.sealType as SealType] ?? s.sealType,
      holderName: s.holderName,
      holderPhone: s.holderPhone ? maskPhone(s.holderPhone) : '',
      imageUrl: `${STAFF_API.sealImage}?id=${s.id}`,
    }));
  });
}

/** Sends the stamp code of a seal to its holder; answers the masked phone. */
export async function letterStampSendCode(db: Database, ctx: RequestContext, id: number, sealId: number): Promise<{ phone: string }> {
  await db.tenant(ctx.tenantId, (tx) => letterToStamp(tx, ctx, id));
  return sendSealCode(db, ctx, sealId);
}

type Parties = { grantorName: string; granteeName: string };

async function partiesOf(tx: Tx, tenantId: number, l: LetterRecord): Promise<Parties> {
  const cards = await companyCards(tx, tenantId, [l.grantorCompanyId, l.granteeCompanyId]);
  return { grantorName: cards.get(l.grantorCompanyId)?.name ?? '', granteeName: cards.get(l.granteeCompanyId)?.name ?? '' };
}

async function renderFor(
  tx: Tx,
  tenantId: number,
  l: LetterRecord,
  parties: Parties,
  scopes: LetterScopeRecord[],
  contentHash: string,
  sealPng: Buffer,
  origin: string,
  issuedAt: Date,
): Promise<Buffer> {
  const clock = await tenantClockIn(tx, tenantId);
  return renderLetterPdf({
    title: l.title,
    letterNo: l.letterNo,
    version: l.version,
    ...parties,
    bodyText: l.bodyText,
    ...scopeLists(scopes),
    validFrom: l.validFrom,
    validTo: l.validTo,
    issuedOn: clock.day(issuedAt),
    sealPng,
    verifyUrl: verifyLinkOf(origin, l.letterNo),
    contentHash,
  });
}

/** The grantee company's receivers of a letter: the roles holding the confirm button, and its administrators. */
async function receiveTodos(tx: Tx, ctx: RequestContext, l: LetterRecord, grantorName: string) {
  const company = l.granteeCompanyId;
  const [roleIds, admins] = await Promise.all([
    rolesGranting(tx, ctx.tenantId, company, RECEIVE_BUTTON),
    companyAdmins(tx, ctx.tenantId, company),
  ]);
  const base = {
    companyId: company,
    businessCode: 'AUTHORIZATION_RECEIVE',
    title: `${grantorName}签发的授权书 ${l.letterNo} 待确认接收`,
    // the link keeps the letter's id (the receive closes these todos by it); the worktable links it once built
    linkPath: `${RECEIVE_SCREEN}?id=${l.id}`,
  };
  await raiseTodos(tx, ctx.tenantId, [
    ...roleIds.map((assigneeRoleId) => ({ ...base, assigneeRoleId })),
    ...admins.map((assigneeUserId) => ({ ...base, assigneeUserId })),
  ]);
}

/**
 * Stamps a letter waiting for its stamp, in one transaction: the seal must be usable by the user (CM1151) and the
 * code the latest live one sent to its holder (CM1152; a wrong code still counts a try); the PDF (seal, QR code,
 * content hash) goes to the file library and the letter is issued.
 */
export async function stampLetter(db: Database, ctx: RequestContext, root: string, origin: string, body: StampBody) {
  const seal = await db.tenant(ctx.tenantId, async (tx) => {
    await letterToStamp(tx, ctx, body.id);
    const s = await usableSeal(tx, ctx, body.sealId);
    if (!s) throw new DomainError('STAMP_SEAL_FORBIDDEN');
    return s;
  });
  const sealPng = await sealImageBytes(db, ctx.tenantId, root, seal);
  let stored: string | null = null;
  try {
    const out = await db.tenant(
      ctx.tenantId,
      async (
        tx,
      ): Promise<{ error: ErrorKey } | { id: number; letterNo: string; version: number; pdfFileCode: string; contentHash: string }> => {
        const l = await letterToStamp(tx, ctx, body.id, true);
        const usable = await usableSeal(tx, ctx, body.sealId);
        if (!usable || usable.imageFileCode !== seal.imageFileCode) return { error: 'STAMP_SEAL_FORBIDDEN' };
        if (!(await verifySealCode(tx, ctx.tenantId, usable, body.code))) return { error: 'STAMP_CODE_INVALID' };
        const parties = await partiesOf(tx, ctx.tenantId, l);
        const scopes = (await scopesOf(tx, ctx.tenantId, [l.id])).get(l.id) ?? [];
        const contentHash = letterContentHash(l, parties, scopes);
        const pdf = await renderFor(tx, ctx.tenantId, l, parties, scopes, contentHash, sealPng, origin, new Date());
        stored = await saveGeneratedIn(tx, ctx, root, {
          fileName: `授权书_${l.letterNo}_第${l.version}版.pdf`,
          mimeType: 'application/pdf',
          data: pdf,
        });
        await stampRepo.supersedeCurrentVersion(tx, ctx.tenantId, l.letterNo, l.id);
        await stampRepo.markIssued(tx, ctx.tenantId, l.id, { sealId: usable.id, pdfFileCode: stored, contentHash, issuedBy: ctx.userId });
        await recordSealUse(tx, ctx, {
          sealId: usable.id,
          documentType: LETTER_DOCUMENT_TYPE,
          documentId: l.id,
          documentNo: l.letterNo,
          documentHash: sha256Hex(pdf),
        });
        await insertLetterEvent(tx, {
          tenantId: ctx.tenantId,
          letterId: l.id,
          action: 'stamp',
          companyId: ctx.companyId,
          userId: ctx.userId,
          note: usable.name,
        });
        await closeTodosOfRecord(tx, ctx.tenantId, l.grantorCompanyId, 'AUTHORIZATION_STAMP', l.id, ctx.userId);
        await receiveTodos(tx, ctx, l, parties.grantorName);
        return { id: l.id, letterNo: l.letterNo, version: l.version, pdfFileCode: stored, contentHash };
      },
    );
    // a refused code or seal is answered after the commit: the wrong try counts
    if ('error' in out) throw new DomainError(out.error);
    return out;
  } catch (err) {
    if (stored) await removeGeneratedFile(root, ctx.tenantId, stored).catch(() => undefined);
    throw err;
  }
}

/**
 * The PDF of a stamped letter for its readers: the grantor, the grantee, the grantors up its chain and the platform.
 * A stamped letter without a PDF (seeded) is rendered now with its seal and stored.
 */
export async function letterPdf(db: Database, ctx: RequestContext, root: string, origin: string, id: number) {
  const l = await db.tenant(ctx.tenantId, async (tx) => {
    const found = await findLetter(tx, ctx.tenantId, id);
    if (!found) throw new DomainError('LETTER_NOT_FOUND');
    if (!isPlatformSession(ctx) && found.grantorCompanyId !== ctx.companyId && found.granteeCompanyId !== ctx.companyId) {
      const chain = (await ancestorsOf(tx, ctx.tenantId, [found])).get(found.id) ?? [];
      if (!chain.some((a) => a.grantorCompanyId === ctx.companyId)) throw new DomainError('LETTER_NOT_FOUND');
    }
    if (found.sealId === null || found.contentHash === null || found.status === 'draft' || found.status === 'stamping')
      throw new DomainError('LETTER_ILLEGAL_STATE', '授权书尚未盖章签发，没有PDF');
    return found;
  });
  const fileName = `授权书_${l.letterNo}_第${l.version}版.pdf`;
  if (l.pdfFileCode) return { fileName, pdf: await storedBytes(db, ctx.tenantId, root, l.pdfFileCode) };
  const seal = await db.tenant(ctx.tenantId, (tx) => sealById(tx, ctx.tenantId, l.sealId!));
  if (!seal) throw new DomainError('LETTER_PDF_FAILED');
  const sealPng = await sealImageBytes(db, ctx.tenantId, root, seal);
  let stored: string | null = null;
  try {
    const pdf = await db.tenant(ctx.tenantId, async (tx): Promise<Buffer | string> => {
      // rendered meanwhile by another request: read that one (after this transaction)
      const locked = await findLetter(tx, ctx.tenantId, l.id, true);
      if (locked?.pdfFileCode) return locked.pdfFileCode;
      const parties = await partiesOf(tx, ctx.tenantId, l);
      const scopes = (await scopesOf(tx, ctx.tenantId, [l.id])).get(l.id) ?? [];
      const bytes = await renderFor(tx, ctx.tenantId, l, parties, scopes, l.contentHash!, sealPng, origin, l.issuedAt ?? l.createdAt);
      stored = await saveGeneratedIn(
        tx,
        { tenantId: ctx.tenantId, companyId: l.grantorCompanyId, userId: l.issuedBy ?? ctx.userId },
        root,
        {
          fileName,
          mimeType: 'application/pdf',
          data: bytes,
        },
      );
      await stampRepo.setPdfFile(tx, ctx.tenantId, l.id, stored);
      return bytes;
    });
    return { fileName, pdf: typeof pdf === 'string' ? await storedBytes(db, ctx.tenantId, root, pdf) : pdf };
  } catch (err) {
    if (stored) await removeGeneratedFile(root, ctx.tenantId, stored).catch(() => undefined);
    throw err;
  }
}

async function storedBytes(db: Database, tenantId: number, root: string, fileCode: string): Promise<Buffer> {
  const f = await storedFileOf(db, tenantId, root, fileCode);
  const parts: Buffer[] = [];
  for await (const p of f.open(0, Math.max(f.size - 1, 0))) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

/**
 * Public verification of a letter number in a tenant: its CURRENT version's parties, scope labels, period and state
 * (with its chain) — nothing else. A draft, a letter waiting for its stamp or an unknown number: CM1155.
 */
export function verifyLetter(db: Database, tenantId: number, letterNo: string): Promise<LetterVerifyResult> {
  return db.tenant(tenantId, async (tx) => {
    const l = await currentLetterByNo(tx, tenantId, letterNo.toUpperCase());
    if (!l || l.status === 'draft' || l.status === 'stamping') throw new DomainError('VERIFY_NOT_FOUND');
    const today = await tenantTodayIn(tx, tenantId);
    const state = (await statesOf(tx, tenantId, [l], today)).get(l.id)!;
    const parties = await partiesOf(tx, tenantId, l);
    const scopes = (await scopesOf(tx, tenantId, [l.id])).get(l.id) ?? [];
    return {
      letterNo: l.letterNo,
      ...parties,
      ...scopeLists(scopes),
      validFrom: l.validFrom,
      validTo: l.validTo,
      state,
      stateName: LETTER_STATES[state],
    };
  });
}
