// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HashRouter, Link, Route, Routes, useLocation } from 'react-router';
import type { EnterpriseInfo } from '@medportal/contracts/staff/company-info.contract';
import '../../../lib/i18n';
import * as api from './info-api';
import { EnterpriseInfoPage } from './enterprise-info-page';

vi.mock('./info-api', async (orig) => ({
  ...(await orig<typeof api>()),
  fetchEnterpriseInfo: vi.fn(),
  saveEnterpriseInfo: vi.fn(),
  fetchRegions: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });
const mocked = vi.mocked(api);

const info = (over: Partial<EnterpriseInfo> = {}): EnterpriseInfo => ({
  companyId: 7,
  companyName: '上海康瑞医疗器械有限公司',
  companyCode: 'FC0001',
  companyType: 'FC',
  creditCode: '91310115MA1H3K6DXP',
  approveStatus: '1',
  identityLocked: true,
  logoUrl: '',
  contactName: '王强',
  contactPhone: '13800000001',
  shortName: '康瑞',
  regionCode: '310100',
  regionName: '上海市 市辖区',
  address: '张江路 88 号',
  businessScope: '医疗器械生产',
  website: '',
  intro: '',
  updatedAt: null,
  editable: true,
  ...over,
});

let currentPath = '';
function Where() {
  currentPath = useLocation().pathname;
  return <Link to="/elsewhere">elsewhere-link</Link>;
}

// the app's own router: a HashRouter, whose navigations go through history.pushState
function renderAt() {
  window.location.hash = '#/company/info-manage/enterprise-info';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HashRouter>
        <Where />
        <Routes>
          <Route path="/company/info-manage/enterprise-info" Component={EnterpriseInfoPage} />
          <Route path="/elsewhere" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
      </HashRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchRegions.mockResolvedValue([{ code: '310000', name: '上海市', children: [{ code: '310100', name: '市辖区' }] }]);
});
afterEach(cleanup);

describe('EnterpriseInfoPage', () => {
  it('shows a member the information read-only with a hint and no edit button', async () => {
    mocked.fetchEnterpriseInfo.mockResolvedValue(info({ editable: false }));
    renderAt();
    const view = await screen.findByTestId('enterprise-view');
    expect(view.textContent).toContain('上海康瑞医疗器械有限公司');
    expect(view.textContent).toContain('生产厂家（原厂）');
    expect(view.textContent).toContain('上海市 市辖区');
    expect(within(view).getByTestId('approve-status').textContent).toBe('已认证');
    expect(screen.getByTestId('read-only-hint').textContent).toContain('仅企业管理员可以修改企业信息');
    expect(screen.queryByTestId('edit')).toBeNull();
  });

  it('lets the administrator edit: a bad website is named and not sent; the locked name and credit code stay out of the body', async () => {
    mocked.fetchEnterpriseInfo.mockResolvedValue(info());
    mocked.saveEnterpriseInfo.mockImplementation(async (body) => info({ ...body, regionName: '上海市 市辖区' } as Partial<EnterpriseInfo>));
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByTestId('edit'));
    const form = await screen.findByTestId('enterprise-form');
    expect(within(form).getByDisplayValue('上海康瑞医疗器械有限公司')).toHaveProperty('disabled', true);
    const short = within(form).getByDisplayValue('康瑞');
    await user.clear(short);
    await user.click(short);
    await user.paste('康瑞医疗');
    const website = within(form).getByPlaceholderText('https://');
    await user.click(website);
    await user.paste('www.kangrui.cn');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('企业网站格式不正确，应以 http:// 或 https:// 开头')).toBeTruthy();
    expect(mocked.saveEnterpriseInfo).not.toHaveBeenCalled();
    await user.clear(website);
    await user.click(website);
    await user.paste('https://www.kangrui.cn');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mocked.saveEnterpriseInfo).toHaveBeenCalledTimes(1));
    const body = mocked.saveEnterpriseInfo.mock.calls[0]![0];
    expect(body).toMatchObject({ shortName: '康瑞医疗', website: 'https://www.kangrui.cn', regionCode: '310100' });
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('creditCode');
    expect((await screen.findByTestId('enterprise-view')).textContent).toContain('康瑞医疗');
  });

  it('sends the name and credit code while the company is not authenticated, after checking the code', async () => {
    mocked.fetchEnterpriseInfo.mockResolvedValue(info({ approveStatus: '3', identityLocked: false }));
    mocked.saveEnterpriseInfo.mockResolvedValue(info({ approveStatus: '3', identityLocked: false }));
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByTestId('edit'));
    const form = await screen.findByTestId('enterprise-form');
    const code = within(form).getByDisplayValue('91310115MA1H3K6DXP');
    await user.clear(code);
    await user.click(code);
    await user.paste('91310115MA1H3K6DX0');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('统一社会信用代码不正确，请核对后重新输入')).toBeTruthy();
    await user.clear(code);
    await user.click(code);
    await user.paste('91310115ma1h3k6dxp');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mocked.saveEnterpriseInfo).toHaveBeenCalledTimes(1));
    expect(mocked.saveEnterpriseInfo.mock.calls[0]![0]).toMatchObject({
      companyName: '上海康瑞医疗器械有限公司',
      creditCode: '91310115MA1H3K6DXP',
    });
  });

  it('asks before leaving with unsaved changes: stay keeps the form, leave goes', async () => {
    mocked.fetchEnterpriseInfo.mockResolvedValue(info());
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByTestId('edit'));
    const form = await screen.findByTestId('enterprise-form');
    await user.click(within(form).getByDisplayValue('张江路 88 号'));
    await user.paste(' 3 楼');
    await user.click(screen.getByText('elsewhere-link'));
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(currentPath).toBe('/company/info-manage/enterprise-info');
    expect(screen.getByTestId('enterprise-form')).toBeTruthy();
    const before = screen.queryAllByTestId('confirm-dialog-ok').length;
    await user.click(screen.getByText('elsewhere-link'));
    await waitFor(() => expect(screen.queryAllByTestId('confirm-dialog-ok').length).toBeGreaterThan(before));
    await user.click(screen.getAllByTestId('confirm-dialog-ok').at(-1)!);
    await screen.findByTestId('elsewhere');
    expect(window.location.hash).toBe('#/elsewhere');
    expect(mocked.saveEnterpriseInfo).not.toHaveBeenCalled();
  });
});
