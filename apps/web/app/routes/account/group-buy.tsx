import { Users } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { MEMBER_LABEL, RoomStatus } from '#web/features/groupbuy/room-bits.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import type { Route } from './+types/group-buy.ts'
import type { loader as roomsLoader } from './group-buy.server.ts'

export { loader } from './group-buy.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

/** The buyer's group-buy rooms: the product, the room's state, how many paid, their own seat. */
export default function MyGroupBuyRoomsPage() {
  const { items, meta } = useLoaderData<typeof roomsLoader>()
  const t = useT()
  const reloading = useReloading()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('gb.my_title')}</h1>
      {reloading ? (
        <ListSkeleton label={t('common.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={Users} title={t('gb.my_empty_title')} body={t('gb.my_empty_body')} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="my-group-buy-rooms">
          {items.map((r) => (
            <li key={`${r._id}-${r.order_id}`}>
              <Link to={r.path} className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200 hover:ring-brand-600">
                {r.image && (
                  <img src={r.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg object-cover" />
                )}
                <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <span className="flex items-start justify-between gap-2">
                    <span className="truncate font-semibold">{r.product_name}</span>
                    <RoomStatus status={r.status} />
                  </span>
                  <span className="font-semibold text-brand-700">{formatVnd(r.group_price)}</span>
                  <span className="text-neutral-600">
                    {t('gb.my_progress', { paid: r.paid_count, size: r.group_size })} · {t(MEMBER_LABEL[r.my_status])} ·{' '}
                    {t('gb.ends', { date: formatDateTime(r.expires_at, t.lang) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
