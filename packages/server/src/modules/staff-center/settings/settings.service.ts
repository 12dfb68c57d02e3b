// Platform settings (platform administrator) and company settings (a company administrator, its own
// company), and what they drive: the password policy of every password change, the session length of every
// session issued, the lockout of password logins, the tenant's time zone and the channel checks.
//
// What a company may set for itself: the portal name and logo its users see, a stricter password policy
// (a longer minimum, more character classes) and a shorter session. The effective value for a company's
// users is the company's when set and allowed, else the platform's. Lockout, password expiry, time zone
// and the channel checks are the tenant's alone: a password login is counted before any company is chosen,
// and the tenant's calendar day (expiry dates) must be one for every company.
import { DEFAULT_LOCKOUT } from '@medportal/contracts/system/settings-rules';
import type {
  CompanySettings,
  CompanySettingsSaveBody,
  PlatformSettings,
  PlatformSettingsSaveBody,
} from '@medportal/contracts/system/settings.contract';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { brandingOf, saveBrandingIn } from '../branding/branding.service.js';
import { companyRecords } from '../companies/companies.service.js';
import { forgetTenantTimeZones, setTenantTimeZoneIn, tenantTimeZoneIn } from '../../config-center/config/config.service.js';
import { channelChecksOf, setChannelChecks } from '../../channel-center/exchanges/channel-checks.service.js';
import { companyHours, companyPolicy, platformHours, platformPolicy } from './settings-policy.service.js';
import { companyRow, platformRow, saveCompanyRow, savePlatformRow } from './settings.repository.js';

const forbidden = (key: 'SETTINGS_PLATFORM_ADMIN_ONLY' | 'SETTINGS_COMPANY_ADMIN_ONLY') =>
  new DomainError(key, undefined, { httpStatus: 403 });

/**
 * The branding a request sees: the tenant's, with the portal name and logo of the session's company over
 * the platform's name and sidebar logo when the company set them (login/branding with a bearer token).
 */
export async function portalBrandingOf(db: Database, tenantId: number, ctx: RequestContext | null): Promise<BrandingView> {
  const branding = await brandingOf(db, tenantId);
  if (!ctx || ctx.companyId <= 0) return branding;
  const row = await db.tenant(tenantId, (tx) => companyRow(tx, tenantId, ctx.companyId));
  return { ...branding, appName: row?.portalName || branding.appName, logoSidebar: row?.portalLogo || branding.logoSidebar };
}

/** branding: read before the transaction (its reader uses a connection of its own). */
async function platformSettingsIn(tx: Tx, tenantId: number, fallbackHours: number, branding: BrandingView): Promise<PlatformSettings> {
  const row = await platformRow(tx, tenantId);
  const policy = platformPolicy(row);
  const checks = await channelChecksOf(tx, tenantId);
  return {
    appName: branding.appName,
    logoLogin: branding.logoLogin,
    logoSidebar: branding.logoSidebar,
    passwordMinLength: policy.minLength,
    passwordRequireUpper: policy.requireUpper,
    passwordRequireLower: policy.requireLower,
    passwordExpiryDays: row?.passwordExpiryDays ?? null,
    sessionHours: platformHours(row, fallbackHours),
    defaultSessionHours: fallbackHours,
    lockoutThreshold: row?.lockoutThreshold ?? DEFAULT_LOCKOUT.threshold,
    lockoutMinutes: row?.lockoutMinutes ?? DEFAULT_LOCKOUT.minutes,
    timeZone: await tenantTimeZoneIn(tx, tenantId),
    firstCampCheck: checks.firstCampCheck,
    authorizationCheck: checks.authorizationCheck,
  };
}

export async function platformSettingsOf(db: Database, ctx: RequestContext, fallbackHours: number): Promise<PlatformSettings> {
  const branding = await brandingOf(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, (tx) => platformSettingsIn(tx, ctx.tenantId, fallbackHours, branding));
}

/** Only the platform administrator; audited with before/after; the time zone cache is dropped after the commit. */
export async function savePlatformSettings(
  db: Database,
  actor: AuditActor,
  body: PlatformSettingsSaveBody,
  fallbackHours: number,
): Promise<PlatformSettings> {
  const { ctx } = actor;
  if (!ctx.isPlatformAdmin) throw forbidden('SETTINGS_PLATFORM_ADMIN_ONLY');
  const branding = await brandingOf(db, ctx.tenantId);
  const saved = await db.tenant(ctx.tenantId, async (tx) => {
    const before = await platformSettingsIn(tx, ctx.tenantId, fallbackHours, branding);
    const newBranding = await saveBrandingIn(tx, ctx.tenantId, {
      appName: body.appName,
      logoLogin: body.logoLogin,
      logoSidebar: body.logoSidebar,
    });
    await savePlatformRow(tx, ctx.tenantId, {
      passwordMinLength: body.passwordMinLength,
      passwordRequireUpper: body.passwordRequireUpper,
      passwordRequireLower: body.passwordRequireLower,
      passwordExpiryDays: body.passwordExpiryDays,
      sessionHours: body.sessionHours,
      lockoutThreshold: body.lockoutThreshold,
      lockoutMinutes: body.lockoutMinutes,
    });
    await setTenantTimeZoneIn(tx, ctx.tenantId, body.timeZone);
    await setChannelChecks(tx, ctx.tenantId, { firstCampCheck: body.firstCampCheck, authorizationCheck: body.authorizationCheck });
    const after = await platformSettingsIn(tx, ctx.tenantId, fallbackHours, newBranding);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'platformSetting',
      objectId: ctx.tenantId,
      objectName: '平台设置',
      before,
      after,
    });
    return after;
  });
  forgetTenantTimeZones(db);
  return saved;
}

async function companySettingsIn(
  tx: Tx,
  tenantId: number,
  companyId: number,
  fallbackHours: number,
  branding: BrandingView,
): Promise<CompanySettings> {
  const company = (await companyRecords(tx, tenantId, [companyId])).get(companyId);
  if (!company) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
  const prow = await platformRow(tx, tenantId);
  const crow = await companyRow(tx, tenantId, companyId);
  const platform = platformPolicy(prow);
  const hours = platformHours(prow, fallbackHours);
  const policy = companyPolicy(platform, crow);
  const own = {
    portalName: crow?.portalName ?? '',
    portalLogo: crow?.portalLogo ?? '',
    passwordMinLength: crow?.passwordMinLength ?? null,
    passwordRequireUpper: crow?.passwordRequireUpper ?? false,
    passwordRequireLower: crow?.passwordRequireLower ?? false,
    sessionHours: crow?.sessionHours ?? null,
  };
  return {
    companyId,
    companyName: company.name,
    own,
    platform: {
      appName: branding.appName,
      logoSidebar: branding.logoSidebar,
      passwordMinLength: platform.minLength,
      passwordRequireUpper: platform.requireUpper,
      passwordRequireLower: platform.requireLower,
      passwordExpiryDays: prow?.passwordExpiryDays ?? null,
      sessionHours: hours,
      timeZone: await tenantTimeZoneIn(tx, tenantId),
    },
    effective: {
      appName: own.portalName || branding.appName,
      logoSidebar: own.portalLogo || branding.logoSidebar,
      passwordMinLength: policy.minLength,
      passwordRequireUpper: policy.requireUpper,
      passwordRequireLower: policy.requireLower,
      sessionHours: companyHours(hours, crow),
    },
  };
}

/** The session's company (a company screen: never another company's). */
const ownCompany = (ctx: RequestContext): number => {
  if (ctx.companyId <= 0) throw new DomainError('SETTINGS_NO_COMPANY');
  return ctx.companyId;
};

export async function companySettingsOf(db: Database, ctx: RequestContext, fallbackHours: number): Promise<CompanySettings> {
  const companyId = ownCompany(ctx);
  const branding = await brandingOf(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, (tx) => companySettingsIn(tx, ctx.tenantId, companyId, fallbackHours, branding));
}

/**
 * A company administrator (or the platform administrator) sets the company's own values; a policy below
 * the platform's minimum or a session longer than the platform's is refused, naming the field.
 */
export async function saveCompanySettings(
  db: Database,
  actor: AuditActor,
  body: CompanySettingsSaveBody,
  fallbackHours: number,
): Promise<CompanySettings> {
  const { ctx } = actor;
  const companyId = ownCompany(ctx);
  if (!ctx.isAdmin && !ctx.isPlatformAdmin) throw forbidden('SETTINGS_COMPANY_ADMIN_ONLY');
  const branding = await brandingOf(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await companySettingsIn(tx, ctx.tenantId, companyId, fallbackHours, branding);
    const { platform } = before;
    if (body.passwordMinLength !== null && body.passwordMinLength < platform.passwordMinLength) {
      throw new DomainError(
        'SETTINGS_MIN_LENGTH_BELOW_PLATFORM',
        `passwordMinLength：密码最小长度不能低于平台设置的${platform.passwordMinLength}位`,
      );
    }
    if (body.sessionHours !== null && body.sessionHours > platform.sessionHours) {
      throw new DomainError('SETTINGS_SESSION_ABOVE_PLATFORM', `sessionHours：会话时长不能超过平台设置的${platform.sessionHours}小时`);
    }
    await saveCompanyRow(tx, ctx.tenantId, companyId, body);
    const after = await companySettingsIn(tx, ctx.tenantId, companyId, fallbackHours, branding);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'companySetting',
      objectId: companyId,
      objectName: before.companyName,
      objectCompanyId: companyId,
      before: before.own,
      after: after.own,
    });
    return after;
  });
}
