// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './partners-api';
import { PartnerEditPage } from './partner-edit-page';
import { DETAIL, ROW, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./partners-api', () => ({
  areaList: vi.fn(async () => []),
  lookupPartner: vi.fn(),
  partnerDetail: vi.fn(),
  savePartner: vi.fn(),
}));
const EDIT = '/basicData/enterprise/companyList/edit';
/** a whole value in one change (what a paste does; the page reacts to each change the same way) */
const typeCode = (input: HTMLElement, code: string) => fireEvent.change(input, { target: { value: code } });
const AG0008 = '91440106MA59H3L68X';
const CORRUPTED = '91440106MA59H3L680';
const FOUND = {
  companyId: 9,
  companyCode: 'AG0008',
  companyName: '广东粤健医疗器械有限公司',
  companyType: 'AG',
  creditCode: AG0008,
  approveStatus: '1',
  relationId: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.lookupPartner).mockResolvedValue(FOUND);
  vi.mocked(api.savePartner).mockResolvedValue({ ...ROW, id: 21 });
  vi.mocked(api.partnerDetail).mockResolvedValue(DETAIL);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('PartnerEditPage', () => {
  it('refuses a code with a wrong check character without asking the server', async () => {
    renderScreen(EDIT, EDIT, PartnerEditPage);
    typeCode(await screen.findByTestId('credit-code-input'), CORRUPTED);
    await waitFor(() => expect(screen.getByTestId('credit-code-help').textContent).toBe('统一社会信用代码不正确，请核对后重新输入'));
    expect(api.lookupPartner).not.toHaveBeenCalled();
    expect(screen.getByTestId('partner-save').hasAttribute('disabled')).toBe(true);
  });

  it('looks the company up when the code is complete, shows it, and adds it with the relation data', async () => {
    const { router } = renderScreen(EDIT, EDIT, PartnerEditPage);
    typeCode(await screen.findByTestId('credit-code-input'), AG0008.toLowerCase());
    await waitFor(() => expect(api.lookupPartner).toHaveBeenCalledWith(AG0008, 'dealer'));
    const found = await screen.findByTestId('lookup-found');
    expect(found.textContent).toContain('广东粤健医疗器械有限公司');
    expect(found.textContent).toContain('经销商');
    expect(found.textContent).toContain('已认证');
    typeCode(screen.getByTestId('contact-input'), '黄晓东');
    typeCode(screen.getByTestId('phone-input'), '020-83317746');
    typeCode(screen.getByTestId('level-input'), '二级');
    await userEvent.click(screen.getByTestId('partner-save'));
    await waitFor(() =>
      expect(api.savePartner).toHaveBeenCalledWith({
        kind: 'dealer',
        creditCode: AG0008,
        contactName: '黄晓东',
        contactPhone: '020-83317746',
        regionCode: '',
        level: '二级',
        cooperationFrom: null,
        cooperationTo: null,
        remark: '',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicData/enterprise/companyList/detail'));
    expect(router.state.location.search).toBe('?id=21');
  });

  it('shows the server’s reason when the lookup is refused, and keeps 保存 off', async () => {
    vi.mocked(api.lookupPartner).mockRejectedValue(
      new ApiError({ code: 'CM1003', msg: '“上海市瑞安中心医院”不是经销商类型的企业，不能加入经销商列表' }),
    );
    renderScreen(EDIT, EDIT, PartnerEditPage);
    typeCode(await screen.findByTestId('credit-code-input'), AG0008);
    await waitFor(() =>
      expect(screen.getByTestId('credit-code-help').textContent).toBe('“上海市瑞安中心医院”不是经销商类型的企业，不能加入经销商列表'),
    );
    expect(screen.getByTestId('partner-save').hasAttribute('disabled')).toBe(true);
  });

  it('checks the phone number before saving', async () => {
    renderScreen(EDIT, EDIT, PartnerEditPage);
    typeCode(await screen.findByTestId('credit-code-input'), AG0008);
    await screen.findByTestId('lookup-found');
    typeCode(screen.getByTestId('contact-input'), '黄晓东');
    typeCode(screen.getByTestId('phone-input'), '12345');
    await userEvent.click(screen.getByTestId('partner-save'));
    expect(await screen.findByText('请输入正确的联系电话（手机号或座机号）')).toBeTruthy();
    expect(api.savePartner).not.toHaveBeenCalled();
  });

  it('edits an existing relation: the company is shown, the save sends the id and no credit code', async () => {
    renderScreen(`${EDIT}?id=7`, EDIT, PartnerEditPage);
    expect(await screen.findByText('编辑经销商')).toBeTruthy();
    expect(screen.getByText('江苏恒泰医疗器械贸易有限公司')).toBeTruthy();
    expect(screen.queryByTestId('credit-code-input')).toBeNull();
    expect((screen.getByTestId('contact-input') as HTMLInputElement).value).toBe('王建国');
    const level = screen.getByTestId('level-input');
    await userEvent.clear(level);
    await userEvent.type(level, '战略');
    await userEvent.click(screen.getByTestId('partner-save'));
    await waitFor(() =>
      expect(api.savePartner).toHaveBeenCalledWith(
        expect.objectContaining({ id: 7, kind: 'dealer', level: '战略', cooperationFrom: '2025-09-22', cooperationTo: '2028-09-21' }),
      ),
    );
    expect(vi.mocked(api.savePartner).mock.calls[0]![0]).not.toHaveProperty('creditCode');
  });
});
