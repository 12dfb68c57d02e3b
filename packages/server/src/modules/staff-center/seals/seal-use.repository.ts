// Seal USE (stamping documents): which seals a user may use, and the append-only record of every use. The
// management of seals and grants (seals.service.ts) keeps its own queries.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { userGroupMembers } from '../access/access.table.js';
import { users } from '../users/users.table.js';
import { sealGrants, seals, sealUses } from './seals.table.js';

export type SealRecord = typeof seals.$inferSelect;
export type UsableSeal = SealRecord & { holderName: string; holderPhone: string | null };

const holderColumns = {
  holderName: sql<string>`coalesce(nullif(trim(${users.realName}), ''), ${users.userName})`,
  holderPhone: users.phone,
};

/**
 * The enabled seals of the company the user may use: company seals granted to the user directly or through one of
 * the company's user groups the user belongs to, and the user's own personal signature. Sorted: company seals first.
 */
export async function usableSeals(tx: Tx, tenantId: number, companyId: number, userId: number): Promise<UsableSeal[]> {
  const groupsOfUser = tx
    .select({ groupId: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.tenantId, tenantId), eq(userGroupMembers.userId, userId)));
  const granted = tx
    .select({ sealId: sealGrants.sealId })
    .from(sealGrants)
    .where(and(eq(sealGrants.tenantId, tenantId), or(eq(sealGrants.userId, userId), inArray(sealGrants.userGroupId, groupsOfUser))));
  const rows = await tx
    .select({ seal: seals, ...holderColumns })
    .from(seals)
    .innerJoin(users, and(eq(users.tenantId, seals.tenantId), eq(users.id, seals.holderUserId)))
    .where(
      and(
        eq(seals.tenantId, tenantId),
        eq(seals.companyId, companyId),
        eq(seals.enabled, true),
        or(and(eq(seals.kind, 'company'), inArray(seals.id, granted)), and(eq(seals.kind, 'personal'), eq(seals.holderUserId, userId))),
      ),
    )
    .orderBy(asc(seals.kind), asc(seals.id));
  return rows.map((r) => ({ ...r.seal, holderName: r.holderName, holderPhone: r.holderPhone }));
}

export const findSeal = async (tx: Tx, tenantId: number, id: number): Promise<UsableSeal | undefined> => {
  const [r] = await tx
    .select({ seal: seals, ...holderColumns })
    .from(seals)
    .innerJoin(users, and(eq(users.tenantId, seals.tenantId), eq(users.id, seals.holderUserId)))
    .where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)))
    .limit(1);
  return r ? { ...r.seal, holderName: r.holderName, holderPhone: r.holderPhone } : undefined;
};

export const insertSealUse = async (tx: Tx, use: typeof sealUses.$inferInsert): Promise<void> => {
  await tx.insert(sealUses).values(use);
};
