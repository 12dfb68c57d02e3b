// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WordLimitTextArea } from './word-limit-textarea';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('WordLimitTextArea', () => {
  it('shows the count against the limit and stops at it', async () => {
    const { container } = render(<WordLimitTextArea aria-label="remark" maxlength={5} />);
    expect(container.textContent).toContain('0 / 5');
    await userEvent.setup().type(screen.getByLabelText('remark'), 'abcdefg');
    expect((screen.getByLabelText('remark') as HTMLTextAreaElement).value).toBe('abcde');
    expect(container.textContent).toContain('5 / 5');
  });

  it('defaults to a limit of 200', () => {
    const { container } = render(<WordLimitTextArea aria-label="remark" />);
    expect(container.textContent).toContain('0 / 200');
  });
});
