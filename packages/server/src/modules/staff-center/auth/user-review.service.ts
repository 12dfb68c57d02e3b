// The review of self-registered users (business USER_REVIEW of the approval engine): registering starts
// an instance of the platform company's flow (without a configured one: one step, the platform
// company's administrator) in the registration's transaction; the engine calls back when it ends —
// approved sets audit_status '1', rejected '2' (the user's sessions end and login answers why).
import type { FlowStep } from '@medportal/contracts/audit/examine.contract';
import type { Tx } from '../../../db/client.js';
import { maskPhone } from '../../../lib/phone.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { startExamine } from '../../audit-center/examine/engine.service.js';
import { platformCompanyId } from '../tenancy/platform-company.service.js';
import { findUserById, updateUser, type UserRow } from '../users/users.service.js';
import { revokeUserSessions } from './session.repository.js';

export const USER_REVIEW = 'USER_REVIEW' as const;

export const AUDIT_PENDING = '0';
export const AUDIT_APPROVED = '1';
export const AUDIT_REJECTED = '2';

/** '<name>（<phone masked>）注册审核' */
export const reviewTitle = (user: Pick<UserRow, 'realName' | 'userName' | 'phone'>): string => {
  const name = user.realName.trim() || user.userName;
  const phone = maskPhone(user.phone);
  return phone ? `${name}（${phone}）注册审核` : `${name}注册审核`;
};

/** Starts the review of a user who just registered, in the registration's transaction. */
export async function startUserReview(tx: Tx, tenantId: number, user: UserRow): Promise<void> {
  const platformId = await platformCompanyId(tx, tenantId);
  // a tenant without a platform company has nobody to review: the user stays pending
  if (platformId === null) return;
  await startExamine(tx, {
    tenantId,
    companyId: platformId,
    businessCode: USER_REVIEW,
    businessId: String(user.id),
    title: reviewTitle(user),
    data: { userName: user.userName, realName: user.realName, phone: maskPhone(user.phone) },
    initiatorUserId: user.id,
    initiatorCompanyId: 0,
  });
}

export async function endUserReview(tx: Tx, end: ExamineEnd): Promise<void> {
  const userId = Number(end.businessId);
  if (!Number.isSafeInteger(userId)) return;
  const user = await findUserById(tx, end.tenantId, userId);
  if (!user || user.auditStatus !== AUDIT_PENDING) return;
  if (end.status === 'approved') await updateUser(tx, end.tenantId, userId, { auditStatus: AUDIT_APPROVED });
  else if (end.status === 'rejected') {
    await updateUser(tx, end.tenantId, userId, { auditStatus: AUDIT_REJECTED });
    await revokeUserSessions(tx, end.tenantId, userId);
  }
  // withdrawn by the user: the registration stays pending
}

/** Without a configured flow: one step, any administrator of the platform company. */
const DEFAULT_STEPS: FlowStep[] = [
  { name: '平台管理员审核', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
];

registerExamineBusiness({
  code: USER_REVIEW,
  defaultDescription: '一步：平台管理员审核',
  defaultSteps: async () => DEFAULT_STEPS,
  dataFields: [
    { name: 'realName', label: '姓名' },
    { name: 'userName', label: '登录名' },
    { name: 'phone', label: '手机号' },
  ],
  onEnd: endUserReview,
});
