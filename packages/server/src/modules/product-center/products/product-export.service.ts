// productExport: the products of the list's filter (same visibility, same order), as an .xlsx workbook;
// more than PRODUCT_EXPORT_MAX_ROWS is refused before anything is written.
import ExcelJS from 'exceljs';
import {
  PRODUCT_EXPORT_MAX_ROWS,
  PRODUCT_STATUS_NAMES,
  type ProductExportBody,
  type ProductRow,
} from '@medportal/contracts/product/products.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { countProducts } from './products.repository.js';
import { filterOf, productRows, sortOf } from './products.service.js';

const CLASS_NAMES: Record<number, string> = { 1: 'Ⅰ类', 2: 'Ⅱ类', 3: 'Ⅲ类' };

type Column = { title: string; width: number; value: (p: ProductRow, time: (iso: string) => string) => string };

const COLUMNS: Column[] = [
  { title: '产品编码', width: 18, value: (p) => p.code },
  { title: '产品名称', width: 30, value: (p) => p.name },
  { title: '规格型号', width: 24, value: (p) => p.specification },
  { title: '单位', width: 8, value: (p) => p.unit },
  { title: '产品分类', width: 20, value: (p) => p.categoryName ?? '' },
  { title: '生产企业', width: 30, value: (p) => p.manufacturerName },
  { title: '注册证编号', width: 26, value: (p) => p.certNo ?? '' },
  { title: '管理类别', width: 10, value: (p) => (p.deviceClass ? (CLASS_NAMES[p.deviceClass] ?? '') : '') },
  { title: '注册证有效期至', width: 14, value: (p) => p.certExpiryDate ?? '' },
  { title: 'UDI-DI', width: 18, value: (p) => p.udiDi ?? '' },
  { title: '审核状态', width: 10, value: (p) => PRODUCT_STATUS_NAMES[p.status] },
  { title: '启用状态', width: 10, value: (p) => (p.enabled ? '启用' : '停用') },
  { title: '更新时间', width: 20, value: (p, time) => time(p.updatedAt) },
];

/** '产品列表_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const productExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `产品列表_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

export async function exportProducts(db: Database, ctx: RequestContext, body: ProductExportBody): Promise<Buffer> {
  const f = await db.tenant(ctx.tenantId, (tx) => filterOf(tx, ctx, body));
  const total = await db.tenant(ctx.tenantId, (tx) => countProducts(tx, f));
  if (total > PRODUCT_EXPORT_MAX_ROWS) throw new DomainError('PRODUCT_EXPORT_TOO_MANY');
  const rows = await productRows(db, ctx, f, sortOf(body), PRODUCT_EXPORT_MAX_ROWS);
  const clock = await tenantClock(db, ctx.tenantId);
  const time = (iso: string) => clock.text(new Date(iso));

  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('产品列表');
  sheet.columns = COLUMNS.map((c, i) => ({ header: c.title, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const p of rows) sheet.addRow(COLUMNS.map((c) => c.value(p, time)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
