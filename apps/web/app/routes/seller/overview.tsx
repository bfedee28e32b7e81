import { Store } from 'lucide-react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

export default function SellerOverview() {
  const t = useT()
  const { user } = useApp()
  const shop = user?.shop
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
      <h1 className="mb-3 flex items-center gap-2 text-xl font-bold">
        <Store aria-hidden className="size-6 text-brand-600" />
        {t('seller.title')}
      </h1>
      {!shop && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-neutral-800">{t('seller.no_shop')}</p>
          <Link
            to="/trang-ca-nhan/xac-minh"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('seller.go_verify')}
          </Link>
        </div>
      )}
      {shop && <p className="text-sm text-neutral-800">{shop.is_approved ? t('seller.shop_approved') : t('seller.shop_pending')}</p>}
    </section>
  )
}
