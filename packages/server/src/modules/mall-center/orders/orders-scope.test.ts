// Data scopes on the order lists (order-list.repository OrderScope): three AG0001 users with the same
// role (业务员) place orders through the API; the role's scope decides which of them ag_user's list, its
// count, the export, the detail, the lines and the actions reach — own (what it created), department (what
// its department created), company (everything), related (plus the non-draft orders of the related
// companies chosen for the role, read only). On the supplier side 'own' is the orders the user acted on
// plus the unhandled 'submitted' inbox. The scope is changed by direct writes (the role screens are built
// elsewhere); it applies at the next request.
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, organizations, positionRoles, positions, roleRelatedCompanies, roles, users } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { insertOrders } from '../../../test/order-fixture.js';
import { MC, ok } from '../../../test/mall-center.js';
import { mallOrders } from './orders.table.js';

let t: TestApp;
/** AG0001 sessions: ag_user (医院业务组), ag_clerk (财务部), ag_quality (质量管理部), all 业务员 only; ag_admin */
const ag = { user: '', clerk: '', quality: '', admin: '' };
/** FC0001 sessions: fc_sales (业务员), fc_admin */
const fc = { sales: '', admin: '' };
const id = { agCompany: 0, agSales: 0, fcSales: 0, agUser: 0, clerkPosition: 0, hospitalGroup: 0, finance: 0 };
/** orders placed in beforeAll by each AG0001 user */
const placed = { user: 0, clerk: 0, quality: 0 };
let address = 0;

const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  lines: [{ productCode: 'KR-SYR-5', quantity: 10 }],
};

async function companyId(code: string): Promise<number> {
  const [c] = await t.db.tenant(1, (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, 1), eq(companies.code, code))),
  );
  return c!.id;
}
const roleId = async (company: number, code: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, company), eq(roles.code, code))),
    )
  )[0]!.id;
const userId = async (userName: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, userName))),
    )
  )[0]!.id;
const orgId = async (company: number, name: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, company), eq(organizations.name, name))),
    )
  )[0]!.id;
const setScope = (role: number, scope: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .update(roles)
      .set({ dataScope: scope })
      .where(and(eq(roles.tenantId, 1), eq(roles.id, role))),
  );

/** The user's only role in its company becomes the role given (before it logs in). */
async function onlyRole(userName: string, company: number, role: number): Promise<number> {
  const user = await userId(userName);
  return t.db.tenant(1, async (tx) => {
    const [p] = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, 1), eq(positions.userId, user), eq(positions.companyId, company)));
    await tx.delete(positionRoles).where(and(eq(positionRoles.tenantId, 1), eq(positionRoles.positionId, p!.id)));
    await tx.insert(positionRoles).values({ tenantId: 1, positionId: p!.id, roleId: role });
    return p!.id;
  });
}

type Item = { id: number; orderCode: string };
type Page = { totalElements: number; content: Item[] };
const list = (token: string, body: Record<string, unknown>): Promise<Page> =>
  ok(t, '/order/orderDetailList', token, { pageNum: 1, pageSize: 100, ...body });
const idsOf = (p: Page) => p.content.map((o) => o.id);
const reply = async (token: string, path: string, body: unknown) => (await call(t.app, `${MC}${path}`, body, { token })).body;

/** Ids of AG0001's orders as buyer created by the users given (the truth the scoped list must match). */
const createdBy = async (userIds: number[]) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: mallOrders.id })
        .from(mallOrders)
        .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.buyerCompanyId, id.agCompany), inArray(mallOrders.createdBy, userIds))),
    )
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

async function exportedCodes(token: string, body: Record<string, unknown>): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${MC}/order/orderDetailList/export`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const codes: string[] = [];
  book.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) codes.push(String((row.values as unknown[])[1]));
  });
  return codes.sort();
}

beforeAll(async () => {
  t = await createTestApp();
  id.agCompany = await companyId('AG0001');
  const fcCompany = await companyId('FC0001');
  id.agSales = await roleId(id.agCompany, 'SALES');
  id.fcSales = await roleId(fcCompany, 'SALES');
  id.agUser = await userId('ag_user');
  id.hospitalGroup = await orgId(id.agCompany, '医院业务组');
  id.finance = await orgId(id.agCompany, '财务部');
  id.clerkPosition = await onlyRole('ag_clerk', id.agCompany, id.agSales);
  await onlyRole('ag_quality', id.agCompany, id.agSales);
  // the order-taking role starts company-wide so each user can place its order through the API
  await setScope(id.agSales, 'company');
  [ag.user, ag.clerk, ag.quality, ag.admin, fc.sales, fc.admin] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag_clerk'),
    login(t.app, 'ag_quality'),
    login(t.app, 'ag_admin'),
    login(t.app, 'fc_sales'),
    login(t.app, 'fc_admin'),
  ]);
  address = (await ok(t, '/orderAddress/getOrderAddressList', ag.user, { detailedAddress: '' }))[0].id;
  for (const who of ['user', 'clerk', 'quality'] as const)
    placed[who] = (await ok(t, '/ccOrder/newOrderOms', ag[who], { ...FORM, addressId: address })).id;
});
afterAll(() => t.close());

describe('buyer side', () => {
  it("own: ag_user's list, count, export, detail, lines and actions reach only the orders it created", async () => {
    await setScope(id.agSales, 'own');
    const mine = await createdBy([id.agUser]);
    expect(mine).toContain(placed.user);
    const page = await list(ag.user, { role: 'buyer' });
    expect(idsOf(page).sort((a, b) => a - b)).toEqual(mine);
    expect(page.totalElements).toBe(mine.length);
    // the general query (a filter the hot path does not take) honours it too
    const clerkCode = (await ok(t, '/order/orderDetail', ag.clerk, { orderId: placed.clerk })).order.orderCode as string;
    expect((await list(ag.user, { role: 'buyer', orderCode: clerkCode })).totalElements).toBe(0);
    expect((await list(ag.admin, { role: 'buyer', orderCode: clerkCode })).totalElements).toBe(1);
    // the product lines across orders, too
    const lines = await ok(t, '/order/orderProduct/pageList', ag.user, {
      role: 'buyer',
      productCode: 'KR-SYR-5',
      pageNum: 1,
      pageSize: 100,
    });
    expect(lines.content.map((l: { orderId: number }) => l.orderId)).not.toContain(placed.clerk);
    expect(lines.content.map((l: { orderId: number }) => l.orderId)).toContain(placed.user);

    const exported = await exportedCodes(ag.user, { role: 'buyer' });
    expect(exported).toEqual(page.content.map((o) => o.orderCode).sort());
    expect(exported).not.toContain(clerkCode);

    for (const [path, body] of [
      ['/order/orderDetail', { orderId: placed.clerk }],
      ['/order/orderDetailProduct/pageList', { orderId: placed.clerk, pageNum: 1, pageSize: 20 }],
    ] as const)
      expect(await reply(ag.user, path, body)).toMatchObject({ code: 'MC1100', msg: '订单不存在或无权查看' });
    expect(await reply(ag.user, '/order/orderOperation', { orderId: placed.clerk, action: 'cancel' })).toMatchObject({ code: 'MC1101' });
    expect((await ok(t, '/order/orderDetail', ag.clerk, { orderId: placed.clerk })).order.status).toBe('submitted');
    // its own order it still sees and may act on
    expect((await ok(t, '/order/orderDetail', ag.user, { orderId: placed.user })).allowedActions).toContain('cancel');
    // the administrator sees the whole company whatever the role says
    expect(idsOf(await list(ag.admin, { role: 'buyer' }))).toEqual(expect.arrayContaining([placed.user, placed.clerk, placed.quality]));
  });

  it("department: the orders of ag_user's department; a colleague moved into it counts from the next request", async () => {
    await setScope(id.agSales, 'department');
    const before = idsOf(await list(ag.user, { role: 'buyer' }));
    expect(before).toContain(placed.user);
    expect(before).not.toContain(placed.clerk);
    expect(before).not.toContain(placed.quality);
    await t.db.tenant(1, (tx) =>
      tx
        .update(positions)
        .set({ orgId: id.hospitalGroup })
        .where(and(eq(positions.tenantId, 1), eq(positions.id, id.clerkPosition))),
    );
    const page = await list(ag.user, { role: 'buyer' });
    expect(idsOf(page).sort((a, b) => a - b)).toEqual(await createdBy([id.agUser, await userId('ag_clerk')]));
    expect(idsOf(page)).not.toContain(placed.quality);
    expect((await ok(t, '/order/orderDetail', ag.user, { orderId: placed.clerk })).order.id).toBe(placed.clerk);
    expect(await reply(ag.user, '/order/orderDetail', { orderId: placed.quality })).toMatchObject({ code: 'MC1100' });
    expect(await exportedCodes(ag.user, { role: 'buyer' })).toEqual(page.content.map((o) => o.orderCode).sort());
    await t.db.tenant(1, (tx) =>
      tx
        .update(positions)
        .set({ orgId: id.finance })
        .where(and(eq(positions.tenantId, 1), eq(positions.id, id.clerkPosition))),
    );
    expect(idsOf(await list(ag.user, { role: 'buyer' }))).not.toContain(placed.clerk);
  });

  it("company: every order of AG0001, the same list as the administrator's", async () => {
    await setScope(id.agSales, 'company');
    const [mine, admin] = await Promise.all([list(ag.user, { role: 'buyer' }), list(ag.admin, { role: 'buyer' })]);
    expect(idsOf(mine)).toEqual(idsOf(admin));
    expect(idsOf(mine)).toEqual(expect.arrayContaining([placed.user, placed.clerk, placed.quality]));
    expect(await exportedCodes(ag.user, { role: 'buyer' })).toEqual(mine.content.map((o) => o.orderCode).sort());
  });
});

describe('related companies', () => {
  it('fc_sales sees, read only, the non-draft orders of the related company chosen for its role, not those of another', async () => {
    const [ag1, ag2, ag6] = await Promise.all([companyId('AG0001'), companyId('AG0002'), companyId('AG0006')]);
    // AG0001, AG0002 and AG0006 buy from FC0002 (FC0001 is party to none of these)
    const [fromAg1, fromAg2, draftAg1, fromAg6] = await insertOrders(t.db, 1, [
      { buyer: 'AG0001', supplier: 'FC0002', status: 'submitted', minutesAgo: 1 },
      { buyer: 'AG0002', supplier: 'FC0002', status: 'submitted', minutesAgo: 1 },
      { buyer: 'AG0001', supplier: 'FC0002', status: 'draft', minutesAgo: 1 },
      { buyer: 'AG0006', supplier: 'FC0002', status: 'submitted', minutesAgo: 1 },
    ]);
    await setScope(id.fcSales, 'related');
    // related without a chosen company: the company's own orders only
    const none = await list(fc.sales, { role: 'buyer' });
    expect(none.totalElements).toBe(0);
    await t.db.tenant(1, (tx) => tx.insert(roleRelatedCompanies).values({ tenantId: 1, roleId: id.fcSales, companyId: ag1 }));
    const bought = await list(fc.sales, { role: 'buyer' });
    expect(idsOf(bought)).toContain(fromAg1!.id);
    expect(idsOf(bought)).not.toContain(fromAg2!.id);
    expect(idsOf(bought)).not.toContain(draftAg1!.id);
    expect((await list(fc.admin, { role: 'buyer' })).totalElements).toBe(0);
    // the supplier side: FC0001's own orders stay, AG0001 supplies nobody
    expect((await list(fc.sales, { role: 'supplier' })).totalElements).toBe((await list(fc.admin, { role: 'supplier' })).totalElements);

    const d = await ok(t, '/order/orderDetail', fc.sales, { orderId: fromAg1!.id });
    expect(d.order).toMatchObject({ buyerCode: 'AG0001', supplierCode: 'FC0002' });
    expect(d.allowedActions).toEqual([]);
    expect(await reply(fc.sales, '/order/orderOperation', { orderId: fromAg1!.id, action: 'confirm' })).toMatchObject({ code: 'MC1101' });
    for (const orderId of [fromAg2!.id, draftAg1!.id])
      expect(await reply(fc.sales, '/order/orderDetail', { orderId })).toMatchObject({ code: 'MC1100' });
    expect(await exportedCodes(fc.sales, { role: 'buyer' })).toEqual(bought.content.map((o) => o.orderCode).sort());
    // a second related company chosen adds its orders; a company FC0001 has no relation with adds nothing
    await t.db.tenant(1, (tx) =>
      tx.insert(roleRelatedCompanies).values([
        { tenantId: 1, roleId: id.fcSales, companyId: ag2 },
        { tenantId: 1, roleId: id.fcSales, companyId: ag6 },
      ]),
    );
    const wider = idsOf(await list(fc.sales, { role: 'buyer' }));
    expect(wider).toEqual(expect.arrayContaining([fromAg1!.id, fromAg2!.id]));
    expect(wider).not.toContain(fromAg6!.id);
  });
});

describe('supplier side', () => {
  it("own: fc_sales sees the orders it acted on and the unhandled 'submitted' ones; a colleague's confirmed one leaves", async () => {
    await t.db.tenant(1, (tx) => tx.delete(roleRelatedCompanies).where(eq(roleRelatedCompanies.tenantId, 1)));
    await setScope(id.fcSales, 'own');
    const [a, b] = [placed.user, placed.clerk];
    const inbox = idsOf(await list(fc.sales, { role: 'supplier', status: 'submitted' }));
    expect(inbox).toEqual(expect.arrayContaining([a, b]));
    await ok(t, '/order/orderOperation', fc.admin, { orderId: a, action: 'confirm' });
    await ok(t, '/order/orderOperation', fc.sales, { orderId: b, action: 'confirm' });
    const seen = idsOf(await list(fc.sales, { role: 'supplier' }));
    expect(seen).not.toContain(a);
    expect(seen).toContain(b);
    expect(await reply(fc.sales, '/order/orderDetail', { orderId: a })).toMatchObject({ code: 'MC1100' });
    expect(await reply(fc.sales, '/order/orderOperation', { orderId: a, action: 'reject', comment: '缺货' })).toMatchObject({
      code: 'MC1101',
    });
    expect((await ok(t, '/order/orderDetail', fc.sales, { orderId: b })).allowedActions).toContain('ship');
    expect(idsOf(await list(fc.admin, { role: 'supplier' }))).toEqual(expect.arrayContaining([a, b]));
  });
});

describe('the fulfilment lists follow the order scope', () => {
  type Notice = { noticeId: number; orderId: number };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const notices = async (token: string) =>
    ((await ok(t, '/orderGoodsNotice/getOrderDeliverList', token, { pageNum: 1, pageSize: 100 })).content as Notice[]).map(
      (n) => n.orderId,
    );

  it("delivery notices, pay bills and fill-up orders of own scope: those of the orders the user's scope reaches", async () => {
    // fc_sales shipped the order ag_clerk placed (confirmed by fc_sales above)
    const b = placed.clerk;
    const line = (await ok(t, '/order/orderDetail', fc.sales, { orderId: b })).lines[0] as { id: number; quantity: number };
    await ok(t, '/order/orderOperation', fc.sales, {
      orderId: b,
      action: 'ship',
      carryWay: 'e',
      lines: [{ orderLineId: line.id, quantity: line.quantity, batchNo: 'SC2601', expiryDate: day(300) }],
    });
    await setScope(id.agSales, 'own');
    const [userSees, clerkSees, adminSees] = await Promise.all([notices(ag.user), notices(ag.clerk), notices(ag.admin)]);
    expect(clerkSees).toEqual([b]);
    expect(userSees).not.toContain(b);
    expect(userSees.length).toBeGreaterThan(0);
    expect(adminSees).toEqual(expect.arrayContaining([b, ...userSees]));
    expect(adminSees).toHaveLength(userSees.length + 1);
    expect(await notices(fc.sales)).toContain(b);
    const notice = ((await ok(t, '/orderGoodsNotice/getOrderDeliverList', ag.clerk, { pageNum: 1, pageSize: 100 })).content as Notice[])[0]!
      .noticeId;
    expect(await reply(ag.user, '/orderGoodsNotice/getOrderDeliverDetailList', { noticeId: notice })).toMatchObject({ code: 'MC1150' });
    expect(await ok(t, '/orderGoodsNotice/getOrderDeliverDetailList', ag.clerk, { noticeId: notice })).toHaveLength(1);

    // the demo's pay bills and fill-up order of AG0001 belong to orders ag_user created
    const bills = (token: string) => ok(t, '/payBillManage/pageList', token, { pageNum: 1, pageSize: 100 });
    const fillups = (token: string) => ok(t, '/cFOrder/onsignFillupOrderDetailList', token, { pageNum: 1, pageSize: 100 });
    const [userBills, clerkBills, adminBills] = await Promise.all([bills(ag.user), bills(ag.clerk), bills(ag.admin)]);
    expect(userBills.totalElements).toBeGreaterThan(0);
    expect(userBills.totalElements).toBe(adminBills.totalElements);
    expect(clerkBills.totalElements).toBe(0);
    const [userFills, clerkFills] = await Promise.all([fillups(ag.user), fillups(ag.clerk)]);
    expect(userFills.totalElements).toBeGreaterThan(0);
    expect(clerkFills.totalElements).toBe(0);
    const fillDetail = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${MC}/cFOrder`,
          query: { orderId: String(userFills.content[0].orderId) },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    expect(await fillDetail(ag.user)).toMatchObject({ code: '0' });
    expect(await fillDetail(ag.clerk)).toMatchObject({ code: 'MC1158' });
  });
});
