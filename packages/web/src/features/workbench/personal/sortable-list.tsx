// An ordered list the user rearranges: drag by the handle (pointer or keyboard), or the up / down
// buttons; each row may carry its own actions. Used by the shortcuts and the worktable's cards.
import type { ReactNode } from 'react';
import { Button, Flex, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

type SortableListProps<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  /** the new order, after a drag or an up / down */
  onMove: (items: T[]) => void;
  render: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  testId: string;
};

function SortableRow({ id, children, handleLabel, testId }: { id: string; children: ReactNode; handleLabel: string; testId: string }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={8}
      data-testid={`${testId}-item-${id}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: isDragging ? token.colorFillSecondary : token.colorBgContainer,
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={handleLabel}
        style={{ cursor: 'grab' }}
        {...attributes}
        {...listeners}
      />
      {children}
    </Flex>
  );
}

export function SortableList<T>({ items, idOf, onMove, render, actions, testId }: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const move = (from: number, to: number) => {
    if (to >= 0 && to < items.length && from !== to) onMove(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={8} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]!} handleLabel={t('wbPersonal:shortcut.drag')} testId={testId}>
              <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('wbPersonal:shortcut.up')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                data-testid={`${testId}-up-${ids[index]}`}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('wbPersonal:shortcut.down')}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                data-testid={`${testId}-down-${ids[index]}`}
              />
              {actions?.(item)}
            </SortableRow>
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}
