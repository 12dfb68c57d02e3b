// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './approvals-api';
import { ApprovalCenterPage } from './approval-center-page';
import { DETAIL, INSTANCE, pageOf, renderScreen } from './test-utils';

vi.mock('./approvals-api', () => ({
  queryExamineList: vi.fn(),
  pendingKindCounts: vi.fn(),
  doneKindCounts: vi.fn(),
  businessKinds: vi.fn(),
  mayListCompany: vi.fn(),
  examineDetail: vi.fn(),
  runExamineAction: vi.fn(),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/worktable/todo';
const COUNTS = [
  { businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 2 },
  { businessCode: 'APP_REQUEST', businessName: '应用申请', count: 1 },
];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.pendingKindCounts.mockResolvedValue(COUNTS);
  mocked.doneKindCounts.mockResolvedValue([{ businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 4 }]);
  mocked.businessKinds.mockResolvedValue([
    { businessCode: 'ADMIN_CHANGE', businessName: '管理员变更' },
    { businessCode: 'ORDER_SUBMIT', businessName: '订单提交审批' },
  ]);
  mocked.mayListCompany.mockResolvedValue(false);
  mocked.queryExamineList.mockResolvedValue(pageOf([INSTANCE]));
  mocked.examineDetail.mockResolvedValue(DETAIL);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

/** the comment's textarea (antd puts the test id on its count wrapper too) */
const commentBox = async () =>
  waitFor(() => {
    const box = document.querySelector<HTMLTextAreaElement>('textarea[data-testid="action-comment"]');
    if (!box) throw new Error('no comment box');
    return box;
  });

const openDrawer = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('open-31'));
  const drawer = await screen.findByTestId('approval-drawer');
  await within(drawer).findByTestId('approval-data');
  return { user, drawer };
};

describe('ApprovalCenterPage', () => {
  it('badges 待我审批 with my pending count, counts each business chip and filters by it; no 企业全部 when the server refuses it', async () => {
    renderScreen(PATH, ApprovalCenterPage);
    await waitFor(() => expect(screen.getByTestId('tab-badge-todo').textContent).toContain('3'));
    expect(await screen.findByText('全部 (3)')).toBeTruthy();
    expect(screen.getByText('管理员变更 (2)')).toBeTruthy();
    expect(screen.getByText('应用申请 (1)')).toBeTruthy();
    expect(mocked.queryExamineList).toHaveBeenCalledWith({ scope: 'todo', businessCode: undefined, pageNum: 1, pageSize: 20 });
    // the company scope is refused to this session: no 企业全部 tab
    await waitFor(() => expect(mocked.mayListCompany).toHaveBeenCalled());
    expect(screen.queryByTestId('tab-company')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('kind-APP_REQUEST'));
    await waitFor(() =>
      expect(mocked.queryExamineList).toHaveBeenLastCalledWith({ scope: 'todo', businessCode: 'APP_REQUEST', pageNum: 1, pageSize: 20 }),
    );
  });

  it('counts 我已处理 by what I decided; 我发起的 names the business types without counts', async () => {
    renderScreen(PATH, ApprovalCenterPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('tab-done'));
    expect(await screen.findByText('管理员变更 (4)')).toBeTruthy();
    await waitFor(() =>
      expect(mocked.queryExamineList).toHaveBeenLastCalledWith({ scope: 'done', businessCode: undefined, pageNum: 1, pageSize: 20 }),
    );

    // 我发起的 has no counts: its chips name the business types
    await user.click(screen.getByTestId('tab-mine'));
    expect(await screen.findByTestId('kind-ORDER_SUBMIT')).toBeTruthy();
    expect(screen.getByTestId('kind-ORDER_SUBMIT').textContent).toBe('订单提交审批');
    await user.click(screen.getByTestId('kind-ORDER_SUBMIT'));
    await waitFor(() =>
      expect(mocked.queryExamineList).toHaveBeenLastCalledWith({ scope: 'mine', businessCode: 'ORDER_SUBMIT', pageNum: 1, pageSize: 20 }),
    );
  });

  it('shows 企业全部 to a holder of sys.examine (the server answers its counts)', async () => {
    mocked.mayListCompany.mockResolvedValue(true);
    renderScreen(PATH, ApprovalCenterPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('tab-company'));
    await waitFor(() =>
      expect(mocked.queryExamineList).toHaveBeenLastCalledWith({ scope: 'company', businessCode: undefined, pageNum: 1, pageSize: 20 }),
    );
  });

  it('searches by keyword', async () => {
    renderScreen(PATH, ApprovalCenterPage);
    await screen.findByTestId('open-31');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('审批标题或业务编号'), '康瑞');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(mocked.queryExamineList).toHaveBeenLastCalledWith({
        scope: 'todo',
        businessCode: undefined,
        keyword: '康瑞',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('opens the drawer from a row: data, steps with their approvers, the record', async () => {
    const { router } = renderScreen(PATH, ApprovalCenterPage);
    const { drawer } = await openDrawer();
    expect(router.state.location.search).toBe('?instanceId=31');
    expect(mocked.examineDetail).toHaveBeenCalledWith(31);
    expect(within(drawer).getByText('黄磊（fc_sales）')).toBeTruthy();
    const step = within(drawer).getByTestId('step-0');
    expect(step.getAttribute('data-state')).toBe('current');
    expect(within(step).getByText('系统管理员')).toBeTruthy();
    expect(within(step).getByText('待处理')).toBeTruthy();
    expect(within(within(drawer).getByTestId('record-1')).getByText('提交')).toBeTruthy();
    // only the actions the answer allows
    expect(within(drawer).getByTestId('action-approve')).toBeTruthy();
    expect(within(drawer).queryByTestId('action-withdraw')).toBeNull();
    expect(within(drawer).queryByTestId('action-commit')).toBeNull();
  });

  it('opens the drawer from a todo link (?instanceId=N) over the list', async () => {
    renderScreen(PATH, ApprovalCenterPage, `${PATH}?instanceId=31`);
    const drawer = await screen.findByTestId('approval-drawer');
    const data = await within(drawer).findByTestId('approval-data');
    // the business's fields in its order with their labels, then the data's other keys
    expect([...data.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent)).toEqual([
      '变更原因',
      '原管理员',
      '备注',
      '新管理员',
    ]);
    expect(await screen.findByTestId('open-31')).toBeTruthy();
  });

  it('approves with a comment and the shown revision, then refreshes the list and the counts', async () => {
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    const approved = {
      ...DETAIL,
      status: 'approved' as const,
      revision: 2,
      actions: { ...DETAIL.actions, approve: false, reject: false, rollback: false, transfer: false },
    };
    mocked.runExamineAction.mockResolvedValue(approved);
    mocked.examineDetail.mockResolvedValue(approved);
    mocked.queryExamineList.mockResolvedValue(pageOf([]));
    mocked.pendingKindCounts.mockResolvedValue([{ ...COUNTS[1]! }]);
    const listCalls = mocked.queryExamineList.mock.calls.length;
    await user.click(within(drawer).getByTestId('action-approve'));
    await user.type(await commentBox(), '同意');
    await user.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(mocked.runExamineAction).toHaveBeenCalledWith({ kind: 'approve', comment: '同意' }, 31, 1));
    // the row leaves 待我审批 and the badge drops
    await waitFor(() => expect(mocked.queryExamineList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.getByTestId('tab-badge-todo').textContent).toContain('1'));
    await waitFor(() => expect(screen.queryByTestId('open-31')).toBeNull());
    expect(within(drawer).queryByTestId('action-approve')).toBeNull();
  });

  it('sends the step-editable fields with an approval', async () => {
    mocked.examineDetail.mockResolvedValue({
      ...DETAIL,
      data: { ...DETAIL.data, remark: '初稿' },
      editableFields: [{ name: 'remark', label: '备注' }],
    });
    mocked.runExamineAction.mockResolvedValue(DETAIL);
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByTestId('action-approve'));
    const field = await screen.findByTestId('field-remark');
    expect((field as HTMLInputElement).value).toBe('初稿');
    await user.clear(field);
    await user.type(field, '定稿');
    await user.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(mocked.runExamineAction).toHaveBeenCalledWith({ kind: 'approve', fields: { remark: '定稿' } }, 31, 1));
  });

  it('requires a reason to reject, and sends it', async () => {
    mocked.runExamineAction.mockResolvedValue({ ...DETAIL, status: 'rejected' });
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByTestId('action-reject'));
    await user.click(await screen.findByTestId('action-submit'));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    expect(mocked.runExamineAction).not.toHaveBeenCalled();
    await user.type(await commentBox(), '资料不全');
    await user.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(mocked.runExamineAction).toHaveBeenCalledWith({ kind: 'reject', comment: '资料不全' }, 31, 1));
  });

  it('rolls back to the initiator (the first step has no previous one) and transfers to a picked user', async () => {
    mocked.runExamineAction.mockResolvedValue(DETAIL);
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByTestId('action-rollback'));
    const previous = (await screen.findByText('上一步')).closest('label')!;
    expect(previous.className).toContain('disabled');
    await user.type(await commentBox(), '请补充材料');
    await user.click(screen.getByTestId('action-submit'));
    await waitFor(() =>
      expect(mocked.runExamineAction).toHaveBeenCalledWith({ kind: 'rollback', target: 'initiator', comment: '请补充材料' }, 31, 1),
    );

    await user.click(within(drawer).getByTestId('action-transfer'));
    await user.click(screen.getByTestId('action-submit'));
    expect(await screen.findByText('请选择转交对象')).toBeTruthy();
    await user.click(within(screen.getByTestId('action-form-transfer')).getByRole('combobox'));
    // the people the server offers for this task
    expect(await screen.findByTitle('平台运营')).toBeTruthy();
    await user.click(await screen.findByText('平台审核员'));
    expect(screen.queryByTitle('系统管理员')).toBeNull();
    await user.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(mocked.runExamineAction).toHaveBeenLastCalledWith({ kind: 'transfer', toUserId: 2 }, 31, 1));
  });

  it('withdraws after a confirm', async () => {
    mocked.examineDetail.mockResolvedValue({
      ...DETAIL,
      actions: { ...DETAIL.actions, approve: false, reject: false, rollback: false, transfer: false, withdraw: true },
    });
    mocked.runExamineAction.mockResolvedValue({ ...DETAIL, status: 'withdrawn' });
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByTestId('action-withdraw'));
    expect(mocked.runExamineAction).not.toHaveBeenCalled();
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.runExamineAction).toHaveBeenCalledWith({ kind: 'withdraw' }, 31, 1));
  });

  it('shows the Chinese message of AU1001 and reloads the drawer and the list', async () => {
    renderScreen(PATH, ApprovalCenterPage);
    const { user, drawer } = await openDrawer();
    mocked.runExamineAction.mockRejectedValue(new ApiError({ code: 'AU1001', msg: '该审批步骤已被他人处理，请刷新后查看最新状态' }));
    const detailCalls = mocked.examineDetail.mock.calls.length;
    const listCalls = mocked.queryExamineList.mock.calls.length;
    mocked.examineDetail.mockResolvedValue({
      ...DETAIL,
      status: 'approved',
      revision: 2,
      actions: { ...DETAIL.actions, approve: false, reject: false, rollback: false, transfer: false },
    });
    await user.click(within(drawer).getByTestId('action-approve'));
    await user.click(await screen.findByTestId('action-submit'));
    expect((await within(drawer).findByTestId('action-error')).textContent).toContain('该审批步骤已被他人处理，请刷新后查看最新状态');
    await waitFor(() => expect(mocked.examineDetail.mock.calls.length).toBeGreaterThan(detailCalls));
    await waitFor(() => expect(mocked.queryExamineList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(drawer).queryByTestId('action-approve')).toBeNull());
  });
});
