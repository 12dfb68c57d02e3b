import { describe, expect, it } from 'vitest';
import {
  applyAuthFields,
  columnKey,
  customSetOf,
  fieldListOf,
  isDraggable,
  mergeSaved,
  minWidthOf,
  moveColumn,
  prepareColumns,
  selectAllState,
  setShown,
  toggleLock,
  type TableColumn,
} from './columns';

type Row = Record<string, unknown>;
const cols = (): TableColumn<Row>[] =>
  prepareColumns<Row>([
    { type: 'index' },
    { prop: 'a', label: 'A' },
    { prop: 'g', type: 'group', label: 'G', children: [{ prop: 'g1', label: 'G1' }] },
    { prop: 'b', label: 'B' },
    { prop: 'f', label: 'F', fixed: 'left' },
    { prop: 'c', label: 'C' },
  ]);
const keys = (list: TableColumn<Row>[]) => list.map(columnKey);

describe('column rules', () => {
  it('locks the index column left by default and shows every column', () => {
    const list = cols();
    expect(list[0]).toMatchObject({ type: 'index', fixed: 'left', show: true, sort: 0 });
    expect(list.every((c) => c.show)).toBe(true);
  });

  it('fixed, group and index columns are not draggable and keep their places when others move', () => {
    const list = cols();
    expect(list.filter(isDraggable).map(columnKey)).toEqual(['a', 'b', 'c']);
    expect(keys(moveColumn(list, 'c', 'a'))).toEqual(['index', 'c', 'g', 'a', 'f', 'b']);
    expect(moveColumn(list, 'c', 'a').map((c) => c.sort)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(keys(moveColumn(list, 'f', 'a'))).toEqual(keys(list));
    expect(keys(moveColumn(list, 'a', 'index'))).toEqual(keys(list));
    expect(keys(moveColumn(list, 'a', 'g'))).toEqual(keys(list));
  });

  it('select-all is indeterminate while some columns are shown', () => {
    const list = cols();
    expect(selectAllState(list)).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState(setShown(list, 'a', false))).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(list.map((c) => ({ ...c, show: false })))).toEqual({ checked: false, indeterminate: false });
  });

  it('toggles the left lock', () => {
    const locked = toggleLock(cols(), 'a');
    expect(locked[1]?.fixed).toBe('left');
    expect(toggleLock(locked, 'a')[1]?.fixed).toBe(false);
    expect(toggleLock(cols(), 'index')[0]?.fixed).toBe(false);
  });

  it('authorised fields: fieldShow 0 removes (a group left empty too), fieldName renames, others stay', () => {
    const list = applyAuthFields(cols(), [
      { fieldCode: 'a', fieldName: '甲', fieldShow: 0 },
      { fieldCode: 'g1', fieldName: 'x', fieldShow: 0 },
      { fieldCode: 'b', fieldName: '乙', fieldShow: 2 },
    ]);
    expect(keys(list)).toEqual(['index', 'b', 'f', 'c']);
    expect(list[1]?.label).toBe('乙');
    expect(applyAuthFields(cols(), [])).toHaveLength(6);
  });

  it('keeps a translated title when the authorised fieldName is only its source-language text', () => {
    const translated = prepareColumns<Row>([
      { prop: 'a', labelKey: 'order:a' },
      { prop: 'b', labelKey: 'order:b' },
    ]);
    const zh: Record<string, string> = { 'order:a': '订单编号', 'order:b': '订单类型' };
    const list = applyAuthFields(
      translated,
      [
        { fieldCode: 'a', fieldName: '订单编号', fieldShow: 2 },
        { fieldCode: 'b', fieldName: '业务类型', fieldShow: 2 },
      ],
      (c) => (c.labelKey ? zh[c.labelKey] : undefined),
    );
    expect(list[0]).toMatchObject({ labelKey: 'order:a' });
    expect(list[0]?.label).toBeUndefined();
    expect(list[1]).toMatchObject({ label: '业务类型', labelKey: undefined });
  });

  it('merges a saved fieldList: saved order, show and fixed; unknown entries dropped; new columns appended', () => {
    const merged = mergeSaved(cols(), [
      { prop: 'c', show: false, fixed: false },
      { prop: 'gone', show: true },
      { type: 'index', fixed: false, show: true },
    ]);
    expect(keys(merged)).toEqual(['c', 'index', 'a', 'g', 'b', 'f']);
    expect(merged[0]?.show).toBe(false);
    expect(merged[1]?.fixed).toBe(false);
  });

  it('customSet is JSON {showList, fieldList} and reads back', () => {
    const text = customSetOf(setShown(cols(), 'b', false));
    const parsed = JSON.parse(text);
    expect(parsed.fieldList).toHaveLength(6);
    expect(parsed.showList.map((e: any) => e.prop ?? e.type)).toEqual(['index', 'a', 'g', 'f', 'c']);
    expect(fieldListOf(text)).toEqual(parsed.fieldList);
    expect(fieldListOf('not json')).toBeNull();
    expect(fieldListOf(null)).toBeNull();
  });

  it('minimum widths: index 90, translated title max(120, 10 per character), literal titles none', () => {
    expect(minWidthOf({ type: 'index' }, '序号')).toBe(90);
    expect(minWidthOf({ prop: 'x', labelKey: 'k' }, '手机号')).toBe(120);
    expect(minWidthOf({ prop: 'x', labelKey: 'k' }, 'Last login time')).toBe(150);
    expect(minWidthOf({ prop: 'x', label: '状态' }, '状态')).toBeUndefined();
  });
});
