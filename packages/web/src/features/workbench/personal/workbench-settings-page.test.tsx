// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './personal-api';
import { SETTINGS, renderScreen } from './test-utils';
import { WorkbenchSettingsPage } from './workbench-settings-page';

vi.mock('./personal-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  settingsGet: vi.fn(),
  settingsSaveCards: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/WorkbenchSettings';

/** The preview's rows, each as its cards' names. */
const previewRows = () =>
  within(screen.getByTestId('settings-preview'))
    .queryAllByTestId('preview-row')
    .map((row) => [...row.querySelectorAll('[data-testid^="preview-"]')].map((c) => c.textContent));

beforeEach(() => {
  vi.clearAllMocks();
  mocked.settingsGet.mockResolvedValue(SETTINGS);
  mocked.settingsSaveCards.mockImplementation(async (cards) => ({ ...SETTINGS, cards, saved: true }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('WorkbenchSettingsPage', () => {
  it('previews the worktable live while cards move and hide, and saves the layout', async () => {
    const { client } = renderScreen(PATH, WorkbenchSettingsPage);
    await screen.findByTestId('card-list');
    expect(previewRows()).toEqual([['待办事项', '通知公告'], ['快捷入口']]);
    expect(screen.getByTestId('settings-save').hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('card-list-up-shortcuts'));
    expect(previewRows()).toEqual([['待办事项'], ['快捷入口'], ['通知公告']]);
    await user.click(screen.getByTestId('card-visible-todos'));
    expect(previewRows()).toEqual([['快捷入口'], ['通知公告']]);
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() =>
      expect(mocked.settingsSaveCards).toHaveBeenCalledWith([
        { key: 'todos', visible: false },
        { key: 'shortcuts', visible: true },
        { key: 'notices', visible: true },
      ]),
    );
    // the worktable reads the saved layout from the same query
    await waitFor(() => expect(client.getQueryData(api.WORKTABLE_SETTINGS_KEY)).toMatchObject({ saved: true }));
    expect(screen.getByTestId('settings-save').hasAttribute('disabled')).toBe(true);
  });

  it('warns when every card is hidden, and restores the defaults', async () => {
    mocked.settingsGet.mockResolvedValue({
      ...SETTINGS,
      cards: [
        { key: 'notices', visible: false },
        { key: 'todos', visible: false },
        { key: 'shortcuts', visible: true },
      ],
    });
    renderScreen(PATH, WorkbenchSettingsPage);
    await screen.findByTestId('card-list');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('card-visible-shortcuts'));
    expect(screen.getByTestId('settings-none-visible').textContent).toContain('所有卡片都已隐藏');
    await user.click(screen.getByTestId('settings-reset'));
    expect(previewRows()).toEqual([['待办事项', '通知公告'], ['快捷入口']]);
  });
});
