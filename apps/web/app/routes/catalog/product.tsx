import { BadgeCheck, MapPin } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { FollowButton } from '#web/features/catalog/follow-button.tsx'
import { compactCount, formatNumber, formatRating } from '#web/features/catalog/format.ts'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { ProductBuy } from '#web/features/catalog/product-buy.tsx'
import { Stars } from '#web/features/catalog/stars.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { ShopAvatar } from '#web/features/catalog/shop-card.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as productLoader } from './product.server.ts'
import type { Route } from './+types/product.ts'

export { loader } from './product.server.ts'

// Below the fold (details, description, reviews, similar products): rendered on the server with
// the rest, hydrated once its own chunk arrives, so the first screen becomes interactive sooner.
const ProductMore = lazy(() => import('#web/features/catalog/product-more.tsx'))

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function ProductPage() {
  const { product: p, similar, reviews, rating, provinces, jsonLd } = useLoaderData<typeof productLoader>()
  const t = useT()
  const [followers, setFollowers] = useState<number | null>(null)
  const location = p.shop.province_code ? provinces[p.shop.province_code] : undefined
  const badge = 'flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-neutral-800 ring-1 ring-neutral-200'
  return (
    <div className="flex flex-col gap-6">
      {jsonLd.map((ld) => (
        <JsonLd key={String(ld['@type'])} data={ld} />
      ))}
      <Breadcrumb items={[...(p.category ? [{ name: p.category.name, to: `/nganh-hang/${p.category._id}` }] : []), { name: p.name }]} />
      <ProductBuy product={p}>
        <h1 className="text-xl leading-snug font-semibold sm:text-2xl" data-testid="product-title">
          {p.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
          {rating.count > 0 && (
            <a href="#reviews" className="flex items-center gap-1 hover:underline">
              <span className="font-semibold text-neutral-900">{formatRating(rating.average)}</span>
              <Stars value={rating.average} />
              <span>({t('product.reviews_count', { count: formatNumber(rating.count, t.lang) })})</span>
            </a>
          )}
          {p.sold > 0 && <span>{t('catalog.sold', { count: compactCount(p.sold, t.lang) })}</span>}
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t('product.details')}>
          {p.is_authentic && (
            <li className={badge}>
              <BadgeCheck aria-hidden className="size-4 text-brand-600" />
              {t('product.badge_authentic')}
            </li>
          )}
          {p.is_guaranteed && (
            <li className={badge}>
              <BadgeCheck aria-hidden className="size-4 text-brand-600" />
              {t('product.badge_guaranteed')}
            </li>
          )}
          {p.is_preorder && (
            <li className={badge}>
              <BadgeCheck aria-hidden className="size-4 text-brand-600" />
              {t('product.badge_preorder')}
            </li>
          )}
          <li className={badge}>
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
            {t('product.return_days', { days: p.return_days })}
          </li>
          <li className={badge}>
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
            {t('product.prep_days', { days: p.prep_days })}
          </li>
        </ul>
      </ProductBuy>

      <section
        aria-label={p.shop.name}
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
        data-testid="shop-box"
      >
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <ShopAvatar shop={p.shop} size={56} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <Link to={`/nguoi-ban/${p.shop._id}`} className="truncate text-lg font-semibold hover:text-brand-700">
              {p.shop.name}
            </Link>
            <p className="flex flex-wrap gap-x-3 text-sm text-neutral-600">
              <span>{t('home.rating', { rating: formatRating(p.shop.rating) })}</span>
              <span>{t('home.followers', { count: formatNumber(followers ?? p.shop.follower_count, t.lang) })}</span>
              <span>{t('shop.products', { count: formatNumber(p.shop.product_count, t.lang) })}</span>
              {location && (
                <span className="flex items-center gap-0.5">
                  <MapPin aria-hidden className="size-3.5" />
                  {location}
                </span>
              )}
            </p>
          </div>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <FollowButton shop={p.shop} following={p.is_following_shop} onCount={setFollowers} className="flex-1 sm:flex-none" />
          <Link
            to={`/nguoi-ban/${p.shop._id}`}
            className="flex min-h-10 flex-1 items-center justify-center rounded-lg px-3.5 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100 sm:flex-none"
          >
            {t('shop.view')}
          </Link>
        </div>
      </section>

      <Suspense fallback={<div className="min-h-96" />}>
        <ProductMore product={p} rating={rating} reviews={reviews} similar={similar} provinces={provinces} />
      </Suspense>
    </div>
  )
}
