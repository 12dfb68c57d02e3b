// Agreements a company must sign before using the portal. The company is always the session's:
// the body's companyId/tenantId exist for the old client and must agree with the session.
import type {
  AgreementContent,
  AgreementItem,
  AgreementSaveBody,
  PublicAgreementCode,
  AgreementSignatureBody,
  CheckAgreementSignBody,
} from '@medportal/contracts/staff/agreements.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { sanitizeAgreementHtml } from './agreement-html.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  existingAgreementIds,
  insertAgreementVersion,
  insertSignatures,
  latestAgreement,
  listUnsigned,
  type NewAgreement,
} from './agreements.repository.js';

export { sanitizeAgreementHtml };

/** Refuses a body naming another tenant or company than the session's. */
const assertOwn = (ctx: RequestContext, body: { companyId: number | null; tenantId: number | null }) => {
  if (body.tenantId !== null && body.tenantId !== ctx.tenantId) throw new DomainError('TENANT_MISMATCH');
  if (body.companyId !== null && body.companyId !== ctx.companyId) throw new DomainError('FORBIDDEN');
};

export async function checkAgreementSign(
  db: Database,
  ctx: RequestContext,
  body: CheckAgreementSignBody,
): Promise<{ needSign: boolean; agreementList: AgreementItem[] }> {
  assertOwn(ctx, body);
  if (ctx.companyId <= 0) return { needSign: false, agreementList: [] };
  const agreementList = await listUnsigned(db, ctx.tenantId, ctx.companyId);
  return { needSign: agreementList.length > 0, agreementList };
}

export async function signAgreements(db: Database, ctx: RequestContext, body: AgreementSignatureBody): Promise<void> {
  assertOwn(ctx, body);
  if (ctx.companyId <= 0) {
    throw new DomainError('BAD_REQUEST', 'companyId：当前账号未加入企业，无需签署协议', { httpStatus: 400 });
  }
  const ids = [...new Set(body.agreementIdList)];
  await db.tenant(ctx.tenantId, async (tx) => {
    const known = await existingAgreementIds(tx, ctx.tenantId, ids);
    if (ids.some((id) => !known.has(id))) {
      throw new DomainError('BAD_REQUEST', 'agreementIdList：协议不存在', { httpStatus: 400 });
    }
    await insertSignatures(tx, ctx.tenantId, ctx.companyId, ctx.userId, ids);
  });
}

/** A new version of an agreement, its HTML sanitised; the seed and the admin save both come here. */
export const createAgreementVersion = (db: Database, tenantId: number, a: NewAgreement) =>
  db.tenant(tenantId, (tx) => insertAgreementVersion(tx, tenantId, { ...a, agreementContent: sanitizeAgreementHtml(a.agreementContent) }));

export async function saveAgreement(db: Database, ctx: RequestContext, body: AgreementSaveBody) {
  if (!ctx.isPlatformAdmin) throw new DomainError('FORBIDDEN');
  return createAgreementVersion(db, ctx.tenantId, body);
}

/**
 * The latest version of a public agreement of the request's tenant (no session: the register and
 * privacy pages show it before login). Its HTML was sanitised when it was saved.
 */
export const publicAgreement = (db: Database, tenantId: number, code: PublicAgreementCode): Promise<AgreementContent> =>
  latestAgreement(db, tenantId, code);
