import type { TReason } from '@xinh/contracts'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { formatNumber } from './format.ts'
import { GRID } from './islands.tsx'
import { ProductItems } from './product-card.tsx'
import { Reviews } from './reviews.tsx'
import type { PageMeta, ProductCard, ProductDetail, Provinces, Review, ReviewSummary } from './types.ts'

/** The lower part of the product page: details, description, reviews and similar products. */
export default function ProductMore({
  product: p,
  rating,
  reviews,
  similar,
  provinces,
}: {
  product: ProductDetail
  rating: ReviewSummary
  reviews: { items: Review[]; meta: PageMeta; reportReasons: TReason[] } | null
  similar: ProductCard[]
  provinces: Provinces
}) {
  const t = useT()
  return (
    <>
      <section aria-labelledby="product-description" className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
        <h2 className="mb-3 text-lg font-bold">{t('product.details')}</h2>
        <dl className="mb-5 grid grid-cols-[8rem_1fr] gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {p.category && (
            <>
              <dt className="text-neutral-600">{t('product.category')}</dt>
              <dd>
                <Link to={`/nganh-hang/${p.category._id}`} className="text-brand-700 hover:underline">
                  {p.category.name}
                </Link>
              </dd>
            </>
          )}
          <dt className="text-neutral-600">{t('product.weight')}</dt>
          <dd>{formatNumber(p.weight, t.lang)} g</dd>
          <dt className="text-neutral-600">{t('product.package')}</dt>
          <dd>
            {p.pack_length} × {p.pack_width} × {p.pack_height} cm
          </dd>
          {p.return_conditions.length > 0 && (
            <>
              <dt className="text-neutral-600">{t('product.return_conditions')}</dt>
              <dd>
                <ul className="list-inside list-disc">
                  {p.return_conditions.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        <h2 id="product-description" className="mb-2 text-lg font-bold">
          {t('product.description')}
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-900">{p.description}</p>
        {p.description_images.length > 0 && (
          <div className="mt-4 flex flex-col items-center gap-2">
            {p.description_images.map((src) => (
              <img key={src} src={src} alt="" width={800} height={800} loading="lazy" className="h-auto w-full max-w-2xl rounded-lg" />
            ))}
          </div>
        )}
      </section>

      <Reviews summary={rating} items={reviews?.items ?? []} meta={reviews?.meta ?? null} reportReasons={reviews?.reportReasons ?? []} />

      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title" className="mb-3 text-lg font-bold">
            {t('product.similar')}
          </h2>
          <ul className={GRID}>
            <ProductItems items={similar} provinces={provinces} position="Similar" />
          </ul>
        </section>
      )}
    </>
  )
}
