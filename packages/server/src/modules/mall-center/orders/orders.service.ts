// The buyer's order form: drafts (ccOrder/tempStorage), submit (order/orderSubmit, ccOrder/newOrderOms,
// and the submit action of order/orderOperation: each through the buyer company's order-submit approval,
// order-approval.service), deleting drafts and fresh order numbers. A form is
// checked against a contract of the buyer with the supplier; prices come from the contract when saved;
// the order, its lines and its event are written in one transaction.
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import {
  DELETE_REFUSED,
  type CcOrderForm,
  type CcOrderOmsForm,
  type DeleteOrderResult,
  type OrderFormFields,
  type OrderItem,
  type SubmitOrderQuery,
} from '@medportal/contracts/mall/orders.contract';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { assertFirstCampDone } from '../../channel-center/exchanges/exchange-gate.service.js';
import { assertAuthorizedSale } from '../../channel-center/letters/letter-gate.service.js';
import { assertCertificatesInForce } from '../../product-center/expiry/expiry.service.js';
import { companyCards, companyIdByCode } from '../../staff-center/companies/companies.service.js';
import { checkSupplierPickUpAddress, hasEnabledPickUpAddress } from '../../staff-center/reference-data/pick-up-address.service.js';
import { relationGate } from '../../staff-center/relations/relations.service.js';
import { addressList } from '../addresses/addresses.service.js';
import { companyOf } from '../scope.js';
import { submitOrApprove } from './order-approval.service.js';
import { nextCode } from './order-code.js';
import { refusal } from './order-state.js';
import { orderItem } from './order-view.js';
import * as repo from './orders.repository.js';

/** Throws the refusal of the state machine, if any. */
export function assertAllowed(row: repo.OrderRow, action: Parameters<typeof refusal>[1], companyId: number) {
  const r = refusal(row.status as OrderStatus, action, row.buyerCompanyId === companyId ? 'buyer' : 'supplier');
  if (r?.reason === 'wrongParty') throw new DomainError('ORDER_WRONG_PARTY');
  if (r) throw new DomainError('ORDER_ILLEGAL_ACTION', r.msg);
}

type Resolved = { header: Partial<repo.NewOrder>; lines: repo.NewOrderLine[]; effective: boolean };

/** Checks a form against the buyer's contract with the supplier and prices its lines from the contract. */
async function resolveForm(tx: Tx, ctx: RequestContext, buyerId: number, f: OrderFormFields, book: AddressItem[]): Promise<Resolved> {
  const supplierId = await companyIdByCode(tx, ctx.tenantId, f.supplierCode);
  const contract =
    supplierId === undefined
      ? undefined
      : await repo.findContract(tx, {
          tenantId: ctx.tenantId,
          companyId: buyerId,
          as: 'buyer',
          supplierCompanyId: supplierId,
          contractCode: f.contractCode,
          today: await tenantTodayIn(tx, ctx.tenantId),
        });
  if (!contract) throw new DomainError('CONTRACT_NOT_FOUND');
  if (contract.status !== 'valid') throw new DomainError('CONTRACT_NOT_EFFECTIVE');
  const products = new Map(
    (
      await repo.contractProducts(
        tx,
        ctx.tenantId,
        contract.id,
        f.lines.map((l) => l.productCode),
      )
    ).map((p) => [p.productCode, p]),
  );
  const missing = f.lines.filter((l) => !products.has(l.productCode)).map((l) => l.productCode);
  if (missing.length) throw new DomainError('ORDER_PRODUCT_NOT_IN_CONTRACT', `产品不在所选合同内：${missing.join('、')}`);
  const typed = f.lines.filter((l) => l.operationTypeCode !== undefined);
  if (typed.length) {
    const keys = await repo.operationTypeKeys(tx, ctx.tenantId, [
      ...new Set(typed.map((l) => products.get(l.productCode)!.productLineCode)),
    ]);
    const wrong = typed.find((l) => !keys.has(`${products.get(l.productCode)!.productLineCode}/${l.operationTypeCode}`));
    if (wrong)
      throw new DomainError('ORDER_OPERATION_TYPE_UNKNOWN', `业务类型 ${wrong.operationTypeCode} 不属于产品 ${wrong.productCode} 的产品线`);
  }
  // a pick-up address belongs to the bySelf carry way only; with another one it is cleared
  if (f.pickUpAddressId !== undefined && f.carryWay !== 'bySelf')
    throw new DomainError('ORDER_PICK_UP_NOT_BY_SELF', undefined, { httpStatus: 400 });
  const pickUp =
    f.pickUpAddressId === undefined
      ? undefined
      : await checkSupplierPickUpAddress(tx, ctx.tenantId, contract.supplierCompanyId, f.pickUpAddressId);
  const address = f.addressId === undefined ? undefined : book.find((a) => a.id === f.addressId);
  if (f.addressId !== undefined && !address) throw new DomainError('ORDER_ADDRESS_NOT_FOUND');
  const lines = f.lines.map((l, i): repo.NewOrderLine => {
    const p = products.get(l.productCode)!;
    return {
      lineNo: i + 1,
      productCode: p.productCode,
      productName: p.productName,
      specification: p.specification,
      unit: p.unit,
      productLineCode: p.productLineCode,
      operationTypeCode: l.operationTypeCode ?? null,
      quantity: l.quantity,
      priceFen: p.priceFen,
      amountFen: l.quantity * p.priceFen,
    };
  });
  return {
    header: {
      supplierCompanyId: contract.supplierCompanyId,
      contractId: contract.id,
      carryWay: f.carryWay ?? null,
      addressId: address?.id ?? null,
      receiver: address?.receiver ?? null,
      receiverPhone: address?.phone ?? null,
      receiverAddress: address?.fullAddress ?? null,
      pickUpAddressId: pickUp?.id ?? null,
      pickUpAddress: pickUp ? `${pickUp.name}：${pickUp.fullAddress}（${pickUp.contact} ${pickUp.phone}）` : null,
      memo: f.memo || null,
      totalFen: lines.reduce((sum, l) => sum + l.amountFen, 0),
    },
    lines,
    effective: contract.effective,
  };
}

type SubmittedHeader = {
  carryWay?: string | null;
  addressId?: number | null;
  supplierCompanyId?: number;
  pickUpAddressId?: number | null;
};

/**
 * What a submit needs beyond a draft: lines, carry way, receiver, a contract in force today, and for the
 * bySelf carry way a pick-up address when the supplier has any enabled one.
 */
async function assertSubmittable(tx: Tx, tenantId: number, h: SubmittedHeader, lineCount: number, effective: boolean) {
  if (lineCount === 0) throw new DomainError('ORDER_NO_LINES');
  if (!h.carryWay) throw new DomainError('ORDER_NO_CARRY_WAY');
  if (!h.addressId) throw new DomainError('ORDER_NO_ADDRESS');
  if (!effective) throw new DomainError('CONTRACT_NOT_EFFECTIVE');
  if (
    h.carryWay === 'bySelf' &&
    !h.pickUpAddressId &&
    h.supplierCompanyId !== undefined &&
    (await hasEnabledPickUpAddress(tx, tenantId, h.supplierCompanyId))
  )
    throw new DomainError('ORDER_NO_PICK_UP_ADDRESS');
}

const codesOf = (lines: readonly { productCode: string }[]) => lines.map((l) => l.productCode);

/**
 * The authorisation-letter gate (a distributor sells only inside its valid letters), the buyer's region being
 * the city of the order's delivery address when it is in the buyer's address book.
 */
const saleGate = (
  tx: Tx,
  tenantId: number,
  sellerCompanyId: number,
  buyerCompanyId: number,
  lines: readonly { productCode: string }[],
  book: readonly AddressItem[],
  addressId: number | null | undefined,
) =>
  assertAuthorizedSale(tx, tenantId, {
    sellerCompanyId,
    buyerCompanyId,
    productCodes: codesOf(lines),
    regionCode: book.find((a) => a.id === addressId)?.cityCode ?? null,
  });

const joinWarnings = (...warnings: (string | null)[]): string | null => warnings.filter(Boolean).join('；').slice(0, 500) || null;

const event = (
  ctx: RequestContext,
  companyId: number,
  orderId: number,
  action: string,
  fromStatus: string | null,
  toStatus: string,
  comment?: string,
) => ({ orderId, action, fromStatus, toStatus, actorUserId: ctx.userId, actorCompanyId: companyId, comment: comment || null });

async function createOrder(
  tx: Tx,
  ctx: RequestContext,
  buyerId: number,
  f: OrderFormFields,
  book: AddressItem[],
  submit: { clientToken: string | null } | null,
) {
  const r = await resolveForm(tx, ctx, buyerId, f, book);
  // a disabled company relation stops new orders between the pair, drafts included
  await relationGate(tx, ctx.tenantId, r.header.supplierCompanyId!, buyerId);
  let warning: string | null = null;
  if (submit) {
    await assertSubmittable(tx, ctx.tenantId, r.header, r.lines.length, r.effective);
    await assertCertificatesInForce(tx, ctx.tenantId, codesOf(r.lines), 'submit');
    warning = await assertFirstCampDone(tx, ctx.tenantId, buyerId, r.header.supplierCompanyId!);
    warning = joinWarnings(
      warning,
      await saleGate(tx, ctx.tenantId, r.header.supplierCompanyId!, buyerId, r.lines, book, r.header.addressId),
    );
  }
  let row = await repo.insertOrder(tx, {
    ...r.header,
    tenantId: ctx.tenantId,
    orderCode: await nextCode(tx, ctx.tenantId, 'PO'),
    orderType: 'contract',
    buyerCompanyId: buyerId,
    supplierCompanyId: r.header.supplierCompanyId!,
    status: submit ? 'submitted' : 'draft',
    submittedAt: submit ? new Date() : null,
    clientToken: submit?.clientToken ?? null,
    createdBy: ctx.userId,
  });
  await repo.replaceLines(tx, ctx.tenantId, row.id, r.lines);
  // the order's id names the approval's object: the status is settled once the row exists
  if (submit && (await submitOrApprove(tx, ctx, row, row.totalFen, r.lines)) === 'approving')
    row = await repo.updateOrder(tx, ctx.tenantId, row.id, { status: 'approving', submittedAt: null });
  // a tenant that only warns about a missing first-camp exchange keeps the warning on the order's history
  await repo.insertEvent(
    tx,
    ctx.tenantId,
    event(ctx, buyerId, row.id, submit ? 'submit' : 'create', null, row.status, warning ?? undefined),
  );
  return row;
}

/** A draft's stored form, to check and price it again when it is submitted as it is. */
async function formOfDraft(tx: Tx, tenantId: number, row: repo.OrderRow): Promise<OrderFormFields> {
  const supplier = (await companyCards(tx, tenantId, [row.supplierCompanyId])).get(row.supplierCompanyId);
  const [contract] = await repo.contractsByIds(tx, tenantId, row.contractId === null ? [] : [row.contractId]);
  return {
    supplierCode: supplier?.code ?? '',
    contractCode: contract?.contractCode ?? '',
    carryWay: (row.carryWay ?? undefined) as OrderFormFields['carryWay'],
    addressId: row.addressId ?? undefined,
    pickUpAddressId: row.pickUpAddressId ?? undefined,
    memo: row.memo ?? undefined,
    lines: (await repo.linesOf(tx, tenantId, row.id)).map((l) => ({
      productCode: l.productCode,
      quantity: l.quantity,
      operationTypeCode: l.operationTypeCode ?? undefined,
    })),
  };
}

/**
 * Submits the company's draft (locked), with a form of changes or as it is: a contract order is checked
 * and priced again; another kind (a fill-up order) keeps its lines and prices and needs carry way and receiver.
 */
export async function submitDraft(
  tx: Tx,
  ctx: RequestContext,
  orderId: number,
  opts: {
    version?: number;
    form?: OrderFormFields;
    book: AddressItem[];
    clientToken: string | null;
    comment?: string;
  },
): Promise<repo.OrderRow> {
  const companyId = companyOf(ctx);
  const row = await repo.lockOrder(tx, ctx.tenantId, companyId, orderId);
  if (!row) throw new DomainError('ORDER_NOT_OPERABLE');
  assertAllowed(row, 'submit', companyId);
  if (opts.version !== undefined && opts.version !== row.version) throw new DomainError('ORDER_VERSION_CONFLICT');
  // a draft saved before its pair's relation was disabled is a new order still: its submit is refused
  await relationGate(tx, ctx.tenantId, row.supplierCompanyId, companyId);
  let set: Partial<repo.NewOrder>;
  let status: 'approving' | 'submitted';
  let warning: string | null;
  if (row.orderType === 'contract') {
    const r = await resolveForm(tx, ctx, companyId, opts.form ?? (await formOfDraft(tx, ctx.tenantId, row)), opts.book);
    await assertSubmittable(tx, ctx.tenantId, r.header, r.lines.length, r.effective);
    await assertCertificatesInForce(tx, ctx.tenantId, codesOf(r.lines), 'submit');
    warning = await assertFirstCampDone(tx, ctx.tenantId, companyId, r.header.supplierCompanyId!);
    warning = joinWarnings(
      warning,
      await saleGate(tx, ctx.tenantId, r.header.supplierCompanyId!, companyId, r.lines, opts.book, r.header.addressId),
    );
    await repo.replaceLines(tx, ctx.tenantId, row.id, r.lines);
    set = r.header;
    status = await submitOrApprove(tx, ctx, { ...row, memo: r.header.memo ?? null }, r.header.totalFen!, r.lines);
  } else {
    if (opts.form) throw new DomainError('ORDER_NOT_OPERABLE');
    const lines = await repo.linesOf(tx, ctx.tenantId, row.id);
    await assertSubmittable(tx, ctx.tenantId, row, lines.length, true);
    await assertCertificatesInForce(tx, ctx.tenantId, codesOf(lines), 'submit');
    warning = await assertFirstCampDone(tx, ctx.tenantId, companyId, row.supplierCompanyId);
    warning = joinWarnings(warning, await saleGate(tx, ctx.tenantId, row.supplierCompanyId, companyId, lines, opts.book, row.addressId));
    set = {};
    status = 'submitted';
  }
  const updated = await repo.updateOrder(tx, ctx.tenantId, row.id, {
    ...set,
    status,
    submittedAt: status === 'submitted' ? new Date() : null,
    clientToken: opts.clientToken ?? row.clientToken,
    version: row.version + 1,
  });
  const comment = [opts.comment, warning].filter(Boolean).join('；');
  await repo.insertEvent(tx, ctx.tenantId, event(ctx, companyId, row.id, 'submit', row.status, status, comment));
  return updated;
}

/** ccOrder/tempStorage: a new draft, or changes to one of the company's own drafts at the version it was read. */
export async function saveDraft(db: Database, ctx: RequestContext, f: CcOrderForm): Promise<OrderItem> {
  const companyId = companyOf(ctx);
  const book = f.addressId === undefined ? [] : await addressList(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (f.id === undefined) return orderItem(tx, ctx.tenantId, await createOrder(tx, ctx, companyId, f, book, null));
    const cur = await repo.lockOrder(tx, ctx.tenantId, companyId, f.id);
    if (!cur || cur.buyerCompanyId !== companyId || cur.orderType !== 'contract') throw new DomainError('ORDER_NOT_OPERABLE');
    if (cur.status === 'approving') throw new DomainError('ORDER_APPROVING');
    if (cur.status !== 'draft') throw new DomainError('ORDER_NOT_DRAFT');
    if (cur.version !== f.version) throw new DomainError('ORDER_VERSION_CONFLICT');
    const r = await resolveForm(tx, ctx, companyId, f, book);
    const row = await repo.updateOrder(tx, ctx.tenantId, cur.id, { ...r.header, version: cur.version + 1 });
    await repo.replaceLines(tx, ctx.tenantId, cur.id, r.lines);
    await repo.insertEvent(tx, ctx.tenantId, event(ctx, companyId, cur.id, 'update', 'draft', 'draft'));
    return orderItem(tx, ctx.tenantId, row);
  });
}

/**
 * order/orderSubmit: the first submit with a client token creates (or submits) the order; any later one
 * with the same token, even a concurrent one, answers with that order (token lock, then a lookup).
 */
export async function submitOrder(
  db: Database,
  ctx: RequestContext,
  q: Pick<SubmitOrderQuery, 'orderId' | 'version' | 'form'> & { clientToken: string | null },
): Promise<OrderItem> {
  const companyId = companyOf(ctx);
  const book = await addressList(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (q.clientToken !== null) {
      await repo.lockClientToken(tx, ctx.tenantId, companyId, q.clientToken);
      const done = await repo.orderByToken(tx, ctx.tenantId, companyId, q.clientToken);
      if (done) return orderItem(tx, ctx.tenantId, done);
    }
    const row =
      q.orderId === undefined
        ? await createOrder(tx, ctx, companyId, q.form!, book, { clientToken: q.clientToken })
        : await submitDraft(tx, ctx, q.orderId, { version: q.version, form: q.form, book, clientToken: q.clientToken });
    return orderItem(tx, ctx.tenantId, row);
  });
}

/** ccOrder/newOrderOms: create and submit at once. */
export const newOrderOms = (db: Database, ctx: RequestContext, { clientToken, ...form }: CcOrderOmsForm): Promise<OrderItem> =>
  submitOrder(db, ctx, { clientToken: clientToken ?? null, form });

/** order/deleteOrder: the company's own drafts among the ids go, in one transaction; the rest is reported. */
export const deleteOrders = (db: Database, ctx: RequestContext, ids: number[]): Promise<DeleteOrderResult> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const unique = [...new Set(ids)];
    const found = new Map((await repo.lockOwnOrders(tx, ctx.tenantId, companyOf(ctx), unique)).map((r) => [r.id, r.status]));
    const result: DeleteOrderResult = { deleted: [], refused: [] };
    for (const id of unique) {
      const status = found.get(id);
      if (status === 'draft') result.deleted.push(id);
      else
        result.refused.push({
          id,
          reason:
            status === undefined ? DELETE_REFUSED.notFound : status === 'approving' ? DELETE_REFUSED.approving : DELETE_REFUSED.notDraft,
        });
    }
    await repo.deleteOrders(tx, ctx.tenantId, result.deleted);
    return result;
  });

/** order/getCustomCode: a fresh order number, for a company that can order (an effective purchase contract). */
export const customCode = (db: Database, ctx: RequestContext): Promise<string> =>
  db.tenant(ctx.tenantId, async (tx) => {
    if (
      !(await repo.findContract(tx, {
        tenantId: ctx.tenantId,
        companyId: companyOf(ctx),
        as: 'buyer',
        effectiveOnly: true,
        today: await tenantTodayIn(tx, ctx.tenantId),
      }))
    ) {
      throw new DomainError('ORDER_NO_PURCHASE_CONTRACT');
    }
    return nextCode(tx, ctx.tenantId, 'PO');
  });
