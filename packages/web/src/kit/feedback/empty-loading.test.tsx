// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../lib/i18n';
import { EmptyMask } from './empty-mask';
import { LoadingText } from './loading-text';

afterEach(cleanup);

describe('EmptyMask', () => {
  it("says '暂无数据' by default and '未查询到结果' after a search", () => {
    const { rerender } = render(<EmptyMask />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<EmptyMask searched />);
    expect(screen.getByText('未查询到结果')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('LoadingText', () => {
  it("says '正在努力加载中，请稍后...' as a status", () => {
    render(<LoadingText />);
    expect(screen.getByRole('status').textContent).toContain('正在努力加载中，请稍后...');
  });
});
