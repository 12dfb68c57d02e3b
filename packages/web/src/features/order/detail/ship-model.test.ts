import { describe, expect, it } from 'vitest';
import type { StockBatchItem } from '@medportal/contracts/mall/catalogue.contract';
import { orderOperationQuery, type OrderLineItem } from '@medportal/contracts/mall/orders.contract';
import { shipBody, shipLinesOf, shipProblem, type ShipLine } from './ship-model';

const line = (id: number, quantity: number, shipped: number, stockBatchId: number | null = null): OrderLineItem => ({
  id,
  orderId: 5,
  lineNo: id,
  productCode: `P${id}`,
  productName: `产品${id}`,
  specification: '',
  unit: '支',
  productLineCode: null,
  operationTypeCode: null,
  quantity,
  priceFen: 100,
  amountFen: quantity * 100,
  stockBatchId,
  batchNo: null,
  shippedQuantity: shipped,
  receivedQuantity: 0,
});
const batch = (id: number, quantity: number) => ({ id, quantity }) as StockBatchItem;

describe('ship model', () => {
  it('offers the lines still to ship at their remaining quantity, with an assigned batch preset', () => {
    const lines = shipLinesOf([line(1, 10, 4), line(2, 5, 5), line(3, 2, 0, 77)]);
    expect(lines.map((l) => [l.line.id, l.remaining, l.quantity, l.stockBatchId])).toEqual([
      [1, 6, 6, undefined],
      [3, 2, 2, 77],
    ]);
  });

  it('says what is wrong with a line', () => {
    const [base] = shipLinesOf([line(1, 10, 4)]) as [ShipLine];
    expect(shipProblem({ ...base, quantity: 0 }, undefined)).toBeNull();
    expect(shipProblem(base, undefined)).toBe('batch');
    expect(shipProblem({ ...base, quantity: 7 }, undefined)).toBe('over');
    expect(shipProblem({ ...base, batchNo: 'B1', expiryDate: '2028-01-01' }, undefined)).toBeNull();
    expect(shipProblem({ ...base, batchNo: '批号1', expiryDate: '2028-01-01' }, undefined)).toBe('batchPattern');
    expect(shipProblem({ ...base, batchNo: 'B1', expiryDate: '2028-01-01', serialNo: 'S 1' }, undefined)).toBe('serialPattern');
    expect(shipProblem({ ...base, stockBatchId: 9 }, batch(9, 5))).toBe('batchShort');
    expect(shipProblem({ ...base, stockBatchId: 9 }, batch(9, 6))).toBeNull();
  });

  it('sends a stock batch or the typed batch, never both, and leaves out lines shipping nothing; the contract accepts it', () => {
    const [a, b, c] = shipLinesOf([line(1, 10, 0), line(2, 3, 0), line(3, 3, 0)]) as [ShipLine, ShipLine, ShipLine];
    const lines = shipBody([
      { ...a, quantity: 4, stockBatchId: 9, batchNo: 'ignored' },
      { ...b, batchNo: ' B2 ', serialNo: '', expiryDate: '2028-01-01' },
      { ...c, quantity: 0 },
    ]);
    expect(lines).toEqual([
      { orderLineId: 1, quantity: 4, stockBatchId: 9 },
      { orderLineId: 2, quantity: 3, batchNo: 'B2', expiryDate: '2028-01-01' },
    ]);
    expect(orderOperationQuery.safeParse({ orderId: 5, action: 'ship', carryWay: 'e', lines }).success).toBe(true);
  });
});
