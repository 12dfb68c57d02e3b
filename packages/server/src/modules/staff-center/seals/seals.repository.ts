// SQL of seals and signatures: a company's seals with their holder, grant count and last use; grants per user
// and per user group; the use records; the company's users and user groups to grant to.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { userGroupMembers, userGroups } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';
import { sealGrants, seals, sealUses } from './seals.table.js';

export type SealRecord = typeof seals.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const userName = sql<string>`coalesce(nullif(${users.realName}, ''), ${users.userName})`;

const grantCount = sql<number>`(SELECT count(*) FROM seal_grants g
  WHERE g.tenant_id = ${seals.tenantId} AND g.seal_id = ${seals.id})`.mapWith(Number);
const useCount = sql<number>`(SELECT count(*) FROM seal_uses u
  WHERE u.tenant_id = ${seals.tenantId} AND u.seal_id = ${seals.id})`.mapWith(Number);
const lastUsedAt = sql<Date | null>`(SELECT max(u.used_at) FROM seal_uses u
  WHERE u.tenant_id = ${seals.tenantId} AND u.seal_id = ${seals.id})`.mapWith((v: string | Date | null) =>
  v === null ? null : new Date(v),
);

const sealColumns = {
  seal: seals,
  companyName: companies.name,
  holderName: userName,
  grantCount,
  useCount,
  lastUsedAt,
};
export type SealListRow = {
  seal: SealRecord;
  companyName: string;
  holderName: string;
  grantCount: number;
  useCount: number;
  lastUsedAt: Date | null;
};

const selectSeals = (tx: Tx) =>
  tx
    .select(sealColumns)
    .from(seals)
    .innerJoin(companies, and(eq(companies.tenantId, seals.tenantId), eq(companies.id, seals.companyId)))
    .innerJoin(users, and(eq(users.tenantId, seals.tenantId), eq(users.id, seals.holderUserId)));

export type SealFilter = { name?: string | undefined; sealType?: string | undefined; enabled?: boolean | undefined };

export async function pageSeals(tx: Tx, tenantId: number, companyId: number, f: SealFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(seals.tenantId, tenantId),
    eq(seals.companyId, companyId),
    eq(seals.kind, 'company'),
    f.name ? ilike(seals.name, like(f.name)) : undefined,
    f.sealType ? eq(seals.sealType, f.sealType) : undefined,
    f.enabled === undefined ? undefined : eq(seals.enabled, f.enabled),
  );
  const [total] = await tx.select({ n: count() }).from(seals).where(where);
  const rows = await selectSeals(tx)
    .where(where)
    .orderBy(desc(seals.createdAt), desc(seals.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const sealById = async (tx: Tx, tenantId: number, id: number): Promise<SealListRow | undefined> =>
  (await selectSeals(tx).where(and(eq(seals.tenantId, tenantId), eq(seals.id, id))))[0];

export const lockSeal = async (tx: Tx, tenantId: number, id: number): Promise<SealRecord | undefined> =>
  (
    await tx
      .select()
      .from(seals)
      .where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)))
      .for('update')
  )[0];

export const companySealWithName = async (tx: Tx, tenantId: number, companyId: number, name: string) =>
  (
    await tx
      .select({ id: seals.id })
      .from(seals)
      .where(and(eq(seals.tenantId, tenantId), eq(seals.companyId, companyId), eq(seals.kind, 'company'), eq(seals.name, name)))
  )[0];

export const insertSeal = async (tx: Tx, values: typeof seals.$inferInsert) => (await tx.insert(seals).values(values).returning())[0]!;

export const updateSeal = (tx: Tx, tenantId: number, id: number, values: Partial<typeof seals.$inferInsert>) =>
  tx
    .update(seals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)));

/** Deletes a seal without uses; its grants go with it (cascade). */
export const deleteSeal = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(seals).where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)));

export async function hasUses(tx: Tx, tenantId: number, sealId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sealUses.id })
    .from(sealUses)
    .where(and(eq(sealUses.tenantId, tenantId), eq(sealUses.sealId, sealId)))
    .limit(1);
  return row !== undefined;
}

/** The seal's grants with the user's or the user group's name, users first. */
export const grantsOf = (tx: Tx, tenantId: number, sealId: number) =>
  tx
    .select({
      id: sealGrants.id,
      userId: sealGrants.userId,
      userGroupId: sealGrants.userGroupId,
      name: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.userName}, ${userGroups.name}, '')`,
    })
    .from(sealGrants)
    .leftJoin(users, and(eq(users.tenantId, sealGrants.tenantId), eq(users.id, sealGrants.userId)))
    .leftJoin(userGroups, and(eq(userGroups.tenantId, sealGrants.tenantId), eq(userGroups.id, sealGrants.userGroupId)))
    .where(and(eq(sealGrants.tenantId, tenantId), eq(sealGrants.sealId, sealId)))
    .orderBy(asc(sealGrants.userGroupId), asc(sealGrants.userId));

export async function replaceGrants(
  tx: Tx,
  tenantId: number,
  sealId: number,
  userIds: number[],
  userGroupIds: number[],
  grantedBy: number,
) {
  await tx.delete(sealGrants).where(and(eq(sealGrants.tenantId, tenantId), eq(sealGrants.sealId, sealId)));
  const rows = [
    ...userIds.map((userId) => ({ tenantId, sealId, userId, grantedBy })),
    ...userGroupIds.map((userGroupId) => ({ tenantId, sealId, userGroupId, grantedBy })),
  ];
  if (rows.length) await tx.insert(sealGrants).values(rows);
}

/** The enabled users with a seat in the company, by name. */
export const companyUsers = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .selectDistinct({ id: users.id, name: userName, userName: users.userName })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(users.status, 'enabled')))
    .orderBy(asc(users.userName), asc(users.id));

export const companyUserGroups = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId)))
    .orderBy(asc(userGroups.name), asc(userGroups.id));

/** Each user group of the company with its member count. */
export const companyGroupsWithMembers = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({
      id: userGroups.id,
      name: userGroups.name,
      memberCount: sql<number>`(SELECT count(*) FROM user_group_members m
        WHERE m.tenant_id = ${userGroups.tenantId} AND m.group_id = ${userGroups.id})`.mapWith(Number),
    })
    .from(userGroups)
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId)))
    .orderBy(asc(userGroups.name), asc(userGroups.id));

/** The company seals granted to user groups of the company, per group. */
export const groupGrantsOf = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ userGroupId: sql<number>`${sealGrants.userGroupId}`.mapWith(Number), sealId: seals.id, sealName: seals.name })
    .from(sealGrants)
    .innerJoin(seals, and(eq(seals.tenantId, sealGrants.tenantId), eq(seals.id, sealGrants.sealId)))
    .where(and(eq(sealGrants.tenantId, tenantId), eq(seals.companyId, companyId), isNotNull(sealGrants.userGroupId)))
    .orderBy(asc(seals.name), asc(seals.id));

/** Replaces the company seals one user group may use (grants to users stay). */
export async function replaceGroupSeals(tx: Tx, tenantId: number, userGroupId: number, sealIds: number[], grantedBy: number) {
  await tx.delete(sealGrants).where(and(eq(sealGrants.tenantId, tenantId), eq(sealGrants.userGroupId, userGroupId)));
  if (sealIds.length) await tx.insert(sealGrants).values(sealIds.map((sealId) => ({ tenantId, sealId, userGroupId, grantedBy })));
}

/** The company's seals (id and name), for pickers. */
export const companySealOptions = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: seals.id, name: seals.name })
    .from(seals)
    .where(and(eq(seals.tenantId, tenantId), eq(seals.companyId, companyId), eq(seals.kind, 'company')))
    .orderBy(asc(seals.name), asc(seals.id));

/** Company seals of the company granted to the user directly or through one of their user groups. */
export const sealIdsGrantedTo = async (tx: Tx, tenantId: number, companyId: number, userId: number): Promise<number[]> =>
  (
    await tx
      .selectDistinct({ id: seals.id })
      .from(seals)
      .innerJoin(sealGrants, and(eq(sealGrants.tenantId, seals.tenantId), eq(sealGrants.sealId, seals.id)))
      .where(
        and(
          eq(seals.tenantId, tenantId),
          eq(seals.companyId, companyId),
          eq(seals.kind, 'company'),
          or(
            eq(sealGrants.userId, userId),
            inArray(
              sealGrants.userGroupId,
              tx
                .select({ id: userGroupMembers.groupId })
                .from(userGroupMembers)
                .where(and(eq(userGroupMembers.tenantId, tenantId), eq(userGroupMembers.userId, userId))),
            ),
          ),
        ),
      )
  ).map((r) => r.id);

/** The company's seals among ids (enabled ones only when asked), by name. */
export const sealsByIds = (tx: Tx, tenantId: number, ids: number[], enabledOnly: boolean): Promise<SealListRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : selectSeals(tx)
        .where(and(eq(seals.tenantId, tenantId), inArray(seals.id, ids), enabledOnly ? eq(seals.enabled, true) : undefined))
        .orderBy(asc(seals.name), asc(seals.id));

/** Every company seal of the company, by name. */
export const companySeals = (tx: Tx, tenantId: number, companyId: number): Promise<SealListRow[]> =>
  selectSeals(tx)
    .where(and(eq(seals.tenantId, tenantId), eq(seals.companyId, companyId), eq(seals.kind, 'company')))
    .orderBy(asc(seals.name), asc(seals.id));

export const personalSealOf = async (tx: Tx, tenantId: number, companyId: number, userId: number): Promise<SealListRow | undefined> =>
  (
    await selectSeals(tx).where(
      and(eq(seals.tenantId, tenantId), eq(seals.companyId, companyId), eq(seals.kind, 'personal'), eq(seals.holderUserId, userId)),
    )
  )[0];

export type UseFilter = {
  companyId: number;
  sealId?: number | undefined;
  usedBy?: number | undefined;
  userName?: string | undefined;
  documentNo?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const useWhere = (tenantId: number, f: UseFilter): SQL | undefined =>
  and(
    eq(sealUses.tenantId, tenantId),
    eq(sealUses.companyId, f.companyId),
    f.sealId === undefined ? undefined : eq(sealUses.sealId, f.sealId),
    f.usedBy === undefined ? undefined : eq(sealUses.usedBy, f.usedBy),
    f.userName ? or(ilike(users.realName, like(f.userName)), ilike(users.userName, like(f.userName))) : undefined,
    f.documentNo ? ilike(sealUses.documentNo, like(f.documentNo)) : undefined,
    f.from ? gte(sealUses.usedAt, f.from) : undefined,
    f.to ? lt(sealUses.usedAt, f.to) : undefined,
  );

const useJoins = (tenantId: number, f: UseFilter, tx: Tx) =>
  tx
    .select({ use: sealUses, sealName: seals.name, userName })
    .from(sealUses)
    .innerJoin(seals, and(eq(seals.tenantId, sealUses.tenantId), eq(seals.id, sealUses.sealId)))
    .innerJoin(users, and(eq(users.tenantId, sealUses.tenantId), eq(users.id, sealUses.usedBy)))
    .where(useWhere(tenantId, f));

export async function pageUses(tx: Tx, tenantId: number, f: UseFilter, pageNum: number, pageSize: number) {
  const [total] = await tx
    .select({ n: count() })
    .from(sealUses)
    .innerJoin(users, and(eq(users.tenantId, sealUses.tenantId), eq(users.id, sealUses.usedBy)))
    .where(useWhere(tenantId, f));
  const rows = await useJoins(tenantId, f, tx)
    .orderBy(desc(sealUses.usedAt), desc(sealUses.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const latestUses = (tx: Tx, tenantId: number, f: UseFilter, limit: number) =>
  useJoins(tenantId, f, tx).orderBy(desc(sealUses.usedAt), desc(sealUses.id)).limit(limit);
