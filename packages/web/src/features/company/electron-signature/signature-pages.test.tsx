// @vitest-environment happy-dom
// The account area's seal screens: home (my signature, my seals, my uses), company seals (read-only, may I
// use each, the management link for who may manage) and the personal signature (draw, preview, save).
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SealMine, SealRow } from '@medportal/contracts/staff/seals.contract';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './signature-api';
import { CompanySealsPage } from './company-seals-page';
import { PersonalSignaturePage } from './personal-signature-page';
import { SignatureHomePage } from './signature-home-page';

import type * as SignatureApi from './signature-api';
import type * as PadModule from '../../../kit/signature/signature-pad';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../kit/viewer/viewer-api', () => ({ fetchFileBlob: () => new Promise(() => {}) }));
vi.mock('./signature-api', async (importOriginal) => ({
  ...(await importOriginal<typeof SignatureApi>()),
  mySeals: vi.fn(),
  mySignature: vi.fn(),
  saveMySignature: vi.fn(),
  uploadSignature: vi.fn(),
}));
// the kit's pad draws on a canvas happy-dom lacks: a stand-in with a drawn stroke
vi.mock('../../../kit/signature/signature-pad', async (importOriginal) => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    ...(await importOriginal<typeof PadModule>()),
    SignaturePadBox: forwardRef(function Pad(_p, ref) {
      useImperativeHandle(ref, () => ({
        clear: () => {},
        undo: () => {},
        isEmpty: () => false,
        toPngBlob: () => new Blob(['png'], { type: 'image/png' }),
      }));
      return <canvas data-testid="signature-pad-canvas" />;
    }),
  };
});
const mocked = vi.mocked(api);

const SEAL: SealRow = {
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
  lastUsedAt: null,
  createdAt: '2026-01-01 08:00:00',
};
const OFFICIAL: SealRow = { ...SEAL, id: 8, name: '公章', sealType: 'official', holderName: '赵管' };
const SIGNATURE: SealRow = { ...SEAL, id: 9, kind: 'personal', sealType: 'personal', name: '钱售的签名' };
const MINE: SealMine = {
  seals: [SEAL],
  companySeals: [SEAL, OFFICIAL],
  signature: null,
  recentUses: [
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
};

function renderPage(Page: ComponentType, buttons: string[] = []) {
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
  mocked.mySeals.mockResolvedValue(MINE);
  mocked.mySignature.mockResolvedValue(null);
  mocked.uploadSignature.mockResolvedValue('code1');
  mocked.saveMySignature.mockResolvedValue(SIGNATURE);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('SignatureHomePage', () => {
  it('shows my seals, my recent uses and asks me to set a signature', async () => {
    const user = userEvent.setup();
    const router = renderPage(SignatureHomePage);
    expect((await screen.findByTestId('my-seal-7')).textContent).toContain('合同专用章');
    expect(screen.queryByTestId('my-seal-8')).toBeNull();
    expect(await screen.findByText('SQ20260301000001')).toBeTruthy();
    expect(screen.getByText('尚未设置个人签名')).toBeTruthy();
    await user.click(screen.getByTestId('to-personal'));
    expect(router.state.location.pathname).toBe('/company/electron-signature/personal');
  });
});

describe('CompanySealsPage', () => {
  it('lists every company seal with whether I may use it; the management link only for managers', async () => {
    const user = userEvent.setup();
    const router = renderPage(CompanySealsPage, ['sys.signature.edit']);
    expect(await screen.findByTestId('may-use-7')).toBeTruthy();
    expect(screen.getByTestId('may-not-use-8')).toBeTruthy();
    expect(screen.getByText('赵管')).toBeTruthy();
    await user.click(screen.getByTestId('to-management'));
    expect(router.state.location.pathname).toBe('/systemSetup/signatureManagement');
  });

  it('has no management link without the grant', async () => {
    renderPage(CompanySealsPage);
    await screen.findByTestId('may-use-7');
    expect(screen.queryByTestId('to-management')).toBeNull();
  });
});

describe('PersonalSignaturePage', () => {
  it('previews the drawn signature and saves it through the file library', async () => {
    const user = userEvent.setup();
    renderPage(PersonalSignaturePage);
    expect(await screen.findByTestId('no-signature')).toBeTruthy();
    const save = screen.getByTestId('signature-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('signature-preview'));
    await user.click(screen.getByTestId('signature-save'));
    await vi.waitFor(() => expect(mocked.saveMySignature).toHaveBeenCalledWith('code1'));
    expect(mocked.uploadSignature).toHaveBeenCalledWith(expect.any(Blob), 'signature.png');
  });
});
