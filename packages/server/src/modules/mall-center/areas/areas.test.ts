// area/list: the real province → city → district tree of china-area-data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { MC } from '../../../test/mall-center.js';

let t: TestApp;
let ag: string;
let t2: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, t2] = await Promise.all([login(t.app, 'ag_user'), login(t.app, 't2_user', 'Demo1234', 2)]);
});
afterAll(() => t.close());

const areas = async (query: Record<string, string>, token = ag) => {
  const res = await t.app.inject({ method: 'POST', url: `${MC}/area/list`, query, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; payload: { code: string; name: string }[] } };
};

describe('area/list', () => {
  it('lists the 34 provincial divisions without a code', async () => {
    const { body } = await areas({});
    expect(body.code).toBe('0');
    expect(body.payload).toHaveLength(34);
    expect(body.payload).toContainEqual({ code: '320000', name: '江苏省' });
    expect(body.payload).toContainEqual({ code: '810000', name: '香港特别行政区' });
  });

  it("lists a province's cities and a city's districts", async () => {
    const cities = (await areas({ provinceCode: '320000' })).body.payload;
    expect(cities).toHaveLength(13);
    expect(cities[0]).toEqual({ code: '320100', name: '南京市' });
    const districts = (await areas({ provinceCode: '320000', cityCode: '320100' })).body.payload;
    expect(districts).toContainEqual({ code: '320105', name: '建邺区' });
    expect((await areas({ cityCode: '330100' }, t2)).body.payload).toContainEqual({ code: '330106', name: '西湖区' });
  });

  it('answers MC1001 for an unknown code and MC1002 for a city of another province', async () => {
    expect((await areas({ provinceCode: '990000' })).body).toEqual({ code: 'MC1001', msg: '省份或城市编码不存在', payload: null });
    expect((await areas({ provinceCode: '320100' })).body.code).toBe('MC1001');
    expect((await areas({ provinceCode: '330000', cityCode: '320100' })).body).toEqual({
      code: 'MC1002',
      msg: '所选城市不属于所选省份',
      payload: null,
    });
  });

  it('400 naming the field for a malformed code; 401 without a session', async () => {
    const r = await areas({ provinceCode: '32' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('provinceCode');
    expect((await areas({ cityCode: 'abcdef' })).body.msg).toContain('cityCode');
    expect((await call(t.app, `${MC}/area/list`, {})).body.code).toBe('401');
  });
});
