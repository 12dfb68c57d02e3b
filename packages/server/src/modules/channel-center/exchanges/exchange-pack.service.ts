// The first-camp data pack (首营资料): an approved exchange's set as one PDF a hospital prints and files —
// a cover sheet (pdfkit with the CJK font: title, exchange number, parties, approval date and a table of
// the documents), then every document's attachments of the version sent (PDF pages copied with pdf-lib,
// JPG/PNG each on its own A4 page scaled to fit), then 'n / N' on every page.
import { access } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import PDFKit from 'pdfkit';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { QUALIFICATION_FILE_TYPE_NAMES, type QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import { CERTIFICATE_KIND_NAMES, type CertificateKind } from '@medportal/contracts/product/certificate-rules';
import type { FileRef } from '@medportal/contracts/product/products.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { openSharedDownload } from '../../file-library/files/files.service.js';
import { certificateVersionAttachments } from '../../product-center/certificates/certificates.service.js';
import { CJK_FONT_FILE } from '../../product-center/packages/labels.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import * as repo from './exchanges.repository.js';

const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';
/** A4 in points */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
/** rows of the documents table on the cover's first page, and on each further cover page */
export const COVER_ROWS_FIRST = 24;
export const COVER_ROWS_MORE = 32;
const ROW_HEIGHT = 20;

/** How many cover pages a set of n documents takes. */
export const coverPages = (n: number): number => (n <= COVER_ROWS_FIRST ? 1 : 1 + Math.ceil((n - COVER_ROWS_FIRST) / COVER_ROWS_MORE));

type PackDoc = { typeName: string; docNo: string; version: number; validTo: string | null; attachments: FileRef[] };
type Cover = { exchangeNo: string; buyer: string; supplier: string; approvedOn: string; docs: PackDoc[] };

async function coverPdf(c: Cover, fontFile: string): Promise<Buffer> {
  try {
    await access(fontFile);
  } catch {
    throw new DomainError('LABEL_FONT_MISSING', undefined, { httpStatus: 400 });
  }
  const doc = new PDFKit({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: `首营资料 ${c.exchangeNo}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font(fontFile, CJK_FONT_FACE);
  doc.addPage();
  doc.fontSize(22).text('首营资料', MARGIN, MARGIN, { width: A4.width - 2 * MARGIN, align: 'center' });
  const facts: [string, string][] = [
    ['首营编号', c.exchangeNo],
    ['采购方', c.buyer],
    ['供应商', c.supplier],
    ['审核通过日期', c.approvedOn],
  ];
  let y = MARGIN + 50;
  doc.fontSize(11);
  for (const [k, v] of facts) {
    doc.text(`${k}：${v}`, MARGIN, y, { width: A4.width - 2 * MARGIN, height: 16, ellipsis: true, lineBreak: false });
    y += 20;
  }
  y += 14;
  const cols = [
    { title: '序号', width: 36 },
    { title: '证照类型', width: 120 },
    { title: '证照编号', width: 180 },
    { title: '版本', width: 50 },
    { title: '有效期至', width: A4.width - 2 * MARGIN - 386 },
  ];
  const header = () => {
    let x = MARGIN;
    doc.fontSize(10);
    for (const col of cols) {
      doc.rect(x, y, col.width, ROW_HEIGHT).fillAndStroke('#f0f0f0', '#999999');
      doc.fillColor('#000000').text(col.title, x + 4, y + 5, { width: col.width - 8, height: 12, lineBreak: false });
      x += col.width;
    }
    y += ROW_HEIGHT;
  };
  header();
  let onPage = 0;
  c.docs.forEach((d, i) => {
    if (onPage === (i < COVER_ROWS_FIRST ? COVER_ROWS_FIRST : COVER_ROWS_MORE)) {
      doc.addPage();
      y = MARGIN;
      onPage = 0;
      header();
    }
    const cells = [String(i + 1), d.typeName, d.docNo, `第${d.version}版`, d.validTo ?? '长期'];
    let x = MARGIN;
    doc.fontSize(9);
    cells.forEach((text, k) => {
      doc.rect(x, y, cols[k]!.width, ROW_HEIGHT).lineWidth(0.5).stroke('#999999');
      doc.fillColor('#000000').text(text, x + 4, y + 5, { width: cols[k]!.width - 8, height: 12, ellipsis: true, lineBreak: false });
      x += cols[k]!.width;
    });
    y += ROW_HEIGHT;
    onPage++;
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const typeName = (kind: string, type: string) =>
  kind === 'file'
    ? (QUALIFICATION_FILE_TYPE_NAMES[type as QualificationFileType] ?? type)
    : (CERTIFICATE_KIND_NAMES[type as CertificateKind] ?? type);

/** The data pack of an exchange the session's company is a party of (or the platform's): file name and PDF. */
export async function exchangeDataPack(
  db: Database,
  ctx: RequestContext,
  root: string,
  id: number,
  fontFile = CJK_FONT_FILE,
): Promise<{ fileName: string; pdf: Buffer; pages: number }> {
  const cover = await db.tenant(ctx.tenantId, async (tx): Promise<Cover> => {
    const e = await repo.findExchange(tx, ctx.tenantId, id);
    if (!e || !(isPlatformSession(ctx) || e.buyerCompanyId === ctx.companyId || e.supplierCompanyId === ctx.companyId))
      throw new DomainError('EXCHANGE_NOT_FOUND');
    if (e.status !== 'approved') throw new DomainError('EXCHANGE_NOT_APPROVED');
    const cards = await companyCards(tx, ctx.tenantId, [e.buyerCompanyId, e.supplierCompanyId]);
    const docs: PackDoc[] = [];
    for (const i of await repo.itemsOf(tx, ctx.tenantId, [e.id])) {
      const attachments =
        i.docKind === 'file'
          ? ((await repo.fileVersionAttachments(tx, ctx.tenantId, i.docId, i.version)) as FileRef[])
          : await certificateVersionAttachments(tx, ctx.tenantId, i.docId, i.version);
      docs.push({ typeName: typeName(i.docKind, i.docType), docNo: i.docNo, version: i.version, validTo: i.validTo, attachments });
    }
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return {
      exchangeNo: e.exchangeNo,
      buyer: cards.get(e.buyerCompanyId)?.name ?? '',
      supplier: cards.get(e.supplierCompanyId)?.name ?? '',
      approvedOn: e.decidedAt ? clock.day(e.decidedAt) : '',
      docs,
    };
  });
  const out = await PDFDocument.create();
  out.setTitle(`首营资料 ${cover.exchangeNo}`);
  const coverDoc = await PDFDocument.load(await coverPdf(cover, fontFile));
  for (const p of await out.copyPages(coverDoc, coverDoc.getPageIndices())) out.addPage(p);
  for (const d of cover.docs) {
    for (const a of d.attachments) {
      const { row, stream } = await openSharedDownload(db, ctx, root, a.fileCode);
      const bytes = await bytesOf(stream);
      const refused = () =>
        new DomainError('EXCHANGE_PACK_FILE', `首营资料中的附件“${a.fileName}”（${d.typeName}）无法读取，仅支持PDF、JPG、PNG`);
      const kind = bytes.subarray(0, 4).toString('latin1');
      if (kind === '%PDF' || row.mimeType === 'application/pdf') {
        const src = await PDFDocument.load(bytes, { ignoreEncryption: true }).catch(() => {
          throw refused();
        });
        for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
        continue;
      }
      const isPng = bytes[0] === 0x89 && kind.slice(1) === 'PNG';
      const isJpg = bytes[0] === 0xff && bytes[1] === 0xd8;
      if (!isPng && !isJpg) throw refused();
      const img = await (isPng ? out.embedPng(bytes) : out.embedJpg(bytes)).catch(() => {
        throw refused();
      });
      const page = out.addPage([A4.width, A4.height]);
      const scale = Math.min((A4.width - 2 * MARGIN) / img.width, (A4.height - 2 * MARGIN) / img.height, 1);
      const w = img.width * scale;
      const h = img.height * scale;
      page.drawImage(img, { x: (A4.width - w) / 2, y: (A4.height - h) / 2, width: w, height: h });
    }
  }
  const font = await out.embedFont(StandardFonts.Helvetica);
  const pages = out.getPages();
  pages.forEach((p, i) => {
    const text = `${i + 1} / ${pages.length}`;
    const size = 9;
    p.drawText(text, { x: (p.getWidth() - font.widthOfTextAtSize(text, size)) / 2, y: 20, size, font, color: rgb(0.3, 0.3, 0.3) });
  });
  return { fileName: `首营资料_${cover.exchangeNo}.pdf`, pdf: Buffer.from(await out.save()), pages: pages.length };
}
