import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'
import { compactCount, formatRating, formatVnd } from './format.ts'
import type { ProductCard as Card, Position, Provinces } from './types.ts'

export const productHref = (id: string, position?: Position) =>
  `/san-pham/${id}${position && position !== 'Home' ? `?position=${position}` : ''}`

/**
 * A product in a list: square image with its size set (no layout shift), two-line name, the
 * sale price in bold VND, the struck-through price and a discount badge when discounted,
 * rating, sold count, ships-from province; a sold-out veil. The image is lazy unless `eager`;
 * `lcp` marks the page's largest picture (high priority, preloaded by React from the server's
 * HTML with the same srcset).
 */
export function ProductCard({
  p,
  provinces,
  position,
  eager = false,
  lcp = false,
  className = '',
}: {
  p: Card
  provinces?: Provinces
  position?: Position
  eager?: boolean
  lcp?: boolean
  className?: string
}) {
  const t = useT()
  const discounted = p.discount_percent > 0 && p.before_sale_price > p.sale_price
  const location = p.shop.province_code ? provinces?.[p.shop.province_code] : undefined
  return (
    <li className={`min-w-0 ${className}`}>
      <Link
        to={productHref(p._id, position)}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 transition hover:shadow-md hover:ring-brand-600"
        data-testid="product-card"
      >
        <span className="relative block aspect-square bg-neutral-100">
          <img
            {...(p.images[0] ? imageSources(p.images[0], '(min-width: 640px) 240px, 50vw') : {})}
            alt=""
            width={300}
            height={300}
            loading={eager || lcp ? undefined : 'lazy'}
            fetchPriority={lcp ? 'high' : undefined}
            decoding={lcp ? undefined : 'async'}
            className="size-full object-cover"
          />
          {discounted && (
            <span className="absolute top-0 right-0 rounded-bl-lg bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
              <span className="sr-only">{t('catalog.discount', { percent: p.discount_percent })}</span>
              <span aria-hidden>-{p.discount_percent}%</span>
            </span>
          )}
          {p.is_sold_out && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/60">
              <span className="rounded-full bg-neutral-900/80 px-3 py-1 text-sm font-semibold text-white">{t('catalog.sold_out')}</span>
            </span>
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-2">
          <span className="line-clamp-2 min-h-10 text-sm leading-5 text-neutral-900" data-testid="product-name">
            {p.name}
          </span>
          <span className="mt-auto flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-bold text-brand-600" data-testid="product-price">
              {formatVnd(p.sale_price)}
            </span>
            {discounted && (
              <s className="text-xs text-neutral-600">
                <span className="sr-only">{t('catalog.before_price')} </span>
                {formatVnd(p.before_sale_price)}
              </s>
            )}
          </span>
          <span className="flex items-center justify-between gap-1 text-xs text-neutral-600">
            {p.rating_count > 0 ? (
              <span>
                <span aria-hidden className="text-amber-500">
                  ★
                </span>{' '}
                <span className="sr-only">{t('catalog.rating', { rating: formatRating(p.rating) })}</span>
                <span aria-hidden>{formatRating(p.rating)}</span>
              </span>
            ) : (
              <span />
            )}
            {p.sold > 0 && <span>{t('catalog.sold', { count: compactCount(p.sold, t.lang) })}</span>}
          </span>
          {location && <span className="truncate text-xs text-neutral-600">{location}</span>}
        </span>
      </Link>
    </li>
  )
}

/**
 * The cards of a product list (`ProductGrid` in `islands.tsx` is the list itself). The first
 * `eager` images load at once (above the fold), the very first with high priority (the page's
 * LCP candidate); `loading` adds placeholder cards.
 */
export function ProductItems({
  items,
  provinces,
  position,
  eager = 0,
  itemClassName,
  loading = 0,
}: {
  items: Card[]
  provinces?: Provinces
  position?: Position
  eager?: number
  itemClassName?: string
  loading?: number
}) {
  return (
    <>
      {items.map((p, i) => (
        <ProductCard
          key={p._id}
          p={p}
          provinces={provinces}
          position={position}
          eager={i < eager}
          lcp={i === 0 && eager > 0}
          className={itemClassName}
        />
      ))}
      {loading > 0 && <ProductSkeletons count={loading} />}
    </>
  )
}

/** Placeholder cards while products load in the browser. */
export function ProductSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden className="animate-pulse overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200">
      <span className="block aspect-square bg-neutral-200" />
      <span className="flex flex-col gap-2 p-2">
        <span className="h-4 rounded bg-neutral-200" />
        <span className="h-4 w-2/3 rounded bg-neutral-200" />
        <span className="h-4 w-1/2 rounded bg-neutral-200" />
      </span>
    </li>
  ))
}
