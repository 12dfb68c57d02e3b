// issue 14 'product import': fc_admin imports a 3-row product workbook with one bad row on
// /productManagement/productControl/importPrdutsAndPics and sees exactly that row with its reason, then a
// zip with one picture named by a product code of the workbook; the server's records agree.
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { PRODUCT_IMPORT_HEADERS } from '@medportal/contracts/product/product-import-rules';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { LoginPage } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { ProductImportPage, zipOf } from '../src/pages/product-import-page.js';
import { loginByUserName } from '../src/pages/user-import-page.js';

const gtin = (body13: string) => body13 + gs1CheckDigit(body13);
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品导入');
  sheet.addRow([...PRODUCT_IMPORT_HEADERS]);
  sheet.addRow(['E2E-PI-001', '一次性使用医用口罩', '17.5cm×9.5cm', '只', '14', null, gtin('0690000099001'), null]);
  sheet.addRow(['E2E-PI-002', '医用外科口罩', '17.5cm×9.5cm', '只', '14', null, null, null]);
  sheet.addRow(['E2E-PI-003', '医用防护口罩', 'N95', '只', '99-99', null, null, null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function progress(baseUrl: string, token: string, id: number) {
  const res = await fetch(`${baseUrl}${PRODUCT_API.productImportProgress}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id }),
  });
  return ((await res.json()) as { payload: { importedRows: number; failedRows: number; status: string } }).payload;
}

describe('product management: product import', () => {
  const h = useServerAndBrowser();
  let page: Page;

  beforeAll(async () => {
    page = h.page();
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
  });

  it('imports a 3-row workbook with one bad row, then one picture from a zip', async () => {
    const screen = new ProductImportPage(page, h.baseUrl());
    await screen.open();
    const started = page.waitForResponse((r: Response) => new URL(r.url()).pathname === PRODUCT_API.productImport);
    await screen.choose('products', '三个产品.xlsx', await workbook());
    const answer = (await (await started).json()) as { code: string; payload: { progressId: number } };
    expect(answer.code).toBe('0');
    expect(await screen.finished('products')).toBe('导入完成');
    expect(await screen.count('products', 'imported')).toBe('2');
    expect(await screen.count('products', 'failed')).toBe('1');
    expect(await screen.failedRows('products')).toEqual([['4', '分类编码 99-99 不存在']]);

    const zipStarted = page.waitForResponse((r: Response) => new URL(r.url()).pathname === PRODUCT_API.productPicturesImport);
    await screen.choose('pictures', '产品图片.zip', zipOf([{ name: 'E2E-PI-001.png', data: PNG }]));
    const zipAnswer = (await (await zipStarted).json()) as { code: string; payload: { progressId: number } };
    expect(zipAnswer.code).toBe('0');
    expect(await screen.finished('pictures')).toBe('导入完成');
    expect(await screen.count('pictures', 'imported')).toBe('1');
    expect(await screen.count('pictures', 'failed')).toBe('0');
    await page.screenshot({ path: `${RESULTS_DIR}product-import.png`, fullPage: true });

    const login = await loginByUserName(h.baseUrl(), 'fc_admin', 'Demo1234');
    const token = login.payload!.token!;
    expect(await progress(h.baseUrl(), token, answer.payload.progressId)).toMatchObject({
      status: 'succeeded',
      importedRows: 2,
      failedRows: 1,
    });
    expect(await progress(h.baseUrl(), token, zipAnswer.payload.progressId)).toMatchObject({
      status: 'succeeded',
      importedRows: 1,
      failedRows: 0,
    });
  });
});
