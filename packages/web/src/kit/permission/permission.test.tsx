// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { useMenuStore } from '../../lib/menu-store';
import { Permission, permissionPasses, usePermission } from './permission';

const own = (...codes: string[]) =>
  act(() => useMenuStore.setState({ permissions: codes.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));

beforeEach(() => useMenuStore.getState().reset());
afterEach(cleanup);

describe('Permission', () => {
  it('passes when no code is given (undefined, null, empty string, empty list)', () => {
    for (const code of [undefined, null, '', []]) {
      const { result } = renderHook(() => usePermission(code));
      expect(result.current).toBe(true);
    }
  });

  it('hides a registered key the user does not own and shows it once owned', () => {
    render(
      <Permission code="fc.product.edit">
        <button type="button">编辑</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    own('fc.product.edit');
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('reads the buttons of the entered app tree as owned too', () => {
    const { result } = renderHook(() => usePermission('sys.duty.update'));
    expect(result.current).toBe(false);
    act(() => useMenuStore.setState({ buttonRoles: [{ buttonCode: 'sys.duty.update', buttonName: '编辑职务' }] }));
    expect(result.current).toBe(true);
  });

  it('accepts a code object carrying a code', () => {
    const { result } = renderHook(() => usePermission({ code: 'pt.productCategory.add' }));
    expect(result.current).toBe(false);
    own('pt.productCategory.add');
    expect(result.current).toBe(true);
  });

  it('passes a list when any of its codes passes', () => {
    const { result } = renderHook(() => usePermission(['fc.product.audit', { code: 'fc.product.commit' }]));
    expect(result.current).toBe(false);
    own('fc.product.commit');
    expect(result.current).toBe(true);
  });

  it('lets a key that is neither registered nor owned through (not under permission control)', () => {
    expect(permissionPasses('demo.not.registered', () => false)).toBe(true);
    expect(permissionPasses('fc.product.detail', () => false)).toBe(false);
    expect(permissionPasses('fc.product.detail', (c) => c === 'fc.product.detail')).toBe(true);
  });

  it('hides again when the session signs out (the menu store resets)', () => {
    own('policy.management.review.button');
    render(
      <Permission code="policy.management.review.button" fallback={<span>无权限</span>}>
        <span>审核</span>
      </Permission>,
    );
    expect(screen.getByText('审核')).toBeTruthy();
    act(() => useMenuStore.getState().reset());
    expect(screen.queryByText('审核')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });
});
