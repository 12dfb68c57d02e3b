// Training videos, the customer-service desks and the export records (issue 13): the platform adds a
// public video through the drawer (an mp4 of the file library, type read from its 'ftyp' box), a visitor
// finds it on /auth-login/video-list and its stream answers byte ranges; fc_admin exports users and
// finds the export on /group-exportRecord; the new workbench's desk page lists the desks.
import { deflateSync } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { LoginPage, waitForHash } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

// an ISO base media file's first box ('ftyp', brand isom) and then bytes: enough for the type check
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41', 'latin1'),
  Buffer.alloc(4096, 7),
]);

/** A real PNG: a 320x180 blue-to-teal gradient (the video's cover). */
function gradientPng(width = 320, height = 180): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++)
      rows.set([22, 119 + Math.round((x / width) * 80), 255 - Math.round((y / height) * 60)], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const token = async (baseUrl: string, userName: string): Promise<string> => {
  const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantid: '1' },
    body: JSON.stringify({ userName, password: 'Demo1234' }),
  });
  return ((await res.json()) as { payload: { token: string } }).payload.token;
};

describe('workbench: training videos, customer service, export records', () => {
  const h = useServerAndBrowser();
  let page: Page;
  const mp4Path = `${RESULTS_DIR}training-intro.mp4`;
  const coverPath = `${RESULTS_DIR}training-cover.png`;
  beforeAll(async () => {
    page = h.page();
    await writeFile(mp4Path, MP4);
    await writeFile(coverPath, gradientPng());
  });

  it('the platform adds a public video with a cover through the drawer', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/worktable/video');
    await page.getByTestId('video-page-empty').waitFor();
    await page.getByTestId('video-add').click();
    const drawer = page.getByTestId('video-form');
    await drawer.getByTestId('video-form-title').fill('平台操作入门');
    await drawer.locator('textarea').fill('登录、切换企业与工作台的基本操作');
    const [videoChooser] = await Promise.all([page.waitForEvent('filechooser'), drawer.getByTestId('video-form-pick').click()]);
    await videoChooser.setFiles(mp4Path);
    await drawer.getByTestId('video-form-file').waitFor();
    expect(await drawer.getByTestId('video-form-file').innerText()).toContain('training-intro.mp4');
    await drawer.locator('.ant-upload input[type="file"]').nth(1).setInputFiles(coverPath);
    await drawer.getByTestId('video-form-public').click();
    await page.screenshot({ path: `${RESULTS_DIR}videos-drawer.png` });
    await page.getByTestId('video-form-save').click();
    const card = page.locator('[data-testid^="video-card-"]', { hasText: '平台操作入门' });
    await card.waitFor();
    await card.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((r) => (img.onload = r))));
    expect(await card.innerText()).toContain('登录页公开');
    await page.screenshot({ path: `${RESULTS_DIR}videos-worktable.png`, fullPage: true });
  });

  it('a visitor sees it on the login pages’ video list, and its stream answers ranges', async () => {
    await new Shell(page).logout();
    await waitForHash(page, '#/loginAdmin');
    await gotoRoute(page, h.baseUrl(), '/auth-login/video-list');
    const card = page.locator('[data-testid^="video-card-"]', { hasText: '平台操作入门' });
    await card.waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}videos-public.png`, fullPage: true });
    await card.click();
    const src = await page.getByTestId('video-player').getAttribute('src');
    expect(src).toMatch(/\/video\/stream\?id=\d+&tenantId=1$/);
    const ranged = await fetch(new URL(src!, h.baseUrl()), { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${MP4.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('fc_admin finds its own user export on /group-exportRecord, not another company’s', async () => {
    const fc = await token(h.baseUrl(), 'fc_admin');
    const exported = await fetch(`${h.baseUrl()}${STAFF_API.merchantUserExport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fc}`, tenantid: '1' },
      body: '{}',
    });
    expect(exported.status).toBe(200);
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/group-exportRecord');
    const table = page.getByTestId('export-records-table');
    const row = table.locator('tr', { hasText: '用户管理' });
    await row.waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await row.getByRole('button', { name: /下载/ }).count()).toBe(1);
    await page.screenshot({ path: `${RESULTS_DIR}export-records.png`, fullPage: true });
  });

  it('the new workbench lists the customer-service desks and the videos', async () => {
    await gotoRoute(page, h.baseUrl(), '/newWorkbench/customerSupportList');
    await page.getByTestId('support-system').locator('[data-testid^="support-desk-"]').first().waitFor();
    expect(await page.getByTestId('support-system').innerText()).toContain('400-800-1234');
    await page.screenshot({ path: `${RESULTS_DIR}customer-support.png`, fullPage: true });
    await gotoRoute(page, h.baseUrl(), '/newWorkbench/videoList');
    await page.locator('[data-testid^="video-card-"]', { hasText: '平台操作入门' }).waitFor();
    // fc_admin is not the platform: no management
    expect(await page.getByTestId('video-add').count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}videos-new-workbench.png`, fullPage: true });
  });
});
