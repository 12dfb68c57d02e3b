// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../lib/i18n';
import { EmailTagsInput, emailTagsRule } from './email-tags-input';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function Harness({ initial = [] as string[] }) {
  const [list, setList] = useState<string[]>(initial);
  return (
    <>
      <EmailTagsInput value={list} onChange={setList} placeholder="new address" />
      <output data-testid="sent">{JSON.stringify(list)}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? '[]') as string[];
const tags = () => screen.queryAllByTestId('email-tag');

describe('EmailTagsInput', () => {
  it('adds a non-empty entry as a tag on blur; a blank entry adds nothing', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('new address'));
    await user.type(screen.getByPlaceholderText('new address'), '  li@med.cn  ');
    await user.tab();
    expect(sent()).toEqual(['li@med.cn']);
    expect((screen.getByPlaceholderText('new address') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByPlaceholderText('new address'));
    await user.type(screen.getByPlaceholderText('new address'), '   ');
    await user.tab();
    expect(sent()).toEqual(['li@med.cn']);
  });

  it('marks an invalid address with the danger style and a valid one with success', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('new address'), 'not-an-address{Enter}wang@med.cn{Enter}');
    expect(sent()).toEqual(['not-an-address', 'wang@med.cn']);
    const [bad, good] = tags();
    expect(bad?.getAttribute('data-status')).toBe('danger');
    expect(bad?.className).toMatch(/error/);
    expect(good?.getAttribute('data-status')).toBe('success');
    expect(good?.className).toMatch(/success/);
  });

  it('removes a tag edited down to nothing and replaces an edited one', async () => {
    render(<Harness initial={['a@med.cn', 'b@med.cn']} />);
    const user = userEvent.setup();
    await user.dblClick(screen.getByText('a@med.cn'));
    const editor = screen.getByLabelText('编辑邮箱');
    await user.clear(editor);
    await user.tab();
    expect(sent()).toEqual(['b@med.cn']);
    await user.dblClick(screen.getByText('b@med.cn'));
    await user.clear(screen.getByLabelText('编辑邮箱'));
    await user.type(screen.getByLabelText('编辑邮箱'), 'c@med.cn{Enter}');
    expect(sent()).toEqual(['c@med.cn']);
  });

  it('the list rule refuses a list holding an invalid address', async () => {
    const rule = emailTagsRule('请输入正确的邮箱地址');
    await expect(rule.validator(null, ['a@med.cn'])).resolves.toBeUndefined();
    await expect(rule.validator(null, ['a@med.cn', 'oops'])).rejects.toThrow('请输入正确的邮箱地址');
  });
});
