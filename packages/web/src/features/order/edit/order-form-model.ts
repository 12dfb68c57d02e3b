// The order form's lines and the bodies it sends: ccOrder/tempStorage (a draft, supplier and contract
// needed) and order/orderSubmit (a whole order). Prices and amounts are integer fen.
import type { ContractProductItem } from '@medportal/contracts/mall/catalogue.contract';
import type { CarryWay } from '@medportal/contracts/mall/common.contract';
import type { CcOrderFormInput, OrderLineItem } from '@medportal/contracts/mall/orders.contract';

export type FormLine = {
  productCode: string;
  productName: string;
  specification: string;
  unit: string;
  productLineCode: string | null;
  operationTypeCode?: string;
  /** the contract's price now (reference price), fen */
  priceFen: number;
  quantity: number | null;
};

export type OrderFormValues = {
  supplierCode?: string;
  contractCode?: string;
  lines?: FormLine[];
  carryWay?: CarryWay;
  addressId?: number;
  /** the bySelf carry way only */
  pickUpAddressId?: number;
  memo?: string;
};

export const QUANTITY_MAX = 1_000_000;
export const MEMO_MAX = 500;

export const lineFromProduct = (p: ContractProductItem): FormLine => ({
  productCode: p.productCode,
  productName: p.productName,
  specification: p.specification,
  unit: p.unit,
  productLineCode: p.productLineCode,
  priceFen: p.priceFen,
  quantity: 1,
});

export const lineFromOrder = (l: OrderLineItem): FormLine => ({
  productCode: l.productCode,
  productName: l.productName,
  specification: l.specification,
  unit: l.unit,
  productLineCode: l.productLineCode,
  ...(l.operationTypeCode ? { operationTypeCode: l.operationTypeCode } : {}),
  priceFen: l.priceFen,
  quantity: l.quantity,
});

export const validQuantity = (q: unknown): q is number => typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= QUANTITY_MAX;

/** Fen of a line (0 while its quantity is not valid) and of the whole order. */
export const lineFen = (l: FormLine): number => (validQuantity(l.quantity) ? l.priceFen * l.quantity : 0);
export const totalFen = (lines: readonly FormLine[]): number => lines.reduce((sum, l) => sum + lineFen(l), 0);

/** The form of the order calls: empty optional fields left out. */
export function orderFormBody(values: OrderFormValues): Omit<CcOrderFormInput, 'id' | 'version'> {
  const memo = values.memo?.trim();
  return {
    supplierCode: values.supplierCode ?? '',
    contractCode: values.contractCode ?? '',
    lines: (values.lines ?? []).map((l) => ({
      productCode: l.productCode,
      quantity: l.quantity ?? 0,
      ...(l.operationTypeCode ? { operationTypeCode: l.operationTypeCode } : {}),
    })),
    ...(values.carryWay ? { carryWay: values.carryWay } : {}),
    ...(values.addressId !== undefined && values.addressId !== null ? { addressId: values.addressId } : {}),
    ...(values.carryWay === 'bySelf' && values.pickUpAddressId !== undefined && values.pickUpAddressId !== null
      ? { pickUpAddressId: values.pickUpAddressId }
      : {}),
    ...(memo ? { memo } : {}),
  };
}
