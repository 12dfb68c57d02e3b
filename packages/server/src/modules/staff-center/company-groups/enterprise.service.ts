// The tenant's companies with the auth groups attached to each and the apps and menus those yield
// (/systemSetup/enterprise), one company's grant tree where the platform attaches and detaches auth groups
// (/newmenuList). A change is audited and bumps the catalogue version, so the company's sessions get the
// new menus at their next request. Platform only.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  AuthGroupListBody,
  AuthGroupListItem,
  AuthGroupRef,
  CompanyAuthGroupsBody,
  EnterpriseExportBody,
  EnterpriseGrants,
  EnterprisePageBody,
  EnterpriseRow,
} from '@medportal/contracts/system/company-groups.contract';
import { APPROVE_STATUS } from '@medportal/contracts/staff/company-auth-rules';
import { COMPANY_AUTH_TYPE_NAMES } from '@medportal/contracts/staff/company-auth-rules';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyTree, toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './company-groups.repository.js';

export const ENTERPRISE_EXPORT_MAX_ROWS = 10_000;

type ApproveKey = EnterpriseRow['approveStatus'];
const APPROVE_KEYS = Object.fromEntries(Object.entries(APPROVE_STATUS).map(([k, v]) => [v, k])) as Record<string, ApproveKey>;
const approveKeyOf = (value: string | null): ApproveKey => APPROVE_KEYS[value ?? ''] ?? 'none';
const APPROVE_NAMES: Record<ApproveKey, string> = { none: '未认证', approved: '已认证', rejected: '已驳回', pending: '审核中' };

const filterOf = (body: EnterpriseExportBody): repo.CompanyFilter => ({
  name: body.name || undefined,
  code: body.code || undefined,
  creditCode: body.creditCode || undefined,
  type: body.type,
  approveStatus: body.approveStatus === undefined ? undefined : APPROVE_STATUS[body.approveStatus],
});

const refOf = (g: repo.CompanyGroupLink): AuthGroupRef => ({ id: g.id, name: g.name, enabled: g.enabled, approved: g.approved });

async function rowsOf(tx: Tx, tenantId: number, list: repo.CompanyRecord[], clock: Clock): Promise<EnterpriseRow[]> {
  const ids = list.map((c) => c.id);
  const [groups, granted] = await Promise.all([repo.authGroupsOf(tx, tenantId, ids), repo.grantedApps(tx, tenantId, ids)]);
  return list.map((c) => {
    const apps = granted.filter((a) => a.companyId === c.id);
    return {
      id: c.id,
      code: c.code,
      name: c.name,
      type: c.type,
      creditCode: c.creditCode ?? '',
      approveStatus: approveKeyOf(c.approveStatus),
      enabled: c.enabled,
      authGroups: groups.filter((g) => g.companyId === c.id).map(refOf),
      appNames: apps.map((a) => a.appName),
      menuCount: apps.reduce((n, a) => n + a.menus, 0),
      createTime: clock.text(c.createdAt),
    };
  });
}

export function enterprisePage(db: Database, ctx: RequestContext, body: EnterprisePageBody): Promise<Page<EnterpriseRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageCompanies(tx, ctx.tenantId, filterOf(body), (body.page - 1) * body.pageSize, body.pageSize);
    return toPage(await rowsOf(tx, ctx.tenantId, rows, await tenantClockIn(tx, ctx.tenantId)), total, body.page, body.pageSize);
  });
}

/** The list as an xlsx workbook (one row per company). */
export async function exportEnterprises(db: Database, ctx: RequestContext, body: EnterpriseExportBody): Promise<Buffer> {
  requirePlatform(ctx);
  const rows = await db.tenant(ctx.tenantId, async (tx) => {
    const f = filterOf(body);
    if ((await repo.countCompanies(tx, ctx.tenantId, f)) > ENTERPRISE_EXPORT_MAX_ROWS) throw new DomainError('ENTERPRISE_EXPORT_TOO_MANY');
    const { rows: list } = await repo.pageCompanies(tx, ctx.tenantId, f, 0, ENTERPRISE_EXPORT_MAX_ROWS);
    return rowsOf(tx, ctx.tenantId, list, await tenantClockIn(tx, ctx.tenantId));
  });
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('企业应用授权');
  sheet.columns = [
    { header: '企业编码', key: 'code', width: 12 },
    { header: '企业名称', key: 'name', width: 36 },
    { header: '企业类型', key: 'type', width: 18 },
    { header: '统一社会信用代码', key: 'creditCode', width: 22 },
    { header: '认证状态', key: 'approveStatus', width: 10 },
    { header: '状态', key: 'enabled', width: 8 },
    { header: '授权组', key: 'authGroups', width: 40 },
    { header: '已授权应用', key: 'appNames', width: 40 },
    { header: '菜单数', key: 'menuCount', width: 8 },
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      ...r,
      type: COMPANY_AUTH_TYPE_NAMES[r.type] ?? (r.type === 'MM' ? '平台运营方' : r.type),
      approveStatus: APPROVE_NAMES[r.approveStatus],
      enabled: r.enabled ? '启用' : '停用',
      authGroups: r.authGroups.map((g) => g.name).join('、'),
      appNames: r.appNames.join('、'),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function authGroupList(db: Database, ctx: RequestContext, body: AuthGroupListBody): Promise<AuthGroupListItem[]> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, (tx) => repo.listAuthGroups(tx, ctx.tenantId, body.name || undefined));
}

async function companyIn(tx: Tx, tenantId: number, companyId: number): Promise<repo.CompanyRecord> {
  const company = await repo.findCompany(tx, tenantId, companyId);
  if (!company) throw new DomainError('ENTERPRISE_NOT_FOUND');
  return company;
}

async function grantsOfCompany(tx: Tx, tenantId: number, company: repo.CompanyRecord): Promise<EnterpriseGrants> {
  const [groups, { tree }] = await Promise.all([repo.authGroupsOf(tx, tenantId, [company.id]), companyTree(tx, tenantId, company.id)]);
  return {
    company: { id: company.id, code: company.code, name: company.name, type: company.type },
    authGroups: groups.map(refOf),
    tree,
  };
}

/** authGroup/listAuthGroupByCompany: the company's auth groups and the apps, menus and buttons they yield. */
export function enterpriseGrants(db: Database, ctx: RequestContext, companyId: number): Promise<EnterpriseGrants> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => grantsOfCompany(tx, ctx.tenantId, await companyIn(tx, ctx.tenantId, companyId)));
}

/** Attaches and detaches auth groups so that the company holds exactly these. */
export function setCompanyAuthGroups(db: Database, actor: AuditActor, body: CompanyAuthGroupsBody): Promise<EnterpriseGrants> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyIn(tx, ctx.tenantId, body.companyId);
    const wanted = [...new Set(body.groupIds)].sort((a, b) => a - b);
    const found = new Map((await repo.authGroupsByIds(tx, ctx.tenantId, wanted)).map((g) => [g.id, g.name]));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length)
      throw new DomainError('ENTERPRISE_AUTH_GROUP_NOT_FOUND', `groupIds：授权组 ${missing.slice(0, 10).join('、')} 不存在`);
    const before = await repo.authGroupsOf(tx, ctx.tenantId, [company.id]);
    await repo.replaceCompanyAuthGroups(tx, ctx.tenantId, company.id, wanted);
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'companyAuthGroups',
      objectId: company.id,
      objectName: company.name,
      objectCompanyId: company.id,
      before: { groupIds: before.map((g) => g.id), names: before.map((g) => g.name) },
      after: { groupIds: wanted, names: wanted.map((id) => found.get(id)!) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return grantsOfCompany(tx, ctx.tenantId, company);
  });
}
