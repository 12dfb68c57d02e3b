// Button- and block-level permission (spec 2 sections 5 and 6): <Permission code> and usePermission.
//
// Semantics (the spec leaves them open; fixed here):
// - no code (undefined, null, '' or an empty list) → passes;
// - a code is a string or an object carrying `code`; a list passes when ANY of its codes passes;
// - the all-permissions map is the registry of keys the server enforces (PERMISSIONS in contracts);
//   the own-permissions map is what the menu store holds for the session: login/buttonList plus the
//   button nodes of the entered app's tree (the same two sources as the shell's useHasButton);
// - a registered key passes only when the user owns it (registered, not owned → hidden);
// - an owned key passes even when it is not registered (apps may grant buttons the registry lacks);
// - a key that is neither registered nor owned is not under permission control and passes, which
//   is what the all-permissions map is for (the server still checks every route on its own).
import type { ReactNode } from 'react';
import { PERMISSIONS } from '@medportal/contracts/permissions';
import { hasButton, useMenuStore } from '../../lib/menu-store';

export type PermissionCode = string | { code: string };
export type PermissionProp = PermissionCode | readonly PermissionCode[] | null | undefined;

const REGISTERED: ReadonlySet<string> = new Set<string>(PERMISSIONS);

export const codeOf = (code: PermissionCode): string => (typeof code === 'string' ? code : code.code);

/** The codes of a prop, trimmed, empty ones dropped. */
export function codesOf(prop: PermissionProp): string[] {
  if (prop === null || prop === undefined) return [];
  const list: readonly PermissionCode[] = Array.isArray(prop) ? prop : [prop as PermissionCode];
  return list.map((code) => codeOf(code).trim()).filter((code) => code !== '');
}

/** Pure check against the two maps; `owns` answers the own-permissions lookup. */
export function permissionPasses(
  prop: PermissionProp,
  owns: (code: string) => boolean,
  registered: ReadonlySet<string> = REGISTERED,
): boolean {
  const codes = codesOf(prop);
  if (codes.length === 0) return true;
  return codes.some((code) => owns(code) || !registered.has(code));
}

/** Whether the session passes the permission `code` (see the semantics at the top of this file). */
export function usePermission(code?: PermissionProp): boolean {
  return useMenuStore((state) => permissionPasses(code, (c) => hasButton(state, c)));
}

type PermissionProps = {
  code?: PermissionProp;
  children: ReactNode;
  /** shown instead of the children when the check fails (nothing by default) */
  fallback?: ReactNode;
};

/** Renders its children (a button or a whole block) only when the permission check passes. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  return <>{usePermission(code) ? children : fallback}</>;
}
