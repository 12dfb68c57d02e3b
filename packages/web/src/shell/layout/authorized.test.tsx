// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Authorized, useHasButton } from './authorized';
import { useMenuStore } from '../../lib/menu-store';

beforeEach(() => {
  useMenuStore.getState().reset();
});
afterEach(cleanup);

describe('button permissions', () => {
  it('renders the children only while the user holds the code', () => {
    render(
      <Authorized code="sys.user.add">
        <button type="button">新增用户</button>
      </Authorized>,
    );
    expect(screen.queryByText('新增用户')).toBeNull();
    act(() => useMenuStore.setState({ permissions: [{ buttonCode: 'sys.user.add', buttonName: '新增用户' }] }));
    expect(screen.getByText('新增用户')).toBeTruthy();
    act(() => useMenuStore.getState().reset());
    expect(screen.queryByText('新增用户')).toBeNull();
  });

  it('counts the buttons of the menu tree as well as the button list', () => {
    const { result } = renderHook(() => useHasButton('fc.product.edit'));
    expect(result.current).toBe(false);
    act(() => useMenuStore.setState({ buttonRoles: [{ buttonCode: 'fc.product.edit', buttonName: '编辑产品' }] }));
    expect(result.current).toBe(true);
  });
});
