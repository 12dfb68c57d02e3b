// The order address book: own company only, codes checked against the area tree, one default per
// company, and the receivers drawn from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrderAddresses } from './addresses.table.js';

let t: TestApp;
let ag: string;
let agAdmin: string;
let ag2: string;
let t2: string;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, t2, none] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag_admin'),
    login(t.app, 'ag2_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
    login(t.app, 'new_user'),
  ]);
});
afterAll(() => t.close());

type Address = {
  id: number;
  receiver: string;
  phone: string;
  provinceName: string;
  cityName: string;
  fullAddress: string;
  isDefault: boolean;
  detailedAddress: string;
};
const list = async (token: string, body: unknown = { detailedAddress: '' }) =>
  (await ok(t, '/orderAddress/getOrderAddressList', token, body)) as Address[];
const NEW = {
  receiver: '林涛',
  phone: '13800000032',
  provinceCode: '320000',
  cityCode: '320200',
  detailedAddress: '梁溪区中山路100号',
  isDefault: false,
};
const defaults = async (tenantId: number) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .select({ companyId: mallOrderAddresses.companyId })
      .from(mallOrderAddresses)
      .where(and(eq(mallOrderAddresses.tenantId, tenantId), eq(mallOrderAddresses.isDefault, true))),
  );

describe('orderAddress/getOrderAddressList', () => {
  it("lists the company's addresses, default first, filtered by the detailed address", async () => {
    const all = await list(ag);
    expect(all.map((a) => a.receiver)).toEqual(['王晓明', '孙立']);
    expect(all[0]).toMatchObject({
      isDefault: true,
      provinceName: '江苏省',
      cityName: '南京市',
      fullAddress: '江苏省南京市建邺区江东中路369号恒泰大厦3楼仓储部',
    });
    expect((await list(ag, { detailedAddress: '星湖街' })).map((a) => a.receiver)).toEqual(['孙立']);
    expect(await list(ag, { detailedAddress: '不存在的地址' })).toEqual([]);
    expect((await list(ag, {})).length).toBe(2);
  });

  it("shows no other company's or tenant's address; bad input is a 400 naming the field", async () => {
    expect((await list(ag2)).map((a) => a.receiver)).toEqual(['梁慧', '罗斌']);
    expect((await list(t2)).every((a) => a.detailedAddress.includes('华东'))).toBe(true);
    expect((await call(t.app, `${MC}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, { token: none })).body.code).toBe('403');
    await bad(t, '/orderAddress/getOrderAddressList', ag, { detailedAddress: 12 }, 'detailedAddress');
  });
});

describe('orderAddress/saveOrderAddress', () => {
  it('creates an address with the area names; a new default replaces the old one in one step', async () => {
    const created = (await ok(t, '/orderAddress/saveOrderAddress', ag, NEW)) as Address;
    expect(created).toMatchObject({
      receiver: '林涛',
      provinceName: '江苏省',
      cityName: '无锡市',
      isDefault: false,
      fullAddress: '江苏省无锡市梁溪区中山路100号',
    });
    const made = (await ok(t, '/orderAddress/saveOrderAddress', agAdmin, {
      ...NEW,
      id: created.id,
      phone: '0510-82345678',
      isDefault: true,
    })) as Address;
    expect(made).toMatchObject({ id: created.id, phone: '0510-82345678', isDefault: true });
    const all = await list(ag);
    expect(all[0]!.id).toBe(created.id);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    // one default per company across the tenant: AG0001, AG0002, AG0005, AG0006
    const ids = (await defaults(1)).map((d) => d.companyId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('a municipality reads without 市辖区; the first address of a company becomes its default', async () => {
    // FC0001 has no address yet
    const fc = await login(t.app, 'fc_admin');
    const bj = (await ok(t, '/orderAddress/saveOrderAddress', fc, {
      ...NEW,
      provinceCode: '110000',
      cityCode: '110100',
      detailedAddress: '朝阳区建国路88号',
    })) as Address;
    expect(bj).toMatchObject({ fullAddress: '北京市朝阳区建国路88号', cityName: '市辖区', isDefault: true });
    const second = (await ok(t, '/orderAddress/saveOrderAddress', fc, NEW)) as Address;
    expect(second.isDefault).toBe(false);
    expect((await list(fc)).map((a) => [a.id, a.isDefault])).toEqual([
      [bj.id, true],
      [second.id, false],
    ]);
  });

  it('concurrent saves as default leave exactly one default', async () => {
    const fc2 = await login(t.app, 'fc2_admin');
    const saves = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((n) =>
        call(t.app, `${MC}/orderAddress/saveOrderAddress`, { ...NEW, receiver: `收货人${n}`, isDefault: true }, { token: fc2 }),
      ),
    );
    expect(saves.map((r) => r.body.code)).toEqual(['0', '0', '0', '0']);
    const all = await list(fc2);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    expect(all).toHaveLength(4);
  });

  it("refuses to update another company's or tenant's address (MC1006) and changes nothing", async () => {
    const theirs = (await list(ag2))[0]!;
    for (const token of [ag, t2]) {
      expect((await call(t.app, `${MC}/orderAddress/saveOrderAddress`, { ...NEW, id: theirs.id }, { token })).body).toEqual({
        code: 'MC1006',
        msg: '收货地址不存在或无权修改',
        payload: null,
      });
    }
    expect((await list(ag2))[0]).toEqual(theirs);
  });

  it('checks the codes against the area tree and the phone pattern', async () => {
    expect((await call(t.app, `${MC}/orderAddress/saveOrderAddress`, { ...NEW, cityCode: '330100' }, { token: ag })).body.code).toBe(
      'MC1002',
    );
    expect((await call(t.app, `${MC}/orderAddress/saveOrderAddress`, { ...NEW, provinceCode: '990000' }, { token: ag })).body.code).toBe(
      'MC1001',
    );
    await bad(t, '/orderAddress/saveOrderAddress', ag, { ...NEW, phone: '12345' }, 'phone');
    await bad(t, '/orderAddress/saveOrderAddress', ag, { ...NEW, receiver: ' ' }, 'receiver');
    await bad(t, '/orderAddress/saveOrderAddress', ag, { ...NEW, provinceCode: '江苏' }, 'provinceCode');
    await bad(t, '/orderAddress/saveOrderAddress', ag, undefined, 'newMallAddressReqDto');
    expect((await list(ag)).some((a) => a.phone === '12345')).toBe(false);
  });
});

describe('order/orderReceiver', () => {
  it('lists receivers of own addresses, default first, by name or phone', async () => {
    const r = await ok(t, '/order/orderReceiver', ag2, {});
    expect(r[0]).toMatchObject({
      receiver: '梁慧',
      phone: '13800000035',
      isDefault: true,
      fullAddress: '浙江省杭州市滨江区江南大道588号恒鑫大厦12楼',
    });
    expect((await ok(t, '/order/orderReceiver', ag2, { keyword: '0574' })).map((x: { receiver: string }) => x.receiver)).toEqual(['罗斌']);
    expect(await ok(t, '/order/orderReceiver', ag, { keyword: '梁慧' })).toEqual([]);
    expect((await ok(t, '/order/orderReceiver', t2, {})).every((x: { fullAddress: string }) => x.fullAddress.includes('华东'))).toBe(true);
    await bad(t, '/order/orderReceiver', ag, undefined, 'query');
    await bad(t, '/order/orderReceiver', ag, { keyword: 7 }, 'keyword');
  });
});
