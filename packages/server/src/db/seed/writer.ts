// Writes one tenant's demo declaration inside the caller's transaction, table by table, in batches.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  agreementSignatures,
  agreements,
  authGroupCompanies,
  authGroupResources,
  authGroups,
  companies,
  companyRelations,
  configEntries,
  customerServiceEntries,
  defaultRoleGrants,
  defaultRoles,
  duties,
  fieldPermissions,
  organizations,
  positionRoles,
  positions,
  roleGrants,
  roles,
  tableAuthFields,
  tenantSettings,
  users,
} from '../schema.js';
import { bumpCatalogueVersion } from '../../modules/staff-center/access/catalogue.sync.js';
import { loadPicker } from './picker.js';
import type { DepartmentSeed, TenantSeed } from './types.js';

export type PasswordHashes = Record<'Demo1234' | 'Other5678', string>;

/** Looks a key up or fails with a message naming the bad reference in the declaration. */
const need = <V>(map: Map<string, V>, key: string, what: string): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} '${key}'`);
  return value;
};

const uniqueMap = <V>(entries: [string, V][], what: string): Map<string, V> => {
  const map = new Map<string, V>();
  for (const [k, v] of entries) {
    if (map.has(k)) throw new Error(`demo seed: duplicate ${what} '${k}'`);
    map.set(k, v);
  }
  return map;
};

export async function writeTenant(tx: Tx, tenantId: number, seed: TenantSeed, hashes: PasswordHashes): Promise<void> {
  const picker = await loadPicker(tx, tenantId);

  const companyRows = await tx
    .insert(companies)
    .values(
      seed.companies.map((c) => ({
        tenantId,
        code: c.code,
        name: c.name,
        type: c.type,
        creditCode: c.creditCode,
        approveStatus: c.approveStatus,
      })),
    )
    .returning({ id: companies.id, code: companies.code, type: companies.type });
  const companyId = uniqueMap(
    companyRows.map((c) => [c.code, c.id]),
    'company code',
  );
  const company = (code: string) => need(companyId, code, 'company');

  if (seed.relations.length) {
    await tx.insert(companyRelations).values(
      seed.relations.map((r) => ({
        tenantId,
        fromCompanyId: company(r.from),
        toCompanyId: company(r.to),
        relationType: r.type,
        enabled: r.enabled ?? true,
      })),
    );
  }

  // departments level by level, so each level knows its parents' ids
  const orgId = new Map<string, number>();
  let level = companyRows.flatMap((c) =>
    seed.templates[c.type as keyof TenantSeed['templates']].departments.map((d) => ({
      companyId: c.id,
      parentId: null as number | null,
      dept: d,
    })),
  );
  while (level.length) {
    const rows = await tx
      .insert(organizations)
      .values(level.map((l, i) => ({ tenantId, companyId: l.companyId, parentId: l.parentId, name: l.dept.name, sort: i + 1 })))
      .returning({ id: organizations.id, companyId: organizations.companyId, name: organizations.name });
    for (const r of rows) {
      const key = `${r.companyId}:${r.name}`;
      if (orgId.has(key)) throw new Error(`demo seed: duplicate department '${r.name}'`);
      orgId.set(key, r.id);
    }
    level = level.flatMap((l) =>
      (l.dept.children ?? []).map((d: DepartmentSeed) => ({
        companyId: l.companyId,
        parentId: orgId.get(`${l.companyId}:${l.dept.name}`)!,
        dept: d,
      })),
    );
  }

  const dutyRows = await tx
    .insert(duties)
    .values(
      companyRows.flatMap((c) =>
        seed.templates[c.type as keyof TenantSeed['templates']].duties.map((name) => ({ tenantId, companyId: c.id, name })),
      ),
    )
    .returning({ id: duties.id, companyId: duties.companyId, name: duties.name });
  const dutyId = uniqueMap(
    dutyRows.map((d) => [`${d.companyId}:${d.name}`, d.id]),
    'duty',
  );

  // auth groups: what the platform grants each company type
  const groupRows = await tx
    .insert(authGroups)
    .values(seed.authGroups.map((g) => ({ tenantId, name: g.name, companyType: g.companyType })))
    .returning({ id: authGroups.id, name: authGroups.name });
  const groupId = uniqueMap(
    groupRows.map((g) => [g.name, g.id]),
    'auth group',
  );
  const companyGrants = new Map<number, Set<number>>(companyRows.map((c) => [c.id, new Set()]));
  const groupResources: (typeof authGroupResources.$inferInsert)[] = [];
  const groupCompanies: (typeof authGroupCompanies.$inferInsert)[] = [];
  for (const g of seed.authGroups) {
    const id = need(groupId, g.name, 'auth group');
    const granted = picker.resolve(g.grants);
    for (const resourceId of granted) groupResources.push({ tenantId, groupId: id, resourceId });
    for (const unapproved of g.unapproved ?? []) company(unapproved);
    for (const c of companyRows.filter((c) => c.type === g.companyType)) {
      groupCompanies.push({ tenantId, groupId: id, companyId: c.id, approved: !g.unapproved?.includes(c.code) });
      for (const r of granted) companyGrants.get(c.id)!.add(r);
    }
  }
  if (groupResources.length) await tx.insert(authGroupResources).values(groupResources);
  if (groupCompanies.length) await tx.insert(authGroupCompanies).values(groupCompanies);

  // default roles per company type from the same templates, granted within the type's auth groups:
  // the platform's starting point for new companies (copied on company creation)
  const typeGrants = new Map<string, Set<number>>();
  for (const g of seed.authGroups) {
    const set = typeGrants.get(g.companyType) ?? new Set<number>();
    for (const r of picker.resolve(g.grants)) set.add(r);
    typeGrants.set(g.companyType, set);
  }
  const defaultSeeds = Object.entries(seed.templates).flatMap(([type, t]) => t.roles.map((r) => ({ type, role: r })));
  const defaultRows = defaultSeeds.length
    ? await tx
        .insert(defaultRoles)
        .values(
          defaultSeeds.map(({ type, role: r }) => ({ tenantId, companyType: type, name: r.name, code: r.code, dataScope: r.dataScope })),
        )
        .returning({ id: defaultRoles.id, companyType: defaultRoles.companyType, code: defaultRoles.code })
    : [];
  const defaultRoleId = uniqueMap(
    defaultRows.map((r) => [`${r.companyType}:${r.code}`, r.id]),
    'default role',
  );
  const defaultGrants: (typeof defaultRoleGrants.$inferInsert)[] = [];
  for (const { type, role: r } of defaultSeeds) {
    const allowed = typeGrants.get(type) ?? new Set<number>();
    for (const resourceId of picker.resolve(r.grants)) {
      if (allowed.has(resourceId)) defaultGrants.push({ tenantId, defaultRoleId: defaultRoleId.get(`${type}:${r.code}`)!, resourceId });
    }
  }
  if (defaultGrants.length) await tx.insert(defaultRoleGrants).values(defaultGrants);

  // company roles, each granted a subset of what its company may use
  const roleSeeds = companyRows.flatMap((c) =>
    seed.templates[c.type as keyof TenantSeed['templates']].roles.map((r) => ({ company: c, role: r })),
  );
  const roleRows = await tx
    .insert(roles)
    .values(
      roleSeeds.map(({ company: c, role: r }) => ({
        tenantId,
        companyId: c.id,
        name: r.name,
        code: r.code,
        dataScope: r.dataScope,
        defaultRoleId: defaultRoleId.get(`${c.type}:${r.code}`) ?? null,
      })),
    )
    .returning({ id: roles.id, companyId: roles.companyId, code: roles.code });
  const roleId = uniqueMap(
    roleRows.map((r) => [`${r.companyId}:${r.code}`, r.id]),
    'role',
  );
  const grants: (typeof roleGrants.$inferInsert)[] = [];
  for (const { company: c, role: r } of roleSeeds) {
    const allowed = companyGrants.get(c.id)!;
    const ids = picker.resolve(r.grants);
    const outside = [...ids].filter((id) => !allowed.has(id));
    if (outside.length)
      throw new Error(`demo seed: role ${r.code} of ${c.code} exceeds its company's grants: ${outside.map(picker.codeOf).join(', ')}`);
    for (const resourceId of ids) grants.push({ tenantId, roleId: roleId.get(`${c.id}:${r.code}`)!, resourceId });
  }
  if (grants.length) await tx.insert(roleGrants).values(grants);

  const userRows = await tx
    .insert(users)
    .values(
      seed.users.map((u) => ({
        tenantId,
        userName: u.userName,
        realName: u.realName,
        phone: u.phone,
        email: u.email ?? null,
        passwordHash: hashes[u.password ?? 'Demo1234'],
        status: u.status ?? 'enabled',
        auditStatus: u.auditStatus ?? '1',
        isPlatformAdmin: u.isPlatformAdmin ?? false,
        ...(u.createdAt ? { createdAt: new Date(u.createdAt) } : {}),
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  const userId = uniqueMap(
    userRows.map((u) => [u.userName, u.id]),
    'user',
  );
  const user = (name: string) => need(userId, name, 'user');

  const seats = seed.users.flatMap((u) =>
    u.positions.map((p) => {
      const cid = company(p.company);
      return {
        userName: u.userName,
        seat: p,
        companyId: cid,
        row: {
          tenantId,
          userId: user(u.userName),
          companyId: cid,
          positionName: p.positionName,
          isAdmin: p.isAdmin ?? false,
          orgId: p.department === undefined ? null : need(orgId, `${cid}:${p.department}`, `department of ${p.company}`),
          dutyId: p.duty === undefined ? null : need(dutyId, `${cid}:${p.duty}`, `duty of ${p.company}`),
          lastUsedAt: p.lastUsed ? new Date() : p.lastUsedAt ? new Date(p.lastUsedAt) : null,
        },
      };
    }),
  );
  if (seats.length) {
    const positionRows = await tx
      .insert(positions)
      .values(seats.map((s) => s.row))
      .returning({ id: positions.id, userId: positions.userId, companyId: positions.companyId });
    const positionId = uniqueMap(
      positionRows.map((p) => [`${p.userId}:${p.companyId}`, p.id]),
      'position',
    );
    const links = seats.flatMap((s) =>
      (s.seat.roles ?? []).map((code) => ({
        tenantId,
        positionId: positionId.get(`${s.row.userId}:${s.companyId}`)!,
        roleId: need(roleId, `${s.companyId}:${code}`, `role of ${s.seat.company}`),
      })),
    );
    if (links.length) await tx.insert(positionRoles).values(links);
  }

  for (const a of seed.agreements) {
    const [row] = await tx
      .insert(agreements)
      .values({ tenantId, agreementCode: a.agreementCode, title: a.title, agreementContent: a.content })
      .returning({ id: agreements.id });
    const signed = Object.entries(a.signedBy);
    if (signed.length) {
      await tx
        .insert(agreementSignatures)
        .values(signed.map(([c, u]) => ({ tenantId, agreementId: row!.id, companyId: company(c), userId: user(u) })));
    }
  }

  const fields = seed.tableFields.flatMap((t) =>
    t.fields.map(([fieldCode, fieldName], i) => ({ tenantId, tableNo: t.tableNo, fieldCode, fieldName, sort: i + 1 })),
  );
  if (fields.length) await tx.insert(tableAuthFields).values(fields);
  if (seed.fieldPermissions.length) {
    await tx.insert(fieldPermissions).values(
      seed.fieldPermissions.map((f) => ({
        tenantId,
        businessCode: f.businessCode,
        fieldCode: f.fieldCode,
        status: f.status,
        roleId: need(roleId, `${company(f.company)}:${f.role}`, 'role of a field permission'),
      })),
    );
  }

  if (seed.configs.length) {
    await tx.insert(configEntries).values(
      seed.configs.map((c) => ({
        tenantId,
        configKey: c.key,
        configValue: c.value,
        businessCode: c.businessCode ?? '',
        companyId: c.company ? company(c.company) : 0,
      })),
    );
  }
  if (seed.customerService.length) {
    await tx.insert(customerServiceEntries).values(seed.customerService.map((c, i) => ({ tenantId, ...c, sort: i + 1 })));
  }

  // merged, so keys set before the seed (logos) survive
  await tx
    .update(tenantSettings)
    .set({ branding: sql`${tenantSettings.branding} || ${JSON.stringify(seed.branding)}::jsonb`, updatedAt: new Date() })
    .where(eq(tenantSettings.tenantId, tenantId));
  // roles and grants were written: menu caches keyed on the old version must miss
  await bumpCatalogueVersion(tx, tenantId);
}
