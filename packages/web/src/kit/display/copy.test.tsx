// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import '../../lib/i18n';
import { Copy, useCopy } from './copy';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function CopyButton({ text }: { text: string }) {
  const copy = useCopy();
  return <Button onClick={() => void copy(text)}>复制名称</Button>;
}

describe('Copy', () => {
  it("copies through the clipboard and says '复制成功'", async () => {
    render(
      <App>
        <CopyButton text="TeamOutlined" />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '复制名称' }));
    expect(writeText).toHaveBeenCalledWith('TeamOutlined');
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('says so when the browser refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(
      <App>
        <CopyButton text="x" />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '复制名称' }));
    expect(await screen.findByText('复制失败，请手动复制')).toBeTruthy();
  });

  it("shows antd's copy icon, whose copy also says '复制成功'", async () => {
    render(
      <App>
        <Copy text="13800000003" />
      </App>,
    );
    expect(screen.getByText('13800000003')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /复制/ }));
    // the message, not only the icon's tooltip
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('复制成功'));
  });
});
