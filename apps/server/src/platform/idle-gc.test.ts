import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { collectWhenIdle } from './idle-gc.ts'

/** Just the hooks and the logger collectWhenIdle uses. */
function fakeApp() {
  const hooks: Record<string, Array<() => Promise<void>>> = {}
  const app = {
    addHook: (name: string, fn: () => Promise<void>) => {
      hooks[name] = [...(hooks[name] ?? []), fn]
    },
    log: { debug: () => {} },
  }
  return { app: app as unknown as FastifyInstance, respond: () => Promise.all((hooks.onResponse ?? []).map((f) => f())), hooks }
}

describe('one full collection once a burst of traffic is over', () => {
  const gc = vi.fn()
  beforeEach(() => {
    vi.useFakeTimers()
    gc.mockClear()
    ;(globalThis as { gc?: unknown }).gc = gc
  })
  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as { gc?: unknown }).gc
  })

  it('collects once after 10 s without requests, never while requests keep coming, and not again until the next burst', async () => {
    const { app, respond } = fakeApp()
    expect(collectWhenIdle(app, { idleMs: 10_000 })).toBe(true)
    // an idle process that served nothing has nothing to give back
    await vi.advanceTimersByTimeAsync(60_000)
    expect(gc).not.toHaveBeenCalled()

    for (let i = 0; i < 20; i++) {
      await respond()
      await vi.advanceTimersByTimeAsync(2_000)
    }
    expect(gc).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(gc).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(gc).toHaveBeenCalledTimes(1)

    await respond()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(gc).toHaveBeenCalledTimes(2)
  })

  it('does nothing without --expose-gc', () => {
    delete (globalThis as { gc?: unknown }).gc
    const { app, hooks } = fakeApp()
    expect(collectWhenIdle(app)).toBe(false)
    expect(hooks).toEqual({})
  })
})
