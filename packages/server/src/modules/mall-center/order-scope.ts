// Data scopes on the mall's order tables (staff-center data-scope.service gives the session's scope): the
// predicate on mall_orders that the order lists, and the delivery-notice, pay-bill and fill-up lists that
// join their order, add to the company's party condition. docs/architecture.md 'Data scopes'.
import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import { mallOrderEvents as ev, mallOrders as o } from './orders/orders.table.js';

/**
 * Statuses in which an order is the buyer's alone: a draft, and an order waiting for its buyer company's
 * submit approval (ORDER_SUBMIT). The supplier (and a related company) sees none of them anywhere.
 */
export const BUYER_ONLY_STATUSES = ['draft', 'approving'] as const satisfies readonly OrderStatus[];

export const isBuyerOnly = (status: string): boolean => (BUYER_ONLY_STATUSES as readonly string[]).includes(status);

/** The order is past the buyer's own stages (draft, approving): its supplier may see it. */
export const pastBuyer = (): SQL => notInArray(o.status, [...BUYER_ONLY_STATUSES]);

/**
 * Which of the company's orders a session's list sees (its data scope, staff-center data-scope.service):
 * - company: all of them (the hot path app_order_page serves this one);
 * - own / department (users = the user, or everyone of its department and below):
 *   as buyer, the orders those users created (created_by);
 *   as supplier, the orders those users acted on for the company (an event of mall_order_events: confirm,
 *   reject, batch assignment, ship …) plus every order still 'submitted' — the supplier's inbox that
 *   nobody has handled yet. Confirming or rejecting one is what makes it someone's; without the inbox a
 *   supplier-side user with scope 'own' could never see a new order to confirm;
 * - related: all of the company's orders plus, read only, the orders of the related companies chosen for
 *   the role (on the same side, never their drafts nor orders waiting for approval).
 */
export type OrderScope = { kind: 'company' } | { kind: 'users'; userIds: number[] } | { kind: 'related'; companyIds: number[] };

const actedOn = (companyId: number, userIds: number[]): SQL =>
  sql`EXISTS (SELECT 1 FROM ${ev} WHERE ${ev.tenantId} = ${o.tenantId} AND ${ev.orderId} = ${o.id}
          AND ${ev.actorCompanyId} = ${companyId} AND ${inArray(ev.actorUserId, userIds)})`;

/** The orders of one side of the company that the scope lets through. */
export function sideScope(side: 'buyer' | 'supplier', companyId: number, scope: OrderScope = { kind: 'company' }): SQL {
  const party = side === 'buyer' ? o.buyerCompanyId : o.supplierCompanyId;
  const mine = side === 'buyer' ? eq(party, companyId) : and(eq(party, companyId), pastBuyer())!;
  if (scope.kind === 'company') return mine;
  if (scope.kind === 'related') return scope.companyIds.length ? or(mine, and(inArray(party, scope.companyIds), pastBuyer()))! : mine;
  const users = scope.userIds.length ? scope.userIds : [0];
  if (side === 'buyer') return and(mine, inArray(o.createdBy, users))!;
  return and(mine, or(eq(o.status, 'submitted'), actedOn(companyId, users)))!;
}

/** Either side: the company's orders as buyer or as supplier that the scope lets through. */
export const partyScope = (companyId: number, scope: OrderScope): SQL =>
  or(sideScope('buyer', companyId, scope), sideScope('supplier', companyId, scope))!;
