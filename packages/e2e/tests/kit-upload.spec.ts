// Uploads against the real file library (issue 4 'Tests'): a 5 MB file is refused by the page's check
// and, sent straight to the server with the page's session, by the server (FL1002, '…4M'); a small png
// uploads through /demo/upload into a card; the QR upload is completed from a second browser acting as a
// phone, and the used link is refused on a second try.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { launchBrowser, type RunningBrowser } from '../src/browser.js';
import { LoginPage } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import {
  PhoneUploadPage,
  QR_USED_TEXT,
  UPLOAD_API_PATH,
  UploadDemoPage,
  bigPngFile,
  pngFile,
  receivedText,
  tooBigText,
} from '../src/pages/upload-pages.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const FIVE_MB = 5 * 1024 * 1024;
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('UI kit uploads', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let demo: UploadDemoPage;
  let phone: RunningBrowser | undefined;
  const uploads: Request[] = [];

  beforeAll(async () => {
    page = h.page();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === UPLOAD_API_PATH) uploads.push(r);
    });
    await new LoginPage(page, h.baseUrl()).loginAs('admin');
    await new Shell(page).ready();
    demo = new UploadDemoPage(page, h.baseUrl());
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('refuses a 5 MB png on the page before sending it', async () => {
    await demo.open();
    await demo.root.getByText('支持 jpg/png/pdf 格式，大小不超过4M').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-upload.png`, fullPage: true });
    await demo.choose(bigPngFile('big-5mb.png', FIVE_MB));
    await page.locator('.ant-message-notice', { hasText: tooBigText('big-5mb.png') }).waitFor();
    expect(await demo.cards.count()).toBe(0);
    expect(uploads).toHaveLength(0);
  });

  it("refuses the same file on the server when the page's check is bypassed: FL1002 '文件大小不能超过4M'", async () => {
    const cookies = await h.browser().context.cookies(h.baseUrl());
    const token = cookies.find((c) => c.name === 'token')?.value;
    const tenantId = cookies.find((c) => c.name === 'tenantId')?.value;
    expect(token).toBeTruthy();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (tenantId) headers['tenantId'] = tenantId;

    const big = bigPngFile('big-5mb.png', FIVE_MB);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(big.buffer)], { type: big.mimeType }), big.name);
    const res = await fetch(`${h.baseUrl()}${UPLOAD_API_PATH}`, { method: 'POST', headers, body: form });
    const body = (await res.json()) as Envelope<unknown>;
    expect(body.code).toBe('FL1002');
    expect(body.msg).toContain('4M');
    expect(body.payload ?? null).toBeNull();

    // the same session and route take a small png: the refusal is the size, not the call
    const small = pngFile('direct.png');
    const ok = new FormData();
    ok.append('file', new Blob([new Uint8Array(small.buffer)], { type: small.mimeType }), small.name);
    const okBody = (await (
      await fetch(`${h.baseUrl()}${UPLOAD_API_PATH}`, { method: 'POST', headers, body: ok })
    ).json()) as Envelope<unknown>;
    expect(okBody.code).toBe('0');
    expect(typeof okBody.payload).toBe('string');
  });

  it('uploads a small png through the page into a card and the list', async () => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD_API_PATH);
    await demo.choose(pngFile('small-logo.png', 40, 30));
    const body = (await (await answer).json()) as Envelope<string>;
    expect(body.code).toBe('0');
    const card = demo.card('small-logo.png');
    await card.and(page.locator('[data-loading="false"]')).waitFor();
    expect(await card.getAttribute('data-url')).toBe(body.payload);
    // the thumbnail is the local copy of the image
    expect(await card.locator('img').getAttribute('src')).toMatch(/^blob:/);
    const box = await card.boundingBox();
    expect([box?.width, box?.height]).toEqual([200, 142]);
    await demo.listRow('small-logo.png').getByText('已上传').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-upload-card.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('completes a QR upload from a phone, and refuses the used link', async () => {
    const link = await demo.startQr();
    expect(link).toContain('#/upload/h5?');
    expect(new URL(link.replace('#/upload/h5', '')).searchParams.get('code')).toBeTruthy();
    await demo.qrStatus.getByText('等待手机上传…').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-upload-qr.png` });

    phone = await launchBrowser({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
      deviceScaleFactor: 3,
    });
    const phonePage = await phone.newPage();
    phonePage.setDefaultTimeout(15_000);
    const phoneErrors: string[] = [];
    phonePage.on('pageerror', (err) => phoneErrors.push(err.message));
    const h5 = new PhoneUploadPage(phonePage);
    await h5.open(link);
    // the phone has no session: the page works on the link's code and token alone
    expect(await phone.context.cookies()).toEqual([]);
    await phonePage.screenshot({ path: `${RESULTS_DIR}kit-upload-h5.png`, fullPage: true });
    await h5.send(pngFile('from-phone.png', 60, 80, [250, 140, 22]));
    await h5.done.getByText('上传成功').waitFor();
    await h5.done.getByText('文件「from-phone.png」已上传，请回到电脑端查看').waitFor();
    await phonePage.screenshot({ path: `${RESULTS_DIR}kit-upload-h5-done.png`, fullPage: true });

    // the desktop's 2 s poll finds the file: the overlay closes and the file joins the list
    await page.locator('.ant-message-notice', { hasText: receivedText('from-phone.png') }).waitFor();
    await demo.qrOverlay.waitFor({ state: 'detached' });
    const card = demo.card('from-phone.png');
    await card.waitFor();
    expect(await card.getAttribute('data-url')).toMatch(/\S/);
    expect(await card.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await demo.listRow('from-phone.png').getByText('已上传').waitFor();
    expect(await demo.cards.count()).toBe(2);

    // the same link a second time: the server's refusal, shown on the phone
    await h5.open(link);
    await h5.send(pngFile('again.png'));
    await h5.error.getByText(QR_USED_TEXT).waitFor();
    expect(await h5.done.count()).toBe(0);
    await phonePage.screenshot({ path: `${RESULTS_DIR}kit-upload-h5-used.png`, fullPage: true });
    expect(await demo.cards.count()).toBe(2);
    expect(phoneErrors).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });
});
