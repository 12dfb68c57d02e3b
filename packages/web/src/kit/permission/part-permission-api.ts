// Field-level ("part") permission of a screen (spec 2 section 7 'Field permission'): POST
// /fieldPermission/menuList with businessId, businessCode and localUserId; menuStatus 0 hidden,
// non-zero visible, 2 editable. A non-'0' answer (or a failed call) leaves nothing visible.
import type { MenuItem, PartPermissionBody } from '@medportal/contracts/staff/field-permission.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export const PART_PERMISSION_URL = STAFF_API.fieldPermissionMenuList;

const HIDDEN = 0;
const EDITABLE = 2;

export type PartPermissionSets = {
  /** keys with a non-zero status */
  visible: ReadonlySet<string>;
  /** keys with status 2 */
  editable: ReadonlySet<string>;
  /** every key the answer names */
  all: ReadonlySet<string>;
};

export const NO_PART_PERMISSION: PartPermissionSets = { visible: new Set(), editable: new Set(), all: new Set() };

export function partPermissionSets(menuList: readonly MenuItem[]): PartPermissionSets {
  return {
    visible: new Set(menuList.filter((m) => m.menuStatus !== HIDDEN).map((m) => m.menuKey)),
    editable: new Set(menuList.filter((m) => m.menuStatus === EDITABLE).map((m) => m.menuKey)),
    all: new Set(menuList.map((m) => m.menuKey)),
  };
}

// Several components of one screen ask at once: they share the request while it is in flight. Once
// it settles the entry goes, so a later mount (e.g. after an admin changed the settings) asks again.
const inFlight = new Map<string, Promise<PartPermissionSets>>();

export function fetchPartPermission(body: PartPermissionBody): Promise<PartPermissionSets> {
  // keyed by business id as the spec says; the code and user join the key so two businesses sharing
  // an id can never read each other's answer
  const key = JSON.stringify([body.businessId, body.businessCode, body.localUserId]);
  const running = inFlight.get(key);
  if (running) return running;
  const request = post<{ menuList?: MenuItem[] }>(PART_PERMISSION_URL, body, { ignoreErrors: true })
    .then((envelope) => (String(envelope.code) === '0' ? partPermissionSets(envelope.payload?.menuList ?? []) : NO_PART_PERMISSION))
    // a rejected call (a non-'0' code or a network failure) shows no field rather than every field
    .catch(() => NO_PART_PERMISSION)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
