// Joining a company (a pending request the company's admin approves or rejects), creating one (the
// creator becomes its admin and is signed into it), and the admin's view of the own company.
import {
  ADMIN_POSITION,
  DEFAULT_MEMBER_POSITION,
  NEW_COMPANY_APPROVE_STATUS,
  type ApproveJoinBody,
  type CompanyJoinRequest,
  type CompanyProfile,
  type CreateCompanyBody,
  type JoinRequestPageBody,
  type MyJoinRequest,
  type RejectJoinBody,
  type UpdateContactBody,
  COMPANY_OPTIONS_MAX,
  type CompanyOption,
  type CompanyOptionsBody,
} from '@medportal/contracts/staff/companies.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { issueSession, revokeSession } from '../auth/session.service.js';
import { findUserById } from '../users/users.service.js';
import * as repo from './companies.repository.js';
import { isPlatformSession } from '../tenancy/managed-company.js';
import { copyDefaultRoles } from '../roles/roles.service.js';

const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (constraint === undefined || name === undefined || name === constraint);
};

/** Joining and creating are for a session without a company (the /business page). */
const requireNoCompany = (ctx: RequestContext) => {
  if (ctx.companyId !== 0) throw new DomainError('HAS_COMPANY');
};

/** The enterprise centre: the admin of the session's own company only. */
const requireCompanyAdmin = (ctx: RequestContext) => {
  if (!ctx.isAdmin || ctx.companyId === 0) throw new DomainError('NOT_COMPANY_ADMIN');
};

export async function applyToJoin(db: Database, ctx: RequestContext, companyCode: string): Promise<MyJoinRequest> {
  requireNoCompany(ctx);
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const company = await repo.findCompanyByCode(tx, ctx.tenantId, companyCode);
      if (!company) throw new DomainError('COMPANY_NOT_FOUND');
      if (await repo.hasPosition(tx, ctx.tenantId, ctx.userId, company.id)) throw new DomainError('ALREADY_MEMBER');
      if (await repo.pendingRequestOf(tx, ctx.tenantId, ctx.userId)) throw new DomainError('JOIN_PENDING_EXISTS');
      const row = await repo.insertJoinRequest(tx, ctx.tenantId, ctx.userId, company.id);
      return (await repo.listMyRequests(tx, ctx.tenantId, ctx.userId)).find((r) => r.id === row.id)!;
    });
  } catch (err) {
    // a second request of the same user raced this one past the check
    if (isUniqueViolation(err)) throw new DomainError('JOIN_PENDING_EXISTS');
    throw err;
  }
}

export const myJoinRequests = (db: Database, ctx: RequestContext): Promise<MyJoinRequest[]> =>
  db.tenant(ctx.tenantId, (tx) => repo.listMyRequests(tx, ctx.tenantId, ctx.userId));

/**
 * Creates the company, its contact (the creator), the creator's admin position, its grants by type
 * and the roles copied from its type's default roles, withdraws the creator's open join request and
 * swaps the session for one in the new company:
 * one transaction, so any failure leaves none of it.
 */
export async function createCompany(
  db: Database,
  ctx: RequestContext,
  body: CreateCompanyBody,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  requireNoCompany(ctx);
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const user = await findUserById(tx, ctx.tenantId, ctx.userId);
      if (!user) throw new DomainError('UNAUTHORIZED');
      if (await repo.companyWithCreditCode(tx, ctx.tenantId, body.creditCode)) throw new DomainError('CREDIT_CODE_TAKEN');
      if (await repo.companyWithName(tx, ctx.tenantId, body.companyName)) throw new DomainError('COMPANY_NAME_TAKEN');
      const company = await repo.insertCompany(tx, {
        tenantId: ctx.tenantId,
        code: await repo.nextCompanyCode(tx, ctx.tenantId, body.companyType),
        name: body.companyName,
        type: body.companyType,
        creditCode: body.creditCode,
        approveStatus: NEW_COMPANY_APPROVE_STATUS,
      });
      await repo.saveContact(tx, ctx.tenantId, company.id, {
        contactName: user.realName || user.userName,
        contactPhone: user.phone ?? '',
        updatedBy: user.id,
      });
      await repo.insertPosition(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        companyId: company.id,
        positionName: ADMIN_POSITION,
        isAdmin: true,
      });
      await repo.attachTypeAuthGroups(tx, ctx.tenantId, company.id, company.type);
      // after the auth groups: the copied roles' grants are cut to what the company is granted
      await copyDefaultRoles(tx, ctx.tenantId, company.id, company.type);
      await repo.cancelPendingRequests(tx, ctx.tenantId, user.id);
      await revokeSession(tx, ctx.tenantId, ctx.tokenHash);
      return issueSession(tx, ctx.tenantId, user, { sessionHours: opts.sessionHours, ip: opts.ip, companyId: company.id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('COMPANY_BUSY');
    throw err;
  }
}

async function readProfile(tx: Tx, ctx: RequestContext): Promise<CompanyProfile> {
  const company = await repo.findCompanyById(tx, ctx.tenantId, ctx.companyId);
  if (!company) throw new DomainError('NOT_COMPANY_ADMIN');
  const contact = await repo.contactOf(tx, ctx.tenantId, company.id);
  return {
    companyId: company.id,
    companyName: company.name,
    companyCode: company.code,
    companyType: company.type,
    creditCode: company.creditCode ?? '',
    approveStatus: company.approveStatus ?? '',
    contactName: contact?.contactName ?? '',
    contactPhone: contact?.contactPhone ?? '',
  };
}

export function companyProfile(db: Database, ctx: RequestContext): Promise<CompanyProfile> {
  requireCompanyAdmin(ctx);
  return db.tenant(ctx.tenantId, (tx) => readProfile(tx, ctx));
}

export function updateContact(db: Database, ctx: RequestContext, body: UpdateContactBody): Promise<CompanyProfile> {
  requireCompanyAdmin(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    await repo.saveContact(tx, ctx.tenantId, ctx.companyId, { ...body, updatedBy: ctx.userId });
    return readProfile(tx, ctx);
  });
}

export function joinRequestPage(db: Database, ctx: RequestContext, body: JoinRequestPageBody): Promise<Page<CompanyJoinRequest>> {
  requireCompanyAdmin(ctx);
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 20;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageCompanyRequests(tx, ctx.tenantId, ctx.companyId, { pageNum, pageSize, status: body.status });
    return {
      content: rows,
      totalElements: total,
      number: pageNum - 1,
      size: pageSize,
      totalPages: Math.ceil(total / pageSize),
      numberOfElements: rows.length,
    };
  });
}

/** Approving gives the applicant a position in the admin's company (none if one exists already). */
export function approveJoin(db: Database, ctx: RequestContext, body: ApproveJoinBody): Promise<CompanyJoinRequest> {
  requireCompanyAdmin(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const request = await repo.lockPendingRequest(tx, ctx.tenantId, ctx.companyId, body.id);
    if (!request) throw new DomainError('JOIN_REQUEST_NOT_FOUND');
    if (!(await repo.hasPosition(tx, ctx.tenantId, request.userId, ctx.companyId))) {
      await repo.insertPosition(tx, {
        tenantId: ctx.tenantId,
        userId: request.userId,
        companyId: ctx.companyId,
        positionName: body.positionName ?? DEFAULT_MEMBER_POSITION,
      });
    }
    await repo.decideRequest(tx, ctx.tenantId, request.id, { status: 'approved', decidedBy: ctx.userId });
    return (await repo.companyRequestById(tx, ctx.tenantId, ctx.companyId, request.id))!;
  });
}

export function rejectJoin(db: Database, ctx: RequestContext, body: RejectJoinBody): Promise<CompanyJoinRequest> {
  requireCompanyAdmin(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const request = await repo.lockPendingRequest(tx, ctx.tenantId, ctx.companyId, body.id);
    if (!request) throw new DomainError('JOIN_REQUEST_NOT_FOUND');
    await repo.decideRequest(tx, ctx.tenantId, request.id, { status: 'rejected', reason: body.reason, decidedBy: ctx.userId });
    return (await repo.companyRequestById(tx, ctx.tenantId, ctx.companyId, request.id))!;
  });
}

/** Code, name and type of companies by id, inside the caller's tenant transaction (mall-center parties). */
export async function companyCards(
  tx: Tx,
  tenantId: number,
  ids: number[],
): Promise<Map<number, { id: number; code: string; name: string; type: string }>> {
  const rows = await repo.companiesByIds(tx, tenantId, [...new Set(ids)]);
  return new Map(rows.map((c) => [c.id, { id: c.id, code: c.code, name: c.name, type: c.type }]));
}

export type CompanyRecord = {
  id: number;
  code: string;
  name: string;
  type: string;
  creditCode: string | null;
  approveStatus: string | null;
  enabled: boolean;
};
const recordOf = (c: repo.CompanyRow): CompanyRecord => ({
  id: c.id,
  code: c.code,
  name: c.name,
  type: c.type,
  creditCode: c.creditCode,
  approveStatus: c.approveStatus,
  enabled: c.enabled,
});

/** Companies by id with credit code and authentication state, inside the caller's transaction (the enterprise registry). */
export async function companyRecords(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, CompanyRecord>> {
  const rows = await repo.companiesByIds(tx, tenantId, [...new Set(ids)]);
  return new Map(rows.map((c) => [c.id, recordOf(c)]));
}

/** The tenant's company with this unified social credit code (any state), inside the caller's transaction. */
export async function companyByCreditCode(tx: Tx, tenantId: number, creditCode: string): Promise<CompanyRecord | undefined> {
  const found = await repo.companyWithCreditCode(tx, tenantId, creditCode);
  if (!found) return undefined;
  return (await companyRecords(tx, tenantId, [found.id])).get(found.id);
}

/** An enabled company of the tenant by its company code exactly (not its credit code). */
export async function companyIdByCode(tx: Tx, tenantId: number, code: string): Promise<number | undefined> {
  const row = await repo.findCompanyByCode(tx, tenantId, code);
  return row && row.code === code ? row.id : undefined;
}

/** The companies a session may manage in system setup: every company for the platform, else its own. */
export async function companyOptions(db: Database, ctx: RequestContext, body: CompanyOptionsBody): Promise<CompanyOption[]> {
  const keyword = body?.keyword?.replace(/[\\%_]/g, (c) => `\\${c}`) || undefined;
  const filter = { keyword, companyType: body?.companyType, onlyId: isPlatformSession(ctx) ? undefined : ctx.companyId };
  return db.tenant(ctx.tenantId, (tx) => repo.companyOptions(tx, ctx.tenantId, filter, COMPANY_OPTIONS_MAX));
}

/** For other modules' searches by a party's name: ids of the tenant's enabled companies whose name or code contains text. */
export async function companyIdsNamed(tx: Tx, tenantId: number, text: string, limit = 500): Promise<number[]> {
  const keyword = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return (await repo.companyOptions(tx, tenantId, { keyword }, limit)).map((c) => c.id);
}
