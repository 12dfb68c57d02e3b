// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session-store';
import { shouldReloadForStorage, startStorageSync } from './storage-sync';

const me = { userId: 7, companyId: 5 };

describe('shouldReloadForStorage', () => {
  it('stays when the cookies still name this user and company', () => {
    expect(shouldReloadForStorage(me, { userId: '7', companyId: '5' })).toBe(false);
  });

  it('reloads for another user, another company or a logout elsewhere', () => {
    expect(shouldReloadForStorage(me, { userId: '8', companyId: '5' })).toBe(true);
    expect(shouldReloadForStorage(me, { userId: '7', companyId: '6' })).toBe(true);
    expect(shouldReloadForStorage(me, {})).toBe(true);
  });

  it('does nothing in a tab without a session', () => {
    expect(shouldReloadForStorage(null, { userId: '8', companyId: '6' })).toBe(false);
  });
});

describe('startStorageSync', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const fire = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('reloads on a change of the stored session that the cookies disagree with, and stops when asked', () => {
    const reload = vi.fn();
    let cookies: { userId?: string; companyId?: string } = { userId: '7', companyId: '5' };
    stop = startStorageSync({ current: () => me, cookies: () => cookies, reload });
    fire(SESSION_STORAGE_KEY);
    expect(reload).not.toHaveBeenCalled();
    cookies = { userId: '7', companyId: '9' };
    fire('medportal.lang');
    expect(reload).not.toHaveBeenCalled();
    fire(SESSION_STORAGE_KEY);
    expect(reload).toHaveBeenCalledTimes(1);
    fire(null);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    fire(SESSION_STORAGE_KEY);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads the page to its root by default', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stop = startStorageSync({ current: () => me, cookies: () => ({ userId: '8', companyId: '5' }) });
    fire(SESSION_STORAGE_KEY);
    expect(assign).toHaveBeenCalledWith(window.location.pathname);
    assign.mockRestore();
  });
});
