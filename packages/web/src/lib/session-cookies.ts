// The session as the browser keeps it: cookies written at login and read by the request layer and the guards.
import Cookies from 'js-cookie';

/** Field -> cookie name of every session cookie. */
export const SESSION_COOKIE = {
  userId: 'userId',
  token: 'token',
  tenantId: 'tenantId',
  companyId: 'companyId',
  phone: 'phone',
  adminUser: 'adminUser',
  appId: 'appId',
} as const;

export type SessionCookieField = keyof typeof SESSION_COOKIE;
export type SessionCookies = Partial<Record<SessionCookieField, string>>;

/** Marks a login that started with an SMS code; SC1004 on phone login removes it before going to register. */
export const SMS_LOGIN_COOKIE = 'smsLogin';

/** The value of the adminUser cookie that sends logout back to /loginAdmin. */
export const ADMIN_USER_FLAG = '1';

// tenantId names the operator the login page signs into and adminUser picks the login page after
// logout, so both outlive a logout; everything that identifies the user goes.
export const CLEARED_ON_LOGOUT: readonly SessionCookieField[] = ['userId', 'token', 'companyId', 'phone', 'appId'];

/**
 * Every cookie the client writes: sent to this site only (SameSite=Strict), and only over https when the
 * page is on https. The server authenticates by the Authorization header and ignores cookies.
 */
export const cookieAttributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'strict',
  ...(window.location.protocol === 'https:' ? { secure: true } : {}),
});

export const readSessionCookie = (field: SessionCookieField): string | undefined => {
  const value = Cookies.get(SESSION_COOKIE[field]);
  return value === '' ? undefined : value;
};

export function readSessionCookies(): SessionCookies {
  const session: SessionCookies = {};
  for (const field of Object.keys(SESSION_COOKIE) as SessionCookieField[]) {
    const value = readSessionCookie(field);
    if (value !== undefined) session[field] = value;
  }
  return session;
}

/** Writes the given fields; null or undefined removes that cookie. */
export function writeSessionCookies(
  values: Partial<Record<SessionCookieField, string | number | null | undefined>>,
  attributes: Cookies.CookieAttributes = {},
): void {
  for (const [field, value] of Object.entries(values) as [SessionCookieField, string | number | null | undefined][]) {
    const name = SESSION_COOKIE[field];
    if (value === null || value === undefined) Cookies.remove(name, { ...cookieAttributes(), ...attributes });
    else Cookies.set(name, String(value), { ...cookieAttributes(), ...attributes });
  }
}

export function clearSessionCookies(fields: readonly SessionCookieField[] = CLEARED_ON_LOGOUT): void {
  for (const field of fields) Cookies.remove(SESSION_COOKIE[field], cookieAttributes());
}

export const hasSmsLoginCookie = (): boolean => Cookies.get(SMS_LOGIN_COOKIE) !== undefined;

export const setSmsLoginCookie = (): void => {
  Cookies.set(SMS_LOGIN_COOKIE, '1', cookieAttributes());
};

export const removeSmsLoginCookie = (): void => {
  Cookies.remove(SMS_LOGIN_COOKIE, cookieAttributes());
};
