// The order dictionaries the screens need as values: the contracts keep them in *.contract modules,
// which the web takes types from only, so the lists are repeated here (order-dicts.test.ts holds them
// to the contracts) and their names come from the order namespace (zh-CN equal to the contracts').
import type { CarryWay, OrderStatus } from '@medportal/contracts/mall/common.contract';
import type { OrderAction, OrderParty } from '@medportal/contracts/mall/orders.contract';

export const ORDER_STATUS_LIST = [
  'draft',
  'approving',
  'submitted',
  'confirmed',
  'rejected',
  'partlyShipped',
  'shipped',
  'received',
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export const CARRY_WAY_LIST = ['bySelf', 'b', 'c', 'd', 'e', 'f'] as const satisfies readonly CarryWay[];

export const ORDER_ACTION_LIST = [
  'submit',
  'cancel',
  'confirm',
  'reject',
  'ship',
  'receive',
  'pay',
  'complete',
] as const satisfies readonly OrderAction[];

/** antd Tag colours: waiting for the buyer's approval gold, waiting blue, moving cyan/geekblue, done green, stopped red/grey. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  draft: 'default',
  approving: 'gold',
  submitted: 'blue',
  confirmed: 'geekblue',
  rejected: 'red',
  partlyShipped: 'cyan',
  shipped: 'cyan',
  received: 'lime',
  completed: 'green',
  cancelled: 'default',
};

/**
 * The sides a company takes in orders, by company type (DOMAIN 'Who is who'): a distributor buys from
 * manufacturers and supplies hospitals and sub-distributors, a manufacturer supplies, a hospital buys.
 */
export function partiesOf(companyType: string | undefined): OrderParty[] {
  switch (companyType) {
    case 'FC':
      return ['supplier'];
    case 'HO':
      return ['buyer'];
    case 'AG':
      return ['buyer', 'supplier'];
    default:
      return ['buyer', 'supplier'];
  }
}

/** Whether the company places orders itself: the platform operator (MM) runs the platform and buys nothing. */
export const placesOrders = (companyType: string | undefined): boolean => companyType !== 'MM' && partiesOf(companyType).includes('buyer');

/** Statuses in which an order is its buyer's alone (a draft, an order waiting for approval): a supplier never sees them. */
export const BUYER_ONLY_STATUSES: readonly OrderStatus[] = ['draft', 'approving'];
