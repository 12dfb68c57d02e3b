// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import '../../lib/i18n';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import { renderRoutes } from '../test-utils';
import * as api from './header-api';
import { PositionMenu } from './position-menu';
import * as rules from './position-switch';

// antd forms and dropdowns under happy-dom are slow on a shared machine
vi.setConfig({ testTimeout: 20_000 });

vi.mock('./header-api', () => ({ fetchPositions: vi.fn(), chooseCompany: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('./position-switch', async (importOriginal) => {
  const actual = await importOriginal<typeof rules>();
  return { ...actual, switchPosition: vi.fn() };
});

const positions = (count: number): PositionEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    companyId: i + 1,
    companyName: `企业${i + 1}号`,
    positionName: `岗位${i + 1}`,
    ifLast: i === 0,
  }));

function renderMenu(session: Session = sessionOf({ companyId: 1, companyName: '企业1号', positionName: '岗位1' })) {
  useSessionStore.getState().signIn(session);
  return renderRoutes(
    [
      { path: '/worktable', element: <PositionMenu session={session} /> },
      { path: '/newWorkbench', element: <p data-testid="at-new-workbench">new</p> },
    ],
    '/worktable',
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('position-menu'));
  await screen.findByTestId('position-item-1');
  return user;
}

beforeEach(() => {
  vi.mocked(api.fetchPositions).mockResolvedValue(positions(10));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
});

describe('PositionMenu', () => {
  it('shows the current company and position, and the platform-admin label without a company name', () => {
    renderMenu(sessionOf({ companyName: '', positionName: '', companyId: 0 }));
    expect(screen.getByTestId('position-menu').textContent).toContain('平台管理员');
    cleanup();
    renderMenu();
    expect(screen.getByTestId('position-menu').textContent).toContain('企业1号 · 岗位1');
    // the list is only fetched once the menu opens
    expect(api.fetchPositions).not.toHaveBeenCalled();
  });

  it('has no search box with 10 entries and no scrolling list', async () => {
    renderMenu();
    await openMenu();
    expect(screen.getByTestId('position-item-10')).toBeTruthy();
    expect(screen.queryByTestId('position-search')).toBeNull();
    expect(screen.getByTestId('position-list').style.maxHeight).toBe('');
  });

  it('offers the search box with 11 entries, filters by company name and keeps the box while text is typed', async () => {
    vi.mocked(api.fetchPositions).mockResolvedValue(positions(11));
    renderMenu();
    const user = await openMenu();
    // the search box is a chunk of its own, requested when the menu opens
    const box = (await screen.findByTestId('position-search')) as HTMLInputElement;
    // the test id sits on the input itself, so e2e can fill it
    expect(box.tagName).toBe('INPUT');
    await user.type(box, '企业11');
    await waitFor(() => expect(screen.queryByTestId('position-item-1')).toBeNull());
    expect(screen.getByTestId('position-item-11')).toBeTruthy();
    expect(screen.getByTestId('position-search')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '没有这家');
    expect(await screen.findByText('未查询到结果')).toBeTruthy();
    expect(screen.getByTestId('position-search')).toBeTruthy();
  });

  it('scrolls the list above 13 entries within 500 px', async () => {
    vi.mocked(api.fetchPositions).mockResolvedValue(positions(14));
    renderMenu();
    await openMenu();
    const list = screen.getByTestId('position-list');
    expect(list.style.maxHeight).toBe('500px');
    expect(list.style.overflowY).toBe('auto');
  });

  it('says 当前已是该岗位 for the current position and does not switch', async () => {
    renderMenu();
    const user = await openMenu();
    await user.click(screen.getByTestId('position-item-1'));
    expect(await screen.findByText('当前已是该岗位')).toBeTruthy();
    expect(rules.switchPosition).not.toHaveBeenCalled();
  });

  it('switches to another position and opens the returned route', async () => {
    vi.mocked(rules.switchPosition).mockResolvedValue({ switched: true, path: '/newWorkbench' });
    const { router } = renderMenu();
    const user = await openMenu();
    await user.click(screen.getByTestId('position-item-7'));
    await screen.findByTestId('at-new-workbench');
    expect(router.state.location.pathname).toBe('/newWorkbench');
    expect(vi.mocked(rules.switchPosition).mock.calls[0]?.[0]).toBe(7);
    expect(vi.mocked(rules.switchPosition).mock.calls[0]?.[1]).toMatchObject({ currentCompanyId: 1 });
  });

  it('stays put and usable when the switch is refused', async () => {
    vi.mocked(rules.switchPosition).mockRejectedValue(new Error('SC1021'));
    const { router } = renderMenu();
    const user = await openMenu();
    await user.click(screen.getByTestId('position-item-3'));
    await waitFor(() => expect((screen.getByTestId('position-menu') as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/worktable');
  });
});
