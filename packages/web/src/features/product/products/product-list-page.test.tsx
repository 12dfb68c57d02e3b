// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './products-api';
import { daysUntil } from './product-columns';
import { ProductListPage } from './product-list-page';
import { DETAIL, ROW, pageOf, renderScreen } from './test-utils';

vi.mock('./products-api', () => ({
  productPageList: vi.fn(),
  productDetail: vi.fn(),
  productUpdateStatus: vi.fn(),
  productCommit: vi.fn(),
  productAudit: vi.fn(),
  categoryTree: vi.fn(),
  PRODUCT_EXPORT_URL: '/m-product-center/api/v1/product/export',
  PRODUCTS_KEY: ['product', 'products'],
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/productManagement/productControl';
const dayOffset = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.categoryTree.mockResolvedValue([{ id: 14, code: '14', name: '注输、护理和防护器械', children: [] }]);
  mocked.productDetail.mockResolvedValue(DETAIL);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ProductListPage', () => {
  it('lists products with the certificate expiry tags, and searches by keyword from page 1', async () => {
    mocked.productPageList.mockResolvedValue(
      pageOf(
        [
          ROW,
          { ...ROW, id: 8, code: 'KR-OLD', certExpiryDate: dayOffset(-1) },
          { ...ROW, id: 9, code: 'KR-SOON', certExpiryDate: dayOffset(30) },
        ],
        45,
      ),
    );
    renderScreen(PATH, PATH, ProductListPage);
    const table = await screen.findByTestId('product-table');
    await within(table).findByText('KR-MASK-01');
    expect(within(table).getByText('已过期')).toBeTruthy();
    expect(within(table).getByText('30天后到期')).toBeTruthy();
    expect(mocked.productPageList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });

    await userEvent.type(screen.getByPlaceholderText('名称/拼音首字母/编码/型号/注册证号/UDI-DI'), 'yykz');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.productPageList).toHaveBeenLastCalledWith({ keyword: 'yykz', pageNum: 1, pageSize: 20 }));
  });

  it('pages through the list', async () => {
    mocked.productPageList.mockResolvedValue(pageOf([ROW], 45));
    renderScreen(PATH, PATH, ProductListPage);
    await screen.findByText('KR-MASK-01');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(mocked.productPageList).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 }));
  });

  it('disables a product only after a confirm', async () => {
    mocked.productPageList.mockResolvedValue(pageOf([ROW]));
    mocked.productUpdateStatus.mockResolvedValue(null);
    renderScreen(PATH, PATH, ProductListPage);
    await userEvent.click(await screen.findByTestId('product-enabled-7'));
    expect(await screen.findByText('确认停用产品 医用外科口罩 吗？停用后采购方将看不到该产品。')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.productUpdateStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('product-enabled-7'));
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.productUpdateStatus).toHaveBeenCalledWith([7], false));
  });

  it('shows commit for a draft and audit for one under review, each with its button code', async () => {
    mocked.productPageList.mockResolvedValue(
      pageOf([
        ROW,
        { ...ROW, id: 8, code: 'KR-AUD', status: 'auditing', mayAudit: true },
        { ...ROW, id: 9, code: 'KR-OK', status: 'approved', hasPending: true },
        // under audit, but the user is not an approver of its step (e.g. they committed it)
        { ...ROW, id: 10, code: 'KR-MINE', status: 'auditing', mayAudit: false },
      ]),
    );
    mocked.productCommit.mockResolvedValue(null);
    mocked.productAudit.mockResolvedValue(null);
    renderScreen(PATH, PATH, ProductListPage);
    await screen.findByTestId('product-commit-7');
    expect(screen.queryByTestId('product-commit-8')).toBeNull();
    expect(screen.getByTestId('product-commit-9')).toBeTruthy();
    expect(screen.queryByTestId('product-audit-7')).toBeNull();
    expect(screen.queryByTestId('product-audit-10')).toBeNull();
    expect(screen.queryByTestId('product-edit-8')).toBeNull();

    await userEvent.click(screen.getByTestId('product-commit-7'));
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.productCommit).toHaveBeenCalledWith(7, 3));

    await userEvent.click(screen.getByTestId('product-audit-8'));
    await userEvent.click(await screen.findByText('驳回'));
    await userEvent.click(screen.getByTestId('product-audit-ok'));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    await userEvent.type(screen.getByTestId('product-audit-reason'), '注册证不符');
    await userEvent.click(screen.getByTestId('product-audit-ok'));
    await waitFor(() => expect(mocked.productAudit).toHaveBeenCalledWith(8, false, '注册证不符'));
  });

  it('hides commit, audit, add and import without their buttons, and opens the detail drawer', async () => {
    mocked.productPageList.mockResolvedValue(pageOf([ROW, { ...ROW, id: 8, status: 'auditing', mayAudit: true }]));
    mocked.productDetail.mockResolvedValue({
      ...DETAIL,
      status: 'approved',
      hasPending: true,
      pending: { ...DETAIL, name: '医用外科口罩（新）', labelAis: ['01', '17', '10'] },
    });
    renderScreen(PATH, PATH, ProductListPage, ['pd.product']);
    await screen.findByTestId('product-detail-7');
    expect(screen.queryByTestId('product-commit-7')).toBeNull();
    expect(screen.queryByTestId('product-audit-8')).toBeNull();
    expect(screen.queryByTestId('product-add')).toBeNull();
    expect(screen.queryByTestId('product-import')).toBeNull();
    await userEvent.click(screen.getByTestId('product-detail-7'));
    const pending = await screen.findByTestId('product-pending');
    expect(within(pending).getByText('医用外科口罩（新）')).toBeTruthy();
    expect(await screen.findByText('中包装')).toBeTruthy();
  });
});

describe('daysUntil', () => {
  it('counts calendar days to an expiry', () => {
    expect(daysUntil('2026-12-01', new Date(2026, 10, 26, 23, 0))).toBe(5);
    expect(daysUntil('2026-11-25', new Date(2026, 10, 26))).toBe(-1);
  });
});
