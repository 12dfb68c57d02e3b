// Workbench: the approval centre and the todo list (/worktable/todo, /worktable/moreTodo). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { WORKBENCH_APP_CODE } from '../shared/workbench-paths';

export const WORKBENCH_APPROVALS_ROUTES = inApp(WORKBENCH_APP_CODE, [
  {
    path: '/worktable/todo',
    menu: 'wt.examine',
    layout: 'default',
    titleKey: 'wbApprovals:center.title',
    lazy: () => import('./approval-center-page').then((m) => ({ Component: m.ApprovalCenterPage })),
  },
  {
    path: '/worktable/moreTodo',
    menu: 'wt.todo',
    layout: 'default',
    titleKey: 'wbApprovals:todo.title',
    lazy: () => import('./todo-list-page').then((m) => ({ Component: m.TodoListPage })),
  },
]);
