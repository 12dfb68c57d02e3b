// The product master as each company type sees it (a manufacturer its own products in every status, a
// distributor or hospital the audited, enabled products it buys, the platform all), and its changes:
// add and edit (an approved product's edit waits in `pending` for audit), enable and disable.
import type { Page } from '@medportal/contracts/common/envelope';
import type { ExamineBusinessCode } from '@medportal/contracts/audit/examine-rules';
import {
  PRODUCT_OPTIONS_MAX,
  type FileRef,
  type ProductDetail,
  type ProductFields,
  type ProductOption,
  type ProductPageBody,
  type ProductRow,
  type ProductSaveBody,
  type ProductStatus,
} from '@medportal/contracts/product/products.contract';
import type { z } from 'zod';
import type { productStatusBody } from '@medportal/contracts/product/products.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { mayDecideRunning } from '../../audit-center/examine/engine.service.js';
import { fileInfo } from '../../file-library/files/files.service.js';
import { contractProductCodesOfBuyer } from '../../mall-center/vendors/vendors.service.js';
import { recordAudits, recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { nameInitials } from './name-initials.js';
import * as repo from './products.repository.js';
import type { ProductFilter, ProductListRecord, ProductRecord, ProductScope } from './products.repository.js';

const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** Whose products the session sees. */
export async function scopeOf(tx: Tx, ctx: RequestContext): Promise<ProductScope> {
  if (isPlatformSession(ctx)) return { kind: 'all' };
  if (ctx.companyType === 'FC') return { kind: 'manufacturer', companyId: ctx.companyId };
  if (ctx.companyId <= 0) return { kind: 'buyer', codes: [] };
  return { kind: 'buyer', codes: await contractProductCodesOfBuyer(tx, ctx.tenantId, ctx.companyId) };
}

const owns = (ctx: RequestContext, p: Pick<ProductRecord, 'manufacturerCompanyId'>) =>
  isPlatformSession(ctx) || (ctx.companyType === 'FC' && p.manufacturerCompanyId === ctx.companyId);

const visibleTo = (scope: ProductScope, p: ProductRecord) =>
  scope.kind === 'all' ||
  (scope.kind === 'manufacturer' && p.manufacturerCompanyId === scope.companyId) ||
  (scope.kind === 'buyer' && p.approvedAt !== null && p.enabled && scope.codes.includes(p.code));

type Names = Map<number, { name: string }>;

/** the approval business of a product's audit (product-audit.service.ts registers it) */
const PRODUCT_AUDIT: ExamineBusinessCode = 'PRODUCT_AUDIT';

/** The list's row; a buyer sees the audited version only, without the manufacturer's pending work. */
function toRow(r: ProductListRecord, names: Names, ownerView: boolean, mayAudit: boolean): ProductRow {
  const p = r.product;
  const pictures = p.pictures as FileRef[];
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    nameInitials: p.nameInitials,
    specification: p.specification,
    unit: p.unit,
    categoryId: p.categoryId,
    categoryName: r.categoryName,
    manufacturerCompanyId: p.manufacturerCompanyId,
    manufacturerName: names.get(p.manufacturerCompanyId)?.name ?? '',
    certificateId: p.certificateId,
    certNo: r.certNo,
    deviceClass: r.deviceClass,
    certExpiryDate: r.certExpiryDate,
    udiDi: p.udiDi,
    productLineCode: p.productLineCode,
    pictureFileCode: pictures[0]?.fileCode ?? null,
    status: (ownerView ? p.status : 'approved') as ProductStatus,
    enabled: p.enabled,
    hasPending: ownerView && p.pending !== null,
    mayAudit,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
    revision: p.revision,
  };
}

async function rowsOf(tx: Tx, ctx: RequestContext, records: ProductListRecord[]): Promise<ProductRow[]> {
  const names = await companyCards(
    tx,
    ctx.tenantId,
    records.map((r) => r.product.manufacturerCompanyId),
  );
  // only rows under audit can be decided: one look-up each (a page holds few)
  const auditable = new Set<number>();
  for (const r of records) {
    const p = r.product;
    if (owns(ctx, p) && (p.status === 'auditing' || p.pending !== null) && (await mayDecideRunning(tx, ctx, PRODUCT_AUDIT, String(p.id)))) {
      auditable.add(p.id);
    }
  }
  return records.map((r) => toRow(r, names, owns(ctx, r.product), auditable.has(r.product.id)));
}

export const filterOf = async (
  tx: Tx,
  ctx: RequestContext,
  body: Omit<ProductPageBody, 'pageNum' | 'pageSize'>,
): Promise<ProductFilter> => ({
  tenantId: ctx.tenantId,
  scope: await scopeOf(tx, ctx),
  keyword: body.keyword || undefined,
  name: body.name || undefined,
  specification: body.specification || undefined,
  certNo: body.certNo || undefined,
  udiDi: body.udiDi || undefined,
  categoryId: body.categoryId,
  status: body.status,
  enabled: body.enabled,
  manufacturerCompanyId: body.manufacturerCompanyId,
});

export const sortOf = (body: Pick<ProductPageBody, 'sortField' | 'sortOrder'>) =>
  body.sortField ? { field: body.sortField, order: body.sortOrder ?? 'ascend' } : undefined;

export const productPage = (db: Database, ctx: RequestContext, body: ProductPageBody): Promise<Page<ProductRow>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const f = await filterOf(tx, ctx, body);
    const total = await repo.countProducts(tx, f);
    const records = total === 0 ? [] : await repo.listProducts(tx, f, sortOf(body), body.pageSize, (body.pageNum - 1) * body.pageSize);
    const content = await rowsOf(tx, ctx, records);
    return {
      content,
      totalElements: total,
      number: body.pageNum - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: content.length,
    };
  });

/** Every row of a filter (the export), at most `limit`; the caller checked the count. */
export const productRows = (db: Database, ctx: RequestContext, f: ProductFilter, sort: ReturnType<typeof sortOf>, limit: number) =>
  db.tenant(ctx.tenantId, async (tx) => rowsOf(tx, ctx, await repo.listProducts(tx, f, sort, limit, 0)));

export const productDetail = (db: Database, ctx: RequestContext, id: number): Promise<ProductDetail> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const record = await repo.findProductListRecord(tx, ctx.tenantId, id);
    if (!record || !visibleTo(await scopeOf(tx, ctx), record.product)) throw new DomainError('PRODUCT_NOT_FOUND');
    return detailOf(tx, ctx, record);
  });

async function detailOf(tx: Tx, ctx: RequestContext, record: ProductListRecord): Promise<ProductDetail> {
  const [row] = await rowsOf(tx, ctx, [record]);
  const p = record.product;
  const ownerView = owns(ctx, p);
  return {
    ...row!,
    pictures: p.pictures as FileRef[],
    barcodeScheme: p.barcodeScheme as ProductDetail['barcodeScheme'],
    labelAis: p.labelAis,
    pending: ownerView ? (p.pending as ProductFields | null) : null,
    rejectReason: ownerView ? p.rejectReason : null,
    packages: await repo.packagesOf(tx, ctx.tenantId, p.id),
  };
}

export const productOptions = (db: Database, ctx: RequestContext, keyword: string | undefined): Promise<ProductOption[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const f: ProductFilter = { tenantId: ctx.tenantId, scope: await scopeOf(tx, ctx), keyword: keyword?.trim() || undefined };
    const records = await repo.listProducts(tx, f, { field: 'code', order: 'ascend' }, PRODUCT_OPTIONS_MAX, 0);
    return records.map(({ product: p }) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      specification: p.specification,
      unit: p.unit,
      udiDi: p.udiDi,
    }));
  });

/** A manufacturer's audited (first approved) and enabled products, for other modules' pickers; at most `limit`. */
export async function auditedProductsOf(
  tx: Tx,
  tenantId: number,
  manufacturerCompanyId: number,
  limit = 2000,
): Promise<{ id: number; code: string; name: string; specification: string; productLineCode: string | null }[]> {
  const f: ProductFilter = { tenantId, scope: { kind: 'manufacturer', companyId: manufacturerCompanyId }, enabled: true };
  const records = await repo.listProducts(tx, f, { field: 'code', order: 'ascend' }, limit, 0);
  return records
    .filter(({ product: p }) => p.approvedAt !== null)
    .map(({ product: p }) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      specification: p.specification,
      productLineCode: p.productLineCode,
    }));
}

// ---- changes ----

/** The product's editable fields as the audit log and a pending change hold them. */
const fieldsOf = (p: ProductRecord): ProductFields => ({
  code: p.code,
  name: p.name,
  specification: p.specification,
  unit: p.unit,
  categoryId: p.categoryId,
  certificateId: p.certificateId,
  udiDi: p.udiDi,
  productLineCode: p.productLineCode,
  pictures: p.pictures as FileRef[],
  barcodeScheme: p.barcodeScheme as ProductFields['barcodeScheme'],
  labelAis: p.labelAis as ProductFields['labelAis'],
});

const pickFields = (b: ProductSaveBody): ProductFields => ({
  code: b.code,
  name: b.name,
  specification: b.specification,
  unit: b.unit,
  categoryId: b.categoryId,
  certificateId: b.certificateId,
  udiDi: b.udiDi,
  productLineCode: b.productLineCode || null,
  pictures: b.pictures,
  barcodeScheme: b.barcodeScheme,
  labelAis: [...new Set(b.labelAis)],
});

/** The manufacturer of a new product: the session's own (a manufacturer) or the one the platform names. */
async function manufacturerOfNew(tx: Tx, ctx: RequestContext, requested: number | undefined): Promise<number> {
  if (isPlatformSession(ctx)) {
    if (requested === undefined) throw new DomainError('PRODUCT_MANUFACTURER_REQUIRED');
    const card = (await companyCards(tx, ctx.tenantId, [requested])).get(requested);
    if (!card || card.type !== 'FC') throw new DomainError('PRODUCT_MANUFACTURER_INVALID');
    return requested;
  }
  if (ctx.companyType !== 'FC' || ctx.companyId <= 0) throw new DomainError('PRODUCT_ADD_REFUSED', undefined, { httpStatus: 403 });
  if (requested !== undefined && requested !== ctx.companyId) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
  return ctx.companyId;
}

/** Category, certificate (held by the manufacturer), unique code and UDI-DI. */
async function checkFields(
  tx: Tx,
  ctx: RequestContext,
  fields: ProductFields,
  manufacturerId: number,
  current: ProductRecord | undefined,
): Promise<void> {
  const { tenantId } = ctx;
  if (fields.categoryId !== null && !(await repo.categoryExists(tx, tenantId, fields.categoryId))) {
    throw new DomainError('PRODUCT_CATEGORY_NOT_FOUND');
  }
  if (fields.certificateId !== null) {
    const holder = await repo.certificateHolder(tx, tenantId, fields.certificateId);
    if (holder === undefined) throw new DomainError('PRODUCT_CERTIFICATE_NOT_FOUND');
    if (holder !== manufacturerId) throw new DomainError('PRODUCT_CERTIFICATE_HOLDER');
  }
  if (await repo.codeTaken(tx, tenantId, fields.code, current?.id)) {
    throw new DomainError('PRODUCT_CODE_TAKEN', `产品编码 ${fields.code} 已存在`);
  }
  if (fields.udiDi !== null && (await repo.udiDiTaken(tx, tenantId, fields.udiDi, current?.id))) {
    throw new DomainError('PRODUCT_UDI_DI_TAKEN', `UDI-DI ${fields.udiDi} 已被其他产品或包装层级使用`);
  }
}

/** New pictures (not already on the product) must be jpg/png files of the session's company; outside any transaction. */
async function checkPictures(db: Database, ctx: RequestContext, fields: ProductFields, id: number | undefined): Promise<void> {
  const current = id === undefined ? undefined : await db.tenant(ctx.tenantId, (tx) => repo.findProduct(tx, ctx.tenantId, id));
  const known = new Set(
    current
      ? [...(current.pictures as FileRef[]), ...((current.pending as ProductFields | null)?.pictures ?? [])].map((f) => f.fileCode)
      : [],
  );
  for (const picture of fields.pictures) {
    if (known.has(picture.fileCode)) continue;
    const file = await fileInfo(db, ctx, picture.fileCode).catch(() => null);
    if (!file || !PICTURE_TYPES.includes(file.contentType)) {
      throw new DomainError('PRODUCT_PICTURE_NOT_FOUND', `产品图片 ${picture.fileName} 不存在、不属于本企业或不是 jpg/png 图片`);
    }
  }
}

export type SaveResult = { product: ProductDetail; pendingAudit: boolean };

/**
 * Adds or edits a product. A draft or rejected one is changed in place (back to draft); an approved one's
 * change is kept in `pending` with the columns untouched, so buyers keep the audited version until the
 * change is audited; one being audited cannot be changed.
 */
export async function saveProduct(db: Database, actor: AuditActor, body: ProductSaveBody): Promise<SaveResult> {
  const { ctx } = actor;
  const fields = pickFields(body);
  await checkPictures(db, ctx, fields, body.id);
  const saved = await db.tenant(ctx.tenantId, async (tx) => {
    if (body.id === undefined) {
      const manufacturerId = await manufacturerOfNew(tx, ctx, body.manufacturerCompanyId);
      await checkFields(tx, ctx, fields, manufacturerId, undefined);
      const row = await repo.insertProduct(tx, {
        tenantId: ctx.tenantId,
        ...fields,
        nameInitials: nameInitials(fields.name),
        manufacturerCompanyId: manufacturerId,
        createdBy: ctx.userId,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'product',
        objectId: row.id,
        objectName: `${row.code} ${row.name}`,
        objectCompanyId: manufacturerId,
        after: fieldsOf(row),
      });
      return { row, pendingAudit: false };
    }
    const current = await editable(tx, ctx, body.id);
    if (body.revision === undefined || body.revision !== current.revision) throw new DomainError('PRODUCT_STALE');
    if (current.status === 'auditing') throw new DomainError('PRODUCT_AUDITING');
    const approved = current.approvedAt !== null;
    if (approved && fields.code !== current.code) throw new DomainError('PRODUCT_CODE_LOCKED');
    await checkFields(tx, ctx, fields, current.manufacturerCompanyId, current);
    const row = approved
      ? await repo.updateProduct(tx, ctx.tenantId, current.id, {
          pending: fields,
          status: 'approved',
          rejectReason: null,
          revision: current.revision + 1,
        })
      : await repo.updateProduct(tx, ctx.tenantId, current.id, {
          ...fields,
          nameInitials: nameInitials(fields.name),
          status: 'draft',
          rejectReason: null,
          revision: current.revision + 1,
        });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'product',
      objectId: row.id,
      objectName: `${row.code} ${row.name}`,
      objectCompanyId: row.manufacturerCompanyId,
      before: { ...fieldsOf(current), pending: current.pending, status: current.status },
      after: approved ? { pending: fields, status: row.status } : { ...fieldsOf(row), status: row.status },
    });
    return { row, pendingAudit: approved };
  });
  return { product: await productDetail(db, ctx, saved.row.id), pendingAudit: saved.pendingAudit };
}

/** A product the session may change: its manufacturer's or the platform's; others' are not found. */
async function editable(tx: Tx, ctx: RequestContext, id: number): Promise<ProductRecord> {
  const p = await repo.findProduct(tx, ctx.tenantId, id, true);
  if (!p) throw new DomainError('PRODUCT_NOT_FOUND');
  if (!owns(ctx, p)) {
    // a buyer may know the product, another manufacturer may not
    if (ctx.companyType !== 'FC' && visibleTo(await scopeOf(tx, ctx), p)) {
      throw new DomainError('PRODUCT_NOT_OWNER', undefined, { httpStatus: 403 });
    }
    throw new DomainError('PRODUCT_NOT_FOUND');
  }
  return p;
}

/** Enables or disables products of the session's company (the platform: any), each audit-logged. */
export async function updateProductStatus(db: Database, actor: AuditActor, body: z.infer<typeof productStatusBody>): Promise<void> {
  const { ctx } = actor;
  const ids = [...new Set(body.ids)];
  await db.tenant(ctx.tenantId, async (tx) => {
    const rows = await repo.findProducts(tx, ctx.tenantId, ids);
    if (rows.length !== ids.length || rows.some((p) => !owns(ctx, p))) throw new DomainError('PRODUCT_NOT_FOUND');
    const changed = rows.filter((p) => p.enabled !== body.enabled);
    for (const p of changed) await repo.updateProduct(tx, ctx.tenantId, p.id, { enabled: body.enabled });
    await recordAudits(
      tx,
      actor,
      changed.map((p) => ({
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'product',
        objectId: p.id,
        objectName: `${p.code} ${p.name}`,
        objectCompanyId: p.manufacturerCompanyId,
        before: { enabled: p.enabled },
        after: { enabled: body.enabled },
      })),
    );
  });
}

/** What the channel centre's product exchange reads of a product. */
export type ExchangeProduct = {
  id: number;
  code: string;
  name: string;
  manufacturerCompanyId: number;
  certificateId: number | null;
  /** first approved (buyers may see it) */
  audited: boolean;
};

/** For the first-camp exchange: products by id (any company: the caller decides), in the caller's transaction. */
export async function exchangeProducts(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, ExchangeProduct>> {
  const out = new Map<number, ExchangeProduct>();
  for (const id of new Set(ids)) {
    const p = await repo.findProduct(tx, tenantId, id);
    if (p)
      out.set(id, {
        id: p.id,
        code: p.code,
        name: p.name,
        manufacturerCompanyId: p.manufacturerCompanyId,
        certificateId: p.certificateId,
        audited: p.approvedAt !== null,
      });
  }
  return out;
}

/** A product as the authorisation letters read it: its line (what a product-line letter covers) and manufacturer. */
export type LetterProductRef = {
  id: number;
  code: string;
  name: string;
  specification: string;
  productLineCode: string | null;
  manufacturerCompanyId: number;
  /** first approved (buyers may see it) */
  approved: boolean;
};

/** For the authorisation letters: products by ids, codes or manufacturers, in the caller's transaction. */
export const letterProductRefs = (
  tx: Tx,
  tenantId: number,
  by: { ids?: number[]; codes?: string[]; manufacturerIds?: number[] },
): Promise<LetterProductRef[]> =>
  repo.productRefs(tx, tenantId, by).then((rows) => rows.map(({ approvedAt, ...r }) => ({ ...r, approved: approvedAt !== null })));
