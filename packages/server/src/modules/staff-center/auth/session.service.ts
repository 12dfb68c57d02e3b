// Issues sessions and builds the session payload of spec 1 section 3 from a user and a position.
import { authenticateFlagOf, roleTypeOf } from '@medportal/contracts/common/constants';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { CheckAppPayload } from '@medportal/contracts/staff/apps.contract';
import type { Database, Tx } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { listPositions, touchPosition, type PositionView, type UserRow } from '../users/users.service.js';
import { enterableApp, findAppById } from '../access/apps.service.js';
import { tenantTimeZoneIn } from '../../config-center/config/config.service.js';
import { insertSession, setSessionApp } from './session.repository.js';
import { sessionHoursFor } from '../settings/settings-policy.service.js';

/** sessionHours: the server's SESSION_HOURS, used when neither the platform nor the company set a length. */
export type IssueOptions = { sessionHours: number; ip?: string; companyId?: number; appId?: number };

/** The position a login lands in: the requested company, else the last used, else none (companyId 0). */
const pickPosition = (list: PositionView[], companyId?: number) =>
  companyId === undefined ? list[0] : list.find((p) => p.companyId === companyId);

export async function issueSession(tx: Tx, tenantId: number, user: UserRow, opts: IssueOptions): Promise<Session> {
  const list = await listPositions(tx, tenantId, user.id);
  const position = pickPosition(list, opts.companyId);
  const token = newToken(tenantId);
  const hours = await sessionHoursFor(tx, tenantId, position?.companyId ?? 0, opts.sessionHours);
  const expiresAt = new Date(Date.now() + hours * 3600_000);
  await insertSession(tx, tenantId, {
    tokenHash: hashToken(token),
    userId: user.id,
    companyId: position?.companyId ?? 0,
    positionId: position?.positionId ?? null,
    appId: opts.appId ?? 0,
    expiresAt,
    ip: opts.ip,
  });
  if (position) await touchPosition(tx, tenantId, position.positionId);
  return sessionPayload(tx, tenantId, user, position, list, token, expiresAt, opts.appId ?? 0);
}

export async function sessionPayload(
  tx: Tx,
  tenantId: number,
  user: UserRow,
  position: PositionView | undefined,
  list: PositionView[],
  token: string,
  expiresAt: Date,
  appId: number,
): Promise<Session> {
  const app = appId ? await findAppById(tx, tenantId, appId) : undefined;
  const companyType = position?.companyType ?? '';
  return {
    token,
    userId: user.id,
    tenantId,
    userName: user.userName,
    loginUserName: user.userName,
    username: user.userName,
    realName: user.realName,
    userCode: `U${String(user.id).padStart(6, '0')}`,
    phone: user.phone,
    avatar: user.avatar,
    companyId: position?.companyId ?? 0,
    companyCode: position?.companyCode ?? '',
    companyName: position?.companyName ?? '',
    companyType,
    companyIdList: list.map((p) => p.companyId),
    companyLogoUrl: position?.companyLogoUrl ?? null,
    approveStatus: position?.approveStatus ?? '',
    authenticateFlag: authenticateFlagOf(position?.approveStatus),
    departmentName: position?.departmentName ?? '',
    positionName: position?.positionName ?? '',
    appId: app?.id ?? 0,
    appCode: app?.appCode ?? '',
    appName: app?.appName ?? '',
    structureLogo: app?.overallStructureLogo ?? '',
    factoryCompanyId: app?.factoryCompanyId ?? null,
    factoryCompanyName: app?.factoryCompanyName ?? '',
    businessCode: app?.businessCode ?? '',
    MID: app?.domain ? (new URL(app.domain, 'http://x').searchParams.get('MID') ?? '') : '',
    ifAdmin: user.isPlatformAdmin || (position?.isAdmin ?? false),
    adminUser: user.isPlatformAdmin ? '1' : '0',
    roleType: roleTypeOf(companyType),
    expiresAt: expiresAt.toISOString(),
    timeZone: await tenantTimeZoneIn(tx, tenantId),
    mustChangePassword: user.mustChangePassword,
  };
}

/** Enters an app (login/checkApp): the access module decides whether it may, the session remembers it. */
export async function enterApp(db: Database, ctx: RequestContext, appId: number): Promise<CheckAppPayload> {
  const app = await enterableApp(db, ctx, appId);
  await db.tenant(ctx.tenantId, (tx) => setSessionApp(tx, ctx.tenantId, ctx.tokenHash, appId));
  return app;
}

// the session API other modules use (positions switch, company changes)
export { revokePositionSessions, revokeSession, revokeUserSessions } from './session.repository.js';
