import type { TOrderItem } from '@xinh/contracts'
import { ImageOff } from 'lucide-react'
import { Link } from 'react-router'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'

/** An order's item lines: picture, name, options, quantity and what was paid per unit (`linked`: names link to the products). */
export function OrderItems({ items, limit, linked = true }: { items: TOrderItem[]; limit?: number; linked?: boolean }) {
  const t = useT()
  const shown = limit ? items.slice(0, limit) : items
  return (
    <>
      <ul className="flex flex-col divide-y divide-neutral-100">
        {shown.map((item) => (
          <li key={item._id} className="flex gap-3 py-3">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-lg bg-neutral-100 object-cover"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
                <ImageOff aria-hidden className="size-5" />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              {linked && item.product_id ? (
                <Link to={`/san-pham/${item.product_id}`} className="line-clamp-2 font-medium hover:text-brand-700">
                  {item.name}
                </Link>
              ) : (
                <span className="line-clamp-2 font-medium">{item.name}</span>
              )}
              {item.options.length > 0 && <span className="text-neutral-600">{item.options.join(', ')}</span>}
              <span className="text-neutral-700">{t('orders.quantity', { count: item.quantity })}</span>
            </div>
            <div className="flex shrink-0 flex-col items-end text-sm">
              {item.price > item.unit_price && <s className="text-neutral-500">{formatVnd(item.price)}</s>}
              <span className="font-semibold">{formatVnd(item.unit_price)}</span>
            </div>
          </li>
        ))}
      </ul>
      {limit && items.length > limit && (
        <p className="text-sm text-neutral-600">{t('orders.more_items', { count: items.length - limit })}</p>
      )}
    </>
  )
}
