// The product import (/productManagement/productControl/importPrdutsAndPics, packages/web/src/features/
// product/product-import): the workbook and the pictures zip chosen in their drop zones, each result with
// its failed rows; a zip built here for the pictures.
import { crc32, deflateRawSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { gotoRoute } from './order-pages.js';

export const PRODUCT_IMPORT_PATH = '/productManagement/productControl/importPrdutsAndPics';
export type ImportTarget = 'products' | 'pictures';

const MIME: Record<ImportTarget, string> = {
  products: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pictures: 'application/zip',
};

export class ProductImportPage {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('pd-import-page');
  }

  async open(): Promise<void> {
    await gotoRoute(this.page, this.baseUrl, PRODUCT_IMPORT_PATH);
    await this.root.waitFor();
  }

  /** chooses the file in the target's drop zone (the upload starts at once) */
  async choose(target: ImportTarget, name: string, buffer: Buffer): Promise<void> {
    await this.page
      .getByTestId(`pd-import-upload-${target}`)
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: MIME[target], buffer });
  }

  /** waits until the target's result says 导入完成 or 导入失败 */
  async finished(target: ImportTarget, timeout = 60_000): Promise<string> {
    const status = this.page.getByTestId(`pd-import-status-${target}`);
    await status.filter({ hasText: /导入完成|导入失败/ }).waitFor({ timeout });
    return (await status.textContent()) ?? '';
  }

  count(target: ImportTarget, which: 'imported' | 'failed'): Promise<string | null> {
    return this.page.getByTestId(`pd-import-${which}-${target}`).textContent();
  }

  /** the failed rows as shown: [row number, reason] */
  async failedRows(target: ImportTarget): Promise<[string, string][]> {
    const rows = this.page.getByTestId(`pd-import-failures-${target}`).locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const out: [string, string][] = [];
    for (let i = 0; i < (await rows.count()); i++) {
      const cells = rows.nth(i).locator('td');
      out.push([((await cells.nth(0).textContent()) ?? '').trim(), ((await cells.nth(1).textContent()) ?? '').trim()]);
    }
    return out;
  }
}

/** A zip archive (deflated entries) of the given files. */
export function zipOf(parts: { name: string; data: Buffer }[]): Buffer {
  const out: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const body = deflateRawSync(p.data);
    const crc = crc32(p.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(p.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(p.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    out.push(local, name, body);
    dir.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}
