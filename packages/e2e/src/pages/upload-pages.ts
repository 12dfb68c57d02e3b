// The upload showcase (/demo/upload, packages/web/src/features/demo/upload-demo-page.tsx over
// kit/upload) and the public phone page of the QR upload (/upload/h5?code=…&token=…, upload-h5-page.tsx).
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { FILE_API } from '@medportal/contracts/common/api-paths';

export const UPLOAD_API_PATH = FILE_API.fileUpload;
export const QR_USED_TEXT = '该二维码已上传过文件，请重新扫码';
export const tooBigText = (name: string) => `「${name}」上传失败：文件大小不能超过4M`;
export const receivedText = (name: string) => `已收到手机上传的文件「${name}」`;

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG of width×height in one colour (so the card thumbnail and the server's type check see an image). */
export function pngFile(name: string, width = 8, height = 8, rgb: [number, number, number] = [22, 119, 255]): FilePayload {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A png-named file of `bytes` bytes: a valid PNG padded with a trailing chunk-less tail. */
export function bigPngFile(name: string, bytes: number): FilePayload {
  const head = pngFile(name).buffer;
  return { name, mimeType: 'image/png', buffer: Buffer.concat([head, Buffer.alloc(bytes - head.length)]) };
}

export class UploadDemoPage {
  readonly root: Locator;
  /** the multi-file example (with 扫码上传) */
  readonly multi: Locator;
  readonly multiInput: Locator;
  readonly cards: Locator;
  readonly qrButton: Locator;
  readonly qrOverlay: Locator;
  readonly qrLink: Locator;
  readonly qrStatus: Locator;
  readonly list: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('upload-demo');
    this.multi = this.root.getByTestId('file-upload').first();
    // antd Upload's own hidden input (the other hidden input of the kit is for re-uploads)
    this.multiInput = this.multi.locator('.ant-upload input[type="file"]');
    this.cards = this.multi.getByTestId('upload-card');
    this.qrButton = this.multi.getByTestId('qr-upload-button');
    this.qrOverlay = page.getByTestId('qr-upload-overlay');
    this.qrLink = page.getByTestId('qr-upload-link');
    this.qrStatus = page.getByTestId('qr-upload-status');
    this.list = page.getByTestId('upload-demo-list');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/demo/upload`);
    await this.multi.waitFor();
  }

  async choose(file: FilePayload): Promise<void> {
    await this.multiInput.setInputFiles(file);
  }

  /** the card of a file, by its name */
  card(name: string): Locator {
    return this.cards.filter({ hasText: name });
  }

  /** the list row of a file, by its name */
  listRow(name: string): Locator {
    return this.list.locator('tbody tr', { hasText: name });
  }

  /** clicks 扫码上传 and resolves with the phone page's link once the QR code waits */
  async startQr(): Promise<string> {
    await this.qrButton.click();
    await this.qrLink.waitFor();
    const href = await this.qrLink.getAttribute('href');
    if (!href) throw new Error('the QR overlay shows no link');
    return href;
  }
}

export class PhoneUploadPage {
  readonly picker: Locator;
  readonly input: Locator;
  readonly submit: Locator;
  readonly done: Locator;
  readonly error: Locator;
  readonly invalid: Locator;

  constructor(private readonly page: Page) {
    this.picker = page.getByTestId('h5-picker');
    this.input = page.locator('input[type="file"]');
    this.submit = page.getByTestId('h5-submit');
    this.done = page.getByTestId('h5-done');
    this.error = page.getByTestId('h5-error');
    this.invalid = page.getByTestId('h5-invalid');
  }

  /** opens the link in a fresh document (a goto that changes only the hash would keep the page's state) */
  async open(link: string): Promise<void> {
    await this.page.goto('about:blank');
    await this.page.goto(link);
    await this.page.getByRole('heading', { name: '手机上传文件' }).waitFor();
  }

  /** picks a file and presses 上传 */
  async send(file: FilePayload): Promise<void> {
    await this.input.setInputFiles(file);
    await this.page.getByText(file.name).waitFor();
    await this.submit.click();
  }
}
