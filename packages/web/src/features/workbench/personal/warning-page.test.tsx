// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WarningItem } from '@medportal/contracts/worktable/settings.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as download from '../../../lib/download';
import * as api from './personal-api';
import { pageOf, renderScreen } from './test-utils';
import { WarningPage } from './warning-page';

vi.mock('./personal-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  warningCounts: vi.fn(),
  warningPageList: vi.fn(),
}));
vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }));
const mocked = vi.mocked(api);
const PATH = '/worktable/warning';

const item = (number: string, daysLeft: number, bucket: WarningItem['bucket'], linkPath: string | null = null): WarningItem => ({
  type: 'mallContract',
  typeName: '供货合同',
  number,
  name: `合同${number}`,
  counterparty: '江苏恒泰医疗器械贸易有限公司',
  expiryDate: '2026-12-01',
  daysLeft,
  bucket,
  linkPath,
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.warningCounts.mockResolvedValue({ expired: 1, within30: 2, within60: 0, within90: 1, today: '2026-11-26' });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('WarningPage', () => {
  it('lists every warning with counts on the tabs and days left as coloured tags', async () => {
    mocked.warningPageList.mockResolvedValue(
      pageOf([
        item('HT-1', -3, 'expired'),
        item('HT-2', 0, 'within30'),
        item('HT-3', 12, 'within30', '/contract?code=HT-3'),
        item('HT-4', 75, 'within90'),
      ]),
    );
    renderScreen(PATH, WarningPage);
    const table = await screen.findByTestId('warning-table');
    await within(table).findByText('HT-1');
    expect(mocked.warningPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(screen.getByTestId('tab-badge-all').textContent).toContain('4');
    expect(screen.getByTestId('tab-badge-within30').textContent).toContain('2');
    expect(screen.getByTestId('warning-intro').textContent).toContain('今天为 2026-11-26');
    const tags = within(table).getAllByTestId('days-left');
    expect(tags.map((t) => t.textContent)).toEqual(['已过期 3 天', '今天到期', '剩余 12 天', '剩余 75 天']);
    expect(tags[0]!.className).toContain('ant-tag-red');
    expect(tags[3]!.className).toContain('ant-tag-gold');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('HT-1'))!;
    expect(row.textContent).toContain('供货合同HT-1合同HT-1江苏恒泰医疗器械贸易有限公司2026-12-01');
    // a link only where the document's screen is built
    expect(within(table).getByRole('link', { name: 'HT-3' }).getAttribute('href')).toBe('/contract?code=HT-3');
    expect(within(table).queryByRole('link', { name: 'HT-1' })).toBeNull();
  });

  it('asks one bucket when its tab is chosen and exports that bucket', async () => {
    mocked.warningPageList.mockResolvedValue(pageOf([item('HT-1', -3, 'expired')]));
    vi.mocked(download.downloadFile).mockResolvedValue({ ok: true, fileName: 'x.xlsx' });
    renderScreen(PATH, WarningPage);
    await within(await screen.findByTestId('warning-table')).findByText('HT-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /已过期/ }));
    await waitFor(() => expect(mocked.warningPageList).toHaveBeenLastCalledWith({ bucket: 'expired', pageNum: 1, pageSize: 20 }));
    await user.click(screen.getByTestId('export-button'));
    expect(download.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ url: api.WARNING_EXPORT_URL, method: 'POST', data: { bucket: 'expired' } }),
    );
  });

  it('shows an honest empty state, with export disabled, when nothing expires', async () => {
    mocked.warningCounts.mockResolvedValue({ expired: 0, within30: 0, within60: 0, within90: 0, today: '2026-11-26' });
    mocked.warningPageList.mockResolvedValue(pageOf([]));
    renderScreen(PATH, WarningPage);
    const empty = await screen.findByTestId('empty-mask');
    expect(empty.textContent).toContain('暂无到期预警');
    expect(empty.textContent).toContain('本企业没有已过期或 90 天内到期的单据');
    expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(true);
  });

  it('offers a retry when the list fails', async () => {
    mocked.warningPageList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pageOf([item('HT-9', 5, 'within30')]));
    renderScreen(PATH, WarningPage);
    const error = await screen.findByTestId('warning-error');
    await userEvent.setup().click(within(error).getByRole('button'));
    await within(await screen.findByTestId('warning-table')).findByText('HT-9');
  });
});
