// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { landAfterLogin } from './login-redirect';
import { sessionOf } from './test-utils';

afterEach(() => useSessionStore.getState().clear());

describe('landAfterLogin', () => {
  it("sends a login on an administrator's temporary password to the password page of the account, without a session", async () => {
    useSessionStore.getState().signIn(sessionOf({ userName: 'fc_new1', companyId: 3, mustChangePassword: true }));
    expect(await landAfterLogin({ companyId: 3, userName: 'fc_new1', mustChangePassword: true })).toBe(
      '/login/retrieve?reset=true&name=fc_new1',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('lands a session without a company on /business as before', async () => {
    expect(await landAfterLogin({ companyId: 0, mustChangePassword: false })).toBe('/business');
  });
});
