// The order gate of the authorisation letters (DOMAIN.md 'Authorisation letters'): a distributor (AG) sells a
// product only inside a VALID letter it holds (letter-rules letterState with its chain, on the tenant's today).
// A letter covers a product when it names the product, or the product's line. Its restrictions:
// - regions: a letter naming regions covers a buyer whose region (the order's delivery area) lies inside one of
//   them; when the caller knows no region the letter's regions do not restrict (nationwide letters always pass);
// - hospitals: a letter naming hospitals covers a hospital buyer (HO) only when it is one of them; a buyer that is
//   not a hospital (a distributor buying to sell on under its own letter) is not restricted by hospital rows.
// Anything else is refused with CM1115 naming the product and the best letter's state, or its absence; with
// channel_settings.authorization_check 'warn' the sale goes through and the answer is the warning to record.
import { LETTER_STATES } from '@medportal/contracts/channel/letter-rules';
import type { Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { letterProductRefs, type LetterProductRef } from '../../product-center/products/products.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { scopesOf, statesOf, type LetterRecord, type LetterScopeRecord } from './letters.repository.js';
import * as repo from './letter-views.repository.js';
import { areaInside } from './letter-views.service.js';

export type AuthorizedSale = {
  sellerCompanyId: number;
  buyerCompanyId: number;
  /** the products sold, by id or by code (order lines carry codes) */
  productIds?: number[];
  productCodes?: string[];
  /** the buyer's area code for this sale (the delivery city), when known */
  regionCode?: string | null;
};

const productName = (p: LetterProductRef) => (p.specification ? `${p.name}（${p.specification}）` : p.name);

/**
 * Refuses a sale outside the seller's valid letters (CM1115, naming the first product refused and why); answers
 * null when every product is covered or the seller is not a distributor, or the warning text when the tenant only
 * warns (authorization_check 'warn'). Runs in the caller's transaction (the order's).
 */
export async function assertAuthorizedSale(
  tx: Tx,
  tenantIdOrCtx: number | { tenantId: number },
  sale: AuthorizedSale,
): Promise<string | null> {
  const tenantId = typeof tenantIdOrCtx === 'number' ? tenantIdOrCtx : tenantIdOrCtx.tenantId;
  const cards = await companyCards(tx, tenantId, [sale.sellerCompanyId, sale.buyerCompanyId]);
  const seller = cards.get(sale.sellerCompanyId);
  if (!seller || seller.type !== 'AG') return null;
  const buyer = cards.get(sale.buyerCompanyId);
  const products = await letterProductRefs(tx, tenantId, { ids: sale.productIds, codes: sale.productCodes });
  if (!products.length) return null;
  const held = await repo.heldLetters(tx, tenantId, sale.sellerCompanyId);
  const states = await statesOf(tx, tenantId, held, await tenantTodayIn(tx, tenantId));
  const scopes = await scopesOf(
    tx,
    tenantId,
    held.map((l) => l.id),
  );
  const of = (l: LetterRecord, kind: LetterScopeRecord['kind']) => (scopes.get(l.id) ?? []).filter((s) => s.kind === kind);
  const problems: string[] = [];
  for (const p of products) {
    const naming = held.filter((l) =>
      (scopes.get(l.id) ?? []).some(
        (s) =>
          (s.kind === 'product' && s.value === String(p.id)) ||
          (s.kind === 'productLine' && p.productLineCode !== null && s.value === p.productLineCode),
      ),
    );
    let why = '未找到授权书';
    let covered = false;
    // the valid letters first, then the one ending last: the best letter names the reason
    const ranked = [...naming].sort(
      (a, b) => Number(states.get(b.id) === 'valid') - Number(states.get(a.id) === 'valid') || b.validTo.localeCompare(a.validTo),
    );
    for (const l of ranked) {
      const state = states.get(l.id)!;
      if (state !== 'valid') {
        if (why === '未找到授权书') why = `授权书 ${l.letterNo} ${LETTER_STATES[state]}`;
        continue;
      }
      const regions = of(l, 'region');
      if (regions.length && sale.regionCode && !regions.some((r) => areaInside(sale.regionCode!, r.value))) {
        why = `授权书 ${l.letterNo} 的授权区域（${regions.map((r) => r.label).join('、')}）不含采购方所在地区`;
        continue;
      }
      const hospitals = of(l, 'hospital');
      if (hospitals.length && buyer?.type === 'HO' && !hospitals.some((h) => h.value === String(sale.buyerCompanyId))) {
        why = `授权书 ${l.letterNo} 的授权医院不含「${buyer.name}」`;
        continue;
      }
      covered = true;
      break;
    }
    if (!covered) problems.push(`产品「${productName(p)}」不在供应商「${seller.name}」的有效授权范围内：${why}`);
  }
  if (!problems.length) return null;
  const message = problems.join('；');
  if ((await repo.authorizationCheckOf(tx, tenantId)) === 'warn') return `授权提醒：${message}`.slice(0, 500);
  throw new DomainError('ORDER_WITHOUT_LETTER', message);
}
