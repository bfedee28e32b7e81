import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type Announcements,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'

export type SortableLabels = {
  drag: (name: string) => string
  up: (name: string) => string
  down: (name: string) => string
  pickedUp: (name: string) => string
  dropped: (name: string) => string
}

/**
 * A list reordered by dragging (pointer or keyboard: Space, arrows, Space) or by up/down buttons,
 * which also work without a pointer or a drag gesture. `onMove` gets the new order of ids.
 */
export function SortableList<T extends { id: string; name: string }>({
  items,
  onMove,
  labels,
  renderItem,
  disabled,
}: {
  items: T[]
  onMove: (ids: string[]) => void
  labels: SortableLabels
  renderItem: (item: T) => ReactNode
  disabled?: boolean
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nameOf = (id: string | number) => items.find((i) => i.id === id)?.name ?? ''
  const announcements: Announcements = {
    onDragStart: ({ active }) => labels.pickedUp(nameOf(active.id)),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => labels.dropped(nameOf(active.id)),
    onDragCancel: ({ active }) => labels.dropped(nameOf(active.id)),
  }
  const ids = items.map((i) => i.id)
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return
    onMove(arrayMove(ids, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} disabled={disabled}>
              {(handle) => (
                <div className="flex items-start gap-2">
                  <div className="flex shrink-0 items-center">
                    <button
                      type="button"
                      {...handle}
                      aria-label={labels.drag(item.name)}
                      className="flex size-11 cursor-grab items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100"
                    >
                      <GripVertical aria-hidden className="size-5" />
                    </button>
                    <div className="flex flex-col">
                      <button
                        type="button"
                        disabled={disabled || index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={labels.up(item.name)}
                        className="flex h-6 w-11 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 disabled:opacity-40"
                      >
                        <ChevronUp aria-hidden className="size-4" />
                      </button>
                      <button
                        type="button"
                        disabled={disabled || index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={labels.down(item.name)}
                        className="flex h-6 w-11 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 disabled:opacity-40"
                      >
                        <ChevronDown aria-hidden className="size-4" />
                      </button>
                    </div>
                  </div>
                  <div className="min-w-0 flex-1">{renderItem(item)}</div>
                </div>
              )}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string
  disabled?: boolean
  children: (handle: Record<string, unknown>) => ReactNode
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  // the row is the sortable node; only the grip button starts a drag (its role and label are ours)
  const { role: _role, 'aria-roledescription': _desc, ...handleAttributes } = attributes
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border border-neutral-200 bg-white p-2 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      {children({ ...handleAttributes, ...listeners })}
    </li>
  )
}
