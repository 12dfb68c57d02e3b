// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './seals-api';
import { GroupSealsPage } from './group-seals-page';

import type * as SealsApi from './seals-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./seals-api', async (importOriginal) => ({
  ...(await importOriginal<typeof SealsApi>()),
  sealGroups: vi.fn(),
  saveSealGroup: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter([{ path: '/', Component: GroupSealsPage }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked.sealGroups.mockResolvedValue({
    groups: [
      { userGroupId: 3, name: '用章组', memberCount: 2, seals: [{ id: 7, name: '合同专用章' }] },
      { userGroupId: 4, name: '财务组', memberCount: 1, seals: [] },
    ],
    seals: [
      { id: 7, name: '合同专用章' },
      { id: 8, name: '财务专用章' },
    ],
  });
  mocked.saveSealGroup.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('GroupSealsPage', () => {
  it('removes a seal from a group after a confirm', async () => {
    const user = userEvent.setup();
    renderPage(['sys.signature.grant']);
    const tag = await screen.findByTestId('group-3-seal-7');
    await user.click(tag.querySelector('.ant-tag-close-icon')!);
    expect(await screen.findByText('确定取消用户组“用章组”对印章“合同专用章”的使用授权吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.saveSealGroup).toHaveBeenCalledWith({ userGroupId: 3, sealIds: [] }));
  });

  it('adds seals to a group after a confirm', async () => {
    const user = userEvent.setup();
    renderPage(['sys.signature.grant']);
    await user.click(await screen.findByTestId('group-add-3'));
    await user.click(within(document.body).getByTestId('group-add-select'));
    await user.click(await screen.findByTitle('财务专用章'));
    await user.click(screen.getByTestId('group-add-ok'));
    expect(await screen.findByText('确定授权用户组“用章组”使用财务专用章吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.saveSealGroup).toHaveBeenCalledWith({ userGroupId: 3, sealIds: [7, 8] }));
  });

  it('is read-only without sys.signature.grant', async () => {
    renderPage([]);
    const tag = await screen.findByTestId('group-3-seal-7');
    expect(tag.querySelector('.ant-tag-close-icon')).toBeNull();
    expect(screen.queryByTestId('group-add-3')).toBeNull();
    expect(screen.getByText('未授权印章')).toBeTruthy();
  });
});
