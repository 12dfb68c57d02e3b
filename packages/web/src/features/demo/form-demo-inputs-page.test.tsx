// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgNode } from '@medportal/contracts/staff/org.contract';
import '../../lib/i18n';
import * as client from '../../lib/api-client';
import { sessionOf } from '../../shell/overlays/test-utils';
import * as api from './form-demo-api';
import { FormDemoInputsPage, orgOptions } from './form-demo-inputs-page';
import { ok, renderFormDemo } from './form-demo-test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./form-demo-api', () => ({ fetchOrgTree: vi.fn(), ROLE_LIST_URL: '/m-staff-center/api/v1/role/list' }));
vi.mock('../../lib/api-client', () => ({ get: vi.fn(), post: vi.fn() }));
const fetchOrgTree = vi.mocked(api.fetchOrgTree);
const get = vi.mocked(client.get);

const TREE: OrgNode[] = [
  {
    orgId: 1,
    orgName: '江苏恒泰',
    deptId: 10,
    name: '医院业务组',
    parentId: null,
    children: [
      { orgId: 1, orgName: '江苏恒泰', deptId: 11, name: '南京鼓楼区三级医院重点客户服务小组', parentId: 10, children: [], userList: [] },
    ],
    userList: [{ userId: 7, userName: 'ag_user', realname: '王晓明' }],
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  fetchOrgTree.mockResolvedValue({ orgList: TREE, userMap: {} });
  get.mockResolvedValue(ok([{ roleId: 3, roleName: '销售', roleCode: 'sales', dataScope: '1', enabled: true }]) as never);
});
afterEach(cleanup);

const valueOf = (id: string) => screen.getByTestId(`demo-value-${id}`).textContent;

describe('FormDemoInputsPage', () => {
  it('asks a visitor without a session to log in', () => {
    renderFormDemo(<FormDemoInputsPage />, '/demo/search3', null);
    expect(screen.getByText('请先登录')).toBeTruthy();
  });

  it('shows beside each input the value it sends', async () => {
    renderFormDemo(<FormDemoInputsPage />, '/demo/search3', sessionOf());
    const user = userEvent.setup();
    const money = screen.getByLabelText('金额') as HTMLInputElement;
    await user.type(money, '12a34.567');
    await user.tab();
    expect(money.value).toBe('1,234.56');
    expect(valueOf('money')).toBe('1234.56');
    const percent = screen.getByLabelText('百分比') as HTMLInputElement;
    await user.type(percent, '120');
    await user.tab();
    expect(valueOf('percent')).toBe('99.99');
    await user.type(within(screen.getByTestId('demo-input-emails')).getByRole('textbox'), 'a@b.cn{Enter}');
    expect(JSON.parse(valueOf('emails') ?? '')).toEqual(['a@b.cn']);
    await user.type(screen.getByLabelText('校验规则'), '0571-88886666');
    expect(JSON.parse(valueOf('patterns') ?? '')).toEqual({
      DECIMAL_15_4: false,
      DECIMAL_15_2: false,
      PHONE_LIKE: true,
      EMAIL_PATTERN: false,
    });
  });

  it('turns the department tree into cascader options: sub-departments, then people', () => {
    expect(orgOptions(TREE)).toEqual([
      {
        value: 'd10',
        label: '医院业务组',
        children: [
          { value: 'd11', label: '南京鼓楼区三级医院重点客户服务小组' },
          { value: 'u7', label: '王晓明' },
        ],
      },
    ]);
  });

  it('the search form of every type sends normalised values; roles load from the server', async () => {
    renderFormDemo(<FormDemoInputsPage />, '/demo/search3', sessionOf());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/m-staff-center/api/v1/role/list', undefined));
    await waitFor(() => expect(fetchOrgTree).toHaveBeenCalled());
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入关键字'), '  导管 {Enter}');
    const sent = await screen.findByText(/"keyword": "导管"/);
    const body = JSON.parse(sent.textContent ?? '') as Record<string, unknown>;
    expect(body).toMatchObject({ keyword: '导管', person: null, personPath: null });
    expect(body).not.toHaveProperty('periodStart');
    expect(body).not.toHaveProperty('amountMin');
  });
});
