import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useEffect, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'

/**
 * Product images: the main picture is a button that zooms in place (a CSS transform following
 * the pointer; with the keyboard, Enter toggles and the arrow keys pan), previous/next buttons
 * and thumbnails. A new image set (another variant) starts from its first picture.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [zoom, setZoom] = useState(false)
  const [origin, setOrigin] = useState([50, 50])
  const first = images[0]
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first picture means a new set
  useEffect(() => {
    setIndex(0)
    setZoom(false)
  }, [first])
  const total = images.length
  const go = (i: number) => {
    setIndex((i + total) % total)
    setZoom(false)
  }
  const pan = (e: PointerEvent<HTMLButtonElement>) => {
    if (!zoom) return
    const r = e.currentTarget.getBoundingClientRect()
    setOrigin([((e.clientX - r.left) / r.width) * 100, ((e.clientY - r.top) / r.height) * 100])
  }
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, [number, number]> = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] }
    if (e.key === 'Escape' && zoom) {
      e.preventDefault()
      setZoom(false)
    } else if (step[e.key] && zoom) {
      e.preventDefault()
      const [dx, dy] = step[e.key] as [number, number]
      setOrigin(([x, y]) => [Math.min(100, Math.max(0, (x as number) + dx)), Math.min(100, Math.max(0, (y as number) + dy))])
    } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && total > 1) {
      e.preventDefault()
      go(index + (e.key === 'ArrowLeft' ? -1 : 1))
    }
  }
  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-200 hover:bg-white'
  return (
    <section aria-label={t('product.gallery')} className="flex flex-col gap-2" data-testid="gallery">
      <div className="relative">
        <button
          type="button"
          onClick={() => setZoom(!zoom)}
          onPointerMove={pan}
          onKeyDown={onKey}
          aria-pressed={zoom}
          aria-label={`${t('product.zoom')} – ${t('product.image_n', { n: index + 1, total })}`}
          className={`relative block aspect-square w-full overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200 ${zoom ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in'}`}
        >
          <img
            {...(images[index] ? imageSources(images[index], '(min-width: 768px) 576px, 100vw') : {})}
            alt={name}
            width={600}
            height={600}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="size-full object-cover transition-transform duration-200"
            style={{ transform: zoom ? 'scale(2.2)' : undefined, transformOrigin: `${origin[0]}% ${origin[1]}%` }}
            data-testid="gallery-image"
          />
          <span aria-hidden className="absolute right-2 bottom-2 rounded-full bg-white/90 p-2 text-neutral-800 shadow">
            <ZoomIn className="size-4" />
          </span>
        </button>
        {total > 1 && !zoom && (
          <>
            <button type="button" onClick={() => go(index - 1)} className={`${arrow} left-2`} aria-label={t('product.prev_image')}>
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button type="button" onClick={() => go(index + 1)} className={`${arrow} right-2`} aria-label={t('product.next_image')}>
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('product.image_n', { n: i + 1, total })}
                aria-current={i === index || undefined}
                className={`block size-16 overflow-hidden rounded-lg ring-2 ${i === index ? 'ring-brand-600' : 'ring-transparent hover:ring-neutral-300'}`}
              >
                <img {...imageSources(src, '64px')} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
