// Certificate expiry: which certificates a company must watch (the worktable's warnings), the daily run
// that raises a todo once per (certificate, company, expiry date, bucket) for the holder and every company
// buying a product under it, and the refusal of orders whose product's certificate has expired. Days are
// the tenant's calendar days (config-center tenantTodayIn).
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { ExpiryRun } from '@medportal/contracts/product/expiry.contract';
import { WARNING_BUCKETS, WARNING_HORIZON_DAYS, warningBucketOf, type WarningBucket } from '@medportal/contracts/worktable/workbench-rules';
import type { Database, Tx } from '../../../db/client.js';
import { tenantIds } from '../../../db/tenants.js';
import { DomainError } from '../../../lib/domain-error.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { buyersOfProducts, productCodesBoughtBy } from '../../mall-center/vendors/vendors.service.js';
import { companyAdmins } from '../../staff-center/access/approvers.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { raiseTodos, type TodoInput } from '../../worktable/todos/todos.service.js';
import * as repo from './expiry.repository.js';

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const plusDays = (day: string, n: number): string => new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);
const daysLeft = (today: string, expiryDate: string) => Math.round((utcOf(expiryDate) - utcOf(today)) / DAY_MS);

/** The certificate detail screen, once built (another part registers it). */
const DETAIL_SCREEN = '/productManagement/registercard/details';
export const certificateLink = (id: number): string | null => (isBuiltScreen(DETAIL_SCREEN) ? `${DETAIL_SCREEN}?id=${id}` : null);

export type WatchedCertificate = {
  id: number;
  certNo: string;
  productName: string;
  expiryDate: string;
  /** the holder's name; empty when the company holds it itself */
  holderName: string;
  linkPath: string | null;
};

/**
 * For the worktable's expiry warnings: the certificates the company must watch whose last valid day is on
 * or before lastDay (expired ones included) — those it holds, and those of the products it buys under its
 * contracts in force today.
 */
export async function certificatesExpiringBy(tx: Tx, tenantId: number, companyId: number, lastDay: string): Promise<WatchedCertificate[]> {
  const today = await tenantTodayIn(tx, tenantId);
  const productCodes = await productCodesBoughtBy(tx, tenantId, companyId, today);
  const rows = await repo.dueCertificates(tx, tenantId, lastDay, { holderCompanyId: companyId, productCodes });
  const holders = await companyCards(
    tx,
    tenantId,
    rows.map((r) => r.holderCompanyId),
  );
  return rows.map((r) => ({
    id: r.id,
    certNo: r.certNo,
    productName: r.productName,
    expiryDate: r.expiryDate,
    holderName: r.holderCompanyId === companyId ? '' : (holders.get(r.holderCompanyId)?.name ?? ''),
    linkPath: certificateLink(r.id),
  }));
}

/** What an order step is refused for: 提交订单, 确认订单, 发货. */
export type OrderStep = 'submit' | 'confirm' | 'ship';
const REFUSED: Record<OrderStep, string> = { submit: '不能提交订单', confirm: '不能确认订单', ship: '不能发货' };

/**
 * For the order module: refuses an order step when a line's product has a certificate that expired before
 * the tenant's today (ORDER_CERTIFICATE_EXPIRED, naming the product and the certificate). Products without
 * a product row or a certificate, and filings (no expiry), pass.
 */
export async function assertCertificatesInForce(tx: Tx, tenantId: number, productCodes: readonly string[], step: OrderStep): Promise<void> {
  const codes = [...new Set(productCodes)];
  if (!codes.length) return;
  const [first] = await repo.expiredOf(tx, tenantId, codes, await tenantTodayIn(tx, tenantId));
  if (first)
    throw new DomainError(
      'ORDER_CERTIFICATE_EXPIRED',
      `产品“${first.productName}”（${first.productCode}）的注册证${first.certNo}已于${first.expiryDate}过期，${REFUSED[step]}`,
    );
}

const todoTitle = (c: repo.DueCertificate, bucket: WarningBucket, left: number): string =>
  (bucket === 'expired'
    ? `注册证已过期：${c.certNo}（${c.productName}）已于${c.expiryDate}过期`
    : `注册证即将到期：${c.certNo}（${c.productName}）将于${c.expiryDate}到期，剩余${left}天`
  ).slice(0, 200);

/**
 * One run for a tenant on its today: the certificates expired or expiring within 90 days, each in its
 * bucket; an alert per (certificate, company, expiry date, bucket) for the holder and every company buying
 * a product under it (contracts in force), recorded once (a repeated or concurrent run raises nothing
 * again); each new alert a CERTIFICATE_EXPIRY todo for the company's administrators.
 */
export async function runExpiryIn(tx: Tx, tenantId: number, now = new Date()): Promise<ExpiryRun> {
  const today = await tenantTodayIn(tx, tenantId, now);
  const due = await repo.dueCertificates(tx, tenantId, plusDays(today, WARNING_HORIZON_DAYS));
  const counts = Object.fromEntries(WARNING_BUCKETS.map((b) => [b, 0])) as Record<WarningBucket, number>;
  const codes = await repo.productCodesOfCertificates(
    tx,
    tenantId,
    due.map((c) => c.id),
  );
  const buyers = await buyersOfProducts(
    tx,
    tenantId,
    codes.map((c) => c.code),
    today,
  );
  const wanted: repo.NewAlert[] = [];
  const byId = new Map(due.map((c) => [c.id, c]));
  for (const c of due) {
    const bucket = warningBucketOf(daysLeft(today, c.expiryDate))!;
    counts[bucket] += 1;
    const mine = new Set(codes.filter((x) => x.certificateId === c.id).map((x) => x.code));
    const companies = new Set([c.holderCompanyId, ...buyers.filter((b) => mine.has(b.productCode)).map((b) => b.companyId)]);
    for (const companyId of companies) wanted.push({ certificateId: c.id, companyId, expiryDate: c.expiryDate, bucket });
  }
  const raised = await repo.insertAlerts(tx, tenantId, wanted);
  const todos: TodoInput[] = [];
  const admins = new Map<number, number[]>();
  for (const a of raised) {
    if (!admins.has(a.companyId)) admins.set(a.companyId, await companyAdmins(tx, tenantId, a.companyId));
    const c = byId.get(a.certificateId)!;
    const title = todoTitle(c, a.bucket as WarningBucket, daysLeft(today, c.expiryDate));
    for (const userId of admins.get(a.companyId)!)
      todos.push({
        companyId: a.companyId,
        assigneeUserId: userId,
        assigneeRoleId: null,
        businessCode: 'CERTIFICATE_EXPIRY',
        title,
        // kept as is: the todo links to it once the screen is built
        linkPath: `${DETAIL_SCREEN}?id=${c.id}`,
      });
  }
  if (todos.length) await raiseTodos(tx, tenantId, todos);
  return { today, ...counts, alerts: raised.length, todos: todos.length };
}

/** certificate/expiryRun: the run now, for the session's tenant. */
export const runExpiry = (db: Database, tenantId: number): Promise<ExpiryRun> => db.tenant(tenantId, (tx) => runExpiryIn(tx, tenantId));

/** The daily job: one run per tenant of the database; a failing tenant does not stop the others. */
export async function runExpiryForAllTenants(db: Database, onError: (tenantId: number, err: unknown) => void): Promise<void> {
  for (const tenantId of await tenantIds(db)) {
    try {
      await runExpiry(db, tenantId);
    } catch (err) {
      onError(tenantId, err);
    }
  }
}
