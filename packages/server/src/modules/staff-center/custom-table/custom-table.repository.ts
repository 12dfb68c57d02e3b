// SQL of custom_table_settings, and the authorised-field read of a table (table_auth_fields with
// the field_permissions whose business code is the table number).
import { and, eq, sql } from 'drizzle-orm';
import type { TableSet } from '@medportal/contracts/staff/custom-table.contract';
import type { Database, Tx } from '../../../db/client.js';
import { customTableSettings } from './custom-table.table.js';

/** Hot path: one round trip. */
export async function findTableSet(db: Database, tenantId: number, userId: number, tableNo: string): Promise<TableSet | null> {
  const rows = await db.callTenantFunction('app_custom_table_find', [tenantId, userId, tableNo]);
  const r = rows[0];
  if (!r) return null;
  return {
    tableNo: String(r['table_no']),
    customSet: String(r['custom_set']),
    pagePath: (r['page_path'] as string | null) ?? null,
    interfaceUrl: (r['interface_url'] as string | null) ?? null,
  };
}

export async function upsertTableSet(tx: Tx, tenantId: number, userId: number, set: TableSet): Promise<void> {
  await tx
    .insert(customTableSettings)
    .values({ tenantId, userId, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [customTableSettings.tenantId, customTableSettings.userId, customTableSettings.tableNo],
      set: { customSet: set.customSet, pagePath: set.pagePath, interfaceUrl: set.interfaceUrl, updatedAt: new Date() },
    });
}

export async function deleteTableSet(tx: Tx, tenantId: number, userId: number, tableNo: string): Promise<number> {
  const deleted = await tx
    .delete(customTableSettings)
    .where(
      and(eq(customTableSettings.tenantId, tenantId), eq(customTableSettings.userId, userId), eq(customTableSettings.tableNo, tableNo)),
    )
    .returning({ tableNo: customTableSettings.tableNo });
  return deleted.length;
}

export type AuthFieldRow = { fieldCode: string; fieldName: string; maxStatus: number | null };

/** The table's authorised fields, each with the highest permission status among the given roles (null: none set). */
export async function listAuthFields(db: Database, tenantId: number, tableNo: string, roleIds: number[]): Promise<AuthFieldRow[]> {
  const roles =
    roleIds.length > 0
      ? sql.join(
          roleIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`NULL`;
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT f.field_code, f.field_name,
           (SELECT max(p.status) FROM field_permissions p
             WHERE p.tenant_id = f.tenant_id AND p.business_code = f.table_no AND p.field_code = f.field_code
               AND p.role_id IN (${roles})) AS max_status
      FROM table_auth_fields f
     WHERE f.tenant_id = ${tenantId} AND f.table_no = ${tableNo}
     ORDER BY f.sort, f.id`,
  );
  return rows.map((r) => ({
    fieldCode: String(r['field_code']),
    fieldName: String(r['field_name']),
    maxStatus: r['max_status'] === null || r['max_status'] === undefined ? null : Number(r['max_status']),
  }));
}
