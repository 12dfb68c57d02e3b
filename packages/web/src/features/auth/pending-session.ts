// Sessions the server hands out with SC1005 (user-name login) or SC1003 (code login) so that the user
// can bind a phone first. They are kept aside in sessionStorage — never in the session store or the
// cookies — until the phone is bound, and the user name of the last password attempt (SC1002 reset).
import { create } from 'zustand';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { isApiError } from '../../lib/api-error';

const STORAGE_KEY = 'medportal.pendingSession';

export type PendingKind = 'userName' | 'code';
export type PendingSession = { kind: PendingKind; session: Session };

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

const restore = (): PendingSession | null => {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PendingSession) : null;
  } catch {
    return null;
  }
};

type PendingState = {
  pending: PendingSession | null;
  keep: (pending: PendingSession) => void;
  drop: () => void;
};

export const usePendingSession = create<PendingState>((set) => ({
  pending: restore(),
  keep: (pending) => {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
    set({ pending });
  },
  drop: () => {
    storage()?.removeItem(STORAGE_KEY);
    set({ pending: null });
  },
}));

const looksLikeSession = (payload: unknown): payload is Session =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Session).token === 'string' &&
  typeof (payload as Session).tenantId === 'number';

/** Keeps the session of a bind-phone refusal (SC1005/SC1003 carry one); true when one was kept. */
export function keepPendingFrom(error: unknown, code: string, kind: PendingKind): boolean {
  if (!isApiError(error) || error.code !== code || !looksLikeSession(error.payload)) return false;
  usePendingSession.getState().keep({ kind, session: error.payload });
  return true;
}

let lastLoginName = '';

/** The user name of the last password login attempt (an SC1002 payload may not name the account). */
export const rememberLoginName = (name: string): void => {
  lastLoginName = name;
};
export const lastAttemptedLoginName = (): string => lastLoginName;
