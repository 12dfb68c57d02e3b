// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FORCE_QUALIFICATION_MSG, FORCE_QUALIFICATION_NO_PERMISSION_MSG } from '@medportal/contracts/channel/exchange-rules';
import '../../lib/i18n';
import * as api from './force-qualification-api';
import { ForceQualification } from './force-qualification';
import { renderWithSession, sessionOf } from './test-utils';

vi.mock('./force-qualification-api', () => ({ checkForceQualification: vi.fn() }));
const mocked = vi.mocked(api);

const FORCED = { forceQualification: true, suppliers: [{ companyId: 3, companyName: '深圳迈德医疗科技有限公司' }], hasPermission: true };

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const at = (path: string, session = sessionOf()) =>
  renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <ForceQualification />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    session,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

describe('ForceQualification', () => {
  it('shows the spec text on another page and its confirm goes to the addtional page', async () => {
    mocked.checkForceQualification.mockResolvedValue(FORCED);
    at('/order/orderManagement');
    const dialog = await screen.findByTestId('force-qualification');
    expect(dialog.textContent).toContain(FORCE_QUALIFICATION_MSG);
    expect(screen.queryByTestId('force-qualification-no-permission')).toBeNull();
    await userEvent.click(screen.getByTestId('force-qualification-confirm'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/channelManagement/qualification/addtional'));
    // asked again for the new page, where the dialog shows too
    await waitFor(() => expect(mocked.checkForceQualification).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('force-qualification')).toBeTruthy();
  });

  it('cannot be dismissed: no close icon, Esc and a mask click leave it open', async () => {
    mocked.checkForceQualification.mockResolvedValue(FORCED);
    at('/worktable/home');
    await screen.findByTestId('force-qualification');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    await userEvent.keyboard('{Escape}');
    const wrap = document.querySelector('.ant-modal-wrap');
    if (wrap) await userEvent.click(wrap);
    expect(screen.getByTestId('force-qualification')).toBeTruthy();
  });

  it('is not asked for nor shown on the qualification page itself', async () => {
    mocked.checkForceQualification.mockResolvedValue(FORCED);
    at('/channelManagement/qualification');
    await new Promise((r) => setTimeout(r, 20));
    expect(mocked.checkForceQualification).not.toHaveBeenCalled();
    expect(screen.queryByTestId('force-qualification')).toBeNull();
  });

  it('shows on the addtional sub-page, whose confirm keeps the user there and lets them work', async () => {
    mocked.checkForceQualification.mockResolvedValue(FORCED);
    at('/channelManagement/qualification/addtional');
    expect(await screen.findByTestId('force-qualification')).toBeTruthy();
    await userEvent.click(screen.getByTestId('force-qualification-confirm'));
    await waitFor(() => expect(screen.queryByTestId('force-qualification')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/channelManagement/qualification/addtional');
  });

  it('adds the no-permission note and offers no way past it to a user without the exchange permission', async () => {
    mocked.checkForceQualification.mockResolvedValue({ ...FORCED, hasPermission: false });
    at('/worktable/home');
    const dialog = await screen.findByTestId('force-qualification');
    expect(dialog.textContent).toContain(FORCE_QUALIFICATION_MSG);
    expect(screen.getByTestId('force-qualification-no-permission').textContent).toBe(FORCE_QUALIFICATION_NO_PERMISSION_MSG);
    expect(screen.queryByTestId('force-qualification-confirm')).toBeNull();
  });

  it('is not shown when the company is not forced, nor asked for a user without a company', async () => {
    mocked.checkForceQualification.mockResolvedValue({ forceQualification: false, suppliers: [], hasPermission: true });
    at('/worktable/home');
    await waitFor(() => expect(mocked.checkForceQualification).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('force-qualification')).toBeNull();
    cleanup();
    at('/worktable/home', sessionOf({ companyId: 0 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(mocked.checkForceQualification).toHaveBeenCalledTimes(1);
  });
});
