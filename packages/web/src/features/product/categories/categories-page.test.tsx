// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CategoryNode } from '@medportal/contracts/product/categories.contract';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './categories-api';
import { CATEGORY_BUTTONS, CategoriesPage, filterTree } from './categories-page';

vi.mock('./categories-api', () => ({ getCategoryTree: vi.fn(), addCategory: vi.fn(), updateCategory: vi.fn(), deleteCategory: vi.fn() }));
const mocked = vi.mocked(api);

const TREE: CategoryNode[] = [
  { id: 1, code: '01', name: '有源手术器械', sort: 1, productCount: 0, children: [] },
  {
    id: 14,
    code: '14',
    name: '注输、护理和防护器械',
    sort: 14,
    productCount: 3,
    children: [
      { id: 101, code: '14-01', name: '医用口罩', sort: 1, productCount: 2, children: [] },
      { id: 102, code: '14-02', name: '注射器', sort: 2, productCount: 1, children: [] },
    ],
  },
  { id: 16, code: '16', name: '眼科器械', sort: 16, productCount: 0, children: [] },
];

const PLATFORM = { companyId: 1, companyCode: 'MM0001', companyType: 'MM', adminUser: '1' };

function renderPage(buttons: readonly string[] = Object.values(CATEGORY_BUTTONS), session: Record<string, unknown> = PLATFORM) {
  useSessionStore.getState().signIn(sessionOf(session));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const path = '/merchants/management/products/product-category';
  const router = createMemoryRouter([{ path, Component: CategoriesPage }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked.getCategoryTree.mockResolvedValue(TREE);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  useMenuStore.getState().reset();
});

const table = () => screen.getByTestId('pd-categories-table');
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('filterTree', () => {
  it('keeps a first-level category with the children that match, or all its children when it matches itself', () => {
    expect(filterTree(TREE, '口罩').map((r) => [r.code, r.children?.map((c) => c.code)])).toEqual([['14', ['14-01']]]);
    expect(filterTree(TREE, '眼科').map((r) => r.code)).toEqual(['16']);
    expect(filterTree(TREE, '护理')[0]!.children!.map((c) => c.code)).toEqual(['14-01', '14-02']);
    expect(filterTree(TREE, '').map((r) => r.code)).toEqual(['01', '14', '16']);
  });
});

describe('CategoriesPage', () => {
  it('shows the first level with product counts and opens the matches of a search', async () => {
    renderPage();
    await within(await screen.findByTestId('pd-categories-table')).findByText('注输、护理和防护器械');
    expect(names()).toEqual(['有源手术器械分类目录', '注输、护理和防护器械分类目录', '眼科器械分类目录']);
    const user = userEvent.setup();
    await user.type(within(screen.getByTestId('pd-category-search')).getByRole('searchbox'), '口罩{Enter}');
    await vi.waitFor(() => expect(names()).toEqual(['注输、护理和防护器械分类目录', '医用口罩']));
  });

  it('adds a second-level category under a first-level one in a 520 dialog', async () => {
    mocked.addCategory.mockResolvedValue();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pd-category-add-16'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('16 眼科器械')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('520px');
    await user.type(within(dialog).getByTestId('pd-category-name'), ' 眼科手术器械 ');
    await user.click(within(dialog).getByTestId('pd-category-save'));
    await vi.waitFor(() => expect(mocked.addCategory).toHaveBeenCalledWith({ parentId: 16, name: '眼科手术器械', sort: undefined }));
    await vi.waitFor(() => expect(mocked.getCategoryTree).toHaveBeenCalledTimes(2));
  });

  it('renames a second-level category and deletes one after a confirm', async () => {
    mocked.updateCategory.mockResolvedValue();
    mocked.deleteCategory.mockResolvedValue();
    renderPage();
    const user = userEvent.setup();
    await user.type(within(await screen.findByTestId('pd-category-search')).getByRole('searchbox'), '注射器{Enter}');
    await user.click(await screen.findByTestId('pd-category-update-14-02'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByTestId('pd-category-name');
    await user.clear(name);
    await user.type(name, '一次性使用无菌注射器');
    await user.click(within(dialog).getByTestId('pd-category-save'));
    await vi.waitFor(() => expect(mocked.updateCategory).toHaveBeenCalledWith({ id: 102, name: '一次性使用无菌注射器', sort: 2 }));

    await user.click(await screen.findByTestId('pd-category-delete-14-02'));
    await screen.findByText('确认删除分类“注射器”吗？');
    expect(mocked.deleteCategory).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(mocked.deleteCategory).toHaveBeenCalledWith(102));
  });

  it('shows no edit buttons without their codes', async () => {
    renderPage([CATEGORY_BUTTONS.update]);
    await user_search('口罩');
    expect(screen.queryByTestId('pd-category-add-14')).toBeNull();
    expect(screen.queryByTestId('pd-category-delete-14-01')).toBeNull();
    expect(screen.getByTestId('pd-category-update-14-01')).toBeTruthy();
  });
});

describe('CategoriesPage for a manufacturer', () => {
  it('browses the tree without counts or edit actions even with the buttons', async () => {
    mocked.getCategoryTree.mockResolvedValue(
      TREE.map(({ productCount: _n, children, ...n }) => ({ ...n, children: children.map(({ productCount: _c, ...c }) => c) })),
    );
    renderPage(Object.values(CATEGORY_BUTTONS), { companyId: 2, companyCode: 'FC0001', companyType: 'FC', adminUser: '0' });
    await within(await screen.findByTestId('pd-categories-table')).findByText('眼科器械');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['分类名称', '分类编码', '排序']);
    expect(screen.queryByTestId('pd-category-add-14')).toBeNull();
  });
});

async function user_search(keyword: string) {
  const user = userEvent.setup();
  await user.type(within(await screen.findByTestId('pd-category-search')).getByRole('searchbox'), `${keyword}{Enter}`);
  await screen.findByText('医用口罩');
}
