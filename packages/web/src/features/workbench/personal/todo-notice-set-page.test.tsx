// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_ITEM_KIND_CODES } from '@medportal/contracts/worktable/workbench-rules';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './personal-api';
import { SETTINGS, renderScreen } from './test-utils';
import { TodoNoticeSetPage } from './todo-notice-set-page';

vi.mock('./personal-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  settingsGet: vi.fn(),
  settingsSavePreferences: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/todoNoticeSet';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.settingsGet.mockResolvedValue(SETTINGS);
  mocked.settingsSavePreferences.mockImplementation(async (body) => ({ ...SETTINGS, ...body, saved: true }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('TodoNoticeSetPage', () => {
  it('shows every kind and level ticked by default and where SMS and mail would go', async () => {
    renderScreen(PATH, TodoNoticeSetPage);
    const kinds = await screen.findByTestId('todo-kinds');
    expect(within(kinds).getAllByRole('checkbox')).toHaveLength(WORK_ITEM_KIND_CODES.length);
    expect(
      within(kinds)
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
    expect(kinds.textContent).toContain('订单提交审批');
    expect(kinds.textContent).toContain('首营资料审核');
    expect(screen.getByTestId('notify-sms-target').textContent).toBe('发送至 13800000002');
    expect(screen.getByTestId('notify-mail-target').textContent).toBe('发送至 liujianhua@kangrui-med.cn');
    expect(screen.getByTestId('prefs-save').hasAttribute('disabled')).toBe(true);
  });

  it('saves the chosen kinds and levels and the SMS switch; all ticked is saved as all (null)', async () => {
    renderScreen(PATH, TodoNoticeSetPage);
    await screen.findByTestId('todo-kinds');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('kinds-all'));
    await user.click(screen.getByRole('checkbox', { name: '订单提交审批' }));
    await user.click(screen.getByRole('checkbox', { name: '普通' }));
    await user.click(screen.getByTestId('notify-sms'));
    await user.click(screen.getByTestId('prefs-save'));
    await waitFor(() =>
      expect(mocked.settingsSavePreferences).toHaveBeenCalledWith({
        todoKinds: ['ORDER_SUBMIT'],
        noticeLevels: ['important'],
        notifySms: true,
        notifyMail: false,
      }),
    );
    await user.click(screen.getByTestId('kinds-all'));
    await user.click(screen.getByRole('checkbox', { name: '普通' }));
    await user.click(screen.getByTestId('prefs-save'));
    await waitFor(() =>
      expect(mocked.settingsSavePreferences).toHaveBeenLastCalledWith({
        todoKinds: null,
        noticeLevels: null,
        notifySms: true,
        notifyMail: false,
      }),
    );
  });

  it('says when no phone or mail is set and keeps that switch off, also when it was saved on', async () => {
    mocked.settingsGet.mockResolvedValue({ ...SETTINGS, phone: null, email: null, notifySms: true });
    renderScreen(PATH, TodoNoticeSetPage);
    const sms = await screen.findByTestId('notify-sms');
    expect(sms.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('notify-sms-target').textContent).toBe('您还没有设置手机号，请先在个人中心设置');
    expect(screen.getByTestId('notify-mail-target').textContent).toBe('您还没有设置邮箱，请先在个人中心设置');
    expect(screen.getByTestId('notify-mail').hasAttribute('disabled')).toBe(true);
    expect(sms.getAttribute('aria-checked')).toBe('false');
  });
});
