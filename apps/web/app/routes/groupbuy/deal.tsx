import { Users } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { JoinForm } from '#web/features/groupbuy/join-form.tsx'
import { Countdown } from '#web/features/groupbuy/room-bits.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import type { Route } from './+types/deal.ts'
import type { loader as dealLoader } from './deal.server.ts'

export { loader } from './deal.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]
export const ErrorBoundary = CatalogError

/** A deal: the product at its group price, the rooms to join, and "open a new room". */
export default function GroupBuyDealPage() {
  const { deal, rooms, addresses, signedIn } = useLoaderData<typeof dealLoader>()
  const t = useT()
  const { openAuth } = useApp()
  const active = deal.status === 'active'
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <section className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
        {deal.image && <img src={deal.image} alt="" width={112} height={112} className="size-28 shrink-0 rounded-xl object-cover" />}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('gb.badge')}</p>
          <h1 className="text-lg leading-snug font-semibold">
            <Link to={`/san-pham/${deal.product_id}`} className="hover:text-brand-700">
              {deal.product_name}
            </Link>
          </h1>
          {deal.options.length > 0 && <p className="text-sm text-neutral-600">{deal.options.join(' · ')}</p>}
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-xl font-bold text-brand-700" data-testid="group-buy-price">
              {formatVnd(deal.group_price)}
            </span>
            <s className="text-sm text-neutral-600">{t('gb.price_normal', { price: formatVnd(deal.price) })}</s>
          </p>
          <p className="text-sm text-neutral-700">
            {t('gb.group_of', { size: deal.group_size })} · {t('gb.ends', { date: formatDateTime(deal.ends_at, t.lang) })}
          </p>
          {active && <Countdown until={deal.ends_at} />}
        </div>
      </section>

      {!active ? (
        <EmptyState icon={Users} title={t('gb.deal_ended')} />
      ) : (
        <>
          <section aria-labelledby="gb-rooms" className="flex flex-col gap-2">
            <h2 id="gb-rooms" className="font-semibold">
              {t('gb.open_rooms')}
            </h2>
            {rooms.length === 0 ? (
              <p className="text-sm text-neutral-600">{t('gb.open_rooms_empty')}</p>
            ) : (
              <ul className="flex flex-col gap-2" data-testid="group-buy-rooms">
                {rooms.map((r) => (
                  <li key={r._id} className="flex items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200">
                    <div className="text-sm">
                      <p className="font-semibold">{t('gb.room_of', { name: r.owner_name })}</p>
                      <p className="text-neutral-600">{t('gb.seats_left', { count: r.seats_left })}</p>
                    </div>
                    <Link
                      to={r.path}
                      className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
                    >
                      {t('gb.join_room')}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="gb-open" className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
            <h2 id="gb-open" className="font-semibold">
              {t('gb.open_title', { price: formatVnd(deal.group_price) })}
            </h2>
            {signedIn ? (
              <JoinForm deal={deal} addresses={addresses} />
            ) : (
              <Button type="button" onClick={() => openAuth('login')}>
                {t('gb.login_to_join')}
              </Button>
            )}
          </section>
        </>
      )}
    </div>
  )
}
