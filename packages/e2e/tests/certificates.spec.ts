// Registration certificates (issue 14): fc_admin adds a class III registration certificate with a PDF
// attachment through /productManagement/registercard/add (the number checked as typed, kind and class
// derived), previews the PDF on the details page, changes the certificate with a reason and sees both
// versions in the change history; the list shows it with its expiry tag.
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

/** A small valid one-page PDF (correct xref offsets) with a line of text. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
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

const picker = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

async function typeDate(page: Page, testId: string, date: string): Promise<void> {
  const input = picker(page, testId);
  await input.click();
  await input.fill(date);
  // Tab keeps the typed date (Enter would also submit the form)
  await input.press('Tab');
  await page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'hidden' });
}

describe('registration certificates', () => {
  const h = useServerAndBrowser();
  let page: Page;
  const pdfPath = `${RESULTS_DIR}注册证-国械注准20243140987.pdf`;
  beforeAll(async () => {
    page = h.page();
    await writeFile(pdfPath, onePagePdf('Medical device registration certificate 20243140987'));
  });

  it('fc_admin adds a certificate with a PDF attachment, the number checked as typed', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/productManagement/registercard');
    await page.getByTestId('certificate-list-page').waitFor();
    await page.getByTestId('certificate-add').click();
    await page.getByTestId('certificate-form-page').waitFor();

    const number = page.getByTestId('cert-no-input');
    await number.fill('国械注准20241140987');
    await expect.poll(() => page.getByTestId('cert-no-help').innerText()).toBe('注册证编号的管理类别“1”应为2或3');
    await number.fill('国械注准20243140987');
    await expect.poll(() => page.getByTestId('cert-no-derived').innerText()).toMatch(/注册证[\s\S]*Ⅲ类/);
    await page.getByTestId('product-name-input').fill('一次性使用输液器');
    await page.locator('textarea').first().fill('由瓶塞穿刺器、滴斗、药液过滤器、流量调节器和外圆锥接头组成');
    await page.locator('textarea').nth(1).fill('供重力输液用');
    await typeDate(page, 'issue-date', '2024-06-01');
    await typeDate(page, 'expiry-date', '2029-05-31');
    await page.locator('.ant-upload input[type="file"]').first().setInputFiles(pdfPath);
    await page.getByText('注册证-国械注准20243140987.pdf').first().waitFor();
    expect(await picker(page, 'expiry-date').inputValue()).toBe('2029-05-31');
    await page.screenshot({ path: `${RESULTS_DIR}certificates-add.png`, fullPage: true });
    await page.getByTestId('certificate-submit').click();

    await page.getByTestId('certificate-detail-page').waitFor();
    const head = page.getByTestId('certificate-head');
    expect(await head.innerText()).toContain('国械注准20243140987');
    expect(await head.innerText()).toContain('上海康瑞医疗器械有限公司');
    await head.getByRole('button', { name: /注册证-国械注准20243140987\.pdf/ }).click();
    await page.locator('.ant-modal canvas').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}certificates-pdf-preview.png` });
    await page.keyboard.press('Escape');
  });

  it('changes it with a reason and sees two versions, newest first', async () => {
    await page.getByTestId('certificate-change').click();
    await page.getByTestId('certificate-form-page').waitFor();
    await expect.poll(() => page.getByTestId('product-name-input').inputValue()).toBe('一次性使用输液器');
    expect(await page.getByTestId('cert-no-input').isDisabled()).toBe(true);
    await page.getByTestId('product-name-input').fill('一次性使用精密过滤输液器');
    await page.getByTestId('change-reason').fill('产品名称变更');
    await page.screenshot({ path: `${RESULTS_DIR}certificates-change.png`, fullPage: true });
    await page.getByTestId('certificate-submit').click();

    await page.getByTestId('certificate-versions').waitFor();
    await page.getByTestId('version-2').waitFor();
    const versions = await page.locator('[data-testid^="version-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(versions).toEqual(['version-2', 'version-1']);
    expect(await page.getByTestId('version-2').innerText()).toContain('产品名称变更');
    expect(await page.getByTestId('version-1').innerText()).toContain('一次性使用输液器');
    expect(await page.getByTestId('certificate-head').innerText()).toContain('一次性使用精密过滤输液器');
    await page.screenshot({ path: `${RESULTS_DIR}certificates-details.png`, fullPage: true });
  });

  it('lists it with its expiry tag', async () => {
    await gotoRoute(page, h.baseUrl(), '/productManagement/registercard');
    const row = page.getByTestId('certificate-table').locator('tr.ant-table-row', { hasText: '国械注准20243140987' });
    await row.waitFor();
    expect(await row.innerText()).toContain('V2');
    expect(await row.innerText()).toContain('有效');
    await page.screenshot({ path: `${RESULTS_DIR}certificates-list.png`, fullPage: true });
  });
});
