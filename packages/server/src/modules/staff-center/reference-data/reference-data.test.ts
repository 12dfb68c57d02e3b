// Reference data of system setup: pick-up addresses (a company administrator's own, the platform any
// company's; area codes checked; one default; a supplier's enabled ones for the bySelf carry way and the
// order's check), the project status dictionary (per tenant, platform only, sort) and the enterprise
// registry data (list, export, lookup, an Excel import of good and bad rows with the failed rows
// reported). Every call's 403 without the grant, other companies' and other tenants' objects refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { ERRORS } from '@medportal/contracts/common/errors';
import { DEFAULT_PROJECT_STATUSES, REGISTRY_IMPORT_HEADERS } from '@medportal/contracts/system/reference-data-rules';
import { auditLog, pickUpAddresses, registryCompanies } from '../../../db/schema.js';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { sheetOf, workbook, type Cell } from '../../../test/mall-imports.js';
import { checkSupplierPickUpAddress } from './pick-up-address.service.js';

const FORBIDDEN = ERRORS.FORBIDDEN.code;
let t: TestApp;
let fcAdmin: TestSession;
let fcQuality: TestSession;
let fcSales: TestSession;
let agAdmin: TestSession;
let agUser: TestSession;
let mm: TestSession;
let t2: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [fcAdmin, fcQuality, fcSales, agAdmin, agUser, mm, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
});
afterAll(() => t?.close());

const post = (s: TestSession, url: string, body: unknown = {}) => call(t.app, url, body, { token: s.token });
const expectOk = (r: { body: { code: string; msg: string } }) => expect(r.body.code, r.body.msg).toBe('0');
const audits = (objectType: string, objectId: string | number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))),
  );

const PUDONG = { provinceCode: '310000', cityCode: '310100', districtCode: '310115' };
const address = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  contact: '测试联系人',
  phone: '13900001111',
  ...PUDONG,
  detailedAddress: '测试路1号',
  businessHours: '9:00-17:00',
  ...extra,
});

describe('pick-up addresses', () => {
  let firstId: number;
  let secondId: number;

  it('lists the company’s own addresses, default first; the platform names the company', async () => {
    const own = await post(fcAdmin, STAFF_API.pickUpAddressPageList, { pageNum: 1, pageSize: 20 });
    expectOk(own);
    expect(own.body.payload.content.map((r: { name: string }) => r.name)).toEqual(['张江仓自提点', '闵行仓自提点', '漕河泾旧仓']);
    expect(own.body.payload.content[0]).toMatchObject({ isDefault: true, fullAddress: '上海市浦东新区张江路1188号3号楼1层' });
    const enabledOnly = await post(fcAdmin, STAFF_API.pickUpAddressPageList, { enabled: false });
    expect(enabledOnly.body.payload.content.map((r: { name: string }) => r.name)).toEqual(['漕河泾旧仓']);
    const byPlatform = await post(mm, STAFF_API.pickUpAddressPageList, { companyId: fcAdmin.companyId, keyword: '闵行' });
    expectOk(byPlatform);
    expect(byPlatform.body.payload.totalElements).toBe(1);
  });

  it('saves with names of province, city and district; the name is unique in the company', async () => {
    const saved = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('测试自提点一'));
    expectOk(saved);
    expect(saved.body.payload).toMatchObject({
      provinceName: '上海市',
      cityName: '市辖区',
      districtName: '浦东新区',
      fullAddress: '上海市浦东新区测试路1号',
      isDefault: false,
      enabled: true,
    });
    firstId = saved.body.payload.id;
    expect((await audits('pickUpAddress', firstId))[0]).toMatchObject({ action: 'create', objectCompanyId: fcAdmin.companyId });
    const again = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('测试自提点一'));
    expect(again.body).toMatchObject({ code: 'SC1531', msg: expect.stringContaining('自提点名称') });
    // the same name in another company is fine
    expectOk(await post(agAdmin, STAFF_API.pickUpAddressSave, address('测试自提点一')));
  });

  it('validates the fields with a message naming the field', async () => {
    const phone = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('坏电话', { phone: '12345' }));
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('联系电话 phone');
    const noName = await post(fcAdmin, STAFF_API.pickUpAddressSave, address(''));
    expect(noName.body.msg).toContain('自提点名称 name');
    const wrongDistrict = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('错区', { districtCode: '440305' }));
    expect(wrongDistrict.body).toMatchObject({ code: 'SC1532', msg: expect.stringContaining('districtCode') });
    const wrongCity = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('错市', { cityCode: '440300' }));
    expect(wrongCity.body.code).toBe('SC1532');
    const noDistrict = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('缺区', { districtCode: undefined }));
    expect(noDistrict.body).toMatchObject({ code: 'SC1532', msg: '请选择区县 districtCode' });
    const disabledDefault = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('停用默认', { isDefault: true, enabled: false }));
    expect(disabledDefault.body.code).toBe('SC1533');
  });

  it('moves the default flag; disabling the default takes the flag away', async () => {
    const second = await post(fcAdmin, STAFF_API.pickUpAddressSave, address('测试自提点二', { isDefault: true }));
    expectOk(second);
    secondId = second.body.payload.id;
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select({ name: pickUpAddresses.name })
        .from(pickUpAddresses)
        .where(and(eq(pickUpAddresses.tenantId, 1), eq(pickUpAddresses.companyId, fcAdmin.companyId), eq(pickUpAddresses.isDefault, true))),
    );
    expect(rows).toEqual([{ name: '测试自提点二' }]);
    const updated = await post(fcAdmin, STAFF_API.pickUpAddressUpdate, {
      id: firstId,
      ...address('测试自提点一（改）', { phone: '021-58880000' }),
    });
    expectOk(updated);
    expect(updated.body.payload).toMatchObject({ name: '测试自提点一（改）', phone: '021-58880000', isDefault: false });
    const [change] = (await audits('pickUpAddress', firstId)).filter((a) => a.action === 'update');
    expect(change).toMatchObject({ before: { name: '测试自提点一' }, after: { name: '测试自提点一（改）' } });
    const off = await post(fcAdmin, STAFF_API.pickUpAddressUpdateStatus, { id: secondId, enabled: false });
    expectOk(off);
    expect(off.body.payload).toMatchObject({ enabled: false, isDefault: false });
  });

  it('offers a supplier’s enabled addresses to any session; the order check takes only those', async () => {
    const options = await post(agUser, STAFF_API.pickUpAddressOptions, { supplierCode: 'FC0001' });
    expectOk(options);
    const names = options.body.payload.map((o: { name: string }) => o.name);
    expect(names[0]).toBe('张江仓自提点');
    expect(names).toContain('测试自提点一（改）');
    expect(names).not.toContain('漕河泾旧仓');
    expect(names).not.toContain('测试自提点二');
    const byId = await post(agUser, STAFF_API.pickUpAddressOptions, { supplierCompanyId: fcAdmin.companyId });
    expect(byId.body.payload).toEqual(options.body.payload);
    expect((await post(agUser, STAFF_API.pickUpAddressOptions, { supplierCode: 'NOPE' })).body.payload).toEqual([]);
    expect((await post(agUser, STAFF_API.pickUpAddressOptions, {})).body.msg).toContain('supplierCompanyId');

    const check = (supplierId: number, id: number) => t.db.tenant(1, (tx) => checkSupplierPickUpAddress(tx, 1, supplierId, id));
    await expect(check(fcAdmin.companyId, firstId)).resolves.toMatchObject({ name: '测试自提点一（改）' });
    await expect(check(fcAdmin.companyId, secondId)).rejects.toMatchObject({ code: 'SC1534' });
    await expect(check(agAdmin.companyId, firstId)).rejects.toMatchObject({ code: 'SC1534' });
    // another tenant's address does not exist for tenant 2
    await expect(t.db.tenant(2, (tx) => checkSupplierPickUpAddress(tx, 2, fcAdmin.companyId, firstId))).rejects.toMatchObject({
      code: 'SC1534',
    });
  });

  it('refuses without the grant, another company’s address and another tenant’s', async () => {
    expect((await post(agUser, STAFF_API.pickUpAddressPageList, {})).body.code).toBe(FORBIDDEN);
    expect((await post(fcQuality, STAFF_API.pickUpAddressSave, address('无权'))).body.code).toBe(FORBIDDEN);
    // another company's id from a company admin: 403; its address by id: not found
    expect((await post(agAdmin, STAFF_API.pickUpAddressPageList, { companyId: fcAdmin.companyId })).body.code).toBe(FORBIDDEN);
    expect((await post(agAdmin, STAFF_API.pickUpAddressUpdateStatus, { id: firstId, enabled: false })).body.code).toBe('SC1530');
    expect((await post(agAdmin, STAFF_API.pickUpAddressDelete, { id: firstId })).body.code).toBe('SC1530');
    expect((await post(t2, STAFF_API.pickUpAddressUpdate, { id: firstId, ...address('跨租户') })).body.code).not.toBe('0');
    expect((await post(t2, STAFF_API.pickUpAddressOptions, { supplierCompanyId: fcAdmin.companyId })).body.payload).toEqual([]);
  });

  it('deletes the company’s address with an audit entry', async () => {
    expectOk(await post(fcAdmin, STAFF_API.pickUpAddressDelete, { id: secondId }));
    expect((await audits('pickUpAddress', secondId)).map((a) => a.action)).toContain('delete');
    expect((await post(fcAdmin, STAFF_API.pickUpAddressDelete, { id: secondId })).body.code).toBe('SC1530');
  });
});

describe('project statuses', () => {
  let createdId: number;

  it('starts every tenant with the common statuses, in order', async () => {
    const list = await post(mm, STAFF_API.projectStatusPageList, { pageNum: 1, pageSize: 20 });
    expectOk(list);
    expect(list.body.payload.content.map((r: { code: string }) => r.code)).toEqual(DEFAULT_PROJECT_STATUSES.map((s) => s.code));
    const other = await post(t2, STAFF_API.projectStatusPageList, {});
    expect(other.body.payload.totalElements).toBe(DEFAULT_PROJECT_STATUSES.length);
  });

  it('saves after the last, code and name unique in the tenant, colour checked', async () => {
    const saved = await post(mm, STAFF_API.projectStatusSave, { code: 'won', name: '已中标', color: '#eb2f96' });
    expectOk(saved);
    expect(saved.body.payload).toMatchObject({ code: 'won', color: '#EB2F96', sort: 80, enabled: true });
    createdId = saved.body.payload.id;
    expect((await audits('projectStatus', createdId))[0]).toMatchObject({ action: 'create', after: { code: 'won' } });
    expect((await post(mm, STAFF_API.projectStatusSave, { code: 'won', name: '另一个', color: '#000000' })).body.code).toBe('SC1536');
    expect((await post(mm, STAFF_API.projectStatusSave, { code: 'other', name: '已中标', color: '#000000' })).body.code).toBe('SC1537');
    const color = await post(mm, STAFF_API.projectStatusSave, { code: 'x1', name: '颜色错', color: 'red' });
    expect(color.status).toBe(400);
    expect(color.body.msg).toContain('颜色 color');
    expect((await post(mm, STAFF_API.projectStatusSave, { code: '1x', name: '编码错', color: '#000000' })).body.msg).toContain('编码 code');
    // tenant 2 may use the same code
    expectOk(await post(t2, STAFF_API.projectStatusSave, { code: 'won', name: '已中标', color: '#EB2F96' }));
  });

  it('sorts by the given order of every status; updates, disables and deletes', async () => {
    const before = (await post(mm, STAFF_API.projectStatusPageList, {})).body.payload.content as { id: number; code: string }[];
    const reversed = before.map((r) => r.id).reverse();
    expectOk(await post(mm, STAFF_API.projectStatusSort, { ids: reversed }));
    const after = (await post(mm, STAFF_API.projectStatusPageList, {})).body.payload.content as { id: number }[];
    expect(after.map((r) => r.id)).toEqual(reversed);
    expect((await post(mm, STAFF_API.projectStatusSort, { ids: reversed.slice(1) })).body.code).toBe('SC1538');
    expect((await post(mm, STAFF_API.projectStatusSort, { ids: [reversed[0], reversed[0]] })).body.msg).toContain('排序 ids');

    const upd = await post(mm, STAFF_API.projectStatusUpdate, { id: createdId, code: 'won', name: '中标', color: '#EB2F96', sort: 5 });
    expectOk(upd);
    expect(upd.body.payload).toMatchObject({ name: '中标', sort: 5 });
    expectOk(await post(mm, STAFF_API.projectStatusUpdateStatus, { id: createdId, enabled: false }));
    const options = await post(fcSales, STAFF_API.projectStatusOptions, {});
    expectOk(options);
    expect(options.body.payload.map((o: { code: string }) => o.code)).not.toContain('won');
    expect(options.body.payload).toHaveLength(DEFAULT_PROJECT_STATUSES.length);
    expectOk(await post(mm, STAFF_API.projectStatusDelete, { id: createdId }));
    expect((await audits('projectStatus', createdId)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'disable', 'update']);
  });

  it('is the platform’s: 403 for a company, another tenant’s status not found', async () => {
    expect((await post(fcAdmin, STAFF_API.projectStatusPageList, {})).body.code).toBe(FORBIDDEN);
    expect((await post(fcAdmin, STAFF_API.projectStatusSave, { code: 'a', name: 'a', color: '#000000' })).body.code).toBe(FORBIDDEN);
    const mine = (await post(mm, STAFF_API.projectStatusPageList, {})).body.payload.content[0] as { id: number; code: string };
    const other = await post(t2, STAFF_API.projectStatusUpdateStatus, { id: mine.id, enabled: false });
    // tenant 2's ids differ from tenant 1's; an id of tenant 1 that tenant 2 lacks is not found
    const t2Ids = ((await post(t2, STAFF_API.projectStatusPageList, {})).body.payload.content as { id: number }[]).map((r) => r.id);
    if (!t2Ids.includes(mine.id)) expect(other.body.code).toBe('SC1535');
    expect((await post(mm, STAFF_API.projectStatusPageList, {})).body.payload.content[0]).toMatchObject({ id: mine.id, enabled: true });
  });
});

describe('enterprise registry data', () => {
  const upload = async (s: TestSession, fileName: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_API.qichachaImport,
      payload: form,
      headers: { authorization: `Bearer ${s.token}` },
    });
    return { status: res.statusCode, body: res.json() as { code: string; msg: string; payload: any } };
  };
  const finished = async (s: TestSession, id: number) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await post(s, STAFF_API.qichachaImportProgress, { id });
      expectOk(res);
      if (res.body.payload.status !== 'running') return res.body.payload;
      if (Date.now() > deadline) throw new Error(`import ${id} still running`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  let progressId: number;

  it('lists, searches and exports the registry', async () => {
    const all = await post(mm, STAFF_API.qichachaPageList, { pageNum: 1, pageSize: 20 });
    expectOk(all);
    expect(all.body.payload.totalElements).toBe(7);
    const byName = await post(mm, STAFF_API.qichachaPageList, { name: '康瑞' });
    expect(byName.body.payload.content).toEqual([
      expect.objectContaining({ creditCode: '91310115MA1H3K6DXP', legalPerson: '陈立群', status: '存续', establishedDate: '2016-03-18' }),
    ]);
    const byCode = await post(mm, STAFF_API.qichachaPageList, { creditCode: '91320583' });
    expect(byCode.body.payload.content.map((r: { name: string }) => r.name)).toEqual(['苏州瑞晟医用材料有限公司']);
    const revoked = await post(mm, STAFF_API.qichachaPageList, { status: '吊销' });
    expect(revoked.body.payload.totalElements).toBe(1);
    expect((await post(mm, STAFF_API.qichachaPageList, { status: '不存在' })).body.msg).toContain('登记状态 status');

    const file = await t.app.inject({
      method: 'POST',
      url: STAFF_API.qichachaExport,
      payload: { status: '存续' },
      headers: { authorization: `Bearer ${mm.token}` },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]!.slice(0, 7)).toEqual(REGISTRY_IMPORT_HEADERS.map((h) => h.replace('*', '')));
    expect(sheet).toHaveLength(1 + 3);
  });

  it('imports good rows and reports the bad ones with row number and a reason naming the column', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: STAFF_API.qichachaImportTemplate,
      headers: { authorization: `Bearer ${mm.token}` },
    });
    expect(template.statusCode).toBe(200);
    expect((await sheetOf(template.rawPayload))[0]).toEqual([...REGISTRY_IMPORT_HEADERS]);

    const rows: Cell[][] = [
      ['杭州新康医疗器械有限公司', '91330106MA2H5J7K3X', '何新', '100万元人民币', '存续', '杭州市西湖区', '2020-01-02'], // row 2: bad check char
      ['新疆天康医疗器械有限公司', '91650100MA77U4RX3K', '马天', '', '在业', '', ''], // row 3: computed below
      ['苏州瑞晟医用材料有限公司', '91320583MA20R7LC52', '顾志明', '2000万元人民币', '注销', '江苏省昆山市', '2019-11-25'], // row 4: update
      ['重复企业', '91320583MA20R7LC52', '某人', '', '存续', '', ''], // row 5: duplicate of row 4
      ['缺法人企业', '91110108MA01B3CX8J', '', '', '暂停', '', '2020-02-30'], // row 6: three problems
    ];
    // a valid code for row 3
    const { creditCodeCheckChar } = await import('@medportal/contracts/staff/company-rules');
    rows[1]![1] = `91650100MA77U4RX3${creditCodeCheckChar('91650100MA77U4RX3')}`;
    const started = await upload(mm, '工商数据.xlsx', await workbook(REGISTRY_IMPORT_HEADERS, rows));
    expect(started.body, started.body.msg).toMatchObject({ code: '0', payload: { progressId: expect.any(Number) } });
    progressId = started.body.payload.progressId;
    const done = await finished(mm, progressId);
    expect(done).toMatchObject({ status: 'succeeded', totalRows: 5, importedRows: 2, failedRows: 3 });

    const failures = await post(mm, STAFF_API.qichachaImportFailures, { progressId, pageNum: 1, pageSize: 20 });
    expect(failures.body.payload.content.map((f: { rowNo: number; message: string }) => [f.rowNo, f.message])).toEqual([
      [2, '统一社会信用代码不正确，请核对后重新输入'],
      [5, '统一社会信用代码 91320583MA20R7LC52 与第4行重复'],
      [6, '法定代表人不能为空；登记状态只能为 存续、在业、迁入、迁出、停业、清算、吊销、注销；成立日期应为有效日期，格式 YYYY-MM-DD'],
    ]);
    const stored = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(registryCompanies)
        .where(and(eq(registryCompanies.tenantId, 1), eq(registryCompanies.creditCode, '91320583MA20R7LC52'))),
    );
    expect(stored[0]).toMatchObject({ status: '注销', registeredCapital: '2000万元人民币', importProgressId: progressId });
    expect((await post(mm, STAFF_API.qichachaPageList, {})).body.payload.totalElements).toBe(8);
    const [audit] = await audits('registryImport', progressId);
    expect(audit).toMatchObject({ action: 'import', after: { importedRows: 2, failedRows: 3, createdRows: 1, updatedRows: 1 } });

    const errors = await t.app.inject({
      method: 'GET',
      url: STAFF_API.qichachaImportFailureFile,
      query: { id: String(progressId) },
      headers: { authorization: `Bearer ${mm.token}` },
    });
    expect(errors.statusCode).toBe(200);
    const sheet = await sheetOf(errors.rawPayload);
    expect(sheet[0]).toEqual([...REGISTRY_IMPORT_HEADERS, '错误信息']);
    expect(sheet.flatMap((r, i) => (i > 0 && r[7] ? [i + 1] : []))).toEqual([2, 5, 6]);

    const history = await post(mm, STAFF_API.qichachaImportHistory, { pageNum: 1, pageSize: 20 });
    expect(history.body.payload.content[0]).toMatchObject({ id: progressId, kind: 'sys.qichacha', failedRows: 3 });
  });

  it('looks an enterprise up by credit code or name for any session', async () => {
    const byCode = await post(fcSales, STAFF_API.qichachaLookup, { creditCode: '91320583ma20r7lc52' });
    expectOk(byCode);
    expect(byCode.body.payload).toEqual([expect.objectContaining({ name: '苏州瑞晟医用材料有限公司', status: '注销' })]);
    const byName = await post(agUser, STAFF_API.qichachaLookup, { name: '医疗器械' });
    expect(byName.body.payload.length).toBeGreaterThanOrEqual(3);
    const bad = await post(fcSales, STAFF_API.qichachaLookup, { creditCode: '91320583MA20R7LC5X' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('creditCode');
    expect((await post(fcSales, STAFF_API.qichachaLookup, {})).body.msg).toContain('creditCode');
    // tenant 2 has its own registry (empty)
    expect((await post(t2, STAFF_API.qichachaLookup, { creditCode: '91320583MA20R7LC52' })).body.payload).toEqual([]);
  });

  it('is the platform’s: 403 for companies; another tenant’s records not found', async () => {
    expect((await post(fcAdmin, STAFF_API.qichachaPageList, {})).body.code).toBe(FORBIDDEN);
    expect((await upload(fcAdmin, 'x.xlsx', await workbook(REGISTRY_IMPORT_HEADERS, []))).body.code).toBe(FORBIDDEN);
    expect((await post(fcAdmin, STAFF_API.qichachaImportHistory, {})).body.code).toBe(FORBIDDEN);
    expect((await post(t2, STAFF_API.qichachaImportProgress, { id: progressId })).body.code).not.toBe('0');
    expect((await post(t2, STAFF_API.qichachaPageList, {})).body.payload.totalElements).toBe(0);
    expect((await post(t2, STAFF_API.qichachaImportHistory, {})).body.payload.totalElements).toBe(0);
  });
});
