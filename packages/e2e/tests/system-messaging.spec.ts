// SMS and mail (issue 17): with no SMTP server configured, fc_admin's test mail from /systemSetup/mail-setting
// lands in the company's outbox, which the screen lists; the platform administrator's SMS
// screens (settings, templates with preview, masked history) and the mail template editor render.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const RECIPIENT = 'e2e-buyer@example.com';

describe('messaging: a test mail with no SMTP host lands in the outbox screen', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('fc_admin sends a test mail and finds it in the outbox', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/mail-setting');
    await page.getByTestId('mail-outbox-mode').waitFor();
    await page.getByTestId('mail-test-to').fill(RECIPIENT);
    await page.getByTestId('mail-test-send').click();
    await page.getByText('未配置SMTP服务器，测试邮件已存入发件箱').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}messaging-mail-setting.png`, fullPage: true });

    await page.getByRole('tab', { name: '发件记录' }).click();
    const row = page.getByTestId('mail-outbox-table').locator('tr', { hasText: RECIPIENT });
    await row.waitFor();
    expect(await row.innerText()).toContain('邮件设置测试');
    expect(await row.innerText()).toContain('发件箱');
    await page.screenshot({ path: `${RESULTS_DIR}messaging-mail-outbox.png`, fullPage: true });

    await page.getByRole('tab', { name: '邮件模板' }).click();
    await page.getByTestId('mail-template-table').getByText('orderNotice').waitFor();
    await page.getByTestId('mail-template-add').click();
    await page.getByTestId('mail-template-page').waitFor();
    await page.getByTestId('mail-template-body').fill('${name}，您好：${companyName}欢迎您。');
    await page.getByTestId('preview-body').getByText('张三，您好：上海康瑞医疗器械有限公司欢迎您。').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}messaging-mail-template.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it("the platform administrator's SMS screens render, the history masking codes", async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/smsSet');
    await page
      .getByTestId('sms-template-table')
      .getByText('您正在申请使用电子印章，验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。')
      .waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}messaging-sms-set.png`, fullPage: true });

    await page.getByTestId('sms-template-edit-5').click();
    await page.getByTestId('preview-content').getByText('您正在申请使用电子印章，验证码为123456，5分钟内有效，请勿泄露给他人。').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}messaging-sms-template.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/systemSetup/smsSet/add');
    await page.getByTestId('sms-setting-page').getByText('AccessKey Secret').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}messaging-sms-setting.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/systemSetup/smsSet/historyRecord');
    await page.getByTestId('sms-history-table').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('sms-history-table').innerText()).not.toMatch(/验证码为\d{6}/);
    await page.screenshot({ path: `${RESULTS_DIR}messaging-sms-history.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
