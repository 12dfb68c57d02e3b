// Company groups (/systemSetup/companyGroupManagement, /change, /set): a head company and its members (a
// company belongs to at most one group), and the data domains in which the head company's administrator
// sees the members' rows (groupMemberCompanyIds; the mall's order scope asks it for 'orders'). Platform
// only. Every change is audited and bumps the catalogue version, which keys the lookup's cache, so a
// change applies at every session's next request.
import { LRUCache } from 'lru-cache';
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  CompanyGroupGrantsBody,
  CompanyGroupPageBody,
  CompanyGroupRow,
  CompanyGroupSaveBody,
  CompanyGroupStatusBody,
  CompanyGroupUpdateBody,
  GroupCompany,
  GroupCompanyOption,
  GroupCompanyOptionsBody,
  GroupDataDomain,
} from '@medportal/contracts/system/company-groups.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isUniqueViolation, toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './company-groups.repository.js';

const cardOf = (c: repo.CompanyRecord): GroupCompany => ({ id: c.id, code: c.code, name: c.name, type: c.type });

async function rowsOf(tx: Tx, tenantId: number, groups: repo.GroupRecord[], clock: Clock): Promise<CompanyGroupRow[]> {
  const ids = groups.map((g) => g.id);
  const [members, grants] = await Promise.all([repo.membersOf(tx, tenantId, ids), repo.grantsOf(tx, tenantId, ids)]);
  const companyIds = [...new Set([...groups.map((g) => g.headCompanyId), ...[...members.values()].flat()])];
  const cards = new Map((await repo.companiesByIds(tx, tenantId, companyIds)).map((c) => [c.id, cardOf(c)]));
  const card = (id: number): GroupCompany => cards.get(id) ?? { id, code: '', name: '', type: '' };
  return groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    head: card(g.headCompanyId),
    members: (members.get(g.id) ?? [])
      .filter((id) => id !== g.headCompanyId)
      .map(card)
      .sort((a, b) => a.code.localeCompare(b.code)),
    domains: (grants.get(g.id) ?? []) as GroupDataDomain[],
    enabled: g.enabled,
    remark: g.remark,
    createTime: clock.text(g.createdAt),
  }));
}

const rowOf = async (tx: Tx, tenantId: number, group: repo.GroupRecord): Promise<CompanyGroupRow> =>
  (await rowsOf(tx, tenantId, [group], await tenantClockIn(tx, tenantId)))[0]!;

const snapshot = (r: CompanyGroupRow) => ({
  code: r.code,
  name: r.name,
  headCompany: r.head.name,
  members: r.members.map((m) => m.name),
  domains: r.domains,
  enabled: r.enabled,
  remark: r.remark,
});

export function groupPage(db: Database, ctx: RequestContext, body: CompanyGroupPageBody): Promise<Page<CompanyGroupRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const f = { name: body.name || undefined, code: body.code || undefined, enabled: body.enabled };
    const { rows, total } = await repo.pageGroups(tx, ctx.tenantId, f, (body.page - 1) * body.pageSize, body.pageSize);
    return toPage(await rowsOf(tx, ctx.tenantId, rows, await tenantClockIn(tx, ctx.tenantId)), total, body.page, body.pageSize);
  });
}

async function lockedGroup(tx: Tx, tenantId: number, id: number): Promise<repo.GroupRecord> {
  const group = await repo.findGroup(tx, tenantId, id, true);
  if (!group) throw new DomainError('COMPANY_GROUP_NOT_FOUND');
  return group;
}

export function groupDetail(db: Database, ctx: RequestContext, id: number): Promise<CompanyGroupRow> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = await repo.findGroup(tx, ctx.tenantId, id);
    if (!group) throw new DomainError('COMPANY_GROUP_NOT_FOUND');
    return rowOf(tx, ctx.tenantId, group);
  });
}

/** The group's companies (head first), each in the tenant and in no other group. */
async function checkedMembers(tx: Tx, tenantId: number, body: CompanyGroupSaveBody, groupId?: number): Promise<number[]> {
  const ids = [...new Set([body.headCompanyId, ...body.companyIds])];
  const found = new Map((await repo.companiesByIds(tx, tenantId, ids)).map((c) => [c.id, c]));
  if (!found.has(body.headCompanyId)) throw new DomainError('COMPANY_GROUP_HEAD_NOT_FOUND');
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new DomainError('COMPANY_GROUP_COMPANY_NOT_FOUND', `companyIds：企业 ${missing.slice(0, 10).join('、')} 不存在`);
  const taken = (await repo.groupsOfCompanies(tx, tenantId, ids)).filter((m) => m.groupId !== groupId);
  if (taken.length)
    throw new DomainError(
      'COMPANY_GROUP_MEMBER_TAKEN',
      `companyIds：${taken
        .slice(0, 5)
        .map((m) => `${found.get(m.companyId)!.name} 已属于集团 ${m.groupName}`)
        .join('；')}`,
    );
  return ids;
}

async function checkUnique(tx: Tx, tenantId: number, body: CompanyGroupSaveBody, groupId?: number) {
  const byCode = await repo.groupWith(tx, tenantId, 'code', body.code);
  if (byCode && byCode.id !== groupId) throw new DomainError('COMPANY_GROUP_CODE_TAKEN', `code：集团编码 ${body.code} 已存在`);
  const byName = await repo.groupWith(tx, tenantId, 'name', body.name);
  if (byName && byName.id !== groupId) throw new DomainError('COMPANY_GROUP_NAME_TAKEN', `name：集团名称 ${body.name} 已存在`);
}

// two saves racing past the checks meet the unique constraints
const raced = (err: unknown): never => {
  if (isUniqueViolation(err)) throw new DomainError('COMPANY_GROUP_MEMBER_TAKEN', '集团编码、名称或成员企业已被占用，请刷新后重试');
  throw err;
};

export async function saveGroup(db: Database, actor: AuditActor, body: CompanyGroupSaveBody): Promise<CompanyGroupRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db
    .tenant(ctx.tenantId, async (tx) => {
      await checkUnique(tx, ctx.tenantId, body);
      const members = await checkedMembers(tx, ctx.tenantId, body);
      const group = await repo.insertGroup(tx, {
        tenantId: ctx.tenantId,
        code: body.code,
        name: body.name,
        headCompanyId: body.headCompanyId,
        remark: body.remark ?? '',
      });
      await repo.replaceMembers(tx, ctx.tenantId, group.id, members);
      const row = await rowOf(tx, ctx.tenantId, group);
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'companyGroup',
        objectId: group.id,
        objectName: group.name,
        after: snapshot(row),
      });
      await bumpCatalogueVersion(tx, ctx.tenantId);
      return row;
    })
    .catch(raced);
}

export async function updateGroup(db: Database, actor: AuditActor, body: CompanyGroupUpdateBody): Promise<CompanyGroupRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db
    .tenant(ctx.tenantId, async (tx) => {
      const group = await lockedGroup(tx, ctx.tenantId, body.id);
      const before = await rowOf(tx, ctx.tenantId, group);
      await checkUnique(tx, ctx.tenantId, body, group.id);
      const members = await checkedMembers(tx, ctx.tenantId, body, group.id);
      await repo.updateGroup(tx, ctx.tenantId, group.id, {
        code: body.code,
        name: body.name,
        headCompanyId: body.headCompanyId,
        remark: body.remark ?? group.remark,
      });
      await repo.replaceMembers(tx, ctx.tenantId, group.id, members);
      const after = await rowOf(tx, ctx.tenantId, (await repo.findGroup(tx, ctx.tenantId, group.id))!);
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'companyGroup',
        objectId: group.id,
        objectName: after.name,
        before: snapshot(before),
        after: snapshot(after),
      });
      await bumpCatalogueVersion(tx, ctx.tenantId);
      return after;
    })
    .catch(raced);
}

export function setGroupStatus(db: Database, actor: AuditActor, body: CompanyGroupStatusBody): Promise<CompanyGroupRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = await lockedGroup(tx, ctx.tenantId, body.id);
    await repo.updateGroup(tx, ctx.tenantId, group.id, { enabled: body.enabled });
    await recordAudit(tx, actor, {
      action: body.enabled ? 'enable' : 'disable',
      objectType: 'companyGroup',
      objectId: group.id,
      objectName: group.name,
      before: { enabled: group.enabled },
      after: { enabled: body.enabled },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return rowOf(tx, ctx.tenantId, { ...group, enabled: body.enabled });
  });
}

export function deleteGroup(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = await lockedGroup(tx, ctx.tenantId, id);
    const before = await rowOf(tx, ctx.tenantId, group);
    await repo.deleteGroup(tx, ctx.tenantId, group.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'companyGroup',
      objectId: group.id,
      objectName: group.name,
      before: snapshot(before),
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

/** Replaces the data domains the head company's administrator sees across the members (/set). */
export function setGroupGrants(db: Database, actor: AuditActor, body: CompanyGroupGrantsBody): Promise<CompanyGroupRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = await lockedGroup(tx, ctx.tenantId, body.id);
    const before = (await repo.grantsOf(tx, ctx.tenantId, [group.id])).get(group.id) ?? [];
    const after = [...new Set(body.domains)].sort();
    await repo.replaceGrants(tx, ctx.tenantId, group.id, after);
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'companyGroup',
      objectId: group.id,
      objectName: group.name,
      before: { domains: before },
      after: { domains: after },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return rowOf(tx, ctx.tenantId, group);
  });
}

export function groupCompanyOptions(db: Database, ctx: RequestContext, body: GroupCompanyOptionsBody): Promise<GroupCompanyOption[]> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const options = await repo.companyOptions(tx, ctx.tenantId, body.keyword || undefined);
    const groups = new Map(
      (
        await repo.groupsOfCompanies(
          tx,
          ctx.tenantId,
          options.map((o) => o.id),
        )
      ).map((m) => [m.companyId, m]),
    );
    return options.map((o) => {
      const g = groups.get(o.id);
      return { ...o, groupName: g && g.groupId !== body.groupId ? g.groupName : null };
    });
  });
}

const memberCache = new LRUCache<string, Promise<number[]>>({ max: 5000 });

/**
 * The member companies (besides its own) whose rows of the domain the session sees through its company
 * group: the session's company heads an enabled group granting the domain. The caller decides whether
 * the session speaks for its whole company (an administrator, a company-wide data scope). Cached per
 * catalogue version, which every group change bumps.
 */
export function groupMemberCompanyIds(db: Database, ctx: RequestContext, domain: GroupDataDomain): Promise<number[]> {
  if (ctx.companyId <= 0) return Promise.resolve([]);
  const key = `${ctx.tenantId}:${ctx.companyId}:${domain}:${ctx.catalogueVersion}`;
  let hit = memberCache.get(key);
  if (!hit) {
    hit = db.tenant(ctx.tenantId, (tx) => repo.headedMembers(tx, ctx.tenantId, ctx.companyId, domain));
    hit.catch(() => memberCache.delete(key));
    memberCache.set(key, hit);
  }
  return hit;
}
