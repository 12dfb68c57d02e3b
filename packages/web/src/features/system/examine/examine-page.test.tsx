// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessItem, FlowDetail } from '@medportal/contracts/audit/examine.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './examine-api';
import { ExaminePage } from './examine-page';
import { renderExamine } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./examine-api', () => ({
  EXAMINE_KEY: ['sysExamine'],
  businessList: vi.fn(),
  flowDetail: vi.fn(),
  saveFlow: vi.fn(),
  setFlowStatus: vi.fn(),
  previewFlow: vi.fn(),
  approverOptions: vi.fn(),
  flowCompanies: vi.fn(),
}));
const mocked = vi.mocked(api);

const ORDER: BusinessItem = {
  businessCode: 'ORDER_SUBMIT',
  businessName: '订单提交审批',
  defaultDescription: '无需审批',
  editableFields: [{ name: 'remark', label: '备注' }],
  amountCondition: true,
  registered: true,
  configured: true,
  enabled: true,
  currentVersion: 2,
  runningCount: 3,
};
const ADMIN: BusinessItem = {
  ...ORDER,
  businessCode: 'ADMIN_CHANGE',
  businessName: '管理员变更',
  defaultDescription: '一步：平台管理员审批',
  editableFields: [],
  amountCondition: false,
  configured: false,
  enabled: false,
  currentVersion: null,
  runningCount: 0,
};
const REVIEW: BusinessItem = {
  ...ADMIN,
  businessCode: 'USER_REVIEW',
  businessName: '注册用户审核',
  registered: false,
  defaultDescription: '该业务尚未接入审批，暂无需审批',
};

const step = (name: string, approverIds: number[], extra = {}) => ({
  name,
  approverKind: 'role' as const,
  approverIds,
  mode: 'any' as const,
  editableFields: [],
  allowSelfApprove: false,
  ...extra,
});
const DETAIL: FlowDetail = {
  flow: {
    id: 9,
    companyId: 5,
    businessCode: 'ORDER_SUBMIT',
    businessName: '订单提交审批',
    name: '大额订单审批',
    enabled: true,
    currentVersion: 2,
    stepCount: 2,
    updatedAt: '2026-11-20 10:00:00',
    updatedByName: '刘建华（fc_admin）',
    runningCount: 3,
  },
  version: 2,
  definition: { minAmount: 100_000, steps: [step('质量审核', [11], { editableFields: ['remark'] }), step('总经理', [12])] },
  versions: [
    { version: 2, createdAt: '2026-11-20 10:00:00', createdByName: '刘建华（fc_admin）' },
    { version: 1, createdAt: '2026-11-19 09:00:00', createdByName: '刘建华（fc_admin）' },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.businessList.mockResolvedValue([ORDER, ADMIN, REVIEW]);
  mocked.flowDetail.mockImplementation(async (body) =>
    body.version === 1
      ? { ...DETAIL, version: 1, definition: { steps: [step('旧步骤', [11])] } }
      : body.businessCode === 'ORDER_SUBMIT'
        ? DETAIL
        : { flow: null, version: null, definition: null, versions: [] },
  );
  mocked.approverOptions.mockResolvedValue({
    roles: [
      { id: 11, name: '质量负责人' },
      { id: 12, name: '总经理' },
    ],
    groups: [{ id: 31, name: '质量审核组' }],
    users: [
      { id: 6, name: '何雪（fc_quality）' },
      { id: 7, name: '刘建华（fc_admin）' },
    ],
  });
  mocked.saveFlow.mockResolvedValue({ ...DETAIL, version: 3 });
  mocked.setFlowStatus.mockResolvedValue({ ...DETAIL.flow!, enabled: false });
  mocked.flowCompanies.mockResolvedValue([{ id: 5, code: 'FC0001', name: '康瑞医疗', type: 'FC' }]);
  mocked.previewFlow.mockResolvedValue({
    needsApproval: true,
    warnings: ['第2步没有可用的审批人'],
    steps: [
      { index: 0, name: '质量审核', mode: 'any', approvers: [{ userId: 6, name: '何雪（fc_quality）' }], initiatorExcluded: false },
      { index: 1, name: '总经理', mode: 'any', approvers: [], initiatorExcluded: true },
    ],
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('ExaminePage', () => {
  it('lists every business with its default, flow state, version and running approvals', async () => {
    renderExamine('/systemSetup/examine', ExaminePage);
    const order = await rowOf('订单提交审批');
    expect(order.textContent).toContain('无需审批');
    expect(order.textContent).toContain('已配置');
    expect(order.textContent).toContain('v2');
    expect(order.textContent).toContain('3');
    expect(within(order).getByText('可设金额条件')).toBeTruthy();
    const admin = await rowOf('管理员变更');
    expect(admin.textContent).toContain('未配置');
    expect(admin.textContent).toContain('一步：平台管理员审批');
    expect(screen.getByTestId('flow-switch-ADMIN_CHANGE').hasAttribute('disabled')).toBe(true);
    // a code no module has wired cannot be configured
    expect(screen.getByTestId('flow-open-USER_REVIEW').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('company-picker')).toBeNull();
    expect(mocked.businessList).toHaveBeenCalledWith({ companyId: undefined });
  });

  it('asks before disabling a flow, naming the default that then applies', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage);
    await user.click(await screen.findByTestId('flow-switch-ORDER_SUBMIT'));
    expect(await screen.findByText('确认停用「订单提交审批」的审批流程吗？停用后新提交的单据按默认规则处理：无需审批')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.setFlowStatus).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('flow-switch-ORDER_SUBMIT'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() =>
      expect(mocked.setFlowStatus).toHaveBeenCalledWith({ businessCode: 'ORDER_SUBMIT', enabled: false, companyId: undefined }),
    );
  });

  it('edits the steps of a flow and saves the amount in fen as a new version', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage);
    await user.click(await screen.findByTestId('flow-open-ORDER_SUBMIT'));
    const editor = await screen.findByTestId('flow-editor');
    expect((within(editor).getByTestId('flow-name') as HTMLInputElement).value).toBe('大额订单审批');
    expect((within(editor).getByTestId('step-name-0') as HTMLInputElement).value).toBe('质量审核');
    expect((within(editor).getByTestId('flow-min-amount') as HTMLInputElement).value).toContain('1,000');
    // move the second step up, then delete the (now second) quality step after a confirm
    await user.click(within(editor).getByTestId('step-up-1'));
    expect((within(editor).getByTestId('step-name-0') as HTMLInputElement).value).toBe('总经理');
    await user.click(within(editor).getByTestId('step-delete-1'));
    expect(await screen.findByText('确认删除第2步「质量审核」吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(within(editor).queryByTestId('step-1')).toBeNull());
    // a new step approved by the company administrator needs no picker
    await user.click(within(editor).getByTestId('step-add'));
    const kind = within(within(editor).getByTestId('step-1')).getByTestId('step-kind-1');
    await user.click(kind.querySelector('.ant-select-selector, .ant-select-content') ?? kind);
    await user.click(await screen.findByTitle('企业管理员'));
    expect(within(editor).queryByTestId('step-approvers-1')).toBeNull();
    const amount = within(editor).getByTestId('flow-min-amount') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '2500.5');
    await user.click(screen.getByTestId('flow-save'));
    await vi.waitFor(() =>
      expect(mocked.saveFlow).toHaveBeenCalledWith({
        companyId: undefined,
        businessCode: 'ORDER_SUBMIT',
        name: '大额订单审批',
        definition: {
          minAmount: 250_050,
          steps: [
            step('总经理', [12]),
            { name: '第2步审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
          ],
        },
      }),
    );
  });

  it('refuses to save a step without approvers, naming it', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage);
    await user.click(await screen.findByTestId('flow-open-ADMIN_CHANGE'));
    const editor = await screen.findByTestId('flow-editor');
    expect(within(editor).queryByTestId('flow-min-amount')).toBeNull();
    expect(editor.textContent).toContain('尚未配置流程，当前按默认规则处理：一步：平台管理员审批');
    await user.click(screen.getByTestId('flow-save'));
    expect(await within(editor).findByText('请选择审批角色')).toBeTruthy();
    expect(mocked.saveFlow).not.toHaveBeenCalled();
  });

  it('previews the path of a sample initiator with the people of each step and warnings', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage);
    await user.click(await screen.findByTestId('flow-open-ORDER_SUBMIT'));
    const panel = await screen.findByTestId('preview-panel');
    await user.type(within(panel).getByTestId('preview-amount'), '2000');
    await user.click(within(panel).getByTestId('preview-run'));
    const result = await within(panel).findByTestId('preview-result');
    expect(result.textContent).toContain('何雪（fc_quality）');
    expect(result.textContent).toContain('第2步没有可用的审批人');
    expect(result.textContent).toContain('发起人在审批人中，已排除');
    expect(mocked.previewFlow).toHaveBeenCalledWith(
      expect.objectContaining({
        businessCode: 'ORDER_SUBMIT',
        amount: 200_000,
        definition: expect.objectContaining({
          minAmount: 100_000,
          steps: [expect.objectContaining({ name: '质量审核', approverIds: [11] }), expect.anything()],
        }),
      }),
    );
  });

  it('shows an old version read-only and loads it into the editor', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage);
    await user.click(await screen.findByTestId('flow-open-ORDER_SUBMIT'));
    await user.click(await screen.findByTestId('version-view-1'));
    const old = await screen.findByTestId('version-readonly');
    expect(old.textContent).toContain('第1步：旧步骤');
    expect(old.textContent).toContain('质量负责人');
    expect(mocked.flowDetail).toHaveBeenCalledWith({ companyId: undefined, businessCode: 'ORDER_SUBMIT', version: 1 });
    await user.click(screen.getByTestId('version-restore'));
    const editor = screen.getByTestId('flow-editor');
    await vi.waitFor(() => expect((within(editor).getByTestId('step-name-0') as HTMLInputElement).value).toBe('旧步骤'));
    expect(within(editor).queryByTestId('step-1')).toBeNull();
  });

  it('is read-only without sys.examine.edit', async () => {
    const user = userEvent.setup();
    renderExamine('/systemSetup/examine', ExaminePage, { buttons: [] });
    expect((await screen.findByTestId('flow-switch-ORDER_SUBMIT')).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('flow-open-ORDER_SUBMIT'));
    await screen.findByTestId('flow-editor');
    expect(screen.queryByTestId('flow-save')).toBeNull();
    expect(screen.queryByTestId('step-add')).toBeNull();
    expect(screen.queryByTestId('version-restore')).toBeNull();
  });

  it('lets the platform pick the company whose flows it configures', async () => {
    const user = userEvent.setup();
    mocked.flowCompanies.mockResolvedValue([
      { id: 5, code: 'MM0001', name: '平台', type: 'MM' },
      { id: 8, code: 'FC0001', name: '康瑞医疗', type: 'FC' },
    ]);
    renderExamine('/systemSetup/examine', ExaminePage, { companyType: 'MM' });
    const picker = await screen.findByTestId('company-picker');
    await user.click(picker.querySelector('.ant-select-selector, .ant-select-content') ?? picker);
    await user.click(await screen.findByTitle('康瑞医疗（FC0001）'));
    await vi.waitFor(() => expect(mocked.businessList).toHaveBeenLastCalledWith({ companyId: 8 }));
    await user.click(await screen.findByTestId('flow-open-ORDER_SUBMIT'));
    await screen.findByTestId('flow-editor');
    expect(mocked.approverOptions).toHaveBeenCalledWith({ companyId: 8 });
  });
});
