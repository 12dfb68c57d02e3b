// Packaging levels, barcode rules and labels of a product: who may see them (the product's manufacturer
// and the platform), the levels' UDI-DIs (valid GTIN-14, unique in the tenant across products and levels),
// the audit-logged replacement of the levels and of the barcode rule, and the labels of a level.
import { gs1CheckDigit, isValidGtin14 } from '@medportal/contracts/product/gs1-rules';
import { LABEL_AI_ORDER } from '@medportal/contracts/product/label-rules';
import type { LabelAi } from '@medportal/contracts/product/products.contract';
import type {
  BarcodeRuleBody,
  LabelData,
  LabelImageQuery,
  LabelSheetBody,
  PackageSaveBody,
  PackageView,
} from '@medportal/contracts/product/packages.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { elementString, labelSheetPdf, renderBarcode, type SheetLabel } from './labels.js';
import {
  findPackageProduct,
  listPackages,
  replacePackages,
  udiDiHolders,
  updateBarcodeRule,
  type PackageProduct,
  type PackageRow,
} from './packages.repository.js';

const notFound = () => new DomainError('PACKAGE_PRODUCT_NOT_FOUND');

/** The product when the session may work on its packaging: its manufacturer or the platform. */
async function visibleProduct(tx: Tx, ctx: RequestContext, productId: number): Promise<PackageProduct> {
  const product = await findPackageProduct(tx, ctx.tenantId, productId);
  if (!product) throw notFound();
  if (!isPlatformSession(ctx) && !(ctx.companyType === 'FC' && product.manufacturerCompanyId === ctx.companyId)) throw notFound();
  return product;
}

function viewOf(product: PackageProduct, packages: PackageRow[]): PackageView {
  let baseUnits = 1;
  const levels = packages.map((p) => {
    baseUnits *= p.quantity;
    return { level: p.level, name: p.name, udiDi: p.udiDi, quantity: p.quantity, unit: p.unit, baseUnits };
  });
  return {
    product: {
      id: product.id,
      code: product.code,
      name: product.name,
      specification: product.specification,
      unit: product.unit,
      udiDi: product.udiDi,
      manufacturerCompanyId: product.manufacturerCompanyId,
    },
    levels: [{ level: 1, name: product.unit, udiDi: product.udiDi, quantity: 1, unit: product.unit, baseUnits: 1 }, ...levels],
    barcodeScheme: product.barcodeScheme as PackageView['barcodeScheme'],
    labelAis: product.labelAis as LabelAi[],
  };
}

const levelName = (level: number, name: string) => `第${level}级包装「${name}」`;

export async function packageList(db: Database, ctx: RequestContext, productId: number): Promise<PackageView> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const product = await visibleProduct(tx, ctx, productId);
    return viewOf(product, await listPackages(tx, ctx.tenantId, product.id));
  });
}

/** Refuses a bad check digit or a UDI-DI used by the product itself, another level or another product. */
async function checkLevelDis(tx: Tx, tenantId: number, product: PackageProduct, body: PackageSaveBody) {
  const named = body.levels.map((l, i) => ({ ...l, level: i + 2 }));
  for (const l of named) {
    if (!isValidGtin14(l.udiDi)) {
      throw new DomainError(
        'GTIN_CHECK_DIGIT',
        `${levelName(l.level, l.name)}的UDI-DI ${l.udiDi} 校验位错误（应为 ${gs1CheckDigit(l.udiDi.slice(0, 13))}）`,
      );
    }
    if (l.udiDi === product.udiDi) {
      throw new DomainError(
        'PACKAGE_UDI_DI_TAKEN',
        `${levelName(l.level, l.name)}的UDI-DI ${l.udiDi} 与产品本身（最小销售单元）的UDI-DI相同`,
      );
    }
    const twin = named.find((o) => o.level < l.level && o.udiDi === l.udiDi);
    if (twin) {
      throw new DomainError(
        'PACKAGE_UDI_DI_TAKEN',
        `${levelName(l.level, l.name)}的UDI-DI ${l.udiDi} 与${levelName(twin.level, twin.name)}重复`,
      );
    }
  }
  const holders = await udiDiHolders(
    tx,
    tenantId,
    product.id,
    named.map((l) => l.udiDi),
  );
  const taken = named.find((l) => holders.some((h) => h.udiDi === l.udiDi));
  if (taken)
    throw new DomainError('PACKAGE_UDI_DI_TAKEN', `${levelName(taken.level, taken.name)}的UDI-DI ${taken.udiDi} 已被其他产品或包装使用`);
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export async function savePackages(db: Database, actor: AuditActor, body: PackageSaveBody): Promise<PackageView> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const product = await visibleProduct(tx, ctx, body.productId);
      await checkLevelDis(tx, ctx.tenantId, product, body);
      const before = await listPackages(tx, ctx.tenantId, product.id);
      const after = await replacePackages(
        tx,
        ctx.tenantId,
        product.id,
        body.levels.map((l, i) => ({ level: i + 2, name: l.name, udiDi: l.udiDi, quantity: l.quantity, unit: l.unit })),
      );
      const plain = (rows: PackageRow[]) => rows.map(({ level, name, udiDi, quantity, unit }) => ({ level, name, udiDi, quantity, unit }));
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'productPackage',
        objectId: product.id,
        objectName: `${product.code} ${product.name}`,
        objectCompanyId: product.manufacturerCompanyId,
        before: plain(before),
        after: plain(after),
      });
      return viewOf(product, after);
    });
  } catch (e) {
    // another session saved the same UDI-DI for a level meanwhile (product_packages_udi_di)
    if (isUniqueViolation(e)) throw new DomainError('PACKAGE_UDI_DI_TAKEN', 'UDI-DI已被其他产品或包装使用，请刷新后重试');
    throw e;
  }
}

export async function saveBarcodeRule(db: Database, actor: AuditActor, body: BarcodeRuleBody): Promise<PackageView> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const product = await visibleProduct(tx, ctx, body.productId);
    // the rule's AIs in the order a label carries them
    const labelAis = LABEL_AI_ORDER.filter((ai) => body.labelAis.includes(ai));
    await updateBarcodeRule(tx, ctx.tenantId, product.id, body.barcodeScheme, labelAis);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'productBarcodeRule',
      objectId: product.id,
      objectName: `${product.code} ${product.name}`,
      objectCompanyId: product.manufacturerCompanyId,
      before: { barcodeScheme: product.barcodeScheme, labelAis: product.labelAis },
      after: { barcodeScheme: body.barcodeScheme, labelAis },
    });
    const updated = { ...product, barcodeScheme: body.barcodeScheme, labelAis };
    return viewOf(updated, await listPackages(tx, ctx.tenantId, product.id));
  });
}

type ResolvedLabel = { product: PackageProduct; levelName: string; text: string };

/** The product, level and element string of one label. */
async function resolveLabel(tx: Tx, ctx: RequestContext, data: LabelData): Promise<ResolvedLabel> {
  const product = await visibleProduct(tx, ctx, data.productId);
  if (product.barcodeScheme === 'MA') throw new DomainError('LABEL_MA_UNSUPPORTED', undefined, { httpStatus: 400 });
  const levels = await listPackages(tx, ctx.tenantId, product.id);
  const level = data.level === 1 ? { name: product.unit, udiDi: product.udiDi } : levels.find((l) => l.level === data.level);
  if (!level) throw new DomainError('PACKAGE_LEVEL_NOT_FOUND', `产品没有第${data.level}级包装`, { httpStatus: 400 });
  if (!level.udiDi) throw new DomainError('LABEL_NO_UDI_DI', undefined, { httpStatus: 400 });
  return { product, levelName: level.name, text: elementString(level.udiDi, product.labelAis, data) };
}

export async function labelImage(db: Database, ctx: RequestContext, query: LabelImageQuery) {
  const label = await db.tenant(ctx.tenantId, (tx) => resolveLabel(tx, ctx, query));
  const body = await renderBarcode(query.symbology, query.format, label.text);
  return { body, text: label.text, mimeType: query.format === 'svg' ? 'image/svg+xml' : 'image/png' };
}

export async function labelSheet(db: Database, ctx: RequestContext, body: LabelSheetBody): Promise<Buffer> {
  const resolved = await db.tenant(ctx.tenantId, async (tx) => {
    const out: (ResolvedLabel & { item: LabelSheetBody['items'][number] })[] = [];
    for (const [i, item] of body.items.entries()) {
      try {
        out.push({ ...(await resolveLabel(tx, ctx, item)), item });
      } catch (e) {
        // the sheet names which of its labels is wrong
        if (e instanceof DomainError) e.message = `第${i + 1}个标签：${e.message}`;
        throw e;
      }
    }
    return out;
  });
  const labels: SheetLabel[] = [];
  for (const r of resolved) {
    const png = (await renderBarcode(r.item.symbology, 'png', r.text)) as Buffer;
    const label = { name: r.product.name, specification: r.product.specification, levelName: r.levelName, text: r.text, png };
    for (let c = 0; c < r.item.copies; c += 1) labels.push(label);
  }
  return labelSheetPdf(labels);
}
