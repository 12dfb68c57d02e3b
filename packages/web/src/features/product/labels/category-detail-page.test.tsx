// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { CategoryDetailPage } from './category-detail-page';
import { replies, resetFake, sent, page } from './fake-staff';
import { CATEGORY_OPTIONS, FEATURE, IMPLANT, PROMOTION, STERILE, renderScreen, visible } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', async () => {
  const fake = await import('./fake-staff');
  return { request: fake.fakeRequest, post: fake.fakePost };
});

const PATH = '/merchants/management/labelClassification/labelDetail';
const BOTH = ['pd.labelCategory.edit', 'pd.labelList.edit'];

beforeEach(() => {
  resetFake();
  replies[STAFF_API.labelCategoryDetail] = (d: Record<string, unknown>) => (d['id'] === 5 ? PROMOTION : FEATURE);
  replies[STAFF_API.labelTabulationQuery] = page([STERILE, IMPLANT]);
  replies[STAFF_API.labelCategoryOptions] = CATEGORY_OPTIONS;
  replies[STAFF_API.labelTabulationSave] = (d: Record<string, unknown>) => ({ ...STERILE, ...d, id: 20 });
  replies[STAFF_API.labelCategoryDelete] = null;
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CategoryDetailPage', () => {
  it("shows the category and its labels (only this category's) as tags", async () => {
    renderScreen(`${PATH}?id=1`, PATH, CategoryDetailPage, BOTH);
    await screen.findByText('PRODUCT_FEATURE');
    expect(sent(STAFF_API.labelCategoryDetail)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(sent(STAFF_API.labelTabulationQuery)[0]).toEqual({ categoryId: 1, page: 1, pageSize: 20 }));
    const table = screen.getByTestId('category-label-table');
    expect(await within(table).findByText('植入类')).toBeTruthy();
    expect(within(table).getByText('无菌').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.queryByTestId('category-disabled-note')).toBeNull();
  });

  it('adds a label preset to this category, with the default colour', async () => {
    const user = userEvent.setup();
    renderScreen(`${PATH}?id=1`, PATH, CategoryDetailPage, BOTH);
    await user.click(await screen.findByTestId('label-add'));
    const dialog = await screen.findByTestId('label-form');
    await user.type(within(dialog).getByTestId('label-name'), '带针');
    expect(within(dialog).getByTestId('label-preview').textContent).toBe('带针');
    await user.click(screen.getByTestId('label-form-save'));
    await waitFor(() =>
      expect(sent(STAFF_API.labelTabulationSave)).toEqual([
        { categoryId: 1, name: '带针', colour: '#1677FF', sort: 0, remark: '', enabled: true },
      ]),
    );
  });

  it('says a disabled category hides its labels; deleting it (empty) asks, then goes back to the list', async () => {
    const user = userEvent.setup();
    replies[STAFF_API.labelTabulationQuery] = page([]);
    const router = renderScreen(`${PATH}?id=5`, PATH, CategoryDetailPage, BOTH);
    expect(await screen.findByTestId('category-disabled-note')).toBeTruthy();
    expect(await screen.findByText('该分类下还没有标签')).toBeTruthy();
    await user.click(screen.getByTestId('category-delete'));
    expect(await screen.findByText('确认删除分类“促销活动”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelCategoryDelete)).toEqual([{ id: 5 }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchants/management/labelClassification'));
    // the deleted category is not read again
    expect(sent(STAFF_API.labelCategoryDetail)).toHaveLength(1);
  });

  it('edits nothing without the buttons, and shows a missing category as not found', async () => {
    renderScreen(`${PATH}?id=1`, PATH, CategoryDetailPage, []);
    await screen.findByText('PRODUCT_FEATURE');
    expect(await within(screen.getByTestId('category-label-table')).findByText('无菌')).toBeTruthy();
    expect(visible('label-11')).toBeTruthy();
    expect(screen.queryByTestId('category-edit')).toBeNull();
    expect(screen.queryByTestId('label-add')).toBeNull();
    expect(screen.queryAllByTestId('label-edit-11')).toHaveLength(0);
    cleanup();
    renderScreen(`${PATH}?id=x`, PATH, CategoryDetailPage, BOTH);
    expect(await screen.findByTestId('label-category-not-found')).toBeTruthy();
  });
});
