// The first-camp exchange (issue 15): ag_admin (AG0001) asks the manufacturer FC0001 for its company
// qualification set on /channelManagement/qualification, fc_admin sends it, ag_admin reviews and approves
// it; fc_admin then files a newer business licence (through the API, not this screen's test) and ag_admin's
// next page shows the forced dialog — ag_user's too, with the no-permission note — but the qualification
// page itself does not; the approved exchange's data pack downloads as one PDF with the cover and every
// page of the documents' attachments.
//
// Fixtures through the API: the enterprise-registry relation AG0001 → FC0001 (the start dialog picks the
// supplier from it) and, before the exchange, a version of FC0001's business licence with a two-page PDF
// (the seed's files have no attachments), so the pack has pages to count.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORCE_QUALIFICATION_MSG, FORCE_QUALIFICATION_NO_PERMISSION_MSG } from '@medportal/contracts/channel/exchange-rules';
import { CHANNEL_API, FILE_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { DEMO_PASSWORD, LoginPage } from '../src/pages/login-page.js';
import { chooseOption, gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';

type Envelope<T> = { code: string; msg: string; payload: T };
const FC0001 = { name: '上海康瑞医疗器械有限公司', creditCode: '91310115MA1H3K6DXP' };
const EXCHANGE_PAGE = '/channelManagement/qualification';

/** A valid PDF of `pages` pages with a line of text each (correct xref offsets). */
function pdfOf(pages: number, text: string): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (let i = 0; i < pages; i++) {
    const stream = `BT /F1 24 Tf 72 720 Td (${text} ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
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

/** A session of a demo user for the fixtures. */
class Api {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly companyId: number,
  ) {}

  static async login(baseUrl: string, userName: string): Promise<Api> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as Envelope<{ token?: string; companyId?: number } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new Api(baseUrl, body.payload.token, body.payload.companyId ?? 0);
  }

  /** signs the agreements the user's company still has to sign (the sign-off gate is not this test's screen) */
  async signAgreements(): Promise<void> {
    const company = { companyId: this.companyId, tenantId: 1 };
    const check = await this.call<{ needSign: boolean; agreementList: { id: number }[] }>(STAFF_API.checkAgreementSign, company);
    if (check.needSign && check.agreementList.length > 0)
      await this.call(STAFF_API.agreementSignature, { ...company, agreementIdList: check.agreementList.map((a) => a.id) });
  }

  /** GET a binary answer (e.g. an attachment) */
  async bytes(path: string): Promise<Buffer> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async call<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.code !== '0') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  /** uploads a PDF to the file library; answers its file code */
  async upload(name: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    const res = await fetch(`${this.baseUrl}${FILE_API.fileUpload}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    const answer = (await res.json()) as Envelope<string>;
    if (answer.code !== '0') throw new Error(`upload ${name}: ${answer.code} ${answer.msg}`);
    return new URL(answer.payload, this.baseUrl).searchParams.get('fileCode')!;
  }
}

type Attachment = { fileCode: string; fileName: string };
type FileVersion = { version: number; details: Record<string, unknown>; attachments: Attachment[] };
type FileRow = { id: number; fileType: string; fileNo: string; currentVersion: number; validFrom: string | null; validTo: string | null };
type FileDetail = FileRow & { current: FileVersion; versions: FileVersion[] };

/** fc_admin files a new version of FC0001's business licence with a PDF of `pages` pages. */
async function newLicenceVersion(fc: Api, pages: number, reason: string): Promise<void> {
  const head = (await fc.call<FileRow[]>(CHANNEL_API.qualificationFileList, {})).find((r) => r.fileType === 'business_license');
  if (!head) throw new Error('FC0001 has no business licence');
  const detail = await fc.call<FileDetail>(CHANNEL_API.qualificationFileDetail, { id: head.id });
  const fileName = `营业执照-${reason}.pdf`;
  const fileCode = await fc.upload(fileName, pdfOf(pages, `Business licence ${reason}`));
  await fc.call(CHANNEL_API.qualificationFileNewVersion, {
    id: head.id,
    currentVersion: detail.currentVersion,
    fileNo: detail.fileNo,
    validFrom: detail.validFrom,
    validTo: detail.validTo,
    details: detail.current.details,
    attachments: [{ fileCode, fileName }],
    changeReason: reason,
  });
}

/** Pages the data pack must hold for a set: each PDF attachment's pages, one page per image. */
async function attachmentPagesOf(fc: Api, items: { docKind: string; docId: number; version: number }[]): Promise<number> {
  let pages = 0;
  for (const item of items.filter((i) => i.docKind === 'file')) {
    const detail = await fc.call<FileDetail>(CHANNEL_API.qualificationFileDetail, { id: item.docId });
    const version = detail.versions.find((v) => v.version === item.version)!;
    for (const a of version.attachments) {
      const bytes = await fc.bytes(
        `${CHANNEL_API.qualificationFileAttachment}?id=${item.docId}&fileCode=${encodeURIComponent(a.fileCode)}`,
      );
      pages += bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? (await PDFDocument.load(bytes)).getPageCount() : 1;
    }
  }
  return pages;
}

/** the exchange table's row holding `text` (a fixed column repeats the row: the first one) */
const rowOf = (page: Page, side: 'buyer' | 'supplier', text: string) =>
  page.getByTestId(`exchange-table-${side}`).locator('tr.ant-table-row', { hasText: text }).first();

describe('first-camp exchange', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let login: LoginPage;
  let exchangeNo = '';
  let exchangeId = 0;
  const forced = () => page.getByTestId('force-qualification');

  beforeAll(async () => {
    page = h.page();
    login = new LoginPage(page, h.baseUrl());
    for (const user of ['ag_admin', 'ag_user', 'fc_admin']) await (await Api.login(h.baseUrl(), user)).signAgreements();
    const ag = await Api.login(h.baseUrl(), 'ag_admin');
    const found = await ag.call<{ companyId: number; relationId: number | null }>(CHANNEL_API.partnerLookup, {
      creditCode: FC0001.creditCode,
      kind: 'factory',
    });
    if (found.relationId === null) {
      await ag.call(CHANNEL_API.partnerSave, {
        kind: 'factory',
        creditCode: FC0001.creditCode,
        contactName: '周敏',
        contactPhone: '13900000001',
      });
    }
    await newLicenceVersion(await Api.login(h.baseUrl(), 'fc_admin'), 2, '年检换发');
  });

  it('ag_admin asks FC0001 for its company set', async () => {
    await login.loginAs('ag_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), EXCHANGE_PAGE);
    await page.getByTestId('exchange-list-page').waitFor();
    await page.getByTestId('exchange-add').click();
    const dialog = page.getByTestId('start-dialog');
    await dialog.waitFor();
    await chooseOption(page, dialog.getByRole('combobox'), FC0001.name);
    await dialog.locator('textarea').fill('年度首营资料更新');
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-start.png` });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === CHANNEL_API.exchangeRequest);
    await page.getByTestId('start-submit').click();
    const row = ((await (await answer).json()) as Envelope<{ id: number; exchangeNo: string }>).payload;
    exchangeNo = row.exchangeNo;
    exchangeId = row.id;
    expect(exchangeNo).not.toBe('');
    const listed = rowOf(page, 'buyer', exchangeNo);
    await listed.waitFor();
    expect(await listed.innerText()).toContain('待交换');
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-list.png`, fullPage: true });
  });

  it('fc_admin sends the current set, the new licence version among it', async () => {
    await login.loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), EXCHANGE_PAGE);
    const row = rowOf(page, 'supplier', exchangeNo);
    await row.waitFor();
    await row.getByRole('button', { name: '资质交换' }).click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.getByTestId('send-set').locator('tr.ant-table-row', { hasText: '营业执照' }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-send.png` });
    await page.getByTestId('send-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, 'supplier', exchangeNo).innerText()).toContain('审核中');
  });

  it('ag_admin approves it; the detail shows the set and the steps', async () => {
    await login.loginAs('ag_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), EXCHANGE_PAGE);
    const row = rowOf(page, 'buyer', exchangeNo);
    await row.waitFor();
    await row.getByRole('button', { name: '审核' }).click();
    const dialog = page.getByTestId('review-dialog');
    await dialog.getByTestId('review-set').locator('tr.ant-table-row', { hasText: '营业执照' }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-review.png` });
    await page.getByTestId('review-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, 'buyer', exchangeNo).innerText()).toContain('已通过');
    await rowOf(page, 'buyer', exchangeNo).getByRole('button', { name: exchangeNo }).click();
    const detail = page.getByTestId('exchange-detail');
    await detail.getByTestId('detail-steps').getByText('审核通过').waitFor();
    expect(await detail.getByTestId('detail-set').innerText()).toContain('营业执照');
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-detail.png` });
    await page.keyboard.press('Escape');
  });

  it('a newer licence forces ag_admin on the next page, not on the qualification page', async () => {
    await newLicenceVersion(await Api.login(h.baseUrl(), 'fc_admin'), 1, '住所变更');
    await gotoRoute(page, h.baseUrl(), '/');
    await forced().waitFor();
    expect(await forced().innerText()).toContain(FORCE_QUALIFICATION_MSG);
    expect(await forced().getByTestId('force-qualification-no-permission').count()).toBe(0);
    expect(await page.locator('.ant-modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await forced().isVisible()).toBe(true);
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-forced.png` });

    // the dialog's button leads to the addtional page, where it shows again and lets the user work there
    await page.getByTestId('force-qualification-confirm').click();
    await page.getByTestId('exchange-additional-page').waitFor();
    await forced().waitFor();
    await page.getByTestId('force-qualification-confirm').click();
    await forced().waitFor({ state: 'detached' });
    await page.getByTestId('additional-table').getByText(FC0001.name).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-additional.png`, fullPage: true });

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === CHANNEL_API.exchangePageList);
    await gotoRoute(page, h.baseUrl(), EXCHANGE_PAGE);
    await listed;
    await rowOf(page, 'buyer', exchangeNo).waitFor();
    expect(await forced().count()).toBe(0);
  });

  it('the approved exchange downloads its data pack: the cover and every page of the set', async () => {
    const download = page.waitForEvent('download');
    await rowOf(page, 'buyer', exchangeNo).getByRole('button', { name: '下载首营资料' }).click();
    const file = await (await download).path();
    const pdf = await PDFDocument.load(await readFile(file));
    const sent = await (
      await Api.login(h.baseUrl(), 'ag_admin')
    ).call<{ items: { docKind: string; docId: number; version: number }[] }>(CHANNEL_API.exchangeDetail, { id: exchangeId });
    const documentPages = await attachmentPagesOf(await Api.login(h.baseUrl(), 'fc_admin'), sent.items);
    // the business licence version sent carries the two-page PDF of the fixture
    expect(documentPages).toBeGreaterThanOrEqual(2);
    // one cover page (a short set) and every page of the documents sent
    expect(pdf.getPageCount()).toBe(1 + documentPages);
  });

  it("ag_user's next page shows the forced dialog with the no-permission note and no way past it", async () => {
    await login.loginAs('ag_user');
    await forced().waitFor();
    expect(await forced().innerText()).toContain(FORCE_QUALIFICATION_MSG);
    expect(await forced().getByTestId('force-qualification-no-permission').innerText()).toBe(FORCE_QUALIFICATION_NO_PERMISSION_MSG);
    expect(await page.getByTestId('force-qualification-confirm').count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}qualification-exchange-forced-no-permission.png` });
    await gotoRoute(page, h.baseUrl(), EXCHANGE_PAGE);
    await page.getByTestId('exchange-list-page').waitFor();
    expect(await forced().count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });
});
