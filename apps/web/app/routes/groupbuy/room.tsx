import { Link, useLoaderData } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { JoinForm } from '#web/features/groupbuy/join-form.tsx'
import { Countdown, MEMBER_LABEL, RoomStatus, ShareRoom } from '#web/features/groupbuy/room-bits.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import type { Route } from './+types/room.ts'
import type { loader as roomLoader } from './room.server.ts'

export { loader } from './room.server.ts'
// the link members share: its card names the product and the price (OpenGraph)
export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.title ?? 'Xinh' },
  { property: 'og:title', content: data?.title ?? 'Xinh' },
  ...(data?.image ? [{ property: 'og:image', content: data.image }] : []),
]
export const ErrorBoundary = CatalogError

/** A group-buy room: who is in, how long is left, share it, join it. */
export default function GroupBuyRoomPage() {
  const { room, addresses, signedIn } = useLoaderData<typeof roomLoader>()
  const t = useT()
  const { openAuth } = useApp()
  const { deal } = room
  const free = Math.max(0, room.group_size - room.members.filter((m) => m.status === 'pending' || m.status === 'paid').length)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-lg font-semibold">{t('gb.room_title')}</h1>
          <RoomStatus status={room.status} />
        </div>
        <Link to={`/mua-chung/chuong-trinh/${deal._id}`} className="flex gap-3 hover:text-brand-700">
          {deal.image && <img src={deal.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />}
          <span className="flex min-w-0 flex-col gap-1">
            <span className="font-semibold">{deal.product_name}</span>
            <span className="flex flex-wrap items-baseline gap-2">
              <span className="text-lg font-bold text-brand-700">{formatVnd(deal.group_price)}</span>
              <s className="text-sm text-neutral-600">{formatVnd(deal.price)}</s>
            </span>
          </span>
        </Link>
        {room.status === 'open' && <Countdown until={room.expires_at} />}
        {room.status === 'succeeded' && <p className="text-sm text-green-800">{t('gb.succeeded_body')}</p>}
        {room.status === 'failed' && <p className="text-sm text-red-700">{t('gb.failed_body')}</p>}
        {room.status === 'open' && (
          <ShareRoom path={room.path} text={t('gb.share_text', { name: deal.product_name, price: formatVnd(deal.group_price) })} />
        )}
      </section>

      <section aria-labelledby="gb-members" className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
        <h2 id="gb-members" className="font-semibold">
          {t('gb.members', { count: room.member_count, size: room.group_size })}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="group-buy-members">
          {room.members.map((m) => (
            <li key={`${m.name}-${m.joined_at}`} className="flex items-center gap-3 rounded-lg bg-neutral-50 p-2">
              <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700">
                {m.name.slice(0, 1).toUpperCase() || '?'}
              </span>
              <span className="flex flex-col text-sm">
                <span className="font-semibold">
                  {m.is_me ? t('gb.you') : m.name}
                  {m.is_owner && <span className="ml-1 text-xs font-normal text-neutral-600">({t('gb.owner')})</span>}
                </span>
                <span className="text-neutral-600">{t(MEMBER_LABEL[m.status])}</span>
              </span>
            </li>
          ))}
          {room.status === 'open' &&
            Array.from({ length: free }, (_, i) => room.member_count + i + 1).map((seat) => (
              <li
                key={`seat-${seat}`}
                className="flex items-center gap-3 rounded-lg border border-dashed border-neutral-300 p-2 text-sm text-neutral-600"
              >
                <span aria-hidden className="size-9 rounded-full border border-dashed border-neutral-300" />
                {t('gb.empty_seat')}
              </li>
            ))}
        </ul>
      </section>

      {room.my_status && room.my_order_id && (
        <section
          className="flex flex-col items-start gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-neutral-200"
          data-testid="group-buy-my-seat"
        >
          <p>{room.my_status === 'paid' ? t('gb.my_seat_paid') : t('gb.my_seat_pending')}</p>
          <Link to={`/trang-ca-nhan/don-hang/${room.my_order_id}`} className="font-semibold text-brand-700 underline">
            {t('gb.view_order')}
          </Link>
        </section>
      )}

      {room.can_join && (
        <section aria-labelledby="gb-join" className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
          <h2 id="gb-join" className="font-semibold">
            {t('gb.join_title', { price: formatVnd(deal.group_price) })}
          </h2>
          {signedIn ? (
            <JoinForm deal={deal} roomId={room._id} addresses={addresses} />
          ) : (
            <Button type="button" onClick={() => openAuth('login')}>
              {t('gb.login_to_join')}
            </Button>
          )}
        </section>
      )}
      {!room.can_join && !room.my_status && room.status === 'open' && (
        <p className="text-sm text-neutral-700">
          {t('gb.full')}{' '}
          <Link to={`/mua-chung/chuong-trinh/${deal._id}`} className="font-semibold text-brand-700 underline">
            {t('gb.open_room')}
          </Link>
        </p>
      )}
    </div>
  )
}
