// SQL of the company information: the company row (name, code, credit code, type, authentication, logo),
// its contact, its profile and its financial information. Every query is tenant-scoped.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companyContacts } from '../companies/companies.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { companyFinancialInfo, companyProfiles } from './company-auth.table.js';

export type CompanyIdentity = {
  id: number;
  code: string;
  name: string;
  type: string;
  creditCode: string | null;
  approveStatus: string | null;
  logoUrl: string | null;
};

export const findCompany = async (tx: Tx, tenantId: number, companyId: number): Promise<CompanyIdentity | undefined> =>
  (
    await tx
      .select({
        id: companies.id,
        code: companies.code,
        name: companies.name,
        type: companies.type,
        creditCode: companies.creditCode,
        approveStatus: companies.approveStatus,
        logoUrl: companies.logoUrl,
      })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
      .limit(1)
  )[0];

/** Another company of the tenant with this name or credit code (the name and credit code are unique by rule). */
export const otherCompanyWith = async (
  tx: Tx,
  tenantId: number,
  companyId: number,
  field: 'name' | 'creditCode',
  value: string,
): Promise<boolean> =>
  (
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.tenantId, tenantId),
          ne(companies.id, companyId),
          field === 'name' ? eq(companies.name, value) : eq(companies.creditCode, value),
        ),
      )
      .limit(1)
  ).length > 0;

export const updateCompanyIdentity = async (tx: Tx, tenantId: number, companyId: number, set: { name: string; creditCode: string }) =>
  tx
    .update(companies)
    .set(set)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));

export const contactOf = async (tx: Tx, tenantId: number, companyId: number) =>
  (
    await tx
      .select({ contactName: companyContacts.contactName, contactPhone: companyContacts.contactPhone })
      .from(companyContacts)
      .where(and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId)))
      .limit(1)
  )[0];

export type ProfileRow = typeof companyProfiles.$inferSelect;
export type ProfileFields = Pick<ProfileRow, 'shortName' | 'regionCode' | 'address' | 'businessScope' | 'website' | 'intro'>;

export const profileOf = async (tx: Tx, tenantId: number, companyId: number): Promise<ProfileRow | undefined> =>
  (
    await tx
      .select()
      .from(companyProfiles)
      .where(and(eq(companyProfiles.tenantId, tenantId), eq(companyProfiles.companyId, companyId)))
      .limit(1)
  )[0];

export async function saveProfile(tx: Tx, tenantId: number, companyId: number, fields: ProfileFields, updatedBy: number) {
  const set = { ...fields, updatedBy, updatedAt: new Date() };
  await tx
    .insert(companyProfiles)
    .values({ tenantId, companyId, ...set })
    .onConflictDoUpdate({ target: [companyProfiles.tenantId, companyProfiles.companyId], set });
}

export type FinancialRow = typeof companyFinancialInfo.$inferSelect;
export type FinancialFields = Pick<FinancialRow, 'invoiceTitle' | 'taxNo' | 'bankName' | 'bankAccount' | 'invoiceAddress' | 'invoicePhone'>;

export const financialOf = async (tx: Tx, tenantId: number, companyId: number): Promise<FinancialRow | undefined> =>
  (
    await tx
      .select()
      .from(companyFinancialInfo)
      .where(and(eq(companyFinancialInfo.tenantId, tenantId), eq(companyFinancialInfo.companyId, companyId)))
      .limit(1)
  )[0];

export async function saveFinancial(tx: Tx, tenantId: number, companyId: number, fields: FinancialFields, updatedBy: number) {
  const set = { ...fields, updatedBy, updatedAt: new Date() };
  await tx
    .insert(companyFinancialInfo)
    .values({ tenantId, companyId, ...set })
    .onConflictDoUpdate({ target: [companyFinancialInfo.tenantId, companyFinancialInfo.companyId], set });
}
