import {
  conversionStatusOf,
  dropAdjacentDuplicates,
  TRACKING,
  type TrackingMetadata,
  trackingEventProblem,
} from '@xinh/contracts/tracking-rules'

/**
 * The browser's tracking client (issue 18; spec §3 session fields, §4 lifecycle, §5 event rules,
 * §9 timing). Plain TypeScript with no React and no zod: it loads as a small lazy chunk after the
 * page is interactive and never blocks rendering. Decision 0xx (docs/decisions/tracking-client.md)
 * explains how the spec's end rules are read.
 */

export type TrackEvent = {
  event_id: string
  type: string
  timestamp: number
  object_id: string | null
  metadata: TrackingMetadata | null
}
export type TrackSession = {
  session_id: string
  user_id: string | null
  started_at: number
  ended_at: number | null
  os_version: 'website'
  device_id: string
  app_version: string
  area: 'VN' | 'KO'
  language: 'VI' | 'EN' | 'KO'
  events: TrackEvent[]
  conversion_status: 'in_progress' | 'order_success'
}
export type TrackData = {
  object_id?: string | null
  metadata?: TrackingMetadata | null /** when it happened (ms), if earlier than now */
  at?: number
}
/** What the transport made of one request: delivered, refused for good (4xx: never resent), or worth a retry. */
export type SendResult = 'ok' | 'drop' | 'retry'
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type TrackerDeps = {
  send: (body: TrackSession | { sessions: TrackSession[]; count: number; timestamp: number }) => Promise<SendResult>
  storage?: StorageLike | null
  context: () => { userId: string | null; deviceId: string | null; area: 'VN' | 'KO'; language: 'VI' | 'EN' | 'KO' }
  /** The app is ready (the device id is known): init() polls it up to 50 × 100 ms. */
  isReady?: () => boolean
  /** maxEvents (default 100, at most 1000). */
  maxEvents?: number
  randomId?: () => string
}

export const STORE_KEY = 'xinh_trk'
const secs = (ms: number) => Math.floor(ms / 1000)
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const rid = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`

export function createTracker(deps: TrackerDeps) {
  const maxEvents = Math.max(1, Math.min(deps.maxEvents ?? TRACKING.defaultMaxEvents, TRACKING.maxEvents))
  const randomId = deps.randomId ?? rid
  let current: TrackSession | null = null
  /** Ended sessions waiting to be delivered (kept in storage until they are). */
  let queue: TrackSession[] = []
  /** Events of the current session already delivered by a periodic send. */
  let sentEvents = 0
  let initialised = false
  let seq = 0
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let backgroundTimer: ReturnType<typeof setTimeout> | undefined
  let flushing: Promise<void> | null = null
  let flushAgain = false

  function persist() {
    try {
      if (!current && !queue.length) deps.storage?.removeItem(STORE_KEY)
      else deps.storage?.setItem(STORE_KEY, JSON.stringify({ current, queue }))
    } catch {
      // storage full or denied: tracking is best effort
    }
  }

  function startSession(at: number): TrackSession {
    const ctx = deps.context()
    sentEvents = 0
    return {
      session_id: randomId(),
      user_id: ctx.userId,
      started_at: secs(at),
      ended_at: null,
      os_version: 'website',
      device_id: ctx.deviceId ?? '',
      app_version: TRACKING.appVersion,
      area: ctx.area,
      language: ctx.language,
      events: [],
      conversion_status: 'in_progress',
    }
  }

  /** What goes on the wire: adjacent identical events removed (spec §5), the conversion worked out (§4). */
  const wire = (s: TrackSession): TrackSession => {
    const events = dropAdjacentDuplicates(s.events)
    return { ...s, events, conversion_status: conversionStatusOf(events) }
  }

  function armIdle() {
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => end(TRACKING.minEventsToSend), initialised ? TRACKING.initIdleTimeoutMs : TRACKING.idleTimeoutMs)
  }

  /** Ends the current session; it is delivered when it has at least `minEvents` events. */
  function end(minEvents = 1, at = Date.now()) {
    clearTimeout(idleTimer)
    clearTimeout(backgroundTimer)
    const s = current
    current = null
    sentEvents = 0
    if (s && s.events.length >= minEvents) queue.push({ ...wire(s), ended_at: Math.max(s.started_at, secs(at)) })
    persist()
    void flush()
  }

  function track(type: string, data: TrackData = {}): boolean {
    const at = data.at ?? Date.now()
    const event: TrackEvent = {
      event_id: '',
      type,
      timestamp: secs(at),
      object_id: data.object_id ?? null,
      metadata: data.metadata ?? null,
    }
    if (trackingEventProblem(event)) return false
    current ??= startSession(at)
    event.event_id = `${current.session_id.slice(0, 8)}-${++seq}-${secs(at).toString(36)}`
    const user = deps.context().userId
    if (!current.user_id && user) current.user_id = user
    current.events.push(event)
    // spec §4: an order success, a logout or a full session ends it (the order at once, see the decision note)
    if (type === 'OrderSuccess' || type === 'Logout' || current.events.length >= maxEvents) end(1, at)
    else {
      persist()
      armIdle()
    }
    return true
  }

  /**
   * Delivers the waiting sessions (and, for the periodic send, a snapshot of the current one):
   * one request, single or bulk body; a failure is retried 3 times, waiting 2 s, 4 s, 8 s, then
   * the sessions stay stored for the next trigger or the next page load.
   */
  function flush(snapshot = false): Promise<void> {
    if (flushing) {
      flushAgain = true
      return flushing
    }
    flushing = (async () => {
      do {
        flushAgain = false
        const batch = queue.slice(0, TRACKING.bulkSessions)
        const live =
          snapshot && current && current.events.length >= TRACKING.minEventsToSend && current.events.length > sentEvents ? current : null
        const liveCount = live?.events.length ?? 0
        // the device id may have been unknown when the session started (it is worked out asynchronously)
        const device = deps.context().deviceId
        const sessions = (live ? [...batch, wire(live)] : batch).map((s) =>
          s.device_id ? s : { ...s, device_id: device ?? 'web-unknown' },
        )
        snapshot = false
        if (!sessions.length) break
        const body = sessions.length === 1 ? sessions[0]! : { sessions, count: sessions.length, timestamp: secs(Date.now()) }
        let delivered = false
        for (let attempt = 0; ; attempt++) {
          const result = await deps.send(body).catch((): SendResult => 'retry')
          if (result !== 'retry') {
            delivered = true
            break
          }
          if (attempt >= TRACKING.retries) break
          await sleep(TRACKING.backoffBaseMs * 2 ** attempt)
        }
        if (!delivered) break
        queue = queue.filter((s) => !batch.includes(s))
        if (live && current === live) sentEvents = Math.max(sentEvents, liveCount)
        persist()
        if (queue.length) flushAgain = true
      } while (flushAgain)
    })()
    // reset once settled (an empty run settles without ever awaiting)
    const run = flushing
    void run.finally(() => {
      if (flushing === run) flushing = null
    })
    return run
  }

  /**
   * What the last page left unsent, read before anything is tracked here (a new event would
   * overwrite it in storage). spec §4: the page reopening with events ends the session it left.
   */
  function restore() {
    try {
      const saved = JSON.parse(deps.storage?.getItem(STORE_KEY) ?? 'null') as {
        current?: TrackSession | null
        queue?: TrackSession[]
      } | null
      if (saved?.queue?.length) queue.push(...saved.queue)
      const left = saved?.current
      // an in-progress session counts from 2 events (spec §4), as after inactivity
      if (left?.events && left.events.length >= TRACKING.minEventsToSend) {
        const last = left.events[left.events.length - 1]!.timestamp
        queue.push({ ...wire(left), ended_at: Math.max(left.started_at, last) })
      }
    } catch {
      // unreadable leftovers are dropped
    }
  }
  restore()

  /** Waits for the app (up to 50 polls of 100 ms), then sends what the last page left and starts the timers. */
  async function init() {
    for (let i = 0; i < TRACKING.readinessPolls && deps.isReady && !deps.isReady(); i++) await sleep(TRACKING.readinessPollMs)
    initialised = true
    if (current) armIdle()
    persist()
    setInterval(() => void flush(true), TRACKING.periodicSendMs)
    await flush()
  }

  /** The tab hidden: what we have is stored (a close loses nothing), and 5 minutes in the background end the session. */
  function hidden() {
    persist()
    clearTimeout(backgroundTimer)
    if (current) backgroundTimer = setTimeout(() => end(TRACKING.minEventsToSend), TRACKING.backgroundTimeoutMs)
  }
  function visible() {
    clearTimeout(backgroundTimer)
  }

  return {
    init,
    track,
    hidden,
    visible,
    /** spec §4: a new session starting ends the current one. */
    newSession: () => end(1),
    /** For tests and the dev tools. */
    state: () => ({ current, queue: [...queue], initialised }),
  }
}
export type Tracker = ReturnType<typeof createTracker>
