// SQL of the reference data (pick-up addresses, project statuses, registry companies). Every statement
// names the tenant; pick-up addresses also the company.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { pickUpAddresses, projectStatuses, registryCompanies } from './reference-data.table.js';

export type PickUpAddressRecord = typeof pickUpAddresses.$inferSelect;
export type PickUpAddressValues = Omit<typeof pickUpAddresses.$inferInsert, 'tenantId' | 'id' | 'companyId' | 'createdBy' | 'createdAt'>;
export type ProjectStatusRecord = typeof projectStatuses.$inferSelect;
export type RegistryRecord = typeof registryCompanies.$inferSelect;
export type RegistryValues = Omit<typeof registryCompanies.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>;

/** LIKE pattern of a user's text (its % and _ taken literally). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- pick-up addresses
export async function pagePickUpAddresses(
  tx: Tx,
  tenantId: number,
  companyId: number,
  q: { keyword?: string | undefined; enabled?: boolean | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: PickUpAddressRecord[]; total: number }> {
  const where: SQL[] = [eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.companyId, companyId)];
  if (q.keyword) {
    const like = contains(q.keyword);
    where.push(
      or(
        ilike(pickUpAddresses.name, like),
        ilike(pickUpAddresses.contact, like),
        ilike(pickUpAddresses.phone, like),
        ilike(pickUpAddresses.detailedAddress, like),
      )!,
    );
  }
  if (q.enabled !== undefined) where.push(eq(pickUpAddresses.enabled, q.enabled));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(pickUpAddresses)
      .where(and(...where))
      .orderBy(desc(pickUpAddresses.isDefault), desc(pickUpAddresses.enabled), desc(pickUpAddresses.updatedAt), desc(pickUpAddresses.id))
      .offset(offset)
      .limit(limit),
    tx
      .select({ n: count() })
      .from(pickUpAddresses)
      .where(and(...where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const lockPickUpAddress = async (tx: Tx, tenantId: number, id: number): Promise<PickUpAddressRecord | undefined> =>
  (
    await tx
      .select()
      .from(pickUpAddresses)
      .where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.id, id)))
      .for('update')
  )[0];

export const pickUpAddressNamed = async (tx: Tx, tenantId: number, companyId: number, name: string, exceptId?: number) =>
  (
    await tx
      .select({ id: pickUpAddresses.id })
      .from(pickUpAddresses)
      .where(
        and(
          eq(pickUpAddresses.tenantId, tenantId),
          eq(pickUpAddresses.companyId, companyId),
          eq(pickUpAddresses.name, name),
          exceptId === undefined ? undefined : ne(pickUpAddresses.id, exceptId),
        ),
      )
  )[0];

/** Serialises the default switch of one company (its rows, locked in id order). */
export const lockCompanyAddresses = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: pickUpAddresses.id })
    .from(pickUpAddresses)
    .where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.companyId, companyId)))
    .orderBy(asc(pickUpAddresses.id))
    .for('update');

export const clearDefault = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .update(pickUpAddresses)
    .set({ isDefault: false })
    .where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.companyId, companyId), eq(pickUpAddresses.isDefault, true)));

export const insertPickUpAddress = async (tx: Tx, tenantId: number, companyId: number, userId: number, v: PickUpAddressValues) =>
  (
    await tx
      .insert(pickUpAddresses)
      .values({ ...v, tenantId, companyId, createdBy: userId })
      .returning()
  )[0]!;

export const updatePickUpAddress = async (tx: Tx, tenantId: number, id: number, v: Partial<PickUpAddressValues>) =>
  (
    await tx
      .update(pickUpAddresses)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.id, id)))
      .returning()
  )[0]!;

export const deletePickUpAddress = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(pickUpAddresses).where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.id, id)));

/** A company's enabled pick-up addresses, default first. */
export const enabledPickUpAddresses = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select()
    .from(pickUpAddresses)
    .where(and(eq(pickUpAddresses.tenantId, tenantId), eq(pickUpAddresses.companyId, companyId), eq(pickUpAddresses.enabled, true)))
    .orderBy(desc(pickUpAddresses.isDefault), asc(pickUpAddresses.name), asc(pickUpAddresses.id));

// ---- project statuses
export async function pageProjectStatuses(
  tx: Tx,
  tenantId: number,
  q: { keyword?: string | undefined; enabled?: boolean | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: ProjectStatusRecord[]; total: number }> {
  const where: SQL[] = [eq(projectStatuses.tenantId, tenantId)];
  if (q.keyword) where.push(or(ilike(projectStatuses.code, contains(q.keyword)), ilike(projectStatuses.name, contains(q.keyword)))!);
  if (q.enabled !== undefined) where.push(eq(projectStatuses.enabled, q.enabled));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(projectStatuses)
      .where(and(...where))
      .orderBy(asc(projectStatuses.sort), asc(projectStatuses.id))
      .offset(offset)
      .limit(limit),
    tx
      .select({ n: count() })
      .from(projectStatuses)
      .where(and(...where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const allProjectStatuses = (tx: Tx, tenantId: number, onlyEnabled = false) =>
  tx
    .select()
    .from(projectStatuses)
    .where(and(eq(projectStatuses.tenantId, tenantId), onlyEnabled ? eq(projectStatuses.enabled, true) : undefined))
    .orderBy(asc(projectStatuses.sort), asc(projectStatuses.id));

export const lockProjectStatus = async (tx: Tx, tenantId: number, id: number): Promise<ProjectStatusRecord | undefined> =>
  (
    await tx
      .select()
      .from(projectStatuses)
      .where(and(eq(projectStatuses.tenantId, tenantId), eq(projectStatuses.id, id)))
      .for('update')
  )[0];

/** The statuses with this code or name (other than exceptId). */
export const projectStatusClash = (tx: Tx, tenantId: number, code: string, name: string, exceptId?: number) =>
  tx
    .select({ code: projectStatuses.code, name: projectStatuses.name })
    .from(projectStatuses)
    .where(
      and(
        eq(projectStatuses.tenantId, tenantId),
        or(eq(projectStatuses.code, code), eq(projectStatuses.name, name)),
        exceptId === undefined ? undefined : ne(projectStatuses.id, exceptId),
      ),
    );

export const nextProjectStatusSort = async (tx: Tx, tenantId: number): Promise<number> => {
  const [r] = await tx
    .select({ max: sql<number | null>`max(${projectStatuses.sort})` })
    .from(projectStatuses)
    .where(eq(projectStatuses.tenantId, tenantId));
  return Math.min(9999, (r?.max ?? -10) + 10);
};

export const insertProjectStatus = async (
  tx: Tx,
  tenantId: number,
  v: Pick<ProjectStatusRecord, 'code' | 'name' | 'color' | 'sort' | 'enabled'>,
) =>
  (
    await tx
      .insert(projectStatuses)
      .values({ ...v, tenantId })
      .returning()
  )[0]!;

export const updateProjectStatus = async (
  tx: Tx,
  tenantId: number,
  id: number,
  v: Partial<Pick<ProjectStatusRecord, 'code' | 'name' | 'color' | 'sort' | 'enabled'>>,
) =>
  (
    await tx
      .update(projectStatuses)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(projectStatuses.tenantId, tenantId), eq(projectStatuses.id, id)))
      .returning()
  )[0]!;

export const deleteProjectStatus = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(projectStatuses).where(and(eq(projectStatuses.tenantId, tenantId), eq(projectStatuses.id, id)));

export const lockAllProjectStatuses = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: projectStatuses.id, sort: projectStatuses.sort })
    .from(projectStatuses)
    .where(eq(projectStatuses.tenantId, tenantId))
    .orderBy(asc(projectStatuses.id))
    .for('update');

// ---- registry companies
type RegistryFilter = { name?: string | undefined; creditCode?: string | undefined; status?: string | undefined };
const registryWhere = (tenantId: number, q: RegistryFilter): SQL[] => {
  const where: SQL[] = [eq(registryCompanies.tenantId, tenantId)];
  if (q.name) where.push(ilike(registryCompanies.name, contains(q.name)));
  if (q.creditCode) where.push(ilike(registryCompanies.creditCode, contains(q.creditCode.toUpperCase())));
  if (q.status) where.push(eq(registryCompanies.status, q.status));
  return where;
};

export async function pageRegistry(
  tx: Tx,
  tenantId: number,
  q: RegistryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: RegistryRecord[]; total: number }> {
  const where = registryWhere(tenantId, q);
  const [rows, total] = await Promise.all([
    tx
      .select()
      .from(registryCompanies)
      .where(and(...where))
      .orderBy(desc(registryCompanies.updatedAt), asc(registryCompanies.id))
      .offset(offset)
      .limit(limit),
    countRegistry(tx, tenantId, q),
  ]);
  return { rows, total };
}

export const countRegistry = async (tx: Tx, tenantId: number, q: RegistryFilter): Promise<number> =>
  (
    await tx
      .select({ n: count() })
      .from(registryCompanies)
      .where(and(...registryWhere(tenantId, q)))
  )[0]?.n ?? 0;

export const registryByCreditCode = (tx: Tx, tenantId: number, creditCode: string) =>
  tx
    .select()
    .from(registryCompanies)
    .where(and(eq(registryCompanies.tenantId, tenantId), eq(registryCompanies.creditCode, creditCode)));

/** Names containing the text: exact name first, then the shortest. */
export const registryByName = (tx: Tx, tenantId: number, name: string, limit: number) =>
  tx
    .select()
    .from(registryCompanies)
    .where(and(eq(registryCompanies.tenantId, tenantId), ilike(registryCompanies.name, contains(name))))
    .orderBy(sql`(${registryCompanies.name} = ${name}) DESC`, sql`length(${registryCompanies.name})`, asc(registryCompanies.id))
    .limit(limit);

/** Inserts the rows or replaces the data of those whose credit code is known. */
export async function upsertRegistry(tx: Tx, tenantId: number, rows: RegistryValues[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(registryCompanies)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .onConflictDoUpdate({
      target: [registryCompanies.tenantId, registryCompanies.creditCode],
      set: {
        name: sql`excluded.name`,
        legalPerson: sql`excluded.legal_person`,
        registeredCapital: sql`excluded.registered_capital`,
        status: sql`excluded.status`,
        registeredAddress: sql`excluded.registered_address`,
        establishedDate: sql`excluded.established_date`,
        importProgressId: sql`excluded.import_progress_id`,
        updatedAt: sql`now()`,
      },
    });
}

/** The credit codes of these already known (an import's counts of new and updated rows). */
export const knownCreditCodes = async (tx: Tx, tenantId: number, codes: string[]): Promise<Set<string>> =>
  new Set(
    codes.length
      ? (
          await tx
            .select({ c: registryCompanies.creditCode })
            .from(registryCompanies)
            .where(and(eq(registryCompanies.tenantId, tenantId), inArray(registryCompanies.creditCode, codes)))
        ).map((r) => r.c)
      : [],
  );
