// Configuration by keys and a company's custom configuration. The company is the session's: a body
// or query may name it (the old client does) or ask for tenant defaults only (0), never another company.
import type { GetByKeysBody } from '@medportal/contracts/config/config.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { companyEntries, valuesByKeys } from './config.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';


export const CUSTOM_BUSINESS_CODE = 'custom';

export async function configByKeys(db: Database, ctx: RequestContext, body: GetByKeysBody): Promise<Record<string, string | null>> {
  const requested = body.companyId ?? ctx.companyId;
  if (requested !== 0 && requested !== ctx.companyId) throw new DomainError('FORBIDDEN');
  const keys = [...new Set(body.keys)];
  const found = await valuesByKeys(db, ctx.tenantId, {
    businessCode: body.businessCode, companyId: Math.max(requested, 0), groupId: body.groupId, keys,
  });
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? null]));
}

const ABSENT = new Set(['', 'null', 'undefined']);

export async function customConfig(db: Database, ctx: RequestContext, companyId: string | undefined): Promise<Record<string, string>> {
  if (companyId !== undefined && !ABSENT.has(companyId) && Number(companyId) !== ctx.companyId) throw new DomainError('FORBIDDEN');
  if (ctx.companyId <= 0) return {};
  return Object.fromEntries(await companyEntries(db, ctx.tenantId, CUSTOM_BUSINESS_CODE, ctx.companyId));
}
