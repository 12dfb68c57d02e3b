// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import * as api from './upload-api';
import * as viewerApi from '../viewer/viewer-api';
import { QrUpload } from './qr-upload';

vi.mock('./upload-api', () => ({
  uploadFile: vi.fn(),
  createQrCode: vi.fn(),
  fetchQrFile: vi.fn(),
  cancelQrCode: vi.fn(),
  uploadFromPhone: vi.fn(),
}));
vi.mock('../viewer/viewer-api', () => ({ fetchFileBlob: vi.fn() }));
const mocked = vi.mocked(api);
const mockedViewer = vi.mocked(viewerApi);

const NOW = Date.parse('2030-01-01T08:00:00Z');
const CODE = { code: 'Qr_code_0123456789abcdef', token: 'Tok_abcdefghijklmnop0123', expiresAt: new Date(NOW + 600_000).toISOString() };
const FILE = {
  fileCode: 'f0000001',
  url: '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=f0000001',
  fileName: 'phone.jpg',
  contentType: 'image/jpeg',
  size: 2048,
};

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const overlay = () => screen.queryByTestId('qr-upload-overlay');

async function openOverlay(onFile = vi.fn()) {
  const view = render(
    <App>
      <QrUpload onFile={onFile} />
    </App>,
  );
  fireEvent.click(screen.getByTestId('qr-upload-button'));
  await flush();
  return { view, onFile };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  mocked.createQrCode.mockResolvedValue(CODE);
  mocked.fetchQrFile.mockResolvedValue(null);
  mocked.cancelQrCode.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QrUpload', () => {
  it("'扫码上传' shows a QR of the phone page whose link carries the code and token", async () => {
    await openOverlay();
    expect(mocked.createQrCode).toHaveBeenCalledTimes(1);
    expect(overlay()?.getAttribute('data-state')).toBe('waiting');
    const link = screen.getByTestId('qr-upload-link').getAttribute('href');
    expect(link).toBe(`${window.location.origin}${window.location.pathname}#/upload/h5?code=${CODE.code}&token=${CODE.token}`);
    expect(overlay()?.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('qr-upload-status').textContent).toBe('等待手机上传…');
  });

  it("says '生成二维码失败，建议使用本地上传！' when the code call fails", async () => {
    mocked.createQrCode.mockRejectedValue(new ApiError({ code: 'NETWORK', msg: '' }));
    await openOverlay();
    expect(screen.getByText('生成二维码失败，建议使用本地上传！')).toBeTruthy();
    expect(screen.getByTestId('qr-upload-button').getAttribute('data-state')).toBe('failed');
  });

  it('polls for the file every 2 s with the code', async () => {
    await openOverlay();
    await advance(1999);
    expect(mocked.fetchQrFile).not.toHaveBeenCalled();
    await advance(1);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);
    expect(mocked.fetchQrFile).toHaveBeenCalledWith(CODE.code);
    await advance(2000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(2);
  });

  it('adds the arrived file, closes the overlay and stops polling', async () => {
    const blob = new Blob(['jpg'], { type: 'image/jpeg' });
    mocked.fetchQrFile.mockResolvedValueOnce(null).mockResolvedValueOnce(FILE);
    mockedViewer.fetchFileBlob.mockResolvedValue(blob);
    const { onFile } = await openOverlay();
    await advance(4000);
    expect(mockedViewer.fetchFileBlob).toHaveBeenCalledWith(FILE.url);
    expect(onFile).toHaveBeenCalledWith({ file: FILE, blob });
    expect(screen.getByTestId('qr-upload-button').getAttribute('data-state')).toBe('done');
    await advance(10_000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(2);
  });

  it("says '获取状态码失败，请联系管理员！' when a poll fails, and stops polling", async () => {
    mocked.fetchQrFile.mockRejectedValue(new ApiError({ code: 'FL1013', msg: '二维码不存在或已取消' }));
    await openOverlay();
    await advance(2000);
    expect(screen.getByText('获取状态码失败，请联系管理员！')).toBeTruthy();
    await advance(10_000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);
  });

  it("says '获取上传图片失败，建议使用本地上传！' and closes when the arrived file cannot be fetched", async () => {
    mocked.fetchQrFile.mockResolvedValue(FILE);
    mockedViewer.fetchFileBlob.mockRejectedValue(new Error('403'));
    const { onFile } = await openOverlay();
    await advance(2000);
    expect(screen.getByText('获取上传图片失败，建议使用本地上传！')).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByTestId('qr-upload-button').getAttribute('data-state')).toBe('failed');
  });

  it('asks before closing while nothing arrived: no keeps waiting, yes cancels the code', async () => {
    await openOverlay();
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await flush();
    expect(screen.getAllByText('还未检测到通过二维码上传的文件，是否取消二维码上传?').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '否' }));
    await advance(2000);
    expect(mocked.cancelQrCode).not.toHaveBeenCalled();
    expect(overlay()?.getAttribute('data-state')).toBe('waiting');
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);

    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await flush();
    // the first question may still be fading out: answer the newest one
    fireEvent.click(screen.getAllByRole('button', { name: '是' }).at(-1) as HTMLElement);
    await flush();
    expect(mocked.cancelQrCode).toHaveBeenCalledWith(CODE.code);
    expect(screen.getByTestId('qr-upload-button').getAttribute('data-state')).toBe('cancelled');
    await advance(10_000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);
  });

  it('stops polling on unmount and gives the code back', async () => {
    const { view } = await openOverlay();
    await advance(2000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);
    view.unmount();
    await advance(10_000);
    expect(mocked.fetchQrFile).toHaveBeenCalledTimes(1);
    expect(mocked.cancelQrCode).toHaveBeenCalledWith(CODE.code);
  });

  it('stops polling when the code expires and offers a refresh', async () => {
    mocked.createQrCode.mockResolvedValueOnce({ ...CODE, expiresAt: new Date(NOW + 1000).toISOString() });
    await openOverlay();
    await advance(2000);
    expect(mocked.fetchQrFile).not.toHaveBeenCalled();
    expect(screen.getByTestId('qr-upload-status').textContent).toBe('二维码已过期，请点击刷新');
    fireEvent.click(screen.getByRole('button', { name: /refresh|刷新/i }));
    await flush();
    expect(mocked.createQrCode).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('qr-upload-status').textContent).toBe('等待手机上传…');
  });
});
