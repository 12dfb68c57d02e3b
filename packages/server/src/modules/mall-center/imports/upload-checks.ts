// What an uploaded workbook must pass before any of it is parsed: not empty, a real zip whose central
// directory is small (entries, total and per-entry expansion), with the parts of an .xlsx; then the
// template's header row and at least one data row. Each refusal is a business error with its zh-CN text.
import { IMPORT_HEADERS, type ImportKind } from '@medportal/contracts/mall/imports.contract';
import yauzl from 'yauzl';
import { DomainError } from '../../../lib/domain-error.js';
import { isBlank, sheetRows } from './sheet-io.js';

const MAX_ENTRIES = 2000;
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;
const MAX_RATIO = 200;
const RATIO_CHECKED_ABOVE = 10 * 1024 * 1024;
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

type ZipEntry = { fileName: string; compressedSize: number; uncompressedSize: number };

/** The central directory of a zip file; null when the file is no zip. */
const centralDirectory = (path: string) => new Promise<ZipEntry[] | null>((resolve) => {
  yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
    if (err || !zip) return resolve(null);
    if (zip.entryCount > MAX_ENTRIES) {
      zip.close();
      return resolve(Array.from({ length: zip.entryCount }, () => ({ fileName: '', compressedSize: 0, uncompressedSize: 0 })));
    }
    const entries: ZipEntry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push({ fileName: e.fileName, compressedSize: e.compressedSize, uncompressedSize: e.uncompressedSize });
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve(null));
    zip.readEntry();
  });
});

export async function checkZip(path: string, size: number): Promise<void> {
  if (size === 0) throw new DomainError('IMPORT_EMPTY_FILE');
  const entries = await centralDirectory(path);
  if (!entries) throw new DomainError('IMPORT_NOT_WORKBOOK');
  if (entries.length > MAX_ENTRIES) throw new DomainError('IMPORT_ZIP_BOMB', `文件内的条目超过${MAX_ENTRIES}个，已拒绝`);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const bomb = entries.some((e) => e.uncompressedSize > RATIO_CHECKED_ABOVE && e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize));
  if (total > MAX_TOTAL_BYTES || bomb) throw new DomainError('IMPORT_ZIP_BOMB');
  const names = new Set(entries.map((e) => e.fileName));
  if (!REQUIRED_PARTS.every((p) => names.has(p))) throw new DomainError('IMPORT_NOT_WORKBOOK');
}

/** Row 1 is the template's header (nothing right of it) and some later row holds data. */
export async function checkSheet(path: string, kind: ImportKind): Promise<void> {
  const headers = IMPORT_HEADERS[kind];
  let headerSeen = false;
  try {
    for await (const { rowNo, cells } of sheetRows(path, headers.length)) {
      if (!headerSeen) {
        const matches = rowNo === 1 && headers.every((h, i) => cells[i] === h) && cells.slice(headers.length).every((c) => c === '');
        if (!matches) throw new DomainError('IMPORT_BAD_TEMPLATE');
        headerSeen = true;
      } else if (!isBlank(cells.slice(0, headers.length))) {
        return;
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    // the zip is sound but its parts are not a workbook exceljs can read
    throw new DomainError('IMPORT_NOT_WORKBOOK');
  }
  throw new DomainError(headerSeen ? 'IMPORT_NO_ROWS' : 'IMPORT_BAD_TEMPLATE');
}
