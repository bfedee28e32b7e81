import { MapPin } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { FollowButton } from '#web/features/catalog/follow-button.tsx'
import { formatNumber, formatRating } from '#web/features/catalog/format.ts'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { ProductBuy } from '#web/features/catalog/product-buy.tsx'
import { ChatButton } from '#web/features/chat/chat-button.tsx'
import { GetLinkSlot } from '#web/features/affiliate/get-link-slot.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { pixelEvent } from '#web/lib/pixel-event.ts'
import { island } from '#web/ui/island.tsx'
import type { loader as productLoader } from './product.server.ts'
import type { Route } from './+types/product.ts'

export { loader } from './product.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

// Below the fold (details, description, reviews, similar products): text, pictures and links,
// rendered on the server with the rest; the browser loads its code only for another product
// (see `island`).
const ProductMore = island('div', () => import('#web/features/catalog/product-more.tsx').then((m) => m.default))
// The rating, sales and guarantees next to the title: text too (the same applies).
const ProductFacts = island('div', () => import('#web/features/catalog/product-facts.tsx').then((m) => m.default))

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function ProductPage() {
  const { product: p, similar, reviews, rating, provinces, jsonLd, selectClassification, groupBuy } = useLoaderData<typeof productLoader>()
  // issue 18: a product view for the ad pixels (only after consent; nothing otherwise)
  useEffect(() => {
    pixelEvent({ name: 'view', value: p.sale_price, items: [{ id: p._id, name: p.name, price: p.sale_price, quantity: 1 }] })
  }, [p._id, p.name, p.sale_price])
  const t = useT()
  const [followers, setFollowers] = useState<number | null>(null)
  const location = p.shop.province_code ? provinces[p.shop.province_code] : undefined
  return (
    <div className="flex flex-col gap-6">
      {jsonLd.map((ld) => (
        <JsonLd key={String(ld['@type'])} data={ld} />
      ))}
      <Breadcrumb items={[...(p.category ? [{ name: p.category.name, to: `/nganh-hang/${p.category._id}` }] : []), { name: p.name }]} />
      <ProductBuy product={p} selectMessage={selectClassification}>
        <h1 className="text-xl leading-snug font-semibold sm:text-2xl" data-testid="product-title">
          {p.name}
        </h1>
        <ProductFacts product={p} rating={rating} box={{ className: 'contents' }} />
      </ProductBuy>
      {groupBuy && (
        <Link
          to={`/mua-chung/chuong-trinh/${groupBuy._id}`}
          className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 hover:ring-brand-600"
          data-testid="group-buy-offer"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <span className="font-semibold text-brand-800">{t('gb.product_title', { price: formatVnd(groupBuy.group_price) })}</span>
            <span className="text-neutral-700">
              {t('gb.product_body', { size: groupBuy.group_size, date: formatDateTime(groupBuy.ends_at, t.lang) })}
            </span>
          </span>
          <span className="shrink-0 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white">{t('gb.product_cta')}</span>
        </Link>
      )}
      {/* affweb (issue 18): KOLs only (nothing for buyers); the link code loads on press */}
      <GetLinkSlot target="product" id={p._id} className="self-start" />

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
          <ChatButton shopId={p.shop._id} productId={p._id} next={`/san-pham/${p._id}`} className="flex-1 sm:flex-none" />
          <Link
            to={`/nguoi-ban/${p.shop._id}`}
            className="flex min-h-10 flex-1 items-center justify-center rounded-lg px-3.5 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100 sm:flex-none"
          >
            {t('shop.view')}
          </Link>
        </div>
      </section>

      <ProductMore product={p} rating={rating} reviews={reviews} similar={similar} provinces={provinces} box={{ className: 'contents' }} />
    </div>
  )
}
