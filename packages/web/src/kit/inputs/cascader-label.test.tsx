// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CascaderLabel, cutLabel } from './cascader-label';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const LONG = '江苏省南京市鼓楼区中山北路医疗器械产业园';

describe('CascaderLabel', () => {
  it('keeps a label of 15 characters or fewer as it is', () => {
    expect(cutLabel('一二三四五六七八九十一二三四五')).toBe('一二三四五六七八九十一二三四五');
    render(<CascaderLabel label="南京市" />);
    expect(screen.getByText('南京市')).toBeTruthy();
    expect(screen.queryByTestId('cascader-label-cut')).toBeNull();
  });

  it('cuts a longer label at 15 characters with an ellipsis and shows the whole in a tooltip', async () => {
    expect(cutLabel(LONG)).toBe(`${LONG.slice(0, 15)}…`);
    render(<CascaderLabel label={LONG} />);
    const cut = screen.getByTestId('cascader-label-cut');
    expect(cut.textContent).toBe(`${LONG.slice(0, 15)}…`);
    await userEvent.setup().hover(cut);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });
});
