import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbook, zipOf } from '../../../test/mall-imports.js';
import { sheetRows } from './sheet-io.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sheet-io-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The parts of a zip, in stored order. */
const partsOf = (bytes: Buffer) =>
  new Promise<{ name: string; data: Buffer }[]>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const parts: { name: string; data: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.readEntry();
    });
  });

const rowsOf = async (path: string) => {
  const rows: string[][] = [];
  for await (const { cells } of sheetRows(path, 2)) rows.push(cells);
  return rows;
};

describe('sheetRows', () => {
  it('reads the first sheet of a workbook whose xl/workbook.xml the streaming pass never reaches', async () => {
    // exceljs#3064: the reader's single pass may end before the last entry (exceljs stores
    // xl/workbook.xml last); without it the worksheet reader used to throw on `model.sheets`
    const bytes = await workbook(['产品编码', '数量'], [['KR-SYR-5', 3]]);
    const parts = await partsOf(bytes);
    expect(parts.at(-1)!.name).toBe('xl/workbook.xml');
    const path = join(dir, 'without-workbook-part.xlsx');
    await writeFile(path, zipOf(parts.slice(0, -1)));
    expect(await rowsOf(path)).toEqual([
      ['产品编码', '数量'],
      ['KR-SYR-5', '3'],
    ]);
  });

  it('reads dates of such a workbook as days of the 1900 system', async () => {
    const bytes = await workbook(['产品编码', '日期'], [['KR-SYR-5', new Date(Date.UTC(2026, 10, 26))]]);
    const path = join(dir, 'dates.xlsx');
    await writeFile(path, zipOf((await partsOf(bytes)).slice(0, -1)));
    expect((await rowsOf(path))[1]).toEqual(['KR-SYR-5', '2026-11-26']);
  });
});
