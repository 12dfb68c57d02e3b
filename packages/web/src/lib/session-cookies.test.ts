// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLEARED_ON_LOGOUT,
  SESSION_COOKIE,
  SMS_LOGIN_COOKIE,
  clearSessionCookies,
  hasSmsLoginCookie,
  readSessionCookie,
  readSessionCookies,
  removeSmsLoginCookie,
  setSmsLoginCookie,
  writeSessionCookies,
} from './session-cookies';

// happy-dom's own handle on the window: the page's address is changed through it
const setPageUrl = (url: string) => (window as unknown as { happyDOM: { setURL: (u: string) => void } }).happyDOM.setURL(url);

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

afterEach(clearAll);

describe('session cookies', () => {
  it('writes and reads every session field under its cookie name', () => {
    writeSessionCookies({ userId: 7, token: 'tok', tenantId: 1, companyId: 12, phone: '13800000000', adminUser: '1', appId: 3 });
    expect(readSessionCookies()).toEqual({
      userId: '7',
      token: 'tok',
      tenantId: '1',
      companyId: '12',
      phone: '13800000000',
      adminUser: '1',
      appId: '3',
    });
    expect(Cookies.get(SESSION_COOKIE.token)).toBe('tok');
  });

  it('removes a field written as null and treats an empty cookie as absent', () => {
    writeSessionCookies({ token: 'tok', appId: 3 });
    writeSessionCookies({ appId: null });
    Cookies.set(SESSION_COOKIE.phone, '', { path: '/' });
    expect(readSessionCookie('appId')).toBeUndefined();
    expect(readSessionCookie('phone')).toBeUndefined();
    expect(readSessionCookies()).toEqual({ token: 'tok' });
  });

  it('logout clears the user fields and keeps tenantId and adminUser', () => {
    writeSessionCookies({ userId: 7, token: 'tok', tenantId: 2, companyId: 12, phone: 'p', adminUser: '1', appId: 3 });
    clearSessionCookies();
    expect(readSessionCookies()).toEqual({ tenantId: '2', adminUser: '1' });
    expect(CLEARED_ON_LOGOUT).toEqual(['userId', 'token', 'companyId', 'phone', 'appId']);
  });

  it('sets, detects and removes the sms-login cookie', () => {
    expect(hasSmsLoginCookie()).toBe(false);
    setSmsLoginCookie();
    expect(Cookies.get(SMS_LOGIN_COOKIE)).toBe('1');
    expect(hasSmsLoginCookie()).toBe(true);
    removeSmsLoginCookie();
    expect(hasSmsLoginCookie()).toBe(false);
  });

  it('writes every cookie SameSite=Strict, and Secure when the page is on https', () => {
    const written: string[] = [];
    const page = window.location.href;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      written.push(v);
    });
    try {
      writeSessionCookies({ token: 'tok', appId: 3 });
      setSmsLoginCookie();
      writeSessionCookies({ appId: null });
      clearSessionCookies();
      expect(written.length).toBeGreaterThanOrEqual(4);
      for (const cookie of written) {
        expect(cookie).toMatch(/; path=\/(;|$)/);
        expect(cookie.toLowerCase()).toContain('; samesite=strict');
        expect(cookie.toLowerCase()).not.toContain('secure');
      }
      written.length = 0;
      setPageUrl('https://portal.example.cn/#/worktable');
      writeSessionCookies({ token: 'tok' });
      setSmsLoginCookie();
      expect(written).toHaveLength(2);
      for (const cookie of written) expect(cookie.toLowerCase()).toMatch(/; samesite=strict.*; secure$/);
    } finally {
      spy.mockRestore();
      setPageUrl(page);
    }
  });
});
