// Whole apps granted to companies (the app store): which apps a company holds through its auth groups,
// and the grant an approved app request makes — the company joins the app's own auth group
// '应用授权：<应用名>' (made on first use, holding every resource of the app). Both run in the caller's
// transaction; a grant bumps the catalogue version so the company's sessions see the app at their next request.
import type { Tx } from '../../../db/client.js';
import { attachCompany, enableGroup, fillGroupWithApp, findOrCreateGroup, grantedAppIds } from './app-grants.repository.js';
import { bumpCatalogueVersion } from './catalogue.sync.js';

const GROUP_NAME_MAX = 60;

/** The auth group name of a whole-app grant. */
export const appGrantGroupName = (appName: string): string => `应用授权：${appName}`.slice(0, GROUP_NAME_MAX);

/** Ids of the apps the company holds (at least one enabled resource through an enabled auth group). */
export const companyAppIds = (tx: Tx, tenantId: number, companyId: number): Promise<Set<number>> => grantedAppIds(tx, tenantId, companyId);

export type AppGrant = { groupId: number; groupName: string; groupCreated: boolean; companyAdded: boolean };

/** Grants the whole app to the company through the app's auth group. */
export async function grantAppToCompany(
  tx: Tx,
  input: { tenantId: number; companyId: number; appId: number; appName: string },
): Promise<AppGrant> {
  const groupName = appGrantGroupName(input.appName);
  const group = await findOrCreateGroup(tx, input.tenantId, groupName);
  await enableGroup(tx, input.tenantId, group.id);
  await fillGroupWithApp(tx, input.tenantId, group.id, input.appId);
  const companyAdded = await attachCompany(tx, input.tenantId, group.id, input.companyId);
  await bumpCatalogueVersion(tx, input.tenantId);
  return { groupId: group.id, groupName, groupCreated: group.created, companyAdded };
}
