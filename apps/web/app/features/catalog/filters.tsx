import { SlidersHorizontal } from 'lucide-react'
import { Form, Link, useLocation } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import type { CategoryNode, Provinces } from './types.ts'

export type ListingState = {
  keyword?: string
  category_id?: string
  price_min?: number
  price_max?: number
  rating_min?: number
  has_promotion?: boolean
  location?: string
  sort: string
  page: number
}

/** The big cities first; every other province sits behind "other provinces". */
const MAIN_PROVINCES = ['01', '79', '48', '31', '92']

const box = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base focus:border-brand-600'

/**
 * The filter form: a plain GET form (shareable URL, works without JavaScript). On phones it is
 * a disclosure; from the `md` breakpoint it is an always-open sidebar.
 */
export function Filters({
  state,
  categories,
  provinces,
  active,
}: {
  state: ListingState
  categories?: CategoryNode[]
  provinces: Provinces
  active: boolean
}) {
  const t = useT()
  const { pathname } = useLocation()
  const codes = Object.keys(provinces)
  const chosen = new Set(state.location?.split(',') ?? [])
  const province = (code: string) => (
    <label key={code} className="flex min-h-9 items-center gap-2 text-sm">
      <input type="checkbox" name="location" value={code} defaultChecked={chosen.has(code)} className="size-4 accent-brand-600" />
      {provinces[code]}
    </label>
  )
  const others = codes.filter((c) => !MAIN_PROVINCES.includes(c))
  return (
    <details
      open={active || undefined}
      className="group rounded-xl bg-white ring-1 ring-neutral-200 md:sticky md:top-20 md:self-start md:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold md:pointer-events-none">
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('search.filters')}
      </summary>
      <Form method="get" action={pathname} className="flex flex-col gap-5 border-t border-neutral-200 p-4" data-testid="filters">
        {state.keyword && <input type="hidden" name="keyword" value={state.keyword} />}
        {state.sort !== 'relevance' && <input type="hidden" name="sort" value={state.sort} />}
        {categories && (
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            {t('search.filter_category')}
            <select name="category_id" defaultValue={state.category_id ?? ''} className={`${box} font-normal`}>
              <option value="">{t('search.any_category')}</option>
              {categories.map((c) => (
                <optgroup key={c._id} label={c.name}>
                  <option value={c._id}>
                    {t('category.all_in')} {c.name}
                  </option>
                  {c.children.map((child) => (
                    <option key={child._id} value={child._id}>
                      {child.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold">{t('search.filter_price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-xs text-neutral-700">
              {t('search.price_min')}
              <input
                name="price_min"
                type="number"
                min={0}
                step={1000}
                inputMode="numeric"
                defaultValue={state.price_min}
                className={box}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs text-neutral-700">
              {t('search.price_max')}
              <input
                name="price_max"
                type="number"
                min={0}
                step={1000}
                inputMode="numeric"
                defaultValue={state.price_max}
                className={box}
              />
            </label>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1.5 text-sm font-semibold">{t('search.filter_rating')}</legend>
          {[0, 4, 3].map((r) => (
            <label key={r} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="rating_min"
                value={r || ''}
                defaultChecked={(state.rating_min ?? 0) === r}
                className="size-4 accent-brand-600"
              />
              {r ? t('search.rating_from', { rating: r }) : t('search.rating_any')}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-9 items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="has_promotion" value="1" defaultChecked={state.has_promotion} className="size-4 accent-brand-600" />
          {t('search.filter_promotion')}
        </label>
        {codes.length > 0 && (
          <fieldset className="flex flex-col">
            <legend className="mb-1.5 text-sm font-semibold">{t('search.filter_location')}</legend>
            {MAIN_PROVINCES.filter((c) => provinces[c]).map(province)}
            <details open={others.some((c) => chosen.has(c)) || undefined}>
              <summary className="flex min-h-9 cursor-pointer items-center text-sm text-brand-700">{t('search.more_locations')}</summary>
              <div className="max-h-60 overflow-y-auto">{others.map(province)}</div>
            </details>
          </fieldset>
        )}
        <div className="flex gap-2">
          <button
            type="submit"
            className="min-h-11 flex-1 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('search.apply')}
          </button>
          {active && (
            <Link
              to={state.keyword ? `${pathname}?keyword=${encodeURIComponent(state.keyword)}` : pathname}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100"
            >
              {t('search.clear_filters')}
            </Link>
          )}
        </div>
      </Form>
    </details>
  )
}
