// login/positionList and login/chooseCompany against the demo seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { companies, sessions } from '../../../db/schema.js';
import { hashToken } from '../../../lib/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIST = `${STAFF}/login/positionList`;
const CHOOSE = `${STAFF}/login/chooseCompany`;
const CURRENT = `${STAFF}/login/currentUser`;

const companyId = (tenantId: number, code: string) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      (
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.tenantId, tenantId), eq(companies.code, code)))
      )[0]!.id,
  );

const sessionRow = (tenantId: number, token: string) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      (
        await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, hashToken(token))))
      )[0],
  );

describe('login/positionList', () => {
  it("lists multi_user's 17 seats, the last used first and the only one with ifLast", async () => {
    const token = await login(t.app, 'multi_user');
    const res = await call(t.app, LIST, {}, { token });
    expect(res.body.code).toBe('0');
    const list = res.body.payload as { companyId: number; companyName: string; positionName: string; ifLast: boolean }[];
    expect(list).toHaveLength(17);
    expect(list[0]).toEqual({
      companyId: await companyId(1, 'AG0001'),
      companyName: '江苏恒泰医疗器械贸易有限公司',
      positionName: '销售代表',
      ifLast: true,
    });
    expect(list.filter((p) => p.ifLast)).toHaveLength(1);
    expect(Object.keys(list[1]!).sort()).toEqual(['companyId', 'companyName', 'ifLast', 'positionName']);
    expect(list.find((p) => p.companyName === '上海康瑞医疗器械有限公司')?.positionName).toBe('质量负责人');
  });

  it('filters by a part of the company name, keeping ifLast of the last used seat', async () => {
    const token = await login(t.app, 'multi_user');
    const hospitals = await call(t.app, LIST, { companyName: '医院' }, { token });
    expect(hospitals.body.payload.map((p: { companyName: string }) => p.companyName).sort()).toEqual(
      ['上海市瑞安中心医院', '南京市康宁医院', '杭州市西湖惠民医院'].sort(),
    );
    expect(hospitals.body.payload.every((p: { ifLast: boolean }) => !p.ifLast)).toBe(true);
    const last = await call(t.app, LIST, { companyName: ' 恒泰 ' }, { token });
    expect(last.body.payload).toEqual([expect.objectContaining({ companyName: '江苏恒泰医疗器械贸易有限公司', ifLast: true })]);
    for (const needle of ['不存在的企业', "%' OR '1'='1", '<script>', '华东']) {
      expect((await call(t.app, LIST, { companyName: needle }, { token })).body.payload).toEqual([]);
    }
    expect((await call(t.app, LIST, { companyName: '' }, { token })).body.payload).toHaveLength(17);
    expect((await call(t.app, LIST, { companyName: null }, { token })).body.payload).toHaveLength(17);
  });

  it('answers a single seat for ag_user and none for new_user', async () => {
    const ag = await call(t.app, LIST, {}, { token: await login(t.app, 'ag_user') });
    expect(ag.body.payload).toEqual([
      { companyId: await companyId(1, 'AG0001'), companyName: '江苏恒泰医疗器械贸易有限公司', positionName: '销售代表', ifLast: true },
    ]);
    const fresh = await call(t.app, LIST, {}, { token: await login(t.app, 'new_user') });
    expect(fresh.body).toEqual({ code: '0', msg: 'success', payload: [] });
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    const token = await login(t.app, 'ag_user');
    const long = await call(t.app, LIST, { companyName: 'x'.repeat(201) }, { token });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: '400', msg: 'companyName：企业名称不能超过200个字符' });
    expect((await call(t.app, LIST, { companyName: 12 }, { token })).body.code).toBe('400');
    expect((await call(t.app, LIST, {})).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
  });
});

describe('login/chooseCompany', () => {
  it('moves multi_user through several companies, each time a new session and the old token revoked', async () => {
    let token = await login(t.app, 'multi_user');
    const cases: [code: string, name: string, type: string, roleType: number, positionName: string][] = [
      ['FC0001', '上海康瑞医疗器械有限公司', 'FC', 2, '质量负责人'],
      ['HO0002', '南京市康宁医院', 'HO', 1, '采购员'],
      ['SV0001', '上海链通医疗物流服务有限公司', 'SV', 3, '调度员'],
      ['AM0001', '上海正衡医疗器械审计事务所有限公司', 'AM', -1, '审计师'],
      ['AG0010', '北京京卫医疗器械有限公司', 'AG', 0, '销售代表'],
    ];
    for (const [code, name, type, roleType, positionName] of cases) {
      const id = await companyId(1, code);
      const res = await call(t.app, CHOOSE, { companyId: id }, { token });
      expect(res.body.code).toBe('0');
      expect(res.body.payload).toMatchObject({
        userName: 'multi_user',
        tenantId: 1,
        companyId: id,
        companyName: name,
        companyType: type,
        roleType,
        positionName,
        appId: 0,
        ifAdmin: false,
      });
      const next = res.body.payload.token as string;
      expect(next).not.toBe(token);
      expect((await call(t.app, CURRENT, {}, { token })).body.code).toBe('401');
      expect((await sessionRow(1, token))?.revokedAt).toBeInstanceOf(Date);
      const current = await call(t.app, CURRENT, {}, { token: next });
      expect(current.body.payload).toMatchObject({ companyId: id, companyName: name });
      const list = await call(t.app, LIST, {}, { token: next });
      expect(list.body.payload[0]).toMatchObject({ companyId: id, ifLast: true });
      token = next;
    }
  });

  it('answers SC1020 for the current position and keeps the session', async () => {
    const token = await login(t.app, 'ag_user');
    const res = await call(t.app, CHOOSE, { companyId: await companyId(1, 'AG0001') }, { token });
    expect(res.body).toEqual({ code: 'SC1020', msg: '当前已是该岗位', payload: null });
    expect((await call(t.app, CURRENT, {}, { token })).body.code).toBe('0');
    expect((await sessionRow(1, token))?.revokedAt).toBeNull();
  });

  it('answers NO_POSITION for a company without a seat, of another tenant, or 0, and writes nothing', async () => {
    const ag = await login(t.app, 'ag_user');
    const before = await t.db.tenant(1, async (tx) => (await tx.select().from(sessions).where(eq(sessions.tenantId, 1))).length);
    for (const id of [await companyId(1, 'MM0001'), await companyId(1, 'FC0001'), await companyId(2, 'AG0001'), 0, 2147483647]) {
      const res = await call(t.app, CHOOSE, { companyId: id }, { token: ag });
      expect(res.body).toEqual({ code: 'SC1021', msg: '您在该企业没有岗位', payload: null });
    }
    expect(await t.db.tenant(1, async (tx) => (await tx.select().from(sessions).where(eq(sessions.tenantId, 1))).length)).toBe(before);
    expect((await call(t.app, CURRENT, {}, { token: ag })).body.code).toBe('0');

    const fresh = await login(t.app, 'new_user');
    expect((await call(t.app, CHOOSE, { companyId: 0 }, { token: fresh })).body.code).toBe('SC1021');
    const t2 = await login(t.app, 't2_user', 'Demo1234', 2);
    const res = await call(t.app, CHOOSE, { companyId: await companyId(1, 'AG0001') }, { token: t2, tenantId: 2 });
    expect(res.body).toEqual({ code: 'SC1021', msg: '您在该企业没有岗位', payload: null });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const token = await login(t.app, 'multi_user');
    const missing = await call(t.app, CHOOSE, {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: '400', msg: 'companyId：请选择企业' });
    for (const companyId of ['1', -1, 1.5, 2147483648, null, [1], { id: 1 }]) {
      const res = await call(t.app, CHOOSE, { companyId }, { token });
      expect([res.status, res.body.code]).toEqual([400, '400']);
    }
    expect((await call(t.app, CURRENT, {}, { token })).body.code).toBe('0');
  });
});
