import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { compactCount, formatRating } from './format.ts'
import type { Provinces, ShopCard as Shop } from './types.ts'

/** A shop's avatar, or its initial on a rose disc when it has none. */
export function ShopAvatar({
  shop,
  size = 48,
  className = '',
}: {
  shop: { name: string; avatar: string | null }
  size?: number
  className?: string
}) {
  if (shop.avatar)
    return (
      <img
        src={shop.avatar}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`shrink-0 rounded-full bg-neutral-100 object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ${className}`}
      style={{ width: size, height: size, fontSize: size / 2.4 }}
    >
      {shop.name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

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
