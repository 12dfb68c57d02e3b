// The order list's table fields (web /order/list, tableNo 'orderList') are fields of the mall's order
// rows, registered in both tenants, and getAuthField answers them to the order app's users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItem } from '@medportal/contracts/mall/orders.contract';
import { call, createTestApp, login, STAFF, type TestApp } from '../../test/app.js';
import { ORDER_LIST_FIELDS } from './templates.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authFields = async (token: string, tenantId?: number) => {
  const res = await call(t.app, `${STAFF}/merchantUser/customTable/getAuthField`, { tableNo: 'orderList' }, { token, tenantId });
  expect(res.body.code).toBe('0');
  return res.body.payload.tableFields as { fieldCode: string; fieldName: string; fieldShow: number }[];
};

describe('orderList table fields', () => {
  it('names only fields of an order row, each once', () => {
    const codes = ORDER_LIST_FIELDS.fields.map(([c]) => c);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => !(c in orderItem.shape))).toEqual([]);
  });

  it('are answered in both tenants, visible to staff and editable for admins', async () => {
    const expected = ORDER_LIST_FIELDS.fields.map(([fieldCode, fieldName]) => ({ fieldCode, fieldName }));
    const agUser = await authFields(await login(t.app, 'ag_user'));
    expect(agUser.map(({ fieldCode, fieldName }) => ({ fieldCode, fieldName }))).toEqual(expected);
    expect(agUser.every((f) => f.fieldShow === 1)).toBe(true);
    expect((await authFields(await login(t.app, 'fc_admin'))).every((f) => f.fieldShow === 2)).toBe(true);
    const t2 = await authFields(await login(t.app, 't2_user', 'Demo1234', 2), 2);
    expect(t2.map((f) => f.fieldCode)).toEqual(expected.map((f) => f.fieldCode));
  });
});
