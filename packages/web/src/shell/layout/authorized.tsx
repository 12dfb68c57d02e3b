// Button-level permission checks (spec 1 section 6: 'Buttons can be wrapped in a permission check').
import type { ReactNode } from 'react';
import { hasButton, useMenuStore } from '../../lib/menu-store';

/** Whether the user holds the button permission `code` in the entered app. */
export function useHasButton(code: string): boolean {
  return useMenuStore((state) => hasButton(state, code));
}

/** Renders its children only for a user holding the button permission `code`. */
export function Authorized({ code, children }: { code: string; children: ReactNode }) {
  return useHasButton(code) ? <>{children}</> : null;
}
