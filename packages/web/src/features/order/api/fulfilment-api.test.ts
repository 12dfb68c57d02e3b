// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../../lib/fetch-test-utils';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import {
  consignmentProductDetailPageList,
  consignmentProductPageList,
  consignmentUsagePageList,
  fillupOrderPageList,
  getFillupOrder,
  getOrderDeliverDetailList,
  getOrderDeliverList,
  newFillupOrder,
  orderConsignmentDetailList,
  payBillPageList,
  reportConsignmentUsage,
  serialNumberOrderList,
  updateFillupOrder,
} from './fulfilment-api';

let seen: SeenRequest[];

beforeEach(() => {
  const server = stubFetch();
  server.reply(() => ({ body: { code: '0', msg: 'success', payload: { answer: 42 } } }));
  seen = server.seen;
  configureShellEffects({ notify: vi.fn(), message: vi.fn() });
});

afterEach(() => {
  resetShellEffects();
  vi.unstubAllGlobals();
});

type Call = [name: string, arg: string, run: (value: any) => Promise<unknown>, path: string, body: Record<string, unknown>];

const POSTS: Call[] = [
  ['getOrderDeliverDetailList', 'query', getOrderDeliverDetailList, '/orderGoodsNotice/getOrderDeliverDetailList', { noticeId: 12 }],
  [
    'payBillPageList',
    'query',
    payBillPageList,
    '/payBillManage/pageList',
    { kind: 'payment', paidFrom: '2026-03-01', pageNum: 1, pageSize: 20 },
  ],
  [
    'consignmentProductPageList',
    'query',
    consignmentProductPageList,
    '/ccOrder/consignmentProduct/pageList',
    { supplierCode: 'FC0001', keyword: '导管' },
  ],
  [
    'consignmentProductDetailPageList',
    'query',
    consignmentProductDetailPageList,
    '/ccOrder/consignmentProduct/pageProductDetailList',
    { productCode: 'KR-CVC-7', availableOnly: true },
  ],
  [
    'serialNumberOrderList',
    'query',
    serialNumberOrderList,
    '/ccOrder/consignmentProduct/serialNumberOrderList',
    { serialNo: 'JCVC2602-0001' },
  ],
  [
    'orderConsignmentDetailList',
    'query',
    orderConsignmentDetailList,
    '/ccOrder/consignmentProduct/orderConsignmenDetailList',
    { orderId: 3 },
  ],
  [
    'reportConsignmentUsage',
    'query',
    reportConsignmentUsage,
    '/ccOrder/consignmentProduct/reportUsage',
    { itemId: 5, quantity: 2, usedFor: '心内科 手术室' },
  ],
  [
    'consignmentUsagePageList',
    'query',
    consignmentUsagePageList,
    '/ccOrder/consignmentProduct/usagePageList',
    { role: 'holder', supplierCode: 'FC0001', pageNum: 1, pageSize: 20 },
  ],
  [
    'newFillupOrder',
    'consignFillupOrderForm',
    newFillupOrder,
    '/cFOrder/newOrderOms',
    { usageIds: [1, 2], carryWay: 'e', addressId: 4, submit: true },
  ],
  [
    'fillupOrderPageList',
    'query',
    fillupOrderPageList,
    '/cFOrder/onsignFillupOrderDetailList',
    { status: ['draft'], role: 'holder', pageNum: 2, pageSize: 50 },
  ],
];
const ALL: [string, string, (value: any) => Promise<unknown>][] = [
  ...POSTS.map(([name, arg, run]) => [name, arg, run] as [string, string, (value: any) => Promise<unknown>]),
  ['getFillupOrder', 'orderId', getFillupOrder],
  ['updateFillupOrder', 'form', updateFillupOrder],
];

describe('fulfilment client: missing arguments', () => {
  it.each(ALL)('%s throws "Missing required parameter: %s" for undefined and null without a request', (_name, arg, run) => {
    expect(() => run(undefined)).toThrow(new Error(`Missing required parameter: ${arg}`));
    expect(() => run(null)).toThrow(new Error(`Missing required parameter: ${arg}`));
    expect(seen).toHaveLength(0);
  });
});

describe('fulfilment client: requests', () => {
  it.each(POSTS)('%s posts its argument to the mall centre and returns the payload', async (_name, _arg, run, path, body) => {
    await expect(run(body)).resolves.toEqual({ answer: 42 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe(`/m-mall-center/api/v1${path}`);
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it('getOrderDeliverList needs no argument: without one it posts no body, with one it posts the filters', async () => {
    await expect(getOrderDeliverList()).resolves.toEqual({ answer: 42 });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/orderGoodsNotice/getOrderDeliverList');
    expect(seen[0]!.body).toBe('');
    await getOrderDeliverList({ status: 'shipped', shippedFrom: '2026-03-01', pageNum: 2 });
    expect(JSON.parse(seen[1]!.body)).toEqual({ status: 'shipped', shippedFrom: '2026-03-01', pageNum: 2 });
  });

  it('getFillupOrder posts no body and sends orderId as a query param', async () => {
    await expect(getFillupOrder(31)).resolves.toEqual({ answer: 42 });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/cFOrder');
    expect(seen[0]!.query['orderId']).toBe('31');
    expect(seen[0]!.body).toBe('');
  });

  it('updateFillupOrder puts the form', async () => {
    const form = { orderId: 31, version: 2, lines: [{ lineId: 7, quantity: 3 }], carryWay: 'bySelf' as const, memo: '加急' };
    await expect(updateFillupOrder(form)).resolves.toEqual({ answer: 42 });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/cFOrder');
    expect(JSON.parse(seen[0]!.body)).toEqual(form);
  });
});
