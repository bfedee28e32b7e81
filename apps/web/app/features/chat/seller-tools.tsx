import { CHAT_PATHS, type TChatBuyerOrder, type TChatShopVoucher, type TQuickReply } from '@xinh/contracts'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useChatT } from './i18n.tsx'

type Load<T> = { items: T[]; status: 'loading' | 'ready' | 'error'; reload: () => Promise<void> }

function useList<T>(path: string | null): Load<T> {
  const { api } = useApp()
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<Load<T>['status']>('loading')
  const reload = useCallback(async () => {
    if (!path) return
    try {
      setItems(await api.get<T[]>(path))
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [api, path])
  useEffect(() => {
    setStatus('loading')
    void reload()
  }, [reload])
  return { items, status, reload }
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-xl bg-white p-3 ring-1 ring-neutral-200" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  )
}

function States<T>({ list, empty, children }: { list: Load<T>; empty: string; children: ReactNode }) {
  const t = useChatT()
  if (list.status === 'loading') return <ListSkeleton rows={2} label={t('cw.messages_loading')} />
  if (list.status === 'error')
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('cw.load_error')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void list.reload()}>
          {t('cw.retry')}
        </button>
      </p>
    )
  if (!list.items.length) return <p className="text-sm text-neutral-700">{empty}</p>
  return <>{children}</>
}

/** The room's buyer's latest orders with this shop: each can go into the chat as an order card. */
export function BuyerOrders({ roomId, onSend }: { roomId: string; onSend: (orderId: string) => void }) {
  const t = useChatT()
  const list = useList<TChatBuyerOrder>(CHAT_PATHS.buyerOrders.replace(':id', roomId))
  return (
    <Panel title={t('cw.buyer_orders')} testId="chat-buyer-orders">
      <States list={list} empty={t('cw.buyer_orders_empty')}>
        <ul className="flex flex-col gap-2">
          {list.items.map((o) => (
            <li key={o._id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t('cw.order_title', { code: o.code })}</span>
                <span className="block text-xs text-neutral-700">
                  {formatVnd(o.total_order_payment)} · {formatDateTime(o.created_at, t.lang)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onSend(o._id)}
                className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t('cw.send_card')}
              </button>
            </li>
          ))}
        </ul>
      </States>
    </Panel>
  )
}

/** The shop's running vouchers buyers may save: each can go into the chat as a voucher card. */
export function VoucherPicker({ onSend }: { onSend: (voucherId: string) => void }) {
  const t = useChatT()
  const list = useList<TChatShopVoucher>(CHAT_PATHS.shopVouchers)
  return (
    <Panel title={t('cw.vouchers')} testId="chat-voucher-picker">
      <States list={list} empty={t('cw.vouchers_empty')}>
        <ul className="flex flex-col gap-2">
          {list.items.map((v) => (
            <li key={v._id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{v.name}</span>
                <span className="block font-mono text-xs text-neutral-700">{v.code}</span>
                <span className="block text-xs text-neutral-700">{v.description}</span>
              </span>
              <button
                type="button"
                onClick={() => onSend(v._id)}
                aria-label={`${t('cw.send_card')}: ${v.code}`}
                className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t('cw.send_card')}
              </button>
            </li>
          ))}
        </ul>
      </States>
    </Panel>
  )
}

/** The shop's saved replies: insert one into the message box; add, edit, delete. */
export function QuickReplies({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useChatT()
  const { api } = useApp()
  const toast = useToast()
  const list = useList<TQuickReply>(CHAT_PATHS.quickReplies)
  const [draft, setDraft] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function run(fn: () => Promise<unknown>) {
    setBusy(true)
    try {
      await fn()
      setDraft('')
      setEditing(null)
      await list.reload()
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    const content = draft.trim()
    if (!content) return
    void run(() =>
      editing ? api.put(CHAT_PATHS.quickReply.replace(':id', editing), { content }) : api.post(CHAT_PATHS.quickReplies, { content }),
    )
  }
  return (
    <Panel title={t('cw.quick_replies')} testId="chat-quick-replies">
      <States list={list} empty={t('cw.quick_replies_empty')}>
        <ul className="mb-2 flex flex-col gap-1.5">
          {list.items.map((q) => (
            <li key={q._id} className="flex items-start gap-1 text-sm">
              <button
                type="button"
                onClick={() => onInsert(q.content)}
                className="min-w-0 flex-1 rounded-lg px-2 py-1 text-left break-words hover:bg-brand-50"
                title={t('cw.quick_insert')}
              >
                {q.content}
              </button>
              <button
                type="button"
                aria-label={`${t('cw.quick_edit')}: ${q.content}`}
                onClick={() => {
                  setEditing(q._id)
                  setDraft(q.content)
                }}
                className="flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-neutral-100"
              >
                <Pencil aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`${t('cw.quick_delete')}: ${q.content}`}
                disabled={busy}
                onClick={() => void run(() => api.delete(CHAT_PATHS.quickReply.replace(':id', q._id)))}
                className="flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-neutral-100"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </States>
      <form
        className="mt-2 flex items-end gap-1"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('cw.quick_new')}</span>
          <textarea
            value={draft}
            rows={2}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('cw.quick_new')}
            className="w-full resize-none rounded-lg border border-neutral-300 px-2 py-1 text-sm"
            data-testid="quick-reply-input"
          />
        </label>
        <button
          type="submit"
          disabled={busy || !draft.trim()}
          aria-label={editing ? t('cw.quick_save') : t('cw.quick_add')}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white disabled:opacity-50"
        >
          {editing ? <Pencil aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
        </button>
      </form>
    </Panel>
  )
}
