import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'
import { bannerHref } from './links.ts'
import type { Banner } from './types.ts'

/**
 * Home banners: a swipeable scroll-snap strip (no autoplay, so nothing moves on its own) with
 * previous/next buttons and dots. The first image is the LCP element: loaded eagerly with high
 * priority (and preloaded by the page's meta); the rest load lazily.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT()
  const strip = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  const go = (i: number) => {
    const el = strip.current
    if (!el) return
    const n = (i + banners.length) % banners.length
    el.scrollTo({ left: n * el.clientWidth, behavior: 'smooth' })
    setIndex(n)
  }
  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white'
  return (
    <section aria-label={t('home.banners')} aria-roledescription="carousel" className="relative">
      <ul
        ref={strip}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(e.currentTarget.clientWidth, 1)))}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none]"
      >
        {banners.map((b, i) => (
          <li key={b._id} className="w-full shrink-0 snap-center" aria-roledescription="slide" aria-label={`${i + 1}/${banners.length}`}>
            <Link to={bannerHref(b)} className="block aspect-[343/150] bg-neutral-100 md:aspect-[3/1]" tabIndex={i === index ? 0 : -1}>
              <img
                {...imageSources(b.image, '(min-width: 1152px) 1152px, 100vw')}
                alt={b.title}
                width={1029}
                height={450}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="size-full object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <>
          <button type="button" onClick={() => go(index - 1)} className={`${arrow} left-2`} aria-label={t('home.banner_prev')}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" onClick={() => go(index + 1)} className={`${arrow} right-2`} aria-label={t('home.banner_next')}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {banners.map((b, i) => (
              <button
                key={b._id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('home.banner_go', { n: i + 1 })}
                aria-current={i === index || undefined}
                className="group flex size-6 items-center justify-center"
              >
                <span className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  )
}
