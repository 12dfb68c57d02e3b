// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import * as api from '../../kit/upload/upload-api';
import { UploadH5Page } from './upload-h5-page';

vi.mock('../../kit/upload/upload-api', () => ({ uploadFromPhone: vi.fn() }));
const mocked = vi.mocked(api);

const CODE = '1.Qr_code_0123456789abcdef';
const TOKEN = 'Tok_abcdefghijklmnop0123';
const open = (query = `?code=${encodeURIComponent(CODE)}&token=${TOKEN}`) => {
  const router = createMemoryRouter([{ path: '/upload/h5', Component: UploadH5Page }], { initialEntries: [`/upload/h5${query}`] });
  render(<RouterProvider router={router} />);
};
const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const picker = () => document.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

describe('UploadH5Page (phone page of the QR upload)', () => {
  it('reads code and token from the query and posts the chosen file with them', async () => {
    mocked.uploadFromPhone.mockResolvedValue({
      fileCode: 'f1',
      url: '/dl?fileCode=f1',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      size: 2048,
    });
    open();
    expect(screen.getByTestId('h5-submit').hasAttribute('disabled')).toBe(true);
    const file = fileOf('invoice.pdf', 'application/pdf');
    await user().upload(picker(), file);
    await user().click(screen.getByTestId('h5-submit'));
    await waitFor(() => expect(mocked.uploadFromPhone).toHaveBeenCalledWith({ code: CODE, token: TOKEN, file }));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(screen.getByText('文件「invoice.pdf」已上传，请回到电脑端查看')).toBeTruthy();
  });

  it('refuses a file over 4 MB or of another type on the phone before sending', async () => {
    open();
    await user().upload(picker(), fileOf('photo.png', 'image/png', 5 * 1024 * 1024));
    expect(await screen.findByText('「photo.png」上传失败：文件大小不能超过4M')).toBeTruthy();
    await user().upload(picker(), fileOf('clip.mp4', 'video/mp4'));
    expect(await screen.findByText('「clip.mp4」上传失败：仅支持 jpg/png/pdf 格式的文件')).toBeTruthy();
    expect(screen.getByTestId('h5-submit').hasAttribute('disabled')).toBe(true);
    expect(mocked.uploadFromPhone).not.toHaveBeenCalled();
  });

  it("shows the server's message for an expired or invalid code and lets the user try again", async () => {
    mocked.uploadFromPhone.mockRejectedValueOnce(new ApiError({ code: 'FL1010', msg: '二维码已失效，请重新扫码' }));
    mocked.uploadFromPhone.mockRejectedValueOnce(new ApiError({ code: 'FL1011', msg: '二维码上传凭证无效' }));
    open();
    await user().upload(picker(), fileOf('a.jpg', 'image/jpeg'));
    await user().click(screen.getByTestId('h5-submit'));
    expect((await screen.findByTestId('h5-error')).textContent).toContain('二维码已失效，请重新扫码');
    await user().click(screen.getByTestId('h5-submit'));
    await waitFor(() => expect(screen.getByTestId('h5-error').textContent).toContain('二维码上传凭证无效'));
  });

  it('says the link is invalid when the code or token is missing', () => {
    open(`?code=${CODE}`);
    expect(screen.getByText('二维码链接无效')).toBeTruthy();
    expect(picker()).toBeNull();
  });
});

describe('the phone page and the login guards', () => {
  it('leaves the QR code in the phone link alone (it is no login code to exchange)', async () => {
    const { decideGuard } = await import('../../app/guards');
    const query = new URLSearchParams({ code: CODE, token: TOKEN });
    const decision = decideGuard({
      path: '/upload/h5',
      query,
      href: `http://localhost/#/upload/h5?${query.toString()}`,
      pagePath: '/',
      hash: '#/upload/h5',
      routePublic: true,
      matched: true,
      cookies: {},
      hasSession: false,
      restoreTried: false,
      triedCodes: new Set(),
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      publicSiteUrl: undefined,
    });
    expect(decision).toEqual({ do: 'pass' });
  });
});
