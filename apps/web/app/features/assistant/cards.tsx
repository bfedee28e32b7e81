import type { TAssistantButton, TAssistantCard, TAssistantOrder, TAssistantVoucherCard, TChatbotProductCard } from '@xinh/contracts'
import { Check, ChevronLeft, ChevronRight, ExternalLink, Info, LogIn, Ruler, Ticket, Truck } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { useAssistantT } from './i18n.tsx'
import { isFreeShipping, voucherPage } from './format.ts'
import { TryOnCard } from './try-on.tsx'
import type { ShownMessage } from './use-assistant.ts'
import { useWidget } from './widget-context.ts'

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60'

/** Signs in from inside the widget (the app's login modal; the history joins the account after). */
export function LoginButton({ label }: { label?: string }) {
  const t = useAssistantT()
  const { openAuth } = useApp()
  return (
    <button type="button" className={chip} onClick={() => openAuth('login')} data-testid="assistant-login">
      <LogIn aria-hidden className="size-4" />
      {label ?? t('asst.login')}
    </button>
  )
}

/** spec §2 follow-ups (view more products, filter by price, consult more, virtual try-on…), as the server chose them. */
export function FollowUps({ buttons }: { buttons: TAssistantButton[] }) {
  const { send, waiting } = useWidget()
  if (!buttons.length) return null
  return (
    <div className="flex flex-wrap gap-2" data-testid="assistant-follow-ups">
      {buttons.map((b) =>
        b.kind === 'login' ? (
          <LoginButton key={`${b.kind}-${b.label}`} label={b.label} />
        ) : (
          <button
            key={`${b.kind}-${b.label}`}
            type="button"
            disabled={waiting}
            className={chip}
            onClick={() => void send({ message: b.message, action: b.action })}
            data-testid={`assistant-follow-up-${b.kind}`}
          >
            {b.label}
          </button>
        ),
      )}
    </div>
  )
}

const priceText = (p: TChatbotProductCard['raw_data']) =>
  p.price_min_max.min !== p.price_min_max.max
    ? `${formatVnd(p.price_min_max.min)} – ${formatVnd(p.price_min_max.max)}`
    : formatVnd(p.sale_price)

/** spec §3 chatbot card: image, name, price (range over variants), discount; opens the product. */
export function ProductCard({ card, children }: { card: TChatbotProductCard; children?: React.ReactNode }) {
  const t = useAssistantT()
  const { productClick, close } = useWidget()
  const p = card.raw_data
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-neutral-200" data-testid="assistant-product">
      <Link
        to={card.url}
        onClick={() => {
          productClick(p._id)
          close()
        }}
        className="flex flex-1 flex-col"
      >
        <span className="relative block aspect-square bg-neutral-100">
          {p.images[0] && <img src={p.images[0]} alt="" loading="lazy" className="size-full object-cover" />}
          {p.discount_percent > 0 && (
            <span className="absolute top-1 left-1 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
              -{p.discount_percent}%
            </span>
          )}
        </span>
        <span className="flex flex-1 flex-col gap-0.5 p-2">
          <span className="line-clamp-2 text-xs text-neutral-900">{p.name}</span>
          <span className="text-sm font-bold text-brand-700" data-testid="assistant-product-price" data-price={p.sale_price}>
            {priceText(p)}
          </span>
          {p.before_sale_price > p.sale_price && <s className="text-xs text-neutral-600">{formatVnd(p.before_sale_price)}</s>}
          {p.is_sold_out && <span className="text-xs font-semibold text-neutral-700">{t('asst.sold_out')}</span>}
        </span>
      </Link>
      {children}
    </li>
  )
}

function Products({ products, total }: { products: TChatbotProductCard[]; total: number }) {
  const t = useAssistantT()
  if (!products.length) return null
  return (
    <section aria-label={t('asst.products_label', { count: total })} className="w-full">
      <ul className="grid grid-cols-2 gap-2" data-testid="assistant-products">
        {products.map((c) => (
          <ProductCard key={c.id} card={c} />
        ))}
      </ul>
    </section>
  )
}

function VoucherCard({ v, disclaimer }: { v: TAssistantVoucherCard; disclaimer: string }) {
  const t = useAssistantT()
  const toast = useToast()
  const { saveVoucher, savingVoucher } = useWidget()
  const [tip, setTip] = useState(false)
  const tipId = useId()
  const Icon = isFreeShipping(v) ? Truck : Ticket
  const save = async () => {
    const result = await saveVoucher(v._id)
    if (!result) return // a guest, or a save already running: silently skipped (spec §4, §6)
    if (result.ok) toast(t('asst.voucher_saved_toast', { code: v.code }), 'success')
    else toast(result.message, 'error')
  }
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200" data-testid="assistant-voucher">
      <div className="flex items-center gap-2">
        <Icon aria-hidden className="size-6 shrink-0 text-brand-600" data-icon={isFreeShipping(v) ? 'truck' : 'ticket'} />
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-bold" data-testid="assistant-voucher-code">
            {v.code}
          </p>
          <p className="truncate text-xs text-neutral-700">{v.name}</p>
        </div>
        <button
          type="button"
          aria-label={t('asst.voucher_details', { code: v.code })}
          aria-expanded={tip}
          aria-controls={tipId}
          onClick={() => setTip((s) => !s)}
          title={v.chatbotVoucher.description}
          className="flex size-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
        >
          <Info aria-hidden className="size-4" />
        </button>
        {v.is_saved ? (
          <span
            className="flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-green-700"
            data-testid="assistant-voucher-saved"
          >
            <Check aria-hidden className="size-4" />
            {t('asst.voucher_saved')}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => void save()}
            disabled={!v.available}
            aria-busy={savingVoucher === v._id || undefined}
            className="min-h-9 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-neutral-300 disabled:text-neutral-700"
            data-testid="assistant-voucher-save"
          >
            {v.available ? t('asst.voucher_save') : t('asst.voucher_unavailable')}
          </button>
        )}
      </div>
      <p id={tipId} role="tooltip" hidden={!tip} className="rounded-lg bg-neutral-900 px-2 py-1 text-xs text-white">
        {v.chatbotVoucher.description}
      </p>
      <p className="text-xs text-neutral-600">{disclaimer}</p>
    </li>
  )
}

/** spec §2: the voucher list, 6 a page, previous / next and "page x/y". */
function Vouchers({ vouchers, card }: { vouchers: TAssistantVoucherCard[]; card: Extract<TAssistantCard, { kind: 'vouchers' }> }) {
  const t = useAssistantT()
  const { signedIn, texts } = useWidget()
  const [wanted, setPage] = useState(1)
  const { items: shown, page, pages } = voucherPage(vouchers, wanted, card.page_size || 6)
  const disclaimer = texts?.voucher_disclaimer ?? t('asst.voucher_disclaimer')
  if (!vouchers.length) return null
  return (
    <section aria-label={t('asst.vouchers_label')} className="w-full" data-testid="assistant-vouchers">
      {card.best && card.best.voucher_ids.length > 0 && (
        <p className="mb-2 rounded-lg bg-green-50 px-3 py-2 text-xs text-green-900" data-testid="assistant-best-combination">
          {t('asst.best_combination', { amount: formatVnd(card.best.discount + card.best.shipping_discount) })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {shown.map((v) => (
          <VoucherCard key={v._id} v={v} disclaimer={disclaimer} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-2 flex items-center justify-between gap-2">
          <button
            type="button"
            className={chip}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            data-testid="assistant-vouchers-prev"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('asst.previous')}
          </button>
          <span className="text-xs text-neutral-700" aria-live="polite" data-testid="assistant-vouchers-page">
            {t('asst.page_of', { page, pages })}
          </span>
          <button
            type="button"
            className={chip}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="assistant-vouchers-next"
          >
            {t('asst.next')}
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      )}
      {card.login_required && !signedIn && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="text-xs text-neutral-700">{t('asst.voucher_login')}</p>
          <LoginButton />
        </div>
      )}
    </section>
  )
}

function OrderRow({ o }: { o: TAssistantOrder }) {
  const t = useAssistantT()
  const { close } = useWidget()
  return (
    <li data-testid="assistant-order">
      <Link
        to={o.url}
        onClick={close}
        className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200 hover:ring-brand-600"
      >
        {o.first_item?.image && <img src={o.first_item.image} alt="" className="size-12 rounded-lg object-cover" />}
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{t('asst.order_code', { code: o.code })}</span>
          {o.first_item && <span className="block truncate text-xs text-neutral-700">{o.first_item.name}</span>}
          <span className="block text-xs font-medium text-brand-700" data-testid="assistant-order-status">
            {o.status}
            {o.shipping_status ? ` · ${o.shipping_status}` : ''}
          </span>
        </span>
        <span className="text-sm font-bold">{formatVnd(o.total_order_payment)}</span>
      </Link>
    </li>
  )
}

function Orders({ card }: { card: Extract<TAssistantCard, { kind: 'orders' }> }) {
  const t = useAssistantT()
  if (card.login_required) return <LoginButton label={t('asst.orders_login')} />
  if (!card.orders.length) return <p className="text-sm text-neutral-700">{t('asst.orders_empty')}</p>
  return (
    <ul className="flex w-full flex-col gap-2" aria-label={t('asst.orders_label')} data-testid="assistant-orders">
      {card.orders.map((o) => (
        <OrderRow key={o._id} o={o} />
      ))}
    </ul>
  )
}

/** spec §2 return guide: 7 steps, the orders page with order=1 and the return-policy guide. */
function ReturnGuide({ card }: { card: Extract<TAssistantCard, { kind: 'return_guide' }> }) {
  const t = useAssistantT()
  const { close } = useWidget()
  const steps = [
    t('asst.return_step1'),
    <>
      {t('asst.return_step2')}{' '}
      <Link
        to={card.orders_url}
        onClick={close}
        className="font-semibold text-brand-700 underline"
        data-testid="assistant-return-orders-link"
      >
        {t('asst.return_orders_link')}
      </Link>
    </>,
    t('asst.return_step3'),
    t('asst.return_step4'),
    t('asst.return_step5'),
    t('asst.return_step6'),
    t('asst.return_step7'),
  ]
  return (
    <section className="w-full rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200" data-testid="assistant-return-guide">
      <h3 className="mb-2 text-sm font-bold">{t('asst.return_title')}</h3>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        {steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven steps are fixed
          <li key={i}>{s}</li>
        ))}
      </ol>
      <Link
        to={card.policy_url}
        onClick={close}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        data-testid="assistant-return-policy-link"
      >
        {t('asst.return_policy_link')}
        <ExternalLink aria-hidden className="size-3.5" />
      </Link>
      {card.returnable_orders.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 text-xs font-semibold text-neutral-700">{t('asst.returnable_orders')}</p>
          <ul className="flex flex-col gap-2">
            {card.returnable_orders.map((o) => (
              <OrderRow key={o._id} o={o} />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

const MEASURES = ['height', 'weight', 'bust', 'waist', 'hip'] as const
function SizeAdvice({ card }: { card: Extract<TAssistantCard, { kind: 'size_advice' }> }) {
  const t = useAssistantT()
  const { openMeasurements, signedIn } = useWidget()
  if (!card.advice) {
    if (card.reason === 'no_measurements')
      return signedIn ? (
        <button type="button" className={chip} onClick={openMeasurements} data-testid="assistant-update-measurements">
          <Ruler aria-hidden className="size-4" />
          {t('asst.update_measurements')}
        </button>
      ) : (
        <LoginButton />
      )
    return null
  }
  const label = (m: string) => ((MEASURES as readonly string[]).includes(m) ? t(`asst.measure_${m as (typeof MEASURES)[number]}`) : m)
  return (
    <section className="w-full rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200" data-testid="assistant-size-advice">
      {card.product && <p className="truncate text-xs text-neutral-700">{card.product.raw_data.name}</p>}
      <p className="text-sm">
        {t('asst.size_for_you')} <strong className="text-lg text-brand-700">{card.advice.size}</strong>
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {card.advice.fits.map((f) => (
          <li key={f.measure} className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs">
            {label(f.measure)}: {t(`asst.fit_${f.fit}`)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-neutral-600">{t('asst.confidence', { percent: Math.round(card.advice.confidence * 100) })}</p>
    </section>
  )
}

/** The cards the server chose for a reply (`ui.cards`), in its order. */
export function Cards({ message }: { message: ShownMessage }) {
  const cards = message.ui?.cards ?? []
  return (
    <>
      {cards.map((card, i) => {
        const key = `${card.kind}-${i}`
        switch (card.kind) {
          case 'products':
            return <Products key={key} products={message.products} total={card.total} />
          case 'vouchers':
            return <Vouchers key={key} vouchers={message.vouchers} card={card} />
          case 'orders':
            return <Orders key={key} card={card} />
          case 'return_guide':
            return <ReturnGuide key={key} card={card} />
          case 'size_advice':
            return <SizeAdvice key={key} card={card} />
          case 'try_on':
            return <TryOnCard key={key} card={card} message={message} />
          case 'clarify':
            return <FollowUps key={key} buttons={card.options} />
          default:
            return null
        }
      })}
    </>
  )
}
