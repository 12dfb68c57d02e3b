// SQL of the field-permission configuration: the registered fields of a business code (table_auth_fields,
// whose table_no is the business code or table number) and the saved status per role and field.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { fieldPermissions, roles, tableAuthFields } from '../access/access.table.js';

export const listFields = (tx: Tx, tenantId: number, businessCode: string) =>
  tx
    .select({ fieldCode: tableAuthFields.fieldCode, fieldName: tableAuthFields.fieldName, sort: tableAuthFields.sort })
    .from(tableAuthFields)
    .where(and(eq(tableAuthFields.tenantId, tenantId), eq(tableAuthFields.tableNo, businessCode)))
    .orderBy(asc(tableAuthFields.sort), asc(tableAuthFields.id));

export const listStatuses = (tx: Tx, tenantId: number, businessCode: string, roleIds: number[]) =>
  roleIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ roleId: fieldPermissions.roleId, fieldCode: fieldPermissions.fieldCode, status: fieldPermissions.status })
        .from(fieldPermissions)
        .where(
          and(
            eq(fieldPermissions.tenantId, tenantId),
            eq(fieldPermissions.businessCode, businessCode),
            inArray(fieldPermissions.roleId, roleIds),
          ),
        );

/** The role when it belongs to the company (locked against a concurrent delete while saving). */
export const findCompanyRole = async (tx: Tx, tenantId: number, companyId: number, roleId: number) =>
  (
    await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.id, roleId)))
      .for('update')
  )[0];

export async function upsertStatuses(
  tx: Tx,
  tenantId: number,
  businessCode: string,
  roleId: number,
  fields: { fieldCode: string; status: number }[],
) {
  await tx
    .insert(fieldPermissions)
    .values(fields.map((f) => ({ tenantId, businessCode, roleId, fieldCode: f.fieldCode, status: f.status })))
    .onConflictDoUpdate({
      target: [fieldPermissions.tenantId, fieldPermissions.businessCode, fieldPermissions.roleId, fieldPermissions.fieldCode],
      set: { status: sql`excluded.status` },
    });
}
