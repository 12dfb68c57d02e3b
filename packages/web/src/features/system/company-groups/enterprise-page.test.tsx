// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnterpriseRow } from '@medportal/contracts/system/company-groups.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './company-groups-api';
import { EnterprisePage } from './enterprise-page';
import { pageOf, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./company-groups-api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), enterprisePage: vi.fn() }));
const mocked = vi.mocked(api);

const FC: EnterpriseRow = {
  id: 2,
  code: 'FC0001',
  name: '上海康瑞医疗器械有限公司',
  type: 'FC',
  creditCode: '91310115MA1H3K6DXP',
  approveStatus: 'approved',
  enabled: true,
  authGroups: [{ id: 7, name: 'FC 基础授权', enabled: true, approved: true }],
  appNames: ['系统设置', '产品管理'],
  menuCount: 42,
  createTime: '2026-01-01 08:00:00',
};
const BARE: EnterpriseRow = {
  ...FC,
  id: 9,
  code: 'AG0010',
  name: '无授权商贸有限公司',
  type: 'AG',
  approveStatus: 'none',
  authGroups: [],
  appNames: [],
  menuCount: 0,
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.enterprisePage.mockResolvedValue(pageOf([FC, BARE]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('EnterprisePage', () => {
  it('lists the companies with their auth groups and apps, searches by name and opens one company`s grants', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/systemSetup/enterprise', EnterprisePage);
    const table = await screen.findByTestId('enterprise-table');
    const row = (await within(table).findByText('上海康瑞医疗器械有限公司')).closest('tr')!;
    expect(row.textContent).toContain('FC 基础授权');
    expect(row.textContent).toContain('系统设置、产品管理');
    expect(row.textContent).toContain('已认证');
    expect(row.textContent).toContain('生产厂家（原厂）');
    expect(within(table).getByText('无授权商贸有限公司').closest('tr')!.textContent).toContain('未挂接授权组');
    expect(mocked.enterprisePage).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });

    await user.type(screen.getAllByPlaceholderText('请输入企业名称')[0]!, ' 康瑞 {Enter}');
    await waitFor(() => expect(mocked.enterprisePage).toHaveBeenLastCalledWith({ name: '康瑞', page: 1, pageSize: 20 }));
    // the table's loading overlay (pointer-events: none) is gone once the searched page is shown
    await waitFor(() => expect(table.querySelector('.ant-spin-blur')).toBeNull());

    await user.click(screen.getByTestId('enterprise-grant-2'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/systemSetup/enterprise/newmenuList?companyId=2');
  });
});
