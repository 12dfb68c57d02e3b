// Expiry warnings (/worktable/warning): the documents with a validity of the session's company that
// expired or expire within 90 days of the tenant's today, by bucket (expired, 0–30, 31–60, 61–90 days
// left). Each kind of document is one source below (supply contracts, registration certificates,
// qualification files, authorisation letters).
import ExcelJS from 'exceljs';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  WARNING_BUCKETS,
  WARNING_HORIZON_DAYS,
  WARNING_TYPES,
  warningBucketOf,
  type WarningBucket,
  type WarningCounts,
  type WarningItem,
  type WarningPageBody,
  type WarningType,
} from '@medportal/contracts/worktable/settings.contract';
import type { Database, Tx } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { contractsEndingBy } from '../../mall-center/vendors/vendors.service.js';
import { filesExpiringBy } from '../../channel-center/qualification-files/qualification-files.service.js';
import { lettersExpiringBy } from '../../channel-center/letters/letter-views.service.js';
import { certificatesExpiringBy } from '../../product-center/expiry/expiry.service.js';

/** A dated document as its source reads it: the service adds type, days left and bucket. */
type Dated = Pick<WarningItem, 'number' | 'name' | 'counterparty' | 'expiryDate' | 'linkPath'>;

type WarningSource = {
  type: WarningType;
  /** the company's documents whose last valid day is on or before lastDay ('YYYY-MM-DD'), expired ones included */
  load: (tx: Tx, tenantId: number, companyId: number, lastDay: string) => Promise<Dated[]>;
};

/** A screen's link while it is built, else null (no link to the 404 page). */
const builtLink = (path: string): string | null => (isBuiltScreen(path) ? path : null);

/** the contract query screen of the spec (channelManagement) */
const CONTRACT_SCREEN = '/channelManagement/contractManagement/contract/query';

export const WARNING_SOURCES: WarningSource[] = [
  {
    // supply contracts of the mall, the company buying or supplying; terminated ones warn no more
    type: 'mallContract',
    load: async (tx, tenantId, companyId, lastDay) =>
      (await contractsEndingBy(tx, tenantId, companyId, lastDay)).map((c) => ({
        number: c.contractCode,
        name: c.contractName,
        counterparty: c.counterparty,
        expiryDate: c.validTo,
        linkPath: builtLink(CONTRACT_SCREEN) && `${CONTRACT_SCREEN}?contractCode=${encodeURIComponent(c.contractCode)}`,
      })),
  },
  {
    // registration certificates the company holds, or of the products it buys under contracts in force
    type: 'certificate',
    load: async (tx, tenantId, companyId, lastDay) =>
      (await certificatesExpiringBy(tx, tenantId, companyId, lastDay)).map((c) => ({
        number: c.certNo,
        name: c.productName,
        counterparty: c.holderName,
        expiryDate: c.expiryDate,
        linkPath: c.linkPath,
      })),
  },
  {
    // qualification files the company holds, or its suppliers' files it holds through an approved exchange
    type: 'qualification',
    load: async (tx, tenantId, companyId, lastDay) =>
      (await filesExpiringBy(tx, tenantId, companyId, lastDay)).map((f) => ({
        number: f.fileNo,
        name: f.typeName,
        counterparty: f.holderName,
        expiryDate: f.validTo,
        linkPath: f.linkPath,
      })),
  },
  {
    // authorisation letters the company granted or holds (current issued or received versions)
    type: 'authorization',
    load: async (tx, tenantId, companyId, lastDay) =>
      (await lettersExpiringBy(tx, tenantId, companyId, lastDay)).map((l) => ({
        number: l.letterNo,
        name: l.title,
        counterparty: l.counterparty,
        expiryDate: l.validTo,
        linkPath: l.linkPath,
      })),
  },
];

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
/** Calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
const plusDays = (day: string, days: number): string => new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Every warning of the session's company, fewest days left first. */
async function allWarnings(tx: Tx, ctx: RequestContext, now: Date): Promise<{ today: string; items: WarningItem[] }> {
  const today = await tenantTodayIn(tx, ctx.tenantId, now);
  // no company (a user between companies): no documents
  if (ctx.companyId === 0) return { today, items: [] };
  const lastDay = plusDays(today, WARNING_HORIZON_DAYS);
  const items: WarningItem[] = [];
  for (const source of WARNING_SOURCES) {
    for (const doc of await source.load(tx, ctx.tenantId, ctx.companyId, lastDay)) {
      const daysLeft = daysBetween(today, doc.expiryDate);
      const bucket = warningBucketOf(daysLeft);
      if (bucket) items.push({ type: source.type, typeName: WARNING_TYPES[source.type], ...doc, daysLeft, bucket });
    }
  }
  items.sort((a, b) => a.daysLeft - b.daysLeft || a.type.localeCompare(b.type) || a.number.localeCompare(b.number));
  return { today, items };
}

const inBucket = (items: WarningItem[], bucket: WarningBucket | undefined) => (bucket ? items.filter((i) => i.bucket === bucket) : items);

/** warning/counts: how many warnings per bucket. */
export const warningCounts = (db: Database, ctx: RequestContext, now = new Date()): Promise<WarningCounts> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const { today, items } = await allWarnings(tx, ctx, now);
    const counts = Object.fromEntries(WARNING_BUCKETS.map((b) => [b, 0])) as Record<WarningBucket, number>;
    for (const item of items) counts[item.bucket] += 1;
    return { ...counts, today };
  });

/** warning/pageList: one bucket's warnings (or all), paged. */
export const warningPage = (db: Database, ctx: RequestContext, q: WarningPageBody, now = new Date()): Promise<Page<WarningItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const all = inBucket((await allWarnings(tx, ctx, now)).items, q.bucket);
    const content = all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return {
      content,
      totalElements: all.length,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(all.length / q.pageSize),
      numberOfElements: content.length,
    };
  });

const BUCKET_NAMES: Record<WarningBucket, string> = {
  expired: '已过期',
  within30: '30天内到期',
  within60: '31–60天到期',
  within90: '61–90天到期',
};

/** warning/export: the same warnings, unpaged, as an .xlsx workbook. */
export async function exportWarnings(db: Database, ctx: RequestContext, bucket: WarningBucket | undefined): Promise<Buffer> {
  const items = inBucket((await db.tenant(ctx.tenantId, (tx) => allWarnings(tx, ctx, new Date()))).items, bucket);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('到期预警');
  sheet.columns = [
    { header: '预警分类', key: 'bucket', width: 14 },
    { header: '类型', key: 'type', width: 12 },
    { header: '编号', key: 'number', width: 22 },
    { header: '名称', key: 'name', width: 30 },
    { header: '对方企业', key: 'counterparty', width: 30 },
    { header: '到期日期', key: 'expiryDate', width: 12 },
    { header: '剩余天数', key: 'daysLeft', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const i of items) sheet.addRow([BUCKET_NAMES[i.bucket], i.typeName, i.number, i.name, i.counterparty, i.expiryDate, i.daysLeft]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** '到期预警_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const warningExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `到期预警_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;
