// The order state machine of DOMAIN 'Orders' as pure functions over the transition table of the
// contract: which actions a party may take now, why an action is refused, and where ship and receive
// lead. No database here; the services lock the order and call these.
import { ORDER_STATUS_NAMES, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import {
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderParty,
} from '@medportal/contracts/mall/orders.contract';

export { ORDER_TRANSITIONS };

/** Facts beyond the status that decide pay and receive. */
export type OrderFacts = { unpaidFen: number; noticesToReceive: number };

export type Refusal = { reason: 'wrongParty' } | { reason: 'illegalStatus'; msg: string };

export const illegalMsg = (status: OrderStatus, actionName: string) =>
  `当前状态（${ORDER_STATUS_NAMES[status]}）不能执行“${actionName}”操作`;

/** Why the party may not take the action in this status, or null when the table allows it. */
export function refusal(status: OrderStatus, action: OrderAction, party: OrderParty): Refusal | null {
  const t = ORDER_TRANSITIONS[action];
  if (!t.parties.includes(party)) return { reason: 'wrongParty' };
  if (!t.from.includes(status)) return { reason: 'illegalStatus', msg: illegalMsg(status, ORDER_ACTION_NAMES[action]) };
  return null;
}

/** The actions the party may take now: the table, plus an unpaid amount for pay and a notice for receive. */
export function allowedActions(status: OrderStatus, party: OrderParty, facts: OrderFacts): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (a) => refusal(status, a, party) === null && (a !== 'pay' || facts.unpaidFen > 0) && (a !== 'receive' || facts.noticesToReceive > 0),
  );
}

/** The status an action without quantities leads to (ship, receive and pay are decided below). */
export const SIMPLE_TARGET: Partial<Record<OrderAction, OrderStatus>> = {
  submit: 'submitted',
  cancel: 'cancelled',
  confirm: 'confirmed',
  reject: 'rejected',
  complete: 'completed',
};

type LineQuantities = { quantity: number; shippedQuantity: number; receivedQuantity: number };

/** After a shipment: shipped once every line is fully shipped. */
export const afterShip = (lines: LineQuantities[]): OrderStatus =>
  lines.every((l) => l.shippedQuantity >= l.quantity) ? 'shipped' : 'partlyShipped';

/** After a receipt: received once the order was fully shipped and everything shipped is received. */
export const afterReceive = (status: OrderStatus, lines: LineQuantities[]): OrderStatus =>
  status === 'shipped' && lines.every((l) => l.receivedQuantity >= l.shippedQuantity) ? 'received' : status;
