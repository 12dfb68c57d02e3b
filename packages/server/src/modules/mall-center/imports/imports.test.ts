// Excel imports: workbooks built here with exceljs (and zips by hand for the archive checks), uploaded
// as multipart, followed through their progress records until the background task ends; the rows
// written, the failed rows, the error workbook, the file history, and who may see what.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_HEADERS, type ImportKind } from '@medportal/contracts/mall/imports.contract';
import {
  companies,
  files,
  mallImportProgress,
  mallOrderLines,
  mallOrders,
  mallOrderTemplateLines,
  mallOrderTemplates,
  mallOperationTypes,
  mallStockBatches,
  mallWarehouses,
  users,
} from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { importKit, ROUTES, sheetOf, templateOf, workbook, zipOf, type Cell } from '../../../test/mall-imports.js';

let t: TestApp;
let ag: string;
let agAdmin: string;
let ag2: string;
let fc: string;
let t2: string;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, fc, t2, none] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag_admin'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 't2_user', 'Demo1234', 2),
    login(t.app, 'new_user'),
  ]);
});
afterAll(() => t.close());

const { upload, importOf, historyOf, failRows, download } = importKit(() => t);

const INJ = { productLineCode: 'PL-KR-INJ', vendorNum: 'FC0001' };
const PRICE: Record<string, number> = { 'KR-SYR-5': 45, 'KR-SYR-10': 62, 'KR-INF-01': 185 };
const INJ_PRODUCTS = Object.keys(PRICE);

const orderByCode = async (code: string) =>
  t.db.tenant(1, async (tx) => {
    const [order] = await tx
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.orderCode, code)));
    const lines = order
      ? await tx
          .select()
          .from(mallOrderLines)
          .where(and(eq(mallOrderLines.tenantId, 1), eq(mallOrderLines.orderId, order.id)))
          .orderBy(mallOrderLines.lineNo)
      : [];
    return { order, lines };
  });
const orderCount = async () =>
  t.db.tenant(1, async (tx) => (await tx.select({ n: count() }).from(mallOrders).where(eq(mallOrders.tenantId, 1)))[0]!.n);

describe('file/readFile', () => {
  it('imports 1,000 valid lines into one new draft order of the supplier at the contract price', async () => {
    const rows: Cell[][] = Array.from({ length: 1000 }, (_, i) => [
      INJ_PRODUCTS[i % 3]!,
      (i % 50) + 1,
      i % 2 ? '' : 'OT-STD',
      i < 2 ? '加急配送' : '',
    ]);
    const before = await orderCount();
    const p = await importOf('orderLines', ag, await templateOf('orderLines', rows), INJ, '订单明细1000.xlsx');
    expect(p).toMatchObject({
      kind: 'orderLines',
      status: 'succeeded',
      percent: 100,
      totalRows: 1000,
      doneRows: 1000,
      importedRows: 1000,
      failedRows: 0,
      message: '成功导入1000行，失败0行',
      hasFile: true,
      fileName: '订单明细1000.xlsx',
    });
    expect(p.orderCode).toMatch(/^PO\d{14}$/);
    expect(await orderCount()).toBe(before + 1);
    const { order, lines } = await orderByCode(p.orderCode!);
    expect(order).toMatchObject({ status: 'draft', orderType: 'contract', memo: '加急配送' });
    const [buyer, supplier] = await t.db.tenant(1, (tx) =>
      Promise.all(
        ['AG0001', 'FC0001'].map(
          async (code) =>
            (
              await tx
                .select({ id: companies.id })
                .from(companies)
                .where(and(eq(companies.tenantId, 1), eq(companies.code, code)))
            )[0]!.id,
        ),
      ),
    );
    expect([order!.buyerCompanyId, order!.supplierCompanyId]).toEqual([buyer, supplier]);
    expect(lines).toHaveLength(1000);
    expect(lines.map((l) => l.lineNo)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(
      lines.every(
        (l, i) =>
          l.productCode === rows[i]![0] &&
          l.quantity === rows[i]![1] &&
          l.priceFen === PRICE[l.productCode] &&
          l.amountFen === l.priceFen * l.quantity &&
          l.productLineCode === 'PL-KR-INJ',
      ),
    ).toBe(true);
    expect(lines[0]!.operationTypeCode).toBe('OT-STD');
    expect(lines[1]!.operationTypeCode).toBeNull();
    expect(order!.totalFen).toBe(lines.reduce((s, l) => s + l.amountFen, 0));
    // the import record and the file history name the person, not the login
    const [agUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ realName: users.realName })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_user'))),
    );
    expect(agUser!.realName).not.toBe('');
    expect(p.createdBy).toBe(agUser!.realName);
    expect(await historyOf(ag, '订单明细1000.xlsx')).toEqual([
      expect.objectContaining({ status: 'SAVESUCCESSFUL', operationType: 1, errorTxt: null, createdBy: agUser!.realName }),
    ]);
  });

  it('reports exactly 10 bad rows spread over three batches, imports every other row and none of them', async () => {
    const rows: Cell[][] = Array.from({ length: 1200 }, (_, i) => [INJ_PRODUCTS[i % 3]!, 2, '', '']);
    const faults: [number, Cell[], string][] = [
      [2, ['MD-GLU-50', 1, '', ''], '产品编码 MD-GLU-50 不在合同 HT-KR-2026-001 内'],
      [251, ['KR-MASK-01', 1, '', ''], '产品编码 KR-MASK-01 不属于产品线 PL-KR-INJ'],
      [501, ['KR-SYR-5', 0, '', ''], '数量应为1到99999之间的整数'],
      [502, ['KR-SYR-5', 100000, '', ''], '数量应为1到99999之间的整数'],
      [777, ['KR-SYR-5', 2.5, '', ''], '数量应为1到99999之间的整数'],
      [1001, ['KR-SYR-5', 1, 'OT-SURG', ''], '手术类型编码 OT-SURG 不属于产品线 PL-KR-INJ'],
      [1002, ['', 1, '', ''], '产品编码不能为空'],
      [1100, ['KR-SYR-5', 'abc', '', ''], '数量应为1到99999之间的整数'],
      [1150, ['KR SYR 5', '', '', ''], '产品编码只能包含字母、数字、下划线、点与短横线；数量不能为空'],
      [1201, ['KR-SYR-10', 1, '', 'x'.repeat(201)], '备注最长200个字符'],
    ];
    for (const [rowNo, cells] of faults) rows[rowNo - 2] = cells;
    const p = await importOf('orderLines', ag, await templateOf('orderLines', [...rows, [], []]), INJ, '订单明细含错误.xlsx');
    expect(p).toMatchObject({
      status: 'succeeded',
      totalRows: 1200,
      doneRows: 1200,
      failedRows: 10,
      importedRows: 1190,
      percent: 100,
      message: '成功导入1190行，失败10行',
    });
    const failed = await failRows(ag, p.id);
    expect(failed.totalElements).toBe(10);
    expect(failed.content.map((f) => [f.rowNo, f.message])).toEqual(faults.map(([rowNo, , message]) => [rowNo, message]));
    expect(failed.content[0]!.cells).toEqual(['MD-GLU-50', '1', '', '']);
    const { lines } = await orderByCode(p.orderCode!);
    expect(lines).toHaveLength(1190);
    expect(lines.every((l) => l.quantity === 2 && INJ_PRODUCTS.includes(l.productCode) && l.operationTypeCode === null)).toBe(true);
    const [history] = await historyOf(ag, '订单明细含错误.xlsx');
    expect(history).toMatchObject({ status: 'SAVESUCCESSFUL' });
    expect(history!.errorTxt).toContain('第2行：产品编码 MD-GLU-50 不在合同 HT-KR-2026-001 内');
    expect(history!.errorTxt).toContain('第1201行：备注最长200个字符');

    // the uploaded workbook comes back with 错误信息 as its last column (a colleague of the company may download it)
    const res = await download(agAdmin, p.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('订单明细含错误-失败数据.xlsx')}`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet[0]).toEqual([...IMPORT_HEADERS.orderLines, '错误信息']);
    expect(sheet[1]).toEqual(['MD-GLU-50', '1', '', '', '产品编码 MD-GLU-50 不在合同 HT-KR-2026-001 内']);
    expect(sheet[2]![4] ?? '').toBe('');
    expect(sheet[2]!.slice(0, 2)).toEqual(['KR-SYR-10', '2']);
    expect(sheet[1200]![4]).toBe('备注最长200个字符');
    expect(sheet.filter((r) => r && r[4] && r[4] !== '错误信息')).toHaveLength(10);
  });

  it('rolls a batch the database refuses back whole and records all of its rows as failed', async () => {
    // a trigger stands in for a database failure in the middle of the second batch
    await t.db.system(async (tx) => {
      await tx.execute(
        sql.raw(`CREATE FUNCTION test_refuse_line() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`),
      );
      await tx.execute(
        sql.raw(
          `CREATE TRIGGER test_refuse_line BEFORE INSERT ON mall_order_lines FOR EACH ROW WHEN (NEW.quantity = 4321)
           EXECUTE FUNCTION test_refuse_line()`,
        ),
      );
    });
    try {
      const rows: Cell[][] = Array.from({ length: 700 }, (_, i) => ['KR-SYR-5', i === 599 ? 4321 : 1, '', '']);
      rows[649] = ['NOPE-1', 1, '', ''];
      const p = await importOf('orderLines', ag, await templateOf('orderLines', rows), INJ);
      expect(p).toMatchObject({ status: 'succeeded', totalRows: 700, importedRows: 500, failedRows: 200, percent: 100 });
      const failed = await failRows(ag, p.id, 100);
      expect(failed.totalElements).toBe(200);
      expect(failed.content[0]).toMatchObject({ rowNo: 502, message: '写入数据库失败，本批（第502–701行）已整体回滚，请检查后重新导入' });
      // a row that failed its own check keeps its own message
      const page2 = (await ok(t, '/order/checkFailMessage/pageList', ag, { progressId: p.id, pageNum: 2, pageSize: 100 })) as typeof failed;
      expect(page2.content.find((f) => f.rowNo === 651)?.message).toBe('产品编码 NOPE-1 不在合同 HT-KR-2026-001 内');
      const { order, lines } = await orderByCode(p.orderCode!);
      expect(lines).toHaveLength(500);
      expect(order!.totalFen).toBe(500 * 45);
    } finally {
      await t.db.system(async (tx) => {
        await tx.execute(sql.raw('DROP TRIGGER test_refuse_line ON mall_order_lines'));
        await tx.execute(sql.raw('DROP FUNCTION test_refuse_line()'));
      });
    }
  });

  it('leaves no draft order when every row fails; the record and the history say failed', async () => {
    const before = await orderCount();
    const p = await importOf(
      'orderLines',
      ag,
      await templateOf('orderLines', [
        ['MD-GLU-50', 1, '', ''],
        ['KR-SYR-5', -3, '', ''],
        ['KR-SYR-5', 1, 'OT-NONE', ''],
      ]),
      INJ,
      '全部错误.xlsx',
    );
    expect(p).toMatchObject({
      status: 'failed',
      failedRows: 3,
      importedRows: 0,
      orderCode: null,
      message: '导入失败：3行全部未通过校验，没有导入任何数据',
    });
    expect(await orderCount()).toBe(before);
    const [history] = await historyOf(ag, '全部错误.xlsx');
    expect(history).toMatchObject({ status: 'FAILED' });
    expect(history!.errorTxt).toContain('第4行：手术类型编码 OT-NONE 不属于产品线 PL-KR-INJ');
  });

  it('refuses bad files before parsing them, with the reason and nothing written', async () => {
    const progressRows = () =>
      t.db.tenant(
        1,
        async (tx) => (await tx.select({ n: count() }).from(mallImportProgress).where(eq(mallImportProgress.tenantId, 1)))[0]!.n,
      );
    const fileRows = () => t.db.tenant(1, async (tx) => (await tx.select({ n: count() }).from(files).where(eq(files.tenantId, 1)))[0]!.n);
    const stored = async () => (await readdir(join(t.filesDir, '1')).catch(() => [] as string[])).length;
    const before = [await progressRows(), await fileRows(), await stored()];
    const good = await templateOf('orderLines', [['KR-SYR-5', 1, '', '']]);
    const parts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ];
    const refused = async (bytes: Buffer, name: string, code: string, msg: string, query: Record<string, string> = INJ) => {
      const res = await upload('/file/readFile', ag, name, bytes, query);
      expect(res.body, name).toMatchObject({ code, msg });
    };
    await refused(Buffer.alloc(0), '空文件.xlsx', 'MC1250', '文件为空');
    await refused(
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      '随机字节.xlsx',
      'MC1254',
      '文件内容不是有效的 Excel 工作簿',
    );
    await refused(
      zipOf([...parts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024) }]),
      '炸弹.xlsx',
      'MC1253',
      '文件解压后过大，已拒绝',
    );
    // a directory that understates the expansion: 30 MB of zeros declared as 1 KB
    await refused(
      zipOf([...parts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024), declared: 1024 }]),
      '谎报.xlsx',
      'MC1253',
      '文件解压后过大，已拒绝',
    );
    await refused(
      zipOf(Array.from({ length: 2001 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('a') }))),
      '条目.xlsx',
      'MC1253',
      '文件内的条目超过2000个，已拒绝',
    );
    await refused(
      zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]),
      '文档.xlsx',
      'MC1254',
      '文件内容不是有效的 Excel 工作簿',
    );
    await refused(Buffer.concat([good, Buffer.alloc(20 * 1024 * 1024)]), '过大.xlsx', 'MC1252', '文件大小不能超过20MB');
    await refused(good, '订单.xls', 'MC1251', '仅支持 .xlsx 格式的 Excel 文件');
    await refused(Buffer.from('产品编码,数量\nKR-SYR-5,1\n'), '订单.csv', 'MC1251', '仅支持 .xlsx 格式的 Excel 文件');
    await refused(await templateOf('wareHosp', [['WH-1', '仓库']]), '模板错.xlsx', 'MC1255', '模板不正确，请下载最新模板');
    await refused(
      await workbook([...IMPORT_HEADERS.orderLines, '说明'], [['KR-SYR-5', 1, '', '', '']]),
      '多一列.xlsx',
      'MC1255',
      '模板不正确，请下载最新模板',
    );
    await refused(await templateOf('orderLines', [[], ['', '', '', '']]), '无数据.xlsx', 'MC1256', '文件中没有数据行');
    await refused(good, '未知供应商.xlsx', 'MC1257', '供应商 ZZ9999 不存在', { ...INJ, vendorNum: 'ZZ9999' });
    await refused(good, '产品线.xlsx', 'MC1258', '产品线 PL-MD-IVD 不存在或不属于供应商 FC0001', { ...INJ, productLineCode: 'PL-MD-IVD' });
    // AG0002 holds no contract with FC0002
    const noContract = await upload('/file/readFile', ag2, '无合同.xlsx', good, { productLineCode: 'PL-MD-IVD', vendorNum: 'FC0002' });
    expect(noContract.body).toMatchObject({ code: 'MC1259', msg: '没有与供应商 FC0002 覆盖产品线 PL-MD-IVD 的有效合同' });
    expect((await upload('/file/readFile', none, '无企业.xlsx', good, INJ)).body.code).toBe('403');
    // a control character in the file name: a 400 naming it (a NUL made PostgreSQL fail with a 500)
    for (const name of ['订单\u0000.xlsx', '订单\u0001明细.xlsx']) {
      const res = await upload('/file/readFile', ag, name, good, INJ);
      expect([res.status, res.body], JSON.stringify(name)).toEqual([
        400,
        { code: '400', msg: '文件名：不能包含控制字符（如空字符、换行符）', payload: null },
      ]);
    }
    expect(await Promise.all([progressRows(), fileRows(), stored()])).toEqual(before);
  });

  it('answers a missing argument with a 400 naming it', async () => {
    const good = await templateOf('orderLines', [['KR-SYR-5', 1, '', '']]);
    const noFile = await upload('/file/readFile', ag, null, undefined, INJ);
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ code: '400', msg: expect.stringContaining('file') });
    const json = await call(t.app, `${MC}/file/readFile?productLineCode=PL-KR-INJ&vendorNum=FC0001`, { file: 'x' }, { token: ag });
    expect(json.status).toBe(400);
    expect(json.body.msg).toContain('file');
    const noLine = await upload('/file/readFile', ag, 'a.xlsx', good, { vendorNum: 'FC0001' });
    expect([noLine.status, noLine.body.code]).toEqual([400, '400']);
    expect(noLine.body.msg).toContain('productLineCode');
    expect((await upload('/file/readFile', ag, 'a.xlsx', good, { productLineCode: 'PL-KR-INJ' })).body.msg).toContain('vendorNum');
    expect((await upload('/file/readFile', ag, 'a.xlsx', good, { ...INJ, vendorNum: "x' OR 1=1" })).body).toMatchObject({
      code: '400',
      msg: expect.stringContaining('vendorNum'),
    });
    for (const path of [
      '/file/readExcelTemplateProduct',
      '/file/readExcelTemplateOperation',
      '/file/readExcelOperation',
      '/file/readExcelWareHosp',
    ]) {
      const res = await upload(path, ag, null);
      expect([res.status, res.body.code], path).toEqual([400, '400']);
      expect(res.body.msg, path).toContain('file');
    }
  });

  it('shows a record, its failed rows and its error workbook to the owner company only', async () => {
    const p = await importOf(
      'orderLines',
      ag,
      await templateOf('orderLines', [
        ['KR-SYR-5', 1, '', ''],
        ['NOPE-2', 1, '', ''],
      ]),
      INJ,
      '权限.xlsx',
    );
    expect(p, `import message: ${p.message}`).toMatchObject({ status: 'succeeded', importedRows: 1, failedRows: 1 });
    expect((await ok(t, '/order/getImportProgress', agAdmin, { id: p.id })).createdBy).toBe(p.createdBy);
    expect((await failRows(agAdmin, p.id)).totalElements).toBe(1);
    for (const other of [ag2, t2, fc]) {
      expect((await call(t.app, `${MC}/order/getImportProgress`, { id: p.id }, { token: other })).body).toMatchObject({
        code: 'MC1260',
        msg: '导入记录不存在或无权查看',
      });
      expect((await call(t.app, `${MC}/order/checkFailMessage/pageList`, { progressId: p.id }, { token: other })).body.code).toBe('MC1260');
      const res = await download(other, p.id);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json().code).toBe('MC1260');
    }
    expect((await download(ag, 'abc')).json()).toMatchObject({ code: '400', msg: expect.stringContaining('templateId') });
    const noArg = await t.app.inject({
      method: 'POST',
      url: `${MC}/file/downloadFailUploadData`,
      headers: { authorization: `Bearer ${ag}` },
    });
    expect([noArg.statusCode, noArg.json().msg]).toEqual([400, expect.stringContaining('templateId')]);
  });
});

describe('the other imports', () => {
  const templateRows = async () =>
    t.db.tenant(1, (tx) =>
      tx
        .select({
          name: mallOrderTemplates.name,
          productCode: mallOrderTemplateLines.productCode,
          quantity: mallOrderTemplateLines.quantity,
        })
        .from(mallOrderTemplateLines)
        .innerJoin(
          mallOrderTemplates,
          and(
            eq(mallOrderTemplates.tenantId, mallOrderTemplateLines.tenantId),
            eq(mallOrderTemplates.id, mallOrderTemplateLines.templateId),
          ),
        )
        .where(eq(mallOrderTemplateLines.tenantId, 1))
        .orderBy(mallOrderTemplates.name, mallOrderTemplateLines.productCode),
    );

  it('file/readExcelTemplateProduct upserts order templates by name and their lines by product', async () => {
    const p = await importOf(
      'templateProduct',
      ag,
      await templateOf('templateProduct', [
        ['常用注射器', 'FC0001', 'KR-SYR-5', 10],
        ['常用注射器', 'FC0001', 'KR-SYR-10', 5],
        ['诊断耗材', 'FC0002', 'MD-GLU-50', 3],
        ['常用注射器', 'FC0002', 'MD-GLU-50', 1],
        ['其他', 'ZZ9999', 'KR-SYR-5', 1],
        ['其他', 'FC0001', 'MD-GLU-50', 1],
        ['', 'FC0001', 'KR-SYR-5', 0],
      ]),
    );
    expect(p).toMatchObject({ status: 'succeeded', importedRows: 3, failedRows: 4 });
    expect((await failRows(ag, p.id)).content.map((f) => [f.rowNo, f.message])).toEqual([
      [5, '模板名称「常用注射器」已用于其他供应商的模板'],
      [6, '供应商编码 ZZ9999 不是与本企业有有效合同的供应商'],
      [7, '产品编码 MD-GLU-50 不在与供应商 FC0001 的有效合同内'],
      [8, '模板名称不能为空；数量应为1到99999之间的整数'],
    ]);
    await importOf('templateProduct', ag, await templateOf('templateProduct', [['常用注射器', 'FC0001', 'KR-SYR-5', 20]]));
    expect(await templateRows()).toEqual([
      { name: '常用注射器', productCode: 'KR-SYR-10', quantity: 5 },
      { name: '常用注射器', productCode: 'KR-SYR-5', quantity: 20 },
      { name: '诊断耗材', productCode: 'MD-GLU-50', quantity: 3 },
    ]);
  });

  it("file/readExcelTemplateOperation upserts operation types of the supplier's own product lines only", async () => {
    const p = await importOf(
      'templateOperation',
      fc,
      await templateOf('templateOperation', [
        ['PL-KR-INJ', 'OT-NEW', '日间手术'],
        ['PL-KR-INJ', 'OT-STD', '常规采购（院内）'],
        ['PL-MD-IVD', 'OT-X', '他人产品线'],
        ['PL-KR-INJ', '', ''],
      ]),
    );
    expect(p, `import message: ${p.message}`).toMatchObject({ status: 'succeeded', importedRows: 2, failedRows: 2 });
    expect((await failRows(fc, p.id)).content.map((f) => f.message)).toEqual([
      '产品线编码 PL-MD-IVD 不是本企业的产品线',
      '手术类型编码不能为空；手术类型名称不能为空',
    ]);
    const types = await t.db.tenant(1, (tx) =>
      tx
        .select({ code: mallOperationTypes.code, name: mallOperationTypes.name })
        .from(mallOperationTypes)
        .where(and(eq(mallOperationTypes.tenantId, 1), eq(mallOperationTypes.productLineCode, 'PL-KR-INJ')))
        .orderBy(mallOperationTypes.code),
    );
    expect(types).toEqual([
      { code: 'OT-NEW', name: '日间手术' },
      { code: 'OT-STD', name: '常规采购（院内）' },
      { code: 'OT-URG', name: '紧急采购' },
    ]);
    // a distributor has no product line of its own: nothing is imported
    expect(
      await importOf('templateOperation', ag, await templateOf('templateOperation', [['PL-KR-INJ', 'OT-AG', '经销商']])),
    ).toMatchObject({ status: 'failed', importedRows: 0 });
  });

  it("file/readExcelOperation stocks goods into the company's own warehouses, adding to a known batch", async () => {
    const stock = () =>
      t.db.tenant(1, (tx) =>
        tx
          .select({
            house: mallWarehouses.houseCode,
            productCode: mallStockBatches.productCode,
            batchNo: mallStockBatches.batchNo,
            serialNo: mallStockBatches.serialNo,
            expiryDate: mallStockBatches.expiryDate,
            quantity: mallStockBatches.quantity,
          })
          .from(mallStockBatches)
          .innerJoin(
            mallWarehouses,
            and(eq(mallWarehouses.tenantId, mallStockBatches.tenantId), eq(mallWarehouses.id, mallStockBatches.warehouseId)),
          )
          .where(eq(mallStockBatches.tenantId, 1)),
      );
    const seeded = (await stock()).find((s) => s.house === 'WH-HT-NJ' && s.batchNo === '20260301')!;
    const cvc = (await stock()).find((s) => s.serialNo === 'CVC2602-0001')!;
    const p = await importOf(
      'operation',
      ag,
      await templateOf('operation', [
        ['WH-HT-NJ', 'KR-SYR-5', '20260301', '', seeded.expiryDate, 100],
        ['WH-HT-NJ', 'KR-SYR-5', '20260301', '', seeded.expiryDate, 20],
        ['WH-HT-NJ', 'KR-SYR-10', 'NEWB1', '', '2028-01-31', 50],
        ['WH-HT-NJ', 'KR-CVC-7', 'CVC2602', 'CVC2602-0001', cvc.expiryDate, 1],
        ['WH-HT-NJ', 'KR-CVC-7', 'CVC2602', 'CVC2602-0009', cvc.expiryDate, 1],
        ['WH-HT-SZ', 'KR-INF-01', 'I2601', '', new Date(Date.UTC(2028, 0, 15)), 30],
        ['WH-HK-HZ', 'KR-SYR-5', 'B1', '', '2028-01-31', 1],
        ['WH-HT-NJ', 'KR-SYR-5', '20260301', '', '2030-01-01', 1],
        ['WH-HT-NJ', 'KR-SYR-5', 'B2', '', '2027-02-30', 1],
        ['WH-HT-NJ', 'KR-CVC-7', 'CVC2602', 'CVC2602-0010', cvc.expiryDate, 2],
      ]),
    );
    expect(p).toMatchObject({ status: 'succeeded', importedRows: 5, failedRows: 5 });
    expect((await failRows(ag, p.id)).content.map((f) => [f.rowNo, f.message])).toEqual([
      [5, '序列号 CVC2602-0001 已在仓库 WH-HT-NJ 的库存中'],
      [8, '仓库编码 WH-HK-HZ 不是本企业的仓库'],
      [9, `有效期 2030-01-01 与库存中批号 20260301 的有效期 ${seeded.expiryDate} 不一致`],
      [10, '有效期应为有效日期，格式 YYYY-MM-DD'],
      [11, '填写序列号时数量应为1'],
    ]);
    const after = await stock();
    expect(after.find((s) => s.house === 'WH-HT-NJ' && s.batchNo === '20260301')!.quantity).toBe(seeded.quantity + 120);
    expect(after.filter((s) => s.batchNo === 'NEWB1')).toEqual([
      { house: 'WH-HT-NJ', productCode: 'KR-SYR-10', batchNo: 'NEWB1', serialNo: null, expiryDate: '2028-01-31', quantity: 50 },
    ]);
    expect(after.filter((s) => s.serialNo === 'CVC2602-0009')).toHaveLength(1);
    expect(after.find((s) => s.batchNo === 'I2601')).toMatchObject({ house: 'WH-HT-SZ', expiryDate: '2028-01-15', quantity: 30 });
    expect(after.filter((s) => s.house === 'WH-HK-HZ' && s.batchNo === 'B1')).toEqual([]);
  });

  it("file/readExcelWareHosp upserts the company's warehouses; another company's code is refused", async () => {
    const p = await importOf(
      'wareHosp',
      ag,
      await templateOf('wareHosp', [
        ['WH-HT-NEW', '恒泰无锡新仓'],
        ['WH-HT-SZ', '恒泰苏州分仓（二期）'],
        ['WH-HK-HZ', '抢注他人仓库'],
        ['bad code!', '名称'],
      ]),
    );
    expect(p).toMatchObject({ status: 'succeeded', importedRows: 2, failedRows: 2 });
    expect((await failRows(ag, p.id)).content.map((f) => f.message)).toEqual([
      '仓库编码已被其他企业使用',
      '仓库编码只能包含字母、数字、下划线、点与短横线',
    ]);
    const houses = await t.db.tenant(1, (tx) =>
      tx
        .select({ code: mallWarehouses.houseCode, name: mallWarehouses.name, companyId: mallWarehouses.companyId })
        .from(mallWarehouses)
        .where(and(eq(mallWarehouses.tenantId, 1), sql`${mallWarehouses.houseCode} IN ('WH-HT-NEW', 'WH-HT-SZ', 'WH-HK-HZ', 'WH-HT-NJ')`))
        .orderBy(mallWarehouses.houseCode),
    );
    expect(houses.map((h) => [h.code, h.name])).toEqual([
      ['WH-HK-HZ', '华康杭州中心仓'],
      ['WH-HT-NEW', '恒泰无锡新仓'],
      ['WH-HT-NJ', '恒泰南京中心仓'],
      ['WH-HT-SZ', '恒泰苏州分仓（二期）'],
    ]);
    expect(houses[1]!.companyId).toBe(houses[2]!.companyId);
    expect(houses[0]!.companyId).not.toBe(houses[2]!.companyId);
  });

  it('file/template answers each template as a real workbook with the zh-CN header row', async () => {
    for (const kind of Object.keys(ROUTES) as ImportKind[]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${MC}/file/template`,
        query: { kind },
        headers: { authorization: `Bearer ${ag}` },
      });
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
      expect((await sheetOf(res.rawPayload))[0]).toEqual([...IMPORT_HEADERS[kind]]);
    }
    await bad(t, '/file/template', ag, { kind: 'orders' }, 'kind', 'GET');
    expect((await t.app.inject({ method: 'GET', url: `${MC}/file/template`, query: { kind: 'wareHosp' } })).statusCode).toBe(401);
  });
});
