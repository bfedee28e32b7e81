import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { compactCount, formatRating } from './format.ts'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import type { Provinces, ShopCard as Shop } from './types.ts'

/** A shop in a list: avatar, name, rating, followers, province. */
export function ShopCard({ shop, provinces, rank }: { shop: Shop; provinces?: Provinces; rank?: number }) {
  const t = useT()
  const location = shop.province_code ? provinces?.[shop.province_code] : undefined
  return (
    <li className="min-w-0">
      <Link
        to={`/nguoi-ban/${shop._id}`}
        className="flex h-full items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200 hover:ring-brand-600"
        data-testid="shop-card"
      >
        {rank !== undefined && (
          <span className={`w-6 shrink-0 text-center text-lg font-bold ${rank <= 3 ? 'text-brand-600' : 'text-neutral-500'}`}>
            <span className="sr-only">{t('top.rank', { rank })}</span>
            <span aria-hidden>{rank}</span>
          </span>
        )}
        <ShopAvatar shop={shop} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="truncate font-semibold">{shop.name}</span>
          <span className="text-xs text-neutral-600">
            <span aria-hidden className="text-amber-500">
              ★
            </span>{' '}
            {t('home.rating', { rating: formatRating(shop.rating) })} ·{' '}
            {t('home.followers', { count: compactCount(shop.follower_count, t.lang) })}
          </span>
          {location && <span className="truncate text-xs text-neutral-600">{location}</span>}
        </span>
      </Link>
    </li>
  )
}

/** The cards of a shop list (`ShopList` in `islands.tsx` is the list itself); `ranked` numbers them. */
export function ShopItems({ shops, provinces, ranked = false }: { shops: Shop[]; provinces?: Provinces; ranked?: boolean }) {
  return shops.map((s, i) => <ShopCard key={s._id} shop={s} provinces={provinces} rank={ranked ? i + 1 : undefined} />)
}
