// For other modules (the channel centre's enterprise registry): the trading history between a company and
// one partner, read inside the caller's tenant transaction. The caller has already checked the session
// may see that relation; both companies are parties of every order answered.
import type { Page } from '@medportal/contracts/common/envelope';
import type { Tx } from '../../../db/client.js';
import { tradePage, tradeTotals } from './order-trades.repository.js';

export type TradeOrder = {
  orderId: number;
  orderCode: string;
  orderType: string;
  direction: 'buy' | 'sell';
  status: string;
  totalFen: number;
  createdAt: string;
  submittedAt: string | null;
};

export type TradeSummary = { orderCount: number; buyCount: number; sellCount: number; totalFen: number; lastOrderAt: string | null };

/** The orders between `companyId` and `partnerId` (either buying from the other), newest first, paged. */
export async function tradesBetween(
  tx: Tx,
  tenantId: number,
  companyId: number,
  partnerId: number,
  paging: { pageNum: number; pageSize: number },
): Promise<Page<TradeOrder>> {
  const { rows, total } = await tradePage(tx, tenantId, companyId, partnerId, paging.pageNum, paging.pageSize);
  const content = rows.map((r): TradeOrder => ({
    orderId: r.id,
    orderCode: r.orderCode,
    orderType: r.orderType,
    direction: r.buyerCompanyId === companyId ? 'buy' : 'sell',
    status: r.status,
    totalFen: r.totalFen,
    createdAt: r.createdAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
  return {
    content,
    totalElements: total,
    number: paging.pageNum - 1,
    size: paging.pageSize,
    totalPages: Math.ceil(total / paging.pageSize),
    numberOfElements: content.length,
  };
}

/** How much the two companies traded: order counts per direction, the amount (fen) and the newest order. */
export async function tradeSummaryBetween(tx: Tx, tenantId: number, companyId: number, partnerId: number): Promise<TradeSummary> {
  const t = await tradeTotals(tx, tenantId, companyId, partnerId);
  const last = t.lastOrderAt as Date | string | null;
  return {
    orderCount: Number(t.orderCount),
    buyCount: Number(t.buyCount),
    sellCount: Number(t.orderCount) - Number(t.buyCount),
    totalFen: Number(t.totalFen),
    lastOrderAt: last === null ? null : new Date(last).toISOString(),
  };
}
