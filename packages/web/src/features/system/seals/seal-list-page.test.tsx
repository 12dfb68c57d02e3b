// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SealRow } from '@medportal/contracts/staff/seals.contract';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './seals-api';
import { SealListPage } from './seal-list-page';

import type * as SealsApi from './seals-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../kit/viewer/viewer-api', () => ({ fetchFileBlob: () => new Promise(() => {}) }));
vi.mock('./seals-api', async (importOriginal) => ({
  ...(await importOriginal<typeof SealsApi>()),
  sealPage: vi.fn(),
  setSealStatus: vi.fn(),
  deleteSeal: vi.fn(),
  sealCandidates: vi.fn(),
  saveSeal: vi.fn(),
  updateSeal: vi.fn(),
  uploadPng: vi.fn(),
  sealGrants: vi.fn(),
  saveSealGrants: vi.fn(),
  sealUsePage: vi.fn(),
}));
const mocked = vi.mocked(api);

const CONTRACT: SealRow = {
  id: 7,
  companyId: 5,
  companyName: '上海康瑞',
  kind: 'company',
  sealType: 'contract',
  sealTypeName: '合同专用章',
  name: '合同专用章',
  imageFileCode: 'f1',
  holderUserId: 21,
  holderName: '钱售',
  enabled: true,
  grantCount: 2,
  useCount: 1,
  lastUsedAt: '2026-03-01 10:20:00',
  createdAt: '2026-01-01 08:00:00',
};
const OFFICIAL: SealRow = { ...CONTRACT, id: 8, name: '公章', sealType: 'official', enabled: false, grantCount: 0, lastUsedAt: null };
const page = (content: SealRow[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

function renderPage(Page: ComponentType, buttons: string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter([
    { path: '/', Component: Page },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked.sealPage.mockResolvedValue(page([CONTRACT, OFFICIAL]));
  mocked.setSealStatus.mockImplementation(async (b) => ({ ...OFFICIAL, enabled: b.enabled }));
  mocked.deleteSeal.mockResolvedValue(null);
  mocked.sealCandidates.mockResolvedValue({ users: [{ id: 21, name: '钱售（fc_sales）' }], userGroups: [] });
  mocked.saveSeal.mockResolvedValue(CONTRACT);
  mocked.sealGrants.mockResolvedValue({
    userIds: [21],
    userGroupIds: [],
    users: [{ id: 21, name: '钱售（fc_sales）' }],
    userGroups: [{ id: 3, name: '用章组' }],
  });
  mocked.saveSealGrants.mockResolvedValue(null);
  mocked.sealUsePage.mockResolvedValue({
    content: [
      {
        id: 1,
        sealId: 7,
        sealName: '合同专用章',
        userId: 21,
        userName: '钱售',
        usedAt: '2026-03-01 10:20:00',
        documentType: 'authorization_letter',
        documentId: 3,
        documentNo: 'SQ20260301000001',
        documentHash: 'ab'.repeat(32),
      },
    ],
    totalElements: 1,
    number: 0,
    size: 20,
    totalPages: 1,
    numberOfElements: 1,
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const ALL = ['sys.signature.edit', 'sys.signature.grant'];

describe('SealListPage', () => {
  it('shows each seal card with type, holder, status, grants and last use', async () => {
    renderPage(SealListPage, ALL);
    const card = await screen.findByTestId('seal-card-7');
    expect(card.textContent).toContain('钱售');
    expect(card.textContent).toContain('启用');
    expect(card.textContent).toContain('2026-03-01 10:20');
    expect((await screen.findByTestId('seal-card-8')).textContent).toContain('未使用');
  });

  it('asks before disabling/enabling and deleting', async () => {
    const user = userEvent.setup();
    renderPage(SealListPage, ALL);
    await user.click(await screen.findByTestId('seal-status-8'));
    expect(await screen.findByText('确定启用印章“公章”吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.setSealStatus).toHaveBeenCalledWith({ id: 8, enabled: true }));

    await user.click(screen.getByTestId('seal-delete-7'));
    expect(await screen.findByText(/确定删除印章“合同专用章”吗/)).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deleteSeal).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('seal-delete-8'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteSeal).toHaveBeenCalledWith(8));
  });

  it('generates a seal from the company name in the add drawer', async () => {
    const user = userEvent.setup();
    renderPage(SealListPage, ALL);
    await user.click(await screen.findByTestId('seal-add'));
    const drawer = await screen.findByTestId('seal-form');
    await user.type(within(drawer).getByTestId('seal-name'), '合同专用章2');
    await user.click(within(drawer).getByTestId('seal-type'));
    await user.click(await screen.findByTitle('合同专用章'));
    await user.click(within(drawer).getByTestId('seal-holder'));
    await user.click(await screen.findByTitle('钱售（fc_sales）'));
    await user.click(within(drawer).getByText('按企业名称生成'));
    await user.click(screen.getByTestId('seal-form-submit'));
    await vi.waitFor(() =>
      expect(mocked.saveSeal).toHaveBeenCalledWith({
        name: '合同专用章2',
        sealType: 'contract',
        holderUserId: 21,
        fileCode: undefined,
        generate: { text: undefined },
      }),
    );
    expect(mocked.uploadPng).not.toHaveBeenCalled();
  });

  it('saves the grants and lists the uses of a seal', async () => {
    const user = userEvent.setup();
    renderPage(SealListPage, ALL);
    await user.click(await screen.findByTestId('seal-grant-7'));
    await screen.findByTestId('seal-grant-users');
    await user.click(screen.getByTestId('seal-grant-submit'));
    await vi.waitFor(() => expect(mocked.saveSealGrants).toHaveBeenCalledWith({ id: 7, userIds: [21], userGroupIds: [] }));

    await user.click(screen.getByTestId('seal-uses-7'));
    const uses = await screen.findByTestId('seal-uses');
    expect(await within(uses).findByText('SQ20260301000001')).toBeTruthy();
    expect(uses.textContent).toContain('授权书');
    expect(mocked.sealUsePage).toHaveBeenCalledWith(expect.objectContaining({ sealId: 7, page: 1, pageSize: 20 }));
  });

  it('offers no changes without the buttons', async () => {
    renderPage(SealListPage, []);
    await screen.findByTestId('seal-card-7');
    expect(screen.queryByTestId('seal-add')).toBeNull();
    expect(screen.queryByTestId('seal-delete-7')).toBeNull();
    expect(screen.queryByTestId('seal-grant-7')).toBeNull();
    expect(screen.getByTestId('seal-uses-7')).toBeTruthy();
  });
});
