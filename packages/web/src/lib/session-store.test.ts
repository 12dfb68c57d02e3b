// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { readSessionCookies } from './session-cookies';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

const session = {
  token: '1.abc',
  userId: 7,
  tenantId: 1,
  companyId: 4,
  phone: '13800000005',
  adminUser: '0',
  userName: 'multi_user',
} as unknown as Session;

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('signIn stores the payload, writes the cookies and removes the app id cookie', () => {
    document.cookie = 'appId=9; path=/';
    useSessionStore.getState().signIn(session);
    expect(useSessionStore.getState().session?.userName).toBe('multi_user');
    expect(readSessionCookies()).toMatchObject({ token: '1.abc', userId: '7', tenantId: '1', companyId: '4', phone: '13800000005' });
    expect(readSessionCookies().appId).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('1.abc');
  });

  it('clear removes the session, its storage and the identifying cookies but keeps the tenant', () => {
    useSessionStore.getState().signIn(session);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readSessionCookies()).toEqual({ tenantId: '1', adminUser: '0' });
  });

  it('update merges fields into the stored session and mirrors the app id cookie', () => {
    useSessionStore.getState().update({ appId: 3 });
    expect(useSessionStore.getState().session).toBeNull();
    useSessionStore.getState().signIn(session);
    useSessionStore.getState().update({ appId: 3, appCode: 'SYS01' });
    expect(useSessionStore.getState().session).toMatchObject({ appId: 3, appCode: 'SYS01', userName: 'multi_user' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).appCode).toBe('SYS01');
    expect(readSessionCookies().appId).toBe('3');
  });
});
