// SC1002 (spec 2 section 8): a login whose password must be reset goes to the retrieval page naming
// the account — from the payload when the server names it, otherwise the name typed in the form.
import { lastAttemptedLoginName } from './pending-session';

export const RETRIEVE_PATH = '/login/retrieve';

const NAME_FIELDS = ['loginUserName', 'userName', 'username', 'name'] as const;

export function resetNameOf(payload: unknown, fallback: string = lastAttemptedLoginName()): string {
  if (typeof payload === 'string' && payload.trim()) return payload.trim();
  if (typeof payload === 'object' && payload !== null) {
    for (const field of NAME_FIELDS) {
      const value = (payload as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return fallback;
}

/** /login/retrieve?reset=true&name=<login user name> */
export function passwordResetPath(payload: unknown, fallback?: string): string {
  const params = new URLSearchParams({ reset: 'true', name: resetNameOf(payload, fallback) });
  return `${RETRIEVE_PATH}?${params.toString()}`;
}
