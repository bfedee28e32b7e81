import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { TSellerShopCategory } from '@xinh/contracts'
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react'
import { type CSSProperties, useEffect, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { MARKETING, useActionFailure } from './common.tsx'

const { path, api: API } = MARKETING.categories

/**
 * The shop's categories in the order of the shop page's tabs. Rows are dragged by their handle
 * (pointer, touch, or keyboard: space to lift, arrows to move, space to drop) and also have
 * up/down buttons; every new order is saved at once. Filtered lists (a tab or a keyword) show the
 * rows without reordering, since their order is only part of the whole.
 */
export function CategoryList({ categories, sortable }: { categories: TSellerShopCategory[]; sortable: boolean }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const failure = useActionFailure()
  const revalidator = useRevalidator()
  const [rows, setRows] = useState(categories)
  const [saving, setSaving] = useState(false)
  const [removing, setRemoving] = useState<TSellerShopCategory | null>(null)
  useEffect(() => setRows(categories), [categories])

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  async function saveOrder(next: TSellerShopCategory[]) {
    const before = rows
    setRows(next)
    setSaving(true)
    try {
      await api.put(`${API}/order`, { ids: next.map((c) => c._id) })
      toast(t('sc.marketing.cat.order_saved'), 'success', { key: 'category-order' })
      revalidator.revalidate()
    } catch (error) {
      setRows(before)
      toast(failure(error), 'error', { key: 'category-order' })
    } finally {
      setSaving(false)
    }
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return
    void saveOrder(arrayMove(rows, from, to))
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    move(
      rows.findIndex((c) => c._id === active.id),
      rows.findIndex((c) => c._id === over.id),
    )
  }

  async function setVisible(c: TSellerShopCategory, isVisible: boolean) {
    try {
      await api.patch(`${API}/${c._id}/visibility`, { is_visible: isVisible })
      toast(t(isVisible ? 'sc.marketing.cat.shown' : 'sc.marketing.cat.hidden', { name: c.name }), 'success')
      revalidator.revalidate()
    } catch (error) {
      toast(failure(error), 'error')
    }
  }

  const nameOf = (id: string | number) => rows.find((c) => c._id === id)?.name ?? ''
  const positionOf = (id: string | number) => rows.findIndex((c) => c._id === id) + 1
  const list = (
    <ol className="flex flex-col gap-2" aria-busy={saving || undefined} aria-label={t('sc.marketing.cat.list_label')}>
      {rows.map((c, i) => (
        <CategoryRow
          key={c._id}
          category={c}
          sortable={sortable}
          disabled={saving}
          onUp={() => move(i, i - 1)}
          onDown={() => move(i, i + 1)}
          first={i === 0}
          last={i === rows.length - 1}
          onVisible={(v) => setVisible(c, v)}
          onRemove={() => setRemoving(c)}
        />
      ))}
    </ol>
  )
  return (
    <>
      {sortable ? (
        <DndContext
          id="shop-categories"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('sc.marketing.cat.dnd_instructions') },
            announcements: {
              onDragStart: ({ active }) => t('sc.marketing.cat.dnd_start', { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over ? t('sc.marketing.cat.dnd_over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
              onDragEnd: ({ active, over }) =>
                over ? t('sc.marketing.cat.dnd_end', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
              onDragCancel: ({ active }) => t('sc.marketing.cat.dnd_cancel', { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext items={rows.map((c) => c._id)} strategy={verticalListSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      ) : (
        list
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('sc.marketing.cat.delete_title', { name: removing?.name ?? '' })}
        body={t('sc.marketing.cat.delete_body')}
        confirmLabel={t('sc.marketing.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return
          // a failure stays in the dialog with the API's message
          await api.delete(`${API}/${removing._id}`)
          toast(t('sc.marketing.deleted'), 'success')
          revalidator.revalidate()
        }}
      />
    </>
  )
}

type RowProps = {
  category: TSellerShopCategory
  sortable: boolean
  disabled: boolean
  first: boolean
  last: boolean
  onUp: () => void
  onDown: () => void
  onVisible: (visible: boolean) => void
  onRemove: () => void
}

/** A row that can be dragged (inside the list's DndContext). */
function SortableCategoryRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.category._id,
    disabled: props.disabled,
  })
  return (
    <CategoryRowView
      {...props}
      drag={{
        setNodeRef,
        style: { transform: CSS.Transform.toString(transform), transition },
        isDragging,
        handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
      }}
    />
  )
}

function CategoryRow(props: RowProps) {
  return props.sortable ? <SortableCategoryRow {...props} /> : <CategoryRowView {...props} />
}

type Drag = {
  setNodeRef: (node: HTMLElement | null) => void
  style: CSSProperties
  isDragging: boolean
  handle: Record<string, unknown> & { ref: (node: HTMLElement | null) => void }
}

function CategoryRowView({
  category: c,
  sortable,
  disabled,
  first,
  last,
  onUp,
  onDown,
  onVisible,
  onRemove,
  drag,
}: RowProps & { drag?: Drag }) {
  const t = useSellerT()
  const iconButton =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 disabled:opacity-40'
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={`flex flex-wrap items-center gap-2 rounded-xl bg-white p-2 ring-1 ring-neutral-200 sm:flex-nowrap sm:p-3 ${drag?.isDragging ? 'relative z-10 shadow-lg ring-brand-600' : ''}`}
    >
      {drag && (
        <button
          type="button"
          {...drag.handle}
          aria-label={t('sc.marketing.cat.drag', { name: c.name })}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
          disabled={disabled}
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
      )}
      <div className="min-w-0 flex-1">
        <Link to={`${path}/chi-tiet/${c._id}`} className="font-semibold text-neutral-900 hover:underline">
          {c.name}
        </Link>
        <p className="truncate text-sm text-neutral-700">{c.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-700">
          <StatusBadge tone={c.is_visible ? 'success' : 'neutral'}>
            {t(c.is_visible ? 'sc.marketing.cat.state_visible' : 'sc.marketing.cat.state_hidden')}
          </StatusBadge>
          {t('sc.marketing.products_count', { count: c.product_count })}
        </p>
      </div>
      <div className="flex items-center gap-0.5">
        {sortable && (
          <>
            <button
              type="button"
              className={iconButton}
              onClick={onUp}
              disabled={disabled || first}
              aria-label={t('sc.marketing.cat.move_up', { name: c.name })}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={onDown}
              disabled={disabled || last}
              aria-label={t('sc.marketing.cat.move_down', { name: c.name })}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={iconButton}
          onClick={() => onVisible(!c.is_visible)}
          aria-label={t(c.is_visible ? 'sc.marketing.cat.hide' : 'sc.marketing.cat.show', { name: c.name })}
        >
          {c.is_visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
        <Link to={`${path}/cap-nhat/${c._id}`} className={iconButton} aria-label={t('sc.marketing.edit_named', { name: c.name })}>
          <Pencil aria-hidden className="size-4" />
        </Link>
        <button type="button" className={iconButton} onClick={onRemove} aria-label={t('sc.marketing.delete_named', { name: c.name })}>
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  )
}
