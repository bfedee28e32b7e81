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
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { validationMessage } from '@xinh/contracts'
import { GripVertical, ImagePlus, RotateCcw, Video, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ProgressBar } from '#web/ui/progress-bar.tsx'
import { uploadMedia } from '#web/ui/upload-media.ts'
import { useSellerT } from '../i18n/index.ts'
import { withUploaded } from './form-model.ts'

/** spec §5 image formats: png, jpg, jpeg, gif, svg. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/svg+xml,.png,.jpg,.jpeg,.gif,.svg'
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|svg)$/i
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime'

type Pending = { key: string; name: string; preview: string; progress: number; error?: string; abort?: () => void; file: File }
let seq = 0

/**
 * Files that upload as soon as they are picked, with their progress (XMLHttpRequest upload
 * events), an error and a retry each; `onUploaded` receives each stored URL.
 */
function useUploads(onUploaded: (url: string) => void) {
  const { bases, lang, country } = useApp()
  const t = useSellerT()
  const [pending, setPending] = useState<Pending[]>([])
  const live = useRef(pending)
  live.current = pending
  const done = useRef(onUploaded)
  done.current = onUploaded
  const patch = useCallback((key: string, change: Partial<Pending>) => {
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)))
  }, [])
  const start = useCallback(
    (item: Pending) => {
      const job = uploadMedia(item.file, { base: bases.commerce, lang, country }, (progress) => patch(item.key, { progress }))
      patch(item.key, { abort: job.abort, error: undefined, progress: 0 })
      job.done
        .then((url) => {
          setPending((list) => list.filter((p) => p.key !== item.key))
          URL.revokeObjectURL(item.preview)
          done.current(url)
        })
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.message === 'aborted') return
          patch(item.key, { abort: undefined, error: e instanceof ApiError && e.message ? e.message : t('common.network_error') })
        })
    },
    [bases.commerce, lang, country, patch, t],
  )
  const add = (files: File[]) => {
    const items = files.map((file) => ({ key: `up-${++seq}`, name: file.name, preview: URL.createObjectURL(file), progress: 0, file }))
    setPending((list) => [...list, ...items])
    for (const item of items) start(item)
  }
  const remove = (key: string) => {
    const item = live.current.find((p) => p.key === key)
    item?.abort?.()
    if (item) URL.revokeObjectURL(item.preview)
    setPending((list) => list.filter((p) => p.key !== key))
  }
  const retry = (key: string) => {
    const item = live.current.find((p) => p.key === key)
    if (item) start(item)
  }
  useEffect(
    () => () => {
      for (const p of live.current) {
        p.abort?.()
        URL.revokeObjectURL(p.preview)
      }
    },
    [],
  )
  return { pending, add, remove, retry }
}

function SortableImage({ url, index, onRemove, label }: { url: string; index: number; onRemove: () => void; label: string }) {
  const t = useSellerT()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: url })
  const name = t('sc.products.media.image_n', { label, n: index + 1 })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative size-24 shrink-0 overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200 ${isDragging ? 'z-10 shadow-lg ring-brand-600' : ''}`}
      data-testid="media-item"
      data-url={url}
    >
      <img src={url} alt={name} className="size-full object-cover" />
      {index === 0 && (
        <span className="absolute bottom-1 left-1 rounded bg-black/70 px-1 text-[11px] font-semibold text-white">
          {t('sc.products.media.cover')}
        </span>
      )}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sc.products.media.move', { name })}
        className="absolute top-1 left-1 flex size-8 cursor-grab touch-none items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow hover:bg-white active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('sc.products.media.remove', { name })}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  )
}

/**
 * Up to `max` images of one place (spec §5: at most 3 per place), each uploaded with its
 * progress as soon as it is picked, reordered by dragging — with a pointer, a finger, or the
 * keyboard (Space or Enter on the handle, then the arrow keys, Space to drop). The first image
 * is the cover.
 */
export function ImagesField({
  name,
  label,
  hint,
  value,
  onChange,
  error,
  max,
}: {
  /** The form field (images, description_images), for tests and ids. */
  name: string
  label: string
  hint: string
  value: string[]
  onChange: (urls: string[]) => void
  error?: string
  max: number
}) {
  const t = useSellerT()
  const id = useId()
  const [notice, setNotice] = useState<string>()
  const current = useRef(value)
  current.current = value
  const uploads = useUploads((url) => {
    const next = withUploaded(current, url, max)
    if (next) onChange(next)
  })
  const count = value.length + uploads.pending.length
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onChange(arrayMove(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))))
  }
  const pick = (files: File[]) => {
    const images = files.filter((f) => IMAGE_EXTENSIONS.test(f.name))
    const room = max - count
    const messages: string[] = []
    if (images.length < files.length) messages.push(validationMessage('v.image_types', t.lang))
    if (images.length > room) messages.push(validationMessage('v.max_files', t.lang, { max }))
    setNotice(messages.join(' ') || undefined)
    uploads.add(images.slice(0, Math.max(0, room)))
  }
  const describedBy = `${id}-hint${error || notice ? ` ${id}-error` : ''}`
  const position = (uid: string | number) => value.indexOf(String(uid)) + 1
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2" data-testid={`media-${name}`}>
      <legend className="text-sm font-medium text-neutral-800">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {hint} {t('sc.products.media.count', { count, max })}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('sc.products.media.dnd_instructions') },
          announcements: {
            onDragStart: ({ active }) => t('sc.products.media.dnd_start', { n: position(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('sc.products.media.dnd_over', { n: position(active.id), to: position(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              over ? t('sc.products.media.dnd_end', { n: position(active.id), to: position(over.id) }) : undefined,
            onDragCancel: () => t('sc.products.media.dnd_cancel'),
          },
        }}
      >
        <SortableContext items={value} strategy={horizontalListSortingStrategy}>
          <ul className="flex flex-wrap gap-2">
            {value.map((url, index) => (
              <SortableImage key={url} url={url} index={index} label={label} onRemove={() => onChange(value.filter((u) => u !== url))} />
            ))}
            {uploads.pending.map((p) => (
              <li key={p.key} className="relative size-24 shrink-0 overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200">
                <img src={p.preview} alt={p.name} className="size-full object-cover opacity-70" />
                {!p.error && (
                  <ProgressBar
                    value={p.progress}
                    label={t('sc.products.media.uploading', { name: p.name })}
                    className="absolute inset-x-1 bottom-1"
                  />
                )}
                {p.error && (
                  <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/90 p-1 text-center">
                    <p role="alert" className="line-clamp-3 text-[11px] leading-tight font-medium text-red-800">
                      {p.error}
                    </p>
                    <button
                      type="button"
                      onClick={() => uploads.retry(p.key)}
                      className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      <RotateCcw aria-hidden className="size-3.5" />
                      {t('sc.products.media.retry')}
                    </button>
                  </div>
                )}
                <button
                  type="button"
                  onClick={() => uploads.remove(p.key)}
                  aria-label={t('sc.products.media.remove', { name: p.name })}
                  className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
            {count < max && (
              <li className="size-24 shrink-0">
                <label className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-neutral-300 text-center text-xs font-medium text-neutral-700 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 hover:border-brand-600 hover:text-brand-700">
                  <ImagePlus aria-hidden className="size-6" />
                  {t('sc.products.media.add')}
                  <input
                    type="file"
                    multiple
                    accept={IMAGE_ACCEPT}
                    className="sr-only"
                    aria-label={t('sc.products.media.add_to', { label })}
                    onChange={(e) => {
                      if (e.target.files) pick(Array.from(e.target.files))
                      e.target.value = ''
                    }}
                  />
                </label>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      {(error || notice) && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error ?? notice}
        </p>
      )}
    </fieldset>
  )
}

/** The product's one video (spec §5), uploaded with its progress; the server checks its length (VIDEO_TOO_LONG). */
export function VideoField({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string }) {
  const t = useSellerT()
  const id = useId()
  const uploads = useUploads((url) => onChange(url))
  const pending = uploads.pending[0]
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-neutral-800">{t('sc.products.media.video')}</legend>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {t('sc.products.media.video_hint')}
      </p>
      {value ? (
        <div className="relative w-48 overflow-hidden rounded-lg bg-black ring-1 ring-neutral-200">
          {/* biome-ignore lint/a11y/useMediaCaption: a seller's product video preview has no captions */}
          <video src={value} controls preload="metadata" className="aspect-video w-full" aria-label={t('sc.products.media.video')} />
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('sc.products.media.remove', { name: t('sc.products.media.video') })}
            className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : pending ? (
        <div className="flex w-64 flex-col gap-1 rounded-lg p-2 ring-1 ring-neutral-200">
          <p className="truncate text-sm">{pending.name}</p>
          {pending.error ? (
            <div className="flex items-center gap-2">
              <p role="alert" className="flex-1 text-xs font-medium text-red-800">
                {pending.error}
              </p>
              <button type="button" onClick={() => uploads.retry(pending.key)} className="text-xs font-semibold text-brand-700">
                {t('sc.products.media.retry')}
              </button>
              <button type="button" onClick={() => uploads.remove(pending.key)} className="text-xs font-semibold text-neutral-700">
                {t('sc.products.media.cancel')}
              </button>
            </div>
          ) : (
            <ProgressBar value={pending.progress} label={t('sc.products.media.uploading', { name: pending.name })} />
          )}
        </div>
      ) : (
        <label className="flex w-48 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-neutral-300 px-3 py-4 text-xs font-medium text-neutral-700 focus-within:border-brand-600 hover:border-brand-600">
          <Video aria-hidden className="size-5" />
          {t('sc.products.media.add_video')}
          <input
            type="file"
            accept={VIDEO_ACCEPT}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) uploads.add([file])
              e.target.value = ''
            }}
          />
        </label>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** One image of a variant (or none), uploaded with its progress. */
export function VariantImage({
  value,
  onChange,
  label,
}: {
  value: string | undefined
  onChange: (url: string | null) => void
  label: string
}) {
  const t = useSellerT()
  const uploads = useUploads((url) => onChange(url))
  const pending = uploads.pending[0]
  if (value)
    return (
      <div className="relative size-11 shrink-0">
        <img src={value} alt={label} className="size-11 rounded-md object-cover ring-1 ring-neutral-200" />
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={t('sc.products.media.remove', { name: label })}
          className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-black/70 text-white"
        >
          <X aria-hidden className="size-3" />
        </button>
      </div>
    )
  if (pending)
    return (
      <div className="flex size-11 shrink-0 flex-col justify-end rounded-md bg-neutral-100 p-1" title={pending.error}>
        {pending.error ? (
          <button type="button" onClick={() => uploads.retry(pending.key)} aria-label={`${t('sc.products.media.retry')}: ${pending.error}`}>
            <RotateCcw aria-hidden className="mx-auto size-4 text-red-700" />
          </button>
        ) : (
          <ProgressBar value={pending.progress} label={t('sc.products.media.uploading', { name: label })} />
        )}
      </div>
    )
  return (
    <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md border border-dashed border-neutral-400 text-neutral-600 focus-within:border-brand-600 hover:border-brand-600">
      <ImagePlus aria-hidden className="size-4" />
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={t('sc.products.media.variant_image', { label })}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) uploads.add([file])
          e.target.value = ''
        }}
      />
    </label>
  )
}
