import type { ChatSide, TChatMessage, TChatRoom } from '@xinh/contracts'
import { Check, Package, Ticket } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { type ChatKey, useChatT } from './i18n.tsx'
import type { ShownMessage } from './use-conversation.ts'

/** A one-line preview of a message for room lists (plain text, like everything in the chat). */
export function previewOf(m: TChatMessage, t: ReturnType<typeof useChatT>): string {
  const card = m.card
  if (m.type === 'image') return t('cw.preview_image')
  if (card?.kind === 'product') return t('cw.preview_product', { name: card.name })
  if (card?.kind === 'order') return t('cw.preview_order', { code: card.code })
  if (card?.kind === 'voucher') return t('cw.preview_voucher', { code: card.code })
  return m.content
}

function ProductCard({ card }: { card: Extract<NonNullable<TChatMessage['card']>, { kind: 'product' }> }) {
  const t = useChatT()
  return (
    <Link
      to={card.url}
      className="flex w-64 max-w-full gap-2 rounded-xl bg-white p-2 text-neutral-900 ring-1 ring-neutral-200 hover:ring-brand-600"
      data-testid="chat-product-card"
    >
      {card.image ? (
        <img src={card.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />
      ) : (
        <Package aria-hidden className="size-16 shrink-0 rounded-lg bg-neutral-100 p-4 text-neutral-500" />
      )}
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="line-clamp-2 text-sm font-medium">{card.name}</span>
        <span className="text-sm font-semibold text-brand-700">{formatVnd(card.sale_price)}</span>
        {card.before_sale_price !== null && card.before_sale_price > card.sale_price && (
          <span className="text-xs text-neutral-600 line-through">{formatVnd(card.before_sale_price)}</span>
        )}
        <span className="sr-only">{t('cw.product_view')}</span>
      </span>
    </Link>
  )
}

function OrderCard({ card, viewer }: { card: Extract<NonNullable<TChatMessage['card']>, { kind: 'order' }>; viewer: ChatSide }) {
  const t = useChatT()
  const href = viewer === 'buyer' ? `/trang-ca-nhan/don-hang/${card._id}` : `/ban-hang/quan-ly-don-hang/${card._id}`
  return (
    <Link
      to={href}
      className="flex w-64 max-w-full flex-col gap-1 rounded-xl bg-white p-2 text-neutral-900 ring-1 ring-neutral-200 hover:ring-brand-600"
      data-testid="chat-order-card"
    >
      <span className="text-sm font-semibold">{t('cw.order_title', { code: card.code })}</span>
      <span className="flex gap-2">
        {card.first_item?.image && (
          <img src={card.first_item.image} alt="" width={40} height={40} className="size-10 rounded object-cover" />
        )}
        <span className="flex min-w-0 flex-col text-xs text-neutral-700">
          {card.first_item && <span className="truncate">{card.first_item.name}</span>}
          <span>{t('cw.order_items', { count: card.item_count })}</span>
        </span>
      </span>
      <span className="text-sm font-semibold text-brand-700">{formatVnd(card.total_order_payment)}</span>
    </Link>
  )
}

function VoucherCard({ card, canSave }: { card: Extract<NonNullable<TChatMessage['card']>, { kind: 'voucher' }>; canSave: boolean }) {
  const t = useChatT()
  const { api } = useApp()
  const toast = useToast()
  const [saved, setSaved] = useState(card.is_saved)
  const [busy, setBusy] = useState(false)
  async function save() {
    setBusy(true)
    try {
      await api.post(`/api/v1/mobile/voucher-buyer/${card._id}/save`)
      setSaved(true)
      toast(t('cw.voucher_saved_toast', { code: card.code }), 'success')
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div
      className="flex w-64 max-w-full gap-2 rounded-xl bg-white p-2 text-neutral-900 ring-1 ring-brand-200"
      data-testid="chat-voucher-card"
    >
      <Ticket aria-hidden className="size-10 shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-semibold">{card.name}</p>
        <p className="text-xs text-neutral-700">{card.chatbotVoucher.description}</p>
        <p className="text-xs text-neutral-700">{t('cw.voucher_min', { amount: formatVnd(card.min_order_value) })}</p>
        <p className="text-xs text-neutral-700">{t('cw.voucher_until', { date: formatDateTime(card.end_time, t.lang) })}</p>
        <p className="font-mono text-xs text-neutral-800">{card.code}</p>
        {canSave &&
          (saved ? (
            <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-emerald-700" data-testid="chat-voucher-saved">
              <Check aria-hidden className="size-4" />
              {t('cw.voucher_saved')}
            </span>
          ) : !card.available ? (
            <span className="mt-1 text-sm text-neutral-600">{t('cw.voucher_unavailable')}</span>
          ) : (
            <button
              type="button"
              onClick={save}
              disabled={busy}
              className="mt-1 self-start rounded-lg bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t('cw.voucher_save')}
            </button>
          ))}
      </div>
    </div>
  )
}

/**
 * One message. Text is rendered as text — React escapes it; links stay plain text (spec: never
 * HTML) — with its line breaks kept; cards as cards.
 */
export function MessageView({
  m,
  room,
  mine,
  seen,
  onRetry,
}: {
  m: ShownMessage
  room: TChatRoom
  mine: boolean
  /** Show the read receipt under this (my last) message. */
  seen: boolean | null
  onRetry: (clientId: string) => void
}) {
  const t = useChatT()
  const card = m.card
  let body: React.ReactNode
  if (card?.kind === 'product') body = <ProductCard card={card} />
  else if (card?.kind === 'order') body = <OrderCard card={card} viewer={room.side} />
  else if (card?.kind === 'voucher') body = <VoucherCard card={card} canSave={room.side === 'buyer'} />
  else if (m.type === 'image')
    body = (
      <a href={m.content} target="_blank" rel="noopener noreferrer" className="block">
        <img src={m.content} alt={t('cw.image_alt')} className="max-h-60 max-w-full rounded-xl object-contain" loading="lazy" />
      </a>
    )
  else if (m.type === 'text')
    body = (
      <p
        className={`max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${mine ? 'bg-brand-600 text-white' : 'bg-neutral-100 text-neutral-900'}`}
        data-testid="chat-text"
      >
        {m.content}
      </p>
    )
  // a card still on its way: its id until the stored snapshot arrives
  else body = <p className="rounded-2xl bg-neutral-100 px-3 py-2 text-sm text-neutral-700">{t('cw.sending')}</p>
  return (
    <li
      className={`flex flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`}
      data-testid="chat-message"
      data-seq={m.state ? undefined : m.seq}
    >
      <div className="max-w-[85%]">{body}</div>
      <span className="flex items-center gap-1 text-xs text-neutral-600">
        <time dateTime={m.created_at}>{formatDateTime(m.created_at, t.lang)}</time>
        {m.state === 'sending' && <span>· {t('cw.sending')}</span>}
        {seen !== null && !m.state && <span data-testid="chat-receipt">· {t(seen ? 'cw.seen' : 'cw.sent')}</span>}
      </span>
      {m.state === 'failed' && (
        <span role="alert" className="flex items-center gap-1 text-xs text-red-700">
          {m.error || t('cw.failed')}
          <button type="button" className="font-semibold underline" onClick={() => m.client_id && onRetry(m.client_id)}>
            {t('cw.resend')}
          </button>
        </span>
      )}
    </li>
  )
}

export type { ChatKey }
