// The two authentication guards of spec 2 section 2, run on every route change from the router root.
// All branching lives in the pure decideGuard(); the component only gathers its input and carries out
// the decision (leave the site, exchange a code, restore the session from cookies, go to login).
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHELL_ERRORS as ERRORS } from '@medportal/contracts/common/shell-errors';
import { isApiError } from '../lib/api-error';
import { isLeavingOnLogout } from '../lib/logout-marker';
import { readSessionCookie, writeSessionCookies, clearSessionCookies } from '../lib/session-cookies';
import { useSessionStore } from '../lib/session-store';
import { configureShellEffects, shellEffects } from '../lib/shell-effects';
import { loginPathFor } from '../shell/login-path';
import { passwordResetPath } from '../features/auth/password-reset';
import { keepPendingFrom } from '../features/auth/pending-session';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { usePageMatch } from '../lib/page-match';

// The request layer and the landing rules load when a guard first needs them, so the app's
// entry chunk stays small for the login page.
const authApi = () => import('../features/auth/auth-api');
const GuardSpinner = lazy(() => import('./guard-spinner'));
const landAfterLogin = (session: Session) => import('../features/auth/login-redirect').then((m) => m.landAfterLogin(session));

/** Spec 1 section 2 / spec 2 section 2: reachable without a login. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/login/register',
  '/login/retrieve',
  '/login/privacy',
  '/login/registerSuccess',
  '/login/bindPhone',
  '/login/wechatBindPhone',
  '/login/wechatLoginEndRegister',
  '/promoteH5',
  '/promoteH5/submit',
  '/demo',
  '/auth-login',
  '/auth-login/video-list',
  '/auth-login/temporary-user',
  '/temporary-login',
  '/loginAdmin',
];

/** Pages that use their `code` themselves, with their own wording (the QR upload phone page's code is an upload code, not a login code). */
export const CODE_PAGES: readonly string[] = ['/auth-login', '/temporary-login', '/upload/h5'];

export const ROOT_LOGIN_PATH = '/login';

/** zh-CN source of `auth:guard.userInfoFailed` (spec 2 guard two). */
export const USER_INFO_FAILED = '用户信息获取失败';

/** Phones and Android devices (tablets other than Android keep the desktop portal). */
export const MOBILE_UA = /Android|iPhone|iPod|Windows Phone|Mobile/i;

export type GuardInput = {
  /** route path of the hash router, e.g. '/login' */
  path: string;
  /** query of the hash route merged over the page query */
  query: URLSearchParams;
  /** the page URL (window.location.href) */
  href: string;
  /** window.location.pathname and .hash */
  pagePath: string;
  hash: string;
  /** the matched route is declared public in the route table */
  routePublic: boolean;
  /** some route matched (unmatched paths show the 404 page without a login) */
  matched: boolean;
  cookies: { userId?: string; token?: string; adminUser?: string };
  hasSession: boolean;
  /** the cookie session was already loaded once (successfully or not) */
  restoreTried: boolean;
  /** codes already exchanged (a one-time code is never sent twice) */
  triedCodes: ReadonlySet<string>;
  userAgent: string;
  /** the tenant's public site; undefined while it is not loaded */
  publicSiteUrl: string | undefined;
};

export type GuardDecision =
  | { do: 'leave'; url: string }
  | { do: 'loadBranding' }
  | { do: 'exchangeCode'; code: string }
  | { do: 'pass' }
  /** a logout is leaving this page: neither a message nor a redirect of the guards' own */
  | { do: 'wait' }
  | { do: 'restore' }
  | { do: 'login'; to: string; message: string | null };

const httpUrl = (value: string, base?: string): URL | null => {
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/** The same page on another origin, without the redirect_origin parameter (no ping-pong). */
function otherOriginTarget(origin: string, input: GuardInput): string | null {
  const target = httpUrl(origin);
  if (!target || target.origin === new URL(input.href).origin) return null;
  const [route = '', query = ''] = input.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  params.delete('redirect_origin');
  const rest = params.toString();
  const hash = input.hash ? `#${route}${rest ? `?${rest}` : ''}` : '';
  return `${target.origin}${input.pagePath}${hash}`;
}

/** Only http(s) addresses, absolute or on this site; never javascript:, data: or the page itself. */
function safeRedirect(value: string, input: GuardInput): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('//')) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (!absolute && !trimmed.startsWith('/') && !trimmed.startsWith('#')) return null;
  const url = httpUrl(trimmed, input.href);
  if (!url || url.href === input.href) return null;
  return url.href;
}

const isBareRoot = (input: GuardInput) => input.pagePath === '/' && ['', '#', '#/'].includes(input.hash);

const httpsSite = (value: string | undefined): string | null => {
  const url = value ? httpUrl(value) : null;
  return url && url.protocol === 'https:' ? url.href : null;
};

export function decideGuard(input: GuardInput): GuardDecision {
  const origin = input.query.get('redirect_origin');
  if (origin) {
    const url = otherOriginTarget(origin, input);
    if (url) return { do: 'leave', url };
  }
  const redirect = input.query.get('redirect_url');
  if (redirect) {
    const url = safeRedirect(redirect, input);
    if (url) return { do: 'leave', url };
  }
  if (MOBILE_UA.test(input.userAgent) && isBareRoot(input)) {
    if (input.publicSiteUrl === undefined) return { do: 'loadBranding' };
    const site = httpsSite(input.publicSiteUrl);
    if (site) return { do: 'leave', url: site };
  }
  const code = input.query.get('code')?.trim();
  if (code && !input.cookies.token && !CODE_PAGES.includes(input.path) && !input.triedCodes.has(code)) {
    return { do: 'exchangeCode', code };
  }
  if (!input.matched || input.routePublic || PUBLIC_PATHS.includes(input.path)) return { do: 'pass' };
  if (input.cookies.userId && input.cookies.token) {
    if (input.hasSession) return { do: 'pass' };
    return input.restoreTried ? { do: 'login', to: loginPathFor(input.cookies.adminUser), message: USER_INFO_FAILED } : { do: 'restore' };
  }
  if (input.path === '/') return { do: 'login', to: ROOT_LOGIN_PATH, message: null };
  return { do: 'login', to: loginPathFor(input.cookies.adminUser), message: USER_INFO_FAILED };
}

/** Query of the hash route over the query of the page itself. */
export function mergedQuery(pageSearch: string, routeSearch: string): URLSearchParams {
  const merged = new URLSearchParams(pageSearch);
  new URLSearchParams(routeSearch).forEach((value, key) => merged.set(key, value));
  return merged;
}

let guardsOn = false;

/** The app turns the guards on before its first render (main.tsx); route-table tests run without them. */
export function enableGuards(on = true): void {
  guardsOn = on;
}

// One restore per page load: a cookie session is loaded into the store once (spec 2 guard one).
let restoreTried = false;
const triedCodes = new Set<string>();

/** Test hook: forget the once-only state. */
export function resetGuardState(): void {
  restoreTried = false;
  triedCodes.clear();
}

export type AppGuardsProps = { children: ReactNode; enabled?: boolean };

export function AppGuards({ children, enabled = guardsOn }: AppGuardsProps) {
  if (!enabled) return <>{children}</>;
  return <ActiveGuards>{children}</ActiveGuards>;
}

function ActiveGuards({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { handle, matched } = usePageMatch();
  const navigate = useNavigate();
  const hasSession = useSessionStore((s) => s.session !== null);
  const signIn = useSessionStore((s) => s.signIn);
  const [publicSiteUrl, setPublicSiteUrl] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const running = useRef(false);

  // SC1002: the request layer asks the shell to open the password retrieval for the account
  useEffect(() => configureShellEffects({ passwordResetRequired: (payload) => shellEffects().navigate(passwordResetPath(payload)) }), []);

  const waiting = !hasSession && isLeavingOnLogout(location.pathname);
  const decision: GuardDecision = waiting
    ? { do: 'wait' }
    : decideGuard({
        path: location.pathname,
        query: mergedQuery(window.location.search, location.search),
        href: window.location.href,
        pagePath: window.location.pathname,
        hash: window.location.hash,
        // the route table may declare '/' public while it is the start page; once '/' is a protected main
        // page, the spec's 'root → /login' rule applies
        routePublic: Boolean(handle?.public),
        matched,
        cookies: { userId: readSessionCookie('userId'), token: readSessionCookie('token'), adminUser: readSessionCookie('adminUser') },
        hasSession,
        restoreTried,
        triedCodes,
        userAgent: navigator.userAgent,
        publicSiteUrl,
      });
  const key = JSON.stringify(decision);

  useEffect(() => {
    if (decision.do === 'pass' || decision.do === 'wait' || running.current) return;
    const message = (text: string) => shellEffects().message('error', text);
    const finish = () => {
      running.current = false;
      setBusy(false);
      setTick((n) => n + 1);
    };
    switch (decision.do) {
      case 'leave':
        window.location.assign(decision.url);
        return;
      case 'login':
        if (decision.message) message(t('guard.userInfoFailed', { defaultValue: decision.message }));
        void navigate(decision.to, { replace: true });
        return;
      case 'loadBranding':
        running.current = true;
        authApi()
          .then((api) => api.fetchLoginBranding())
          .then((b) => setPublicSiteUrl(b.publicSiteUrl ?? ''))
          .catch(() => setPublicSiteUrl(''))
          .finally(finish);
        return;
      case 'exchangeCode':
        running.current = true;
        setBusy(true);
        triedCodes.add(decision.code);
        authApi()
          .then((api) => api.loginByCode(decision.code))
          .then(async (session) => {
            signIn(session);
            void navigate(await landAfterLogin(session), { replace: true });
          })
          .catch((error: unknown) => {
            // SC1003/SC1004 are routed by the error table; SC1003 keeps its session for binding
            if (!keepPendingFrom(error, ERRORS.NO_BOUND_PHONE_CODE.code, 'code') && isApiError(error) && error.msg) message(error.msg);
          })
          .finally(finish);
        return;
      case 'restore': {
        running.current = true;
        setBusy(true);
        restoreTried = true;
        const appId = readSessionCookie('appId');
        authApi()
          .then((api) => api.currentUser())
          .then((session) => {
            signIn(session);
            // signIn clears the app id of a fresh login; a restored session keeps the entered app
            if (appId) writeSessionCookies({ appId });
          })
          .catch((error: unknown) => {
            // code 401 was handled by the request layer (logout, '登录失效'); otherwise say why
            if (isApiError(error) && error.code === ERRORS.UNAUTHORIZED.code) return;
            clearSessionCookies(['token', 'userId']);
            message(isApiError(error) && error.msg ? error.msg : t('guard.userInfoFailed'));
          })
          .finally(finish);
        return;
      }
    }
    // the decision's content (key) is what matters, not the object identity
  }, [key, tick]);

  if (decision.do === 'pass') return <>{children}</>;
  if (decision.do === 'wait') return null;
  // nothing of a protected page shows before the guard has decided
  return (
    <Suspense fallback={null}>
      <GuardSpinner description={busy ? t('guard.checking') : undefined} />
    </Suspense>
  );
}
