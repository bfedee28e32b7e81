import type { TAffiliateCampaignDetail, TProductCard } from '@xinh/contracts'
import { Check, ImageOff, Plus, Search, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useProductSearch } from '#web/features/catalog/use-product-search.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useAdminT } from '../i18n/index.ts'

export type CampaignProduct = TAffiliateCampaignDetail['products'][number]

/**
 * affssr: the products a platform campaign covers — a search over the products on sale (the public
 * product search, by name: what KOLs can link to anyway) whose results toggle in place, and the
 * chosen ones as chips, each removable. Buttons throughout, so Tab, Enter and Space do everything;
 * the result count is announced. No product chosen means every product (the API's rule).
 */
export function CampaignProductPicker({
  products,
  onChange,
  max,
  error,
}: {
  products: CampaignProduct[]
  onChange: (products: CampaignProduct[]) => void
  max: number
  error?: string
}) {
  const t = useAdminT()
  const id = useId()
  const [keyword, setKeyword] = useState('')
  const search = useProductSearch(keyword)
  const { results, searching } = search
  const failed = search.failed !== null

  const has = (pid: string) => products.some((p) => p._id === pid)
  const toggle = (p: TProductCard) => {
    if (has(p._id)) onChange(products.filter((x) => x._id !== p._id))
    else if (products.length < max)
      onChange([...products, { _id: p._id, name: p.name, image: p.images[0] ?? null, sale_price: p.sale_price }])
  }
  const status = searching
    ? t('ad.aff.products_searching')
    : failed
      ? ''
      : results === null
        ? ''
        : results.length === 0
          ? t('ad.aff.products_none')
          : t('ad.aff.products_found', { count: results.length })

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`} data-testid="campaign-products">
      <legend className="text-sm font-medium text-neutral-800">{t('ad.aff.products_label')}</legend>
      <p id={`${id}-hint`} className="text-xs text-neutral-700">
        {t('ad.aff.products_hint')}
      </p>
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-3 py-2 text-sm text-neutral-700">{t('ad.aff.products_all')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('ad.aff.products_chosen', { count: products.length, max })}>
          {products.map((p) => (
            <li
              key={p._id}
              className="flex max-w-full items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1 text-sm ring-1 ring-brand-200"
              data-testid="campaign-product-chip"
            >
              {p.image ? (
                <img src={p.image} alt="" width={24} height={24} className="size-6 shrink-0 rounded-full object-cover" />
              ) : (
                <ImageOff aria-hidden className="size-6 shrink-0 rounded-full bg-neutral-100 p-1 text-neutral-500" />
              )}
              <span className="min-w-0 truncate">{p.name}</span>
              <button
                type="button"
                onClick={() => onChange(products.filter((x) => x._id !== p._id))}
                aria-label={t('ad.aff.products_remove', { name: p.name })}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-brand-100"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-neutral-700">{t('ad.aff.products_chosen', { count: products.length, max })}</p>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('ad.aff.products_search')}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-neutral-300 px-3 focus-within:ring-2 focus-within:ring-brand-600">
        <Search aria-hidden className="size-4 text-neutral-500" />
        <input
          id={`${id}-q`}
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          // Enter searches (it already does as one types): it must not send the campaign form
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          placeholder={t('ad.aff.products_search')}
          autoComplete="off"
          className="min-h-11 flex-1 bg-transparent text-base outline-none"
        />
      </div>
      <p role="status" className="text-xs text-neutral-700">
        {status}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('ad.aff.products_failed')}
        </p>
      )}
      {results && results.length > 0 && (
        <ul aria-label={t('ad.aff.products_results')} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {results.map((p) => {
            const on = has(p._id)
            const full = !on && products.length >= max
            return (
              <li key={p._id}>
                <button
                  type="button"
                  onClick={() => toggle(p)}
                  aria-pressed={on}
                  disabled={full}
                  title={full ? t('ad.aff.products_full', { max }) : undefined}
                  className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-neutral-50 disabled:opacity-50"
                  data-testid="campaign-product-result"
                >
                  {p.images[0] ? (
                    <img src={p.images[0]} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span aria-hidden className="size-10 shrink-0 rounded-md bg-neutral-100" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-2 text-sm">{p.name}</span>
                    <span className="text-xs text-neutral-700">
                      {formatVnd(p.sale_price)} · {p.shop.name}
                    </span>
                  </span>
                  {on ? <Check aria-hidden className="size-4 text-brand-700" /> : <Plus aria-hidden className="size-4" />}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
