// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as download from '../../lib/download';
import { ApiError } from '../../lib/api-error';
import { EXPORT_TIMEOUT_MS, ExportButton } from './export-button';

vi.mock('../../lib/download', () => ({ downloadFile: vi.fn() }));
const downloadFile = vi.mocked(download.downloadFile);

beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

describe('ExportButton', () => {
  it('POSTs the body, is loading until the file is saved under the server name, then reports it', async () => {
    let finish: (v: download.DownloadResult) => void = () => undefined;
    downloadFile.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<ExportButton url="/m-staff-center/api/v1/merchantUser/export" body={{ status: '1' }} onDone={onDone} />);
    const button = screen.getByRole('button', { name: /导出/ });
    await user.click(button);
    expect(downloadFile).toHaveBeenCalledWith({
      url: '/m-staff-center/api/v1/merchantUser/export',
      method: 'POST',
      data: { status: '1' },
      timeout: EXPORT_TIMEOUT_MS,
    });
    // no fileName: downloadFile saves under the Content-Disposition name
    expect(downloadFile.mock.calls[0]![0]).not.toHaveProperty('fileName');
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    finish({ ok: true, fileName: '用户列表-20261122.xlsx' });
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(onDone).toHaveBeenCalledWith({ ok: true, fileName: '用户列表-20261122.xlsx' });
  });

  it('stops loading after a refusal (the request layer already showed its message)', async () => {
    const error = new ApiError({ code: 'SC1070', msg: '导出条数超过10000条，请缩小查询范围' });
    downloadFile.mockResolvedValue({ ok: false, error });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<ExportButton url="/x" body={{}} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: false, error }));
    // the loading state ends in the render after the answer (the callback may run first)
    await waitFor(() => expect(screen.getByRole('button', { name: /导出/ }).className).not.toContain('ant-btn-loading'));
  });
});
