import { useEffect } from 'react'
import { useLoaderData, useRevalidator } from 'react-router'
import { CartView } from '#web/features/cart/cart-view.tsx'
import { track } from '#web/features/tracking/track.ts'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/cart.ts'
import type { loader as cartLoader } from './cart.server.ts'

export { loader } from './cart.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

export default function CartPage() {
  const { cart, messages } = useLoaderData<typeof cartLoader>()
  const t = useT()
  const revalidator = useRevalidator()
  // trackwire (issue 18): the cart as it opened (its lines, those selected for checkout)
  const lines = cart ? [...cart.valid, ...cart.invalid].flatMap((s) => s.items) : []
  const loaded = Boolean(cart)
  const selected = lines.filter((i) => i.is_selected).length
  useEffect(() => {
    if (loaded) track('ViewCart', { metadata: { lines: lines.length, selected } })
  }, [loaded, lines.length, selected])
  if (!cart)
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
        <h1 className="text-xl font-bold">{t('cart.title')}</h1>
        <p className="text-neutral-700">{t('cart.load_failed')}</p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state !== 'idle'}
          className="min-h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('error.retry')}
        </button>
      </div>
    )
  return <CartView initial={cart} messages={messages} />
}
