// The audit centre's lists for a session: waiting for my decision (in the session's company), decided
// by me, started by me, or every instance of the session's company (sys.examine holders only).
import {
  EXAMINE_BUSINESS,
  INSTANCE_STATUS_NAMES,
  type FlowStep,
  type InstanceItem,
  type QueryExamineListBody,
} from '@medportal/contracts/audit/examine.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { userNames } from '../../staff-center/access/approvers.service.js';
import { resourceCodesOf } from '../../staff-center/access/grants.service.js';
import { EXAMINE_MENU, itemOf } from './engine.service.js';
import { countByBusiness, listInstances, type ListScope } from './examine-list.repository.js';
import { companyNames } from './instances.repository.js';

type Count = { businessCode: string; businessName: string; count: number };

async function scopeOf(db: Database, ctx: RequestContext, scope: QueryExamineListBody['scope']): Promise<ListScope> {
  switch (scope) {
    case 'todo':
      return { kind: 'todo', userId: ctx.userId, companyId: ctx.companyId };
    case 'done':
    case 'mine':
      return { kind: scope, userId: ctx.userId };
    case 'company':
      if (ctx.companyId <= 0 || !(await resourceCodesOf(db, ctx)).has(EXAMINE_MENU)) {
        throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
      }
      return { kind: 'company', companyId: ctx.companyId };
  }
}

export async function examineList(db: Database, ctx: RequestContext, q: QueryExamineListBody): Promise<Page<InstanceItem>> {
  const scope = await scopeOf(db, ctx, q.scope);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await listInstances(tx, ctx.tenantId, scope, q, q.pageNum, q.pageSize);
    const names = await userNames(
      tx,
      ctx.tenantId,
      rows.map((r) => r.initiatorUserId),
    );
    const companies = await companyNames(
      tx,
      ctx.tenantId,
      rows.map((r) => r.initiatorCompanyId),
    );
    return {
      content: rows.map((r) =>
        itemOf(r, r.steps as FlowStep[], names.get(r.initiatorUserId) ?? '', companies.get(r.initiatorCompanyId) ?? ''),
      ),
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
    };
  });
}

/** Every business code in the catalogue's order, with the scope's count (0 included: the tabs stay put). */
async function countsOf(db: Database, ctx: RequestContext, scope: ListScope): Promise<Count[]> {
  const rows = await db.tenant(ctx.tenantId, (tx) => countByBusiness(tx, ctx.tenantId, scope));
  const byCode = new Map(rows.map((r) => [r.businessCode, r.n]));
  const known = Object.entries(EXAMINE_BUSINESS).map(([businessCode, businessName]) => ({
    businessCode,
    businessName,
    count: byCode.get(businessCode) ?? 0,
  }));
  // codes of later issues that are not in the catalogue yet still show, under their code
  const others = rows
    .filter((r) => !(r.businessCode in EXAMINE_BUSINESS))
    .map((r) => ({ businessCode: r.businessCode, businessName: r.businessCode, count: r.n }));
  return [...known, ...others];
}

export const myTodoCounts = (db: Database, ctx: RequestContext): Promise<Count[]> =>
  countsOf(db, ctx, { kind: 'todo', userId: ctx.userId, companyId: ctx.companyId });

export const myDoneCounts = (db: Database, ctx: RequestContext): Promise<Count[]> =>
  countsOf(db, ctx, { kind: 'done', userId: ctx.userId });

export const examineTags = () => ({
  businessCodes: Object.entries(EXAMINE_BUSINESS).map(([code, name]) => ({ code, name })),
  statuses: Object.entries(INSTANCE_STATUS_NAMES).map(([code, name]) => ({ code, name })),
});
