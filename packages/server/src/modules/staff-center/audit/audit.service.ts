// The audit log's writer: every admin change (create, update, delete, grant, lock, unlock, reset ...) is
// recorded in the SAME transaction as the change, with who, when, from which address and the values
// before and after. Never pass secrets (password hashes, tokens, SMS codes) in before/after.
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { auditLog } from './audit.table.js';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'grant',
  'lock',
  'unlock',
  'reset',
  'enable',
  'disable',
  'approve',
  'reject',
  'request',
  'withdraw',
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acts: the session and the address the request came from. */
export type AuditActor = { ctx: RequestContext; ip: string | null };

export type AuditEntry = {
  action: AuditAction;
  /** user | department | duty | position | role | defaultRole | userGroup | adminChange ... */
  objectType: string;
  objectId: string | number;
  objectName?: string;
  /** the company the object belongs to, when it is not the actor's own */
  objectCompanyId?: number | null;
  before?: unknown;
  after?: unknown;
};

export const auditActor = (ctx: RequestContext, request: Pick<FastifyRequest, 'ip'>): AuditActor => ({ ctx, ip: request.ip ?? null });

/** Appends one entry inside tx (the change and its record commit or roll back together). */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

export async function recordAudits(tx: Tx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { ctx, ip } = actor;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      tenantId: ctx.tenantId,
      actorId: ctx.userId,
      actorName: ctx.userName.slice(0, 64),
      companyId: ctx.companyId,
      ip: ip?.slice(0, 64) ?? null,
      action: e.action,
      objectType: e.objectType,
      objectId: String(e.objectId).slice(0, 40),
      objectName: (e.objectName ?? '').slice(0, 200),
      objectCompanyId: e.objectCompanyId ?? ctx.companyId,
      before: e.before === undefined ? null : e.before,
      after: e.after === undefined ? null : e.after,
    })),
  );
}
