// @vitest-environment happy-dom
// Each master-data call: without its tsv argument it throws exactly 'Missing required parameter: X'
// and sends nothing; with it, it sends the method, path, body and query params of the tsv and answers
// the payload.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../../lib/fetch-test-utils';
import { writeSessionCookies } from '../../../lib/session-cookies';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import * as api from './master-data-api';
import { MALL_CENTER_BASE, STAFF_CENTER_BASE } from '@medportal/contracts/common/api-paths';

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
type Case = {
  name: string;
  call: Call;
  /** the tsv argument; absent for calls without one */
  required?: string;
  arg?: unknown;
  method: 'GET' | 'POST';
  path: string;
  /** the JSON body sent ('' none) */
  body: unknown;
  /** query params besides tenantId and _t */
  query?: Record<string, string>;
  /** the service base when not the mall's */
  base?: string;
};

const Q = { keyword: '康瑞' };
const PAGE = { keyword: '康瑞', pageNum: 2, pageSize: 30 };
const ADDRESS = {
  receiver: '王晓明',
  phone: '13800000003',
  provinceCode: '320000',
  cityCode: '320100',
  detailedAddress: '中山路1号',
  isDefault: true,
};

const CASES: Case[] = [
  {
    name: 'vendorContractList',
    call: api.vendorContractList as Call,
    required: 'vendorCode',
    arg: 'FC0001',
    method: 'GET',
    path: '/ccOrder/vendorContractList',
    body: '',
    query: { vendorCode: 'FC0001' },
  },
  {
    name: 'supplerList',
    call: api.supplerList as Call,
    required: 'query',
    arg: PAGE,
    method: 'POST',
    path: '/ccOrder/supplerList',
    body: PAGE,
  },
  {
    name: 'contractList',
    call: api.contractList as Call,
    required: 'query',
    arg: { vendorCode: 'FC0001', effectiveOnly: true },
    method: 'POST',
    path: '/ccOrder/contractList',
    body: { vendorCode: 'FC0001', effectiveOnly: true },
  },
  {
    name: 'commonEnum',
    call: api.commonEnum as Call,
    required: 'query',
    arg: { enumType: 'carryWay' },
    method: 'POST',
    path: '/order/commonEnum',
    body: { enumType: 'carryWay' },
  },
  { name: 'orderSuppliers', call: api.orderSuppliers as Call, required: 'query', arg: Q, method: 'POST', path: '/order/supplier', body: Q },
  {
    name: 'orderContracts',
    call: api.orderContracts as Call,
    required: 'query',
    arg: { vendorCode: 'FC0001' },
    method: 'POST',
    path: '/order/contract',
    body: { vendorCode: 'FC0001' },
  },
  {
    name: 'orderContract',
    call: api.orderContract as Call,
    required: 'query',
    arg: { contractCode: 'HT-1' },
    method: 'POST',
    path: '/order/orderContract',
    body: { contractCode: 'HT-1' },
  },
  {
    name: 'getProductLineNameList',
    call: api.getProductLineNameList as Call,
    required: 'query',
    arg: { contractCode: 'HT-1' },
    method: 'POST',
    path: '/order/getProductLineNameList',
    body: { contractCode: 'HT-1' },
  },
  {
    name: 'operationTypeByProductLineCode',
    call: api.operationTypeByProductLineCode as Call,
    required: 'operationTypeQuery',
    arg: { productLineCode: 'PL01' },
    method: 'POST',
    path: '/operation/operationTypeByProductLineCode',
    body: { productLineCode: 'PL01' },
  },
  {
    name: 'operationHouseByHoseCode',
    call: api.operationHouseByHoseCode as Call,
    required: 'operationHouseByHouseCodeQuery',
    arg: { houseCode: 'WH01' },
    method: 'POST',
    path: '/operation/operationHouseByHoseCode',
    body: { houseCode: 'WH01' },
  },
  {
    name: 'stockBatchPageList',
    call: api.stockBatchPageList as Call,
    required: 'query',
    arg: { productCode: 'P1', pageNum: 1 },
    method: 'POST',
    path: '/order/stockBatch/pageList',
    body: { productCode: 'P1', pageNum: 1 },
  },
  {
    name: 'purchaseProductPageList',
    call: api.purchaseProductPageList as Call,
    required: 'query',
    arg: { contractCode: 'HT-1', pageSize: 50 },
    method: 'POST',
    path: '/order/purchaseProduct/pageList',
    body: { contractCode: 'HT-1', pageSize: 50 },
  },
  {
    name: 'getProductReferencePrice',
    call: api.getProductReferencePrice as Call,
    required: 'query',
    arg: { contractCode: 'HT-1', productCodes: ['P1', 'P2'] },
    method: 'POST',
    path: '/order/getProductReferencePrice',
    body: { contractCode: 'HT-1', productCodes: ['P1', 'P2'] },
  },
  { name: 'queryAllName', call: api.queryAllName as Call, required: 'query', arg: Q, method: 'POST', path: '/set/queryAllName', body: Q },
  {
    name: 'productSetList',
    call: api.productSetList as Call,
    required: 'query',
    arg: { productLineCode: 'PL01' },
    method: 'POST',
    path: '/set/product/list',
    body: { productLineCode: 'PL01' },
  },
  {
    name: 'saveOrderAddress',
    call: api.saveOrderAddress as Call,
    required: 'newMallAddressReqDto',
    arg: ADDRESS,
    method: 'POST',
    path: '/orderAddress/saveOrderAddress',
    body: ADDRESS,
  },
  {
    name: 'orderReceiver',
    call: api.orderReceiver as Call,
    required: 'query',
    arg: { keyword: '王' },
    method: 'POST',
    path: '/order/orderReceiver',
    body: { keyword: '王' },
  },
  // no required argument
  {
    name: 'areaList',
    call: api.areaList as Call,
    arg: { provinceCode: '320000' },
    method: 'POST',
    path: '/area/list',
    body: '',
    query: { provinceCode: '320000' },
  },
  { name: 'ccOrderDd', call: api.ccOrderDd as Call, method: 'GET', path: '/ccOrder/dd', body: '' },
  { name: 'vendorList', call: api.vendorList as Call, method: 'GET', path: '/ccOrder/vendorList', body: '' },
  {
    name: 'getOrderAddressList',
    call: api.getOrderAddressList as Call,
    arg: '中山路',
    method: 'POST',
    path: '/orderAddress/getOrderAddressList',
    body: { detailedAddress: '中山路' },
  },
  {
    name: 'pickUpAddressOptions',
    call: api.pickUpAddressOptions as Call,
    required: 'supplierCode',
    arg: 'FC0001',
    method: 'POST',
    path: '/pickUpAddress/options',
    body: { supplierCode: 'FC0001' },
    base: STAFF_CENTER_BASE,
  },
];

/** The query without the session's tenantId and the cache-busting _t. */
const ownQuery = (request: SeenRequest) => {
  const { tenantId, _t, ...rest } = request.query;
  expect(tenantId).toBe('1');
  expect(_t).toMatch(/^\d+$/);
  return rest;
};

describe('master-data calls', () => {
  it('covers the 22 calls, each exported function once', () => {
    expect(CASES).toHaveLength(22);
    const fns = Object.entries(api)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(CASES.map((c) => c.name).sort()).toEqual(fns);
    for (const c of CASES) expect(c.call, c.name).toBe((api as Record<string, unknown>)[c.name]);
  });

  for (const c of CASES.filter((x) => x.required)) {
    it(`${c.name} without ${c.required} throws and sends nothing`, async () => {
      for (const missing of [undefined, null]) {
        await expect(c.call(missing as never)).rejects.toThrow(new Error(`Missing required parameter: ${c.required}`));
      }
      await expect(c.call(undefined as never)).rejects.toHaveProperty('message', `Missing required parameter: ${c.required}`);
      expect(seen).toHaveLength(0);
    });
  }

  for (const c of CASES) {
    it(`${c.name} sends ${c.method} ${c.path} and answers the payload`, async () => {
      await expect(c.call(c.arg as never)).resolves.toEqual(PAYLOAD);
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request!.method).toBe(c.method);
      expect(request!.url.pathname).toBe(`${c.base ?? MALL_CENTER_BASE}${c.path}`);
      expect(request!.body === '' ? '' : JSON.parse(request!.body)).toEqual(c.body);
      expect(ownQuery(request!)).toEqual(c.query ?? {});
      expect(request!.headers.get('authorization')).toBe('Bearer t');
    });
  }

  it('getOrderAddressList sends an empty detailedAddress by default, areaList no codes', async () => {
    await api.getOrderAddressList();
    await api.areaList();
    expect(JSON.parse(seen[0]!.body)).toEqual({ detailedAddress: '' });
    expect(ownQuery(seen[1]!)).toEqual({});
  });

  it('an empty query object is an argument: sent as {}', async () => {
    await api.orderReceiver({});
    expect(JSON.parse(seen[0]!.body)).toEqual({});
  });

  it('a business error rejects with the server message', async () => {
    const server = stubFetch();
    server.reply(() => ({ body: { code: '400', msg: 'query 查询条件不能为空', payload: null } }));
    await expect(api.supplerList({})).rejects.toMatchObject({ message: 'query 查询条件不能为空' });
  });
});
