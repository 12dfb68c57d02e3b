// Test helpers of the home pages. The tests mock '../worktable/worktable-api' themselves (vi.mock is
// per file); these helpers act on those mocks.
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from '../../shell/test-utils';
import * as worktableApi from './worktable-api';

/** Renders `Page` at `path`; any other path shows the marker `elsewhere`. */
export function renderPage(path: string, Page: ComponentType) {
  return renderRoutes(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  ).router;
}

/** The user's settings as the server answers them while none is saved. */
export const DEFAULT_SETTINGS = {
  cards: [
    { key: 'todos' as const, visible: true },
    { key: 'notices' as const, visible: true },
    { key: 'shortcuts' as const, visible: true },
  ],
  todoKinds: null,
  noticeLevels: null,
  notifySms: false,
  notifyMail: false,
  phone: '13800000002',
  email: null,
  saved: false,
};

/** The worktable cards answer empty lists and no todos; the settings are the defaults. */
export function mockEmptyWorktable() {
  vi.mocked(worktableApi.fetchWorkbenchSettings).mockResolvedValue(DEFAULT_SETTINGS);
  vi.mocked(worktableApi.fetchPendingTodos).mockResolvedValue([]);
  vi.mocked(worktableApi.fetchTodoCount).mockResolvedValue(0);
  vi.mocked(worktableApi.fetchLatestNotices).mockResolvedValue([]);
  vi.mocked(worktableApi.fetchShortcuts).mockResolvedValue([]);
}
