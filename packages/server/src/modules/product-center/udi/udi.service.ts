// udi/parse: the parsed code (udi-parser.ts, with the tenant's today for two-digit years) and the product
// or packaging level whose UDI-DI it carries, with its certificate — only a product the session may see:
// one of the tenant that is approved and enabled (what buyers see), its manufacturer's own, or any for the
// platform. An MA code's DI ('MA.156.M0…') is answered without a product: UDI-DIs are kept as GTIN-14.
import type { UdiParseAnswer, UdiParseBody } from '@medportal/contracts/product/udi.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { parseUdi, UdiParseError, type ParsedUdi } from './udi-parser.js';
import * as repo from './udi.repository.js';

const GTIN14 = /^[0-9]{14}$/;

function parsed(code: string, today: string): ParsedUdi {
  try {
    return parseUdi(code, today);
  } catch (e) {
    if (e instanceof UdiParseError) throw new DomainError(e.key, e.message);
    throw e;
  }
}

const visible = (ctx: RequestContext, product: repo.DiProduct): boolean =>
  isPlatformSession(ctx) || product.manufacturerCompanyId === ctx.companyId || (product.approvedAt !== null && product.enabled);

/** udi/parse. */
export const parseUdiCode = (db: Database, ctx: RequestContext, body: UdiParseBody): Promise<UdiParseAnswer> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const udi = parsed(body.code, await tenantTodayIn(tx, ctx.tenantId));
    const found = GTIN14.test(udi.di) ? await repo.productOfDi(tx, ctx.tenantId, udi.di) : undefined;
    const product = found && visible(ctx, found) ? found : undefined;
    const certificate = product?.certificateId ? await repo.certificateById(tx, ctx.tenantId, product.certificateId) : undefined;
    return {
      ...udi,
      product: product
        ? { id: product.id, code: product.code, name: product.name, specification: product.specification, level: product.level }
        : null,
      certificate: certificate ?? null,
    };
  });
