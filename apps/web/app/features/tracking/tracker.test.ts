import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTracker, STORE_KEY, type SendResult, type TrackerDeps, type TrackSession } from './tracker.ts'

type Body = TrackSession | { sessions: TrackSession[]; count: number; timestamp: number }
const sessionsOf = (b: Body) => ('sessions' in b ? b.sessions : [b])

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  }
}

function setup(over: Partial<TrackerDeps> = {}, results: SendResult[] = []) {
  const sent: Array<{ at: number; body: Body }> = []
  const storage = over.storage ?? memoryStorage()
  let n = 0
  const tracker = createTracker({
    storage,
    context: () => ({ userId: null, deviceId: 'web-abcdefabcdefabcdefabcdef', area: 'VN', language: 'VI' }),
    randomId: () => `sess-${++n}-0123456789`,
    send: async (body) => {
      sent.push({ at: Date.now(), body: structuredClone(body) })
      return results.shift() ?? 'ok'
    },
    ...over,
  })
  return { tracker, sent, storage }
}
const view = (id = 'p1') => ({ object_id: id, metadata: { name: `Áo ${id}` } })
const T0 = Date.UTC(2026, 10, 26, 3, 0, 0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => vi.useRealTimers())

describe('tracking client timing (spec §4/§9)', () => {
  it('ends an idle session after 1 minute before init, and sends it when it has at least 2 events', async () => {
    const { tracker, sent } = setup()
    tracker.track('ViewProduct', view())
    tracker.track('ViewCart')
    await vi.advanceTimersByTimeAsync(59_000)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sent).toHaveLength(1)
    const [s] = sessionsOf(sent[0]!.body)
    expect(s).toMatchObject({ os_version: 'website', app_version: '1.0.0', conversion_status: 'in_progress', started_at: T0 / 1000 })
    expect(s!.ended_at).toBe(T0 / 1000 + 60)
    expect(s!.events.map((e) => e.type)).toEqual(['ViewProduct', 'ViewCart'])
  })

  it('drops an idle session of a single event, and waits 10 minutes once initialised', async () => {
    const { tracker, sent } = setup()
    tracker.track('ViewCart')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(0)
    expect(tracker.state().current).toBeNull()
    await tracker.init()
    await vi.advanceTimersByTimeAsync(1_000)
    tracker.track('AppOpen')
    tracker.track('ViewProduct', view())
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(60_000)
    // the periodic send went a second before the idle end; the ended session follows
    expect(sessionsOf(sent.at(-1)!.body)[0]!.ended_at).toBe(T0 / 1000 + 61 + 600)
  })

  it('ends a session 5 minutes after the tab went to the background, not if it came back', async () => {
    const { tracker, sent } = setup()
    await tracker.init()
    tracker.track('AppOpen')
    tracker.track('ViewProduct', view())
    tracker.hidden()
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    tracker.visible()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(0)
    tracker.hidden()
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    // 3 + 5 minutes: the background timeout, before the idle one (10 minutes after the last event)
    expect(sessionsOf(sent[0]!.body)[0]!.ended_at).toBe(T0 / 1000 + 8 * 60)
  })

  it('sends an in-progress session of 2+ events every 600,000 ms, only when it has new events', async () => {
    const { tracker, sent } = setup()
    await tracker.init()
    tracker.track('AppOpen')
    await vi.advanceTimersByTimeAsync(600_000)
    // one event: not sent (and the idle timeout of 10 minutes ended it at the same moment)
    expect(sent).toHaveLength(0)
    tracker.track('AppOpen')
    tracker.track('ViewProduct', view())
    await vi.advanceTimersByTimeAsync(300_000)
    tracker.track('ViewProduct', view('p2'))
    await vi.advanceTimersByTimeAsync(300_000)
    expect(sent).toHaveLength(1)
    const snap = sessionsOf(sent[0]!.body)[0]!
    expect(snap.ended_at).toBeNull()
    expect(snap.events).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(240_000)
    tracker.track('ViewProduct', view('p3'))
    // the next period: the session (still going) has a new event, so it goes again with the same id
    await vi.advanceTimersByTimeAsync(360_000)
    expect(sent).toHaveLength(2)
    expect(sessionsOf(sent[1]!.body)[0]!.session_id).toBe(snap.session_id)
    expect(sessionsOf(sent[1]!.body)[0]!.events).toHaveLength(4)
  })
})

describe('delivery', () => {
  it('retries a failed send 3 times with doubling backoff from 2 s, then keeps the session for the next load', async () => {
    const { tracker, sent, storage } = setup({}, ['retry', 'retry', 'retry', 'retry'])
    tracker.track('ViewProduct', view())
    tracker.newSession()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(sent.map((s) => s.at - T0)).toEqual([0, 2_000, 6_000, 14_000])
    const kept = JSON.parse(storage.getItem(STORE_KEY)!)
    expect(kept.queue).toHaveLength(1)
    // the next page load sends it
    const next = setup({ storage })
    await next.tracker.init()
    expect(next.sent).toHaveLength(1)
    expect(sessionsOf(next.sent[0]!.body)[0]!.session_id).toBe(kept.queue[0].session_id)
    expect(storage.getItem(STORE_KEY)).toBeNull()
  })

  it('stops retrying as soon as a send works, and never resends what the server refused (4xx)', async () => {
    const ok = setup({}, ['retry', 'ok'])
    ok.tracker.track('ViewCart')
    ok.tracker.newSession()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(ok.sent.map((s) => s.at - T0)).toEqual([0, 2_000])
    const refused = setup({}, ['drop'])
    refused.tracker.track('ViewCart')
    refused.tracker.newSession()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(refused.sent).toHaveLength(1)
    expect(refused.tracker.state().queue).toHaveLength(0)
  })

  it('treats a network error like a failure worth retrying', async () => {
    let calls = 0
    const { tracker } = setup({
      send: async () => {
        calls++
        if (calls === 1) throw new TypeError('Failed to fetch')
        return 'ok'
      },
    })
    tracker.track('ViewCart')
    tracker.newSession()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(calls).toBe(2)
    expect(tracker.state().queue).toHaveLength(0)
  })

  it('sends sessions left unsent by the last page at the next load (the reopened page ends it), in one bulk body', async () => {
    const first = setup({}, ['retry', 'retry', 'retry', 'retry'])
    first.tracker.track('ViewCart')
    first.tracker.newSession()
    await vi.advanceTimersByTimeAsync(20_000)
    first.tracker.track('ViewProduct', view())
    vi.setSystemTime(T0 + 30_000)
    first.tracker.track('AddToCart', { object_id: 'p1', metadata: { quantity: 1, price: 199_000 } })
    first.tracker.hidden()
    // the tab closes here: nothing was sent for the second session
    const next = setup({ storage: first.storage })
    vi.setSystemTime(T0 + 3_600_000)
    // the new page's first event comes before init: it must not overwrite what the last page left
    next.tracker.track('AppOpen')
    await next.tracker.init()
    expect(next.tracker.state().current?.events.map((e) => e.type)).toEqual(['AppOpen'])
    expect(next.sent).toHaveLength(1)
    const body = next.sent[0]!.body as { sessions: TrackSession[]; count: number; timestamp: number }
    expect(body.count).toBe(2)
    expect(body.sessions).toHaveLength(2)
    const reopened = body.sessions[1]!
    expect(reopened.events.map((e) => e.type)).toEqual(['ViewProduct', 'AddToCart'])
    // it ended when its last event happened, not when the page came back
    expect(reopened.ended_at).toBe(T0 / 1000 + 30)
  })
})

describe('events', () => {
  it('refuses events that break spec §5 (product view without name, add-to-cart with quantity 0 or a negative price)', () => {
    const { tracker } = setup()
    expect(tracker.track('ViewProduct', { object_id: 'p1' })).toBe(false)
    expect(tracker.track('AddToCart', { object_id: 'p1', metadata: { quantity: 0, price: 1 } })).toBe(false)
    expect(tracker.track('AddToCart', { object_id: 'p1', metadata: { quantity: 1, price: -5 } })).toBe(false)
    expect(tracker.track('AddToCart', { object_id: 'p1', metadata: { quantity: 1, price: 0 } })).toBe(true)
    expect(tracker.state().current?.events).toHaveLength(1)
  })

  it('removes adjacent identical events before sending', async () => {
    const { tracker, sent } = setup()
    tracker.track('ViewProduct', view())
    tracker.track('ViewProduct', view())
    tracker.track('ViewCart')
    tracker.track('ViewProduct', view())
    tracker.newSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(sessionsOf(sent[0]!.body)[0]!.events.map((e) => e.type)).toEqual(['ViewProduct', 'ViewCart', 'ViewProduct'])
  })

  it('ends a session at maxEvents (default 100, configurable up to 1000)', async () => {
    const { tracker, sent } = setup({ maxEvents: 3 })
    for (const id of ['a', 'b', 'c', 'd']) tracker.track('ViewProduct', view(id))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(sessionsOf(sent[0]!.body)[0]!.events).toHaveLength(3)
    expect(tracker.state().current?.events).toHaveLength(1)
    const big = setup({ maxEvents: 5000 })
    for (let i = 0; i < 1000; i++) big.tracker.track('ViewProduct', view(`p${i}`))
    await vi.advanceTimersByTimeAsync(0)
    expect(sessionsOf(big.sent[0]!.body)[0]!.events).toHaveLength(1000)
    const dflt = setup()
    for (let i = 0; i < 100; i++) dflt.tracker.track('ViewProduct', view(`p${i}`))
    await vi.advanceTimersByTimeAsync(0)
    expect(dflt.sent).toHaveLength(1)
  })

  it('an order success ends the session at once, marked order_success, and nothing of it stays stored', async () => {
    const { tracker, sent, storage } = setup()
    tracker.track('ViewProduct', view())
    tracker.track('AddToCart', { object_id: 'p1', metadata: { quantity: 2, price: 150_000 } })
    tracker.track('OrderSuccess', { object_id: 'o1', metadata: { product_ids: ['p1'], value: 300_000, currency: 'VND' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(sessionsOf(sent[0]!.body)[0]).toMatchObject({ conversion_status: 'order_success' })
    expect(storage.getItem(STORE_KEY)).toBeNull()
    expect(tracker.state().current).toBeNull()
  })

  it('a logout ends the session and sends it', async () => {
    const { tracker, sent } = setup()
    tracker.track('Login')
    tracker.track('Logout')
    await vi.advanceTimersByTimeAsync(0)
    expect(sessionsOf(sent[0]!.body)[0]!.events.map((e) => e.type)).toEqual(['Login', 'Logout'])
  })

  it('waits for readiness up to 50 polls of 100 ms, then starts anyway', async () => {
    let polls = 0
    const { tracker } = setup({
      isReady: () => {
        polls++
        return false
      },
    })
    const done = tracker.init()
    await vi.advanceTimersByTimeAsync(4_900)
    expect(tracker.state().initialised).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(tracker.state().initialised).toBe(true)
    expect(polls).toBe(50)
  })
})
