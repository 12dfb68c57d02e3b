// The user import of system setup (/systemSetup/userManagement/uploadFile, packages/web/src/features/
// system/user-import): the workbook chosen in the drop zone, the initial password, the result with its
// failed rows; and the import's calls for the checks behind the screen.
import type { Locator, Page } from 'playwright-core';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { FailRowItem } from '@medportal/contracts/mall/imports.contract';
import { DEMO_PASSWORD } from './login-page.js';
import { gotoRoute } from './order-pages.js';

export const USER_IMPORT_PATH = '/systemSetup/userManagement/uploadFile';

export class UserImportPage {
  readonly root: Locator;
  readonly fileInput: Locator;
  readonly password: Locator;
  readonly result: Locator;
  readonly status: Locator;
  readonly imported: Locator;
  readonly failed: Locator;
  readonly failures: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('user-import-page');
    this.fileInput = page.getByTestId('user-import-upload').locator('input[type=file]');
    this.password = page.getByTestId('user-import-password-value');
    this.result = page.getByTestId('user-import-result');
    this.status = page.getByTestId('user-import-status');
    this.imported = page.getByTestId('user-import-imported');
    this.failed = page.getByTestId('user-import-failed');
    this.failures = page.getByTestId('user-import-failures');
  }

  async open(): Promise<void> {
    await gotoRoute(this.page, this.baseUrl, USER_IMPORT_PATH);
    await this.root.waitFor();
  }

  /** chooses the workbook in the drop zone (the upload starts at once) */
  async choose(name: string, buffer: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  }

  /** waits until the result says 导入完成 or 导入失败 */
  async finished(timeout = 60_000): Promise<string> {
    await this.status.filter({ hasText: /导入完成|导入失败/ }).waitFor({ timeout });
    return (await this.status.textContent()) ?? '';
  }

  /** the failed rows as shown: [row number, reason] */
  async failedRows(): Promise<[string, string][]> {
    const rows = this.failures.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const out: [string, string][] = [];
    for (let i = 0; i < (await rows.count()); i++) {
      const cells = rows.nth(i).locator('td');
      out.push([((await cells.nth(0).textContent()) ?? '').trim(), ((await cells.nth(1).textContent()) ?? '').trim()]);
    }
    return out;
  }
}

/** The user import's calls with a session of their own (a login through the server API). */
export class UserImportApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<UserImportApi> {
    const body = await loginByUserName(baseUrl, userName, password);
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new UserImportApi(baseUrl, body.payload.token);
  }

  async failures(progressId: number): Promise<Paged<FailRowItem>> {
    const res = await fetch(`${this.baseUrl}${STAFF_API.merchantUserImportFailures}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ progressId, pageNum: 1, pageSize: 20 }),
    });
    const body = (await res.json()) as Envelope<Paged<FailRowItem>>;
    if (body.code !== '0') throw new Error(`failures: ${body.code} ${body.msg}`);
    return body.payload;
  }
}

export async function loginByUserName(baseUrl: string, userName: string, password: string): Promise<Envelope<{ token?: string } | null>> {
  const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1' },
    body: JSON.stringify({ userName, password }),
  });
  return (await res.json()) as Envelope<{ token?: string } | null>;
}
