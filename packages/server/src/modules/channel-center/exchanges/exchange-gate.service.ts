// The first-camp rules other screens and modules ask about:
// - subscription and forced (DOMAIN.md): a buyer is subscribed to a supplier by its latest approved
//   exchange of a subject; it is forced when any document of that approved set has a newer version now
//   (a file's current_version, a certificate's current version) or the supplier filed a type the set does
//   not hold, until a newer exchange of the pair and subject is approved;
// - the order gate: a buyer orders from a supplier only with an approved company exchange of the pair
//   (channel_settings.first_camp_check 'warn' lets the order through with a warning).
import type { Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { exchangeCertificates } from '../../product-center/certificates/certificates.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import * as repo from './exchanges.repository.js';

export type Subscription = { exchange: repo.ExchangeRecord; forced: boolean };

/**
 * The subscriptions of one buyer (or of one supplier's buyers) with their forced flag: the latest approved
 * exchange per pair and subject, its items, the suppliers' current files and certificates.
 */
export async function subscriptionsOf(
  tx: Tx,
  tenantId: number,
  who: { buyerId: number } | { supplierId: number },
): Promise<Subscription[]> {
  const approved = await repo.latestApproved(tx, tenantId, who);
  if (!approved.length) return [];
  const items = await repo.itemsOf(
    tx,
    tenantId,
    approved.map((e) => e.id),
  );
  const heads = await repo.fileHeadsOf(tx, tenantId, [...new Set(approved.map((e) => e.supplierCompanyId))]);
  const certIds = items.filter((i) => i.docKind === 'certificate').map((i) => i.docId);
  const certs = await exchangeCertificates(tx, tenantId, certIds);
  const headById = new Map(heads.map((h) => [h.id, h]));
  return approved.map((e) => {
    const mine = items.filter((i) => i.exchangeId === e.id);
    const newer = mine.some((i) =>
      i.docKind === 'file'
        ? (headById.get(i.docId)?.currentVersion ?? 0) > i.version
        : (certs.get(i.docId)?.currentVersion ?? 0) > i.version,
    );
    const held = new Set(mine.filter((i) => i.docKind === 'file').map((i) => i.docId));
    const newType = heads.some((h) => h.companyId === e.supplierCompanyId && !held.has(h.id));
    return { exchange: e, forced: newer || newType };
  });
}

/** The suppliers whose newer documents wait for a new exchange of the buyer (checkForceQualification). */
export async function forcingSuppliersOf(tx: Tx, tenantId: number, buyerId: number): Promise<{ companyId: number; companyName: string }[]> {
  const ids = [
    ...new Set((await subscriptionsOf(tx, tenantId, { buyerId })).filter((s) => s.forced).map((s) => s.exchange.supplierCompanyId)),
  ];
  const cards = await companyCards(tx, tenantId, ids);
  return ids.map((id) => ({ companyId: id, companyName: cards.get(id)?.name ?? '' }));
}

/** The warning an order carries when the tenant only warns (first_camp_check 'warn'). */
export const firstCampWarning = (supplierName: string) => `首营提醒：您与供应商“${supplierName}”尚未完成首营资质交换`;

/**
 * For mall-center, where an order goes to its supplier: refuses it (ORDER_WITHOUT_EXCHANGE, naming the
 * supplier) unless the pair has an approved company exchange; with the tenant's 'warn' setting the order
 * goes through and the answer is the warning to record on it (null when the exchange is done).
 */
export async function assertFirstCampDone(tx: Tx, tenantId: number, buyerId: number, supplierId: number): Promise<string | null> {
  if (await repo.hasApprovedCompanyExchange(tx, tenantId, buyerId, supplierId)) return null;
  const name = (await companyCards(tx, tenantId, [supplierId])).get(supplierId)?.name ?? String(supplierId);
  if ((await repo.firstCampCheckOf(tx, tenantId)) === 'warn') return firstCampWarning(name);
  throw new DomainError('ORDER_WITHOUT_EXCHANGE', `您与供应商“${name}”尚未完成首营资质交换，不能下单`);
}
