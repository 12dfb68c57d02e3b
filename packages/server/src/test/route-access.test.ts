// Reads follow grants like writes do: every service route declares its access, and a session whose
// grants (roles within the company's auth groups) hold none of a route's catalogue codes gets
// code 403 '没有权限执行此操作' before the handler runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@medportal/contracts/common/errors';
import { AUDIT_API, CHANNEL_API, CONFIG_API, FILE_API, MALL_API, PRODUCT_API, STAFF_API, WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, login, type TestApp } from './app.js';
import { serviceRoutes } from './route-matrix.js';

const MC = '/m-mall-center/api/v1';
let t: TestApp;
let quality: string;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  [quality, sales] = await Promise.all([login(t.app, 'fc_quality'), login(t.app, 'fc_sales')]);
});
afterAll(() => t.close());

describe('route access', () => {
  it('every service route declares its access; the order app routes name its codes', () => {
    const routes = serviceRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    const byUrl = new Map(routes.map((r) => [r.url, r]));
    expect(byUrl.get(`${MC}/order/orderDetailList`)?.resources).toEqual(['od.list']);
    expect(byUrl.get(`${MC}/payBillManage/pageList`)?.resources).toEqual(['od.payBill']);
    expect(byUrl.get('/m-staff-center/api/v1/login/loginByUserName')?.public).toBe(true);
    // every route of the order & mall service is guarded by a code of the order app
    expect(routes.filter((r) => r.url.startsWith(MC) && r.resources.length === 0).map((r) => r.url)).toEqual([]);
  });

  it('registers exactly the calls named in contracts (common/api-paths), which web and browser tests use too', () => {
    const named = new Set(
      [STAFF_API, CONFIG_API, FILE_API, WORKTABLE_API, MALL_API, AUDIT_API, PRODUCT_API].flatMap((api) => Object.values(api) as string[]),
    );
    const registered = new Set(serviceRoutes(t.app).map((r) => r.url));
    // the product centre's calls are registered part by part (issue 14): none outside its paths
    const product = new Set(Object.values(PRODUCT_API) as string[]);
    // so are the channel centre's (issue 15)
    const channel = new Set(Object.values(CHANNEL_API) as string[]);
    expect([...registered].filter((url) => !named.has(url) && !product.has(url) && !channel.has(url))).toEqual([]);
    expect([...named].filter((url) => !registered.has(url))).toEqual([]);
  });

  it.each([
    ['/order/orderDetailList', { role: 'supplier', orderType: 'contract' }],
    ['/order/orderDetail', { id: 1 }],
    ['/order/orderDetailProduct/pageList', { orderId: 1 }],
    ['/orderGoodsNotice/getOrderDeliverList', {}],
    ['/orderGoodsNotice/getOrderDeliverDetailList', { page: 1, pageSize: 10 }],
    ['/payBillManage/pageList', {}],
    ['/ccOrder/consignmentProduct/pageList', {}],
    ['/order/getImportProgressPageList', {}],
    ['/orderAddress/getOrderAddressList', {}],
  ])('fc_quality (no order app) reads nothing of its company through %s', async (path, body) => {
    const res = await call(t.app, `${MC}${path}`, body, { token: quality });
    expect(res.body).toEqual({ ...ERRORS.FORBIDDEN, payload: null });
    expect(ERRORS.FORBIDDEN).toEqual({ code: '403', msg: '没有权限执行此操作' });
  });

  it('fc_sales of the same company, who holds the order app, reads the same list', async () => {
    const res = await call(t.app, `${MC}/order/orderDetailList`, { role: 'supplier', orderType: 'contract' }, { token: sales });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.totalElements).toBeGreaterThan(0);
    expect((await call(t.app, `${MC}/payBillManage/pageList`, {}, { token: sales })).body.code).toBe('0');
  });

  it('fc_quality still reaches the routes open to any session', async () => {
    for (const path of ['/login/currentUser', '/login/positionList', '/login/appList']) {
      expect((await call(t.app, `/m-staff-center/api/v1${path}`, {}, { token: quality })).body.code, path).toBe('0');
    }
  });
});
