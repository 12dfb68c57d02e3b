import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { COMPANY_TYPES } from '@medportal/contracts/common/constants';
import { call, createTestApp, login, STAFF, type TestApp } from '../../test/app.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  agreementSignatures,
  agreements,
  authGroupCompanies,
  authGroups,
  companies,
  companyRelations,
  configEntries,
  customerServiceEntries,
  fieldPermissions,
  positionRoles,
  positions,
  resources,
  roleGrants,
  roles,
  tenantSettings,
  users,
} from '../schema.js';
import { serviceAgreementTitle } from './agreements.js';
import { DEMO_PHONES } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userByName = (tenantId: number, userName: string) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)))
      )[0]!,
  );

const positionsOf = (tenantId: number, userName: string) =>
  t.db.tenant(tenantId, async (tx) =>
    tx
      .select({ id: positions.id, isAdmin: positions.isAdmin, companyCode: companies.code, companyType: companies.type })
      .from(positions)
      .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
      .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
      .where(and(eq(positions.tenantId, tenantId), eq(users.userName, userName))),
  );

/** Resource codes granted to a user's roles in one company. */
const roleCodesOf = (userName: string, companyCode: string) =>
  t.db.tenant(1, async (tx) => {
    const rows = await tx
      .select({ code: resources.resourceCode })
      .from(positions)
      .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
      .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
      .innerJoin(positionRoles, and(eq(positionRoles.tenantId, positions.tenantId), eq(positionRoles.positionId, positions.id)))
      .innerJoin(roleGrants, and(eq(roleGrants.tenantId, positions.tenantId), eq(roleGrants.roleId, positionRoles.roleId)))
      .innerJoin(resources, and(eq(resources.tenantId, positions.tenantId), eq(resources.id, roleGrants.resourceId)))
      .where(and(eq(positions.tenantId, 1), eq(users.userName, userName), eq(companies.code, companyCode)));
    return new Set(rows.map((r) => r.code));
  });

describe('demo accounts', () => {
  it('admin is the platform admin and the MM company admin', async () => {
    const admin = await userByName(1, 'admin');
    expect(admin.isPlatformAdmin).toBe(true);
    expect(admin.phone).toBe(DEMO_PHONES['admin']);
    expect(await verifyPassword(admin.passwordHash, 'Demo1234')).toBe(true);
    expect(await positionsOf(1, 'admin')).toEqual([expect.objectContaining({ companyCode: 'MM0001', companyType: 'MM', isAdmin: true })]);
  });

  it('fc_admin administers manufacturer 1; ag_user and ho_user are staff with roles', async () => {
    expect(await positionsOf(1, 'fc_admin')).toEqual([expect.objectContaining({ companyCode: 'FC0001', isAdmin: true })]);
    expect((await userByName(1, 'fc_admin')).isPlatformAdmin).toBe(false);
    expect(await positionsOf(1, 'ag_user')).toEqual([expect.objectContaining({ companyCode: 'AG0001', isAdmin: false })]);
    const ag = await roleCodesOf('ag_user', 'AG0001');
    expect([...ag]).toEqual(expect.arrayContaining(['wt.home', 'cm.qualification', 'cm.qualification.addNew']));
    expect(ag.has('cm.qualification.exchangeBtnPart')).toBe(false);
    expect(await positionsOf(1, 'ho_user')).toEqual([expect.objectContaining({ companyCode: 'HO0001', isAdmin: false })]);
    expect((await roleCodesOf('ho_user', 'HO0001')).has('wt.home')).toBe(true);
  });

  it('multi_user holds a non-admin seat with a role in at least 14 companies; new_user holds none', async () => {
    const seats = await positionsOf(1, 'multi_user');
    expect(seats.length).toBeGreaterThanOrEqual(14);
    expect(new Set(seats.map((s) => s.companyCode)).size).toBe(seats.length);
    expect(seats.every((s) => !s.isAdmin)).toBe(true);
    const withRole = await t.db.tenant(1, (tx) =>
      tx
        .selectDistinct({ positionId: positionRoles.positionId })
        .from(positionRoles)
        .where(
          and(
            eq(positionRoles.tenantId, 1),
            inArray(
              positionRoles.positionId,
              seats.map((s) => s.id),
            ),
          ),
        ),
    );
    expect(withRole).toHaveLength(seats.length);
    expect(await positionsOf(1, 'new_user')).toEqual([]);
  });

  it('has the disabled, phone-less and pending users', async () => {
    expect((await userByName(1, 'disabled_user')).status).toBe('disabled');
    expect((await userByName(1, 'nophone_user')).phone).toBeNull();
    expect(DEMO_PHONES['nophone_user']).toBeUndefined();
    expect((await userByName(1, 'pending_user')).auditStatus).toBe('0');
  });

  it('DEMO_PHONES lists every tenant-1 phone, 11 digits starting with 13', async () => {
    const rows = await t.db.tenant(1, (tx) =>
      tx.select({ userName: users.userName, phone: users.phone }).from(users).where(eq(users.tenantId, 1)),
    );
    const inDb = Object.fromEntries(rows.filter((r) => r.phone).map((r) => [r.userName, r.phone]));
    expect(DEMO_PHONES).toEqual(inDb);
    for (const phone of Object.values(DEMO_PHONES)) expect(phone).toMatch(/^13\d{9}$/);
  });

  it("tenant 2's admin is another row, with its own phone and password Other5678", async () => {
    const one = await userByName(1, 'admin');
    const two = await userByName(2, 'admin');
    expect(two.tenantId).toBe(2);
    expect(two.id).not.toBe(one.id);
    expect(two.phone).not.toBe(one.phone);
    expect(two.isPlatformAdmin).toBe(true);
    expect(await verifyPassword(two.passwordHash, 'Other5678')).toBe(true);
    expect(await verifyPassword(two.passwordHash, 'Demo1234')).toBe(false);
    expect(await positionsOf(2, 't2_user')).toEqual([expect.objectContaining({ companyCode: 'AG0001', isAdmin: false })]);
    // row-level security: tenant 1's transaction does not see tenant 2's admin even without a tenant filter
    const visible = await t.db.tenant(1, (tx) => tx.select({ tenantId: users.tenantId }).from(users).where(eq(users.userName, 'admin')));
    expect(visible).toEqual([{ tenantId: 1 }]);
  });
});

describe('demo companies and grants', () => {
  it('tenant 1 has every company type, credit codes of 18 characters and the approval mix', async () => {
    const rows = await t.db.tenant(1, (tx) => tx.select().from(companies).where(eq(companies.tenantId, 1)));
    expect(new Set(rows.map((c) => c.type))).toEqual(new Set(COMPANY_TYPES));
    expect(rows.filter((c) => c.type === 'FC')).toHaveLength(2);
    expect(rows.filter((c) => c.type === 'HO')).toHaveLength(3);
    expect(rows.filter((c) => c.type === 'AG').length).toBeGreaterThanOrEqual(4);
    for (const c of rows) expect(c.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
    const status = Object.fromEntries(rows.map((c) => [c.code, c.approveStatus]));
    expect(status).toMatchObject({ MM0001: '1', FC0001: '1', AG0001: '1', AG0003: '3', AG0004: null, HO0003: '2' });
    expect(rows.find((c) => c.type === 'MM')!.name).toBe('医械供应链协同平台运营中心');
  });

  it('relations cover supplies, serves and sub, one disabled', async () => {
    const rows = await t.db.tenant(1, (tx) => tx.select().from(companyRelations).where(eq(companyRelations.tenantId, 1)));
    expect(new Set(rows.map((r) => r.relationType))).toEqual(new Set(['supplies', 'serves', 'sub']));
    expect(rows.filter((r) => !r.enabled)).toHaveLength(1);
  });

  it('every company of a type is in its auth group; one distributor waits for the factory approval', async () => {
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select({ group: authGroups.name, type: authGroups.companyType, code: companies.code, approved: authGroupCompanies.approved })
        .from(authGroupCompanies)
        .innerJoin(authGroups, and(eq(authGroups.tenantId, authGroupCompanies.tenantId), eq(authGroups.id, authGroupCompanies.groupId)))
        .innerJoin(companies, and(eq(companies.tenantId, authGroupCompanies.tenantId), eq(companies.id, authGroupCompanies.companyId)))
        .where(eq(authGroupCompanies.tenantId, 1)),
    );
    const all = await t.db.tenant(1, (tx) => tx.select({ code: companies.code }).from(companies).where(eq(companies.tenantId, 1)));
    for (const { code } of all) expect(rows.some((r) => r.code === code && r.approved)).toBe(true);
    expect(rows.filter((r) => !r.approved)).toEqual([{ group: 'CM001 厂家审核', type: 'AG', code: 'AG0002', approved: false }]);
  });

  it("ag_user's role hides the phone column of the user list", async () => {
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select({ field: fieldPermissions.fieldCode, status: fieldPermissions.status, company: companies.code, role: roles.name })
        .from(fieldPermissions)
        .innerJoin(roles, and(eq(roles.tenantId, fieldPermissions.tenantId), eq(roles.id, fieldPermissions.roleId)))
        .innerJoin(companies, and(eq(companies.tenantId, roles.tenantId), eq(companies.id, roles.companyId)))
        .where(and(eq(fieldPermissions.tenantId, 1), eq(fieldPermissions.businessCode, 'userManagementList'))),
    );
    expect(rows).toEqual([{ field: 'phone', status: 0, company: 'AG0001', role: '业务员' }]);
  });

  it('the platform and manufacturer 1 signed both agreements, distributors none', async () => {
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select({ code: agreements.agreementCode, company: companies.code })
        .from(agreementSignatures)
        .innerJoin(
          agreements,
          and(eq(agreements.tenantId, agreementSignatures.tenantId), eq(agreements.id, agreementSignatures.agreementId)),
        )
        .innerJoin(companies, and(eq(companies.tenantId, agreementSignatures.tenantId), eq(companies.id, agreementSignatures.companyId)))
        .where(eq(agreementSignatures.tenantId, 1)),
    );
    expect(rows.map((r) => `${r.company}:${r.code}`).sort()).toEqual([
      'FC0001:PLATFORM_SERVICE',
      'FC0001:PRIVACY_POLICY',
      'MM0001:PLATFORM_SERVICE',
      'MM0001:PRIVACY_POLICY',
    ]);
  });

  it('branding, config defaults with a company override, and customer service are set', async () => {
    const [settings] = await t.db.tenant(1, (tx) => tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, 1)));
    expect(settings!.branding).toMatchObject({ appName: '医械供应链协同平台', copyright: '医械供应链协同平台' });
    const configs = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(configEntries)
        .where(and(eq(configEntries.tenantId, 1), eq(configEntries.configKey, 'order.autoConfirmDays'))),
    );
    expect(configs.map((c) => [c.companyId === 0, c.configValue]).sort()).toEqual([
      [false, '5'],
      [true, '7'],
    ]);
    const service = await t.db.tenant(1, (tx) => tx.select().from(customerServiceEntries).where(eq(customerServiceEntries.tenantId, 1)));
    expect(service).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variant: 'system', customerTypeName: '平台客服', contact: '400-800-1234' }),
        expect.objectContaining({ variant: 'mall', customerTypeName: '商城客服' }),
      ]),
    );
  });

  it('names the service agreement without repeating 平台', async () => {
    for (const tenantId of [1, 2]) {
      const [row] = await t.db.tenant(tenantId, (tx) =>
        tx
          .select({ content: agreements.agreementContent })
          .from(agreements)
          .where(and(eq(agreements.tenantId, tenantId), eq(agreements.agreementCode, 'PLATFORM_SERVICE'))),
      );
      expect(row!.content).not.toContain('平台平台');
    }
    const [one] = await t.db.tenant(1, (tx) =>
      tx
        .select({ content: agreements.agreementContent })
        .from(agreements)
        .where(and(eq(agreements.tenantId, 1), eq(agreements.agreementCode, 'PLATFORM_SERVICE'))),
    );
    expect(one!.content).toContain('<h3>医械供应链协同平台服务协议</h3>');
    expect(serviceAgreementTitle('某某医械')).toBe('某某医械平台服务协议');
  });

  it("each tenant's texts carry only its own marker", async () => {
    const texts = (tenantId: number) =>
      t.db.tenant(tenantId, async (tx) =>
        JSON.stringify([
          await tx.select({ name: companies.name }).from(companies).where(eq(companies.tenantId, tenantId)),
          await tx.select({ name: users.realName }).from(users).where(eq(users.tenantId, tenantId)),
          await tx
            .select({ title: agreements.title, content: agreements.agreementContent })
            .from(agreements)
            .where(eq(agreements.tenantId, tenantId)),
          await tx.select({ v: configEntries.configValue }).from(configEntries).where(eq(configEntries.tenantId, tenantId)),
          await tx
            .select({ n: customerServiceEntries.customerTypeName })
            .from(customerServiceEntries)
            .where(eq(customerServiceEntries.tenantId, tenantId)),
        ]),
      );
    const one = await texts(1);
    const two = await texts(2);
    expect(one).toContain('医械供应链');
    expect(one).not.toContain('华东');
    expect(two).toContain('华东');
    expect(two).not.toContain('医械供应链');
  });
});

describe('demo logins', () => {
  it('logs in tenant 1 admin with Demo1234 and tenant 2 admin with Other5678, not the other way round', async () => {
    await expect(login(t.app, 'admin')).resolves.toEqual(expect.any(String));
    await expect(login(t.app, 'admin', 'Other5678', 2)).resolves.toEqual(expect.any(String));
    await expect(login(t.app, 'admin', 'Other5678', 1)).rejects.toThrow();
    await expect(login(t.app, 't2_user', 'Demo1234', 1)).rejects.toThrow();
  });

  it('multi_user lands in distributor 1 and sees every company it has a seat in', async () => {
    const res = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'multi_user', password: 'Demo1234' }, { tenantId: 1 });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ companyCode: 'AG0001', companyName: '江苏恒泰医疗器械贸易有限公司', ifAdmin: false });
    expect(res.body.payload.companyIdList.length).toBeGreaterThanOrEqual(14);
  });

  it('new_user logs in without a company', async () => {
    const res = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'new_user', password: 'Demo1234' }, { tenantId: 1 });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ companyId: 0, ifAdmin: false });
  });
});
