import { Heart, TrendingDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDay } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { imageSources } from '#web/ui/image.ts'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/favourites.ts'
import type { loader as favouritesLoader } from './favourites.server.ts'

export { loader } from './favourites.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

/** Favourites: the saved products, cheaper-than-when-saved marks, remove (the §7 toggle), paging. */
export default function FavouritesPage() {
  const { items, meta } = useLoaderData<typeof favouritesLoader>()
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const reloading = useReloading()
  // removed here, before the reload confirms it (a failure puts the card back)
  const [removed, setRemoved] = useState<Set<string>>(new Set())
  const shown = items.filter((p) => !removed.has(p._id))

  async function remove(id: string) {
    setRemoved((s) => new Set(s).add(id))
    try {
      const res = await api.post<{ bookmarked: boolean }>(`/api/v1/mobile/products/${id}/bookmark`)
      // the §7 call toggles: if it was already removed elsewhere, this saved it again — undo that
      if (res.bookmarked) await api.post(`/api/v1/mobile/products/${id}/bookmark`)
      toast(t('acct.fav_removed'), 'success')
      await revalidator.revalidate()
    } catch (error) {
      setRemoved((s) => {
        const next = new Set(s)
        next.delete(id)
        return next
      })
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">{t('acct.fav_title')}</h1>
        {meta.total > 0 && <p className="text-sm text-neutral-700">{t('acct.fav_count', { count: meta.total })}</p>}
      </header>
      {reloading ? (
        <ListSkeleton label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('acct.fav_empty_title')}
          body={t('acct.fav_empty_body')}
          action={
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('acct.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="favourites">
          {shown.map((p) => (
            <li
              key={p._id}
              className="relative flex min-w-0 flex-col overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200"
              data-testid="favourite"
            >
              <Link to={`/san-pham/${p._id}`} className="group flex flex-1 flex-col">
                <span className="relative block aspect-square bg-neutral-100">
                  <img
                    {...(p.images[0] ? imageSources(p.images[0], '(min-width: 640px) 240px, 50vw') : {})}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                  {p.is_sold_out && (
                    <span className="absolute inset-0 flex items-center justify-center bg-white/60 text-sm font-semibold text-neutral-900">
                      {t('acct.fav_sold_out')}
                    </span>
                  )}
                </span>
                <span className="flex flex-1 flex-col gap-1 p-2">
                  <span className="line-clamp-2 text-sm text-neutral-900 group-hover:text-brand-700">{p.name}</span>
                  <span className="font-bold text-brand-700">{formatVnd(p.sale_price)}</span>
                  {p.price_drop > 0 && (
                    <span
                      className="inline-flex items-center gap-1 self-start rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800"
                      data-testid="price-drop"
                    >
                      <TrendingDown aria-hidden className="size-3.5" />
                      {t('acct.fav_drop', { amount: formatVnd(p.price_drop) })}
                    </span>
                  )}
                  <span className="mt-auto text-xs text-neutral-600">
                    {t('acct.fav_saved_at', { date: formatDay(p.bookmarked_at, t.lang) })}
                  </span>
                </span>
              </Link>
              <button
                type="button"
                onClick={() => remove(p._id)}
                aria-label={t('acct.fav_remove', { name: p.name })}
                className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-600 shadow-sm hover:bg-white"
                data-testid="favourite-remove"
              >
                <Heart aria-hidden className="size-5 fill-current" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
