// Reads and writes of users and positions. The only place with SQL for these tables.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../tenancy/tenancy.table.js';
import { organizations, positions, users } from './users.table.js';

export type UserRow = typeof users.$inferSelect;

export const findUserByName = async (tx: Tx, tenantId: number, userName: string): Promise<UserRow | undefined> =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)))
      .limit(1)
  )[0];

export const findUserByPhone = async (tx: Tx, tenantId: number, phone: string): Promise<UserRow | undefined> =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
      .limit(1)
  )[0];

export const findUserById = async (tx: Tx, tenantId: number, id: number): Promise<UserRow | undefined> =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
      .limit(1)
  )[0];

export type UserChanges = Partial<typeof users.$inferInsert>;

export const updateUser = async (tx: Tx, tenantId: number, id: number, values: UserChanges) => {
  await tx
    .update(users)
    .set(values)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
};

export const insertUser = async (tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> =>
  (await tx.insert(users).values(values).returning())[0]!;

export type PositionView = {
  positionId: number;
  companyId: number;
  companyCode: string;
  companyName: string;
  companyType: string;
  approveStatus: string | null;
  companyLogoUrl: string | null;
  positionName: string;
  isAdmin: boolean;
  departmentName: string | null;
  lastUsedAt: Date | null;
};

/** A user's positions with their companies, the last used first. */
export const listPositions = async (tx: Tx, tenantId: number, userId: number): Promise<PositionView[]> =>
  tx
    .select({
      positionId: positions.id,
      companyId: companies.id,
      companyCode: companies.code,
      companyName: companies.name,
      companyType: companies.type,
      approveStatus: companies.approveStatus,
      companyLogoUrl: companies.logoUrl,
      positionName: positions.positionName,
      isAdmin: positions.isAdmin,
      departmentName: organizations.name,
      lastUsedAt: positions.lastUsedAt,
    })
    .from(positions)
    .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
    .leftJoin(organizations, and(eq(organizations.tenantId, positions.tenantId), eq(organizations.id, positions.orgId)))
    .where(and(eq(positions.tenantId, tenantId), eq(positions.userId, userId), eq(companies.enabled, true)))
    .orderBy(sql`${positions.lastUsedAt} DESC NULLS LAST`, asc(positions.id));

export const touchPosition = async (tx: Tx, tenantId: number, positionId: number) => {
  await tx
    .update(positions)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, positionId)));
};
