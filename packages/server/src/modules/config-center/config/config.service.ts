// Configuration by keys and a company's custom configuration. The company is the session's: a body
// or query may name it (the old client does) or ask for tenant defaults only (0), never another company.
import type { GetByKeysBody } from '@medportal/contracts/config/config.contract';
import { resolveTimeZone, TIME_ZONE_CONFIG_KEY } from '@medportal/contracts/common/time';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { companyEntries, setTenantEntryIn, tenantEntryIn, valuesByKeys } from './config.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { clockOf, type Clock } from '../../../lib/time.js';

export const CUSTOM_BUSINESS_CODE = 'custom';

export async function configByKeys(db: Database, ctx: RequestContext, body: GetByKeysBody): Promise<Record<string, string | null>> {
  const requested = body.companyId ?? ctx.companyId;
  if (requested !== 0 && requested !== ctx.companyId) throw new DomainError('FORBIDDEN');
  const keys = [...new Set(body.keys)];
  const found = await valuesByKeys(db, ctx.tenantId, {
    businessCode: body.businessCode,
    companyId: Math.max(requested, 0),
    groupId: body.groupId,
    keys,
  });
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? null]));
}

const ABSENT = new Set(['', 'null', 'undefined']);

export async function customConfig(db: Database, ctx: RequestContext, companyId: string | undefined): Promise<Record<string, string>> {
  if (companyId !== undefined && !ABSENT.has(companyId) && Number(companyId) !== ctx.companyId) throw new DomainError('FORBIDDEN');
  if (ctx.companyId <= 0) return {};
  return Object.fromEntries(await companyEntries(db, ctx.tenantId, CUSTOM_BUSINESS_CODE, ctx.companyId));
}

// The tenant's time zone (tenant default entry portal.timeZone, Asia/Shanghai without one or with an
// unknown zone), kept a minute per database and tenant: it is read on every request that shows a time.
const ZONE_TTL_MS = 60_000;
const zones = new WeakMap<Database, Map<number, { zone: string; at: number }>>();

export async function tenantTimeZone(db: Database, tenantId: number): Promise<string> {
  let byTenant = zones.get(db);
  if (!byTenant) zones.set(db, (byTenant = new Map()));
  const hit = byTenant.get(tenantId);
  if (hit && Date.now() - hit.at < ZONE_TTL_MS) return hit.zone;
  const found = await valuesByKeys(db, tenantId, { businessCode: '', companyId: 0, groupId: '', keys: [TIME_ZONE_CONFIG_KEY] });
  const zone = resolveTimeZone(found.get(TIME_ZONE_CONFIG_KEY));
  byTenant.set(tenantId, { zone, at: Date.now() });
  return zone;
}

/** The tenant's zone read inside a transaction (the session payload carries it to the web). */
export const tenantTimeZoneIn = async (tx: Tx, tenantId: number): Promise<string> =>
  resolveTimeZone(await tenantEntryIn(tx, tenantId, TIME_ZONE_CONFIG_KEY));

/** The clock of the tenant's zone inside a transaction. */
export const tenantClockIn = async (tx: Tx, tenantId: number): Promise<Clock> => clockOf(await tenantTimeZoneIn(tx, tenantId));

/** The tenant's calendar day 'YYYY-MM-DD' now (what is in force or expired 'today'), inside a transaction. */
export const tenantTodayIn = async (tx: Tx, tenantId: number, now = new Date()): Promise<string> =>
  (await tenantClockIn(tx, tenantId)).day(now);

/** The clock of the tenant's zone: every time text the server writes or reads goes through it. */
export const tenantClock = async (db: Database, tenantId: number): Promise<Clock> => clockOf(await tenantTimeZone(db, tenantId));

/** Drops the kept zones of a database (after its portal.timeZone entry changed). */
export const forgetTenantTimeZones = (db: Database): void => {
  zones.delete(db);
};

/**
 * Sets the tenant's zone (platform settings) inside a transaction; the caller drops the kept zones with
 * forgetTenantTimeZones after the commit, so the next request reads the new one.
 */
export const setTenantTimeZoneIn = (tx: Tx, tenantId: number, zone: string): Promise<void> =>
  setTenantEntryIn(tx, tenantId, TIME_ZONE_CONFIG_KEY, resolveTimeZone(zone));
