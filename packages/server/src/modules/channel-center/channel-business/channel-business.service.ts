// Channel business (/basicData/channelBusinessManagement): a manufacturer (FC) records which distributor
// (AG) carries which of its product lines in which regions, tier, validity and remark; it stops and
// restarts them. A distributor reads the records naming it; the platform reads all. Writes are audited.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import { CHANNEL_BUSINESS_EXPORT_MAX, CHANNEL_DEALER_OPTIONS_MAX } from '@medportal/contracts/channel/channel-business-rules';
import type {
  ChannelBusinessDealerOption,
  ChannelBusinessFilter,
  ChannelBusinessOptions,
  ChannelBusinessRow,
  ChannelBusinessStatusBody,
} from '@medportal/contracts/channel/channel-business.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { listAreas } from '../../mall-center/areas/areas.service.js';
import { productLinesByCodes, productLinesOfSupplier } from '../../mall-center/vendors/contract-register.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyIdByCreditCode, companyIdsNamed, partnerCards, partnerOptions } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import * as repo from './channel-business.repository.js';
import { regionName } from './regions.js';

/** the save body after parsing (defaults applied) */
export type ChannelBusinessSaveInput = {
  dealerCompanyId?: number;
  dealerCreditCode?: string;
  productLineCode: string;
  regionCodes: string[];
  tier: number;
  validFrom: string | null;
  validTo: string | null;
  remark: string;
};

type PageInput = ChannelBusinessFilter & {
  pageNum: number;
  pageSize: number;
  sortField?: 'updatedAt' | 'validTo';
  sortOrder?: 'ascend' | 'descend';
};

/** null for the platform (every record), else the session's company; a session without one sees none. */
function viewerOf(ctx: RequestContext): number | null {
  if (isPlatformSession(ctx)) return null;
  if (ctx.companyId <= 0) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
  return ctx.companyId;
}

async function toRows(tx: Tx, ctx: RequestContext, rows: repo.RecordRow[]): Promise<ChannelBusinessRow[]> {
  const cards = await partnerCards(
    tx,
    ctx.tenantId,
    rows.flatMap((x) => [x.companyId, x.dealerCompanyId]),
  );
  const lines = new Map(
    (
      await productLinesByCodes(
        tx,
        ctx.tenantId,
        rows.map((x) => x.productLineCode),
      )
    ).map((l) => [l.code, l.name]),
  );
  const editor = ctx.companyType === 'FC' && !isPlatformSession(ctx);
  return rows.map((x) => {
    const dealer = cards.get(x.dealerCompanyId);
    return {
      id: x.id,
      companyId: x.companyId,
      manufacturerName: cards.get(x.companyId)?.name ?? '',
      dealerCompanyId: x.dealerCompanyId,
      dealerCode: dealer?.code ?? '',
      dealerName: dealer?.name ?? '',
      dealerCreditCode: dealer?.creditCode ?? '',
      productLineCode: x.productLineCode,
      productLineName: lines.get(x.productLineCode) ?? '',
      regions: x.regionCodes.map((code) => ({ code, name: regionName(code) ?? code })),
      tier: x.tier,
      validFrom: x.validFrom,
      validTo: x.validTo,
      status: x.status as ChannelBusinessRow['status'],
      remark: x.remark,
      createdAt: x.createdAt.toISOString(),
      updatedAt: x.updatedAt.toISOString(),
      canEdit: editor && x.companyId === ctx.companyId,
    };
  });
}

async function pageIn(tx: Tx, ctx: RequestContext, q: PageInput) {
  const named = (text: string | undefined) => (text ? companyIdsNamed(tx, ctx.tenantId, text) : Promise.resolve(undefined));
  const { rows, total } = await repo.pageRecords(
    tx,
    {
      tenantId: ctx.tenantId,
      viewer: viewerOf(ctx),
      dealerIds: await named(q.dealerName),
      manufacturerIds: await named(q.manufacturerName),
      productLineCode: q.productLineCode || undefined,
      regionCode: q.regionCode,
      tier: q.tier,
      status: q.status,
    },
    { field: q.sortField ?? 'updatedAt', order: q.sortOrder ?? 'descend' },
    q.pageSize,
    (q.pageNum - 1) * q.pageSize,
  );
  return { rows: await toRows(tx, ctx, rows), total };
}

/** channelBusiness/pageList */
export const channelBusinessPage = (db: Database, ctx: RequestContext, q: PageInput) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Page<ChannelBusinessRow>> => {
    const { rows, total } = await pageIn(tx, ctx, q);
    return {
      content: rows,
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
    };
  });

async function visibleRecord(tx: Tx, ctx: RequestContext, id: number): Promise<repo.RecordRow> {
  const row = await repo.recordById(tx, ctx.tenantId, viewerOf(ctx), id);
  if (!row) throw new DomainError('CHANNEL_BUSINESS_NOT_FOUND');
  return row;
}

/** channelBusiness/detail: a record the session sees (its manufacturer, its dealer, the platform). */
export const channelBusinessDetail = (db: Database, ctx: RequestContext, id: number) =>
  db.tenant(ctx.tenantId, async (tx) => (await toRows(tx, ctx, [await visibleRecord(tx, ctx, id)]))[0]!);

/** Only a manufacturer writes its own channel business. */
function manufacturerOf(ctx: RequestContext): number {
  if (ctx.companyType !== 'FC' || isPlatformSession(ctx) || ctx.companyId <= 0) throw new DomainError('CHANNEL_BUSINESS_MANUFACTURER_ONLY');
  return ctx.companyId;
}

async function dealerOf(tx: Tx, ctx: RequestContext, body: ChannelBusinessSaveInput): Promise<number> {
  const id = body.dealerCompanyId ?? (await companyIdByCreditCode(tx, ctx.tenantId, body.dealerCreditCode!));
  const dealer = id === undefined ? undefined : (await partnerCards(tx, ctx.tenantId, [id])).get(id);
  if (!dealer || !dealer.enabled) throw new DomainError('CHANNEL_BUSINESS_DEALER_NOT_FOUND');
  if (dealer.type !== 'AG') throw new DomainError('CHANNEL_BUSINESS_DEALER_NOT_DISTRIBUTOR');
  return dealer.id;
}

const auditValues = (row: repo.RecordRow) => ({
  dealerCompanyId: row.dealerCompanyId,
  productLineCode: row.productLineCode,
  regionCodes: row.regionCodes,
  tier: row.tier,
  validFrom: row.validFrom,
  validTo: row.validTo,
  status: row.status,
  remark: row.remark,
});

/** channelBusiness/save: a new record; the same dealer and product line again is 100002 渠道商已存在. */
export const saveChannelBusiness = (db: Database, actor: AuditActor, body: ChannelBusinessSaveInput) =>
  db.tenant(actor.ctx.tenantId, async (tx): Promise<ChannelBusinessRow> => {
    const { ctx } = actor;
    const companyId = manufacturerOf(ctx);
    const dealerCompanyId = await dealerOf(tx, ctx, body);
    const [line] = await productLinesByCodes(tx, ctx.tenantId, [body.productLineCode]);
    if (!line || line.supplierCompanyId !== companyId) throw new DomainError('CHANNEL_BUSINESS_PRODUCT_LINE_NOT_FOUND');
    const regionCodes = [...new Set(body.regionCodes)];
    const unknown = regionCodes.find((code) => regionName(code) === undefined);
    if (unknown) throw new DomainError('CHANNEL_BUSINESS_REGION_NOT_FOUND', `代理区域${unknown}不存在，请从省市列表中选择`);
    if (await repo.recordOf(tx, ctx.tenantId, companyId, dealerCompanyId, line.code)) throw new DomainError('CHANNEL_BUSINESS_EXISTS');
    const row = await repo.insertRecord(tx, ctx.tenantId, {
      companyId,
      dealerCompanyId,
      productLineCode: line.code,
      regionCodes,
      tier: body.tier,
      validFrom: body.validFrom,
      validTo: body.validTo,
      remark: body.remark,
      createdBy: ctx.userId,
    });
    const [result] = await toRows(tx, ctx, [row]);
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'channelBusiness',
      objectId: row.id,
      objectName: `${result!.dealerName} · ${result!.productLineName}`,
      after: auditValues(row),
    });
    return result!;
  });

/** channelBusiness/updateStatus: stop or restart one of the manufacturer's records. */
export const updateChannelBusinessStatus = (db: Database, actor: AuditActor, body: ChannelBusinessStatusBody) =>
  db.tenant(actor.ctx.tenantId, async (tx): Promise<ChannelBusinessRow> => {
    const { ctx } = actor;
    const companyId = manufacturerOf(ctx);
    const before = await repo.recordById(tx, ctx.tenantId, companyId, body.id);
    if (!before || before.companyId !== companyId) throw new DomainError('CHANNEL_BUSINESS_NOT_FOUND');
    const row = await repo.setStatus(tx, ctx.tenantId, before.id, body.status);
    const [result] = await toRows(tx, ctx, [row]);
    await recordAudit(tx, actor, {
      action: body.status === 'active' ? 'enable' : 'disable',
      objectType: 'channelBusiness',
      objectId: row.id,
      objectName: `${result!.dealerName} · ${result!.productLineName}`,
      before: auditValues(before),
      after: auditValues(row),
    });
    return result!;
  });

/** channelBusiness/options: the product lines to choose (a manufacturer's own; others: of the records seen) and the regions. */
export const channelBusinessOptions = (db: Database, ctx: RequestContext) =>
  db.tenant(ctx.tenantId, async (tx): Promise<ChannelBusinessOptions> => {
    const viewer = viewerOf(ctx);
    const lines =
      ctx.companyType === 'FC' && viewer !== null
        ? await productLinesOfSupplier(tx, ctx.tenantId, viewer)
        : await productLinesByCodes(tx, ctx.tenantId, await repo.lineCodesSeen(tx, ctx.tenantId, viewer));
    const regions = listAreas({}).map((p) => ({
      code: p.code,
      name: p.name,
      children: listAreas({ provinceCode: p.code }).map((c) => ({ code: c.code, name: c.name })),
    }));
    return { productLines: lines.map((l) => ({ code: l.code, name: l.name })), regions };
  });

/** channelBusiness/dealerOptions: the tenant's enabled distributors by name, company code or whole credit code. */
export const channelBusinessDealerOptions = (db: Database, ctx: RequestContext, keyword?: string) =>
  db.tenant(ctx.tenantId, async (tx): Promise<ChannelBusinessDealerOption[]> => {
    viewerOf(ctx);
    return partnerOptions(tx, ctx.tenantId, 'AG', keyword, CHANNEL_DEALER_OPTIONS_MAX);
  });

const TIER_NAMES: Record<number, string> = { 1: '一级', 2: '二级' };
const EXPORT_COLUMNS: { title: string; width: number; value: (r: ChannelBusinessRow) => string }[] = [
  { title: '生产企业', width: 28, value: (r) => r.manufacturerName },
  { title: '渠道商', width: 28, value: (r) => r.dealerName },
  { title: '统一社会信用代码', width: 22, value: (r) => r.dealerCreditCode },
  { title: '产品线', width: 18, value: (r) => r.productLineName || r.productLineCode },
  { title: '代理区域', width: 40, value: (r) => r.regions.map((x) => x.name).join('、') },
  { title: '渠道级别', width: 10, value: (r) => TIER_NAMES[r.tier] ?? String(r.tier) },
  { title: '有效期起', width: 12, value: (r) => r.validFrom ?? '' },
  { title: '有效期至', width: 12, value: (r) => r.validTo ?? '长期' },
  { title: '状态', width: 8, value: (r) => (r.status === 'active' ? '启用' : '停用') },
  { title: '备注', width: 30, value: (r) => r.remark },
];

export const channelBusinessExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `渠道商务_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** channelBusiness/export: every record of the filter (no paging) as an .xlsx workbook. */
export const exportChannelBusiness = (db: Database, ctx: RequestContext, q: Omit<PageInput, 'pageNum' | 'pageSize'>) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Buffer> => {
    const { rows, total } = await pageIn(tx, ctx, { ...q, pageNum: 1, pageSize: CHANNEL_BUSINESS_EXPORT_MAX });
    if (total > CHANNEL_BUSINESS_EXPORT_MAX) throw new DomainError('CHANNEL_BUSINESS_EXPORT_TOO_MANY');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('渠道商务');
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r)));
    return Buffer.from(await book.xlsx.writeBuffer());
  });
