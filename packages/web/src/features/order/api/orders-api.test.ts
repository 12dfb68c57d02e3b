// @vitest-environment happy-dom
// Each contract-order call: without its tsv argument it throws exactly 'Missing required parameter: X'
// and sends nothing; with it, it POSTs the body to its path and answers the payload.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../../lib/fetch-test-utils';
import { writeSessionCookies } from '../../../lib/session-cookies';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import { MALL_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import * as api from './orders-api';

let seen: SeenRequest[];
const PAYLOAD = { marker: 'payload' };

beforeEach(() => {
  const server = stubFetch();
  server.reply(() => ({ body: { code: '0', msg: 'success', payload: PAYLOAD } }));
  seen = server.seen;
  configureShellEffects({ notify: vi.fn(), message: vi.fn() });
  writeSessionCookies({ companyId: 4, tenantId: 1, token: 't' });
});

afterEach(() => {
  resetShellEffects();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

type Call = (arg: never) => Promise<unknown>;
type Case = { name: string; call: Call; required?: string; arg?: unknown; path: string; body: unknown };

const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  lines: [{ productCode: 'KR-SYR-5', quantity: 200 }],
  carryWay: 'e',
  addressId: 3,
};
const CASES: Case[] = [
  {
    name: 'tempStorage',
    call: api.tempStorage as Call,
    required: 'ccOrderForm',
    arg: { ...FORM, id: 9, version: 2 },
    path: '/ccOrder/tempStorage',
    body: { ...FORM, id: 9, version: 2 },
  },
  { name: 'newOrderOms', call: api.newOrderOms as Call, required: 'ccOrderOmsForm', arg: FORM, path: '/ccOrder/newOrderOms', body: FORM },
  {
    name: 'orderSubmit',
    call: api.orderSubmit as Call,
    required: 'submitOrderQuery',
    arg: { orderId: 9, clientToken: 'b7c1-token' },
    path: '/order/orderSubmit',
    body: { orderId: 9, clientToken: 'b7c1-token' },
  },
  { name: 'deleteOrder', call: api.deleteOrder as Call, required: 'orderIds', arg: [3, 5], path: '/order/deleteOrder', body: [3, 5] },
  {
    name: 'orderDetail',
    call: api.orderDetail as Call,
    required: 'query',
    arg: { orderId: 9 },
    path: '/order/orderDetail',
    body: { orderId: 9 },
  },
  {
    name: 'orderDetailList',
    call: api.orderDetailList as Call,
    required: 'query',
    arg: { role: 'buyer', status: ['shipped'], pageSize: 30 },
    path: '/order/orderDetailList',
    body: { role: 'buyer', status: ['shipped'], pageSize: 30 },
  },
  {
    name: 'orderOperation',
    call: api.orderOperation as Call,
    required: 'query',
    arg: { orderId: 9, action: 'reject', comment: '规格有误' },
    path: '/order/orderOperation',
    body: { orderId: 9, action: 'reject', comment: '规格有误' },
  },
  {
    name: 'orderDetailProductPageList',
    call: api.orderDetailProductPageList as Call,
    required: 'query',
    arg: { orderId: 9, pageNum: 2 },
    path: '/order/orderDetailProduct/pageList',
    body: { orderId: 9, pageNum: 2 },
  },
  {
    name: 'orderProductPageList',
    call: api.orderProductPageList as Call,
    required: 'query',
    arg: { productCode: 'KR-SYR-5' },
    path: '/order/orderProduct/pageList',
    body: { productCode: 'KR-SYR-5' },
  },
  {
    name: 'confirmStockBatch',
    call: api.confirmStockBatch as Call,
    required: 'form',
    arg: { orderId: 9, lines: [{ orderLineId: 1, stockBatchId: 2 }] },
    path: '/order/confirmStockBatch',
    body: { orderId: 9, lines: [{ orderLineId: 1, stockBatchId: 2 }] },
  },
  {
    name: 'getIcMdmItemForEcList',
    call: api.getIcMdmItemForEcList as Call,
    required: 'query',
    arg: { keyword: '注射器' },
    path: '/order/getIcMdmItemForEcList',
    body: { keyword: '注射器' },
  },
  { name: 'getCustomCode', call: api.getCustomCode as Call, path: '/order/getCustomCode', body: '' },
];

describe('contract-order calls', () => {
  it('covers every exported function once', () => {
    const fns = Object.entries(api)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect([...CASES.map((c) => c.name), 'orderDetailListExport'].sort()).toEqual(fns);
    expect(fns).toHaveLength(13);
  });

  for (const c of CASES.filter((x) => x.required)) {
    it(`${c.name} without ${c.required} throws 'Missing required parameter: ${c.required}' and sends nothing`, async () => {
      for (const missing of [undefined, null]) {
        await expect(c.call(missing as never)).rejects.toThrow(new Error(`Missing required parameter: ${c.required}`));
      }
      expect(seen).toHaveLength(0);
    });
  }

  for (const c of CASES) {
    it(`${c.name} POSTs ${c.path} and answers the payload`, async () => {
      await expect(c.call(c.arg as never)).resolves.toEqual(PAYLOAD);
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request!.method).toBe('POST');
      expect(request!.url.pathname).toBe(`${MALL_CENTER_BASE}${c.path}`);
      expect(request!.body === '' ? '' : JSON.parse(request!.body)).toEqual(c.body);
      expect(request!.headers.get('authorization')).toBe('Bearer t');
    });
  }

  it('an empty list of ids is an argument (the server answers it)', async () => {
    await api.deleteOrder([]);
    expect(JSON.parse(seen[0]!.body)).toEqual([]);
  });

  it('a business error rejects with the server message', async () => {
    stubFetch().reply(() => ({ body: { code: 'MC1104', msg: '当前状态（已发货）不能执行“确认”操作', payload: null } }));
    await expect(api.orderOperation({ orderId: 9, action: 'confirm' })).rejects.toMatchObject({
      message: '当前状态（已发货）不能执行“确认”操作',
    });
  });
});

describe('orderDetailListExport', () => {
  it("without query throws 'Missing required parameter: query' and sends nothing", async () => {
    await expect(api.orderDetailListExport(undefined as never)).rejects.toThrow(new Error('Missing required parameter: query'));
    expect(seen).toHaveLength(0);
  });

  it('POSTs the list body and saves the workbook under its Content-Disposition name', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/orders-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    const capture = (event: Event) => {
      clicks.push((event.target as HTMLAnchorElement).download);
      event.preventDefault();
    };
    document.addEventListener('click', capture);
    const server = stubFetch();
    server.reply(() => ({
      body: new Blob(['PK...']),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('订单列表_20261122113434.xlsx')}`,
      },
    }));
    try {
      await expect(api.orderDetailListExport({ role: 'supplier', status: ['shipped'] })).resolves.toEqual({
        ok: true,
        fileName: '订单列表_20261122113434.xlsx',
      });
    } finally {
      document.removeEventListener('click', capture);
    }
    expect(server.seen[0]!.method).toBe('POST');
    expect(server.seen[0]!.url.pathname).toBe(`${MALL_CENTER_BASE}/order/orderDetailList/export`);
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ role: 'supplier', status: ['shipped'] });
    expect(clicks).toEqual(['订单列表_20261122113434.xlsx']);
  });
});
