// The contracts a company may see, as SQL shared by the vendors and catalogue areas of this module:
// as buyer, or as either party; optionally one supplier, one contract, effective ones only.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mallContracts } from './vendors/vendors.table.js';

type Scope = {
  tenantId: number;
  companyId: number;
  /** buyer: contracts the company buys under; party: also those addressed to it as supplier */
  as: 'buyer' | 'party';
  supplierCompanyId?: number;
  contractCode?: string;
};

/**
 * today: the tenant's calendar day 'YYYY-MM-DD' (its clock, never the database's current_date), needed
 * to keep effective contracts only: those in force on that day.
 */
export type ContractFilter = Scope & ({ effectiveOnly?: false; today?: string } | { effectiveOnly: boolean; today: string });
/** A filter whose rows also say whether the contract is in force on the tenant's day. */
export type DatedContractFilter = ContractFilter & { today: string };

/** In force on the tenant's day: valid, and the day within validFrom..validTo. */
export const effectiveSql = (today: string) =>
  sql<boolean>`(${mallContracts.status} = 'valid' AND ${today}::date BETWEEN ${mallContracts.validFrom} AND ${mallContracts.validTo})`;

export const contractScope = (f: ContractFilter): SQL =>
  and(
    eq(mallContracts.tenantId, f.tenantId),
    f.as === 'buyer'
      ? eq(mallContracts.buyerCompanyId, f.companyId)
      : or(eq(mallContracts.buyerCompanyId, f.companyId), eq(mallContracts.supplierCompanyId, f.companyId)),
    f.supplierCompanyId !== undefined ? eq(mallContracts.supplierCompanyId, f.supplierCompanyId) : undefined,
    f.contractCode !== undefined ? eq(mallContracts.contractCode, f.contractCode) : undefined,
    f.effectiveOnly ? effectiveSql(f.today as string) : undefined,
  )!;

/** Contract ids in scope, as a subquery. */
export const contractIdsIn = (tx: Tx, f: ContractFilter) => tx.select({ id: mallContracts.id }).from(mallContracts).where(contractScope(f));
