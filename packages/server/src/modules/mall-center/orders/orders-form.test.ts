// The buyer's order form: drafts (tempStorage), submit (orderSubmit, newOrderOms) with the idempotent
// client token under concurrency, deleting drafts and fresh order numbers. Contract prices, receiver
// snapshot, one company's drafts only, other tenants nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok, type Sessions } from '../../../test/mall-center.js';
import { SEEDED_PRICE_FEN } from '../../../db/seed/mall.js';
import { pickUpAddresses } from '../../staff-center/reference-data/reference-data.table.js';
import { mallOrderLines, mallOrders } from './orders.table.js';

let t: TestApp;
let s: Sessions;
let agAddress: number;
let ag2Address: number;

beforeAll(async () => {
  t = await createTestApp();
  const [ag, ag2, fc, fc2, ho, none, t2] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 'new_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
  s = { ag, ag2, fc, fc2, ho, none, t2 };
  agAddress = (await ok(t, '/orderAddress/getOrderAddressList', s.ag, { detailedAddress: '' }))[0].id;
  ag2Address = (await ok(t, '/orderAddress/getOrderAddressList', s.ag2, { detailedAddress: '' }))[0].id;
});
afterAll(() => t.close());

type Order = { id: number; orderCode: string; status: string; version: number; totalFen: number; lineCount: number } & Record<
  string,
  unknown
>;
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 200 },
    { productCode: 'KR-CATH-16', quantity: 3, operationTypeCode: 'OT-SURG' },
  ],
  memo: '请于周五前送达',
};
const withAddress = () => ({ ...FORM, addressId: agAddress });
const draft = async (body: unknown = withAddress(), token = s.ag) => (await ok(t, '/ccOrder/tempStorage', token, body)) as Order;
const codeOf = async (path: string, token: string, body: unknown) => (await call(t.app, `${MC}${path}`, body, { token })).body;
const detail = async (orderId: number, token = s.ag) => ok(t, '/order/orderDetail', token, { orderId });
const ordersWithToken = (clientToken: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .select({ id: mallOrders.id })
      .from(mallOrders)
      .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.clientToken, clientToken))),
  );

describe('ccOrder/tempStorage', () => {
  it('creates a draft priced from the contract, with the receiver copied from the address book and a create event', async () => {
    const o = await draft();
    expect(o.orderCode).toMatch(/^PO\d{14}$/);
    const total = 200 * SEEDED_PRICE_FEN['KR-SYR-5']! + 3 * SEEDED_PRICE_FEN['KR-CATH-16']!;
    expect(o).toMatchObject({
      status: 'draft',
      statusName: '草稿',
      buyerCode: 'AG0001',
      supplierCode: 'FC0001',
      supplierName: '上海康瑞医疗器械有限公司',
      contractCode: 'HT-KR-2026-001',
      carryWay: 'e',
      carryWayName: '快递',
      receiver: '王晓明',
      receiverPhone: '13800000003',
      receiverAddress: '江苏省南京市建邺区江东中路369号恒泰大厦3楼仓储部',
      memo: '请于周五前送达',
      totalFen: total,
      paidFen: 0,
      lineCount: 2,
      version: 1,
      submittedAt: null,
    });
    const d = await detail(o.id);
    expect(
      d.lines.map((l: { productCode: string; priceFen: number; amountFen: number; lineNo: number }) => [
        l.lineNo,
        l.productCode,
        l.priceFen,
        l.amountFen,
      ]),
    ).toEqual([
      [1, 'KR-SYR-5', 45, 9000],
      [2, 'KR-CATH-16', 1250, 3750],
    ]);
    expect(d.events.map((e: { action: string; toStatus: string; actorName: string }) => [e.action, e.toStatus, e.actorName])).toEqual([
      ['create', 'draft', '王晓明'],
    ]);
    expect(d.allowedActions).toEqual(['submit', 'cancel']);
  });

  it('a draft may still lack lines, carry way and receiver', async () => {
    const o = await draft({ supplierCode: 'FC0002', contractCode: 'HT-MD-2026-001' });
    expect(o).toMatchObject({ status: 'draft', lineCount: 0, totalFen: 0, carryWay: null, receiver: null });
  });

  it('edits the own draft at the version read, replacing its lines; a stale version changes nothing', async () => {
    const o = await draft();
    const edited = await draft({
      ...withAddress(),
      id: o.id,
      version: 1,
      lines: [{ productCode: 'KR-MASK-01', quantity: 10 }],
      carryWay: 'bySelf',
    });
    expect(edited).toMatchObject({
      id: o.id,
      version: 2,
      lineCount: 1,
      totalFen: 10 * SEEDED_PRICE_FEN['KR-MASK-01']!,
      carryWay: 'bySelf',
      orderCode: o.orderCode,
    });
    expect(await codeOf('/ccOrder/tempStorage', s.ag, { ...withAddress(), id: o.id, version: 1 })).toEqual({
      code: 'MC1102',
      msg: '订单已被他人修改，请刷新后重试',
      payload: null,
    });
    expect((await detail(o.id)).lines).toHaveLength(1);
    expect((await detail(o.id)).events.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
  });

  it("cannot edit another company's or tenant's draft, nor a submitted order", async () => {
    const o = await draft();
    for (const token of [s.ag2, s.fc, s.t2]) {
      expect(await codeOf('/ccOrder/tempStorage', token, { ...FORM, id: o.id, version: 1 })).toMatchObject({
        code: 'MC1101',
        msg: '订单不存在或无权操作',
      });
    }
    await ok(t, '/order/orderSubmit', s.ag, { orderId: o.id, clientToken: `edit-${o.id}-token` });
    expect(await codeOf('/ccOrder/tempStorage', s.ag, { ...withAddress(), id: o.id, version: 2 })).toMatchObject({ code: 'MC1103' });
    expect((await detail(o.id)).order.version).toBe(2);
  });

  it('checks the contract, its products, operation types and the address book', async () => {
    expect(await codeOf('/ccOrder/tempStorage', s.ag, { ...FORM, supplierCode: 'FC0002' })).toMatchObject({ code: 'MC1004' });
    expect(await codeOf('/ccOrder/tempStorage', s.ag2, FORM)).toMatchObject({ code: 'MC1004' });
    expect(await codeOf('/ccOrder/tempStorage', s.ho, FORM)).toMatchObject({ code: 'MC1004' });
    expect(
      await codeOf('/ccOrder/tempStorage', s.ag, {
        ...FORM,
        lines: [
          { productCode: 'MD-GLU-50', quantity: 1 },
          { productCode: 'NOPE-1', quantity: 1 },
        ],
      }),
    ).toEqual({ code: 'MC1106', msg: '产品不在所选合同内：MD-GLU-50、NOPE-1', payload: null });
    expect(
      await codeOf('/ccOrder/tempStorage', s.ag, {
        ...FORM,
        lines: [{ productCode: 'KR-SYR-5', quantity: 1, operationTypeCode: 'OT-SURG' }],
      }),
    ).toMatchObject({ code: 'MC1107', msg: '业务类型 OT-SURG 不属于产品 KR-SYR-5 的产品线' });
    expect(await codeOf('/ccOrder/tempStorage', s.ag, { ...FORM, addressId: ag2Address })).toMatchObject({ code: 'MC1111' });
    // no company, so no role holding the order app's 新建订单 button
    expect(await codeOf('/ccOrder/tempStorage', s.none, FORM)).toMatchObject({ code: '403' });
    expect(await codeOf('/ccOrder/tempStorage', s.t2, FORM)).toMatchObject({ code: 'MC1004' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    await bad(t, '/ccOrder/tempStorage', s.ag, undefined, 'ccOrderForm');
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...FORM, lines: [{ productCode: 'KR-SYR-5', quantity: 0 }] }, 'quantity');
    await bad(
      t,
      '/ccOrder/tempStorage',
      s.ag,
      { ...FORM, lines: [{ productCode: 'KR-SYR-5', quantity: 1.5 }] },
      '数量 quantity应为大于0的整数',
    );
    await bad(
      t,
      '/ccOrder/tempStorage',
      s.ag,
      {
        ...FORM,
        lines: [
          { productCode: 'KR-SYR-5', quantity: 1 },
          { productCode: 'KR-SYR-5', quantity: 2 },
        ],
      },
      'lines',
    );
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...FORM, carryWay: 'g' }, 'carryWay');
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...FORM, memo: '长'.repeat(501) }, 'memo');
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...FORM, id: 5 }, 'version');
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...FORM, contractCode: '' }, 'contractCode');
  });
});

describe('order/orderSubmit', () => {
  it('submits a draft: priced again, a submit event, the token kept; the same token answers with the same order', async () => {
    const o = await draft();
    const token = 'tok-submit-draft-1';
    const sub = (await ok(t, '/order/orderSubmit', s.ag, { orderId: o.id, version: 1, clientToken: token })) as Order;
    expect(sub).toMatchObject({ id: o.id, status: 'submitted', statusName: '已提交', version: 2 });
    expect(sub.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = (await ok(t, '/order/orderSubmit', s.ag, { orderId: o.id, clientToken: token })) as Order;
    expect(again).toEqual(sub);
    const events = (await detail(o.id)).events.map((e: { action: string; fromStatus: string | null; toStatus: string }) => [
      e.action,
      e.fromStatus,
      e.toStatus,
    ]);
    expect(events).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'submitted'],
    ]);
    // a second submit with another token is an illegal transition
    expect(await codeOf('/order/orderSubmit', s.ag, { orderId: o.id, clientToken: 'tok-submit-draft-2' })).toEqual({
      code: 'MC1104',
      msg: '当前状态（已提交）不能执行“提交”操作',
      payload: null,
    });
  });

  it('submits a whole form once per token, also when the same token arrives five times at once', async () => {
    const token = 'tok-race-0001';
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, `${MC}/order/orderSubmit`, { clientToken: token, form: withAddress() }, { token: s.ag })),
    );
    expect(replies.map((r) => r.body.code)).toEqual(['0', '0', '0', '0', '0']);
    expect(new Set(replies.map((r) => r.body.payload.id)).size).toBe(1);
    expect(await ordersWithToken(token)).toHaveLength(1);
    expect(replies[0]!.body.payload).toMatchObject({ status: 'submitted', lineCount: 2 });
    // the token belongs to the buyer company: another buyer with the same token gets its own order
    const other = (await ok(t, '/order/orderSubmit', s.ag2, {
      clientToken: token,
      form: {
        supplierCode: 'FC0001',
        contractCode: 'HT-KR-2026-002',
        carryWay: 'f',
        addressId: ag2Address,
        lines: [{ productCode: 'KR-SYR-10', quantity: 5 }],
      },
    })) as Order;
    expect(other.id).not.toBe(replies[0]!.body.payload.id);
    expect(other).toMatchObject({ buyerCode: 'AG0002', totalFen: 5 * SEEDED_PRICE_FEN['KR-SYR-10']! });
  });

  it('needs lines, a carry way, a receiver and a contract in force today; a refused submit writes nothing', async () => {
    const submit = (form: unknown, clientToken: string) => codeOf('/order/orderSubmit', s.ag, { clientToken, form });
    expect(await submit({ ...withAddress(), lines: [] }, 'tok-no-lines')).toEqual({
      code: 'MC1108',
      msg: '请至少添加一个产品',
      payload: null,
    });
    expect(await submit({ ...withAddress(), carryWay: undefined }, 'tok-no-carry')).toEqual({
      code: 'MC1109',
      msg: '请选择运输方式',
      payload: null,
    });
    expect(await submit(FORM, 'tok-no-address')).toEqual({ code: 'MC1110', msg: '请选择收货地址', payload: null });
    expect(
      await submit({ ...withAddress(), contractCode: 'HT-KR-2025-009', lines: [{ productCode: 'KR-SYR-5', quantity: 1 }] }, 'tok-expired'),
    ).toMatchObject({ code: 'MC1005' });
    for (const token of ['tok-no-lines', 'tok-no-carry', 'tok-no-address', 'tok-expired']) expect(await ordersWithToken(token)).toEqual([]);
    // a draft under the expired contract saves, but does not submit
    const old = await draft({ ...withAddress(), contractCode: 'HT-KR-2025-009', lines: [{ productCode: 'KR-MASK-01', quantity: 2 }] });
    expect(await codeOf('/order/orderSubmit', s.ag, { orderId: old.id, clientToken: 'tok-old-draft' })).toMatchObject({ code: 'MC1005' });
    expect((await detail(old.id)).order.status).toBe('draft');
  });

  it("submits with a form of changes; nobody submits another company's draft", async () => {
    const o = await draft();
    for (const token of [s.ag2, s.fc, s.t2]) {
      expect(await codeOf('/order/orderSubmit', token, { orderId: o.id, clientToken: 'tok-foreign-1' })).toMatchObject({ code: 'MC1101' });
    }
    expect(await codeOf('/order/orderSubmit', s.ag, { orderId: o.id, version: 9, clientToken: 'tok-stale-1' })).toMatchObject({
      code: 'MC1102',
    });
    const sub = (await ok(t, '/order/orderSubmit', s.ag, {
      orderId: o.id,
      clientToken: 'tok-changes-1',
      form: { ...withAddress(), lines: [{ productCode: 'KR-GOWN-01', quantity: 4 }] },
    })) as Order;
    expect(sub).toMatchObject({ status: 'submitted', lineCount: 1, totalFen: 4 * SEEDED_PRICE_FEN['KR-GOWN-01']! });
  });

  it('refuses bad input with a 400 naming the argument or field', async () => {
    await bad(t, '/order/orderSubmit', s.ag, undefined, 'submitOrderQuery');
    await bad(t, '/order/orderSubmit', s.ag, { orderId: 1 }, 'clientToken');
    await bad(t, '/order/orderSubmit', s.ag, { orderId: 1, clientToken: 'short' }, 'clientToken');
    await bad(t, '/order/orderSubmit', s.ag, { orderId: 1, clientToken: 'x'.repeat(65) }, 'clientToken');
    await bad(t, '/order/orderSubmit', s.ag, { clientToken: 'tok-nothing-1' }, 'orderId');
    await bad(t, '/order/orderSubmit', s.ag, { clientToken: 'tok-bad-form', form: { ...FORM, lines: 'x' } }, 'lines');
  });
});

describe('pick-up addresses (the bySelf carry way)', () => {
  const pickUpId = async (name: string) =>
    (
      await t.db.tenant(1, (tx) =>
        tx
          .select({ id: pickUpAddresses.id })
          .from(pickUpAddresses)
          .where(and(eq(pickUpAddresses.tenantId, 1), eq(pickUpAddresses.name, name))),
      )
    )[0]!.id;
  const bySelf = (pickUpAddressId?: number) => ({ ...withAddress(), carryWay: 'bySelf', pickUpAddressId });
  const ZHANGJIANG = '张江仓自提点：上海市浦东新区张江路1188号3号楼1层（周建国 021-58881234）';

  it("stores the supplier's address with its text as written, shows it in list and detail, and submits the draft with it", async () => {
    const id = await pickUpId('张江仓自提点');
    const o = await draft(bySelf(id));
    expect(o).toMatchObject({ carryWay: 'bySelf', pickUpAddressId: id, pickUpAddress: ZHANGJIANG });
    expect((await detail(o.id)).order).toMatchObject({ pickUpAddressId: id, pickUpAddress: ZHANGJIANG });
    const sub = (await ok(t, '/order/orderSubmit', s.ag, { orderId: o.id, clientToken: 'tok-pick-up-1' })) as Order;
    expect(sub).toMatchObject({ status: 'submitted', pickUpAddressId: id, pickUpAddress: ZHANGJIANG });
    // the supplier sees it too, in its list and its detail
    const rows = (await ok(t, '/order/orderDetailList', s.fc, { role: 'supplier', orderCode: o.orderCode })).content as Order[];
    expect(rows.find((r) => r.id === o.id)).toMatchObject({ pickUpAddressId: id, pickUpAddress: ZHANGJIANG });
    expect((await detail(o.id, s.fc)).order).toMatchObject({ pickUpAddress: ZHANGJIANG });
    // another carry way clears it
    const other = await draft(bySelf(id));
    const changed = (await ok(t, '/ccOrder/tempStorage', s.ag, { ...withAddress(), id: other.id, version: other.version })) as Order;
    expect(changed).toMatchObject({ carryWay: 'e', pickUpAddressId: null, pickUpAddress: null });
  });

  it("refuses another supplier's or a disabled address, and an address with another carry way (400 naming the field)", async () => {
    for (const name of ['南山科技园自提点', '漕河泾旧仓', '江宁物流中心']) {
      expect(await codeOf('/ccOrder/tempStorage', s.ag, bySelf(await pickUpId(name)))).toEqual({
        code: 'SC1534',
        msg: '自提地址 pickUpAddressId 不是该供应商的启用自提地址',
        payload: null,
      });
    }
    const id = await pickUpId('张江仓自提点');
    const res = await call(t.app, `${MC}/ccOrder/tempStorage`, { ...withAddress(), pickUpAddressId: id }, { token: s.ag });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('自提地址 pickUpAddressId');
    expect(
      await codeOf('/order/orderSubmit', s.ag, { clientToken: 'tok-pick-up-e', form: { ...withAddress(), pickUpAddressId: id } }),
    ).toMatchObject({
      code: 'MC1129',
    });
    await bad(t, '/ccOrder/tempStorage', s.ag, { ...bySelf(), pickUpAddressId: 'x' }, 'pickUpAddressId');
  });

  it('a bySelf submit needs a pick-up address while the supplier has an enabled one; without any it submits', async () => {
    // a draft may still lack it
    const o = await draft(bySelf());
    expect(o).toMatchObject({ carryWay: 'bySelf', pickUpAddressId: null });
    expect(await codeOf('/order/orderSubmit', s.ag, { orderId: o.id, clientToken: 'tok-pick-up-none' })).toEqual({
      code: 'MC1130',
      msg: '运输方式为自提时请选择自提地址',
      payload: null,
    });
    expect(await codeOf('/ccOrder/newOrderOms', s.ag, bySelf())).toMatchObject({ code: 'MC1130' });
    // a supplier with no enabled address: bySelf without one submits
    const enabled = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: pickUpAddresses.id, isDefault: pickUpAddresses.isDefault })
        .from(pickUpAddresses)
        .where(
          and(
            eq(pickUpAddresses.tenantId, 1),
            eq(pickUpAddresses.enabled, true),
            inArray(pickUpAddresses.name, ['张江仓自提点', '闵行仓自提点']),
          ),
        ),
    );
    expect(enabled).toHaveLength(2);
    const setEnabled = (on: boolean) =>
      t.db.tenant(1, async (tx) => {
        for (const a of enabled)
          await tx
            .update(pickUpAddresses)
            .set({ enabled: on, isDefault: on && a.isDefault })
            .where(and(eq(pickUpAddresses.tenantId, 1), eq(pickUpAddresses.id, a.id)));
      });
    await setEnabled(false);
    try {
      const sub = (await ok(t, '/order/orderSubmit', s.ag, { orderId: o.id, clientToken: 'tok-pick-up-none-2' })) as Order;
      expect(sub).toMatchObject({ status: 'submitted', carryWay: 'bySelf', pickUpAddress: null });
    } finally {
      await setEnabled(true);
    }
  });
});

describe('ccOrder/newOrderOms', () => {
  it('creates and submits in one go, idempotent with a client token', async () => {
    const o = (await ok(t, '/ccOrder/newOrderOms', s.ag, withAddress())) as Order;
    expect(o).toMatchObject({ status: 'submitted', lineCount: 2 });
    expect((await detail(o.id)).events.map((e: { action: string; fromStatus: string | null }) => [e.action, e.fromStatus])).toEqual([
      ['submit', null],
    ]);
    const first = (await ok(t, '/ccOrder/newOrderOms', s.ag, { ...withAddress(), clientToken: 'tok-oms-0001' })) as Order;
    const second = (await ok(t, '/ccOrder/newOrderOms', s.ag, { ...withAddress(), clientToken: 'tok-oms-0001' })) as Order;
    expect(second.id).toBe(first.id);
    expect(await ordersWithToken('tok-oms-0001')).toHaveLength(1);
  });

  it('validates like submit; other companies and tenants cannot order under the contract', async () => {
    expect(await codeOf('/ccOrder/newOrderOms', s.ag, FORM)).toMatchObject({ code: 'MC1110' });
    expect(await codeOf('/ccOrder/newOrderOms', s.ag2, { ...FORM, addressId: ag2Address })).toMatchObject({ code: 'MC1004' });
    expect(await codeOf('/ccOrder/newOrderOms', s.t2, FORM)).toMatchObject({ code: 'MC1004' });
    await bad(t, '/ccOrder/newOrderOms', s.ag, undefined, 'ccOrderOmsForm');
    await bad(t, '/ccOrder/newOrderOms', s.ag, { ...FORM, supplierCode: 'FC 0001' }, 'supplierCode');
  });
});

describe('order/getCustomCode', () => {
  it('gives 50 distinct numbers to 50 concurrent calls', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, `${MC}/order/getCustomCode`, undefined, { token: s.ag })),
    );
    expect(replies.every((r) => r.body.code === '0')).toBe(true);
    const codes = replies.map((r) => r.body.payload as string);
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^PO\d{8}\d{6}$/);
  });

  it('is for companies that can order: not a supplier without purchase contracts, a hospital, nor a session without company', async () => {
    expect(await codeOf('/order/getCustomCode', s.fc, undefined)).toEqual({
      code: 'MC1112',
      msg: '本企业没有生效的采购合同，不能生成订单号',
      payload: null,
    });
    expect(await codeOf('/order/getCustomCode', s.ho, undefined)).toMatchObject({ code: 'MC1112' });
    expect(await codeOf('/order/getCustomCode', s.none, undefined)).toMatchObject({ code: '403' });
    expect(await ok(t, '/order/getCustomCode', s.t2, undefined)).toMatch(/^PO\d{14}$/);
  });
});

describe('order/deleteOrder', () => {
  it("deletes the company's drafts in a mixed list and says why it left the others", async () => {
    const [d1, d2] = [await draft(), await draft()];
    const submitted = (await ok(t, '/ccOrder/newOrderOms', s.ag, withAddress())) as Order;
    const theirs = await draft({ supplierCode: 'FC0001', contractCode: 'HT-KR-2026-002', lines: [] }, s.ag2);
    const res = await ok(t, '/order/deleteOrder', s.ag, [d1.id, submitted.id, theirs.id, d2.id, 2_000_000, d1.id]);
    expect(res).toEqual({
      deleted: [d1.id, d2.id],
      refused: [
        { id: submitted.id, reason: '仅草稿可删除' },
        { id: theirs.id, reason: '订单不存在或无权操作' },
        { id: 2_000_000, reason: '订单不存在或无权操作' },
      ],
    });
    const left = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: mallOrders.id })
        .from(mallOrders)
        .where(inArray(mallOrders.id, [d1.id, d2.id, submitted.id, theirs.id])),
    );
    expect(left.map((r) => r.id).sort()).toEqual([submitted.id, theirs.id].sort());
    const lines = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: mallOrderLines.id })
        .from(mallOrderLines)
        .where(inArray(mallOrderLines.orderId, [d1.id, d2.id])),
    );
    expect(lines).toEqual([]);
  });

  it('a supplier or another tenant deletes nothing; bad lists are a 400 naming orderIds', async () => {
    const d = await draft();
    for (const token of [s.fc, s.ag2, s.t2]) {
      expect(await ok(t, '/order/deleteOrder', token, [d.id])).toEqual({
        deleted: [],
        refused: [{ id: d.id, reason: '订单不存在或无权操作' }],
      });
    }
    expect((await detail(d.id)).order.status).toBe('draft');
    await bad(t, '/order/deleteOrder', s.ag, undefined, 'orderIds');
    await bad(t, '/order/deleteOrder', s.ag, [], 'orderIds');
    await bad(t, '/order/deleteOrder', s.ag, ['1'], 'orderIds');
    await bad(
      t,
      '/order/deleteOrder',
      s.ag,
      Array.from({ length: 201 }, (_, i) => i + 1),
      'orderIds',
    );
    await bad(t, '/order/deleteOrder', s.ag, { orderIds: [1] }, 'orderIds');
  });
});
