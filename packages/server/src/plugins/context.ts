// Request context: the tenant of every request, and for non-public routes the session's user,
// company and position. Bodies never choose the tenant or company: handlers read request.ctx.
// Every route declares who may call it (config.access): anyone, any session, or a session granted one
// of the catalogue resources it serves. A route without a valid declaration stops the start-up.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS } from '@medportal/contracts/common/errors';
import { DEFAULT_TENANT_ID } from '@medportal/contracts/common/constants';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { hashToken, tokenTenant } from '../lib/tokens.js';
import { sendEnvelope } from './envelope.js';
import { resolveSession } from '../modules/staff-center/auth/session.repository.js';
import type { RequestContext } from '../lib/request-context.js';
import { resourceCodesOf } from '../modules/staff-center/access/grants.service.js';
import { CATALOGUE, walk } from '../modules/staff-center/access/catalogue.js';

/**
 * Who may call a route: 'public' (no session: login calls, branding, public agreement texts),
 * 'session' (any session: its own user, positions, apps, menus, custom tables, file history ...) or
 * a session whose grants hold at least one of the listed catalogue codes (menu or button codes).
 */
export type RouteAccess = 'public' | 'session' | { resource: readonly [string, ...string[]] };

declare module 'fastify' {
  interface FastifyRequest {
    tenantId: number;
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /** who may call the route; every service route declares it (checked when the route is registered) */
    access: RouteAccess;
    /** a file download: no session is HTTP 401 (spec 2 section 8), not the usual HTTP 200 code 401 */
    binary?: boolean;
  }
}

const TENANT = /^[1-9]\d{0,8}$/;

const send = (reply: FastifyReply, status: number, error: { code: string; msg: string }) =>
  sendEnvelope(reply, status, error.code, error.msg);

/** The tenant named by the request: tenantId header and query must agree when both are present. */
const requestedTenant = (request: FastifyRequest): number | 'mismatch' | 'invalid' | null => {
  const header = request.headers['tenantid'];
  const query = (request.query as Record<string, unknown> | undefined)?.['tenantId'];
  const values = [header, query].flat().filter((v): v is string => typeof v === 'string' && v !== '');
  if (values.length === 0) return null;
  if (values.some((v) => !TENANT.test(v))) return 'invalid';
  if (new Set(values).size > 1) return 'mismatch';
  return Number(values[0]);
};

/**
 * What a session whose password an administrator reset may still call: changing the password (which
 * clears the flag), logging out and reading itself (the web renders the change form from it). Every
 * other session route answers SC1101 '请先修改临时密码' until the password is changed.
 */
export const PASSWORD_CHANGE_ROUTES: ReadonlySet<string> = new Set([STAFF_API.updatePassword, STAFF_API.logout, STAFF_API.currentUser]);

const CATALOGUE_CODES = new Set(CATALOGUE.flatMap((a) => [...walk(a.resources)].map((n) => n.code)));

/** Why a route's access declaration is not usable, or null when it is. */
export function accessProblem(access: unknown): string | null {
  if (access === 'public' || access === 'session') return null;
  if (access === undefined) return "declares no access (config.access: 'public' | 'session' | { resource: [...] })";
  const codes = (access as { resource?: unknown } | null)?.resource;
  if (!Array.isArray(codes) || codes.length === 0) {
    return 'declares an access that is neither public, session nor a non-empty resource list';
  }
  const unknown = codes.filter((c) => typeof c !== 'string' || !CATALOGUE_CODES.has(c));
  return unknown.length ? `declares resources that are not in the catalogue: ${unknown.join(', ')}` : null;
}

export const contextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenantId', 0);
  app.decorateRequest('ctx', null);

  app.addHook('onRoute', (route) => {
    const problem = accessProblem((route.config as { access?: unknown } | undefined)?.access);
    if (problem) throw new Error(`route ${[route.method].flat().join(',')} ${route.url} ${problem}`);
  });

  app.addHook('preValidation', async (request, reply) => {
    const requested = requestedTenant(request);
    if (requested === 'invalid') return send(reply, 400, { code: '400', msg: 'tenantId：租户编号格式不正确' });
    if (requested === 'mismatch') return send(reply, 403, ERRORS.TENANT_MISMATCH);
    const config = request.routeOptions.config;
    const auth = request.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    const tokenTenantId = token ? tokenTenant(token) : null;
    request.tenantId = tokenTenantId ?? requested ?? DEFAULT_TENANT_ID;
    if (tokenTenantId !== null && requested !== null && requested !== tokenTenantId) {
      return send(reply, 403, ERRORS.TENANT_MISMATCH);
    }
    if (config.access === 'public') return;
    const unauthorized = () => send(reply, config.binary ? 401 : 200, ERRORS.UNAUTHORIZED);
    if (tokenTenantId === null) return unauthorized();
    const ctx = await resolveSession(app.db, tokenTenantId, hashToken(token));
    if (!ctx) return unauthorized();
    request.ctx = ctx;
    if (ctx.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(request.routeOptions.url ?? '')) {
      // the account is named so the web can open the password page for it
      return sendEnvelope(reply, 200, ERRORS.MUST_CHANGE_PASSWORD.code, ERRORS.MUST_CHANGE_PASSWORD.msg, { userName: ctx.userName });
    }
    const access = config.access;
    if (access === 'session') return;
    const granted = await resourceCodesOf(app.db, ctx);
    if (!access.resource.some((code) => granted.has(code))) return send(reply, 200, ERRORS.FORBIDDEN);
  });
});

/** The session of a non-public route; the context plugin has already refused requests without one. */
export const sessionOf = (request: FastifyRequest): RequestContext => {
  if (!request.ctx) throw new Error('route is not public but has no session');
  return request.ctx;
};

/**
 * The session of a public route's request when it carries a valid bearer token (a public route that
 * serves more to a session, e.g. a training video's bytes); null otherwise, never a refusal.
 */
export async function optionalSession(db: FastifyInstance['db'], request: FastifyRequest): Promise<RequestContext | null> {
  if (request.ctx) return request.ctx;
  const auth = request.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  const tenantId = token ? tokenTenant(token) : null;
  if (tenantId === null) return null;
  const ctx = await resolveSession(db, tenantId, hashToken(token));
  return ctx && !ctx.mustChangePassword ? ctx : null;
}
