// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from './api-client';
import {
  DOWNLOAD_TIMEOUT_MS,
  FILE_LIBRARY_DOWNLOAD_URL,
  FILE_LIBRARY_TIMEOUT_MS,
  downloadFile,
  downloadFileByCode,
  fileNameFromDisposition,
  jsonBodyOf,
  saveBlob,
} from './download';
import { stubFetch, type Reply, type SeenRequest } from './fetch-test-utils';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { configureShellEffects, resetShellEffects } from './shell-effects';
import type { ShellEffects } from './shell-effects';

let server: ReturnType<typeof stubFetch>;
let seen: SeenRequest[];
const replyTo = (fn: (request: SeenRequest) => Reply | Promise<Reply>) => server.reply(fn);

const effects = {
  navigate: vi.fn<ShellEffects['navigate']>(),
  notify: vi.fn<ShellEffects['notify']>(),
  message: vi.fn<ShellEffects['message']>(),
  logout: vi.fn<ShellEffects['logout']>(),
  translate: (_key: string, fallback: string) => fallback,
  currentHashPath: () => '/',
};

type Saved = { href: string; download: string; inDocument: boolean };
let saved: Saved[] = [];
const captureClick = (event: Event) => {
  const link = event.target as HTMLAnchorElement;
  saved.push({ href: link.href, download: link.download, inDocument: document.body.contains(link) });
  event.preventDefault();
};

beforeEach(() => {
  server = stubFetch();
  seen = server.seen;
  replyTo(() => ({ body: new Blob(['x']) }));
  saved = [];
  for (const fn of [effects.navigate, effects.notify, effects.message, effects.logout]) fn.mockReset();
  configureShellEffects(effects);
  document.addEventListener('click', captureClick);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  document.removeEventListener('click', captureClick);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetShellEffects();
  setApiBaseUrl('');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

const pdf = () => new Blob(['%PDF-1.7 ...'], { type: 'application/pdf' });

describe('downloadFile request', () => {
  it('sends bearer and tenantId headers, tenantId and _t in the query, binary with a 5000 ms time-out', async () => {
    writeSessionCookies({ token: 'tok', tenantId: 3 });
    setApiBaseUrl('https://api.example.test');
    await downloadFile({ url: '/order/export', params: { id: 9 }, fileName: 'a.pdf' });
    const sent = seen[0]!;
    expect(sent.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent.headers.get('tenantId')).toBe('3');
    expect(sent.query).toMatchObject({ tenantId: '3', id: '9' });
    expect(sent.query['_t']).toMatch(/^\d+$/);
    expect(`${sent.url.origin}${sent.url.pathname}`).toBe('https://api.example.test/order/export');
    expect(DOWNLOAD_TIMEOUT_MS).toBe(5000);
  });

  it('gives up after 5000 ms with the download failure text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    replyTo(() => new Promise<Reply>(() => {}));
    let result: unknown;
    void downloadFile({ url: '/order/export' }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK', status: 0, msg: '下载文件失败' } });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '下载文件失败' });
  });

  it('downloadFileByCode calls the file library with the fileCode and a 200000 ms time-out', async () => {
    replyTo(() => ({ body: pdf() }));
    const result = await downloadFileByCode('FILE-0001', '订单导出.xlsx');
    expect(result).toEqual({ ok: true, fileName: '订单导出.xlsx' });
    expect(seen[0]!.url.pathname).toBe(FILE_LIBRARY_DOWNLOAD_URL);
    expect(FILE_LIBRARY_DOWNLOAD_URL).toBe('/guoke-deepexi-file-library/api/v1/business/file/download');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.query).toMatchObject({ fileCode: 'FILE-0001' });
    expect(FILE_LIBRARY_TIMEOUT_MS).toBe(200_000);
  });

  it('downloadFileByCode waits 200000 ms, not the default 5000', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer!: (reply: Reply) => void;
    replyTo(
      () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    );
    const result = downloadFileByCode('FILE-0001', 'a.pdf');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FILE_LIBRARY_TIMEOUT_MS - 1);
    answer({ body: pdf() });
    expect(await result).toEqual({ ok: true, fileName: 'a.pdf' });
  });
});

describe('downloadFile success', () => {
  it('saves the blob under the Content-Disposition name through a temporary <a download>', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    replyTo(() => ({
      body: pdf(),
      headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.pdf" },
    }));
    const result = await downloadFile({ url: '/order/export' });
    expect(result).toEqual({ ok: true, fileName: '订单.pdf' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(await (vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob).text()).toBe('%PDF-1.7 ...');
    expect(saved).toEqual([{ href: 'blob:http://localhost/file-1', download: '订单.pdf', inDocument: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });

  it('a given name wins over the header, and a missing name falls back to download', async () => {
    replyTo(() => ({ body: pdf(), headers: { 'content-disposition': 'attachment; filename="server.pdf"' } }));
    expect(await downloadFile({ url: '/f', fileName: 'mine.pdf' })).toEqual({ ok: true, fileName: 'mine.pdf' });
    replyTo(() => ({ body: pdf() }));
    expect(await downloadFile({ url: '/f' })).toEqual({ ok: true, fileName: 'download' });
    expect(saved.map((s) => s.download)).toEqual(['mine.pdf', 'download']);
  });

  it('a file that happens to start with { but has no code is still a file', async () => {
    replyTo(() => ({ body: new Blob(['{"rows":[1,2]}'], { type: 'application/octet-stream' }) }));
    expect(await downloadFile({ url: '/f', fileName: 'rows.json' })).toEqual({ ok: true, fileName: 'rows.json' });
  });
});

describe('downloadFile failures', () => {
  it('a JSON content-type answer is an error whose msg is notified', async () => {
    replyTo(() => ({
      body: new Blob([JSON.stringify({ code: 'FL1001', msg: '文件不存在或已被删除', payload: null })], { type: 'application/json' }),
      headers: { 'content-type': 'application/json;charset=utf-8' },
    }));
    const result = await downloadFile({ url: '/f', fileName: 'a.pdf' });
    expect(result).toMatchObject({ ok: false, error: { code: 'FL1001', msg: '文件不存在或已被删除' } });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '文件不存在或已被删除' });
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('a blob whose text is an object with a code is an error even without a JSON type', async () => {
    replyTo(() => ({ body: new Blob(['{"code":"500","msg":"导出失败","payload":null}']) }));
    const result = await downloadFile({ url: '/f' });
    expect(result).toMatchObject({ ok: false, error: { code: '500', msg: '导出失败' } });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '导出失败' });
    expect(saved).toEqual([]);
  });

  it('a JSON answer without msg shows the generic failure text', async () => {
    replyTo(() => ({ body: new Blob(['not json'], { type: 'application/json' }) }));
    expect(await downloadFile({ url: '/f' })).toMatchObject({ ok: false });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '下载文件失败' });
  });

  it('a JSON code 401 logs out through the error table', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, tenantId: 1 });
    replyTo(() => ({ body: new Blob(['{"code":"401","msg":"登录失效，请重新登陆","payload":null}'], { type: 'application/json' }) }));
    await downloadFile({ url: '/f' });
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
  });

  it('an HTTP error with a JSON body shows its msg', async () => {
    replyTo(() => ({ status: 404, body: new Blob(['{"code":"FL1001","msg":"文件不存在或已被删除"}'], { type: 'application/json' }) }));
    expect(await downloadFile({ url: '/f' })).toMatchObject({ ok: false, error: { status: 404, code: 'FL1001' } });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '文件不存在或已被删除' });
  });

  it('any other failure shows 错误提示 / 下载文件失败', async () => {
    replyTo(() => ({ status: 500, body: new Blob(['<html>oops</html>'], { type: 'text/html' }) }));
    expect(await downloadFile({ url: '/f' })).toMatchObject({ ok: false, error: { code: '500', msg: '下载文件失败' } });
    replyTo(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await downloadFile({ url: '/f' })).toMatchObject({ ok: false, error: { code: 'NETWORK', status: 0 } });
    expect(effects.notify.mock.calls).toEqual([
      [{ title: '错误提示', description: '下载文件失败' }],
      [{ title: '错误提示', description: '下载文件失败' }],
    ]);
  });

  it('an HTTP 401 removes the session cookies and goes to the navigation page', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, companyId: 4, tenantId: 1 });
    replyTo(() => ({ status: 401, body: new Blob(['']) }));
    expect(await downloadFile({ url: '/f' })).toMatchObject({ ok: false, error: { status: 401 } });
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('reads file names from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(fileNameFromDisposition('attachment; filename=%E6%8A%A5%E8%A1%A8.xlsx')).toBe('报表.xlsx');
    expect(fileNameFromDisposition('attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx')).toBe('报表.xlsx');
    expect(fileNameFromDisposition('attachment; filename="100%.txt"')).toBe('100%.txt');
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it('jsonBodyOf tells envelopes from files', async () => {
    expect(await jsonBodyOf(new Blob(['PK\u0003\u0004']), '')).toBeNull();
    expect(await jsonBodyOf({ code: 'X', msg: 'm' }, 'application/json')).toEqual({ code: 'X', msg: 'm', payload: undefined });
    expect(await jsonBodyOf(new Blob(['{"code":"1"}']), 'application/octet-stream')).toEqual({ code: '1', msg: '', payload: undefined });
  });

  it('saveBlob clicks a temporary link and removes it', () => {
    saveBlob(new Blob(['a']), 'a.txt');
    expect(saved).toEqual([{ href: 'blob:http://localhost/file-1', download: 'a.txt', inDocument: true }]);
    expect(document.body.querySelector('a')).toBeNull();
  });
});
