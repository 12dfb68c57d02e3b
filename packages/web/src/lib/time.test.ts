// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from './session-store';
import { showInstant, tenantTimeZone } from './time';

const signIn = (timeZone?: string) =>
  useSessionStore.getState().signIn({
    token: '1.abc',
    userId: 7,
    tenantId: 1,
    companyId: 4,
    phone: null,
    adminUser: '0',
    ...(timeZone ? { timeZone } : {}),
  } as unknown as Session);

// the browser's own zone must play no part: run the tests in one far from the tenant's
const browserZone = process.env['TZ'];
beforeAll(() => {
  process.env['TZ'] = 'America/Los_Angeles';
});
afterAll(() => {
  process.env['TZ'] = browserZone;
});
afterEach(() => useSessionStore.getState().clear());

describe('showInstant', () => {
  it("shows an instant on the session's tenant clock, not the browser's", () => {
    signIn('Asia/Shanghai');
    expect(new Date('2026-01-31T05:18:00Z').getHours()).toBe(21); // the browser's clock
    expect(showInstant('2026-01-31T05:18:00Z')).toBe('2026-01-31 13:18:00');
    expect(showInstant('2026-01-31T05:18:00Z', 'minute')).toBe('2026-01-31 13:18');
    expect(showInstant(Date.parse('2026-01-31T16:00:00Z'), 'day')).toBe('2026-02-01');
    expect(showInstant(new Date('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01 00:00:00');
  });

  it('follows the zone of the session', () => {
    signIn('Europe/London');
    expect(tenantTimeZone()).toBe('Europe/London');
    expect(showInstant('2026-07-01T05:18:00Z', 'minute')).toBe('2026-07-01 06:18');
    expect(showInstant('2026-01-31T16:00:00Z', 'minute', 'UTC')).toBe('2026-01-31 16:00');
  });

  it('uses Asia/Shanghai without a session, for a stored session without a zone and for an unknown zone', () => {
    expect(tenantTimeZone()).toBe('Asia/Shanghai');
    signIn();
    expect(showInstant('2026-01-31T16:00:00Z')).toBe('2026-02-01 00:00:00');
    signIn('Nowhere/Land');
    expect(tenantTimeZone()).toBe('Asia/Shanghai');
  });

  it("keeps a text the server wrote on the tenant's clock, cut to the precision, and shows nothing for nothing", () => {
    signIn('UTC');
    expect(showInstant('2026-02-01 00:00:00')).toBe('2026-02-01 00:00:00');
    expect(showInstant('2026-02-01 00:00:00', 'minute')).toBe('2026-02-01 00:00');
    expect(showInstant('2026-02-01 00:00:00', 'day')).toBe('2026-02-01');
    expect(showInstant(null)).toBe('');
    expect(showInstant('')).toBe('');
    expect(showInstant('garbage')).toBe('');
  });
});
