// Product lines, operation types, warehouses, stock and contract products as the session company
// sees them, and the order dictionaries of DOMAIN 'Orders'.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ContractProductItem,
  Dictionaries,
  EnumType,
  OperationHouseQuery,
  OperationTypeItem,
  ProductLineItem,
  ProductLineNameListBody,
  ProductSetItem,
  ProductSetPageBody,
  PurchaseProductPageBody,
  ReferencePriceBody,
  StockBatchItem,
  StockBatchPageBody,
  WarehouseItem,
} from '@medportal/contracts/mall/catalogue.contract';
import {
  CARRY_WAYS,
  CARRY_WAY_NAMES,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_NAMES,
  ORDER_STATUSES,
  ORDER_STATUS_NAMES,
  type EnumEntry,
} from '@medportal/contracts/mall/common.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { productCodesByInitials } from '../../product-center/products/product-audit.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { companyOf, pageOf } from '../scope.js';
import type { ContractFilter } from '../contract-scope.js';
import { vendorIdOf } from '../vendors/vendors.service.js';
import * as repo from './catalogue.repository.js';

const viewer = (ctx: RequestContext): repo.Viewer => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx) });

export const dictionaries = (): Dictionaries => ({
  carryWays: CARRY_WAYS.map((code) => ({ code, name: CARRY_WAY_NAMES[code] })),
  orderStatuses: ORDER_STATUSES.map((code) => ({ code, name: ORDER_STATUS_NAMES[code] })),
  contractStatuses: CONTRACT_STATUSES.map((code) => ({ code, name: CONTRACT_STATUS_NAMES[code] })),
});

/** order/commonEnum: one dictionary or all, as typed entries. */
export function commonEnum(type?: EnumType): (EnumEntry & { type: EnumType })[] {
  const d = dictionaries();
  const all: [EnumType, EnumEntry[]][] = [
    ['carryWay', d.carryWays],
    ['orderStatus', d.orderStatuses],
    ['contractStatus', d.contractStatuses],
  ];
  return all.filter(([t]) => !type || t === type).flatMap(([t, list]) => list.map((e) => ({ ...e, type: t })));
}

/** order/getProductLineNameList */
export const productLineNames = (db: Database, ctx: RequestContext, q: ProductLineNameListBody): Promise<ProductLineItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    let supplierCompanyId: number | undefined;
    if (q.vendorCode) {
      supplierCompanyId = await vendorIdOf(tx, ctx.tenantId, q.vendorCode);
      if (supplierCompanyId === undefined) return [];
    }
    const lines = await repo.visibleLines(tx, v, { supplierCompanyId, contractCode: q.contractCode });
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      lines.map((l) => l.supplierCompanyId),
    );
    return lines.map((l) => ({
      productLineCode: l.code,
      productLineName: l.name,
      vendorCode: cards.get(l.supplierCompanyId)?.code ?? '',
      vendorName: cards.get(l.supplierCompanyId)?.name ?? '',
    }));
  });

/** The product lines a supplier (a manufacturer) owns, by code, inside the caller's transaction. */
export const supplierProductLines = (tx: Tx, tenantId: number, supplierCompanyId: number): Promise<{ code: string; name: string }[]> =>
  repo.visibleLines(tx, { tenantId, companyId: supplierCompanyId }, { supplierCompanyId });

/** operation/operationTypeByProductLineCode: empty for a line the company neither supplies nor buys. */
export const operationTypes = (db: Database, ctx: RequestContext, productLineCode: string): Promise<OperationTypeItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const visible = await repo.visibleLines(tx, viewer(ctx), { code: productLineCode });
    return visible.length ? repo.operationTypesOf(tx, ctx.tenantId, productLineCode) : [];
  });

/** operation/operationHouseByHoseCode: the company's own warehouses. */
export const warehouses = (db: Database, ctx: RequestContext, q: OperationHouseQuery): Promise<WarehouseItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const rows = await repo.warehousesOf(tx, viewer(ctx), q.houseCode, q.keyword);
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.companyId),
    );
    return rows.map((r) => ({
      houseCode: r.houseCode,
      houseName: r.houseName,
      companyCode: cards.get(r.companyId)?.code ?? '',
      companyName: cards.get(r.companyId)?.name ?? '',
    }));
  });

/** order/stockBatch/pageList: batches in the company's own warehouses, earliest expiry first. */
export const stockPage = (db: Database, ctx: RequestContext, q: StockBatchPageBody): Promise<Page<StockBatchItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const { rows, total } = await repo.pageStock(tx, v, q, await tenantTodayIn(tx, ctx.tenantId), q.pageNum, q.pageSize);
    const info = new Map((await repo.productInfo(tx, v, [...new Set(rows.map((r) => r.productCode))])).map((p) => [p.productCode, p]));
    return pageOf(
      rows.map((r) => {
        const p = info.get(r.productCode);
        return {
          ...r,
          expired: Boolean(r.expired),
          productName: p?.productName ?? '',
          specification: p?.specification ?? '',
          unit: p?.unit ?? '',
        };
      }),
      total,
      q.pageNum,
      q.pageSize,
    );
  });

/** Contract filter of a buyer's purchase: effective contracts, optionally of one vendor or contract. */
async function purchaseScope(
  ctx: RequestContext,
  tx: Tx,
  q: { vendorCode?: string; contractCode?: string },
): Promise<ContractFilter | null> {
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const f: ContractFilter = {
    tenantId: ctx.tenantId,
    companyId: companyOf(ctx),
    as: 'buyer',
    effectiveOnly: true,
    today,
    contractCode: q.contractCode,
  };
  if (q.vendorCode) {
    const id = await vendorIdOf(tx, ctx.tenantId, q.vendorCode);
    if (id === undefined) return null;
    f.supplierCompanyId = id;
  }
  return f;
}

/** order/purchaseProduct/pageList: products the company may buy under its effective contracts. */
export const purchaseProducts = (db: Database, ctx: RequestContext, q: PurchaseProductPageBody): Promise<Page<ContractProductItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const f = await purchaseScope(ctx, tx, q);
    if (!f) return pageOf([], 0, q.pageNum, q.pageSize);
    const initialsCodes = q.keyword ? await productCodesByInitials(tx, ctx.tenantId, q.keyword) : [];
    const { rows, total } = await repo.pageContractProducts(tx, f, { ...q, initialsCodes }, q.pageNum, q.pageSize);
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.supplierCompanyId),
    );
    return pageOf(
      rows.map(({ supplierCompanyId, ...r }) => ({
        ...r,
        vendorCode: cards.get(supplierCompanyId)?.code ?? '',
        vendorName: cards.get(supplierCompanyId)?.name ?? '',
      })),
      total,
      q.pageNum,
      q.pageSize,
    );
  });

/** order/getProductReferencePrice: contract prices of the given products (a party's contract only). */
export const referencePrices = (db: Database, ctx: RequestContext, q: ReferencePriceBody) =>
  db.tenant(ctx.tenantId, async (tx) => {
    const f: ContractFilter = { tenantId: ctx.tenantId, companyId: companyOf(ctx), as: 'party', contractCode: q.contractCode };
    if (!(await repo.contractExists(tx, f))) throw new DomainError('CONTRACT_NOT_FOUND');
    return repo.contractPrices(tx, f, [...new Set(q.productCodes)]);
  });

const partyScope = (ctx: RequestContext): ContractFilter => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx), as: 'party' });

/** set/queryAllName: product names of the company's contracts, for name pickers (at most 100). */
export const productNameList = (db: Database, ctx: RequestContext, keyword?: string) =>
  db.tenant(ctx.tenantId, (tx) => repo.productNames(tx, partyScope(ctx), keyword, 100));

/** set/product/list: the distinct products of the company's contracts (bought or supplied), paged. */
export const productSet = (db: Database, ctx: RequestContext, q: ProductSetPageBody): Promise<Page<ProductSetItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageProductSet(tx, partyScope(ctx), q, q.pageNum, q.pageSize);
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.supplierCompanyId),
    );
    return pageOf(
      rows.map(({ supplierCompanyId, ...r }) => ({
        ...r,
        vendorCode: cards.get(supplierCompanyId)?.code ?? '',
        vendorName: cards.get(supplierCompanyId)?.name ?? '',
      })),
      total,
      q.pageNum,
      q.pageSize,
    );
  });
