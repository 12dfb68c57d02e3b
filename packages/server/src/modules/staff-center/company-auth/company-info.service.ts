// The company's information (/company/info-manage/*): any member reads its own company's enterprise and
// financial information, the platform any company of the tenant; only the company's administrator saves
// (SC1338), each save recorded in the audit log with the values before and after. The name and credit
// code may change only while the company is not authenticated (approve_status '1' fixes them).
import type {
  CompanyInfoQuery,
  EnterpriseInfo,
  FinancialInfo,
  RegionOption,
  saveEnterpriseInfoBody,
  saveFinancialInfoBody,
} from '@medportal/contracts/staff/company-info.contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { areaPathOf, provinceCityTree } from '../../mall-center/areas/areas.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './company-info.repository.js';

type EnterpriseBody = z.output<typeof saveEnterpriseInfoBody>;
type FinancialBody = z.output<typeof saveFinancialInfoBody>;

export const APPROVED = '1';

/** The company a read is about: the session's own, or (platform only) the one named. */
function readTarget(ctx: RequestContext, q: CompanyInfoQuery): number {
  if (q.companyId !== undefined && q.companyId !== ctx.companyId) {
    requirePlatform(ctx);
    return q.companyId;
  }
  if (ctx.companyId <= 0) throw new DomainError('AUTH_NO_COMPANY');
  return ctx.companyId;
}

/** Saves are the administrator's of the session's own company. */
function requireAdmin(ctx: RequestContext): number {
  if (ctx.companyId <= 0) throw new DomainError('AUTH_NO_COMPANY');
  if (!ctx.isAdmin) throw new DomainError('FINANCIAL_NOT_ADMIN');
  return ctx.companyId;
}

const mayEdit = (ctx: RequestContext, companyId: number) => ctx.isAdmin && ctx.companyId === companyId;

const regionNameOf = (code: string): string =>
  code
    ? (areaPathOf(code)
        ?.map((a) => a.name)
        .join(' ') ?? '')
    : '';

async function companyOrFail(tx: Tx, tenantId: number, companyId: number) {
  const company = await repo.findCompany(tx, tenantId, companyId);
  if (!company) throw new DomainError('INFO_COMPANY_NOT_FOUND');
  return company;
}

async function readEnterprise(tx: Tx, ctx: RequestContext, companyId: number): Promise<EnterpriseInfo> {
  const company = await companyOrFail(tx, ctx.tenantId, companyId);
  const [contact, profile] = await Promise.all([repo.contactOf(tx, ctx.tenantId, companyId), repo.profileOf(tx, ctx.tenantId, companyId)]);
  return {
    companyId: company.id,
    companyName: company.name,
    companyCode: company.code,
    companyType: company.type,
    creditCode: company.creditCode ?? '',
    approveStatus: company.approveStatus ?? '',
    identityLocked: company.approveStatus === APPROVED,
    logoUrl: company.logoUrl ?? '',
    contactName: contact?.contactName ?? '',
    contactPhone: contact?.contactPhone ?? '',
    shortName: profile?.shortName ?? '',
    regionCode: profile?.regionCode ?? '',
    regionName: regionNameOf(profile?.regionCode ?? ''),
    address: profile?.address ?? '',
    businessScope: profile?.businessScope ?? '',
    website: profile?.website ?? '',
    intro: profile?.intro ?? '',
    updatedAt: profile?.updatedAt.toISOString() ?? null,
    editable: mayEdit(ctx, companyId),
  };
}

export const enterpriseInfo = (db: Database, ctx: RequestContext, q: CompanyInfoQuery): Promise<EnterpriseInfo> => {
  const companyId = readTarget(ctx, q);
  return db.tenant(ctx.tenantId, (tx) => readEnterprise(tx, ctx, companyId));
};

export async function saveEnterpriseInfo(db: Database, actor: AuditActor, body: EnterpriseBody): Promise<EnterpriseInfo> {
  const { ctx } = actor;
  const companyId = requireAdmin(ctx);
  if (body.regionCode && !areaPathOf(body.regionCode)) throw new DomainError('INFO_REGION_INVALID');
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await readEnterprise(tx, ctx, companyId);
    const name = body.companyName ?? before.companyName;
    const creditCode = body.creditCode ?? before.creditCode;
    const identityChanged = name !== before.companyName || creditCode !== before.creditCode;
    if (identityChanged) {
      if (before.identityLocked) throw new DomainError('INFO_IDENTITY_LOCKED');
      if (name !== before.companyName && (await repo.otherCompanyWith(tx, ctx.tenantId, companyId, 'name', name)))
        throw new DomainError('INFO_NAME_TAKEN');
      if (creditCode !== before.creditCode && (await repo.otherCompanyWith(tx, ctx.tenantId, companyId, 'creditCode', creditCode)))
        throw new DomainError('INFO_CREDIT_CODE_TAKEN');
      await repo.updateCompanyIdentity(tx, ctx.tenantId, companyId, { name, creditCode });
    }
    const fields: repo.ProfileFields = {
      shortName: body.shortName,
      regionCode: body.regionCode,
      address: body.address,
      businessScope: body.businessScope,
      website: body.website,
      intro: body.intro,
    };
    await repo.saveProfile(tx, ctx.tenantId, companyId, fields, ctx.userId);
    const after = await readEnterprise(tx, ctx, companyId);
    const pick = (i: EnterpriseInfo) => ({ companyName: i.companyName, creditCode: i.creditCode, ...pickProfile(i) });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'companyProfile',
      objectId: companyId,
      objectName: after.companyName,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}

const pickProfile = (i: EnterpriseInfo): repo.ProfileFields => ({
  shortName: i.shortName,
  regionCode: i.regionCode,
  address: i.address,
  businessScope: i.businessScope,
  website: i.website,
  intro: i.intro,
});

async function readFinancial(tx: Tx, ctx: RequestContext, companyId: number): Promise<FinancialInfo> {
  const company = await companyOrFail(tx, ctx.tenantId, companyId);
  const row = await repo.financialOf(tx, ctx.tenantId, companyId);
  return {
    companyId: company.id,
    companyName: company.name,
    saved: row !== undefined,
    invoiceTitle: row?.invoiceTitle ?? '',
    taxNo: row?.taxNo ?? '',
    bankName: row?.bankName ?? '',
    bankAccount: row?.bankAccount ?? '',
    invoiceAddress: row?.invoiceAddress ?? '',
    invoicePhone: row?.invoicePhone ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
    editable: mayEdit(ctx, companyId),
  };
}

export const financialInfo = (db: Database, ctx: RequestContext, q: CompanyInfoQuery): Promise<FinancialInfo> => {
  const companyId = readTarget(ctx, q);
  return db.tenant(ctx.tenantId, (tx) => readFinancial(tx, ctx, companyId));
};

const pickFinancial = (i: FinancialInfo): repo.FinancialFields => ({
  invoiceTitle: i.invoiceTitle,
  taxNo: i.taxNo,
  bankName: i.bankName,
  bankAccount: i.bankAccount,
  invoiceAddress: i.invoiceAddress,
  invoicePhone: i.invoicePhone,
});

export async function saveFinancialInfo(db: Database, actor: AuditActor, body: FinancialBody): Promise<FinancialInfo> {
  const { ctx } = actor;
  const companyId = requireAdmin(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await readFinancial(tx, ctx, companyId);
    await repo.saveFinancial(tx, ctx.tenantId, companyId, body, ctx.userId);
    const after = await readFinancial(tx, ctx, companyId);
    await recordAudit(tx, actor, {
      action: before.saved ? 'update' : 'create',
      objectType: 'companyFinancial',
      objectId: companyId,
      objectName: after.companyName,
      before: before.saved ? pickFinancial(before) : null,
      after: pickFinancial(after),
    });
    return after;
  });
}

/** Provinces and their cities for the region field. */
export const regionOptions = (): RegionOption[] => provinceCityTree();
