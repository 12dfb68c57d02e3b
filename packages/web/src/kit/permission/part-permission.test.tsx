// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import * as client from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../shell/overlays/test-utils';
import { PART_PERMISSION_URL } from './part-permission-api';
import { PartField } from './part-field';
import { usePartPermission } from './use-part-permission';

vi.mock('../../lib/api-client', () => ({ post: vi.fn() }));
const post = vi.mocked(client.post);

const answer = (menuList: { menuKey: string; menuStatus: number }[], code = '0') => ({
  code,
  msg: code === '0' ? 'success' : '失败',
  payload: { menuList },
});

const QUERY = { businessId: 'userManagementList', businessCode: 'userManagementList' };

function Fields() {
  const part = usePartPermission(QUERY);
  return (
    <>
      <PartField part={part} field="phone">
        <Input aria-label="手机号" />
      </PartField>
      <PartField part={part} field="email">
        <Input aria-label="邮箱" />
      </PartField>
      <PartField part={part} field="realName">
        <Input aria-label="姓名" />
      </PartField>
    </>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ session: sessionOf({ userId: 42 }) });
});
afterEach(cleanup);

describe('usePartPermission and PartField', () => {
  it('posts businessId, businessCode and the session user as localUserId', async () => {
    post.mockResolvedValue(answer([]) as never);
    renderHook(() => usePartPermission(QUERY));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(PART_PERMISSION_URL);
    expect(post.mock.calls[0]![1]).toEqual({ ...QUERY, localUserId: 42 });
  });

  it('derives visible (non-zero), editable (2) and all keys', async () => {
    post.mockResolvedValue(
      answer([
        { menuKey: 'phone', menuStatus: 0 },
        { menuKey: 'email', menuStatus: 1 },
        { menuKey: 'realName', menuStatus: 2 },
      ]) as never,
    );
    const { result } = renderHook(() => usePartPermission(QUERY));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect([...result.current.visible].sort()).toEqual(['email', 'realName']);
    expect([...result.current.editable]).toEqual(['realName']);
    expect([...result.current.all].sort()).toEqual(['email', 'phone', 'realName']);
  });

  it('hides status 0, shows visible-not-editable disabled and editable enabled', async () => {
    post.mockResolvedValue(
      answer([
        { menuKey: 'phone', menuStatus: 0 },
        { menuKey: 'email', menuStatus: 1 },
        { menuKey: 'realName', menuStatus: 2 },
      ]) as never,
    );
    render(<Fields />);
    const name = await screen.findByLabelText('姓名');
    expect((name as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('part-field-email').dataset['state']).toBe('disabled');
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });

  it('sends one request for components asking at once, and asks again after it settled', async () => {
    let resolve: (v: unknown) => void = () => {};
    post.mockReturnValue(
      new Promise((r) => {
        resolve = r;
      }) as never,
    );
    const first = render(
      <>
        <Fields />
        <Fields />
      </>,
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await act(async () => resolve(answer([{ menuKey: 'email', menuStatus: 2 }])));
    expect(await screen.findAllByLabelText('邮箱')).toHaveLength(2);
    expect(post).toHaveBeenCalledTimes(1);
    first.unmount();
    post.mockResolvedValue(answer([{ menuKey: 'email', menuStatus: 2 }]) as never);
    render(<Fields />);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });

  it('shows nothing when the answer has a non-0 code', async () => {
    post.mockResolvedValue(answer([{ menuKey: 'email', menuStatus: 2 }], '500') as never);
    const { result } = renderHook(() => usePartPermission(QUERY));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.visible.size).toBe(0);
    expect(result.current.editable.size).toBe(0);
  });

  it('shows nothing when the call is rejected (the request layer rejects non-0 codes)', async () => {
    post.mockRejectedValue(new Error('业务失败'));
    render(<Fields />);
    await waitFor(() => expect(post).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByLabelText('邮箱')).toBeNull();
    expect(screen.queryByLabelText('姓名')).toBeNull();
  });

  it('asks nothing and shows nothing without a session', async () => {
    useSessionStore.setState({ session: null });
    const { result } = renderHook(() => usePartPermission(QUERY));
    await new Promise((r) => setTimeout(r, 10));
    expect(post).not.toHaveBeenCalled();
    expect(result.current.visible.size).toBe(0);
    expect(result.current.loading).toBe(false);
  });
});
