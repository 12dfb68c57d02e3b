// Column entries of spec 2 section 3 and the pure rules of the column panel: defaults, authorised
// fields, merging a saved setting, reordering, select-all, locking and the minimum widths.
import type { ReactNode } from 'react';
import type { AuthField, ColumnEntry } from '@medportal/contracts/staff/custom-table.contract';
import { INDEX_COLUMN_MIN_WIDTH, TITLE_CHAR_WIDTH, TRANSLATED_COLUMN_MIN_WIDTH } from './table-constants';

export type ColumnKind = 'selection' | 'index' | 'expand' | 'group' | 'default';
export type ColumnFixed = 'left' | 'right' | false;

/** Spec 2 'Column entry' plus what rendering needs (never saved: render, labelKey, ellipsis). */
export type TableColumn<T> = {
  prop?: string;
  type?: ColumnKind;
  /** a title already in the reader's language (e.g. the authority's fieldName) */
  label?: string;
  /** i18n key of the title; translated titles get the minimum width of spec 2 section 9 */
  labelKey?: string;
  show?: boolean;
  sort?: number;
  fixed?: ColumnFixed;
  width?: number;
  allowSort?: boolean;
  children?: TableColumn<T>[];
  ellipsis?: boolean;
  render?: (value: unknown, row: T, index: number) => ReactNode;
};

export const columnKey = <T>(column: TableColumn<T>): string =>
  column.prop ??
  (column.type && column.type !== 'default' && column.type !== 'group' ? column.type : `label:${column.label ?? column.labelKey ?? ''}`);

export const isGroup = <T>(column: TableColumn<T>): boolean => column.type === 'group' || Boolean(column.children?.length);

/** Selection and expand are structure, not fields: the panel does not list them. */
export const inPanel = <T>(column: TableColumn<T>): boolean => column.type !== 'selection' && column.type !== 'expand';

/** Fixed, group and index columns keep their place (spec 2 section 4). */
export const isDraggable = <T>(column: TableColumn<T>): boolean =>
  inPanel(column) && !column.fixed && column.type !== 'index' && !isGroup(column);

/** Every column shown unless it says otherwise, sort = position, index (and selection) locked left. */
export function prepareColumns<T>(columns: readonly TableColumn<T>[]): TableColumn<T>[] {
  return columns.map((column, sort) => ({
    ...column,
    show: column.show ?? true,
    sort,
    fixed: column.fixed ?? (column.type === 'index' || column.type === 'selection' ? 'left' : false),
  }));
}

/**
 * Authorised fields of the table: fieldShow 0 removes a column, fieldName renames it; unlisted columns stay.
 * A fieldName equal to the column's own title in the source language (sourceTitle, zh-CN) is no renaming:
 * the column keeps its translated title, so an English reader does not get the Chinese default back.
 */
export function applyAuthFields<T>(
  columns: readonly TableColumn<T>[],
  fields: readonly AuthField[],
  sourceTitle: (column: TableColumn<T>) => string | undefined = () => undefined,
): TableColumn<T>[] {
  if (!fields.length) return [...columns];
  const byCode = new Map(fields.map((f) => [f.fieldCode, f]));
  const walk = (list: readonly TableColumn<T>[]): TableColumn<T>[] =>
    list.flatMap((column) => {
      const field = column.prop ? byCode.get(column.prop) : undefined;
      if (field && field.fieldShow === 0) return [];
      const renames = field !== undefined && field.fieldName !== sourceTitle(column);
      const renamed: TableColumn<T> = renames ? { ...column, label: field.fieldName, labelKey: undefined } : { ...column };
      if (column.children?.length) {
        renamed.children = walk(column.children);
        // a group whose every child is hidden has nothing left to show
        if (!renamed.children.length) return [];
      }
      return [renamed];
    });
  return walk(columns);
}

/** A saved fieldList over the current columns: saved order, show and fixed; new columns after them. */
export function mergeSaved<T>(base: readonly TableColumn<T>[], fieldList: readonly ColumnEntry[] | null | undefined): TableColumn<T>[] {
  if (!fieldList?.length) return [...base];
  const byKey = new Map(base.map((c) => [columnKey(c), c]));
  const used = new Set<string>();
  const merged: TableColumn<T>[] = [];
  for (const entry of fieldList) {
    const key = columnKey(entry as TableColumn<T>);
    const column = byKey.get(key);
    if (!column || used.has(key)) continue;
    used.add(key);
    merged.push({
      ...column,
      show: entry.show ?? column.show,
      fixed: entry.fixed === 'left' || entry.fixed === 'right' ? entry.fixed : false,
    });
  }
  for (const column of base) if (!used.has(columnKey(column))) merged.push(column);
  return merged.map((column, sort) => ({ ...column, sort }));
}

/** What is saved of a column: spec 2 'Column entry' only. */
export function toEntry<T>(column: TableColumn<T>, sort: number): ColumnEntry {
  const entry: ColumnEntry = { type: column.type ?? 'default', show: column.show ?? true, sort, fixed: column.fixed ?? false };
  if (column.prop !== undefined) entry.prop = column.prop;
  const label = column.label ?? column.labelKey;
  if (label !== undefined) entry.label = label;
  if (column.width !== undefined) entry.width = column.width;
  if (column.allowSort !== undefined) entry.allowSort = column.allowSort;
  if (column.children?.length) entry.children = column.children.map((child, i) => toEntry(child, i));
  return entry;
}

/** customSet of customTable/save: JSON {showList, fieldList}. */
export function customSetOf<T>(columns: readonly TableColumn<T>[]): string {
  const fieldList = columns.map((c, i) => toEntry(c, i));
  return JSON.stringify({ showList: fieldList.filter((e) => e.show), fieldList });
}

/** The fieldList of a saved customSet; anything unreadable counts as no setting. */
export function fieldListOf(customSet: string | null | undefined): ColumnEntry[] | null {
  if (!customSet) return null;
  try {
    const parsed = JSON.parse(customSet) as { fieldList?: unknown };
    return Array.isArray(parsed.fieldList) ? (parsed.fieldList as ColumnEntry[]) : null;
  } catch {
    return null;
  }
}

/**
 * Drag result: only draggable columns move, into the slots draggable columns held, so fixed, group and
 * index columns keep their positions. Returns the list unchanged when either end is not draggable.
 */
export function moveColumn<T>(columns: readonly TableColumn<T>[], activeKey: string, overKey: string): TableColumn<T>[] {
  const active = columns.find((c) => columnKey(c) === activeKey);
  const over = columns.find((c) => columnKey(c) === overKey);
  if (!active || !over || activeKey === overKey || !isDraggable(active) || !isDraggable(over)) return [...columns];
  const movable = columns.filter(isDraggable);
  const from = movable.indexOf(active);
  const to = movable.indexOf(over);
  const reordered = [...movable];
  reordered.splice(from, 1);
  reordered.splice(to, 0, active);
  let next = 0;
  return columns.map((c) => (isDraggable(c) ? (reordered[next++] ?? c) : c)).map((c, sort) => ({ ...c, sort }));
}

/** The select-all checkbox of the panel. */
export function selectAllState<T>(columns: readonly TableColumn<T>[]): { checked: boolean; indeterminate: boolean } {
  const listed = columns.filter(inPanel);
  const shown = listed.filter((c) => c.show).length;
  return { checked: listed.length > 0 && shown === listed.length, indeterminate: shown > 0 && shown < listed.length };
}

export const shownCount = <T>(columns: readonly TableColumn<T>[]): number => columns.filter((c) => inPanel(c) && c.show).length;

export function setShown<T>(columns: readonly TableColumn<T>[], key: string, show: boolean): TableColumn<T>[] {
  return columns.map((c) => (columnKey(c) === key ? { ...c, show } : c));
}

export function setAllShown<T>(columns: readonly TableColumn<T>[], show: boolean): TableColumn<T>[] {
  return columns.map((c) => (inPanel(c) ? { ...c, show } : c));
}

/** The header icon: lock a column to the left, or unlock it. */
export function toggleLock<T>(columns: readonly TableColumn<T>[], key: string): TableColumn<T>[] {
  return columns.map((c) => (columnKey(c) === key ? { ...c, fixed: c.fixed === 'left' ? false : 'left' } : c));
}

/** antd needs left-fixed columns first and right-fixed last; otherwise the order stays. */
export function displayOrder<T>(columns: readonly TableColumn<T>[]): TableColumn<T>[] {
  const rank = (c: TableColumn<T>) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return columns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** Index column at least 90; a translated title at least 120, or about 10 px a character when longer. */
export function minWidthOf<T>(column: TableColumn<T>, title: string): number | undefined {
  if (column.type === 'index') return INDEX_COLUMN_MIN_WIDTH;
  if (column.labelKey && !column.label) return Math.max(TRANSLATED_COLUMN_MIN_WIDTH, [...title].length * TITLE_CHAR_WIDTH);
  return undefined;
}
