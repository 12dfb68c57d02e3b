// Order templates of the session company: saved product lists for one supplier (optionally bound to
// one contract), listed, saved with every product checked against the company's effective contracts,
// deleted, and read back with today's contract prices to fill an order form.
import type { Page } from '@medportal/contracts/common/envelope';
import type { SaveTemplateBody, TemplateItem, TemplatePageBody, TemplateProductLine } from '@medportal/contracts/mall/extras.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import type { DatedContractFilter } from '../contract-scope.js';
import { companyOf, pageOf } from '../scope.js';
import { vendorIdOf } from '../vendors/vendors.service.js';
import * as repo from './templates.repository.js';

const ownerOf = (ctx: RequestContext): repo.Owner => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx) });

async function toItems(tx: Tx, tenantId: number, rows: repo.TemplateRow[]): Promise<TemplateItem[]> {
  const cards = await companyCards(
    tx,
    tenantId,
    rows.map((r) => r.supplierCompanyId),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    supplierCode: cards.get(r.supplierCompanyId)?.code ?? '',
    supplierName: cards.get(r.supplierCompanyId)?.name ?? '',
    contractCode: r.contractCode,
    contractName: r.contractName,
    lineCount: r.lineCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** order/orderTemplate: by name (contains) and supplier, most recently changed first. */
export const templatePage = (db: Database, ctx: RequestContext, q: TemplatePageBody): Promise<Page<TemplateItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    let supplierCompanyId: number | undefined;
    if (q.supplierCode) {
      supplierCompanyId = await vendorIdOf(tx, ctx.tenantId, q.supplierCode);
      if (supplierCompanyId === undefined) return pageOf([], 0, q.pageNum, q.pageSize);
    }
    const { rows, total } = await repo.pageTemplates(tx, ownerOf(ctx), { name: q.name, supplierCompanyId }, q.pageNum, q.pageSize);
    return pageOf(await toItems(tx, ctx.tenantId, rows), total, q.pageNum, q.pageSize);
  });

type Scope = { filter: DatedContractFilter; supplierCompanyId: number; contractId: number | null };

/**
 * Where a template's products must come from: the named contract (the buyer's, with that supplier, effective) or any effective one
 * with the supplier.
 */
async function purchaseScope(tx: Tx, o: repo.Owner, supplierCode: string, contractCode?: string): Promise<Scope> {
  const supplierCompanyId = await vendorIdOf(tx, o.tenantId, supplierCode);
  if (supplierCompanyId === undefined) throw new DomainError('TEMPLATE_NO_CONTRACT');
  const buyer = { tenantId: o.tenantId, companyId: o.companyId, as: 'buyer' as const, today: await tenantTodayIn(tx, o.tenantId) };
  if (contractCode) {
    const [c] = await repo.contractsIn(tx, { ...buyer, contractCode });
    if (!c) throw new DomainError('CONTRACT_NOT_FOUND');
    if (c.supplierCompanyId !== supplierCompanyId) throw new DomainError('TEMPLATE_CONTRACT_MISMATCH');
    if (!c.effective) throw new DomainError('CONTRACT_NOT_EFFECTIVE');
    return { filter: { ...buyer, supplierCompanyId, contractCode, effectiveOnly: true }, supplierCompanyId, contractId: c.id };
  }
  const filter: DatedContractFilter = { ...buyer, supplierCompanyId, effectiveOnly: true };
  if ((await repo.contractsIn(tx, filter)).length === 0) throw new DomainError('TEMPLATE_NO_CONTRACT');
  return { filter, supplierCompanyId, contractId: null };
}

/**
 * Saves a template inside the caller's transaction and returns its id. byName: a template of the
 * same name is replaced instead of refused (the Excel import upserts templates by name).
 */
export async function saveTemplateInTx(
  tx: Tx,
  ctx: RequestContext,
  body: SaveTemplateBody,
  opts: { byName?: boolean } = {},
): Promise<number> {
  const o = ownerOf(ctx);
  await repo.lockCompanyTemplates(tx, o);
  const id = body.id ?? (opts.byName ? await repo.templateIdByName(tx, o, body.name) : undefined);
  if (body.id !== undefined && !(await repo.templateById(tx, o, body.id))) throw new DomainError('TEMPLATE_NOT_FOUND');
  if (await repo.nameTaken(tx, o, body.name, id)) throw new DomainError('TEMPLATE_NAME_TAKEN');
  const scope = await purchaseScope(tx, o, body.supplierCode, body.contractCode);
  const codes = body.lines.map((x) => x.productCode);
  const offered = new Set((await repo.offers(tx, scope.filter, codes)).map((r) => r.productCode));
  const missing = codes.filter((c) => !offered.has(c));
  if (missing.length) {
    const where = body.contractCode ? `不在合同 ${body.contractCode} 中` : '不在与该供应商的有效合同中';
    throw new DomainError('TEMPLATE_PRODUCT_NOT_IN_CONTRACT', `以下产品${where}：${missing.join('、')}`);
  }
  const values: repo.TemplateValues = { name: body.name, supplierCompanyId: scope.supplierCompanyId, contractId: scope.contractId };
  const saved = id ?? (await repo.insertTemplate(tx, o, ctx.userId, values));
  if (id !== undefined) await repo.updateTemplate(tx, o, id, values);
  await repo.replaceLines(tx, o.tenantId, saved, body.lines);
  return saved;
}

/** order/orderTemplate/save (portal addition): the template and its lines in one transaction. */
export const saveTemplate = (db: Database, ctx: RequestContext, body: SaveTemplateBody): Promise<TemplateItem> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const id = await saveTemplateInTx(tx, ctx, body);
    return (await toItems(tx, ctx.tenantId, [(await repo.templateById(tx, ownerOf(ctx), id))!]))[0]!;
  });

/** order/orderTemplate/delete (portal addition). */
export const deleteTemplate = (db: Database, ctx: RequestContext, id: number): Promise<null> =>
  db.tenant(ctx.tenantId, async (tx) => {
    if (!(await repo.deleteTemplate(tx, ownerOf(ctx), id))) throw new DomainError('TEMPLATE_NOT_FOUND');
    return null;
  });

function unavailableReason(t: repo.TemplateRow, offers: repo.OfferRow[]): string {
  if (t.contractId === null) return '与该供应商已没有包含此产品的有效合同';
  if (t.contractCode === null) return '模板所选的合同已不存在';
  if (!offers.some((x) => x.contractCode === t.contractCode)) return `产品已不在合同 ${t.contractCode} 中`;
  return `合同 ${t.contractCode} 已不在有效期内或已终止`;
}

/** One line with today's price: from the bound contract, or the effective contract with the supplier ending last. */
function priceLine(t: repo.TemplateRow, line: { productCode: string; quantity: number }, offers: repo.OfferRow[]): TemplateProductLine {
  const pick = offers.find((x) => x.effective && (t.contractId === null || x.contractCode === t.contractCode));
  const info = pick ?? offers.find((x) => x.contractCode === t.contractCode) ?? offers[0];
  const product = {
    productCode: line.productCode,
    quantity: line.quantity,
    productName: info?.productName ?? '',
    specification: info?.specification ?? '',
    unit: info?.unit ?? '',
    productLineCode: info?.productLineCode ?? '',
  };
  return pick
    ? {
        ...product,
        contractCode: pick.contractCode,
        priceFen: pick.priceFen,
        amountFen: pick.priceFen * line.quantity,
        available: true,
        reason: null,
      }
    : { ...product, contractCode: null, priceFen: null, amountFen: null, available: false, reason: unavailableReason(t, offers) };
}

/** order/orderTemplateProduct: the lines with current product data and contract price; lines that cannot be bought now say why. */
export const templateProducts = (db: Database, ctx: RequestContext, templateId: number) =>
  db.tenant(ctx.tenantId, async (tx) => {
    const o = ownerOf(ctx);
    const t = await repo.templateById(tx, o, templateId);
    if (!t) throw new DomainError('TEMPLATE_NOT_FOUND');
    const lines = await repo.templateLines(tx, o.tenantId, t.id);
    const filter: DatedContractFilter = {
      tenantId: o.tenantId,
      companyId: o.companyId,
      as: 'buyer',
      supplierCompanyId: t.supplierCompanyId,
      today: await tenantTodayIn(tx, o.tenantId),
    };
    const offers = await repo.offers(
      tx,
      filter,
      lines.map((x) => x.productCode),
    );
    return {
      template: (await toItems(tx, o.tenantId, [t]))[0]!,
      lines: lines.map((line) =>
        priceLine(
          t,
          line,
          offers.filter((x) => x.productCode === line.productCode),
        ),
      ),
    };
  });
