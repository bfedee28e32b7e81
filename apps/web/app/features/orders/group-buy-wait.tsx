import type { TOrder } from '@xinh/contracts'
import { Users } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { formatDateTime } from './labels.ts'

/**
 * A group-buy seat held in `waiting_approval` (polish, issue 18): the room's progress (paid of the
 * group size), its deadline and a link to the room — instead of a bare "waiting for approval".
 */
export function GroupBuyWait({ order, note = false }: { order: Pick<TOrder, 'status' | 'group_buy'>; note?: boolean }) {
  const t = useT()
  const room = order.group_buy
  if (order.status !== 'waiting_approval' || room?.status !== 'open') return null
  return (
    <div
      className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 text-sm text-neutral-800 sm:flex-row sm:items-center"
      data-testid="order-group-buy"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">
            {t('orders.group_buy.progress', {
              paid: room.paid_count,
              size: room.group_size,
              date: formatDateTime(room.expires_at, t.lang),
            })}
          </span>
          {note && <span className="text-neutral-700">{t('orders.group_buy.note')}</span>}
        </span>
      </p>
      <Link
        to={`/mua-chung/${room.room_id}`}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-white px-3 font-semibold text-brand-700 ring-1 ring-brand-200 hover:ring-brand-600"
      >
        {t('orders.group_buy.open')}
      </Link>
    </div>
  )
}
