// The calls of the approval centre and the todo list: the engine's instances (/m-audit-center/api/v1:
// lists, counts per business, one instance (with whom its task may be transferred to) and its actions) and the
// worktable's todos (/m-worktable/api/v1/todo/*). Actions go without the request layer's own message:
// the drawer shows the server's message itself (and refreshes on AU1001).
import type { ExamineScope, InstanceDetail, InstanceItem, InstanceStatus } from '@medportal/contracts/audit/examine.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import type { TodoItem, TodoStatus } from '@medportal/contracts/worktable/todos.contract';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { AUDIT_API, STAFF_API, WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { RESOURCE_MENU } from '@medportal/contracts/common/constants';
import { post } from '../../../lib/api-client';

export type InstanceFilters = {
  scope: ExamineScope;
  businessCode?: string | undefined;
  status?: InstanceStatus | undefined;
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
};

/** A business code with the number of instances (or todos) under it. */
export type KindCount = { businessCode: string; businessName: string; count?: number };

/** Drops empty values: the server's enums refuse ''. */
const clean = <T extends Record<string, unknown>>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

export async function queryExamineList(filters: InstanceFilters): Promise<Page<InstanceItem>> {
  return (await post<Page<InstanceItem>>(AUDIT_API.queryExamineList, clean(filters))).payload;
}

/** Every business code with the session's pending approvals counted (the 待我审批 chips and badge). */
export async function pendingKindCounts(): Promise<KindCount[]> {
  return (await post<KindCount[]>(AUDIT_API.orderMenuList, {})).payload;
}

/** Every business code with the approvals the session decided counted (the 我已处理 chips). */
export async function doneKindCounts(): Promise<KindCount[]> {
  return (await post<KindCount[]>(AUDIT_API.getRecordOrderMenuList, {})).payload;
}

/** The business codes an instance may have (the chips of 我发起的 and 企业全部, which have no counts). */
export async function businessKinds(): Promise<KindCount[]> {
  const tags = (await post<{ businessCodes: { code: string; name: string }[] }>(AUDIT_API.queryAllTags, {})).payload;
  return tags.businessCodes.map((b) => ({ businessCode: b.code, businessName: b.name }));
}

/** The system-setup app and its approval-flow menu: its holders see every instance of their company. */
const SYSTEM_APP_CODE = 'SYS01';
const EXAMINE_MENU = 'sys.examine';

const holds = (nodes: readonly MenuNode[], code: string): boolean =>
  nodes.some((n) => (n.resourceType === RESOURCE_MENU && n.resourceCode === code) || holds(n.children ?? [], code));

/**
 * Whether the session may list its company's every instance (企业全部): it holds the approval-flow menu
 * of system setup, as the server checks. Read from the session's menu tree of that app, so a user
 * without it meets no refused call.
 */
export async function mayListCompany(): Promise<boolean> {
  const tree = (await post<MenuNode[]>(STAFF_API.resourceByAppCode, { appCode: SYSTEM_APP_CODE })).payload;
  return holds(tree ?? [], EXAMINE_MENU);
}

export async function examineDetail(instanceId: number): Promise<InstanceDetail> {
  return (await post<InstanceDetail>(AUDIT_API.detail, { instanceId })).payload;
}

export type FieldValue = string | number | boolean | null;

/** One action on an instance; every one but the comment carries the revision the drawer showed. */
export type ExamineAction =
  | { kind: 'approve'; comment?: string; fields?: Record<string, FieldValue> }
  | { kind: 'reject'; comment: string }
  | { kind: 'rollback'; target: 'previous' | 'initiator'; comment: string }
  | { kind: 'transfer'; toUserId: number; comment?: string }
  | { kind: 'withdraw'; comment?: string }
  | { kind: 'commit'; comment?: string }
  | { kind: 'comment'; comment: string };

function actionCall(action: ExamineAction, instanceId: number, revision: number): { url: string; body: Record<string, unknown> } {
  const at = { instanceId, revision };
  switch (action.kind) {
    case 'approve':
      return { url: AUDIT_API.audit, body: clean({ ...at, decision: 'approve', comment: action.comment, fields: action.fields }) };
    case 'reject':
      return { url: AUDIT_API.audit, body: { ...at, decision: 'reject', comment: action.comment } };
    case 'rollback':
      return { url: AUDIT_API.rollback, body: { ...at, target: action.target, comment: action.comment } };
    case 'transfer':
      return { url: AUDIT_API.transfer, body: clean({ ...at, toUserId: action.toUserId, comment: action.comment }) };
    case 'withdraw':
      return { url: AUDIT_API.withdraw, body: clean({ ...at, comment: action.comment }) };
    case 'commit':
      return { url: AUDIT_API.commit, body: clean({ ...at, comment: action.comment }) };
    case 'comment':
      return { url: AUDIT_API.comment, body: { instanceId, comment: action.comment } };
  }
}

/** Runs an action; the answer is the instance as it now is. Failures reject with the ApiError, unshown. */
export async function runExamineAction(action: ExamineAction, instanceId: number, revision: number): Promise<InstanceDetail> {
  const { url, body } = actionCall(action, instanceId, revision);
  return (await post<InstanceDetail>(url, body, { ignoreErrors: true })).payload;
}

// ---- todos ----

/** A todo; an approval's carries the instance it asks a decision on. */
export type WorkTodo = TodoItem;

export type TodoFilters = {
  status?: TodoStatus | undefined;
  businessCode?: string | undefined;
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
};

export async function todoPageList(filters: TodoFilters): Promise<Page<WorkTodo>> {
  return (await post<Page<WorkTodo>>(WORKTABLE_API.todoPageList, clean(filters))).payload;
}

/** Pending todos counted per business code (the type tabs). */
export async function todoKindCounts(): Promise<KindCount[]> {
  return (await post<KindCount[]>(WORKTABLE_API.todoKindCounts, {})).payload;
}

export async function markTodoDone(id: number): Promise<void> {
  await post(WORKTABLE_API.todoDone, { id });
}
