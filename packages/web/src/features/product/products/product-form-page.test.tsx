// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './products-api';
import { ProductFormPage } from './product-form-page';
import { DETAIL, renderScreen } from './test-utils';

vi.mock('./products-api', () => ({
  productDetail: vi.fn(),
  productSave: vi.fn(),
  categoryTree: vi.fn(),
  CERTIFICATE_OPTIONS_URL: '/m-product-center/api/v1/registerCard/options',
  PRODUCTS_KEY: ['product', 'products'],
}));
vi.mock('../../../kit/select/remote-options', async (original) => ({
  ...(await original<object>()),
  loadOptions: vi.fn(() => ({
    promise: Promise.resolve([{ label: '沪械注准20232140001', value: 5, raw: { id: 5, certNo: '沪械注准20232140001' } }]),
    release: () => undefined,
  })),
}));
const mocked = vi.mocked(api);
const ROUTE = '/productManagement/productControl/add';

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
  mocked.categoryTree.mockResolvedValue([{ id: 14, code: '14', name: '注输、护理和防护器械', children: [] }]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ProductFormPage', () => {
  it('names the missing fields and checks the UDI-DI check digit before saving', async () => {
    renderScreen(ROUTE, ROUTE, ProductFormPage);
    await userEvent.click(await screen.findByTestId('product-save'));
    expect(await screen.findByText('请输入产品编码')).toBeTruthy();
    expect(screen.getByText('请输入产品名称')).toBeTruthy();
    fill('product-udi', '06901234000011');
    expect(await screen.findByText('UDI-DI校验位错误')).toBeTruthy();
    fill('product-udi', '0690123');
    expect(await screen.findByText('UDI-DI应为14位数字（GTIN-14）')).toBeTruthy();
    expect(mocked.productSave).not.toHaveBeenCalled();
  });

  it('saves a new product with the form’s values and goes back to the list', async () => {
    mocked.productSave.mockResolvedValue({ product: DETAIL, pendingAudit: false });
    const { router } = renderScreen(ROUTE, ROUTE, ProductFormPage);
    await screen.findByTestId('product-save');
    fill('product-code', 'T-MASK');
    fill('product-name', '医用口罩');
    fill('product-specification', '挂耳式');
    fill('product-unit', '包');
    fill('product-udi', '06901234000016');
    await userEvent.click(screen.getByTestId('product-save'));
    await waitFor(() =>
      expect(mocked.productSave).toHaveBeenCalledWith({
        code: 'T-MASK',
        name: '医用口罩',
        specification: '挂耳式',
        unit: '包',
        categoryId: null,
        certificateId: null,
        udiDi: '06901234000016',
        productLineCode: null,
        barcodeScheme: 'GS1',
        labelAis: ['01', '17', '10'],
        pictures: [],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/productManagement/productControl'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('edits an approved product from its pending change with its revision, and says the change waits for audit', async () => {
    mocked.productDetail.mockResolvedValue({
      ...DETAIL,
      status: 'approved',
      approvedAt: '2026-11-01T00:00:00.000Z',
      hasPending: true,
      pending: { ...DETAIL, name: '医用外科口罩（新）', labelAis: ['01', '10'] },
    });
    mocked.productSave.mockResolvedValue({ product: DETAIL, pendingAudit: true });
    renderScreen(`${ROUTE}?id=7`, ROUTE, ProductFormPage);
    await waitFor(() => expect((screen.getByTestId('product-name') as HTMLInputElement).value).toBe('医用外科口罩（新）'));
    expect(screen.getByTestId('product-approved-hint')).toBeTruthy();
    expect((screen.getByTestId('product-code') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('product-save'));
    await waitFor(() =>
      expect(mocked.productSave).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 7,
          revision: 3,
          name: '医用外科口罩（新）',
          labelAis: ['01', '10'],
          certificateId: 5,
          categoryId: 14,
        }),
      ),
    );
    expect(await screen.findByText('保存成功，变更需审核通过后生效')).toBeTruthy();
  });
});
