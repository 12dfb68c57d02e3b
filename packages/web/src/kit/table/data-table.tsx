// DataTable (spec 2 'Column entry', issue 4): antd Table driven by column entries — selection, index,
// expand, group and default columns, fixed sides, widths, server sort — with the per-user column
// setting (popover from the header icon, lock icons in the headers) and a virtual mode for long lists.
import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Button, ConfigProvider, Flex, Popover, Table, Tooltip, message, theme, type TableProps } from 'antd';
import { PushpinFilled, PushpinOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ColumnSettingPanel } from './column-setting-panel';
import { columnKey, displayOrder, inPanel, isGroup, minWidthOf, type TableColumn } from './columns';
import {
  SETTING_COLUMN_WIDTH,
  SETTING_POPOVER_WIDTH,
  VIRTUAL_DEFAULT_HEIGHT,
  VIRTUAL_FIRST_ROWS,
  VIRTUAL_RESERVED_ROWS,
  VIRTUAL_ROW_HEIGHT,
} from './table-constants';
import { useColumnSettings } from './use-column-settings';
import { useTableAccess } from './table-access';

export type SortOrder = 'ascend' | 'descend';
export type SortState = { field: string; order: SortOrder } | null;

type AntColumns<T> = NonNullable<TableProps<T>['columns']>;

export type DataTableProps<T> = {
  columns: readonly TableColumn<T>[];
  data: readonly T[];
  rowKey: keyof T & string;
  loading?: boolean;
  /** the column-setting popover and header lock icons; needs tableNo and apiPath */
  headerSetting?: boolean;
  tableNo?: string;
  /** the list's api path (saved as interfaceUrl) */
  apiPath?: string;
  /** at least this many columns must stay shown ('至少选择N个字段') */
  limit?: number;
  /** rows before this page, for the index column */
  indexOffset?: number;
  /** server sort: the current state and its change (columns with allowSort) */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** the selection column's state (type 'selection') */
  selectedRowKeys?: Key[];
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  /** the expand column's content (type 'expand') */
  expandedRowRender?: (row: T) => ReactNode;
  /** long lists: antd virtual rows (38 px), body height minus 2 reserved rows, 50 rows handed over first */
  virtual?: boolean;
  /** table height for virtual mode (header included) */
  height?: number;
  /** shown instead of antd's empty state */
  emptyText?: ReactNode;
  testId?: string;
};

/** The antd props of virtual mode (spec 2 section 9). */
export function virtualProps(height: number = VIRTUAL_DEFAULT_HEIGHT): { virtual: true; listItemHeight: number; scrollY: number } {
  return {
    virtual: true,
    listItemHeight: VIRTUAL_ROW_HEIGHT,
    scrollY: Math.max(VIRTUAL_ROW_HEIGHT, height - VIRTUAL_RESERVED_ROWS * VIRTUAL_ROW_HEIGHT),
  };
}

/** The first 50 rows on the first paint, all of them from the next frame on. */
function useFirstRows<T>(data: readonly T[], active: boolean): readonly T[] {
  const [all, setAll] = useState(!active);
  useEffect(() => {
    if (!active || all) return undefined;
    const frame = requestAnimationFrame(() => setAll(true));
    return () => cancelAnimationFrame(frame);
  }, [active, all]);
  return active && !all && data.length > VIRTUAL_FIRST_ROWS ? data.slice(0, VIRTUAL_FIRST_ROWS) : data;
}

const DEFAULT_COLUMN_WIDTH = 150;
const widthSum = (columns: AntColumns<unknown>): number =>
  columns.reduce((sum, c) => {
    const children = (c as { children?: AntColumns<unknown> }).children;
    if (children?.length) return sum + widthSum(children);
    return sum + (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH);
  }, 0);

/**
 * The header icon and its popover. Each instance keeps its own open state: antd also renders header
 * titles into a hidden measure row, and that copy must never open a second panel.
 */
function SettingTrigger({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      styles={{ container: { width: SETTING_POPOVER_WIDTH } }}
      content={children(() => setOpen(false))}
    >
      <Button type="text" size="small" icon={<SettingOutlined />} aria-label={label} data-testid="column-setting-open" />
    </Popover>
  );
}

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    rowKey,
    loading,
    headerSetting,
    tableNo,
    apiPath,
    limit,
    indexOffset = 0,
    sort,
    onSortChange,
    selectedRowKeys,
    onSelectionChange,
    expandedRowRender,
    virtual = false,
    height,
    emptyText,
    testId = 'data-table',
  } = props;
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const settings = useColumnSettings({ columns, headerSetting, tableNo, apiPath });
  const rows = useFirstRows(data, virtual);
  const { token } = theme.useToken();
  const wrapper = useRef<HTMLDivElement>(null);
  useTableAccess(wrapper, t('table:scrollRegion'));
  // virtual rows are exactly 38 px: small cells whose vertical padding leaves 38 with the text line and border
  const virtualPadding = (VIRTUAL_ROW_HEIGHT - token.lineWidth - Math.floor(token.fontSize * token.lineHeight)) / 2;

  const titleOf = (column: TableColumn<T>): string =>
    column.label ?? (column.labelKey ? t(column.labelKey) : column.type === 'index' ? t('table:index') : '');

  const applied = settings.columns;
  const shown = displayOrder(applied.filter((c) => c.show));
  const selection = shown.find((c) => c.type === 'selection');
  const expand = shown.find((c) => c.type === 'expand');

  const lockIcon = (column: TableColumn<T>) => {
    const locked = column.fixed === 'left';
    const label = t(locked ? 'table:setting.unlock' : 'table:setting.lock');
    return (
      // keyed by the state: the header cell moves when it locks, so the old tooltip never sees the mouse
      // leave and would stay open over the new place; a fresh one opens only on the next hover
      <Tooltip key={locked ? 'locked' : 'free'} title={label}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          aria-pressed={locked}
          data-testid={`column-lock-${columnKey(column)}`}
          icon={locked ? <PushpinFilled /> : <PushpinOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            void settings.lock(columnKey(column)).then((ok) => {
              if (!ok) void toast.error(t('table:setting.saveFailed'));
            });
          }}
        />
      </Tooltip>
    );
  };

  const toAnt = (column: TableColumn<T>, top: boolean): AntColumns<T>[number] => {
    const title = titleOf(column);
    const minWidth = minWidthOf(column, title);
    const width = column.width !== undefined || minWidth !== undefined ? Math.max(column.width ?? 0, minWidth ?? 0) : undefined;
    const header =
      top && settings.enabled ? (
        <Flex align="center" gap={2} wrap={false}>
          <span>{title}</span>
          {lockIcon(column)}
        </Flex>
      ) : (
        title
      );
    const key = columnKey(column);
    const fixed = top && column.fixed ? column.fixed : undefined;
    if (isGroup(column)) {
      return {
        key,
        title: header,
        fixed,
        children: (column.children ?? []).filter((c) => c.show !== false).map((child) => toAnt(child, false)),
      };
    }
    const base = { key, title: header, fixed, width, minWidth, ellipsis: column.ellipsis };
    if (column.type === 'index') {
      return { ...base, render: (_value: unknown, _row: T, index: number) => indexOffset + index + 1 };
    }
    return {
      ...base,
      dataIndex: column.prop,
      render: column.render,
      sorter: column.allowSort ? true : undefined,
      sortOrder: column.allowSort ? (sort && sort.field === column.prop ? sort.order : null) : undefined,
    };
  };

  const antColumns: AntColumns<T> = shown.filter((c) => inPanel(c)).map((c) => toAnt(c, true));
  const settingColumn = settings.enabled
    ? {
        key: '__setting',
        width: SETTING_COLUMN_WIDTH,
        fixed: 'right' as const,
        title: (
          <SettingTrigger label={t('table:setting.open')}>
            {(close) => (
              <ColumnSettingPanel
                columns={applied}
                defaults={settings.defaults}
                limit={limit}
                titleOf={titleOf}
                onWarn={(text) => void toast.warning(text)}
                onSave={async (next) => {
                  const ok = await settings.save(next);
                  if (ok) {
                    void toast.success(t('table:setting.saved'));
                    close();
                  } else void toast.error(t('table:setting.saveFailed'));
                  return ok;
                }}
                onRestore={async () => {
                  const ok = await settings.restore();
                  if (ok) {
                    void toast.success(t('table:setting.restored'));
                    close();
                  } else void toast.error(t('table:setting.restoreFailed'));
                  return ok;
                }}
              />
            )}
          </SettingTrigger>
        ),
        render: () => null,
      }
    : null;
  const allColumns = settingColumn ? [...antColumns, settingColumn] : antColumns;

  const virtualMode = virtual ? virtualProps(height) : null;
  const tableProps: TableProps<T> & { listItemHeight?: number } = {
    columns: allColumns,
    dataSource: rows as T[],
    rowKey,
    loading: loading || settings.loading,
    pagination: false,
    size: virtual ? 'small' : 'middle',
    scroll: virtualMode ? { x: widthSum(allColumns as AntColumns<unknown>), y: virtualMode.scrollY } : { x: 'max-content' },
    // the sort hint on the sort arrows only: over the whole header it covered the lock pin's own tooltip
    // and stayed open when locking moved the header away from under the mouse
    showSorterTooltip: { target: 'sorter-icon' },
    onChange: (_pagination, _filters, sorter) => {
      if (!onSortChange || Array.isArray(sorter)) return;
      const field = sorter.column ? String(sorter.columnKey ?? sorter.field ?? '') : '';
      onSortChange(field && sorter.order ? { field, order: sorter.order } : null);
    },
  };
  if (virtualMode) {
    tableProps.virtual = true;
    // antd passes unknown props to rc-table: the row height of spec 2 instead of the theme's
    tableProps.listItemHeight = virtualMode.listItemHeight;
  }
  if (selection) {
    tableProps.rowSelection = {
      fixed: selection.fixed === 'left' ? true : undefined,
      columnWidth: selection.width,
      selectedRowKeys: selectedRowKeys ?? [],
      onChange: (keys, selectedRows) => onSelectionChange?.(keys, selectedRows),
    };
  }
  if (expand && expandedRowRender) {
    tableProps.expandable = { expandedRowRender, fixed: expand.fixed === 'left' ? 'left' : undefined, columnWidth: expand.width };
  }
  if (emptyText !== undefined) tableProps.locale = { emptyText };

  return (
    <div ref={wrapper} data-testid={testId} data-mode={virtual ? 'virtual' : 'normal'}>
      {toastHolder}
      {virtual ? (
        <ConfigProvider theme={{ components: { Table: { cellPaddingBlockSM: virtualPadding } } }}>
          <Table<T> {...tableProps} />
        </ConfigProvider>
      ) : (
        <Table<T> {...tableProps} />
      )}
    </div>
  );
}
