// Per-user column settings of a table, and which of its fields the session's roles may see or edit.
import type { AuthField, CustomTableSaveBody, TableSet } from '@medportal/contracts/staff/custom-table.contract';
import type { Database } from '../../../db/client.js';
import { deleteTableSet, findTableSet, listAuthFields, upsertTableSet } from './custom-table.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';

/** 0 hidden, 1 visible, 2 editable (spec 2 section 4). */
export const FIELD_VISIBLE = 1;
export const FIELD_EDITABLE = 2;

export const findCustomTable = (db: Database, ctx: RequestContext, tableNo: string): Promise<TableSet | null> =>
  findTableSet(db, ctx.tenantId, ctx.userId, tableNo);

export const saveCustomTable = (db: Database, ctx: RequestContext, body: CustomTableSaveBody): Promise<void> =>
  db.tenant(ctx.tenantId, (tx) =>
    upsertTableSet(tx, ctx.tenantId, ctx.userId, {
      tableNo: body.tableNo,
      customSet: body.customSet,
      pagePath: body.pagePath ?? null,
      interfaceUrl: body.interfaceUrl ?? null,
    }),
  );

export const resetCustomTable = async (db: Database, ctx: RequestContext, tableNo: string): Promise<void> => {
  await db.tenant(ctx.tenantId, (tx) => deleteTableSet(tx, ctx.tenantId, ctx.userId, tableNo));
};

/** Admins may edit every field; others get the highest status of their roles, visible when none is set. */
export async function authFields(db: Database, ctx: RequestContext, tableNo: string): Promise<AuthField[]> {
  const rows = await listAuthFields(db, ctx.tenantId, tableNo, ctx.isAdmin ? [] : ctx.roleIds);
  return rows.map((r) => ({
    fieldCode: r.fieldCode,
    fieldName: r.fieldName,
    fieldShow: ctx.isAdmin ? FIELD_EDITABLE : (r.maxStatus ?? FIELD_VISIBLE),
  }));
}
