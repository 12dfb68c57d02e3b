// The logged-in session (spec 1 section 3) in one small store: filled from a login payload, mirrored
// into the session cookies the request layer reads, and cleared on logout.
import { create } from 'zustand';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { clearSessionCookies, writeSessionCookies } from './session-cookies';

const STORAGE_KEY = 'medportal.session';

type SessionState = {
  session: Session | null;
  /** after any login call: store the payload, write the cookies, clear the app id (spec 1 section 4) */
  signIn: (session: Session) => void;
  /** merge changed fields (e.g. the entered app) into the current session; no-op without a session */
  update: (changes: Partial<Session>) => void;
  clear: () => void;
};

const restore = (): Session | null => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
};

export const useSessionStore = create<SessionState>((set) => ({
  session: typeof localStorage === 'undefined' ? null : restore(),
  signIn: (session) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    writeSessionCookies({
      userId: session.userId,
      token: session.token,
      tenantId: session.tenantId,
      companyId: session.companyId,
      phone: session.phone,
      adminUser: session.adminUser,
      appId: null,
    });
    set({ session });
  },
  update: (changes) =>
    set((state) => {
      if (!state.session) return state;
      const session = { ...state.session, ...changes };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
      if ('appId' in changes) writeSessionCookies({ appId: session.appId });
      return { session };
    }),
  clear: () => {
    localStorage.removeItem(STORAGE_KEY);
    clearSessionCookies();
    set({ session: null });
  },
}));

export const SESSION_STORAGE_KEY = STORAGE_KEY;
