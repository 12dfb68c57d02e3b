// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import * as client from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { CertificateListPage } from './certificate-list-page';
import { ROW, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', () => ({ request: vi.fn() }));
vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const request = vi.mocked(client.request);
const PATH = '/productManagement/registercard';

const rows = [
  ROW,
  { ...ROW, id: 8, certNo: '国械注准20193140124', daysLeft: -3 },
  { ...ROW, id: 9, certNo: '苏械注准20202140456', deviceClass: 2, daysLeft: 20 },
  { ...ROW, id: 10, certNo: '国械注准20193140125', daysLeft: 75 },
  { ...ROW, id: 11, certNo: '苏宁械备20210012号', kind: 'filing' as const, deviceClass: 1, expiryDate: null, daysLeft: null },
];
const lastBody = () => (request.mock.calls.at(-1)![0] as { data: Record<string, unknown> }).data;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  vi.clearAllMocks();
  request.mockResolvedValue({ code: '0', msg: '', payload: { content: rows, totalElements: rows.length } });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CertificateListPage', () => {
  it('lists certificates with expiry tags by bucket: expired red, 30 days orange, 90 days gold, 长期 for a filing', async () => {
    renderScreen(PATH, PATH, CertificateListPage);
    await screen.findByText('国械注准20193140123');
    expect(request.mock.calls[0]![0]).toMatchObject({
      url: '/m-product-center/api/v1/registerCard/pageList',
      data: { pageNum: 1, pageSize: 20 },
    });
    expect(visible('expiry-7').textContent).toBe('有效');
    expect(visible('expiry-8')).toMatchObject({ textContent: '已过期3天' });
    expect(visible('expiry-8').className).toContain('red');
    expect(visible('expiry-9').textContent).toBe('剩余20天');
    expect(visible('expiry-9').className).toContain('orange');
    expect(visible('expiry-10').className).toContain('gold');
    expect(visible('expiry-11').textContent).toBe('长期');
    const table = screen.getByTestId('certificate-table');
    expect(within(table).getByText('备案凭证')).toBeTruthy();
    expect(within(table).getAllByText('Ⅲ类').length).toBeGreaterThan(0);
  });

  it('searches by number and opens the detail from the number', async () => {
    const { router } = renderScreen(PATH, PATH, CertificateListPage);
    await screen.findByText('国械注准20193140123');
    await userEvent.type(screen.getByPlaceholderText('请输入注册证编号'), '3140');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastBody()).toMatchObject({ certNo: '3140', pageNum: 1 }));
    // the searched page has rendered: while it loads, the table's overlay takes the pointer
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    await userEvent.click(visible('cert-7'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(router.state.location.pathname).toBe('/productManagement/registercard/details');
  });

  it('shows 新增 and 变更 only with pd.registercard.edit', async () => {
    renderScreen(PATH, PATH, CertificateListPage, { buttons: [] });
    await screen.findByText('国械注准20193140123');
    expect(screen.queryByTestId('certificate-add')).toBeNull();
    expect(screen.queryAllByTestId('change-7')).toHaveLength(0);
    cleanup();
    const { router } = renderScreen(PATH, PATH, CertificateListPage);
    await userEvent.click(await screen.findByTestId('certificate-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productManagement/registercard/add'));
  });
});
