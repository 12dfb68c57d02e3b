// Helpers of every mall-center area: the acting company, ILIKE patterns, the Spring-style page.
import type { RequestContext } from '../../lib/request-context.js';
import { DomainError } from '../../lib/domain-error.js';

/** ILIKE pattern from user text: % and _ match themselves, not everything. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The session's company, or a business error: every mall-center call acts for one company. */
export const companyOf = (ctx: RequestContext): number => {
  if (ctx.companyId === 0) throw new DomainError('MALL_NO_COMPANY');
  return ctx.companyId;
};

export const pageOf = <T>(content: T[], total: number, pageNum: number, pageSize: number) => ({
  content,
  totalElements: total,
  number: pageNum - 1,
  size: pageSize,
  totalPages: Math.ceil(total / pageSize),
  numberOfElements: content.length,
});
