import { useEffect, useRef } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

/**
 * The ONE realtime (Socket.IO) client of the web app, shared by chat and notifications.
 * This module is tiny and imported eagerly (the header uses it); the socket library lives in
 * ./socket.ts, a chunk of its own loaded on the first subscription — callers subscribe only for
 * signed-in users, so public pages seen by visitors stay within their JS budget (ARCHITECTURE §6).
 * Handlers are kept here and attached to the socket once it exists, so they survive reconnects
 * and subscriptions made before the chunk arrived.
 */
type Handler = (payload: unknown) => void
type ConnectHandler = (info: { reconnect: boolean }) => void
type Socket = ReturnType<typeof import('./socket.ts').createSocket>

let base = ''
let socket: Socket | undefined
let loading: Promise<Socket> | undefined
let connectedBefore = false
const handlers = new Map<string, Set<Handler>>()
const connectHandlers = new Set<ConnectHandler>()
/** One listener per event name on the socket, dispatching to every handler registered here. */
const attached = new Set<string>()

function attach(s: Socket, event: string) {
  if (attached.has(event)) return
  attached.add(event)
  s.on(event, (payload: unknown) => {
    for (const h of handlers.get(event) ?? []) h(payload)
  })
}

function ensureSocket(): Promise<Socket> {
  loading ??= import('./socket.ts').then(({ createSocket }) => {
    const s = createSocket(base)
    s.on('connect', () => {
      const reconnect = connectedBefore
      connectedBefore = true
      for (const h of connectHandlers) h({ reconnect })
    })
    for (const event of handlers.keys()) attach(s, event)
    socket = s
    return s
  })
  return loading
}

/** Where the socket connects (spec §7's socket host; '' = this origin). Set before the first subscription. */
export function configureRealtime(options: { base: string }) {
  base = options.base
}

/** Listens to a server event; the first call loads the client and connects. Returns the unsubscribe. */
export function subscribe(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>()
  handlers.set(event, set)
  set.add(handler)
  if (socket) attach(socket, event)
  else void ensureSocket().catch(() => undefined)
  return () => {
    set.delete(handler)
  }
}

/** Called on every (re)connection: `reconnect` is true after the first, when missed data should be fetched. */
export function onConnect(handler: ConnectHandler): () => void {
  connectHandlers.add(handler)
  return () => {
    connectHandlers.delete(handler)
  }
}

/** Sends an event and waits for the server's acknowledgement (rejects after `timeoutMs`). */
export async function emitWithAck<T>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  const s = await ensureSocket()
  return (await s.timeout(timeoutMs).emitWithAck(event, payload)) as T
}

export function isRealtimeLoaded() {
  return socket !== undefined
}

/** Closes the connection (logout). The handlers stay; the next subscription or emit connects again. */
export function disconnectRealtime() {
  const s = socket
  socket = undefined
  loading = undefined
  connectedBefore = false
  attached.clear()
  s?.disconnect()
}

/**
 * React: listens to `event` while the visitor is signed in (nothing is loaded for anyone else).
 * The latest `handler` is always used, without resubscribing on every render.
 */
export function useRealtimeEvent(event: string, handler: Handler, options: { enabled?: boolean } = {}) {
  const { user, bases } = useApp()
  const latest = useRef(handler)
  latest.current = handler
  const enabled = (options.enabled ?? true) && Boolean(user)
  useEffect(() => {
    if (!enabled) return
    configureRealtime({ base: bases.socket })
    return subscribe(event, (payload) => latest.current(payload))
  }, [enabled, event, bases.socket])
}

/** React: runs `handler` on each (re)connection while signed in (e.g. refetch what was missed). */
export function useRealtimeConnect(handler: ConnectHandler, options: { enabled?: boolean } = {}) {
  const { user } = useApp()
  const latest = useRef(handler)
  latest.current = handler
  const enabled = (options.enabled ?? true) && Boolean(user)
  useEffect(() => {
    if (!enabled) return
    return onConnect((info) => latest.current(info))
  }, [enabled])
}
