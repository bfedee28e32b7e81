import type { TShopProductRef } from '@xinh/contracts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useSellerT } from '../i18n/index.ts'
import { ProductThumb } from './product-picker.tsx'

/** Products a category or banner groups, as the seller sees them (any state, with it named). */
export function ShopProductsList({ products }: { products: TShopProductRef[] }) {
  const t = useSellerT()
  if (!products.length) return <p className="text-sm text-neutral-700">{t('sc.marketing.no_products')}</p>
  return (
    <ul className="flex flex-col divide-y divide-neutral-100">
      {products.map((p) => (
        <li key={p._id} className="flex items-center gap-3 py-2">
          <ProductThumb src={p.image} size={48} />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm">{p.name}</span>
            <span className="text-xs text-neutral-700">
              {formatVnd(p.sale_price)} · {t('sc.marketing.stock', { count: p.stock })}
              {p.status !== 'accepted' ? ` · ${t(`sc.marketing.product_state.${p.status}`)}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
