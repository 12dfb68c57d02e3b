// Company authentication (issue 16): ag4_admin, the administrator of AG0004 (not authenticated), opens
// /company/authentication/verify, types a corrupted unified social credit code and sees the GB 32100
// message, corrects it, uploads the business licence and submits (审核中); the platform administrator
// (#/loginAdmin) approves it on /company/authentication/list through the approval engine; ag4_admin's
// home then shows 已认证. Fixtures through the API: the agreements both users must sign.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { DEMO_PASSWORD, LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';

type Envelope<T> = { code: string; msg: string; payload: T };
const AG0004 = { name: '福建安和医疗科技有限公司', creditCode: '91350102MA31W6H53R' };

/** A one-page PDF with correct xref offsets. */
function pdfOf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Signs the agreements the user's company still has to sign (the sign-off gate is not this test's screen). */
async function signAgreements(baseUrl: string, userName: string): Promise<void> {
  const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const login = (await res.json()) as Envelope<{ token: string; companyId: number }>;
  if (login.code !== '0') throw new Error(`login ${userName}: ${login.code} ${login.msg}`);
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = (await (
      await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.payload.token}` },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
    if (answer.code !== '0') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  };
  const company = { companyId: login.payload.companyId, tenantId: 1 };
  const check = await call<{ needSign: boolean; agreementList: { id: number }[] }>(STAFF_API.checkAgreementSign, company);
  if (check.needSign && check.agreementList.length > 0)
    await call(STAFF_API.agreementSignature, { ...company, agreementIdList: check.agreementList.map((a) => a.id) });
}

describe('company authentication', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let login: LoginPage;
  let authId = 0;

  beforeAll(async () => {
    page = h.page();
    login = new LoginPage(page, h.baseUrl());
    for (const user of ['ag4_admin', 'admin']) await signAgreements(h.baseUrl(), user);
  });

  it('the administrator of an unauthenticated company submits with a checked credit code and a licence', async () => {
    await login.loginAs('ag4_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/company/authentication/home');
    expect(await page.getByTestId('auth-status').innerText()).toBe('未认证');
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-home-none.png`, fullPage: true });
    await page.getByTestId('auth-start').click();
    await page.getByTestId('select-classify-page').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-select-classify.png`, fullPage: true });
    await page.getByTestId('classify-AG').click();
    await page.getByTestId('verify-page').waitFor();

    const code = page.getByTestId('verify-credit-code');
    await code.fill('91350102MA31W6H53A');
    await expect.poll(() => page.getByTestId('credit-code-help').innerText()).toBe('统一社会信用代码不正确，请核对后重新输入');
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-verify-bad-code.png`, fullPage: true });
    await code.fill(AG0004.creditCode);
    await expect.poll(() => page.getByTestId('credit-code-help').innerText()).toBe('统一社会信用代码校验通过');
    await page.getByTestId('verify-legal-person').fill('沈洁');
    await page.getByTestId('verify-id-no').fill('110101199003074573');
    await page.getByTestId('verify-address').fill('福州市鼓楼区五四路88号');
    await page.getByTestId('verify-contact').fill('沈洁');
    await page.getByTestId('verify-phone').fill('13800000037');
    await page
      .locator('.ant-upload input[type="file"]')
      .first()
      .setInputFiles({ name: '营业执照-福建安和.pdf', mimeType: 'application/pdf', buffer: pdfOf('Business licence') });
    await page.getByText('营业执照-福建安和.pdf').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-verify.png`, fullPage: true });
    await page.getByTestId('verify-submit').click();
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === STAFF_API.authCompanySave);
    await page.getByTestId('confirm-dialog-ok').click();
    const answer = (await (await saved).json()) as Envelope<{ id: number; status: string }>;
    expect(answer.code, answer.msg).toBe('0');
    authId = answer.payload.id;
    await page.getByTestId('auth-home-page').waitFor();
    await expect.poll(() => page.getByTestId('auth-status').first().innerText()).toBe('审核中');
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-home-pending.png`, fullPage: true });
  });

  it('the platform administrator approves it on the review list', async () => {
    await login.loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/company/authentication/list');
    const audit = page.getByTestId(`audit-${authId}`);
    await audit.waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-review-list.png`, fullPage: true });
    await audit.click();
    await page.getByTestId('auth-submission').waitFor();
    expect(await page.getByTestId('auth-submission').innerText()).toContain('110101199003074573');
    await page.getByTestId('audit-view-licence').click();
    await page.locator('.ant-modal canvas').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-licence-preview.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-audit-dialog.png` });
    const decided = page.waitForResponse((r) => new URL(r.url()).pathname === STAFF_API.businessUserAudit);
    await page.getByTestId('audit-submit').click();
    expect(((await (await decided).json()) as Envelope<unknown>).code).toBe('0');
    await expect
      .poll(() => page.getByTestId('auth-list-table').locator('tr.ant-table-row', { hasText: AG0004.creditCode }).first().innerText())
      .toContain('已认证');
  });

  it("the company's home then shows 已认证", async () => {
    await login.loginAs('ag4_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/company/authentication/home');
    await expect.poll(() => page.getByTestId('auth-status').first().innerText()).toBe('已认证');
    await page.screenshot({ path: `${RESULTS_DIR}company-auth-home-approved.png`, fullPage: true });
  });
});
