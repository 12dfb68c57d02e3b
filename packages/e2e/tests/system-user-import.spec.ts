// issue 12 'Tests': a 500-row user import with 3 bad rows reports exactly those 3. fc_admin uploads a
// workbook built here with exceljs on /systemSetup/userManagement/uploadFile and sees the 3 rows with
// their reasons; the server answers the same 3, and an imported user logs in with the initial password.
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { USER_IMPORT_HEADERS } from '@medportal/contracts/system/user-import-rules';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { LoginPage } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { loginByUserName, UserImportApi, UserImportPage } from '../src/pages/user-import-page.js';

/** 500 users of FC0001 (seed departments, posts and roles); rows 51, 201 and 401 of the sheet are bad. */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户导入');
  sheet.addRow([...USER_IMPORT_HEADERS]);
  for (let i = 0; i < 500; i++) {
    const row: (string | null)[] = [
      `e2eimp_${i}`,
      `导入测试${i}`,
      `166${String(i).padStart(8, '0')}`,
      i % 2 ? `e2eimp${i}@example.com` : null,
      i % 3 ? '销售部/东部大区' : null,
      i % 3 ? '销售经理' : null,
      i % 3 ? '业务员' : null,
    ];
    if (i === 49) row[2] = '1234';
    if (i === 199) row[4] = '销售部/西部大区';
    if (i === 399) row[0] = 'e2eimp_10';
    sheet.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const EXPECTED: [string, string][] = [
  ['51', '手机号应为以1开头的11位数字'],
  ['201', '部门 销售部/西部大区 在本企业不存在'],
  ['401', '登录名 e2eimp_10 与第12行重复'],
];

describe('system setup: user import', () => {
  const h = useServerAndBrowser();
  let page: Page;

  beforeAll(async () => {
    page = h.page();
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
  });

  it('imports a 500-row workbook with 3 bad rows and shows exactly those 3', async () => {
    const screen = new UserImportPage(page, h.baseUrl());
    await screen.open();
    const bytes = await workbook();
    const started = page.waitForResponse((r: Response) => new URL(r.url()).pathname === STAFF_API.merchantUserImport);
    await screen.choose('五百人导入.xlsx', bytes);
    const answer = (await (await started).json()) as { code: string; payload: { progressId: number; initialPassword: string } };
    expect(answer.code).toBe('0');
    const password = answer.payload.initialPassword;
    expect(await screen.password.textContent()).toContain(password);

    expect(await screen.finished()).toBe('导入完成');
    expect(await screen.imported.textContent()).toBe('497');
    expect(await screen.failed.textContent()).toBe('3');
    expect(await screen.failedRows()).toEqual(EXPECTED);
    await page.screenshot({ path: `${RESULTS_DIR}system-user-import.png`, fullPage: true });

    // the server holds the same 3, and an imported user signs in with the initial password
    const api = await UserImportApi.login(h.baseUrl(), 'fc_admin');
    const failures = await api.failures(answer.payload.progressId);
    expect(failures.content.map((f) => [String(f.rowNo), f.message])).toEqual(EXPECTED);
    expect((await loginByUserName(h.baseUrl(), 'e2eimp_1', password)).code).toBe('0');
    expect((await loginByUserName(h.baseUrl(), 'e2eimp_49', password)).code).not.toBe('0');
  });
});
