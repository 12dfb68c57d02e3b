// The ship drawer's lines and their checks (the contract's and the server's rules, said before sending):
// a line ships from one of the supplier's stock batches, or with a typed batch number and expiry date.
import type { StockBatchItem } from '@medportal/contracts/mall/catalogue.contract';
import type { OrderLineItem, OrderOperationQueryInput } from '@medportal/contracts/mall/orders.contract';
import type { UdiParseAnswer } from '@medportal/contracts/product/udi.contract';

export type ShipLine = {
  line: OrderLineItem;
  /** still to ship */
  remaining: number;
  quantity: number | null;
  stockBatchId?: number;
  batchNo: string;
  serialNo: string;
  /** YYYY-MM-DD */
  expiryDate: string;
};

export type ShipProblem = 'quantity' | 'over' | 'batch' | 'batchShort' | 'batchPattern' | 'serialPattern';

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const shipLinesOf = (lines: OrderLineItem[]): ShipLine[] =>
  lines
    .map((line) => ({ line, remaining: line.quantity - line.shippedQuantity }))
    .filter((l) => l.remaining > 0)
    .map(({ line, remaining }) => ({
      line,
      remaining,
      quantity: remaining,
      batchNo: '',
      serialNo: '',
      expiryDate: '',
      ...(line.stockBatchId ? { stockBatchId: line.stockBatchId } : {}),
    }));

/** What is wrong with a line to ship (null when it ships fine or ships nothing). */
export function shipProblem(l: ShipLine, batch: StockBatchItem | undefined): ShipProblem | null {
  if (l.quantity === null || l.quantity === 0) return null;
  if (!Number.isInteger(l.quantity) || l.quantity < 0) return 'quantity';
  if (l.quantity > l.remaining) return 'over';
  if (l.stockBatchId !== undefined) return batch && l.quantity > batch.quantity ? 'batchShort' : null;
  if (!l.batchNo.trim() || !l.expiryDate) return 'batch';
  if (!CODE_PATTERN.test(l.batchNo.trim())) return 'batchPattern';
  if (l.serialNo.trim() && !CODE_PATTERN.test(l.serialNo.trim())) return 'serialPattern';
  return null;
}

/** The ship lines of orderOperation: lines shipping nothing are left out. */
export function shipBody(lines: ShipLine[]): NonNullable<OrderOperationQueryInput['lines']> {
  return lines
    .filter((l) => (l.quantity ?? 0) > 0)
    .map((l) =>
      l.stockBatchId !== undefined
        ? { orderLineId: l.line.id, quantity: l.quantity!, stockBatchId: l.stockBatchId }
        : {
            orderLineId: l.line.id,
            quantity: l.quantity!,
            batchNo: l.batchNo.trim(),
            expiryDate: l.expiryDate,
            ...(l.serialNo.trim() ? { serialNo: l.serialNo.trim() } : {}),
          },
    );
}

export type ScanResult = { lines: ShipLine[]; lineId: number } | { problem: 'unknownProduct' | 'notInOrder' };

/**
 * A parsed UDI put onto the ship lines: the first line of the scanned product still without a typed batch
 * (else its first line) takes the code's lot, serial and expiry, as a typed batch (no stock batch).
 */
export function applyScan(lines: ShipLine[], scan: Pick<UdiParseAnswer, 'product' | 'lot' | 'serial' | 'expiry'>): ScanResult {
  if (!scan.product) return { problem: 'unknownProduct' };
  const code = scan.product.code;
  const ofProduct = lines.filter((l) => l.line.productCode === code);
  const target = ofProduct.find((l) => !l.batchNo.trim() && l.stockBatchId === undefined) ?? ofProduct[0];
  if (!target) return { problem: 'notInOrder' };
  const filled: ShipLine = {
    ...target,
    stockBatchId: undefined,
    batchNo: scan.lot ?? '',
    serialNo: scan.serial ?? '',
    expiryDate: scan.expiry ?? '',
  };
  return { lines: lines.map((l) => (l === target ? filled : l)), lineId: target.line.id };
}
