// The PDF of an issued authorisation letter (A4, pdfkit with the embedded CJK font): title, number and version, the
// parties, the body text, the scope tables (products and lines, regions, hospitals), the period, the signature block
// with the grantor's name and date and the SEAL IMAGE over it, a QR code (bwip-js) linking to the public
// verification page, and `SHA-256: <content hash>` in the footer of every page (a standard font, so any reader finds
// it as text).
import { access } from 'node:fs/promises';
import bwipjs from 'bwip-js';
import PDFKit from 'pdfkit';
import { LETTER_VERIFY_SCREEN } from '@medportal/contracts/channel/letter-rules';
import { DomainError } from '../../../lib/domain-error.js';
import { CJK_FONT_FILE } from '../../product-center/packages/labels.js';

const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FOOTER_SPACE = 40;
const WIDTH = A4.width - 2 * MARGIN;
const SEAL_SIZE = 128;
const QR_SIZE = 86;

export type LetterSheet = {
  title: string;
  letterNo: string;
  version: number;
  grantorName: string;
  granteeName: string;
  bodyText: string;
  products: string[];
  regions: string[];
  hospitals: string[];
  validFrom: string;
  validTo: string;
  /** the day of issue on the tenant's calendar */
  issuedOn: string;
  /** the seal's transparent PNG */
  sealPng: Buffer;
  verifyUrl: string;
  contentHash: string;
};

/** The public verification link of a letter number (what the QR code encodes). */
export const verifyLinkOf = (origin: string, letterNo: string): string =>
  `${origin.replace(/\/+$/, '')}/#${LETTER_VERIFY_SCREEN}/${encodeURIComponent(letterNo)}`;

/** The QR code of a link as a PNG. */
export const qrPng = (text: string): Promise<Buffer> =>
  bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'ffffff' });

export async function renderLetterPdf(s: LetterSheet, fontFile = CJK_FONT_FILE): Promise<Buffer> {
  try {
    await access(fontFile);
  } catch {
    throw new DomainError('LETTER_PDF_FAILED', '授权书PDF生成失败：缺少中文字体，请联系管理员安装');
  }
  const qr = await qrPng(s.verifyUrl);
  const doc = new PDFKit({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: { Title: `${s.title} ${s.letterNo}`, Subject: `SHA-256: ${s.contentHash}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const bottom = () => A4.height - MARGIN - FOOTER_SPACE;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.registerFont('cjk', fontFile, CJK_FONT_FACE);
  doc.font('cjk').fillColor('#000000');
  doc.fontSize(22).text(s.title, MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  doc.moveDown(0.4);
  doc.fontSize(10).fillColor('#555555').text(`授权书编号：${s.letterNo}    第${s.version}版`, { width: WIDTH, align: 'center' });
  doc.moveDown(1.2).fillColor('#000000').fontSize(12);
  doc.text(`授权方：${s.grantorName}`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3).text(`被授权方：${s.granteeName}`, { width: WIDTH });
  doc.moveDown(1);
  doc.fontSize(12).text(s.bodyText, { width: WIDTH, align: 'left', lineGap: 6, indent: 24 });
  doc.moveDown(1);

  const table = (heading: string, items: string[], empty: string) => {
    ensure(50);
    doc.fontSize(12).text(heading, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    const rows = items.length ? items : [empty];
    const rowHeight = 20;
    rows.forEach((label, i) => {
      if (doc.y + rowHeight > bottom()) doc.addPage();
      const y = doc.y;
      doc.lineWidth(0.5).rect(MARGIN, y, 40, rowHeight).stroke('#999999');
      doc.rect(MARGIN + 40, y, WIDTH - 40, rowHeight).stroke('#999999');
      doc.fontSize(10).fillColor('#000000');
      doc.text(items.length ? String(i + 1) : '-', MARGIN, y + 5, { width: 40, align: 'center', height: 12, lineBreak: false });
      doc.text(label, MARGIN + 46, y + 5, { width: WIDTH - 52, height: 12, ellipsis: true, lineBreak: false });
      doc.x = MARGIN;
      doc.y = y + rowHeight;
    });
    doc.moveDown(0.8);
  };
  table('授权产品', s.products, '—');
  table('授权区域', s.regions, '全国');
  table('授权医院', s.hospitals, '授权区域内全部医疗机构');

  ensure(24);
  doc.fontSize(12).text(`授权期限：${s.validFrom} 至 ${s.validTo}`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(1.5);

  // the signature block: the grantor's name and the date on the right, the seal over them; the QR code on the left
  const blockHeight = Math.max(SEAL_SIZE, QR_SIZE + 18) + 10;
  ensure(blockHeight);
  const top = doc.y;
  const signX = MARGIN + WIDTH - 220;
  doc.fontSize(12).text(`授权方（盖章）：${s.grantorName}`, signX, top + 40, { width: 220 });
  doc.text(`签发日期：${s.issuedOn}`, signX, top + 68, { width: 220 });
  doc.image(s.sealPng, signX + 110 - SEAL_SIZE / 2, top, { width: SEAL_SIZE, height: SEAL_SIZE });
  doc.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text('扫码验证授权书真伪', MARGIN, top + QR_SIZE + 4, { width: 120 });

  // the footer of every page: the content hash (standard font: plain text for any reader) and n / N
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(`SHA-256: ${s.contentHash}`, MARGIN, A4.height - MARGIN, { width: WIDTH, align: 'left', lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, MARGIN, A4.height - MARGIN, { width: WIDTH, align: 'right', lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
