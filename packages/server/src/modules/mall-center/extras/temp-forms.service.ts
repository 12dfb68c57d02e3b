// Half-filled order forms kept per user and company (order/TS) and read back or dropped (order/getTS).
// Another user of the same company, another company or tenant never sees them.
import { TS_FORMS_PER_USER, type GetTsBody, type TsBody, type TsFormItem } from '@medportal/contracts/mall/extras.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyOf } from '../scope.js';
import * as repo from './temp-forms.repository.js';

const ownerOf = (ctx: RequestContext): repo.FormOwner => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx), userId: ctx.userId });

/** order/TS: replaces the form under the key; a new key beyond the per-user limit is refused. */
export function saveTempForm(db: Database, ctx: RequestContext, body: TsBody): Promise<{ tsKey: string; updatedAt: string }> {
  const owner = ownerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if ((await repo.otherKeyCount(tx, owner, body.tsKey)) >= TS_FORMS_PER_USER) throw new DomainError('TEMP_FORM_TOO_MANY');
    const updatedAt = await repo.upsertForm(tx, owner, body.tsKey, body.form);
    return { tsKey: body.tsKey, updatedAt: updatedAt.toISOString() };
  });
}

/** order/getTS: the stored form or null; with remove the row is deleted and what it held answered. */
export function tempForm(db: Database, ctx: RequestContext, q: GetTsBody): Promise<TsFormItem | null> {
  const owner = ownerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = q.remove ? await repo.deleteForm(tx, owner, q.tsKey) : await repo.findForm(tx, owner, q.tsKey);
    return row ? { tsKey: row.tsKey, form: row.form as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() } : null;
  });
}
