// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import '../../lib/i18n';
import { isConfirmCancelled, useConfirm, DIALOG_WIDTHS, type ConfirmOptions } from './confirm-dialog';
import { Dialog } from './dialog';
import { DIALOG_THROTTLE_MS, throttleLeading } from './throttle';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function Trigger({ options, onSettled }: { options?: ConfirmOptions; onSettled: (outcome: string) => void }) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={() =>
        confirm(options).then(
          () => onSettled('confirmed'),
          (e: unknown) => onSettled(isConfirmCancelled(e) ? 'cancelled' : 'error'),
        )
      }
    >
      删除记录
    </Button>
  );
}

const open = async (options?: ConfirmOptions) => {
  const onSettled = vi.fn();
  render(
    <App>
      <Trigger options={options} onSettled={onSettled} />
    </App>,
  );
  await userEvent.click(screen.getByRole('button', { name: '删除记录' }));
  return onSettled;
};

const dialogWidth = async () => (await screen.findByRole('dialog')).closest<HTMLElement>('.ant-modal')!.style.width;

describe('ConfirmDialog', () => {
  it("asks '确认删除这条记录吗？' by default and resolves on confirm", async () => {
    const onSettled = await open();
    expect(await screen.findByText('确认删除这条记录吗？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('confirmed'));
  });

  it('rejects on cancel', async () => {
    const onSettled = await open({ content: '确认停用该用户吗？' });
    expect(await screen.findByText('确认停用该用户吗？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('cancelled'));
  });

  it('is 388 wide by default, 600 for middle and 420 for delete', async () => {
    expect(DIALOG_WIDTHS).toEqual({ default: 388, middle: 600, delete: 420 });
    await open();
    expect(await dialogWidth()).toBe('388px');
    cleanup();
    document.body.innerHTML = '';
    await open({ size: 'middle' });
    expect(await dialogWidth()).toBe('600px');
    cleanup();
    document.body.innerHTML = '';
    await open({ size: 'delete' });
    expect(await dialogWidth()).toBe('420px');
  });

  it('throttles its buttons to 1500 ms: a double click confirms once', async () => {
    vi.useFakeTimers();
    try {
      const act1 = vi.fn();
      const throttled = throttleLeading(act1, DIALOG_THROTTLE_MS);
      throttled();
      throttled();
      vi.advanceTimersByTime(DIALOG_THROTTLE_MS - 1);
      throttled();
      expect(act1).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      throttled();
      expect(act1).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    const onOk = vi.fn();
    render(
      <Dialog open title="编辑" onOk={onOk}>
        内容
      </Dialog>,
    );
    const ok = await screen.findByRole('button', { name: /确\s*定|OK/ });
    await act(async () => {
      ok.click();
      ok.click();
    });
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
