// The buyer company's order-submit approval (ORDER_SUBMIT): without a flow an order goes straight to the
// supplier; with a flow, an order at or under its minAmount too, one above it waits as 'approving' — the
// buyer's alone, invisible to the supplier in lists, detail, lines, products, export and relations — until
// the flow's approver approves it (then 'submitted'), rejects it (back to draft with the reason) or the
// buyer withdraws it (back to draft). Every submit path goes through it. The flow is written straight into
// examine_flows / examine_flow_versions (test/examine-fixture.ts), as the flow screen saves it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { MC, ok } from '../../../test/mall-center.js';
import { examineInstances } from '../../audit-center/examine/examine.table.js';
import { mallOrderEvents } from './orders.table.js';

let t: TestApp;
let f: ReturnType<typeof examineFixture>;
let buyer: string; // ag_user of AG0001
let approver: string; // ag_admin of AG0001
let supplier: string; // fc_admin of FC0001
let buyer2: string; // ag2_user of AG0002 (no flow)
let address: number;
let address2: number;
/** an order of AG0001 to FC0001 the supplier sees: relations are read from it */
let visible: Order;

/** KR-SYR-5 costs 0.45 yuan, KR-CATH-16 more: one syringe is under the flow's 100 yuan, this form above it. */
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  memo: '月度补货',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100 },
    { productCode: 'KR-CATH-16', quantity: 10 },
  ],
};
const SMALL = { ...FORM, lines: [{ productCode: 'KR-SYR-5', quantity: 1 }] };
const MIN_AMOUNT = 10_000; // fen: 100 yuan

type Order = {
  id: number;
  orderCode: string;
  status: string;
  version: number;
  totalFen: number;
  submittedAt: string | null;
  memo: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  [buyer, approver, supplier, buyer2] = await Promise.all(['ag_user', 'ag_admin', 'fc_admin', 'ag2_user'].map((u) => login(t.app, u)));
  address = (await ok(t, '/orderAddress/getOrderAddressList', buyer, { detailedAddress: '' }))[0].id;
  address2 = (await ok(t, '/orderAddress/getOrderAddressList', buyer2, { detailedAddress: '' }))[0].id;
});
afterAll(() => t.close());

const place = async (form: typeof FORM = FORM, token = buyer, addressId = address) =>
  (await ok(t, '/ccOrder/newOrderOms', token, { ...form, addressId })) as Order;
const mc = (path: string, token: string, body: unknown) => call(t.app, `${MC}${path}`, body, { token });
const supplierList = async (body: Record<string, unknown> = {}) =>
  (await ok(t, '/order/orderDetailList', supplier, { role: 'supplier', pageSize: 100, ...body })).content as Order[];
const buyerDetail = async (id: number) =>
  (await ok(t, '/order/orderDetail', buyer, { orderId: id })) as {
    order: Order;
    allowedActions: string[];
    events: { action: string; toStatus: string; comment: string | null; actorName: string }[];
  };
const instanceOf = async (orderId: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(examineInstances)
        .where(
          and(
            eq(examineInstances.tenantId, 1),
            eq(examineInstances.businessCode, 'ORDER_SUBMIT'),
            eq(examineInstances.businessId, String(orderId)),
          ),
        )
        .orderBy(desc(examineInstances.id)),
    )
  )[0];
const lastEvent = async (orderId: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(mallOrderEvents)
        .where(and(eq(mallOrderEvents.tenantId, 1), eq(mallOrderEvents.orderId, orderId)))
        .orderBy(desc(mallOrderEvents.id))
        .limit(1),
    )
  )[0]!;
const decide = async (orderId: number, body: Record<string, unknown>, token = approver) => {
  const inst = (await instanceOf(orderId))!;
  const res = await f.post('/auditCenter/audit', token, { instanceId: inst.id, revision: inst.revision, ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: '0' });
  return inst;
};

/** What the supplier can see of the order: list rows (hot path and general query), detail, lines, products, relation candidates. */
async function supplierSees(o: Order): Promise<boolean[]> {
  const hot = (await supplierList()).some((x) => x.id === o.id);
  const general = (await supplierList({ orderCode: o.orderCode })).some((x) => x.id === o.id);
  const detail = (await mc('/order/orderDetail', supplier, { orderId: o.id })).body.code === '0';
  const lines = (await mc('/order/orderDetailProduct/pageList', supplier, { orderId: o.id })).body.code === '0';
  const products = (
    (await ok(t, '/order/orderProduct/pageList', supplier, { role: 'supplier', productCode: 'KR-CATH-16', pageSize: 100 })).content as {
      orderCode: string;
    }[]
  ).some((x) => x.orderCode === o.orderCode);
  const candidates = (
    (await ok(t, '/order/notChosenOrder', supplier, { orderId: visible.id, pageSize: 100 })).content as { orderId: number }[]
  ).some((x) => x.orderId === o.id);
  return [hot, general, detail, lines, products, candidates];
}

describe('order-submit approval without a flow', () => {
  it('sends the order straight to the supplier: submitted, no approval started', async () => {
    visible = await place();
    const o = await place();
    expect(o).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    expect(await instanceOf(o.id)).toBeUndefined();
    expect(await supplierSees(o)).toEqual([true, true, true, true, true, true]);
  });
});

describe('order-submit approval with a flow over 100 yuan approved by ag_admin', () => {
  beforeAll(async () => {
    const agAdmin = await f.userId('ag_admin');
    await f.saveFlow('AG0001', 'ORDER_SUBMIT', {
      minAmount: MIN_AMOUNT,
      steps: [
        {
          name: '采购经理审批',
          approverKind: 'users',
          approverIds: [agAdmin],
          mode: 'any',
          editableFields: ['memo'],
          allowSelfApprove: false,
        },
      ],
    });
  });

  it('an order at or under the amount goes straight to the supplier', async () => {
    const o = await place(SMALL);
    expect(o.totalFen).toBeLessThanOrEqual(MIN_AMOUNT);
    expect(o.status).toBe('submitted');
    expect(await instanceOf(o.id)).toBeUndefined();
  });

  it("another company's orders are not under AG0001's flow", async () => {
    const o = await place({ ...FORM, contractCode: 'HT-KR-2026-002' }, buyer2, address2);
    expect(o.totalFen).toBeGreaterThan(MIN_AMOUNT);
    expect(o.status).toBe('submitted');
  });

  it('an order above it waits for approval unseen by the supplier; once approved the supplier sees it submitted', async () => {
    const o = await place();
    expect(o.totalFen).toBeGreaterThan(MIN_AMOUNT);
    expect(o).toMatchObject({ status: 'approving', submittedAt: null });
    const inst = (await instanceOf(o.id))!;
    expect(inst).toMatchObject({
      status: 'running',
      companyId: await f.companyId('AG0001'),
      initiatorUserId: await f.userId('ag_user'),
      title: `${o.orderCode} 上海康瑞医疗器械有限公司`,
      linkPath: `/order/detail?id=${o.id}`,
    });
    expect(inst.data).toMatchObject({
      orderCode: o.orderCode,
      supplier: '上海康瑞医疗器械有限公司',
      amount: (o.totalFen / 100).toFixed(2),
    });
    expect((inst.data as { lines: string }).lines).toMatch(
      /^一次性使用无菌注射器（KR-SYR-5，[^）]+）× 100支，45\.00元；[^；]+（KR-CATH-16，[^）]+）× 10根，125\.00元$/,
    );
    expect((await f.todosOf(inst.id)).map((x) => x.assigneeUserId)).toEqual([await f.userId('ag_admin')]);

    // the supplier sees it nowhere: lists, detail ('not found or no right'), lines, products, export, relations
    expect(await supplierSees(o)).toEqual([false, false, false, false, false, false]);
    expect((await mc('/order/orderDetail', supplier, { orderId: o.id })).body).toMatchObject({
      code: 'MC1100',
      msg: '订单不存在或无权查看',
    });
    expect((await mc('/order/orderOperation', supplier, { orderId: o.id, action: 'confirm' })).body.code).toBe('MC1101');
    expect(await ok(t, '/file/testOrderCode', supplier, { orderCode: o.orderCode })).toEqual({ exists: false });
    // the buyer sees it waiting, with nothing to do but wait
    const d = await buyerDetail(o.id);
    expect(d.order.status).toBe('approving');
    expect(d.allowedActions).toEqual([]);
    expect(d.events.at(-1)).toMatchObject({ action: 'submit', toStatus: 'approving' });
    expect((await supplierList({ status: 'approving' })).length).toBe(0);

    // the approver reads the order's fields in the business's order, labelled
    const waiting = (await instanceOf(o.id))!;
    const shown = (await f.post('/auditCenter/detail', approver, { instanceId: waiting.id })).body.payload;
    expect(shown.dataFields.map((d: { label: string }) => d.label)).toEqual(['订单号', '供应商', '订单金额（元）', '订单明细', '备注']);
    expect(shown.data.orderCode).toBe(o.orderCode);
    // the approver changes the memo (the step allows it) and approves
    await decide(o.id, { decision: 'approve', comment: '同意', fields: { memo: '月度补货（加急）' } });
    expect((await instanceOf(o.id))!.status).toBe('approved');
    const after = await buyerDetail(o.id);
    expect(after.order).toMatchObject({ status: 'submitted', submittedAt: expect.any(String), memo: '月度补货（加急）' });
    expect(after.order.version).toBeGreaterThan(o.version);
    expect(after.events.at(-1)).toMatchObject({
      action: 'examinePass',
      toStatus: 'submitted',
      comment: '同意',
      actorName: expect.any(String),
    });
    expect(await supplierSees(o)).toEqual([true, true, true, true, true, true]);
    // and confirms it as any submitted order
    expect((await ok(t, '/order/orderOperation', supplier, { orderId: o.id, action: 'confirm' })).status).toBe('confirmed');
  });

  it('the buyer can neither change, delete, cancel nor submit again an order waiting for approval', async () => {
    const o = await place();
    expect(o.status).toBe('approving');
    const edit = await mc('/ccOrder/tempStorage', buyer, { ...FORM, id: o.id, version: o.version, addressId: address });
    expect(edit.body).toMatchObject({ code: 'MC1127', msg: '订单审批中，不能修改，请等待审批结束或撤回审批' });
    expect(await ok(t, '/order/deleteOrder', buyer, [o.id])).toEqual({
      deleted: [],
      refused: [{ id: o.id, reason: '订单审批中，不能删除' }],
    });
    for (const action of ['cancel', 'submit']) {
      const res = await mc('/order/orderOperation', buyer, { orderId: o.id, action });
      expect(res.body.code).toBe('MC1104');
      expect(res.body.msg).toContain('当前状态（审批中）');
    }
    expect((await buyerDetail(o.id)).order.status).toBe('approving');
  });

  it('a rejected order goes back to draft with the reason; the buyer changes it and submits it again', async () => {
    const o = await place();
    const first = await decide(o.id, { decision: 'reject', comment: '数量过多，请减半' });
    const d = await buyerDetail(o.id);
    expect(d.order.status).toBe('draft');
    expect(d.order.submittedAt).toBeNull();
    expect(d.events.at(-1)).toMatchObject({ action: 'examineReject', toStatus: 'draft', comment: '数量过多，请减半' });
    expect(d.allowedActions).toContain('submit');
    // a draft again: the supplier's lists, detail, lines and products do not have it (order relations read drafts as before)
    expect((await supplierSees(o)).slice(0, 5)).toEqual([false, false, false, false, false]);
    // halved (85 yuan, under the flow's amount) and submitted again through order/orderSubmit with the draft's id:
    // no new approval, straight to the supplier
    const half = {
      ...FORM,
      lines: [
        { productCode: 'KR-SYR-5', quantity: 50 },
        { productCode: 'KR-CATH-16', quantity: 5 },
      ],
    };
    const again = (await ok(t, '/order/orderSubmit', buyer, {
      clientToken: randomUUID(),
      orderId: o.id,
      version: d.order.version,
      form: { ...half, addressId: address },
    })) as Order;
    expect(again).toMatchObject({ status: 'submitted', totalFen: 8_500 });
    expect(await instanceOf(o.id)).toMatchObject({ id: first.id, status: 'rejected' });
    expect((await supplierSees(o)).slice(0, 5)).toEqual([true, true, true, true, true]);
  });

  it('a withdrawn approval puts the order back to draft; submitting the draft through order/orderOperation asks again', async () => {
    const o = await place();
    const inst = (await instanceOf(o.id))!;
    const res = await f.post('/auditCenter/withdraw', buyer, { instanceId: inst.id, revision: inst.revision });
    expect(res.body.code).toBe('0');
    const d = await buyerDetail(o.id);
    expect(d.order.status).toBe('draft');
    expect(d.events.at(-1)).toMatchObject({ action: 'examineWithdraw', toStatus: 'draft' });
    expect((await lastEvent(o.id)).actorUserId).toBe(await f.userId('ag_user'));
    // a draft is the buyer's own again: it may be changed and deleted
    const op = (await ok(t, '/order/orderOperation', buyer, { orderId: o.id, action: 'submit', version: d.order.version })) as Order;
    expect(op.status).toBe('approving');
    expect((await instanceOf(o.id))!.id).not.toBe(inst.id);
  });
});
