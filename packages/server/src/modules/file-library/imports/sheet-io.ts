// Workbooks of the imports, always streamed: the rows of an uploaded workbook's first sheet (exceljs
// WorkbookReader, one row at a time), the downloadable templates, and the uploaded workbook again
// with an error column (exceljs WorkbookWriter).
import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SheetRow = { rowNo: number; cells: string[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** An exceljs date is the cell's wall-clock time stored as UTC. */
const dateText = (d: Date) => {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time =
    d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds() === 0
      ? ''
      : ` ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return day + time;
};

/** The text a user sees in a cell: numbers as typed, dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text ?? '')
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

export const isBlank = (cells: string[]) => cells.every((c) => c === '');

/**
 * The rows of the first worksheet, `width` cells each (from column A). Never holds more than the
 * current row; leaving the loop early closes the file.
 */
export async function* sheetRows(path: string, width: number): AsyncGenerator<SheetRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // exceljs 4.4 streams the zip in stored order and writes xl/workbook.xml last; its single pass may
  // end before that entry is read (exceljs#3064), and the worksheets then read `model.sheets` and
  // `properties.model` of a workbook never parsed. Defaults that a parsed workbook.xml replaces.
  Object.assign(reader, { model: { sheets: [] }, properties: { model: {} } });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]) ?? [];
        const cells = Array.from({ length: Math.max(width, values.length - 1) }, (_, i) => cellText(values[i + 1]));
        yield { rowNo: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}

/** The template of an import: the zh-CN header row, and the rules of each column on a second sheet. */
export async function templateWorkbook(
  sheetName: string,
  headers: readonly string[],
  rules: readonly string[],
  notes: readonly string[] = [],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 4) }));
  sheet.getRow(1).font = { bold: true };
  // text cells: codes such as 0012 keep their leading zeros
  for (let c = 1; c <= headers.length; c++) sheet.getColumn(c).numFmt = '@';
  const help = wb.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '填写要求', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  headers.forEach((header, i) => help.addRow([header, rules[i] ?? '']));
  help.addRow(['', '只读取第一个工作表；第一行为表头，请勿修改；空行会被忽略。']);
  for (const note of notes) help.addRow(['', note]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The uploaded workbook's first sheet again, with a last column 错误信息 holding the message of each
 * failed row, streamed as it is written.
 */
export function workbookWithErrors(
  path: string,
  width: number,
  sheetName: string,
  messageOf: (rowNo: number) => string | undefined,
): Readable {
  const out = new PassThrough();
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet(sheetName);
  (async () => {
    for await (const { rowNo, cells } of sheetRows(path, width)) {
      sheet.getRow(rowNo).values = [...cells.slice(0, width), rowNo === 1 ? '错误信息' : (messageOf(rowNo) ?? '')].map((c) =>
        c === '' ? null : c,
      );
      sheet.getRow(rowNo).commit();
    }
    sheet.commit();
    await writer.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
