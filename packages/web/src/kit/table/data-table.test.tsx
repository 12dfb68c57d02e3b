// @vitest-environment happy-dom
import { createElement, useState, type Key } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Antd from 'antd';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import * as api from './custom-table-api';
import type { TableColumn } from './columns';
import { DataTable, type DataTableProps } from './data-table';
import { VIRTUAL_DEFAULT_HEIGHT, VIRTUAL_FIRST_ROWS, VIRTUAL_RESERVED_ROWS, VIRTUAL_ROW_HEIGHT } from './table-constants';

const tableProps = vi.hoisted(() => [] as Record<string, any>[]);
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof Antd>();
  // records what reaches antd's Table, then renders the real one
  function SpyTable(props: Record<string, any>) {
    tableProps.push(props);
    return createElement(antd.Table as any, props);
  }
  return { ...antd, Table: SpyTable };
});
vi.mock('./custom-table-api', () => ({
  findTableSet: vi.fn(),
  fetchAuthFields: vi.fn(),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);

type Row = { id: number; userName: string; realName: string; phone: string; status: string };
const rows: Row[] = [
  { id: 1, userName: 'zhang', realName: '张三', phone: '13800000001', status: '启用' },
  { id: 2, userName: 'li', realName: '李四', phone: '13800000002', status: '停用' },
];
const COLUMNS: TableColumn<Row>[] = [
  { type: 'selection', width: 50 },
  { type: 'index' },
  {
    type: 'group',
    prop: 'account',
    labelKey: 'demoTable:columns.account',
    children: [
      { prop: 'userName', labelKey: 'demoTable:columns.userName', allowSort: true },
      { prop: 'realName', label: '姓名' },
    ],
  },
  { prop: 'phone', labelKey: 'demoTable:columns.phone', width: 100 },
  { prop: 'status', label: '状态', width: 80 },
  { prop: 'lastLoginTime', labelKey: 'demoTable:columns.lastLoginTime', fixed: 'right' },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DataTable<Row>
        columns={COLUMNS}
        data={rows}
        rowKey="id"
        headerSetting
        tableNo="userManagementList"
        apiPath="/m-staff-center/api/v1/merchantUser/pageList"
        {...props}
      />
    </QueryClientProvider>,
  );
}

const lastTable = () => tableProps.at(-1) as Record<string, any>;
const columnOf = (key: string) => (lastTable()['columns'] as any[]).find((c) => c.key === key);
const headerTitles = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter(Boolean);

/** antd copies header titles into a hidden measure row: the visible element of a test id */
const visible = async (testId: string) => {
  await screen.findAllByTestId(testId);
  const found = screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'));
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** antd puts the test id on the checkbox input or its wrapper depending on the version */
const selectAllBox = (panel: HTMLElement): HTMLInputElement => {
  const el = within(panel).getByTestId('column-setting-all');
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await visible('column-setting-open'));
  return screen.findByTestId('column-setting-panel');
}

const saved = (fieldList: unknown[]) => ({
  tableNo: 'userManagementList',
  customSet: JSON.stringify({ showList: [], fieldList }),
  pagePath: '/demo',
  interfaceUrl: null,
});

beforeEach(() => {
  vi.clearAllMocks();
  tableProps.length = 0;
  mocked.findTableSet.mockResolvedValue(null);
  mocked.fetchAuthFields.mockResolvedValue([]);
  mocked.saveTableSet.mockResolvedValue(undefined);
  mocked.resetTableSet.mockResolvedValue(undefined);
  window.location.hash = '#/demo?tab=1';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('renders group, index and default columns; index is locked left and numbered after the offset', async () => {
    renderTable({ indexOffset: 20 });
    await screen.findByText('张三');
    expect(headerTitles()).toEqual(expect.arrayContaining(['序号', '账号信息', '用户名', '姓名', '手机号', '状态', '最近登录时间']));
    expect(columnOf('index').fixed).toBe('left');
    expect(columnOf('lastLoginTime').fixed).toBe('right');
    expect(columnOf('account').children.map((c: any) => c.key)).toEqual(['userName', 'realName']);
    const cells = screen
      .getAllByRole('row')
      .slice(-2)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(cells).toEqual(['21', '22']);
    // the selection column becomes antd's row selection, fixed on the left
    expect(lastTable()['rowSelection'].fixed).toBe(true);
  });

  it('gives the index column at least 90 px and translated titles at least 120 (10 px a character when longer)', async () => {
    renderTable({ headerSetting: false });
    await screen.findByText('张三');
    expect(columnOf('index').width).toBe(90);
    expect(columnOf('index').minWidth).toBe(90);
    expect(columnOf('phone').width).toBe(120); // translated '手机号', given 100
    expect(columnOf('status').width).toBe(80); // literal label: no minimum
    cleanup();
    const long: TableColumn<Row>[] = [{ prop: 'x', labelKey: 'table:setting.saveFailed' }];
    renderTable({ headerSetting: false, columns: long });
    const title = '列设置保存失败，请稍后重试';
    expect(columnOf('x').width).toBe(title.length * 10);
  });

  it('hands the virtual constants to antd: row height 38, 2 reserved rows, 50 rows first', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, userName: `u${i}`, realName: `名${i}`, phone: '', status: '启用' }));
    renderTable({ headerSetting: false, virtual: true, data: many });
    const first = tableProps[0] as Record<string, any>;
    expect(first['virtual']).toBe(true);
    expect(first['listItemHeight']).toBe(VIRTUAL_ROW_HEIGHT);
    // small cells padded so a row is exactly 38 px (antd's own estimate then agrees)
    expect(first['size']).toBe('small');
    expect(VIRTUAL_ROW_HEIGHT).toBe(38);
    expect(VIRTUAL_RESERVED_ROWS).toBe(2);
    expect(VIRTUAL_FIRST_ROWS).toBe(50);
    expect(first['scroll'].y).toBe(VIRTUAL_DEFAULT_HEIGHT - 2 * 38);
    expect(first['dataSource']).toHaveLength(50);
    await waitFor(() => expect(lastTable()['dataSource']).toHaveLength(1000));
    expect(screen.getByTestId('data-table').dataset['mode']).toBe('virtual');
  });

  it('normal mode is not virtual and hands all rows at once', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, userName: `u${i}`, realName: '', phone: '', status: '' }));
    renderTable({ headerSetting: false, data: many });
    expect(tableProps[0]?.['virtual']).toBeUndefined();
    expect(tableProps[0]?.['dataSource']).toHaveLength(200);
    expect(tableProps[0]?.['size']).toBe('middle');
  }, 20_000);

  it('logs an error and shows no setting icon when the header setting lacks tableNo or the api path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTable({ tableNo: undefined });
    await screen.findByText('张三');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('tableNo'), expect.anything());
    expect(screen.queryByTestId('column-setting-open')).toBeNull();
    expect(mocked.findTableSet).not.toHaveBeenCalled();
    cleanup();
    error.mockClear();
    renderTable({ apiPath: undefined });
    await screen.findByText('张三');
    expect(error).toHaveBeenCalled();
    expect(screen.queryByTestId('column-setting-open')).toBeNull();
  });

  it('hides fieldShow 0 columns (also from the panel) and renames columns to fieldName', async () => {
    mocked.fetchAuthFields.mockResolvedValue([
      { fieldCode: 'phone', fieldName: '手机号', fieldShow: 0 },
      { fieldCode: 'status', fieldName: '账号状态', fieldShow: 1 },
    ]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    await waitFor(() => expect(headerTitles()).toContain('账号状态'));
    expect(headerTitles()).not.toContain('手机号');
    expect(headerTitles()).not.toContain('状态');
    const panel = await openPanel(user);
    expect(within(panel).queryByText('手机号')).toBeNull();
    expect(within(panel).getByText('账号状态')).toBeTruthy();
  });

  it('opens a 200 px popover; select-all is checked, indeterminate after one uncheck, and toggles all', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    const panel = await openPanel(user);
    const container = panel.closest('.ant-popover-container') as HTMLElement;
    expect(container.style.width).toBe('200px');
    const all = selectAllBox(panel);
    expect(all.checked).toBe(true);
    await user.click(within(within(panel).getByTestId('column-setting-item-status')).getByRole('checkbox'));
    expect(all.checked).toBe(false);
    expect(panel.querySelector('.ant-checkbox-indeterminate')).not.toBeNull();
    await user.click(all);
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(all);
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('offers drag handles only on columns that are not fixed, group or index', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    const panel = await openPanel(user);
    const draggable = (key: string) => within(panel).getByTestId(`column-setting-item-${key}`).dataset['draggable'];
    expect(draggable('index')).toBe('false');
    expect(draggable('account')).toBe('false');
    expect(draggable('lastLoginTime')).toBe('false');
    expect(draggable('phone')).toBe('true');
    expect(draggable('status')).toBe('true');
    expect(within(panel).queryByTestId('column-drag-index')).toBeNull();
    expect(within(panel).getByTestId('column-drag-phone')).toBeTruthy();
    // selection is structure, not a field: not listed
    expect(within(panel).queryByTestId('column-setting-item-selection')).toBeNull();
  });

  it('saves {showList, fieldList} with the hash path and the api path, then applies it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    const panel = await openPanel(user);
    await user.click(within(within(panel).getByTestId('column-setting-item-status')).getByRole('checkbox'));
    await user.click(within(panel).getByTestId('column-setting-save'));
    await waitFor(() => expect(mocked.saveTableSet).toHaveBeenCalledTimes(1));
    const body = mocked.saveTableSet.mock.calls[0]![0];
    expect(body.tableNo).toBe('userManagementList');
    expect(body.pagePath).toBe('/demo');
    expect(body.interfaceUrl).toBe('/m-staff-center/api/v1/merchantUser/pageList');
    const set = JSON.parse(body.customSet);
    expect(set.fieldList.map((e: any) => e.prop ?? e.type)).toEqual(['selection', 'index', 'account', 'phone', 'status', 'lastLoginTime']);
    expect(set.fieldList.find((e: any) => e.prop === 'status')).toMatchObject({
      show: false,
      sort: 4,
      fixed: false,
      label: '状态',
      width: 80,
    });
    expect(set.fieldList.find((e: any) => e.type === 'index')).toMatchObject({ fixed: 'left' });
    expect(set.showList.some((e: any) => e.prop === 'status')).toBe(false);
    expect(set.fieldList.find((e: any) => e.prop === 'account').children.map((c: any) => c.prop)).toEqual(['userName', 'realName']);
    await screen.findByText('列设置已保存');
    await waitFor(() => expect(headerTitles()).not.toContain('状态'));
  });

  it("warns '至少选择N个字段' and keeps the columns when a change goes below the limit", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable({ limit: 6 });
    const panel = await openPanel(user);
    const status = within(within(panel).getByTestId('column-setting-item-status')).getByRole('checkbox') as HTMLInputElement;
    await user.click(status);
    await screen.findByText('至少选择6个字段');
    expect(status.checked).toBe(true);
    await user.click(selectAllBox(panel));
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('reset returns the panel to the defaults without calling the server', async () => {
    mocked.findTableSet.mockResolvedValue(
      saved([
        { prop: 'phone', show: false },
        { prop: 'status', show: true },
      ]),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    await waitFor(() => expect(headerTitles()).not.toContain('手机号'));
    const panel = await openPanel(user);
    const phone = () => within(within(panel).getByTestId('column-setting-item-phone')).getByRole('checkbox') as HTMLInputElement;
    expect(phone().checked).toBe(false);
    await user.click(within(panel).getByTestId('column-setting-reset'));
    expect(phone().checked).toBe(true);
    expect(mocked.resetTableSet).not.toHaveBeenCalled();
    expect(mocked.saveTableSet).not.toHaveBeenCalled();
  });

  it('applies a saved setting (order and hidden columns) and restore default calls customTable/reset', async () => {
    mocked.findTableSet.mockResolvedValue(
      saved([
        { type: 'index', fixed: 'left', show: true },
        { prop: 'status', show: true },
        { prop: 'phone', show: false },
      ]),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    await waitFor(() => expect(headerTitles()).not.toContain('手机号'));
    const order = (lastTable()['columns'] as any[]).map((c) => c.key);
    expect(order.indexOf('status')).toBeLessThan(order.indexOf('account'));
    const panel = await openPanel(user);
    await user.click(within(panel).getByTestId('column-setting-restore'));
    await waitFor(() => expect(mocked.resetTableSet).toHaveBeenCalledWith('userManagementList'));
    await waitFor(() => expect(headerTitles()).toContain('手机号'));
    await screen.findByText('已恢复默认列设置');
  });

  it("keeps the defaults when the customTable calls answer a code other than '0'", async () => {
    mocked.findTableSet.mockRejectedValue(new ApiError({ code: 'SC9999', msg: '失败' }));
    mocked.fetchAuthFields.mockRejectedValue(new ApiError({ code: 'SC9999', msg: '失败' }));
    renderTable();
    await waitFor(() => expect(mocked.fetchAuthFields).toHaveBeenCalled());
    await waitFor(() => expect(lastTable()['loading']).toBe(false));
    expect(headerTitles()).toEqual(expect.arrayContaining(['手机号', '状态', '用户名']));
    mocked.saveTableSet.mockRejectedValue(new ApiError({ code: 'SC9999', msg: '失败' }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const panel = await openPanel(user);
    await user.click(within(within(panel).getByTestId('column-setting-item-status')).getByRole('checkbox'));
    await user.click(within(panel).getByTestId('column-setting-save'));
    await screen.findByText('列设置保存失败，请稍后重试');
    expect(headerTitles()).toContain('状态');
  });

  it('locks a column left from its header icon and unlocks it again, saving each time', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable();
    await visible('column-setting-open');
    expect((await visible('column-lock-index')).getAttribute('aria-pressed')).toBe('true');
    await user.click(await visible('column-lock-status'));
    await waitFor(() => expect(columnOf('status').fixed).toBe('left'));
    const first = JSON.parse(mocked.saveTableSet.mock.calls[0]![0].customSet);
    expect(first.fieldList.find((e: any) => e.prop === 'status').fixed).toBe('left');
    // locked columns move next to the other left-locked ones
    const keys = (lastTable()['columns'] as any[]).map((c) => c.key);
    expect(keys.slice(0, 2)).toEqual(['index', 'status']);
    await user.click(await visible('column-lock-status'));
    await waitFor(() => expect(columnOf('status').fixed).toBeUndefined());
    await user.click(await visible('column-lock-index'));
    await waitFor(() => expect(columnOf('index').fixed).toBeUndefined());
    expect(mocked.saveTableSet).toHaveBeenCalledTimes(3);
  });

  it('reports a sort change of an allowSort column and reflects the sort state', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderTable({ headerSetting: false, onSortChange, sort: { field: 'userName', order: 'descend' } });
    await screen.findByText('张三');
    expect(columnOf('account').children[0].sortOrder).toBe('descend');
    expect(columnOf('account').children[1].sorter).toBeUndefined();
    await user.click(screen.getByRole('columnheader', { name: '用户名' }));
    expect(onSortChange).toHaveBeenCalledWith(null);
  });

  it('selects rows through the selection column', async () => {
    function Harness() {
      const [keys, setKeys] = useState<Key[]>([]);
      return (
        <>
          <DataTable<Row> columns={COLUMNS} data={rows} rowKey="id" selectedRowKeys={keys} onSelectionChange={(k) => setKeys(k)} />
          <output data-testid="count">{keys.length}</output>
        </>
      );
    }
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[1]!);
    expect(screen.getByTestId('count').textContent).toBe('1');
    await act(async () => user.click(boxes[0]!));
    expect(screen.getByTestId('count').textContent).toBe('2');
  });
});
