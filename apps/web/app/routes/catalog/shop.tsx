import { MapPin, Package, Star, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { FollowButton } from '#web/features/catalog/follow-button.tsx'
import { ChatButton } from '#web/features/chat/chat-button.tsx'
import { GetLinkSlot } from '#web/features/affiliate/get-link-slot.tsx'
import { formatNumber, formatRating } from '#web/features/catalog/format.ts'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { bannerHref } from '#web/features/catalog/links.ts'
import { Pagination, ProductGrid, SortBar } from '#web/features/catalog/islands.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { VoucherTicket } from '#web/features/pricing/voucher-ticket.tsx'
import { track } from '#web/features/tracking/track.ts'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import type { ShopProfile } from '#web/features/catalog/types.ts'
import type { loader as shopLoader } from './shop.server.ts'
import type { Route } from './+types/shop.ts'

export { loader } from './shop.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

/** What the seller set in the seller centre (issue 13): address, return policy, shipping and payment methods. */
function ShopPolicies({ policies }: { policies: ShopProfile['policies'] }) {
  const t = useT()
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:gap-2'
  const term = 'shrink-0 font-semibold text-neutral-900 sm:w-32'
  const shipping = [
    ...policies.shipping_methods.map((m) => t(`orders.method.${m}` as MessageKey)),
    ...(policies.self_shipping ? [t('shop.self_shipping')] : []),
  ]
  return (
    <section aria-labelledby="shop-policies" className="rounded-2xl bg-white px-4 py-3 ring-1 ring-neutral-200">
      <h2 id="shop-policies" className="mb-2 text-base font-bold">
        {t('shop.policies')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm text-neutral-800">
        {policies.address && (
          <div className={row}>
            <dt className={term}>{t('shop.address')}</dt>
            <dd>{[policies.address.street, policies.address.ward, policies.address.city].join(', ')}</dd>
          </div>
        )}
        {policies.return_policy && (
          <div className={row}>
            <dt className={term}>{t('shop.return_days', { days: policies.return_policy.return_days })}</dt>
            <dd>{t('shop.return_reasons', { reasons: policies.return_policy.reasons.map((r) => r.name).join(', ') })}</dd>
          </div>
        )}
        {shipping.length > 0 && (
          <div className={row}>
            <dt className={term}>{t('shop.shipping')}</dt>
            <dd>{shipping.join(' · ')}</dd>
          </div>
        )}
        {policies.payment_methods.length > 0 && (
          <div className={row}>
            <dt className={term}>{t('shop.payment')}</dt>
            <dd>{policies.payment_methods.map((m) => t(`orders.payment.${m}` as MessageKey)).join(' · ')}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

export default function ShopPage() {
  const { shop, products, collections, provinces, sort, shopCategory, jsonLd, vouchers, now } = useLoaderData<typeof shopLoader>()
  const t = useT()
  const [followers, setFollowers] = useState<number | null>(null)
  const location = shop.province_code ? provinces[shop.province_code] : undefined
  const activeCategory = shop.categories.find((c) => c._id === shopCategory)
  const tab = (on: boolean) =>
    `flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`
  // trackwire (issue 18): the shop's page (its visitors on the seller dashboard)
  useEffect(() => track('ViewShop', { object_id: shop._id, metadata: { name: shop.name } }), [shop._id, shop.name])
  return (
    <div className="flex flex-col gap-5">
      <JsonLd data={jsonLd} />
      <header className="overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200">
        <div className="aspect-[3/1] bg-gradient-to-br from-brand-100 to-brand-50 md:aspect-[5/1]">
          {shop.cover && <img src={shop.cover} alt="" width={1340} height={268} fetchPriority="high" className="size-full object-cover" />}
        </div>
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4">
          <ShopAvatar shop={shop} size={80} className="-mt-10 border-4 border-white" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2">
            <h1 className="text-xl font-bold sm:text-2xl">{shop.name}</h1>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
              <span className="flex items-center gap-1">
                <Star aria-hidden className="size-4 fill-amber-500 text-amber-500" />
                {t('home.rating', { rating: formatRating(shop.rating) })}
              </span>
              <span className="flex items-center gap-1">
                <Users aria-hidden className="size-4" />
                {t('home.followers', { count: formatNumber(followers ?? shop.follower_count, t.lang) })}
              </span>
              <span className="flex items-center gap-1">
                <Package aria-hidden className="size-4" />
                {t('shop.products', { count: formatNumber(shop.product_count, t.lang) })}
              </span>
              {location && (
                <span className="flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {location}
                </span>
              )}
            </p>
          </div>
          <div className="flex gap-2">
            <FollowButton shop={shop} following={shop.is_following} onCount={setFollowers} />
            <ChatButton shopId={shop._id} next={`/nguoi-ban/${shop._id}`} />
            <GetLinkSlot target="shop" id={shop._id} />
          </div>
        </div>
        {shop.description && (
          <p className="border-t border-neutral-200 px-4 py-3 text-sm whitespace-pre-line text-neutral-800">{shop.description}</p>
        )}
        {/* n16 (issue 16): spec §2 /shop-feedback/{id} — a plain link, no JavaScript added to this page */}
        <p className="border-t border-neutral-200 px-4 py-1">
          <a
            href={`/shop-feedback/${shop._id}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
            data-testid="shop-feedback-link"
          >
            {t('acct.sf_link')}
          </a>
        </p>
        {shop.is_paused && (
          <p role="status" className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            {shop.paused_until ? t('shop.paused_until', { date: formatDateTime(shop.paused_until, t.lang) }) : t('shop.paused')}
          </p>
        )}
      </header>

      <ShopPolicies policies={shop.policies} />

      {vouchers.length > 0 && (
        <section aria-labelledby="shop-vouchers">
          <h2 id="shop-vouchers" className="mb-2 text-lg font-bold">
            {t('shop.vouchers')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="shop-vouchers">
            {vouchers.map((v) => (
              <VoucherTicket key={v._id} v={v} now={now} />
            ))}
          </ul>
        </section>
      )}

      {shop.banners.length > 0 && (
        <ul className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
          {shop.banners.map((b) => (
            <li key={b._id} className="w-[85%] shrink-0 snap-start sm:w-[48%]">
              <Link to={bannerHref(b)} className="block aspect-[343/150] overflow-hidden rounded-xl bg-neutral-100">
                <img src={b.image} alt={b.title} width={686} height={300} loading="lazy" className="size-full object-cover" />
              </Link>
            </li>
          ))}
        </ul>
      )}

      {collections.length > 0 && (
        <section aria-labelledby="shop-collections">
          <h2 id="shop-collections" className="mb-2 text-lg font-bold">
            {t('shop.collections')}
          </h2>
          <ul className="-mx-3 flex gap-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
            {collections.map((c) => (
              <li key={c._id} className="w-48 shrink-0">
                <Link
                  to={`/danh-sach/bo-suu-tap/${c._id}?shop_id=${shop._id}`}
                  className="block overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 hover:ring-brand-600"
                >
                  <span className="block aspect-video bg-neutral-100">
                    {c.cover && <img src={c.cover} alt="" width={192} height={108} loading="lazy" className="size-full object-cover" />}
                  </span>
                  <span className="block truncate p-2 text-sm font-semibold">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="shop-products" className="flex flex-col gap-3">
        <h2 id="shop-products" className="sr-only">
          {t('shop.all_products')}
        </h2>
        {shop.categories.length > 0 && (
          <nav aria-label={t('shop.categories')} className="-mx-3 overflow-x-auto border-b border-neutral-200 px-3 sm:mx-0 sm:px-0">
            <ul className="flex">
              <li>
                <Link to={`/nguoi-ban/${shop._id}`} aria-current={!shopCategory ? 'page' : undefined} className={tab(!shopCategory)}>
                  {t('shop.all_products')}
                </Link>
              </li>
              {shop.categories.map((c) => (
                <li key={c._id}>
                  <Link
                    to={`/nguoi-ban/${shop._id}?shop_category_id=${c._id}`}
                    aria-current={shopCategory === c._id ? 'page' : undefined}
                    className={tab(shopCategory === c._id)}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* a shop category's tab is its short name; its title heads its products (issue 13) */}
        {activeCategory && <p className="text-base font-semibold text-neutral-900">{activeCategory.title}</p>}
        <SortBar sort={sort} />
        {products.items.length ? (
          <ProductGrid items={products.items} provinces={provinces} position="Shop" eager={shop.cover ? 0 : 2} />
        ) : (
          <p className="rounded-2xl bg-white py-12 text-center text-neutral-700 ring-1 ring-neutral-200">{t('catalog.empty')}</p>
        )}
        <Pagination meta={products.meta} />
      </section>
    </div>
  )
}
