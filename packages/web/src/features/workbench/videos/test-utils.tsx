// Renders a screen of this part in a memory router with a fresh query client, for a session of the
// given company type holding the given buttons.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { VideoItem } from '@medportal/contracts/worktable/videos.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(path: string, Page: ComponentType, opts: { companyType?: string; buttons?: readonly string[] } = {}) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: opts.companyType ?? 'FC' }));
  act(() => useMenuStore.setState({ permissions: (opts.buttons ?? []).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
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

export const videoOf = (over: Partial<VideoItem> = {}): VideoItem => ({
  id: 1,
  title: '平台操作入门',
  description: '登录、切换企业与工作台',
  fileCode: 'videoFileCode01',
  coverFileCode: null,
  durationSeconds: 95,
  public: true,
  status: 'published',
  sort: 0,
  streamUrl: `${WORKTABLE_API.videoStream}?id=1&tenantId=1`,
  coverUrl: null,
  updatedAt: '2026-11-26T05:00:00.000Z',
  ...over,
});
