// Renders a screen of this part in a memory router with a fresh query client, for a signed-in session;
// sample instances and todos. The tests mock './approvals-api' themselves (vi.mock is per file).
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { InstanceDetail, InstanceItem } from '@medportal/contracts/audit/examine.contract';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import type { WorkTodo } from './approvals-api';

export function renderScreen(path: string, Page: ComponentType, entry: string = path) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20) => ({
  content,
  totalElements,
  number: 0,
  size,
  totalPages: Math.ceil(totalElements / size),
  numberOfElements: content.length,
});

export const INSTANCE: InstanceItem = {
  id: 31,
  businessCode: 'ADMIN_CHANGE',
  businessName: '管理员变更',
  businessId: '11',
  title: '管理员变更：上海康瑞医疗器械有限公司',
  status: 'running',
  currentStep: 0,
  currentStepName: '平台管理员审批',
  initiatorName: '陈伟',
  initiatorCompanyName: '上海康瑞医疗器械有限公司',
  linkPath: '/systemSetup/admin/examine',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  finishedAt: null,
  revision: 1,
};

export const DETAIL: InstanceDetail = {
  ...INSTANCE,
  data: { 原管理员: '陈伟（fc_admin）', 新管理员: '黄磊（fc_sales）', 变更原因: '原管理员调岗', memo: '请尽快处理' },
  // the business's reading order and labels; a key it does not list (新管理员) follows as it is
  transferCandidates: [
    { id: 2, name: '平台审核员' },
    { id: 5, name: '平台运营' },
  ],
  dataFields: [
    { name: '变更原因', label: '变更原因' },
    { name: '原管理员', label: '原管理员' },
    { name: 'memo', label: '备注' },
  ],
  steps: [
    {
      index: 0,
      name: '平台管理员审批',
      mode: 'any',
      tasks: [{ userId: 1, name: '系统管理员', status: 'pending', decidedAt: null }],
    },
  ],
  records: [
    {
      id: 1,
      step: 0,
      stepName: '平台管理员审批',
      action: 'commit',
      actorName: '陈伟',
      comment: '',
      detail: null,
      at: '2026-11-20T02:00:00.000Z',
    },
  ],
  actions: { approve: true, reject: true, rollback: true, transfer: true, withdraw: false, commit: false, comment: true },
  editableFields: [],
};

export const APPROVAL_ITEM: WorkTodo = {
  id: 71,
  businessCode: 'ADMIN_CHANGE',
  title: '待审批：管理员变更：上海康瑞医疗器械有限公司',
  linkPath: '/worktable/todo?instanceId=31',
  status: 'pending',
  createdAt: '2026-11-20T02:00:00.000Z',
  doneAt: null,
  instanceId: 31,
};

export const PLAIN_ITEM: WorkTodo = {
  id: 72,
  businessCode: 'QUALIFICATION_REVIEW',
  title: '首营资料待审核：江苏恒泰医疗器械贸易有限公司',
  linkPath: '/worktable/moreTodo',
  status: 'pending',
  createdAt: '2026-11-19T02:00:00.000Z',
  doneAt: null,
  instanceId: null,
};
