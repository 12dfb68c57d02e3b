// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { CategoryListPage } from './category-list-page';
import { replies, resetFake, sent, page } from './fake-staff';
import { FEATURE, PROMOTION, renderScreen, visible } from './test-utils';

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

const PATH = '/merchants/management/labelClassification';
const EDIT = ['pd.labelCategory.edit'];

beforeEach(() => {
  resetFake();
  replies[STAFF_API.labelCategoryQuery] = page([FEATURE, PROMOTION]);
  replies[STAFF_API.labelCategoryUpdateStatus] = (d: Record<string, unknown>) => ({ ...FEATURE, enabled: d['enabled'] });
  replies[STAFF_API.labelCategoryDelete] = null;
  replies[STAFF_API.labelCategorySave] = (d: Record<string, unknown>) => ({ ...PROMOTION, ...d, id: 9 });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CategoryListPage', () => {
  it('lists the categories (page 1 of 20) with applies-to, enabled / total labels and status; searches by keyword', async () => {
    const user = userEvent.setup();
    const router = renderScreen(PATH, PATH, CategoryListPage, EDIT);
    await screen.findByText('PRODUCT_FEATURE');
    expect(sent(STAFF_API.labelCategoryQuery)[0]).toEqual({ page: 1, pageSize: 20 });
    const table = screen.getByTestId('label-category-table');
    expect(within(table).getByText('1 / 2')).toBeTruthy();
    expect(within(table).getAllByText('产品').length).toBe(2);
    expect(visible('status-5').textContent).toBe('停用');
    await user.type(screen.getByPlaceholderText('请输入分类名称或编码'), 'feature');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(sent(STAFF_API.labelCategoryQuery).at(-1)).toEqual({ keyword: 'feature', page: 1, pageSize: 20 }));
    // the searched page has rendered: while it loads, the table's overlay takes the pointer
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    await user.click(visible('category-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/labelDetail`));
    expect(router.state.location.search).toBe('?id=1');
  });

  it('disables a category after the confirm naming what it hides', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, CategoryListPage, EDIT);
    await screen.findByText('PRODUCT_FEATURE');
    await user.click(visible('category-toggle-1'));
    expect(await screen.findByText('停用分类“产品特性”后，其下的标签将不再出现在可选标签中。确认停用吗？')).toBeTruthy();
    expect(sent(STAFF_API.labelCategoryUpdateStatus)).toEqual([]);
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelCategoryUpdateStatus)).toEqual([{ id: 1, enabled: false }]));
    // the list is read again
    await waitFor(() => expect(sent(STAFF_API.labelCategoryQuery).length).toBe(2));
  });

  it('does not delete a category with labels (the message names the count); deletes an empty one after the confirm', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, CategoryListPage, EDIT);
    await screen.findByText('PRODUCT_FEATURE');
    await user.click(visible('category-delete-1'));
    expect(await screen.findByText('分类“产品特性”下还有2个标签，请先删除标签')).toBeTruthy();
    await user.click(visible('category-delete-5'));
    expect(await screen.findByText('确认删除分类“促销活动”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelCategoryDelete)).toEqual([{ id: 5 }]));
  });

  it('adds a category: the code is checked before sending, the defaults go with the save', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, PATH, CategoryListPage, EDIT);
    await user.click(await screen.findByTestId('category-add'));
    const dialog = await screen.findByTestId('category-form');
    await user.type(within(dialog).getByTestId('category-name'), '包装规格');
    await user.type(within(dialog).getByTestId('category-code'), '1pack');
    await user.click(screen.getByTestId('category-form-save'));
    expect(await screen.findByText('分类编码只能包含字母、数字、下划线和横线，并以字母开头')).toBeTruthy();
    expect(sent(STAFF_API.labelCategorySave)).toEqual([]);
    await user.clear(within(dialog).getByTestId('category-code'));
    await user.type(within(dialog).getByTestId('category-code'), 'PACKING');
    await user.click(screen.getByTestId('category-form-save'));
    await waitFor(() =>
      expect(sent(STAFF_API.labelCategorySave)).toEqual([
        { name: '包装规格', code: 'PACKING', appliesTo: 'product', sort: 0, description: '', enabled: true },
      ]),
    );
  });

  it('shows no add, edit, status or delete without pd.labelCategory.edit', async () => {
    renderScreen(PATH, PATH, CategoryListPage, []);
    await screen.findByText('PRODUCT_FEATURE');
    expect(screen.queryByTestId('category-add')).toBeNull();
    expect(screen.queryAllByTestId('category-edit-1')).toHaveLength(0);
    expect(screen.queryAllByTestId('category-toggle-1')).toHaveLength(0);
    expect(screen.queryAllByTestId('category-delete-1')).toHaveLength(0);
  });
});
