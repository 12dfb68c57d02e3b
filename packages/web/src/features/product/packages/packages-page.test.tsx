// @vitest-environment happy-dom
// The packaging screen against a stubbed server: picking a product, editing levels with the check digit
// checked before any request, the barcode rule, the label preview (SVG fetched with the session), the
// label data checks, a refusal's message and the printed sheet; without pd.package.edit nothing is editable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import type { PackageView } from '@medportal/contracts/product/packages.contract';
import '../../../lib/i18n';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { clearRemoteOptionsCache } from '../../../kit/select/remote-options';
import { sessionOf } from '../../auth/test-utils';
import { baseUnitsOf } from './level-editor';
import { PackagesPage } from './packages-page';

const gtin = (body: string) => `${body}${gs1CheckDigit(body)}`;
const MASK_DI = gtin('0690123456789');
const BOX_DI = gtin('1690123456789');
const PD = '/m-product-center/api/v1';

const VIEW: PackageView = {
  product: {
    id: 9,
    code: 'PK-MASK',
    name: '医用外科口罩',
    specification: '17.5cm×9.5cm',
    unit: '只',
    udiDi: MASK_DI,
    manufacturerCompanyId: 3,
  },
  levels: [
    { level: 1, name: '只', udiDi: MASK_DI, quantity: 1, unit: '只', baseUnits: 1 },
    { level: 2, name: '盒', udiDi: BOX_DI, quantity: 50, unit: '盒', baseUnits: 50 },
  ],
  barcodeScheme: 'GS1',
  labelAis: ['01', '17', '10'],
};
const ok = (payload: unknown) => ({ body: { code: '0', msg: 'success', payload } });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

let server: ReturnType<typeof stubFetch>;
let view: PackageView;
const requests = (path: string) => server.seen.filter((r) => r.url.pathname === `${PD}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;

beforeEach(() => {
  clearRemoteOptionsCache();
  URL.createObjectURL = vi.fn(() => 'blob:label-1');
  URL.revokeObjectURL = vi.fn();
  view = structuredClone(VIEW);
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(PD.length);
    if (path === '/product/options') {
      return ok([{ id: 9, code: 'PK-MASK', name: '医用外科口罩', specification: '17.5cm×9.5cm', unit: '只', udiDi: MASK_DI }]);
    }
    if (path === '/productPackage/list') return ok(view);
    if (path === '/productPackage/save') {
      const levels = bodyOf(r)['levels'] as { name: string; udiDi: string; quantity: number; unit: string }[];
      let base = 1;
      view = {
        ...view,
        levels: [view.levels[0]!, ...levels.map((l, i) => ({ ...l, level: i + 2, baseUnits: (base *= l.quantity) }))],
      };
      return ok(view);
    }
    if (path === '/productPackage/barcodeRule') {
      const body = bodyOf(r) as Pick<PackageView, 'barcodeScheme' | 'labelAis'>;
      view = { ...view, barcodeScheme: body.barcodeScheme, labelAis: body.labelAis };
      return ok(view);
    }
    if (path === '/productPackage/label') {
      if (r.query['lot'] === 'REFUSED') return { status: 400, body: { code: 'PD1045', msg: '批号只能包含字母与数字', payload: null } };
      const text = `(01)${r.query['level'] === '2' ? BOX_DI : MASK_DI}${r.query['lot'] ? `(10)${r.query['lot']}` : ''}`;
      return {
        body: new Blob([SVG], { type: 'image/svg+xml' }),
        headers: { 'content-type': 'image/svg+xml', 'x-element-string': encodeURIComponent(text) },
      };
    }
    if (path === '/productPackage/labelSheet')
      return { body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }), headers: { 'content-type': 'application/pdf' } };
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderPage(buttons = ['pd.package', 'pd.package.edit']) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <PackagesPage />
      </AntApp>
    </QueryClientProvider>,
  );
}

/** types a whole value at once (a paste): far quicker than key by key on a loaded machine */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

async function pickMask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByTestId('product-package-page')).getAllByRole('combobox')[0]!);
  await user.click(await screen.findByTitle('医用外科口罩'));
  await screen.findByTestId('levels-table');
}

describe('PackagesPage', () => {
  it('computes base units as the product of the quantities', () => {
    expect(baseUnitsOf([{ quantity: 10 }, { quantity: 20 }, { quantity: 5 }])).toEqual([10, 200, 1000]);
    expect(baseUnitsOf([{ quantity: 10 }, {}, { quantity: 5 }])).toEqual([10, null, null]);
  });

  it('picks a product through productOptions and lists its levels with base units', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('pick-product')).toBeTruthy();
    await pickMask(user);
    expect(requests('/product/options')[0]!.method).toBe('POST');
    expect(bodyOf(requests('/productPackage/list')[0]!)).toEqual({ productId: 9 });
    expect(within(screen.getByTestId('product-summary')).getByText('PK-MASK')).toBeTruthy();
    expect(screen.getByTestId('level-base-2').textContent).toBe('50 只');
    expect((screen.getByTestId('level-udi-0') as HTMLInputElement).value).toBe(BOX_DI);
  });

  it('refuses a wrong check digit before any request, then saves the levels', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    await user.click(screen.getByTestId('level-add'));
    await fill(user, screen.getByTestId('level-name-1'), '箱');
    const caseDi = gtin('2690123456789');
    const wrong = `${caseDi.slice(0, 13)}${(Number(caseDi[13]) + 1) % 10}`;
    await fill(user, screen.getByTestId('level-udi-1'), wrong);
    await fill(user, screen.getByTestId('level-quantity-1'), '20');
    await fill(user, screen.getByTestId('level-unit-1'), '箱');
    expect(await screen.findByText(`UDI-DI 校验位错误，应为 ${caseDi[13]}`)).toBeTruthy();
    expect(screen.getByTestId('level-base-3').textContent).toBe('1000 只');
    await user.click(screen.getByTestId('levels-save'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requests('/productPackage/save')).toHaveLength(0);

    await fill(user, screen.getByTestId('level-udi-1'), caseDi);
    await user.click(screen.getByTestId('levels-save'));
    await waitFor(() => expect(requests('/productPackage/save')).toHaveLength(1));
    expect(bodyOf(requests('/productPackage/save')[0]!)).toEqual({
      productId: 9,
      levels: [
        { name: '盒', udiDi: BOX_DI, quantity: 50, unit: '盒' },
        { name: '箱', udiDi: caseDi, quantity: 20, unit: '箱' },
      ],
    });
    expect(await screen.findByText('包装层级已保存')).toBeTruthy();
  });

  it('asks before saving fewer levels', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    await user.click(screen.getByTestId('level-remove-0'));
    await user.click(screen.getByTestId('levels-save'));
    expect(await screen.findByText('保存后将删除已移除的包装层级，确认保存吗？')).toBeTruthy();
    expect(requests('/productPackage/save')).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(requests('/productPackage/save')).toHaveLength(1));
    expect(bodyOf(requests('/productPackage/save')[0]!)).toEqual({ productId: 9, levels: [] });
  });

  it('saves the barcode rule with the AIs ticked', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    await user.click(within(screen.getByTestId('rule-ais')).getByText(/序列号/));
    await user.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(requests('/productPackage/barcodeRule')).toHaveLength(1));
    expect(bodyOf(requests('/productPackage/barcodeRule')[0]!)).toEqual({
      productId: 9,
      barcodeScheme: 'GS1',
      labelAis: ['01', '17', '10', '21'],
    });
    // the label panel offers the new AI at once
    expect(await screen.findByTestId('label-serial')).toBeTruthy();
  });

  it('previews the label as an SVG fetched with the session, checks the lot first and shows a refusal', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    expect(await screen.findByTestId('label-element-string')).toBeTruthy();
    expect(screen.getByTestId('label-element-string').textContent).toBe(`(01)${MASK_DI}`);
    expect((screen.getByTestId('label-preview-image') as HTMLImageElement).src).toBe('blob:label-1');
    const first = requests('/productPackage/label')[0]!;
    expect(first.query).toMatchObject({ productId: '9', level: '1', symbology: 'gs1-128', format: 'svg' });
    expect(first.headers.get('authorization')).toBe('Bearer tok-1');

    const count = requests('/productPackage/label').length;
    await fill(user, screen.getByTestId('label-lot'), 'LOT#1');
    expect(await screen.findByText(/只能包含字母、数字及/)).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(requests('/productPackage/label')).toHaveLength(count);

    await fill(user, screen.getByTestId('label-lot'), 'REFUSED');
    expect((await screen.findByTestId('label-preview-error')).textContent).toContain('批号只能包含字母与数字');

    await fill(user, screen.getByTestId('label-lot'), 'A1');
    await waitFor(() => expect(screen.getByTestId('label-element-string').textContent).toBe(`(01)${MASK_DI}(10)A1`));
  });

  it('prints a sheet of the copies and opens it in the PDF previewer', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    await screen.findByTestId('label-element-string');
    await fill(user, screen.getByTestId('label-copies'), '30');
    await user.click(screen.getByTestId('label-print'));
    await waitFor(() => expect(requests('/productPackage/labelSheet')).toHaveLength(1));
    expect(bodyOf(requests('/productPackage/labelSheet')[0]!)).toEqual({
      items: [{ productId: 9, level: 1, symbology: 'gs1-128', expiry: '', lot: '', copies: 30 }],
    });
    expect(await screen.findByText('标签打印预览')).toBeTruthy();
  });

  it('shows why an MA-scheme product has no labels', async () => {
    view.barcodeScheme = 'MA';
    const user = userEvent.setup();
    renderPage();
    await pickMask(user);
    expect((await screen.findByTestId('label-ma')).textContent).toContain('MA 码');
    expect((screen.getByTestId('label-print') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no editing without pd.package.edit', async () => {
    const user = userEvent.setup();
    renderPage(['pd.package']);
    await pickMask(user);
    expect(screen.queryByTestId('levels-save')).toBeNull();
    expect(screen.queryByTestId('rule-save')).toBeNull();
    expect(screen.queryByTestId('level-add')).toBeNull();
    expect((screen.getByTestId('level-udi-0') as HTMLInputElement).disabled).toBe(true);
  });
});
