// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as api from '../../kit/upload/upload-api';
import * as viewerApi from '../../kit/viewer/viewer-api';
import { sessionOf } from '../../shell/overlays/test-utils';
import { UploadDemoPage } from './upload-demo-page';

vi.mock('../../kit/upload/upload-api', () => ({
  uploadFile: vi.fn(),
  createQrCode: vi.fn(),
  fetchQrFile: vi.fn(),
  cancelQrCode: vi.fn(),
  uploadFromPhone: vi.fn(),
}));
vi.mock('../../kit/viewer/viewer-api', () => ({ fetchFileBlob: vi.fn() }));
const mocked = vi.mocked(api);

const open = () => {
  const router = createMemoryRouter([{ path: '/demo/upload', Component: UploadDemoPage }], { initialEntries: ['/demo/upload'] });
  render(<RouterProvider router={router} />);
};
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:local');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(viewerApi.fetchFileBlob).mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ session: null });
});

describe('UploadDemoPage (/demo/upload)', () => {
  it('asks a visitor without a session to log in and come back', () => {
    useSessionStore.setState({ session: null });
    open();
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });

  it('lists an uploaded file and previews a PDF in the 1000 px previewer', async () => {
    useSessionStore.setState({ session: sessionOf() });
    mocked.uploadFile.mockResolvedValue('/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=pdf00001');
    open();
    const list = screen.getByTestId('upload-demo-list');
    expect(within(list).getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: /扫码上传/ })).toBeTruthy();
    const input = screen.getByTestId('upload-demo').querySelector('.ant-upload input[type=file]') as HTMLInputElement;
    await user().upload(input, new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(list).getByText('已上传')).toBeTruthy());
    expect(within(list).getByText('contract.pdf')).toBeTruthy();
    await user().click(within(list).getByTestId('upload-demo-preview'));
    const frame = await screen.findByTestId('pdf-frame');
    expect((frame.closest('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(viewerApi.fetchFileBlob).toHaveBeenCalledWith('/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=pdf00001');
  });

  it('previews an uploaded image in the viewer', async () => {
    useSessionStore.setState({ session: sessionOf() });
    mocked.uploadFile.mockResolvedValue('/dl?fileCode=img00001');
    open();
    const single = screen.getByTestId('upload-demo-single');
    await user().upload(
      single.querySelector('input[type=file]') as HTMLInputElement,
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    const list = screen.getByTestId('upload-demo-list');
    await waitFor(() => expect(within(list).getByText('已上传')).toBeTruthy());
    // the single-file example hides its picker once it holds its one file
    expect(single.querySelector('.ant-upload-select')).toBeNull();
    await user().click(within(list).getByTestId('upload-demo-preview'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect((document.querySelector('.ant-image-preview') as HTMLElement).style.zIndex).toBe('9999');
  });
});
