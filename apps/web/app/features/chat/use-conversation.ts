import {
  CHAT_EVENTS,
  CHAT_PATHS,
  type ChatMessageType,
  type TChatAck,
  type TChatMessage,
  type TChatMessageEvent,
  type TChatMessagePage,
  type TChatPostResult,
  type TChatPresenceState,
  type TChatReadEvent,
  type TChatRoom,
  type TChatTypingEvent,
} from '@xinh/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useRealtimeClient } from './use-realtime-client.ts'

/** A message on screen: stored (has `seq`), or the sender's optimistic copy still sending or failed. */
export type ShownMessage = TChatMessage & { state?: 'sending' | 'failed'; error?: string }

const messagesPath = (roomId: string) => CHAT_PATHS.messages.replace(':id', roomId)
const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** Merges stored messages in by seq (a message already there — same id or same client id — is replaced, never doubled). */
function merge(list: ShownMessage[], incoming: TChatMessage[]): ShownMessage[] {
  if (!incoming.length) return list
  const byClient = new Map(incoming.filter((m) => m.client_id).map((m) => [m.client_id, m]))
  const ids = new Set(incoming.map((m) => m._id))
  const kept = list.filter((m) => !ids.has(m._id) && !(m.client_id && byClient.has(m.client_id) && m.state))
  const stored = [...kept.filter((m) => !m.state), ...incoming].sort((a, b) => a.seq - b.seq)
  // the sender's unsent copies stay at the end, in the order they were written
  return [...stored, ...kept.filter((m) => m.state)]
}

/**
 * One conversation, live: its latest page, older pages on demand, new messages from the socket,
 * read receipts both ways, the other side typing and online, and sends that are optimistic,
 * idempotent (a client id per message; a retry sends the same id) and fall back to HTTP when
 * the socket is down. A reconnect asks for what came after the last seq held, so nothing is lost.
 */
export function useConversation(roomId: string | null) {
  const { api, user } = useApp()
  const { client, connected } = useRealtimeClient()
  const [room, setRoom] = useState<TChatRoom | null>(null)
  const [messages, setMessages] = useState<ShownMessage[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [hasMoreBefore, setHasMoreBefore] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [typing, setTyping] = useState(false)
  const [online, setOnline] = useState(false)
  const lastSeq = useRef(0)
  const roomRef = useRef<TChatRoom | null>(null)
  roomRef.current = room
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const accept = useCallback((incoming: TChatMessage[]) => {
    for (const m of incoming) if (m.seq > lastSeq.current) lastSeq.current = m.seq
    setMessages((list) => merge(list, incoming))
  }, [])

  const load = useCallback(async () => {
    if (!roomId) return
    setStatus('loading')
    try {
      const page = await api.get<TChatMessagePage>(messagesPath(roomId))
      lastSeq.current = 0
      setMessages([])
      setRoom(page.room)
      setOnline(page.room.online)
      accept(page.messages)
      setHasMoreBefore(page.has_more_before)
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [api, roomId, accept])

  useEffect(() => {
    void load()
  }, [load])

  /** What came after the last seq held (after a reconnect), page by page. */
  const catchUp = useCallback(async () => {
    if (!roomId) return
    for (let i = 0; i < 20; i++) {
      const page = await api.get<TChatMessagePage>(`${messagesPath(roomId)}?after=${lastSeq.current}&limit=100`).catch(() => null)
      if (!page) return
      setRoom(page.room)
      accept(page.messages)
      if (!page.has_more_after) return
    }
  }, [api, roomId, accept])

  const loadOlder = useCallback(async () => {
    const first = messages.find((m) => !m.state)
    if (!roomId || !first) return
    setLoadingOlder(true)
    try {
      const page = await api.get<TChatMessagePage>(`${messagesPath(roomId)}?before=${first.seq}`)
      accept(page.messages)
      setHasMoreBefore(page.has_more_before)
    } finally {
      setLoadingOlder(false)
    }
  }, [api, roomId, messages, accept])

  /** Tells the other side (and my other tabs) that I have read up to the last message, while the page is visible. */
  const markRead = useCallback(() => {
    const r = roomRef.current
    if (!r || !roomId || typeof document === 'undefined' || document.visibilityState !== 'visible') return
    const seq = lastSeq.current
    if (seq <= r.read_seq) return
    setRoom({ ...r, read_seq: seq, unread_count: 0, marked_unread: false })
    if (client?.connected) client.request<TChatAck>(CHAT_EVENTS.read, { room_id: roomId, seq }).catch(() => undefined)
    else void api.put(CHAT_PATHS.readRoom.replace(':id', roomId), { seq }).catch(() => undefined)
  }, [client, api, roomId])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message is read while the conversation is on screen
  useEffect(() => {
    if (status === 'ready') markRead()
  }, [status, messages, markRead])
  useEffect(() => {
    const onVisible = () => markRead()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [markRead])

  // live events of this room
  useEffect(() => {
    if (!client || !roomId) return
    const offs = [
      client.on<TChatMessageEvent>(CHAT_EVENTS.message, (e) => {
        if (e.message.room_id !== roomId) return
        accept([e.message])
        if (e.message.sender_id !== user?._id) setTyping(false)
      }),
      client.on<TChatReadEvent>(CHAT_EVENTS.read, (e) => {
        if (e.room_id !== roomId) return
        setRoom((r) => {
          if (!r) return r
          return e.side === r.side
            ? { ...r, read_seq: Math.max(r.read_seq, e.read_seq) }
            : { ...r, peer_read_seq: Math.max(r.peer_read_seq, e.read_seq) }
        })
      }),
      client.on<TChatTypingEvent>(CHAT_EVENTS.typing, (e) => {
        if (e.room_id !== roomId || e.user_id === user?._id) return
        setTyping(e.typing)
        clearTimeout(typingTimer.current)
        // a lost "stopped typing" must not leave the hint on forever
        if (e.typing) typingTimer.current = setTimeout(() => setTyping(false), 6000)
      }),
      client.on<TChatPresenceState>(CHAT_EVENTS.presence, (e) => {
        if (e.user_id === roomRef.current?.peer_user_id) setOnline(e.online)
      }),
      client.onReconnect(() => void catchUp()),
    ]
    return () => {
      for (const off of offs) off()
      clearTimeout(typingTimer.current)
    }
  }, [client, roomId, user?._id, accept, catchUp])

  // the other side's presence (asked again after a reconnect: the server forgets watches with the socket)
  const peer = room?.peer_user_id
  useEffect(() => {
    if (!client || !peer) return
    const watch = () =>
      client
        .request<TChatPresenceState[]>(CHAT_EVENTS.watchPresence, { user_ids: [peer] })
        .then((states) => {
          const mine = Array.isArray(states) ? states.find((s) => s.user_id === peer) : undefined
          if (mine) setOnline(mine.online)
        })
        .catch(() => undefined)
    if (client.connected) void watch()
    return client.onReconnect(() => void watch())
  }, [client, peer])

  const deliver = useCallback(
    async (m: ShownMessage) => {
      if (!roomId || !m.client_id) return
      const body = { room_id: roomId, content: m.content, type: m.type, client_id: m.client_id }
      const fail = (error: string) =>
        setMessages((list) => list.map((x) => (x.client_id === m.client_id && x.state ? { ...x, state: 'failed', error } : x)))
      try {
        if (client?.connected) {
          try {
            const ack = await client.request<TChatAck>(CHAT_EVENTS.send, body)
            if (ack.ok && ack.message) return accept([ack.message])
            if (!ack.ok) return fail(ack.error.message)
          } catch {
            // timed out or dropped: the server may still store the socket's copy later, after the
            // next message, so this one is settled over HTTP before the queue moves on
          }
        }
        // no socket (or it dropped the ack): the same message over HTTP — the client id makes it safe
        const res = await api.post<TChatPostResult>(CHAT_PATHS.rooms, body)
        if (res.message) accept([res.message])
      } catch (error) {
        fail(error instanceof ApiError ? error.message : '')
      }
    },
    [client, api, roomId, accept],
  )

  // one send at a time, in the order written: the product card sent with a first question must
  // get the lower seq (concurrent sends could commit in either order)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const enqueue = useCallback(
    (m: ShownMessage) => {
      queue.current = queue.current.then(() => deliver(m))
    },
    [deliver],
  )

  /** Sends a message (text, or an image URL / card id with its type). Empty or whitespace text is never sent (spec §5). */
  const send = useCallback(
    (content: string, type: ChatMessageType = 'text') => {
      const text = type === 'text' ? content.trim() : content
      const r = roomRef.current
      if (!text || !r || !user) return
      const m: ShownMessage = {
        _id: `pending-${newClientId()}`,
        room_id: r._id,
        seq: Number.MAX_SAFE_INTEGER,
        client_id: newClientId(),
        sender_id: user._id,
        sender_side: r.side,
        type,
        content: text,
        card: null,
        created_at: new Date().toISOString(),
        state: 'sending',
      }
      setMessages((list) => [...list, m])
      enqueue(m)
    },
    [user, enqueue],
  )

  const retry = useCallback(
    (clientId: string) => {
      const m = messages.find((x) => x.client_id === clientId && x.state === 'failed')
      if (!m) return
      setMessages((list) => list.map((x) => (x === m ? { ...x, state: 'sending', error: undefined } : x)))
      enqueue(m)
    },
    [messages, enqueue],
  )

  const lastTyping = useRef(0)
  /** Tells the other side I am typing (at most every 2 s) or stopped. */
  const setMyTyping = useCallback(
    (on: boolean) => {
      if (!client || !roomId) return
      const now = Date.now()
      if (on && now - lastTyping.current < 2000) return
      lastTyping.current = on ? now : 0
      client.send(CHAT_EVENTS.typing, { room_id: roomId, typing: on })
    },
    [client, roomId],
  )

  return {
    room,
    setRoom,
    messages,
    status,
    reload: load,
    hasMoreBefore,
    loadOlder,
    loadingOlder,
    send,
    retry,
    typing,
    online,
    connected: client ? connected : true,
    setMyTyping,
  }
}
