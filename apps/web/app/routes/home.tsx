import { ChevronRight } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { BannerCarousel } from '#web/features/catalog/banner-carousel.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { ProductGrid, ShopList } from '#web/features/catalog/islands.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { SuggestedProducts } from '#web/features/catalog/suggested.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'
import type { Route } from './+types/home.ts'
import type { loader as homeLoader } from './home.server.ts'

export { loader } from './home.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

function SectionHead({ id, title, to }: { id: string; title: string; to?: string }) {
  const t = useT()
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {to && (
        <Link to={to} className="flex min-h-10 items-center gap-0.5 text-sm font-semibold text-brand-700 hover:underline">
          {t('catalog.see_all')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  )
}

export default function Home() {
  const { jsonLd, categories, shops, banners, flash, collections, suggested, provinces } = useLoaderData<typeof homeLoader>()
  const t = useT()
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={jsonLd} />
      {banners.length > 0 ? (
        <>
          <div className="-mb-4 flex flex-wrap items-baseline gap-x-3">
            <h1 className="text-xl font-bold text-neutral-900 sm:text-2xl">{t('home.hero_title')}</h1>
            <p className="hidden text-sm text-neutral-600 md:block">{t('home.hero_body')}</p>
          </div>
          <BannerCarousel banners={banners} />
        </>
      ) : (
        <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 px-5 py-8 text-white sm:px-10 sm:py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('home.hero_title')}</h1>
          <p className="mt-2 max-w-xl text-base text-white/90">{t('home.hero_body')}</p>
          <Link
            to="/nganh-hang"
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('home.hero_cta')}
          </Link>
        </section>
      )}

      <section aria-labelledby="home-categories">
        <SectionHead id="home-categories" title={t('home.categories')} to="/danh-muc" />
        <ul className="-mx-3 flex snap-x gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:px-0 lg:grid-cols-8">
          {categories.map((c) => (
            <li key={c._id} className="w-24 shrink-0 snap-start sm:w-auto">
              <Link
                to={`/nganh-hang/${c._id}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl bg-white p-3 text-center text-sm font-medium ring-1 ring-neutral-200 hover:ring-brand-600"
              >
                <span className="block size-14 overflow-hidden rounded-full bg-brand-50">
                  {c.image && (
                    <img
                      {...imageSources(c.image, '56px')}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  )}
                </span>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {flash.length > 0 && (
        <section aria-labelledby="home-flash" className="rounded-2xl bg-gradient-to-b from-brand-50 to-transparent p-3 sm:p-4">
          <SectionHead id="home-flash" title={t('home.flash')} to="/uu-dai" />
          <ProductGrid
            items={flash}
            provinces={provinces}
            className="-mx-3 flex snap-x gap-2 overflow-x-auto px-3 pb-2 sm:mx-0 sm:px-0"
            itemClassName="w-36 shrink-0 snap-start sm:w-44"
          />
        </section>
      )}

      {shops.length > 0 && (
        <section aria-labelledby="home-shops">
          <SectionHead id="home-shops" title={t('home.top_sellers')} to="/top-seller" />
          <ShopList shops={shops} provinces={provinces} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" />
        </section>
      )}

      {collections.length > 0 && (
        <section aria-labelledby="home-collections">
          <SectionHead id="home-collections" title={t('home.collections')} />
          <ul className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:px-0 lg:grid-cols-4">
            {collections.map((c) => (
              <li key={c._id} className="w-64 shrink-0 snap-start sm:w-auto">
                <Link
                  to={`/bo-suu-tap/${c._id}`}
                  className="block overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 hover:ring-brand-600"
                >
                  <span className="block aspect-video bg-neutral-100">
                    {c.cover && (
                      <img
                        {...imageSources(c.cover, '(min-width: 640px) 50vw, 256px')}
                        alt=""
                        width={400}
                        height={225}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    )}
                  </span>
                  <span className="flex flex-col p-3">
                    <span className="font-semibold">{c.name}</span>
                    <span className="text-xs text-neutral-600">{t('catalog.count', { count: c.product_count })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <SuggestedProducts initial={suggested.items} meta={suggested.meta} provinces={provinces} />
    </div>
  )
}
