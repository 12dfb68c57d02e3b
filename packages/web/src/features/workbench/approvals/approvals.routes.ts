// Workbench: the approval centre and the todo list (/worktable/todo, /worktable/moreTodo). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const WORKBENCH_APPROVALS_ROUTES: AppRoute[] = [];
