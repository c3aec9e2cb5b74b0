import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  ids: readonly string[];
  onMove: (ids: string[]) => void;
  /** The row's content beside its handle and its up and down buttons. */
  render: (id: string, index: number) => ReactNode;
  /** Accessible name of a row ("Move B/L number"), for the handle and the buttons. */
  labelOf: (id: string) => string;
  testId?: string;
  disabled?: boolean;
}

/**
 * An ordered list reordered by drag and drop (@dnd-kit: mouse, touch, and the keyboard — space to
 * lift the handle, arrows to move, space to drop) with up and down buttons on every row for those
 * who cannot drag. Test ids: `<testId>-row`, `<testId>-up`, `<testId>-down`, `<testId>-handle`.
 */
export function SortableList({ ids, onMove, render, labelOf, testId = 'sortable', disabled }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(arrayMove([...ids], from, to));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length) return;
    onMove(arrayMove([...ids], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className="tl-sortable" data-testid={testId}>
          {ids.map((id, index) => (
            <SortableRow
              key={id}
              id={id}
              index={index}
              last={index === ids.length - 1}
              label={labelOf(id)}
              testId={testId}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {render(id, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  index,
  last,
  label,
  testId,
  disabled,
  onUp,
  onDown,
  children,
}: {
  id: string;
  index: number;
  last: boolean;
  label: string;
  testId: string;
  disabled: boolean | undefined;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('exports');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: disabled ?? false });
  return (
    <li
      ref={setNodeRef}
      className={`tl-sortable-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`${testId}-row`}
      data-id={id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tl-sortable-handle"
        aria-label={t('order.drag', { name: label })}
        data-testid={`${testId}-handle`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <span className="tl-sortable-index">{index + 1}</span>
      <div className="tl-sortable-body">{children}</div>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        disabled={disabled || index === 0}
        aria-label={t('order.up', { name: label })}
        onClick={onUp}
        data-testid={`${testId}-up`}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={disabled || last}
        aria-label={t('order.down', { name: label })}
        onClick={onDown}
        data-testid={`${testId}-down`}
      />
    </li>
  );
}
