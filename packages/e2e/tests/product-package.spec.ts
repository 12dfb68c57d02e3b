// Product packaging and labels (issue 14): fc_admin opens /productManagement/productPackage, picks one of
// its products from the picker (productOptions), sees its levels with the base units, types a lot and sees
// the live GS1-128 preview with the element string, and prints a PDF sheet shown in the PDF previewer. The
// product comes from the demo seed (products with packaging levels): this spec creates none through the UI.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { LoginPage } from '../src/pages/login-page.js';
import { chooseOption, gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type Option = { id: number; code: string; name: string; udiDi: string | null };
type Level = { level: number; name: string; udiDi: string | null; quantity: number; unit: string; baseUnits: number };

describe('product packaging: levels, label preview and a printed sheet', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let token: string;
  let product: Option;
  let levels: Level[] = [];

  const api = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await fetch(`${h.baseUrl()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, tenantid: '1' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: string; msg: string; payload: T };
    if (json.code !== '0') throw new Error(`${url}: ${json.code} ${json.msg}`);
    return json.payload;
  };

  beforeAll(async () => {
    page = h.page();
    const login = await fetch(`${h.baseUrl()}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantid: '1' },
      body: JSON.stringify({ userName: 'fc_admin', password: 'Demo1234' }),
    });
    token = ((await login.json()) as { payload: { token: string } }).payload.token;
    // the seeded products of fc_admin's company; one with a UDI-DI can carry labels
    const options = await api<Option[] | { content: Option[] }>(PRODUCT_API.productOptions, {});
    const list = Array.isArray(options) ? options : options.content;
    // the first one with a UDI-DI under the GS1 scheme (an MA-scheme product has no labels)
    let found: Option | undefined;
    for (const option of list.filter((o) => o.udiDi)) {
      const view = await api<{ levels: Level[]; barcodeScheme: string }>(PRODUCT_API.packageList, { productId: option.id });
      if (view.barcodeScheme !== 'GS1') continue;
      found = option;
      levels = view.levels;
      break;
    }
    if (!found) throw new Error('no GS1 product of fc_admin with a UDI-DI: the demo seed of issue 14 provides them');
    product = found;
    if (levels.length === 1) {
      // a seeded product without levels gets one: indicator digit 8 on the product's own DI
      const body = `8${product.udiDi!.slice(1, 13)}`;
      ({ levels } = await api<{ levels: Level[] }>(PRODUCT_API.packageSave, {
        productId: product.id,
        levels: [{ name: '中包装', udiDi: `${body}${gs1CheckDigit(body)}`, quantity: 10, unit: '盒' }],
      }));
    }
  });

  it('fc_admin picks the product and sees its levels with the base units', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/productManagement/productPackage');
    await page.getByTestId('pick-product').waitFor();
    await chooseOption(page, page.getByTestId('product-package-page').locator('.ant-select').first(), product.name);
    await page.getByTestId('levels-table').waitFor();
    expect(await page.getByTestId('product-summary').innerText()).toContain(product.code);
    for (const l of levels.slice(1)) {
      expect(await page.getByTestId(`level-base-${l.level}`).innerText()).toContain(String(l.baseUnits));
      expect(await page.getByTestId(`level-udi-${l.level - 2}`).inputValue()).toBe(l.udiDi);
    }
  });

  it('a lot shows in the live GS1-128 preview, a bad one is refused before any request', async () => {
    const ais = (await api<{ labelAis: string[] }>(PRODUCT_API.packageList, { productId: product.id })).labelAis;
    if (!ais.includes('10')) {
      await api(PRODUCT_API.barcodeRuleSave, { productId: product.id, barcodeScheme: 'GS1', labelAis: [...ais, '10'] });
      await page.reload();
      await chooseOption(page, page.getByTestId('product-package-page').locator('.ant-select').first(), product.name);
    }
    const lots: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === PRODUCT_API.labelImage) lots.push(url.searchParams.get('lot') ?? '');
    });
    await page.getByTestId('label-lot').fill('LOT#1');
    await page.getByText(/只能包含字母、数字及/).waitFor();
    await page.waitForTimeout(600);
    expect(lots).not.toContain('LOT#1');
    await page.getByTestId('label-lot').fill('E2E-LOT1');
    const elementString = page.getByTestId('label-element-string');
    await page.waitForFunction(
      (lot) => document.querySelector('[data-testid="label-element-string"]')?.textContent?.includes(lot),
      '(10)E2E-LOT1',
    );
    expect(await elementString.innerText()).toMatch(new RegExp(`^\\(01\\)${product.udiDi}.*\\(10\\)E2E-LOT1$`));
    const image = page.getByTestId('label-preview-image');
    await image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth ? null : new Promise((r) => (img.onload = r))));
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await page.screenshot({ path: `${RESULTS_DIR}product-package.png`, fullPage: true });
  });

  it('prints a PDF sheet of the copies into the PDF previewer', async () => {
    await page.getByTestId('label-copies').fill('30');
    const [sheet] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === PRODUCT_API.labelSheet),
      page.getByTestId('label-print').click(),
    ]);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    // the previewer (pdf.js) parsed the sheet: 30 labels, 24 a page
    await page.getByTestId('pdf-page-of').waitFor();
    expect(await page.getByTestId('pdf-page-of').innerText()).toContain('2');
    await page.screenshot({ path: `${RESULTS_DIR}product-package-sheet.png` });
  });

  it('the label answers a PNG to a session of the manufacturer and refuses another manufacturer', async () => {
    const query = new URLSearchParams({ productId: String(product.id), level: '1', symbology: 'gs1datamatrix', format: 'png' });
    const png = await fetch(`${h.baseUrl()}${PRODUCT_API.labelImage}?${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const login = await fetch(`${h.baseUrl()}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantid: '1' },
      body: JSON.stringify({ userName: 'fc2_admin', password: 'Demo1234' }),
    });
    const other = ((await login.json()) as { payload: { token: string } }).payload.token;
    const refused = await fetch(`${h.baseUrl()}${PRODUCT_API.labelImage}?${query}`, { headers: { authorization: `Bearer ${other}` } });
    expect(((await refused.json()) as { code: string }).code).toBe('PD1041');
    expect(h.pageErrors).toEqual([]);
  });
});
