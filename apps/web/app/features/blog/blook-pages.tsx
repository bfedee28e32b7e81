import type { TBlook } from '@xinh/contracts'
import { Link } from 'react-router'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'

/** Layout of the pages per template: one column, a magazine grid, or a street-style strip. */
const LAYOUT: Record<TBlook['template'], string> = {
  classic: 'flex flex-col gap-6',
  editorial: 'grid gap-6 md:grid-cols-2',
  street: 'flex flex-col gap-6 md:grid md:grid-cols-3',
}

/**
 * The blook's pages: each photo with its hotspots, plain links placed at x,y % that open the
 * product (no JavaScript needed to tap one), and the page's caption and products as text.
 */
export function BlookPages({ blook }: { blook: TBlook }) {
  const t = useT()
  return (
    <ol className={LAYOUT[blook.template]} data-testid="blook-pages">
      {blook.pages.map((page, i) => (
        <li key={`${page.image}:${page.caption}`} className="flex flex-col gap-2" aria-label={t('blook.page_n', { n: i + 1 })}>
          <div className="relative overflow-hidden rounded-2xl bg-neutral-100">
            <img
              {...imageSources(page.image, '(min-width: 768px) 50vw, 100vw')}
              alt=""
              width={720}
              height={960}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="aspect-[3/4] w-full object-cover"
            />
            {page.hotspots.map((h) => (
              <Link
                key={`${h.x}:${h.y}:${h.product._id}`}
                to={h.product.url}
                aria-label={t('blook.hotspot', { name: h.product.name })}
                title={h.product.name}
                data-testid="blook-hotspot"
                className="group absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                style={{ left: `${h.x}%`, top: `${h.y}%` }}
              >
                <span aria-hidden className="absolute size-7 animate-ping rounded-full bg-white/60 motion-reduce:animate-none" />
                <span
                  aria-hidden
                  className="relative size-5 rounded-full border-2 border-white bg-brand-600 shadow-lg group-hover:scale-110"
                />
              </Link>
            ))}
          </div>
          {page.caption && <p className="text-sm text-neutral-800">{page.caption}</p>}
          {page.hotspots.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {page.hotspots.map((h) => (
                <li key={`${h.x}:${h.y}:${h.product._id}`}>
                  <Link
                    to={h.product.url}
                    className="flex min-h-11 items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm ring-1 ring-neutral-200 hover:ring-brand-600"
                  >
                    {h.product.image && (
                      <img
                        {...imageSources(h.product.image, '36px')}
                        alt=""
                        width={36}
                        height={36}
                        loading="lazy"
                        className="size-9 rounded-full object-cover"
                      />
                    )}
                    <span className="max-w-40 truncate">{h.product.name}</span>
                    <span className="font-semibold text-brand-700">{formatVnd(h.product.sale_price)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
