// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { LabelListPage } from './label-list-page';
import { replies, resetFake, sent, page } from './fake-staff';
import { CATEGORY_OPTIONS, IMPLANT, SALE, STERILE, renderScreen, visible } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', async () => {
  const fake = await import('./fake-staff');
  return { request: fake.fakeRequest, post: fake.fakePost };
});
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));

const PATH = '/merchants/management/labelList';
const EDIT = ['pd.labelList.edit'];

beforeEach(() => {
  resetFake();
  replies[STAFF_API.labelTabulationQuery] = page([STERILE, IMPLANT, SALE]);
  replies[STAFF_API.labelCategoryOptions] = CATEGORY_OPTIONS;
  replies[STAFF_API.labelTabulationUpdateStatus] = (d: Record<string, unknown>) => ({ ...IMPLANT, enabled: d['enabled'] });
  replies[STAFF_API.labelTabulationDelete] = null;
  replies[STAFF_API.labelTabulationUpdate] = (d: Record<string, unknown>) => ({ ...STERILE, ...d });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('LabelListPage', () => {
  it('lists labels as coloured tags with their category (a disabled one marked); filters by category', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, LabelListPage, EDIT);
    const table = await screen.findByTestId('label-table');
    expect(await within(table).findByText('年终特惠')).toBeTruthy();
    expect(sent(STAFF_API.labelTabulationQuery)[0]).toEqual({ page: 1, pageSize: 20 });
    expect(within(table).getByText('无菌').closest('.ant-tag')).toBeTruthy();
    expect(visible('category-off-13').textContent).toBe('停用');
    expect(screen.queryAllByTestId('category-off-11')).toHaveLength(0);
    await user.click(within(screen.getByTestId('search-item-categoryId')).getByRole('combobox'));
    await user.click(await screen.findByText('促销活动（已停用）', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(sent(STAFF_API.labelTabulationQuery).at(-1)).toEqual({ categoryId: 5, page: 1, pageSize: 20 }));
  });

  it('enables a disabled label after the confirm', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, LabelListPage, EDIT);
    await screen.findByText('年终特惠');
    expect(visible('label-toggle-12').textContent).toBe('启用');
    await user.click(visible('label-toggle-12'));
    expect(await screen.findByText('确认启用标签“植入类”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelTabulationUpdateStatus)).toEqual([{ id: 12, enabled: true }]));
  });

  it('asks before deleting a label; a cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, LabelListPage, EDIT);
    await screen.findByText('年终特惠');
    await user.click(visible('label-delete-11'));
    expect(await screen.findByText('确认删除标签“无菌”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(sent(STAFF_API.labelTabulationDelete)).toEqual([]);
  });

  it('edits a label in the dialog, starting from its values', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, LabelListPage, EDIT);
    await screen.findByText('年终特惠');
    await user.click(visible('label-edit-11'));
    const dialog = await screen.findByTestId('label-form');
    const name = within(dialog).getByTestId('label-name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('无菌'));
    await user.clear(name);
    await user.type(name, '无菌包装');
    await user.click(screen.getByTestId('label-form-save'));
    await waitFor(() =>
      expect(sent(STAFF_API.labelTabulationUpdate)).toEqual([
        { id: 11, categoryId: 1, name: '无菌包装', colour: '#52C41A', sort: 10, remark: '经环氧乙烷或辐照灭菌' },
      ]),
    );
  });

  it('shows no add, edit, status or delete without pd.labelList.edit', async () => {
    renderScreen(PATH, PATH, LabelListPage, []);
    await screen.findByText('年终特惠');
    expect(screen.queryByTestId('label-add')).toBeNull();
    expect(screen.queryAllByTestId('label-edit-11')).toHaveLength(0);
    expect(screen.queryAllByTestId('label-delete-11')).toHaveLength(0);
  });
});
