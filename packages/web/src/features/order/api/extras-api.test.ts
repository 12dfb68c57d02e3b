// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../../lib/fetch-test-utils';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import {
  appendRelate,
  chosenOrder,
  deleteOrderTemplate,
  getAppendInfo,
  getTempOrder,
  notChosenOrder,
  orderAppend,
  orderTemplatePage,
  orderTemplateProducts,
  saveOrderTemplate,
  saveTempOrder,
  testOrderCode,
} from './extras-api';

let seen: SeenRequest[];
let payload: unknown;

beforeEach(() => {
  const server = stubFetch();
  payload = { answer: 42 };
  server.reply(() => ({ body: { code: '0', msg: 'success', payload } }));
  seen = server.seen;
  configureShellEffects({ notify: vi.fn(), message: vi.fn() });
});

afterEach(() => {
  resetShellEffects();
  vi.unstubAllGlobals();
});

type Call = [name: string, arg: string, run: (value: any) => Promise<unknown>, path: string, body: Record<string, unknown>];

const CALLS: Call[] = [
  ['saveTempOrder', 'ts', saveTempOrder, '/order/TS', { tsKey: 'ccOrder', form: { vendorCode: 'FC0001', lines: [] } }],
  ['getTempOrder', 'getTsOrderQuery', getTempOrder, '/order/getTS', { tsKey: 'ccOrder', remove: true }],
  ['orderTemplatePage', 'query', orderTemplatePage, '/order/orderTemplate', { name: '康瑞', pageNum: 1, pageSize: 20 }],
  [
    'saveOrderTemplate',
    'form',
    saveOrderTemplate,
    '/order/orderTemplate/save',
    {
      name: '康瑞常用耗材',
      supplierCode: 'FC0001',
      lines: [{ productCode: 'KR-SYR-5', quantity: 100 }],
    },
  ],
  ['deleteOrderTemplate', 'query', deleteOrderTemplate, '/order/orderTemplate/delete', { id: 7 }],
  ['orderTemplateProducts', 'query', orderTemplateProducts, '/order/orderTemplateProduct', { templateId: 7 }],
  ['appendRelate', 'form', appendRelate, '/order/appendRelate', { orderId: 1, relatedOrderIds: [2, 3], kind: 'append' }],
  ['getAppendInfo', 'query', getAppendInfo, '/order/getAppendInfo', { orderId: 1 }],
  ['orderAppend', 'query', orderAppend, '/order/orderAppend', { orderId: 1, pageNum: 2, pageSize: 50 }],
  ['chosenOrder', 'query', chosenOrder, '/order/chosenOrder', { orderId: 1, pageNum: 1, pageSize: 20 }],
  ['notChosenOrder', 'query', notChosenOrder, '/order/notChosenOrder', { orderId: 1, orderCode: 'PO2026', pageNum: 1, pageSize: 20 }],
];

describe('order extras client: missing arguments', () => {
  it.each(CALLS)('%s throws "Missing required parameter: %s" for undefined and null without a request', (_name, arg, run) => {
    expect(() => run(undefined)).toThrow(new Error(`Missing required parameter: ${arg}`));
    expect(() => run(null)).toThrow(new Error(`Missing required parameter: ${arg}`));
    expect(seen).toHaveLength(0);
  });
});

describe('order extras client: requests', () => {
  it.each(CALLS)('%s posts its argument to the mall centre and returns the payload', async (_name, _arg, run, path, body) => {
    await expect(run(body)).resolves.toEqual({ answer: 42 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe(`/m-mall-center/api/v1${path}`);
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it('testOrderCode without an argument sends no body and answers the format rule', async () => {
    payload = { pattern: '^(PO|CF)\\d{14}$' };
    await expect(testOrderCode()).resolves.toEqual({ pattern: '^(PO|CF)\\d{14}$' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/file/testOrderCode');
    expect(seen[0]!.body).toBe('');
  });

  it('testOrderCode with an order number posts it and answers whether it exists', async () => {
    payload = { exists: true, orderId: 9, status: 'submitted', statusName: '已提交' };
    await expect(testOrderCode({ orderCode: 'PO20261123000001' })).resolves.toEqual(payload);
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/file/testOrderCode');
    expect(JSON.parse(seen[0]!.body)).toEqual({ orderCode: 'PO20261123000001' });
  });
});
