// The demo data a fresh start seeds: two tenants, each written in one transaction. Accounts are listed
// in README.md; every password is Demo1234 except tenant 2's admin (Other5678).
import type { Database } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import { TENANT_ONE } from './tenant-one.js';
import { TENANT_TWO } from './tenant-two.js';
import { writeTenant, type PasswordHashes } from './writer.js';
import { seedWorktable } from './worktable.js';
import { defaultFilesRoot, seedFileHistory } from './file-history.js';
import { JOIN_APPLICANT_PHONES, seedCompanyJoin } from './company-join.js';
import { seedMall } from './mall.js';
import { seedMallOrders } from './mall-orders.js';
import { seedMallConsignment } from './mall-consignment.js';
import { seedProducts } from './products.js';
import { seedChannelFiles } from './channel-files.js';
import { seedChannelPartners } from './channel-partners.js';
import { seedChannelBusiness } from './channel-business.js';
import { seedChannelInvestment } from './channel-investment.js';
import { seedChannelExchanges } from './channel-exchanges.js';
import { seedChannelLetters } from './channel-letters.js';
import { seedCompanyAuths } from './company-auth.js';
import { seedReferenceData } from './reference-data.js';
import { seedNavigationDemo } from './navigation.js';
import { seedRelationNotes } from './relations.js';
import { seedAppsMenus } from './apps-menus.js';
import { seedCompanyGroups } from './company-groups.js';
import { seedMessaging } from './messaging.js';
import { seedLabels } from './labels.js';

export const DEMO_TENANTS = [
  { id: 1, code: 'default', name: '医械供应链协同平台' },
  { id: 2, code: 'east', name: '华东医械协同平台' },
] as const;

export const DEMO_PASSWORD = 'Demo1234';

/** Tenant 1 login name -> phone, for phone-login and SMS tests (nophone_user has none). */
export const DEMO_PHONES: Record<string, string> = Object.fromEntries([
  ...TENANT_ONE.users.flatMap((u) => (u.phone ? [[u.userName, u.phone]] : [])),
  ...Object.entries(JOIN_APPLICANT_PHONES),
]);

/** Tenant 2 login name -> phone. */
export const DEMO_PHONES_T2: Record<string, string> = Object.fromEntries(
  TENANT_TWO.users.flatMap((u) => (u.phone ? [[u.userName, u.phone]] : [])),
);

const SEEDS = { 1: TENANT_ONE, 2: TENANT_TWO } as const;

/** Runs after tenants, tenant_settings and the catalogue sync exist (see prepare.ts). */
export async function seedDemoData(db: Database, filesRoot = defaultFilesRoot()): Promise<void> {
  // argon2id is slow on purpose: hash each distinct password once
  const [demo, other] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword('Other5678')]);
  const hashes: PasswordHashes = { Demo1234: demo, Other5678: other };
  for (const tenant of DEMO_TENANTS) {
    await db.tenant(tenant.id, (tx) => writeTenant(tx, tenant.id, SEEDS[tenant.id], hashes));
  }
  await seedWorktable(db, filesRoot);
  await seedCompanyJoin(db, hashes);
  await seedFileHistory(db, filesRoot);
  await seedMall(db);
  await seedProducts(db);
  await seedChannelFiles(db, filesRoot);
  await seedChannelPartners(db);
  await seedChannelBusiness(db);
  await seedChannelInvestment(db);
  await seedChannelExchanges(db);
  await seedChannelLetters(db, filesRoot);
  await seedMallOrders(db);
  await seedMallConsignment(db);
  await seedCompanyAuths(db, filesRoot);
  await seedReferenceData(db);
  await seedNavigationDemo(db);
  await seedRelationNotes(db);
  await seedAppsMenus(db);
  await seedCompanyGroups(db);
  await seedMessaging(db);
  await seedLabels(db);
}
