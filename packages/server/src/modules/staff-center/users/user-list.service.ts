// The company user list of the UI kit: the session's company only, filtered, sorted and paged, with
// the field permissions of table 'userManagementList' applied HERE — a field the session's roles may
// not see (fieldShow 0) is removed from every row and from the export, not merely hidden in the browser.
// Phone numbers are masked (138****0000) like in every other list: nobody reads a colleague's full number.
// The company and the people come from userScopeOf (the platform's company picker, the data scope).
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  TABLE_NO_USER_LIST,
  USER_EXPORT_MAX_ROWS,
  USER_ROW_FIELDS,
  USER_STATUS_DISABLED,
  USER_STATUS_ENABLED,
  type MerchantUserExportBody,
  type MerchantUserPageBody,
  type MerchantUserRow,
  type UserRowField,
} from '@medportal/contracts/staff/merchant-user.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { maskPhone } from '../../../lib/phone.js';
import { authFields } from '../custom-table/custom-table.service.js';
import { resourceCodesOf } from '../access/grants.service.js';
import { userScopeOf, type UserScope } from './user-scope.service.js';
import { countCompanyUsers, pageCompanyUsers, type UserListFilter, type UserListRow, type UserListSort } from './user-list.repository.js';

/** Column titles for fields the tenant has not registered in table_auth_fields. */
const DEFAULT_TITLES: Record<UserRowField, string> = {
  userName: '用户名',
  realName: '姓名',
  phone: '手机号',
  email: '邮箱',
  companyName: '所属企业',
  deptName: '所属部门',
  dutyName: '岗位',
  roleNames: '角色',
  status: '状态',
  createTime: '创建时间',
  lastLoginTime: '最后登录时间',
};

export type VisibleField = { field: UserRowField; title: string };

/**
 * The row fields the session may see, in row order, titled with the authority's fieldName. A field the
 * tenant has not registered for the table is not limited by any permission.
 */
export async function visibleUserFields(db: Database, ctx: RequestContext): Promise<VisibleField[]> {
  const auth = new Map((await authFields(db, ctx, TABLE_NO_USER_LIST)).map((a) => [a.fieldCode, a]));
  return USER_ROW_FIELDS.flatMap((field) => {
    const a = auth.get(field);
    if (!a) return [{ field, title: DEFAULT_TITLES[field] }];
    return a.fieldShow === 0 ? [] : [{ field, title: a.fieldName }];
  });
}

type Filters = MerchantUserExportBody;

const STATUS_OF = { '1': 'enabled', '0': 'disabled', '2': 'locked' } as const;

/** Filters and sort on a hidden field are dropped: otherwise they would reveal its values by probing. */
// Times are shown and filtered on the tenant's clock (range end exclusive).
function queryOf(body: Filters, visible: Set<UserRowField>, clock: Clock): { filter: UserListFilter; sort: UserListSort } {
  const allowed = (f: UserRowField) => visible.has(f);
  const filter: UserListFilter = {
    userName: allowed('userName') ? body.userName || undefined : undefined,
    realName: allowed('realName') ? body.realName || undefined : undefined,
    phone: allowed('phone') ? body.phone || undefined : undefined,
    status: !allowed('status') || body.status === undefined ? undefined : STATUS_OF[body.status],
    departmentId: allowed('deptName') ? body.departmentId : undefined,
    roleId: allowed('roleNames') ? body.roleId : undefined,
    createdFrom: allowed('createTime') ? clock.from(body.createTimeStart) : undefined,
    createdTo: allowed('createTime') ? clock.to(body.createTimeEnd) : undefined,
  };
  const column = body.sortField && allowed(body.sortField) ? body.sortField : 'createTime';
  const descending = body.sortField && allowed(body.sortField) ? body.sortOrder === 'descend' : true;
  return { filter, sort: { column, descending } };
}

function rowOf(r: UserListRow, visible: Set<UserRowField>, clock: Clock): MerchantUserRow {
  const all: Record<UserRowField, unknown> = {
    userName: r.userName,
    realName: r.realName,
    phone: maskPhone(r.phone),
    email: r.email,
    companyName: r.companyName,
    deptName: r.deptName,
    dutyName: r.dutyName,
    roleNames: r.roleNames,
    status: r.status === 'enabled' ? USER_STATUS_ENABLED : USER_STATUS_DISABLED,
    createTime: clock.text(r.createdAt),
    lastLoginTime: clock.textOrNull(r.lastLoginAt),
  };
  const row: MerchantUserRow = { id: r.id, isAdmin: r.isAdmin };
  for (const f of USER_ROW_FIELDS) if (visible.has(f)) (row as Record<string, unknown>)[f] = all[f];
  if (visible.has('status')) row.locked = r.locked;
  return row;
}

/**
 * The scope of the list: without the user-management menu (the UI kit's demo pages call this list for
 * any session) a session sees its own row only, with its field permissions applied.
 */
async function listScope(db: Database, ctx: RequestContext, companyId: number | undefined): Promise<UserScope | null> {
  if (ctx.companyId <= 0 && companyId === undefined) return null;
  const granted = (await resourceCodesOf(db, ctx)).has('sys.user');
  return userScopeOf(db, ctx, companyId, { viewerOnly: !granted });
}

export async function pageUsers(db: Database, ctx: RequestContext, body: MerchantUserPageBody): Promise<Page<MerchantUserRow>> {
  const empty = { content: [], totalElements: 0, number: body.page - 1, size: body.pageSize, totalPages: 0, numberOfElements: 0 };
  const scope = await listScope(db, ctx, body.companyId);
  if (!scope) return empty;
  const visible = new Set((await visibleUserFields(db, ctx)).map((v) => v.field));
  const clock = await tenantClock(db, ctx.tenantId);
  const { filter, sort } = queryOf(body, visible, clock);
  filter.userIds = scope.userIds;
  const [total, rows] = await Promise.all([
    countCompanyUsers(db, ctx.tenantId, scope.companyId, filter),
    pageCompanyUsers(db, ctx.tenantId, scope.companyId, filter, sort, (body.page - 1) * body.pageSize, body.pageSize),
  ]);
  return {
    content: rows.map((r) => rowOf(r, visible, clock)),
    totalElements: total,
    number: body.page - 1,
    size: body.pageSize,
    totalPages: Math.ceil(total / body.pageSize),
    numberOfElements: rows.length,
  };
}

/** '用户列表-YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const exportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `用户列表-${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** The export workbook: one sheet, the visible fields as columns with the authority's titles. */
export async function exportUsers(db: Database, ctx: RequestContext, body: Filters): Promise<Buffer> {
  const scope = await listScope(db, ctx, body.companyId);
  const fields = scope ? await visibleUserFields(db, ctx) : [];
  const visible = new Set(fields.map((v) => v.field));
  const clock = await tenantClock(db, ctx.tenantId);
  const { filter, sort } = queryOf(body, visible, clock);
  let rows: UserListRow[] = [];
  if (scope) {
    filter.userIds = scope.userIds;
    const total = await countCompanyUsers(db, ctx.tenantId, scope.companyId, filter);
    if (total > USER_EXPORT_MAX_ROWS) throw new DomainError('USER_EXPORT_TOO_MANY');
    rows = await pageCompanyUsers(db, ctx.tenantId, scope.companyId, filter, sort, 0, USER_EXPORT_MAX_ROWS);
  }
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('用户列表');
  sheet.columns = fields.map((f) => ({
    header: f.title,
    key: f.field,
    width: f.field === 'companyName' || f.field === 'roleNames' ? 32 : 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(rowOf(r, visible, clock));
  return Buffer.from(await book.xlsx.writeBuffer());
}
