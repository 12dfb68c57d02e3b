// The SQL of the authorisation applications: the rows, one pending per applicant and grantor, the numbers, and
// the draft letter an approval writes (its scopes go through letters.repository insertScopes).
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { LetterRecord, NewLetter } from './letters.repository.js';
import { authorizationApplications as applications, authorizationLetters as letters } from './letters.table.js';

export type ApplicationRecord = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

export const findApplication = async (tx: Tx, tenantId: number, id: number, forUpdate = false): Promise<ApplicationRecord | undefined> => {
  const q = tx
    .select()
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .limit(1);
  return (forUpdate ? await q.for('update') : await q)[0];
};

export const pendingOf = async (tx: Tx, tenantId: number, applicantId: number, grantorId: number): Promise<ApplicationRecord | undefined> =>
  (
    await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.applicantCompanyId, applicantId),
          eq(applications.grantorCompanyId, grantorId),
          eq(applications.status, 'pending'),
        ),
      )
      .limit(1)
  )[0];

export async function applicationPage(
  tx: Tx,
  tenantId: number,
  f: { applicantId?: number; grantorId?: number; status?: string },
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRecord[]; total: number }> {
  const where = and(
    eq(applications.tenantId, tenantId),
    f.applicantId === undefined ? undefined : eq(applications.applicantCompanyId, f.applicantId),
    f.grantorId === undefined ? undefined : eq(applications.grantorCompanyId, f.grantorId),
    f.status === undefined ? undefined : eq(applications.status, f.status),
  );
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(where)) as [{ n: number }];
  const rows = await tx
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: n };
}

export const insertApplication = async (tx: Tx, values: NewApplication): Promise<ApplicationRecord> =>
  (await tx.insert(applications).values(values).returning())[0]!;

export const updateApplication = async (tx: Tx, tenantId: number, id: number, set: Partial<NewApplication>): Promise<ApplicationRecord> =>
  (
    await tx
      .update(applications)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
      .returning()
  )[0]!;

/** The highest number of a prefix (SA20261126 / SQ20261126) among applications or letters, or undefined. */
export async function lastApplicationNo(tx: Tx, tenantId: number, prefix: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ no: applications.applicationNo })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), like(applications.applicationNo, `${prefix}%`)))
    .orderBy(desc(applications.applicationNo))
    .limit(1);
  return row?.no;
}

export const insertLetter = async (tx: Tx, values: NewLetter): Promise<LetterRecord> =>
  (await tx.insert(letters).values(values).returning())[0]!;
