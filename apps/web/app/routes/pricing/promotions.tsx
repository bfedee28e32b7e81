import { Flame } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { PromotionSection } from '#web/features/pricing/promotion-section.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/promotions.ts'
import type { loader as promotionsLoader } from './promotions.server.ts'

export { loader } from './promotions.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

/** spec §2 `/uu-dai`: promotions running now and coming soon, with their products. */
export default function PromotionsPage() {
  const { promotions, total, page, maxPages, provinces, jsonLd } = useLoaderData<typeof promotionsLoader>()
  const t = useT()
  const more = promotions.length < total && page < maxPages
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('promotions.title') }]} />
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Flame aria-hidden className="size-7 text-brand-600" />
          {t('promotions.title')}
        </h1>
        <p className="text-sm text-neutral-700">{t('promotions.description')}</p>
        <Link to="/khuyen-mai" className="self-start text-sm font-semibold text-brand-700 hover:underline">
          {t('promotions.to_vouchers')}
        </Link>
      </header>
      {promotions.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-neutral-700 ring-1 ring-neutral-200">{t('promotions.empty')}</p>
      ) : (
        promotions.map((p, i) => <PromotionSection key={p._id} p={p} provinces={provinces} eager={i === 0} />)
      )}
      {more && (
        <Link
          to={`/uu-dai?page=${page + 1}`}
          preventScrollReset
          replace
          className="self-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
        >
          {t('promotions.load_more')}
        </Link>
      )}
    </div>
  )
}
