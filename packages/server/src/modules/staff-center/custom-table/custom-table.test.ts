// merchantUser/customTable/*: per-user, per-tenant column settings and the authorised fields of a table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { customTableSettings } from './custom-table.table.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';

const CT = `${STAFF}/merchantUser/customTable`;
const TABLE = 'purchaseOrderList';

const column = (prop: string, extra: Record<string, unknown> = {}) => ({
  prop,
  label: prop,
  type: 'default',
  show: true,
  sort: 1,
  fixed: false,
  width: 120,
  allowSort: true,
  ...extra,
});
const customSet = (props: string[]) =>
  JSON.stringify({
    showList: props.map((p) => column(p)),
    fieldList: [
      column('index', { type: 'index', fixed: 'left' }),
      ...props.map((p) => column(p)),
      { label: '分组', type: 'group', children: [column('a'), column('b', { fixed: 'right', width: '80px' })] },
    ],
  });

let t: TestApp;
let ag: string;
let ho: string;
let admin: string;
let t2: string;

const rowsOf = (tenantId: number, tableNo: string) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(customTableSettings)
      .where(and(eq(customTableSettings.tenantId, tenantId), eq(customTableSettings.tableNo, tableNo))),
  );

beforeAll(async () => {
  t = await createTestApp();
  [ag, ho, admin, t2] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ho_user'),
    login(t.app, 'admin'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

describe('customTable session', () => {
  it.each(['find', 'save', 'reset', 'getAuthField'])('%s answers 401 without a session', async (path) => {
    const res = await call(t.app, `${CT}/${path}`, { tableNo: TABLE, customSet: customSet(['x']) });
    expect(res.body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });
});

describe('customTable find / save / reset', () => {
  it('find answers tableSet null before anything is saved', async () => {
    const res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: { tableSet: null } });
  });

  it('save then find returns the saved row; saving again replaces it', async () => {
    const first = customSet(['orderCode', 'amount']);
    let res = await call(
      t.app,
      `${CT}/save`,
      { tableNo: TABLE, customSet: first, pagePath: '/order/purchase', interfaceUrl: '/api/v1/order/pageList' },
      { token: ag },
    );
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: null });
    res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag });
    expect(res.body.payload.tableSet).toEqual({
      tableNo: TABLE,
      customSet: first,
      pagePath: '/order/purchase',
      interfaceUrl: '/api/v1/order/pageList',
    });
    expect(JSON.parse(res.body.payload.tableSet.customSet).showList).toHaveLength(2);

    const second = customSet(['amount']);
    res = await call(t.app, `${CT}/save`, { tableNo: TABLE, customSet: second }, { token: ag });
    expect(res.body.code).toBe('0');
    res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag });
    expect(res.body.payload.tableSet).toEqual({ tableNo: TABLE, customSet: second, pagePath: null, interfaceUrl: null });
    expect(await rowsOf(1, TABLE)).toHaveLength(1);
  });

  it("user A's save is invisible to user B, and B's save leaves A's untouched", async () => {
    const mine = customSet(['amount']);
    await call(t.app, `${CT}/save`, { tableNo: TABLE, customSet: mine }, { token: ag });
    let res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ho });
    expect(res.body.payload.tableSet).toBeNull();

    const theirs = customSet(['buyerName']);
    expect((await call(t.app, `${CT}/save`, { tableNo: TABLE, customSet: theirs }, { token: ho })).body.code).toBe('0');
    res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ho });
    expect(res.body.payload.tableSet.customSet).toBe(theirs);
    res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag });
    expect(res.body.payload.tableSet.customSet).toBe(mine);

    // B's reset removes only B's row
    expect((await call(t.app, `${CT}/reset`, { tableNo: TABLE }, { token: ho })).body).toEqual({
      code: '0',
      msg: 'success',
      payload: null,
    });
    expect((await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ho })).body.payload.tableSet).toBeNull();
    expect((await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag })).body.payload.tableSet.customSet).toBe(mine);
  });

  it('a user of tenant 2 sees nothing of tenant 1 and writes only into tenant 2', async () => {
    await call(t.app, `${CT}/save`, { tableNo: TABLE, customSet: customSet(['amount']) }, { token: ag });
    expect((await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: t2 })).body.payload.tableSet).toBeNull();
    const t2set = customSet(['orderStatus']);
    expect((await call(t.app, `${CT}/save`, { tableNo: TABLE, customSet: t2set }, { token: t2 })).body.code).toBe('0');
    expect((await rowsOf(2, TABLE)).map((r) => r.customSet)).toEqual([t2set]);
    expect((await rowsOf(1, TABLE)).map((r) => r.customSet)).not.toContain(t2set);
    // reset in tenant 2 does not touch tenant 1
    await call(t.app, `${CT}/reset`, { tableNo: TABLE }, { token: t2 });
    expect(await rowsOf(2, TABLE)).toHaveLength(0);
    expect((await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag })).body.payload.tableSet).not.toBeNull();
  });

  it('a tenantId header naming another tenant than the session is refused', async () => {
    const res = await call(t.app, `${CT}/find`, { tableNo: TABLE }, { token: ag, tenantId: 2 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('403');
  });

  it('reset deletes the row and is harmless when nothing is saved', async () => {
    await call(t.app, `${CT}/save`, { tableNo: 'resetMe', customSet: customSet(['a']) }, { token: ag });
    expect(await rowsOf(1, 'resetMe')).toHaveLength(1);
    expect((await call(t.app, `${CT}/reset`, { tableNo: 'resetMe' }, { token: ag })).body.code).toBe('0');
    expect(await rowsOf(1, 'resetMe')).toHaveLength(0);
    expect((await call(t.app, `${CT}/reset`, { tableNo: 'resetMe' }, { token: ag })).body.code).toBe('0');
  });
});

describe('customTable save validation', () => {
  const bad = async (body: Record<string, unknown>) => {
    const res = await call(t.app, `${CT}/save`, body, { token: ag });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    return res.body.msg;
  };

  it('customSet that is not JSON', async () => {
    expect(await bad({ tableNo: 'v1', customSet: '{not json' })).toBe('customSet：表格配置不是合法的 JSON');
  });

  it('customSet of the wrong shape names the bad entry', async () => {
    expect(await bad({ tableNo: 'v1', customSet: JSON.stringify({ showList: [] }) })).toBe('customSet：表格配置格式不正确（fieldList）');
    expect(await bad({ tableNo: 'v1', customSet: JSON.stringify([1, 2]) })).toMatch(/^customSet：表格配置格式不正确/);
    expect(await bad({ tableNo: 'v1', customSet: JSON.stringify({ showList: [column('a', { fixed: 'middle' })], fieldList: [] }) })).toBe(
      'customSet：表格配置格式不正确（showList.0.fixed）',
    );
    expect(await bad({ tableNo: 'v1', customSet: JSON.stringify({ showList: [], fieldList: [column('a', { type: 'custom' })] }) })).toBe(
      'customSet：表格配置格式不正确（fieldList.0.type）',
    );
    expect(await bad({ tableNo: 'v1', customSet: JSON.stringify({ showList: [], fieldList: [column('a', { show: 'yes' })] }) })).toBe(
      'customSet：表格配置格式不正确（fieldList.0.show）',
    );
    expect(
      await bad({
        tableNo: 'v1',
        customSet: JSON.stringify({ showList: [], fieldList: [{ label: 'g', type: 'group', children: [column('a', { sort: '1' })] }] }),
      }),
    ).toBe('customSet：表格配置格式不正确（fieldList.0.children.0.sort）');
  });

  it('customSet over 64 KB', async () => {
    const big = JSON.stringify({
      showList: [],
      fieldList: Array.from({ length: 300 }, (_, i) => column(`p${i}`, { label: '列'.repeat(100) })),
    });
    expect(big.length).toBeLessThan(64 * 1024);
    expect(new TextEncoder().encode(big).length).toBeGreaterThan(64 * 1024);
    expect(await bad({ tableNo: 'v1', customSet: big })).toBe('customSet：表格配置不能超过64KB');
  });

  it('missing or oversize tableNo, wrong types', async () => {
    expect(await bad({ customSet: customSet(['a']) })).toMatch(/^tableNo：/);
    expect(await bad({ tableNo: '', customSet: customSet(['a']) })).toBe('tableNo：请传入表格编号');
    expect(await bad({ tableNo: 'x'.repeat(81), customSet: customSet(['a']) })).toBe('tableNo：表格编号不能超过80个字符');
    expect(await bad({ tableNo: 'v1', customSet: { showList: [], fieldList: [] } })).toMatch(/^customSet：/);
    expect(await bad({ tableNo: 'v1', customSet: customSet(['a']), pagePath: 'p'.repeat(301) })).toBe(
      'pagePath：页面路径不能超过300个字符',
    );
  });

  it('nothing was written by the refused saves', async () => {
    expect(await rowsOf(1, 'v1')).toHaveLength(0);
  });

  it('find with a bad tableNo is a 400', async () => {
    const res = await call(t.app, `${CT}/find`, { tableNo: 12 }, { token: ag });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^tableNo：/);
  });
});

describe('customTable getAuthField', () => {
  const fields = async (token: string, tableNo: string) => {
    const res = await call(t.app, `${CT}/getAuthField`, { tableNo }, { token });
    expect(res.body.code).toBe('0');
    return res.body.payload.tableFields as { fieldCode: string; fieldName: string; fieldShow: number }[];
  };

  it("ag_user's role hides phone in userManagementList; the other fields default to visible", async () => {
    expect(await fields(ag, 'userManagementList')).toEqual([
      { fieldCode: 'userName', fieldName: '用户名', fieldShow: 1 },
      { fieldCode: 'realName', fieldName: '姓名', fieldShow: 1 },
      { fieldCode: 'phone', fieldName: '手机号', fieldShow: 0 },
      { fieldCode: 'companyName', fieldName: '所属企业', fieldShow: 1 },
      { fieldCode: 'status', fieldName: '状态', fieldShow: 1 },
    ]);
  });

  it('a user without permission rows sees every field visible', async () => {
    const list = await fields(ho, 'userManagementList');
    expect(list).toHaveLength(5);
    expect(list.every((f) => f.fieldShow === 1)).toBe(true);
  });

  it('admins may edit every field', async () => {
    const list = await fields(admin, 'userManagementList');
    expect(list.map((f) => f.fieldShow)).toEqual([2, 2, 2, 2, 2]);
  });

  it('the highest status among the roles wins', async () => {
    // give ag_user a second role that makes phone editable
    const ids = await t.db.tenant(1, async (tx) => {
      const { roles, positionRoles, positions, users, fieldPermissions } = await import('../../../db/schema.js');
      const [u] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_user')));
      const [p] = await tx
        .select({ id: positions.id, companyId: positions.companyId })
        .from(positions)
        .where(and(eq(positions.tenantId, 1), eq(positions.userId, u!.id)));
      const [r] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, p!.companyId), eq(roles.code, 'QUALITY')));
      await tx.insert(positionRoles).values({ tenantId: 1, positionId: p!.id, roleId: r!.id });
      await tx
        .insert(fieldPermissions)
        .values({ tenantId: 1, businessCode: 'userManagementList', roleId: r!.id, fieldCode: 'phone', status: 2 });
      // every change to role assignments or grants bumps the catalogue version (cached sessions re-read)
      await bumpCatalogueVersion(tx, 1);
      return { positionId: p!.id, roleId: r!.id };
    });
    const token = await login(t.app, 'ag_user');
    expect((await fields(token, 'userManagementList')).find((f) => f.fieldCode === 'phone')?.fieldShow).toBe(2);
    // the older token sees the change too: the bump evicted its cached session
    expect((await fields(ag, 'userManagementList')).find((f) => f.fieldCode === 'phone')?.fieldShow).toBe(2);
    await t.db.tenant(1, async (tx) => {
      const { positionRoles } = await import('../../../db/schema.js');
      await tx
        .delete(positionRoles)
        .where(and(eq(positionRoles.tenantId, 1), eq(positionRoles.positionId, ids.positionId), eq(positionRoles.roleId, ids.roleId)));
      await bumpCatalogueVersion(tx, 1);
    });
    expect((await fields(ag, 'userManagementList')).find((f) => f.fieldCode === 'phone')?.fieldShow).toBe(0);
  });

  it('an unknown table has no fields; tenant 2 has none of tenant 1', async () => {
    expect(await fields(ag, 'noSuchTable')).toEqual([]);
    expect(await fields(t2, 'userManagementList')).toEqual([]);
  });
});
