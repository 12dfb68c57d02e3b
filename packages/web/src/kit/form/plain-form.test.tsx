// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { joinUrl, splitUrl } from './field-inputs';
import type { FormFieldDef } from './form-field-types';
import { PlainForm } from './plain-form';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const FIELDS: FormFieldDef[] = [
  { field: 'name', type: 'input', label: '名称' },
  { field: 'range', type: 'input-two', label: '区间', placeholder: ['起', '止'] },
  {
    field: 'contact',
    type: 'input-two-select',
    label: '联系方式',
    options: [
      { label: '手机', value: 'mobile' },
      { label: '座机', value: 'tel' },
    ],
    placeholder: ['类型', '号码'],
  },
  { field: 'site', type: 'url', label: '官网' },
  { field: 'sep', type: 'line' },
  {
    field: 'plan',
    type: 'radio-block',
    label: '方案',
    valueDefault: 'basic',
    options: [
      { label: '基础版', value: 'basic', text: '适合小团队' },
      { label: '专业版', value: 'pro', text: '全部功能' },
    ],
  },
  { field: 'info', type: 'text', label: '说明', valueDefault: '只读文字' },
  { field: 'save', type: 'button', label: '提交' },
];

describe('PlainForm', () => {
  it('renders every plain type and submits their values through the button field', async () => {
    const onSubmit = vi.fn();
    render(<PlainForm fields={FIELDS} rules={{ name: [{ required: true, message: '请输入名称' }] }} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(document.querySelector('.ant-divider')).toBeTruthy();
    expect(screen.getByText('只读文字')).toBeTruthy();
    expect(screen.getByText('适合小团队')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByPlaceholderText('请输入名称'), '国科');
    await user.type(screen.getByPlaceholderText('起'), '1');
    await user.type(screen.getByPlaceholderText('止'), '9');
    await user.type(screen.getByPlaceholderText('号码'), '13800000000');
    await user.type(screen.getByPlaceholderText('请输入网址'), 'med.example.cn');
    await user.click(screen.getByText('专业版'));
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '国科',
      range: ['1', '9'],
      contact: ['mobile', '13800000000'],
      site: 'https://med.example.cn',
      plan: 'pro',
    });
  });

  it('url: https:// by default, http:// when chosen, joined to the address', async () => {
    const onSubmit = vi.fn();
    render(
      <PlainForm
        fields={[FIELDS[3] as FormFieldDef, FIELDS[7] as FormFieldDef]}
        mode="edit"
        values={{ site: 'http://old.example.cn' }}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByPlaceholderText('请输入网址') as HTMLInputElement).value).toBe('old.example.cn');
    expect(within(screen.getByTestId('field-site')).getByText('http://')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ site: 'http://old.example.cn' }));
    expect(splitUrl('med.cn')).toEqual({ protocol: 'https://', address: 'med.cn' });
    expect(splitUrl('HTTP://a.cn')).toEqual({ protocol: 'http://', address: 'a.cn' });
    expect(joinUrl('http://', 'a.cn')).toBe('http://a.cn');
    expect(joinUrl('https://', '')).toBe('');
  });

  it('Enter in a text box submits', async () => {
    const onSubmit = vi.fn();
    render(<PlainForm fields={FIELDS} onSubmit={onSubmit} />);
    await userEvent.setup().type(screen.getByPlaceholderText('请输入名称'), 'abc{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'abc', plan: 'basic' })));
  });

  it('a disabled form skips its rules', async () => {
    const onSubmit = vi.fn();
    render(
      <PlainForm
        fields={[FIELDS[0] as FormFieldDef]}
        disabled
        rules={{ name: [{ required: true, message: '请输入名称' }] }}
        onSubmit={onSubmit}
      />,
    );
    expect(document.querySelector('.ant-form-item-required')).toBeNull();
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).disabled).toBe(true);
  });
});
