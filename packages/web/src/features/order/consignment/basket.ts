// The open usages picked for a fill-up order (待补货): each with the supplier of its goods, since a
// fill-up order replenishes the goods of one supplier only.
import { useCallback, useState } from 'react';
import type { ConsignmentItem, UsageRecord } from '@medportal/contracts/mall/fulfilment.contract';

export type BasketUsage = UsageRecord & { supplierCode: string; supplierName: string };

export const basketUsageOf = (usage: UsageRecord, item: Pick<ConsignmentItem, 'supplierCode' | 'supplierName'>): BasketUsage => ({
  ...usage,
  supplierCode: item.supplierCode,
  supplierName: item.supplierName,
});

/** An open usage can go into a fill-up order; a covered one is already in one. */
export const isOpenUsage = (usage: UsageRecord): boolean => usage.fillupOrderId === null;

/** The suppliers of the usages (a fill-up order needs exactly one). */
export const suppliersOf = (usages: readonly BasketUsage[]): string[] => [...new Set(usages.map((u) => u.supplierCode))];

export function useBasket() {
  const [usages, setUsages] = useState<BasketUsage[]>([]);
  const add = useCallback(
    (more: readonly BasketUsage[]) =>
      setUsages((cur) => [...cur, ...more.filter((u) => isOpenUsage(u) && !cur.some((c) => c.usageId === u.usageId))]),
    [],
  );
  const remove = useCallback((usageId: number) => setUsages((cur) => cur.filter((u) => u.usageId !== usageId)), []);
  const clear = useCallback(() => setUsages([]), []);
  return { usages, add, remove, clear };
}
