// company/options: the companies a session may manage in system setup — every company of the tenant for
// the platform, the own company only for an enterprise, nothing of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';

const URL = STAFF_API.companyOptions;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const options = async (user: string, body: unknown) => {
  const token = await login(t.app, user);
  return (await call(t.app, URL, body, { token })).body as { code: string; msg: string; payload: CompanyOption[] };
};

describe('company/options', () => {
  it('gives the platform every company of its tenant, filtered by type and keyword', async () => {
    const all = await options('admin', {});
    expect(all.code).toBe('0');
    expect(all.payload.map((c) => c.code)).toEqual(expect.arrayContaining(['MM0001', 'FC0001', 'FC0002', 'AG0001', 'HO0001']));
    const fcs = await options('admin', { companyType: 'FC' });
    expect(fcs.payload.length).toBeGreaterThanOrEqual(2);
    expect(fcs.payload.every((c) => c.type === 'FC')).toBe(true);
    const named = await options('admin', { keyword: 'FC0002' });
    expect(named.payload.map((c) => c.code)).toEqual(['FC0002']);
    // a LIKE wildcard is a literal character, not 'anything'
    expect((await options('admin', { keyword: '%' })).payload).toEqual([]);
  });

  it('gives an enterprise administrator its own company only', async () => {
    const own = await options('fc_admin', {});
    expect(own.payload.map((c) => c.code)).toEqual(['FC0001']);
    expect((await options('fc_admin', { keyword: 'AG' })).payload).toEqual([]);
  });

  it('refuses a bad company type with a message naming the field', async () => {
    const bad = await options('admin', { companyType: 'XX' });
    expect(bad.code).not.toBe('0');
    expect(bad.msg).toContain('企业类型');
  });
});
