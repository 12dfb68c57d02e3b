// The column-setting popover content (spec 2 sections 4 and 9): select-all with indeterminate, a
// checkbox per column, drag to reorder (fixed, group and index columns stay put), reset locally,
// restore default and save, with the 'at least N fields' limit.
import { useState } from 'react';
import { Button, Checkbox, Flex, Typography, theme } from 'antd';
import { HolderOutlined, PushpinFilled } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import {
  columnKey,
  inPanel,
  isDraggable,
  moveColumn,
  selectAllState,
  setAllShown,
  setShown,
  shownCount,
  type TableColumn,
} from './columns';

export type ColumnSettingPanelProps<T> = {
  /** the columns as the table shows them now */
  columns: readonly TableColumn<T>[];
  /** what 'reset' returns to (the defaults after authorised fields) */
  defaults: readonly TableColumn<T>[];
  /** at least this many columns must stay shown */
  limit?: number | undefined;
  titleOf: (column: TableColumn<T>) => string;
  onSave: (columns: TableColumn<T>[]) => Promise<boolean> | boolean;
  onRestore: () => Promise<boolean> | boolean;
  /** the limit warning (the table shows it as an antd message) */
  onWarn: (text: string) => void;
};

function Row<T>({ column, title, onToggle }: { column: TableColumn<T>; title: string; onToggle: (show: boolean) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const key = columnKey(column);
  const draggable = isDraggable(column);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: key, disabled: !draggable });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={4}
      data-testid={`column-setting-item-${key}`}
      data-draggable={draggable ? 'true' : 'false'}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: '2px 0',
        background: isDragging ? token.colorFillSecondary : undefined,
      }}
    >
      {draggable ? (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('table:setting.drag')}
          data-testid={`column-drag-${key}`}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        />
      ) : (
        // keeps the checkboxes aligned; fixed, group and index columns have no handle
        <span style={{ width: 24, display: 'inline-block' }} />
      )}
      <Checkbox checked={Boolean(column.show)} onChange={(e) => onToggle(e.target.checked)} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis style={{ maxWidth: 120 }}>
          {title}
        </Typography.Text>
      </Checkbox>
      {column.fixed === 'left' ? <PushpinFilled aria-label={t('table:setting.locked')} style={{ color: token.colorPrimary }} /> : null}
    </Flex>
  );
}

export function ColumnSettingPanel<T>({ columns, defaults, limit, titleOf, onSave, onRestore, onWarn }: ColumnSettingPanelProps<T>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TableColumn<T>[]>(() => [...columns]);
  const [busy, setBusy] = useState<'save' | 'restore' | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const limitText = limit ? t('table:setting.limit', { n: limit }) : '';
  /** refuses a change that would leave fewer than `limit` columns shown */
  const change = (next: TableColumn<T>[]) => {
    if (limit && shownCount(next) < limit && shownCount(next) < shownCount(draft)) {
      onWarn(limitText);
      return;
    }
    setDraft(next);
  };

  const listed = draft.filter(inPanel);
  const all = selectAllState(draft);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setDraft((list) => moveColumn(list, String(active.id), String(over.id)));
  };

  const save = async () => {
    if (limit && shownCount(draft) < limit) {
      onWarn(limitText);
      return;
    }
    setBusy('save');
    try {
      await onSave(draft);
    } finally {
      setBusy(null);
    }
  };

  const restore = async () => {
    setBusy('restore');
    try {
      if (await onRestore()) setDraft([...defaults]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="column-setting-panel">
      <Checkbox
        checked={all.checked}
        indeterminate={all.indeterminate}
        onChange={(e) => change(setAllShown(draft, e.target.checked))}
        data-testid="column-setting-all"
      >
        {t('table:setting.selectAll')}
      </Checkbox>
      <div style={{ maxHeight: 320, overflowY: 'auto' }}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={listed.map(columnKey)} strategy={verticalListSortingStrategy}>
            {listed.map((column) => (
              <Row
                key={columnKey(column)}
                column={column}
                title={titleOf(column)}
                onToggle={(show) => change(setShown(draft, columnKey(column), show))}
              />
            ))}
          </SortableContext>
        </DndContext>
      </div>
      <Flex gap={4} justify="flex-end" wrap>
        <Button size="small" onClick={() => setDraft([...defaults])} data-testid="column-setting-reset">
          {t('table:setting.reset')}
        </Button>
        <Button size="small" onClick={restore} loading={busy === 'restore'} data-testid="column-setting-restore">
          {t('table:setting.restore')}
        </Button>
        <Button size="small" type="primary" onClick={save} loading={busy === 'save'} data-testid="column-setting-save">
          {t('table:setting.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
