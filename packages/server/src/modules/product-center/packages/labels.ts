// Labels: the GS1 element string of a packaging level and the lot, dates and serial of a label, rendered
// with bwip-js (GS1-128, GS1 DataMatrix) as PNG or SVG, and an A4 PDF sheet of labels built with pdfkit.
import { access } from 'node:fs/promises';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import type { LabelAi } from '@medportal/contracts/product/products.contract';
import type { LabelFormat, LabelSymbology } from '@medportal/contracts/product/packages.contract';
import { LABEL_TEXT_MAX, LABEL_TEXT_SYMBOLS, isLabelText, labelDate } from '@medportal/contracts/product/label-rules';
import { DomainError } from '../../../lib/domain-error.js';

/** The Noto Sans CJK collection (Debian fonts-noto-cjk) and its Simplified Chinese face. */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';

export type LabelValues = {
  lot?: string | undefined;
  expiry?: string | undefined;
  productionDate?: string | undefined;
  serial?: string | undefined;
};

const invalid = (msg: string) => new DomainError('LABEL_FIELD_INVALID', msg, { httpStatus: 400 });

function checkedText(value: string | undefined, label: string): string | undefined {
  if (!value) return undefined;
  if (value.length > LABEL_TEXT_MAX) throw invalid(`${label}最长${LABEL_TEXT_MAX}个字符`);
  if (!isLabelText(value)) throw invalid(`${label}只能包含字母、数字及 GS1 允许的符号 ${LABEL_TEXT_SYMBOLS}（不含括号、空格与中文）`);
  return value;
}

function checkedDate(value: string | undefined, label: string): string | undefined {
  if (!value) return undefined;
  const date = labelDate(value);
  if (!date) throw invalid(`${label}格式应为 YYMMDD 或 YYYY-MM-DD 的有效日期`);
  return date;
}

/**
 * The bracketed GS1 element string of a label: (01) the level's DI, then the fixed-length dates (11) and
 * (17), then the variable-length lot (10) and serial (21) last, each only when the rule lists it and a value
 * was given. A value for an AI the rule does not list is refused (the label would silently lack it).
 */
export function elementString(di: string, ais: readonly string[], values: LabelValues): string {
  const given: [LabelAi, string, string | undefined][] = [
    ['11', '生产日期', checkedDate(values.productionDate, '生产日期')],
    ['17', '有效期', checkedDate(values.expiry, '有效期')],
    ['10', '批号', checkedText(values.lot, '批号')],
    ['21', '序列号', checkedText(values.serial, '序列号')],
  ];
  let text = `(01)${di}`;
  for (const [ai, label, value] of given) {
    if (value === undefined) continue;
    if (!ais.includes(ai)) throw invalid(`条码规则未包含（${ai}）${label}，请先在条码规则中勾选或清空${label}`);
    text += `(${ai})${value}`;
  }
  return text;
}

const bwipOptions = (symbology: LabelSymbology, text: string) =>
  symbology === 'gs1-128'
    ? { bcid: 'gs1-128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' as const }
    : { bcid: 'gs1datamatrix', text, scale: 4 };

/** The barcode as PNG bytes or an SVG document. */
export async function renderBarcode(symbology: LabelSymbology, format: LabelFormat, text: string): Promise<Buffer | string> {
  try {
    return format === 'svg' ? bwipjs.toSVG(bwipOptions(symbology, text)) : await bwipjs.toBuffer(bwipOptions(symbology, text));
  } catch (e) {
    // bwip-js lints GS1 data ('bwipp.GS1badChecksum#3251: AI 01: Bad checksum'); the service checked it already
    throw new DomainError('LABEL_RENDER_FAILED', `条码生成失败：${(e as Error).message}`, { httpStatus: 400 });
  }
}

export type SheetLabel = { name: string; specification: string; levelName: string; text: string; png: Buffer };

// A4 in points: 3 columns x 8 rows of 180 x 96 labels inside 20-point margins
const PAGE = { width: 595.28, height: 841.89, margin: 20 };
const COLUMNS = 3;
const ROWS = 8;
export const LABELS_PER_PAGE = COLUMNS * ROWS;

/** An A4 PDF with the labels in a grid, LABELS_PER_PAGE a page. */
export async function labelSheetPdf(labels: SheetLabel[], fontFile = CJK_FONT_FILE): Promise<Buffer> {
  try {
    await access(fontFile);
  } catch {
    throw new DomainError('LABEL_FONT_MISSING', undefined, { httpStatus: 400 });
  }
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: '产品标签' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font(fontFile, CJK_FONT_FACE);
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
  const cellHeight = (PAGE.height - 2 * PAGE.margin) / ROWS;
  labels.forEach((label, i) => {
    const slot = i % LABELS_PER_PAGE;
    if (slot === 0) doc.addPage();
    const x = PAGE.margin + (slot % COLUMNS) * cellWidth;
    const y = PAGE.margin + Math.floor(slot / COLUMNS) * cellHeight;
    const inner = cellWidth - 12;
    doc
      .rect(x + 2, y + 2, cellWidth - 4, cellHeight - 4)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc
      .fillColor('#000000')
      .fontSize(8)
      .text(`${label.name}（${label.levelName}）`, x + 6, y + 6, { width: inner, height: 11, ellipsis: true });
    doc.fontSize(6.5).text(`规格型号：${label.specification || '—'}`, x + 6, y + 17, { width: inner, height: 9, ellipsis: true });
    doc.image(label.png, x + 6, y + 27, { fit: [inner, cellHeight - 52], align: 'center', valign: 'center' });
    // the human-readable element string, broken between element strings when it is too wide for a line
    doc.fontSize(6);
    const lines = label.text.split(/(?=\()/).reduce<string[]>((acc, part) => {
      const last = acc.at(-1);
      if (last !== undefined && doc.widthOfString(last + part) <= inner) acc[acc.length - 1] = last + part;
      else acc.push(part);
      return acc;
    }, []);
    doc.text(lines.join('\n'), x + 6, y + cellHeight - 25, { width: inner, align: 'center', lineGap: -1.5 });
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
