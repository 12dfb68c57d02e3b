// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../../lib/fetch-test-utils';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import {
  addImportProgress,
  checkFailMessagePageList,
  deleteProgress,
  downloadFailUploadData,
  downloadImportTemplate,
  getImportProgress,
  getImportProgressList,
  getImportProgressPageList,
  readExcelOperation,
  readExcelTemplateOperation,
  readExcelTemplateProduct,
  readExcelWareHosp,
  readFile,
  updateImportProgress,
} from './imports-api';

let server: ReturnType<typeof stubFetch>;
let seen: SeenRequest[];
let payload: unknown;

beforeEach(() => {
  server = stubFetch();
  payload = { answer: 42 };
  server.reply(() => ({ body: { code: '0', msg: 'success', payload } }));
  seen = server.seen;
  configureShellEffects({ notify: vi.fn(), message: vi.fn() });
});

afterEach(() => {
  resetShellEffects();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '订单明细.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
const missing = (arg: string) => new Error(`Missing required parameter: ${arg}`);

type JsonCall = [name: string, arg: string, run: (value: any) => Promise<unknown>, path: string, body: Record<string, unknown>];

const JSON_CALLS: JsonCall[] = [
  [
    'addImportProgress',
    'form',
    addImportProgress,
    '/order/addImportProgress',
    { kind: 'productImport', fileName: '产品.xlsx', totalRows: 200 },
  ],
  ['updateImportProgress', 'form', updateImportProgress, '/order/updateImportProgress', { id: 7, doneRows: 50, failedRows: 2 }],
  ['getImportProgress', 'query', getImportProgress, '/order/getImportProgress', { id: 7 }],
  ['getImportProgressList', 'query', getImportProgressList, '/order/getImportProgressList', { kind: 'orderLines', status: 'running' }],
  [
    'getImportProgressPageList',
    'query',
    getImportProgressPageList,
    '/order/getImportProgressPageList',
    { status: 'failed', startDate: '2026-01-01', pageNum: 2, pageSize: 50 },
  ],
  ['deleteProgress', 'query', deleteProgress, '/order/deleteProgress', { ids: [7, 8] }],
  [
    'checkFailMessagePageList',
    'query',
    checkFailMessagePageList,
    '/order/checkFailMessage/pageList',
    { progressId: 7, pageNum: 1, pageSize: 20 },
  ],
];

const UPLOADS: [name: string, run: (file: any) => Promise<unknown>, path: string][] = [
  ['readExcelTemplateProduct', readExcelTemplateProduct, '/file/readExcelTemplateProduct'],
  ['readExcelTemplateOperation', readExcelTemplateOperation, '/file/readExcelTemplateOperation'],
  ['readExcelOperation', readExcelOperation, '/file/readExcelOperation'],
  ['readExcelWareHosp', readExcelWareHosp, '/file/readExcelWareHosp'],
];

describe('imports client: missing arguments', () => {
  it.each(JSON_CALLS)('%s throws "Missing required parameter: %s" for undefined and null without a request', (_name, arg, run) => {
    expect(() => run(undefined)).toThrow(missing(arg));
    expect(() => run(null)).toThrow(missing(arg));
    expect(seen).toHaveLength(0);
  });

  it.each(UPLOADS)('%s throws "Missing required parameter: file" without a request', (_name, run) => {
    expect(() => run(undefined)).toThrow(missing('file'));
    expect(() => run(null)).toThrow(missing('file'));
    expect(seen).toHaveLength(0);
  });

  it('readFile checks file, then productLineCode, then vendorNum', () => {
    const call = readFile as (...args: unknown[]) => Promise<unknown>;
    expect(() => call(undefined, undefined, undefined)).toThrow(missing('file'));
    expect(() => call(xlsx(), undefined, undefined)).toThrow(missing('productLineCode'));
    expect(() => call(xlsx(), null, 'FC0001')).toThrow(missing('productLineCode'));
    expect(() => call(xlsx(), 'PL-KR-INJ', undefined)).toThrow(missing('vendorNum'));
    expect(seen).toHaveLength(0);
  });

  it('downloadFailUploadData needs templateId and downloadImportTemplate needs kind, before any request', () => {
    expect(() => downloadFailUploadData(undefined as never)).toThrow(missing('templateId'));
    expect(() => downloadImportTemplate(null as never)).toThrow(missing('kind'));
    expect(seen).toHaveLength(0);
  });
});

describe('imports client: requests', () => {
  it.each(JSON_CALLS)('%s posts its argument to the mall centre and returns the payload', async (_name, _arg, run, path, body) => {
    await expect(run(body)).resolves.toEqual({ answer: 42 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe(`/m-mall-center/api/v1${path}`);
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it('readFile sends the file as multipart and productLineCode and vendorNum as query params', async () => {
    payload = { progressId: 12 };
    await expect(readFile(xlsx(), 'PL-KR-INJ', 'FC0001')).resolves.toEqual({ progressId: 12 });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/file/readFile');
    expect(seen[0]!.query).toMatchObject({ productLineCode: 'PL-KR-INJ', vendorNum: 'FC0001' });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="file"; filename="订单明细.xlsx"');
  });

  it.each(UPLOADS)('%s sends the file as multipart and returns the progress id', async (_name, run, path) => {
    payload = { progressId: 13 };
    await expect(run(xlsx())).resolves.toEqual({ progressId: 13 });
    expect(seen[0]!.url.pathname).toBe(`/m-mall-center/api/v1${path}`);
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="file"');
  });

  it('downloadFailUploadData posts templateId as a query param and saves the workbook under its Content-Disposition name', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/fail-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    const capture = (event: Event) => {
      clicks.push((event.target as HTMLAnchorElement).download);
      event.preventDefault();
    };
    document.addEventListener('click', capture);
    server.reply(() => ({
      body: new Blob(['PK...']),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('订单明细-失败数据.xlsx')}`,
      },
    }));
    try {
      await expect(downloadFailUploadData(12)).resolves.toEqual({ ok: true, fileName: '订单明细-失败数据.xlsx' });
    } finally {
      document.removeEventListener('click', capture);
    }
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/file/downloadFailUploadData');
    expect(seen[0]!.query).toMatchObject({ templateId: '12' });
    expect(clicks).toEqual(['订单明细-失败数据.xlsx']);
  });

  it('downloadImportTemplate gets the template of a kind', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/tpl-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    server.reply(() => ({
      body: new Blob(['PK...']),
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('仓库导入模板.xlsx')}` },
    }));
    await expect(downloadImportTemplate('wareHosp')).resolves.toEqual({ ok: true, fileName: '仓库导入模板.xlsx' });
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/m-mall-center/api/v1/file/template');
    expect(seen[0]!.query).toMatchObject({ kind: 'wareHosp' });
  });
});
