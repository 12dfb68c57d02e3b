// An antd table whose rows are reordered by dragging the handle of the first column (pointer or keyboard),
// for the short ordered lists of this part (app groups, top-navigation entries).
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Table, type TableProps } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> | null;
const HandleContext = createContext<HandleProps>(null);

/** The drag handle of a row (its first cell). */
export function DragHandle({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const handle = useContext(HandleContext);
  if (!handle || disabled) return <HolderOutlined style={{ opacity: 0.25 }} />;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={t('sysNavigation:drag')}
      style={{ cursor: 'grab' }}
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...handle.listeners}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

type SortableTableProps<T> = Omit<TableProps<T>, 'rowKey' | 'dataSource'> & {
  data: readonly T[];
  idOf: (row: T) => number;
  /** the rows in their new order after a drag */
  onMove: (rows: T[]) => void;
};

export function SortableTable<T extends object>({ data, idOf, onMove, ...table }: SortableTableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = data.map((row) => String(idOf(row)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(arrayMove([...data], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Table<T>
          {...table}
          rowKey={(row) => String(idOf(row))}
          dataSource={[...data]}
          pagination={false}
          components={{ body: { row: SortableRow } }}
        />
      </SortableContext>
    </DndContext>
  );
}
