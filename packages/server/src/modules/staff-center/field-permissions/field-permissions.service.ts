// Field permissions (0 hidden, 1 visible, 2 editable) per business code and role of the caller's
// company: configured by company admins, read by every screen through the part-permission call.
//
// No cache eviction on save: neither the session cache (user, company, role ids) nor the granted-menu
// cache holds field permissions; authFields and menuList read them from the database on every call,
// so a save is effective for every replica on its next request.
import type {
  FieldPermissionSaveBody,
  MenuItem,
  PermissionField,
  RolePermission,
} from '@medportal/contracts/staff/field-permission.contract';
import { FIELD_VISIBLE } from '@medportal/contracts/staff/field-permission.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { authFields } from '../custom-table/custom-table.service.js';
import { listRoles } from '../org/org.service.js';
import { findCompanyRole, listFields, listStatuses, upsertStatuses } from './field-permissions.repository.js';

const requireAdmin = (ctx: RequestContext) => {
  if (!ctx.isAdmin || ctx.companyId <= 0) throw new DomainError('FIELD_PERMISSION_DENIED');
};

export async function listFieldPermissions(
  db: Database,
  ctx: RequestContext,
  businessCode: string,
): Promise<{ businessCode: string; fields: PermissionField[]; roles: RolePermission[] }> {
  requireAdmin(ctx);
  const roles = await listRoles(db, ctx);
  const { fields, statuses } = await db.tenant(ctx.tenantId, async (tx) => ({
    fields: await listFields(tx, ctx.tenantId, businessCode),
    statuses: await listStatuses(
      tx,
      ctx.tenantId,
      businessCode,
      roles.map((r) => r.roleId),
    ),
  }));
  const saved = new Map(statuses.map((s) => [`${s.roleId}:${s.fieldCode}`, s.status]));
  return {
    businessCode,
    fields,
    roles: roles.map((r) => ({
      roleId: r.roleId,
      roleName: r.roleName,
      roleCode: r.roleCode,
      fields: Object.fromEntries(fields.map((f) => [f.fieldCode, saved.get(`${r.roleId}:${f.fieldCode}`) ?? FIELD_VISIBLE])),
    })),
  };
}

/** Saves the given fields of one role in one transaction; fields not named keep their status. */
export async function saveFieldPermissions(db: Database, ctx: RequestContext, body: FieldPermissionSaveBody): Promise<void> {
  requireAdmin(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    if (!(await findCompanyRole(tx, ctx.tenantId, ctx.companyId, body.roleId))) throw new DomainError('ROLE_NOT_FOUND');
    const known = new Set((await listFields(tx, ctx.tenantId, body.businessCode)).map((f) => f.fieldCode));
    if (known.size === 0) throw new DomainError('BUSINESS_CODE_UNKNOWN');
    const unknown = body.fields.find((f) => !known.has(f.fieldCode));
    if (unknown) throw new DomainError('BAD_REQUEST', `fields.fieldCode：字段编码 ${unknown.fieldCode} 不存在`, { httpStatus: 400 });
    // the last entry wins when a field is named twice
    const byCode = new Map(body.fields.map((f) => [f.fieldCode, f.status]));
    await upsertStatuses(
      tx,
      ctx.tenantId,
      body.businessCode,
      body.roleId,
      [...byCode].map(([fieldCode, status]) => ({ fieldCode, status })),
    );
  });
}

/**
 * The part permission of a screen for the session user: every registered field of the business code
 * with the highest status over the user's roles (admins 2, a field without a saved row 1).
 */
export async function partPermission(
  db: Database,
  ctx: RequestContext,
  businessCode: string,
  localUserId: number | string,
): Promise<MenuItem[]> {
  if (String(localUserId) !== String(ctx.userId)) throw new DomainError('PART_PERMISSION_USER_MISMATCH');
  const fields = await authFields(db, ctx, businessCode);
  return fields.map((f) => ({ menuKey: f.fieldCode, menuStatus: f.fieldShow }));
}

/**
 * One role's status per registered field of a business code (system setup's role screen; the caller
 * has checked the role belongs to the company it manages). A field without a saved row reads 1.
 */
export async function roleFieldStatuses(
  tx: Tx,
  tenantId: number,
  roleId: number,
  businessCode: string,
): Promise<{ fieldCode: string; fieldName: string; status: number }[]> {
  const fields = await listFields(tx, tenantId, businessCode);
  const saved = new Map((await listStatuses(tx, tenantId, businessCode, [roleId])).map((s) => [s.fieldCode, s.status]));
  return fields.map((f) => ({ fieldCode: f.fieldCode, fieldName: f.fieldName, status: saved.get(f.fieldCode) ?? FIELD_VISIBLE }));
}

/** Saves the named fields of one role (inside the caller's transaction); unknown codes are refused. */
export async function setRoleFieldStatuses(
  tx: Tx,
  tenantId: number,
  roleId: number,
  businessCode: string,
  fields: { fieldCode: string; status: number }[],
): Promise<void> {
  const known = new Set((await listFields(tx, tenantId, businessCode)).map((f) => f.fieldCode));
  if (known.size === 0) throw new DomainError('BUSINESS_CODE_UNKNOWN');
  const unknown = fields.find((f) => !known.has(f.fieldCode));
  if (unknown) throw new DomainError('BAD_REQUEST', `fields.fieldCode：字段编码 ${unknown.fieldCode} 不存在`, { httpStatus: 400 });
  const byCode = new Map(fields.map((f) => [f.fieldCode, f.status]));
  await upsertStatuses(
    tx,
    tenantId,
    businessCode,
    roleId,
    [...byCode].map(([fieldCode, status]) => ({ fieldCode, status })),
  );
}
