import * as RadixDialog from '@radix-ui/react-dialog'
import { CHAT_PATHS, type TChatPostResult, type TChatSuggestions } from '@xinh/contracts'
import { Package, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { ConversationView } from './conversation.tsx'
import { ChatI18n, useChatT } from './i18n.tsx'
import type { ChatTarget } from './launcher.tsx'
import { ReadAllButton, RoomList, useRooms } from './room-list.tsx'
import { useConversation } from './use-conversation.ts'

/** What the attached product shows. */
type ChatProduct = { _id: string; name: string; image: string | null; sale_price: number }

/** The product "Chat ngay" was pressed on (its public detail). */
function useProduct(productId: string | undefined): ChatProduct | undefined {
  const { api } = useApp()
  const [product, setProduct] = useState<ChatProduct>()
  useEffect(() => {
    setProduct(undefined)
    if (!productId) return
    let live = true
    void api
      .get<{ _id: string; name: string; images: string[]; sale_price: number }>(`/api/v1/web/products/${productId}`)
      .then((p) => live && setProduct({ _id: p._id, name: p.name, image: p.images[0] ?? null, sale_price: p.sale_price }))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, productId])
  return product
}

/** The product from "Chat ngay", attached above the message box until it is sent or removed. */
function Attached({ product, onSend, onRemove }: { product: ChatProduct; onSend: () => void; onRemove: () => void }) {
  const t = useChatT()
  return (
    <div className="flex items-center gap-2 border-t border-neutral-200 bg-neutral-50 px-3 py-2" data-testid="chat-attached-product">
      {product.image ? (
        <img src={product.image} alt="" width={44} height={44} className="size-11 rounded-lg object-cover" />
      ) : (
        <Package aria-hidden className="size-11 rounded-lg bg-neutral-100 p-2.5 text-neutral-500" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs text-neutral-700">{t('cw.attached_product')}</p>
        <p className="truncate text-sm font-medium">{product.name}</p>
        <p className="text-sm font-semibold text-brand-700">{formatVnd(product.sale_price)}</p>
      </div>
      <button
        type="button"
        onClick={onSend}
        className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('cw.attach_send')}
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('cw.attach_remove')}
        className="flex size-9 items-center justify-center rounded-lg hover:bg-neutral-200"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  )
}

function Room({ roomId, product, onBack }: { roomId: string; product?: ChatProduct; onBack: () => void }) {
  const t = useChatT()
  const { api } = useApp()
  const c = useConversation(roomId)
  const [attached, setAttached] = useState(product)
  const [suggestions, setSuggestions] = useState<TChatSuggestions['items']>([])
  const headingId = useId()
  useEffect(() => setAttached(product), [product])
  useEffect(() => {
    const q = product ? `context=product&product_id=${product._id}` : 'context=shop'
    void api
      .get<TChatSuggestions>(`${CHAT_PATHS.suggest}?${q}`)
      .then((r) => setSuggestions(r.items))
      .catch(() => setSuggestions([]))
  }, [api, product])
  // the attached product goes first, as a card, then what the buyer wrote
  const sendAttached = () => {
    if (!attached) return
    c.send(attached._id, 'product')
    setAttached(undefined)
  }
  const fresh = c.status === 'ready' && c.messages.length < 3
  return (
    <ConversationView
      c={c}
      onBack={onBack}
      headingId={headingId}
      beforeSend={sendAttached}
      above={
        <>
          {fresh && suggestions.length > 0 && (
            <div className="border-t border-neutral-200 px-3 py-2">
              <p className="mb-1 text-xs font-semibold text-neutral-700">{t('cw.suggestions')}</p>
              <ul className="flex flex-wrap gap-1.5" data-testid="chat-suggestions">
                {suggestions.map((s) => (
                  <li key={s.key}>
                    <button
                      type="button"
                      onClick={() => {
                        sendAttached()
                        c.send(s.text)
                      }}
                      className="rounded-full px-3 py-1 text-left text-xs text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                    >
                      {s.text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {attached && <Attached product={attached} onSend={sendAttached} onRemove={() => setAttached(undefined)} />}
        </>
      }
    />
  )
}

/** Opens (or reuses) the room with a shop, then shows it. */
function ShopRoom({ shopId, productId, onBack }: { shopId: string; productId?: string; onBack: () => void }) {
  const t = useChatT()
  const { api } = useApp()
  const product = useProduct(productId)
  const [roomId, setRoomId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    let live = true
    setError(null)
    api
      .post<TChatPostResult>(CHAT_PATHS.rooms, { shop_id: shopId })
      .then((r) => live && setRoomId(r.room._id))
      .catch((e) => live && setError(e instanceof ApiError && e.message ? e.message : t('cw.load_error')))
    return () => {
      live = false
    }
  }, [api, shopId, t, attempt])
  if (error) return <ErrorState title={error} retryLabel={t('cw.retry')} onRetry={() => setAttempt((n) => n + 1)} />
  if (!roomId) return <ListSkeleton rows={3} label={t('cw.messages_loading')} />
  return <Room roomId={roomId} product={product} onBack={onBack} />
}

function Rooms({ onOpen }: { onOpen: (roomId: string) => void }) {
  const rooms = useRooms('buyer')
  return (
    <>
      {rooms.rooms.some((r) => r.unread_count > 0 || r.marked_unread) && (
        <div className="flex justify-end px-3 pt-2">
          <ReadAllButton onClick={() => void rooms.readAll()} />
        </div>
      )}
      <RoomList {...rooms} onSelect={(r) => onOpen(r._id)} />
    </>
  )
}

function DrawerBody({ target, onClose }: { target: ChatTarget; onClose: () => void }) {
  const t = useChatT()
  // what the drawer shows: the target it was opened with, until the buyer goes back to the list
  const [view, setView] = useState<ChatTarget | { list: true }>(target)
  useEffect(() => setView(target), [target])
  const back = () => setView({ list: true })
  let body: React.ReactNode
  if ('shopId' in view && view.shopId) body = <ShopRoom key={view.at} shopId={view.shopId} productId={view.productId} onBack={back} />
  else if ('roomId' in view && view.roomId) body = <Room key={view.roomId} roomId={view.roomId} onBack={back} />
  else body = <Rooms onOpen={(roomId) => setView({ roomId, at: Date.now() })} />
  const listing = !('shopId' in view && view.shopId) && !('roomId' in view && view.roomId)
  return (
    <>
      <div className="flex items-center justify-between border-b border-neutral-200 px-3 py-2">
        <RadixDialog.Title className="font-bold">{t('cw.title')}</RadixDialog.Title>
        <RadixDialog.Description className="sr-only">{t('cw.rooms')}</RadixDialog.Description>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('cw.close')}
          className="flex size-10 items-center justify-center rounded-lg hover:bg-neutral-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className={`min-h-0 flex-1 ${listing ? 'overflow-y-auto' : 'flex flex-col'}`}>{body}</div>
    </>
  )
}

/**
 * The buyer's chat: a drawer on the right on wide screens, the whole screen on a phone (issue 15).
 * Loaded on the first "Chat ngay" or header click (a lazy chunk with the chat's strings).
 */
export default function ChatDrawer({ target, onClose }: { target: ChatTarget | null; onClose: () => void }) {
  return (
    <RadixDialog.Root open={Boolean(target)} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl md:inset-y-0 md:right-0 md:left-auto md:w-[420px]"
          data-testid="chat-drawer"
        >
          <ChatI18n>{target && <DrawerBody target={target} onClose={onClose} />}</ChatI18n>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
