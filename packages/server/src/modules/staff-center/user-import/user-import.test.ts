// merchantUser/import*: a 500-row workbook with 3 bad rows reports exactly those rows (row number and a
// reason naming the column) and creates the other 497 users with their positions, roles, a forced
// password change and audit entries; template; refused files; grants; company and tenant isolation.
import { and, count, eq, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { USER_IMPORT_HEADERS } from '@medportal/contracts/system/user-import-rules';
import { auditLog, companies, files, positionRoles, positions, roles, users } from '../../../db/schema.js';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';
import { sheetOf, workbook, type Cell } from '../../../test/mall-imports.js';

let t: TestApp;
let fcAdmin: string;
let fcId: number;

beforeAll(async () => {
  t = await createTestApp();
  const s = await loginSession(t.app, 'fc_admin');
  fcAdmin = s.token;
  fcId = s.companyId;
});
afterAll(() => t.close());

const upload = async (token: string, fileName: string, bytes: Buffer, query: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await t.app.inject({
    method: 'POST',
    url: STAFF_API.merchantUserImport,
    query,
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; payload: any } };
};

const finished = async (token: string, id: number) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await call(t.app, STAFF_API.merchantUserImportProgress, { id }, { token });
    expect(res.body.code, res.body.msg).toBe('0');
    if (res.body.payload.status !== 'running') return res.body.payload;
    if (Date.now() > deadline) throw new Error(`import ${id} still running`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Row i (0-based) of a valid import: unique login name and phone, a department path, a post and two roles. */
const PHONE_PREFIX: Record<string, string> = { imp: '170', many: '171', no: '172', plat: '173', cross: '174', bad: '175' };
const goodRow = (prefix: string, i: number): Cell[] => [
  `${prefix}_${i}`,
  `导入用户${i}`,
  `${PHONE_PREFIX[prefix]}${String(i).padStart(8, '0')}`,
  i % 2 ? `${prefix}${i}@example.com` : null,
  i % 3 ? '销售部/东部大区' : null,
  i % 3 ? '销售经理' : null,
  i % 3 ? '业务员，质量负责人' : null,
];

describe('merchantUser/import', () => {
  it('imports 497 of 500 rows and reports exactly the 3 bad ones with row number and reason', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => goodRow('imp', i));
    rows[49]![2] = '1234'; // sheet row 51
    rows[199]![4] = '销售部/西部大区'; // sheet row 201
    rows[399]![0] = 'imp_10'; // sheet row 401: same login name as sheet row 12
    const started = await upload(fcAdmin, '五百人.xlsx', await workbook(USER_IMPORT_HEADERS, rows));
    expect(started.body, started.body.msg).toMatchObject({ code: '0', payload: { progressId: expect.any(Number) } });
    const { progressId, initialPassword } = started.body.payload;
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    const done = await finished(fcAdmin, progressId);
    expect(done).toMatchObject({ status: 'succeeded', totalRows: 500, doneRows: 500, importedRows: 497, failedRows: 3, percent: 100 });
    expect(done.message).toBe('成功导入497行，失败3行');

    const failures = await call(t.app, STAFF_API.merchantUserImportFailures, { progressId, pageNum: 1, pageSize: 20 }, { token: fcAdmin });
    expect(failures.body.payload.totalElements).toBe(3);
    expect(failures.body.payload.content.map((f: { rowNo: number; message: string }) => [f.rowNo, f.message])).toEqual([
      [51, '手机号应为以1开头的11位数字'],
      [201, '部门 销售部/西部大区 在本企业不存在'],
      [401, '登录名 imp_10 与第12行重复'],
    ]);

    const made = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id, userName: users.userName, must: users.mustChangePassword })
        .from(users)
        .where(and(eq(users.tenantId, 1), like(users.userName, 'imp\\_%'))),
    );
    expect(made).toHaveLength(497);
    expect(made.every((u) => u.must)).toBe(true);
    expect(made.map((u) => u.userName)).not.toContain('imp_49');
    expect(made.map((u) => u.userName)).not.toContain('imp_199');
    // the row with the department, post and both roles: one position in FC0001 holding both roles
    const one = made.find((u) => u.userName === 'imp_1')!;
    const seat = await t.db.tenant(1, async (tx) => {
      const [p] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.tenantId, 1), eq(positions.userId, one.id)));
      const rs = await tx
        .select({ name: roles.name })
        .from(positionRoles)
        .innerJoin(roles, and(eq(roles.tenantId, positionRoles.tenantId), eq(roles.id, positionRoles.roleId)))
        .where(and(eq(positionRoles.tenantId, 1), eq(positionRoles.positionId, p!.id)));
      return { p: p!, roles: rs.map((r) => r.name).sort() };
    });
    expect(seat.p).toMatchObject({ companyId: fcId, positionName: '销售经理', isAdmin: false });
    expect(seat.p.orgId).not.toBeNull();
    expect(seat.roles).toEqual(['业务员', '质量负责人'].sort());

    // the initial password logs in (and the session must change it)
    const s = await call(
      t.app,
      `${'/m-staff-center/api/v1'}/login/loginByUserName`,
      { userName: 'imp_1', password: initialPassword },
      { tenantId: 1 },
    );
    expect(s.body.code, s.body.msg).toBe('0');

    // audit: one import entry with the counts, one create entry per user
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), inArray(auditLog.action, ['import', 'create']))),
    );
    const imports = audits.filter((a) => a.action === 'import' && a.objectId === String(progressId));
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({
      objectType: 'userImport',
      objectCompanyId: fcId,
      after: { totalRows: 500, importedRows: 497, failedRows: 3 },
    });
    const creates = audits.filter((a) => a.action === 'create' && a.objectType === 'user' && made.some((u) => String(u.id) === a.objectId));
    expect(creates).toHaveLength(497);
    expect(JSON.stringify(creates[0]!.after)).not.toMatch(/password|hash/i);

    // the error workbook: the uploaded sheet with 错误信息 on exactly the 3 rows
    const file = await t.app.inject({
      method: 'GET',
      url: STAFF_API.merchantUserImportFailureFile,
      query: { id: String(progressId) },
      headers: { authorization: `Bearer ${fcAdmin}` },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]).toEqual([...USER_IMPORT_HEADERS, '错误信息']);
    const flagged = sheet.flatMap((r, i) => (r[7] ? [[i + 1, r[7]]] : [])).slice(1);
    expect(flagged).toEqual([
      [51, '手机号应为以1开头的11位数字'],
      [201, '部门 销售部/西部大区 在本企业不存在'],
      [401, '登录名 imp_10 与第12行重复'],
    ]);

    // history: the user import list of the company and the file library's import history
    const history = await call(t.app, STAFF_API.merchantUserImportHistory, { pageNum: 1, pageSize: 20 }, { token: fcAdmin });
    expect(history.body.payload.content[0]).toMatchObject({ id: progressId, kind: 'sys.user', fileName: '五百人.xlsx', importedRows: 497 });
    const [fileRow] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, 1), eq(files.fileOldName, '五百人.xlsx'))),
    );
    expect(fileRow).toMatchObject({ operationType: 1, status: 'SAVESUCCESSFUL', companyId: fcId, businessCode: 'sys-user-import' });
    expect(fileRow!.errorTxt).toContain('第51行：手机号应为以1开头的11位数字');
  }, 120_000);

  it('checks each column against the tenant and the target company, naming the column', async () => {
    const rows: Cell[][] = [
      ['', '', '', '', '', '', ''].map((c) => c || null).map((c, i) => (i === 3 ? 'x' : c)) as Cell[],
      ['fc_admin', '重名', '13800000011', 'bad@', '不存在的部门', '不存在的岗位', '业务员,不存在的角色'],
      ['ok_user_1', '好人', '13911112222', null, null, null, null],
      ['ok_user_2', '手机重复', '13911112222', null, null, null, null],
      ['a b', 'x'.repeat(65), '1391111', null, null, null, null],
    ];
    const started = await upload(fcAdmin, '校验.xlsx', await workbook(USER_IMPORT_HEADERS, rows));
    const done = await finished(fcAdmin, started.body.payload.progressId);
    expect(done).toMatchObject({ status: 'succeeded', importedRows: 1, failedRows: 4 });
    const failures = await call(
      t.app,
      STAFF_API.merchantUserImportFailures,
      { progressId: started.body.payload.progressId, pageNum: 1, pageSize: 20 },
      { token: fcAdmin },
    );
    const messages = failures.body.payload.content.map((f: { message: string }) => f.message);
    expect(messages[0]).toBe('登录名不能为空；姓名不能为空；手机号不能为空；邮箱格式不正确');
    expect(messages[1]).toBe(
      '登录名 fc_admin 已存在；手机号 13800000011 已被其他用户使用；邮箱格式不正确；部门 不存在的部门 在本企业不存在；岗位 不存在的岗位 在本企业不存在；角色 不存在的角色 在本企业不存在',
    );
    expect(messages[2]).toBe('手机号 13911112222 与第4行重复');
    expect(messages[3]).toBe('登录名由4-32位字母、数字或下划线组成；姓名最长64个字符；手机号应为以1开头的11位数字');
  });

  it('downloads the template: the header row and the instructions sheet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: STAFF_API.merchantUserImportTemplate,
      headers: { authorization: `Bearer ${fcAdmin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['用户导入', '填写说明']);
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '登录名*',
      '姓名*',
      '手机号*',
      '邮箱',
      '部门',
      '岗位',
      '角色',
    ]);
    const help: string[][] = [];
    wb.worksheets[1]!.eachRow((row) => help.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(help.find((r) => r[0] === '部门')?.[1]).toContain('销售部/东部大区');
    expect(help.some((r) => (r[1] ?? '').includes('首次登录须修改密码'))).toBe(true);
  });

  it('refuses a file that is no .xlsx, a wrong header and more than 5,000 rows, writing no user', async () => {
    const notXlsx = await upload(fcAdmin, 'users.xls', Buffer.from('not a workbook'));
    expect(notXlsx.body).toMatchObject({ code: 'MC1251', msg: '仅支持 .xlsx 格式的 Excel 文件' });
    const wrongHeader = await upload(fcAdmin, 'users.xlsx', await workbook(['用户名', '姓名'], [['abcd', '某人']]));
    expect(wrongHeader.body).toMatchObject({ code: 'MC1255', msg: '模板不正确，请下载最新模板' });
    const tooMany = Array.from({ length: 5_001 }, (_, i) => goodRow('many', i));
    const started = await upload(fcAdmin, '太多.xlsx', await workbook(USER_IMPORT_HEADERS, tooMany));
    const done = await finished(fcAdmin, started.body.payload.progressId);
    expect(done).toMatchObject({ status: 'failed', importedRows: 0, message: '数据行不能超过5000行，请分批导入' });
    const [n] = await t.db.tenant(1, (tx) =>
      tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, 1), like(users.userName, 'many\\_%'))),
    );
    expect(n!.n).toBe(0);
  }, 60_000);

  it('refuses a session without the sys.user.import grant (403)', async () => {
    const token = await login(t.app, 'fc_quality');
    const res = await upload(token, 'x.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('no', 1)]));
    expect(res.body).toMatchObject({ code: '403', msg: '没有权限执行此操作' });
    const tpl = await t.app.inject({
      method: 'GET',
      url: STAFF_API.merchantUserImportTemplate,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tpl.json()).toMatchObject({ code: '403' });
    for (const [url, body] of [
      [STAFF_API.merchantUserImportProgress, { id: 1 }],
      [STAFF_API.merchantUserImportFailures, { progressId: 1 }],
      [STAFF_API.merchantUserImportHistory, {}],
    ] as const)
      expect((await call(t.app, url, body, { token })).body.code).toBe('403');
    const [n] = await t.db.tenant(1, (tx) =>
      tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'no_1'))),
    );
    expect(n!.n).toBe(0);
  });

  it("lets the platform import into a company it names; an enterprise may not name another; nobody reads another's job", async () => {
    const platform = await login(t.app, 'admin');
    const [ag] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, 'AG0001'))),
    );
    const started = await upload(platform, '平台导入.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('plat', 1)]), {
      companyId: String(fcId),
    });
    expect(started.body.code, started.body.msg).toBe('0');
    const id = started.body.payload.progressId as number;
    const done = await finished(platform, id);
    expect(done, `import message: ${done.message}`).toMatchObject({ status: 'succeeded', importedRows: 1 });
    // it belongs to FC0001: its administrator sees it, AG0001's does not
    expect((await call(t.app, STAFF_API.merchantUserImportProgress, { id }, { token: fcAdmin })).body.code).toBe('0');
    const agAdmin = await login(t.app, 'ag_admin');
    const foreign = await call(t.app, STAFF_API.merchantUserImportProgress, { id }, { token: agAdmin });
    expect(foreign.body).toMatchObject({ code: 'MC1260' });
    const foreignRows = await call(
      t.app,
      STAFF_API.merchantUserImportFailures,
      { progressId: id, pageNum: 1, pageSize: 20 },
      { token: agAdmin },
    );
    expect(foreignRows.body.code).toBe('MC1260');
    // an enterprise naming another company is refused before anything is stored
    const other = await upload(fcAdmin, '越权.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('cross', 1)]), {
      companyId: String(ag!.id),
    });
    expect(other.body.code).toBe('403');
    // another tenant's administrator reads neither the progress, the failed rows nor the workbook
    const t2 = await login(t.app, 'admin', 'Other5678', 2);
    expect((await call(t.app, STAFF_API.merchantUserImportProgress, { id }, { token: t2 })).body.code).toBe('MC1260');
    expect(
      (await call(t.app, STAFF_API.merchantUserImportFailures, { progressId: id, pageNum: 1, pageSize: 20 }, { token: t2 })).body.code,
    ).toBe('MC1260');
    const file = await t.app.inject({
      method: 'GET',
      url: STAFF_API.merchantUserImportFailureFile,
      query: { id: String(id) },
      headers: { authorization: `Bearer ${t2}` },
    });
    expect(file.json()).toMatchObject({ code: 'MC1260' });
    // the mall's import calls (od.import) never show a user import of the same company (its rows hold phones and mails)
    const intoAg = await upload(platform, '平台导入AG.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('plat', 2).slice(0, 3)]), {
      companyId: String(ag!.id),
    });
    expect(intoAg.body.code, `${intoAg.status} ${intoAg.body.msg}`).toBe('0');
    const agJob = intoAg.body.payload.progressId as number;
    expect(await finished(platform, agJob)).toMatchObject({ status: 'succeeded', importedRows: 1 });
    expect((await call(t.app, STAFF_API.merchantUserImportProgress, { id: agJob }, { token: agAdmin })).body.code).toBe('0');
    const MALL = '/m-mall-center/api/v1';
    expect((await call(t.app, `${MALL}/order/getImportProgress`, { id: agJob }, { token: agAdmin })).body.code).toBe('MC1260');
    expect((await call(t.app, `${MALL}/order/checkFailMessage/pageList`, { progressId: agJob }, { token: agAdmin })).body.code).toBe(
      'MC1260',
    );
    const mallPage = await call(t.app, `${MALL}/order/getImportProgressPageList`, {}, { token: agAdmin });
    expect(mallPage.body.code).toBe('0');
    expect(mallPage.body.payload.content.map((r: { id: number }) => r.id)).not.toContain(agJob);
  });

  it('refuses a bad company id and a bad record id with a message naming the field', async () => {
    const platform = await login(t.app, 'admin');
    const bad = await upload(platform, 'x.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('bad', 1)]), { companyId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('companyId');
    const missing = await upload(platform, 'x.xlsx', await workbook(USER_IMPORT_HEADERS, [goodRow('bad', 1)]), { companyId: '999999' });
    expect(missing.body).toMatchObject({ code: 'SC1140', msg: '企业 companyId 不存在' });
    const res = await call(t.app, STAFF_API.merchantUserImportProgress, { id: 'x' }, { token: fcAdmin });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('导入记录编号');
  });
});
