// Request context: the tenant of every request, and for non-public routes the session's user,
// company and position. Bodies never choose the tenant or company: handlers read request.ctx.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS } from '@medportal/contracts/common/errors';
import { DEFAULT_TENANT_ID } from '@medportal/contracts/common/constants';
import type { Permission } from '@medportal/contracts/permissions';
import { hashToken, tokenTenant } from '../lib/tokens.js';
import { sendEnvelope } from './envelope.js';
import { resolveSession } from '../modules/staff-center/auth/session.repository.js';
import type { RequestContext } from '../lib/request-context.js';
import { buttonCodesOf } from '../modules/staff-center/access/grants.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    tenantId: number;
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /** reachable without a session (login calls, health, docs) */
    public?: boolean;
    /** button code the session's grants must contain */
    permission?: Permission;
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

export const contextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenantId', 0);
  app.decorateRequest('ctx', null);

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
    if (config.public) return;
    const unauthorized = () => send(reply, config.binary ? 401 : 200, ERRORS.UNAUTHORIZED);
    if (tokenTenantId === null) return unauthorized();
    const ctx = await resolveSession(app.db, tokenTenantId, hashToken(token));
    if (!ctx) return unauthorized();
    request.ctx = ctx;
    if (config.permission && !(await buttonCodesOf(app.db, ctx)).has(config.permission)) {
      return send(reply, 200, ERRORS.FORBIDDEN);
    }
  });
});

/** The session of a non-public route; the context plugin has already refused requests without one. */
export const sessionOf = (request: FastifyRequest): RequestContext => {
  if (!request.ctx) throw new Error('route is not public but has no session');
  return request.ctx;
};
