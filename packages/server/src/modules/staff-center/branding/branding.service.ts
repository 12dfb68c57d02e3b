// A tenant's branding with the defaults of spec 1 'Layouts' filled in; only the platform admin edits it.
import {
  BRANDING_IMAGE_FIELDS,
  BRANDING_LINK_FIELDS,
  BRANDING_TEXT_FIELDS,
  DEFAULT_APP_NAME,
  type BrandingSaveBody,
  type BrandingView,
} from '@medportal/contracts/staff/branding.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Branding as TableBranding } from '../tenancy/tenancy.table.js';
import { patchBranding, readBranding } from './branding.repository.js';

const FIELDS = [...BRANDING_IMAGE_FIELDS, ...BRANDING_TEXT_FIELDS, ...BRANDING_LINK_FIELDS] as const;

/** The jsonb branding column also keeps the optional links (no schema change: it is one json object). */
type Branding = TableBranding & { publicSiteUrl?: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function withDefaults(saved: Branding | null): BrandingView {
  const b = saved ?? {};
  return {
    favicon: text(b.favicon),
    logoLogin: text(b.logoLogin),
    logoSidebar: text(b.logoSidebar),
    logoSidebarWithWord: text(b.logoSidebarWithWord),
    appName: text(b.appName) || DEFAULT_APP_NAME,
    copyright: text(b.copyright) || DEFAULT_APP_NAME,
    loginBgImg: text(b.loginBgImg),
    homePageImg: text(b.homePageImg),
    publicSiteUrl: text(b.publicSiteUrl),
  };
}

/** The branding of the request's tenant (public: the login page shows it). */
export const brandingOf = async (db: Database, tenantId: number): Promise<BrandingView> => withDefaults(await readBranding(db, tenantId));

export async function saveBranding(db: Database, ctx: RequestContext, body: BrandingSaveBody): Promise<BrandingView> {
  if (!ctx.isPlatformAdmin) throw new DomainError('FORBIDDEN');
  return db.tenant(ctx.tenantId, (tx) => saveBrandingIn(tx, ctx.tenantId, body));
}

/** Saves the given fields inside the caller's transaction (absent: kept, '': back to the default). */
export async function saveBrandingIn(tx: Tx, tenantId: number, body: BrandingSaveBody): Promise<BrandingView> {
  const set: Branding = {};
  const clear: string[] = [];
  for (const field of FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === '') clear.push(field);
    else set[field] = value;
  }
  return withDefaults(await patchBranding(tx, tenantId, set, clear));
}
