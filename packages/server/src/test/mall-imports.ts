// Shared by the Excel-import tests: workbooks built with exceljs, zips built by hand for the archive
// checks, multipart uploads, polling a progress record until its background task ends, and the file
// history. `importKit(() => t)` binds the calls to a test app created later in beforeAll.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { IMPORT_HEADERS, type ImportKind } from '@medportal/contracts/mall/imports.contract';
import { call, type TestApp } from './app.js';
import { MC, ok } from './mall-center.js';

export type Cell = string | number | Date | null;
export const ROUTES: Record<ImportKind, string> = {
  orderLines: '/file/readFile',
  templateProduct: '/file/readExcelTemplateProduct',
  templateOperation: '/file/readExcelTemplateOperation',
  operation: '/file/readExcelOperation',
  wareHosp: '/file/readExcelWareHosp',
};

export async function workbook(header: readonly string[], rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('导入');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
export const templateOf = (kind: ImportKind, rows: Cell[][]) => workbook(IMPORT_HEADERS[kind], rows);

export async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row, n) => {
    rows[n - 1] = Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)));
  });
  return rows;
}

/** A zip of the given parts (deflated), with an honest central directory unless a part declares a size of its own. */
export function zipOf(parts: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const out: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const body = deflateRawSync(p.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(p.declared ?? p.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(p.declared ?? p.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    out.push(local, name, body);
    dir.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

type Answer = { status: number; body: { code: string; msg: string; payload: any } };

export type Progress = {
  id: number;
  kind: string;
  fileName: string;
  status: string;
  percent: number;
  totalRows: number;
  doneRows: number;
  failedRows: number;
  importedRows: number;
  message: string | null;
  orderCode: string | null;
  hasFile: boolean;
  createdBy: string;
  finishedAt: string | null;
};

export function importKit(app: () => TestApp) {
  async function upload(
    path: string,
    token: string,
    fileName: string | null,
    bytes: Buffer = Buffer.alloc(0),
    query: Record<string, string> = {},
  ): Promise<Answer> {
    const form = new FormData();
    if (fileName !== null) form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const res = await app().app.inject({
      method: 'POST',
      url: `${MC}${path}`,
      query,
      payload: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function finished(token: string, id: number): Promise<Progress> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const p = (await ok(app(), '/order/getImportProgress', token, { id })) as Progress;
      if (p.status !== 'running') return p;
      if (Date.now() > deadline) throw new Error(`import ${id} still running: ${JSON.stringify(p)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function importOf(kind: ImportKind, token: string, bytes: Buffer, query: Record<string, string> = {}, fileName = '导入.xlsx') {
    const res = await upload(ROUTES[kind], token, fileName, bytes, query);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: '0', payload: { progressId: expect.any(Number) } });
    return finished(token, res.body.payload.progressId);
  }

  const historyOf = async (token: string, fileOldName: string) => {
    const res = await call(
      app().app,
      '/guoke-deepexi-file-library/api/v1/business/file/history',
      { operationType: 1, fileOldName, pageSize: 100 },
      { token },
    );
    return (res.body.payload.content as { fileOldName: string; status: string; errorTxt: string | null; operationType: number }[]).filter(
      (f) => f.fileOldName === fileOldName,
    );
  };
  const failRows = async (token: string, progressId: number, pageSize = 100) =>
    (await ok(app(), '/order/checkFailMessage/pageList', token, { progressId, pageNum: 1, pageSize })) as {
      totalElements: number;
      content: { rowNo: number; message: string; cells: string[] }[];
    };
  const download = (token: string, templateId: number | string) =>
    app().app.inject({
      method: 'POST',
      url: `${MC}/file/downloadFailUploadData`,
      query: { templateId: String(templateId) },
      headers: { authorization: `Bearer ${token}` },
    });

  return { upload, finished, importOf, historyOf, failRows, download };
}
