import {
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
  type TAddress,
  type TGroupBuyDeal,
  type TGroupBuyJoined,
  type TQuote,
} from '@xinh/contracts'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { newIdempotencyKey } from '#web/features/checkout/model.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'

/**
 * Takes a place in a room (or opens one): the delivery address, an online method, the total with
 * shipping from the group-buy quote, then the gateway's page. The key of one attempt survives its
 * retries, so a double click never makes two orders.
 */
export function JoinForm({ deal, roomId, addresses }: { deal: TGroupBuyDeal; roomId?: string; addresses: TAddress[] }) {
  const t = useT()
  const { api } = useApp()
  const [addressId, setAddressId] = useState(addresses.find((a) => a.is_default)?._id ?? addresses[0]?._id ?? '')
  const [method, setMethod] = useState<OnlinePaymentMethod>('VNPAY')
  const [accepted, setAccepted] = useState(false)
  const [quote, setQuote] = useState<TQuote | null>(null)
  const [quoting, setQuoting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const attempt = useRef<{ body: string; key: string } | null>(null)

  useEffect(() => {
    if (!addressId) return
    let live = true
    setQuoting(true)
    api
      .post<TQuote>('/api/v1/mobile/group-buy/quote', { deal_id: deal._id, address_id: addressId, payment_method: method })
      .then((q) => {
        if (!live) return
        setQuote(q)
        setError(null)
      })
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : t('common.network_error')))
      .finally(() => live && setQuoting(false))
    return () => {
      live = false
    }
  }, [api, deal._id, addressId, method, t])

  const shop = quote?.shops[0]
  async function pay() {
    if (!quote || paying) return
    if (!accepted) return setError(t('gb.terms_required'))
    const body = {
      deal_id: deal._id,
      ...(roomId ? { room_id: roomId } : {}),
      address_id: addressId,
      payment_method: method,
      ...(shop?.shipping_method ? { shipping_method: shop.shipping_method } : {}),
      total_order_payment: quote.total,
      accept_terms: true,
    }
    const json = JSON.stringify(body)
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() }
    setPaying(true)
    setError(null)
    try {
      const { data } = await api.request<TGroupBuyJoined>('POST', '/api/v1/mobile/group-buy/join', body, {
        'Idempotency-Key': attempt.current.key,
      })
      // to the gateway's page; without a link (gateway down) the room shows the seat to pay later
      window.location.assign(data.payment_url ?? data.path)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common.network_error'))
      setPaying(false)
    }
  }

  if (addresses.length === 0)
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>{t('gb.no_address')}</p>
        <Link to="/trang-ca-nhan/dia-chi" className="font-semibold text-brand-700 underline">
          {t('gb.add_address')}
        </Link>
      </div>
    )

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="group-buy-join"
      onSubmit={(e) => {
        e.preventDefault()
        void pay()
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('gb.address')}</span>
        <select
          value={addressId}
          onChange={(e) => setAddressId(e.target.value)}
          className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3"
        >
          {addresses.map((a) => (
            <option key={a._id} value={a._id}>
              {a.name} · {a.full_address}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-semibold">{t('gb.payment')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {ONLINE_PAYMENT_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-neutral-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
              {t(`checkout.payment_${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* the waiting line sits beside the list, not in it: a <dl> holds only its terms (axe definition-list) */}
      <div className="text-sm" aria-live="polite" aria-busy={quoting}>
        {quoting && !quote ? (
          <p className="text-neutral-600">{t('gb.quoting')}</p>
        ) : (
          shop && (
            <dl className="flex flex-col gap-1">
              <div className="flex justify-between">
                <dt>{t('gb.subtotal')}</dt>
                <dd>{formatVnd(shop.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('gb.shipping')}</dt>
                <dd>{formatVnd(shop.shipping_fee - shop.shipping_discount)}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>{t('gb.total')}</dt>
                <dd data-testid="group-buy-total">{formatVnd(quote.total)}</dd>
              </div>
            </dl>
          )
        )}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        <span>{t('gb.terms')}</span>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={paying} disabled={!quote || quoting}>
        {t('gb.pay', { amount: quote ? formatVnd(quote.total) : '' })}
      </Button>
    </form>
  )
}
