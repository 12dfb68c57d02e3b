// Query keys of the approval centre and the todo list. A decision invalidates the whole part (lists,
// counts, the drawer) and the worktable's todo card (features/home: ['worktable', 'todos', ...]).
import type { QueryClient } from '@tanstack/react-query';

export const APPROVALS_KEY = ['wbApprovals'] as const;
export const detailKey = (instanceId: number) => [...APPROVALS_KEY, 'detail', instanceId] as const;
export const WORKTABLE_WORK_ITEMS_KEY = ['worktable', 'todos'] as const;

/** After an action: every list, count and badge that could show the instance or its todos. */
export const refreshAfterAction = (client: QueryClient): Promise<unknown> =>
  Promise.all([client.invalidateQueries({ queryKey: APPROVALS_KEY }), client.invalidateQueries({ queryKey: WORKTABLE_WORK_ITEMS_KEY })]);
