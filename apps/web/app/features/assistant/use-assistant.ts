import {
  ASSISTANT_PATHS,
  FIT_PATHS,
  ASSISTANT_RULES,
  type AssistantEvent,
  type AssistantVariant,
  type TAssistantAction,
  type TAssistantChatReply,
  type TAssistantConfig,
  type TAssistantEventInput,
  type TAssistantHistory,
  type TAssistantMessage,
  type TTryOnPhoto,
  type TTryOnResult,
} from '@xinh/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ensureCartSession } from '#web/features/cart/cart-actions.ts'
import { type ApiClient, ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ensureSessionId } from '#web/lib/client-identity.ts'
import { remoteConfig } from '#web/lib/remote-config.ts'
import { type AssistantKey, useAssistantT } from './i18n.tsx'

/** A message on screen: as stored, or local (the user's before the server has it; the §8 apologies). */
export type ShownMessage = TAssistantMessage & {
  image?: string
  local?: boolean
  seen?: boolean
  /** A reply that arrived while the panel was open (not from the history). */
  live?: boolean
}

const VARIANT_KEY = 'xinh_asst_variant'
const CONFIG_KEY = 'xinh_asst_config'
const PHOTO_KEY = 'xinh_asst_tryon_photo'

export type Preview = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'error'; message: string }
/** spec §5: the image accept list; §9: the image label sent with a picture. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif'
const IMAGE_LABEL = '**Hình ảnh**'

let seq = 0
const localId = () => `local-${Date.now()}-${++seq}`

function localMessage(role: 'user' | 'assistant', content: string, extra: Partial<ShownMessage> = {}): ShownMessage {
  const now = new Date().toISOString()
  return {
    id: localId(),
    content,
    role,
    isUser: role === 'user',
    timestamp: now,
    createdAt: now,
    products: [],
    vouchers: [],
    generated_image: null,
    ui: null,
    local: true,
    ...extra,
  }
}

/** spec §7/§9 remote config, through the web's one client (at most hourly, 60 s timeout, last copy on failure). */
const assistantConfig = (api: ApiClient) =>
  remoteConfig<TAssistantConfig>({
    key: CONFIG_KEY,
    load: () => api.get<TAssistantConfig>(ASSISTANT_PATHS.config),
    minutesOf: (c) => c.min_fetch_minutes,
  })

/** spec §4: normal or funny, 50/50 by default (the remote config's split), stored in the browser. */
function storedVariant(): AssistantVariant | null {
  const v = localStorage.getItem(VARIANT_KEY)
  return v === 'normal' || v === 'funny' ? v : null
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** What one button (suggested action, follow-up, option) sends: the bubble's text and the action. */
export type Ask = { message: string; action?: TAssistantAction | null }

/**
 * The widget's conversation (spec §4 assistant widget): history on open, the open/close analytics
 * with duration and message count, the A/B variant, sending text, images and actions with the §8
 * fallbacks, and saving vouchers.
 */
export function useAssistant(open: boolean) {
  const { api, user, lang } = useApp()
  const t = useAssistantT()
  const signedIn = Boolean(user && !user.is_guest)
  const [messages, setMessages] = useState<ShownMessage[]>([])
  const [historyState, setHistoryState] = useState<'idle' | 'loading' | 'error' | 'ready'>('idle')
  const [waiting, setWaiting] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [variant, setVariant] = useState<AssistantVariant>('normal')
  const [config, setConfig] = useState<TAssistantConfig | null>(null)
  const [savingVoucher, setSavingVoucher] = useState<string | null>(null)
  // the try-on photo of this browser session (fit service), for the previews of result cards
  const [photoId, setPhotoId] = useState<string | null>(null)
  useEffect(() => setPhotoId(sessionStorage.getItem(PHOTO_KEY)), [])
  const session = useRef({ openedAt: 0, sent: 0 })
  const variantRef = useRef<AssistantVariant>('normal')
  const busy = useRef(false)

  const track = useCallback(
    (event: AssistantEvent, extra: Partial<TAssistantEventInput> = {}) => {
      const body: TAssistantEventInput = { event, ab_variant: variantRef.current, session_id: ensureSessionId(), ...extra }
      void api.post(ASSISTANT_PATHS.events, body).catch(() => undefined)
    },
    [api],
  )

  // the persona: from the browser, else assigned once by the remote config's split
  useEffect(() => {
    let live = true
    const known = storedVariant()
    if (known) {
      variantRef.current = known
      setVariant(known)
    }
    void assistantConfig(api).then((c) => {
      if (!live) return
      setConfig(c)
      if (known) return
      const normalShare = c?.ab_split ?? 50
      const assigned: AssistantVariant = Math.random() * 100 < normalShare ? 'normal' : 'funny'
      localStorage.setItem(VARIANT_KEY, assigned)
      variantRef.current = assigned
      setVariant(assigned)
      track('chatbot_ab_variant')
    })
    return () => {
      live = false
    }
  }, [api, track])

  const loadHistory = useCallback(async () => {
    setHistoryState('loading')
    try {
      const q = new URLSearchParams({ page: '1', page_size: String(ASSISTANT_RULES.historyPageSize), ab_variant: variantRef.current })
      if (!signedIn) q.set('user_id', ensureSessionId())
      else if (user) q.set('user_id', user._id)
      const history = await api.get<TAssistantHistory>(`${ASSISTANT_PATHS.history}?${q}`)
      setMessages((now) => [...history.messages.map((m) => ({ ...m, seen: true })), ...now.filter((m) => m.local && !m.isUser)])
      setHistoryState('ready')
    } catch {
      setHistoryState('error')
    }
  }, [api, signedIn, user])

  // spec §4: opening loads the history (again after a login: the guest's conversation joined the account)
  const who = user?._id ?? 'anonymous'
  const loadedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!open || loadedFor.current === who) return
    loadedFor.current = who
    void loadHistory()
  }, [open, who, loadHistory])

  // spec §4: open records chatbot_open and starts timing; close records duration and message count
  useEffect(() => {
    if (!open) return
    session.current = { openedAt: Date.now(), sent: 0 }
    track('chatbot_open')
    return () => {
      track('chatbot_close', { duration_ms: Date.now() - session.current.openedAt, message_count: session.current.sent })
    }
  }, [open, track])

  const userContext = useCallback(
    () => ({
      userId: signedIn ? (user?._id ?? null) : ensureSessionId(),
      userName: signedIn ? (user?.userName ?? null) : null,
      userType: signedIn ? ('authenticated' as const) : ('guest' as const),
      sessionId: ensureSessionId(),
      email: signedIn ? (user?.email ?? null) : null,
      userProfile: signedIn && user ? { gender: user.gender, birthday: user.birthday, bodyShapeType: user.bodyShapeType } : null,
    }),
    [signedIn, user],
  )

  /** Sends text, an action, or an image; the user's bubble first, then the reply or the §8 apology. */
  const post = useCallback(
    async (
      bubble: ShownMessage,
      body: { message: string; action?: TAssistantAction | null; user_image?: string },
      failKey: AssistantKey,
      /** Runs after the bubble shows and before the message goes; its error text ends the send. */
      before?: () => Promise<string | null>,
    ) => {
      setMessages((now) => [...now, bubble])
      setWaiting(true)
      session.current.sent += 1
      track('chatbot_message_sent')
      try {
        // a visitor chats as a guest session (spec §6), made on the first message like the cart's
        await ensureCartSession(api, signedIn)
        const stop = before ? await before() : null
        if (stop) {
          setMessages((now) => [...now, localMessage('assistant', stop)])
          return
        }
        const ctx = userContext()
        const reply = await api.post<TAssistantChatReply>(ASSISTANT_PATHS.chat, {
          ...body,
          user_id: ctx.userId,
          ab_variant: variantRef.current,
          userContext: ctx,
        })
        const text = reply.content || reply.answer
        const shown: ShownMessage = {
          ...reply,
          live: true,
          // spec §8: an empty reply, or an image answered without text
          content: text || (body.user_image ? t('asst.image_received') : t('asst.empty_reply')),
        }
        setMessages((now) => [
          ...now.map((m) => (m.id === bubble.id ? { ...m, id: reply.user_message.id, local: false, seen: true } : m)),
          shown,
        ])
      } catch (error) {
        const message = error instanceof ApiError && error.code === 'RATE_LIMITED' && error.message ? error.message : t(failKey)
        setMessages((now) => [...now, localMessage('assistant', message)])
      } finally {
        setWaiting(false)
      }
    },
    [api, signedIn, t, track, userContext],
  )

  const send = useCallback(
    async (ask: Ask) => {
      const text = ask.message.trim()
      // spec §5: empty or whitespace messages are never sent
      if ((!text && !ask.action) || busy.current) return
      busy.current = true
      try {
        await post(localMessage('user', text), { message: text, action: ask.action ?? null }, 'asst.send_failed')
      } finally {
        busy.current = false
      }
    },
    [post],
  )

  /** spec §4: the image shows as the user's message first, then it is sent; one upload at a time. */
  const sendImage = useCallback(
    async (file: File, extra: { action?: TAssistantAction | null; tryOn?: boolean } = {}) => {
      if (uploading || busy.current) return 'busy' as const
      if (!ASSISTANT_RULES.imageTypes.includes(file.type as never)) return 'type' as const
      if (file.size > ASSISTANT_RULES.imageMaxBytes) return 'size' as const
      busy.current = true
      setUploading(true)
      try {
        const data = await readAsDataUrl(file)
        // a try-on photo is stored by the fit service (consented, private, 24 h): a photo with no
        // person gets its clear message here, before the assistant moves on to the product choice
        const toFit = extra.tryOn
          ? async () => {
              try {
                const photo = await api.post<TTryOnPhoto>(FIT_PATHS.photos, { image: data })
                sessionStorage.setItem(PHOTO_KEY, photo._id)
                setPhotoId(photo._id)
                return null
              } catch (error) {
                return error instanceof ApiError && error.message ? error.message : t('asst.image_failed')
              }
            }
          : undefined
        await post(
          localMessage('user', data, { image: data }),
          { message: IMAGE_LABEL, user_image: data, action: extra.action ?? null },
          'asst.image_failed',
          toFit,
        )
        return 'sent' as const
      } catch {
        setMessages((now) => [...now, localMessage('assistant', t('asst.image_failed'))])
        return 'failed' as const
      } finally {
        busy.current = false
        setUploading(false)
      }
    },
    [api, post, t, uploading],
  )

  /**
   * The try-on preview of a result card (fit service: the session's photo × the chosen product),
   * made once per live reply; the image is the caller's only (owner-only URL).
   */
  const [previews, setPreviews] = useState<Record<string, Preview>>({})
  const makePreview = useCallback(
    async (messageId: string, productId: string) => {
      if (!photoId || previews[messageId]) return
      setPreviews((p) => ({ ...p, [messageId]: { state: 'loading' } }))
      try {
        const result = await api.post<TTryOnResult>(FIT_PATHS.tryOn, { photo_id: photoId, product_id: productId })
        setPreviews((p) => ({ ...p, [messageId]: { state: 'ready', url: result.image_url } }))
      } catch (error) {
        const message = error instanceof ApiError && error.message ? error.message : t('asst.error_generic')
        setPreviews((p) => ({ ...p, [messageId]: { state: 'error', message } }))
      }
    },
    [api, photoId, previews, t],
  )

  /** spec §4/§6: only when signed in and not already saving (guests: silently skipped). */
  const saveVoucher = useCallback(
    async (id: string): Promise<{ ok: true } | { ok: false; message: string } | null> => {
      if (!signedIn || savingVoucher) return null
      setSavingVoucher(id)
      try {
        await api.post(`/api/v1/mobile/voucher-buyer/${id}/save`)
        setMessages((now) => now.map((m) => ({ ...m, vouchers: m.vouchers.map((v) => (v._id === id ? { ...v, is_saved: true } : v)) })))
        track('chatbot_voucher_save', { voucher_id: id })
        return { ok: true }
      } catch (error) {
        // spec §8: the server's message, or the generic text
        return { ok: false, message: error instanceof ApiError && error.message ? error.message : t('asst.error_generic') }
      } finally {
        setSavingVoucher(null)
      }
    },
    [api, savingVoucher, signedIn, t, track],
  )

  const productClick = useCallback((id: string) => track('chatbot_product_click', { product_id: id }), [track])

  const texts = config?.texts[lang] ?? null
  return {
    messages,
    historyState,
    loadHistory,
    waiting,
    uploading,
    variant,
    texts,
    signedIn,
    send,
    sendImage,
    saveVoucher,
    savingVoucher,
    productClick,
    photoId,
    previews,
    makePreview,
  }
}
