// order/orderDetailList/export (portal addition): the order list of one body, without paging, as an .xlsx
// workbook. The rows are exactly those order/orderDetailList pages through (same filters, same order);
// the field permissions of table 'orderList' are applied HERE — a field the session's roles may not see
// (fieldShow 0) is not exported at all.
import ExcelJS from 'exceljs';
import {
  ORDER_EXPORT_MAX_ROWS,
  TABLE_NO_ORDER_LIST,
  type OrderExportQuery,
  type OrderItem,
} from '@medportal/contracts/mall/orders.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { authFields } from '../../staff-center/custom-table/custom-table.service.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { companyOf } from '../scope.js';
import { orderPage } from './order-query.service.js';

/** Exact yuan text of an amount in fen: 123456 → '1234.56' (no float arithmetic). */
export const yuanText = (fen: number): string => {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

type ExportColumn = { field: keyof OrderItem; title: string; width: number; value: (o: OrderItem) => string | number };

/** The workbook's columns, keyed by the field codes registered for table 'orderList'. */
const COLUMNS: ExportColumn[] = [
  { field: 'orderCode', title: '订单号', width: 22, value: (o) => o.orderCode },
  { field: 'orderTypeName', title: '类型', width: 12, value: (o) => o.orderTypeName },
  { field: 'status', title: '状态', width: 12, value: (o) => o.statusName },
  { field: 'buyerName', title: '采购方', width: 30, value: (o) => o.buyerName },
  { field: 'supplierName', title: '供应商', width: 30, value: (o) => o.supplierName },
  { field: 'contractName', title: '合同', width: 30, value: (o) => o.contractName ?? '' },
  { field: 'totalFen', title: '金额(元)', width: 16, value: (o) => yuanText(o.totalFen) },
  { field: 'paidFen', title: '已付(元)', width: 16, value: (o) => yuanText(o.paidFen) },
  { field: 'lineCount', title: '行数', width: 8, value: (o) => o.lineCount },
  { field: 'carryWayName', title: '运输方式', width: 12, value: (o) => o.carryWayName ?? '' },
  { field: 'receiver', title: '收货人', width: 14, value: (o) => o.receiver ?? '' },
  { field: 'createdAt', title: '下单时间', width: 20, value: (o) => o.createdAt },
  { field: 'submittedAt', title: '提交时间', width: 20, value: (o) => o.submittedAt ?? '' },
];

/** Orders are read in the list's largest page (bounded IN lists for the names and line counts). */
const CHUNK = 100;

/** '订单列表_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const orderExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `订单列表_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** The columns the session may see: a field the tenant has not registered for the table is not limited. */
async function visibleColumns(db: Database, ctx: RequestContext): Promise<ExportColumn[]> {
  const hidden = new Set((await authFields(db, ctx, TABLE_NO_ORDER_LIST)).filter((a) => a.fieldShow === 0).map((a) => a.fieldCode));
  return COLUMNS.filter((c) => !hidden.has(c.field));
}

/** The export workbook; more than ORDER_EXPORT_MAX_ROWS orders is refused before anything is written. */
export async function exportOrders(db: Database, ctx: RequestContext, q: OrderExportQuery): Promise<Buffer> {
  companyOf(ctx);
  const pageAt = (pageNum: number) => orderPage(db, ctx, { ...q, pageNum, pageSize: CHUNK });
  const first = await pageAt(1);
  if (first.totalElements > ORDER_EXPORT_MAX_ROWS) throw new DomainError('ORDER_EXPORT_TOO_MANY');
  const columns = await visibleColumns(db, ctx);

  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('订单列表');
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const write = (rows: OrderItem[]) => {
    for (const o of rows) sheet.addRow(columns.map((c) => c.value(o)));
  };
  write(first.content);
  for (let pageNum = 2; pageNum <= first.totalPages; pageNum += 1) write((await pageAt(pageNum)).content);
  return Buffer.from(await book.xlsx.writeBuffer());
}
