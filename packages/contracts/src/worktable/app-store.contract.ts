// The app store of the worktable (/m-worktable/api/v1/appStore/*): the tenant's apps with the session
// company's state for each (granted through its auth groups, requestable, or requested), and the
// company's app requests, which the platform reviews through the approval engine (APP_REQUEST).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';
import { APP_REQUEST_REASON_MAX, APP_REQUEST_STATUSES, APP_STORE_STATES } from './app-store-rules.js';

export {
  APP_REQUEST_REASON_MAX,
  APP_REQUEST_STATUSES,
  APP_STORE_STATES,
  type AppRequestStatus,
  type AppStoreState,
} from './app-store-rules.js';

export const appStoreItemSchema = z.object({
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  appLogoUrl: z.string().nullable(),
  groupName: z.string(),
  state: z.enum(APP_STORE_STATES),
  /** the request the state comes from (pending or rejected); null otherwise */
  requestId: z.number().int().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the request's reason (pending) */
  reason: z.string().nullable(),
  /** the platform's comment: a rejection's reason */
  comment: z.string().nullable(),
});
export type AppStoreItem = z.infer<typeof appStoreItemSchema>;
export const appStoreListEnvelope = envelope(z.array(appStoreItemSchema));

export const appRequestSaveBody = z.object({
  appId: rowId('应用'),
  reason: z
    .string('申请理由应为文本')
    .trim()
    .min(1, '请输入申请理由')
    .max(APP_REQUEST_REASON_MAX, `申请理由最多${APP_REQUEST_REASON_MAX}个字`),
});
export type AppRequestSaveBody = z.infer<typeof appRequestSaveBody>;

export const appRequestWithdrawBody = z.object({ id: rowId('申请编号') });
export type AppRequestWithdrawBody = z.infer<typeof appRequestWithdrawBody>;

export const appRequestPageBody = z.object({
  pageNum,
  pageSize,
  status: z.enum(APP_REQUEST_STATUSES, 'status 只能为 pending、approved、rejected 或 withdrawn').optional(),
  appId: rowId('应用').optional(),
});
export type AppRequestPageBody = z.infer<typeof appRequestPageBody>;

export const appRequestSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  reason: z.string(),
  status: z.enum(APP_REQUEST_STATUSES),
  /** the requester's display name */
  requestedBy: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  /** the approval engine's instance (null when none was needed) */
  instanceId: z.number().int().nullable(),
});
export type AppRequest = z.infer<typeof appRequestSchema>;
export const appRequestEnvelope = envelope(appRequestSchema);
export const appRequestPageEnvelope = envelope(page(appRequestSchema));
