import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { formatDate } from '#web/features/catalog/format.ts'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { Pagination, ProductGrid } from '#web/features/catalog/islands.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'
import type { loader as bannerLoader } from './banner.server.ts'
import type { Route } from './+types/banner.ts'

export { loader } from './banner.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function BannerPage() {
  const { banner, products, provinces, jsonLd } = useLoaderData<typeof bannerLoader>()
  const t = useT()
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: banner.title }]} />
      <img
        {...imageSources(banner.image, '(min-width: 1152px) 1152px, 100vw')}
        alt={banner.title}
        width={1029}
        height={450}
        fetchPriority="high"
        className="aspect-[343/150] w-full rounded-2xl bg-neutral-100 object-cover md:aspect-[3/1]"
      />
      <div>
        <h1 className="text-2xl font-bold">{banner.title}</h1>
        <p className="text-sm text-neutral-600">
          {t('banner.period', { start: formatDate(banner.starts_at, t.lang), end: formatDate(banner.ends_at, t.lang) })}
        </p>
        {/* the banner's related link (spec §3): a page of this site, or another site in a new tab */}
        {banner.link &&
          (banner.link.startsWith('/') ? (
            <Link to={banner.link} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t('banner.open_link')}
            </Link>
          ) : (
            <a
              href={banner.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t('banner.open_link')}
            </a>
          ))}
      </div>
      <section aria-labelledby="banner-products">
        <h2 id="banner-products" className="mb-3 text-lg font-bold">
          {t('banner.products')}
        </h2>
        {products.items.length ? (
          <ProductGrid items={products.items} provinces={provinces} position="Banner" />
        ) : (
          <p className="rounded-2xl bg-white py-12 text-center text-neutral-700 ring-1 ring-neutral-200">{t('catalog.empty')}</p>
        )}
        <Pagination meta={products.meta} />
      </section>
    </div>
  )
}
