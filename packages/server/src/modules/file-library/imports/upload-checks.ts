// What an uploaded workbook must pass before any of it is parsed: not empty, a real zip whose central
// directory is small (entries, total and per-entry expansion), with the parts of an .xlsx, and whose
// entries really inflate to the sizes the directory declares (a zip that lies about them is refused
// after at most the allowed total); then the template's header row and at least one data row. Each
// refusal is a business error with its zh-CN text.
import yauzl from 'yauzl';
import { DomainError } from '../../../lib/domain-error.js';
import { isBlank, sheetRows } from './sheet-io.js';

const MAX_ENTRIES = 2000;
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;
const MAX_RATIO = 200;
const RATIO_CHECKED_ABOVE = 10 * 1024 * 1024;
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

export type ZipEntry = { fileName: string; compressedSize: number; uncompressedSize: number };

// raw: entry names are not validated by yauzl (an archive of files reports an unsafe name per entry)
const openOptions = (raw: boolean) => ({ lazyEntries: true, autoClose: true, ...(raw ? { decodeStrings: false } : {}) });
/** An entry's name; a raw one read as UTF-8. */
export const entryName = (e: yauzl.Entry): string =>
  typeof e.fileName === 'string' ? e.fileName : Buffer.from(e.fileName as unknown as Buffer).toString('utf8');

/** The central directory of a zip file; null when the file is no zip. */
const centralDirectory = (path: string, raw = false) =>
  new Promise<ZipEntry[] | null>((resolve) => {
    yauzl.open(path, openOptions(raw), (err, zip) => {
      if (err || !zip) return resolve(null);
      if (zip.entryCount > MAX_ENTRIES) {
        zip.close();
        return resolve(Array.from({ length: zip.entryCount }, () => ({ fileName: '', compressedSize: 0, uncompressedSize: 0 })));
      }
      const entries: ZipEntry[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        entries.push({ fileName: entryName(e), compressedSize: e.compressedSize, uncompressedSize: e.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });

/**
 * Inflates every entry once without keeping it: 'ok', 'tooLarge' once more than `limit` bytes came out,
 * 'corrupt' when an entry does not inflate or yields another size than declared (yauzl checks that).
 */
const inflateAll = (path: string, limit: number, raw = false) =>
  new Promise<'ok' | 'tooLarge' | 'corrupt'>((resolve) => {
    yauzl.open(path, openOptions(raw), (err, zip) => {
      if (err || !zip) return resolve('corrupt');
      let total = 0;
      let done = false;
      const finish = (result: 'ok' | 'tooLarge' | 'corrupt') => {
        if (done) return;
        done = true;
        zip.close();
        resolve(result);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entryName(entry).endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return finish('corrupt');
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > limit) {
              stream.destroy();
              finish('tooLarge');
            }
          });
          // yauzl stops an entry that inflates beyond its declared size ('too many bytes in the stream')
          stream.on('error', (e: Error) => finish(/too many bytes/.test(e.message) ? 'tooLarge' : 'corrupt'));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => finish('ok'));
      zip.on('error', () => finish('corrupt'));
      zip.readEntry();
    });
  });

/** The directory's limits: entry count, total expansion and the expansion ratio of large entries. */
function checkDirectory(entries: ZipEntry[], maxEntries: number): number {
  if (entries.length > maxEntries) throw new DomainError('IMPORT_ZIP_BOMB', `文件内的条目超过${maxEntries}个，已拒绝`);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const bomb = entries.some(
    (e) => e.uncompressedSize > RATIO_CHECKED_ABOVE && e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize),
  );
  if (total > MAX_TOTAL_BYTES || bomb) throw new DomainError('IMPORT_ZIP_BOMB');
  return total;
}

export async function checkZip(path: string, size: number): Promise<void> {
  if (size === 0) throw new DomainError('IMPORT_EMPTY_FILE');
  const entries = await centralDirectory(path);
  if (!entries) throw new DomainError('IMPORT_NOT_WORKBOOK');
  const total = checkDirectory(entries, MAX_ENTRIES);
  const names = new Set(entries.map((e) => e.fileName));
  if (!REQUIRED_PARTS.every((p) => names.has(p))) throw new DomainError('IMPORT_NOT_WORKBOOK');
  // the declared sizes are the sender's word: inflate once, bounded, before exceljs reads anything
  const inflated = await inflateAll(path, Math.min(MAX_TOTAL_BYTES, total + 1));
  if (inflated === 'tooLarge') throw new DomainError('IMPORT_ZIP_BOMB');
  if (inflated === 'corrupt') throw new DomainError('IMPORT_NOT_WORKBOOK');
}

/** Row 1 is the template's header (nothing right of it) and some later row holds data. */
export async function checkSheet(path: string, headers: readonly string[]): Promise<void> {
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

/**
 * An uploaded zip archive of files (a pictures import): the same limits as a workbook's zip (at most
 * `maxEntries` entries, the total and per-entry expansion) and every entry inflating to its declared
 * size; answers the directory. `notZip` is the refusal of a file that is no zip.
 */
export async function checkArchive(path: string, size: number, maxEntries: number, notZip: DomainError): Promise<ZipEntry[]> {
  if (size === 0) throw new DomainError('IMPORT_EMPTY_FILE');
  const entries = await centralDirectory(path, true);
  if (!entries) throw notZip;
  const total = checkDirectory(entries, Math.min(maxEntries, MAX_ENTRIES));
  const inflated = await inflateAll(path, Math.min(MAX_TOTAL_BYTES, total + 1), true);
  if (inflated === 'tooLarge') throw new DomainError('IMPORT_ZIP_BOMB');
  if (inflated === 'corrupt') throw notZip;
  return entries;
}
