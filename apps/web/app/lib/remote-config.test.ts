import { REMOTE_CONFIG_RULES } from '@xinh/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { remoteConfig } from './remote-config.ts'

/** A browser's localStorage, in memory. */
function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

type Config = { n: number; min_fetch_minutes?: number }
const HOUR = 3_600_000

describe('remoteConfig: the web’s one remote-config client (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'))
    vi.stubGlobal('localStorage', memoryStorage())
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('fetches at most once an hour, then again; one fetch for callers asking together', async () => {
    let n = 0
    const load = vi.fn(async () => ({ n: ++n }))
    const [a, b] = await Promise.all([remoteConfig<Config>({ key: 'k', load }), remoteConfig<Config>({ key: 'k', load })])
    expect([a, b]).toEqual([{ n: 1 }, { n: 1 }])
    expect(load).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + HOUR - 1000)
    expect(await remoteConfig<Config>({ key: 'k', load })).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + 1000)
    expect(await remoteConfig<Config>({ key: 'k', load })).toEqual({ n: 2 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('honours a longer interval the config asks for, never a shorter one than the hour', async () => {
    const short = vi.fn(async () => ({ n: 1, min_fetch_minutes: 5 }))
    await remoteConfig<Config>({ key: 's', load: short, minutesOf: (c) => c.min_fetch_minutes })
    vi.setSystemTime(Date.now() + 30 * 60_000)
    await remoteConfig<Config>({ key: 's', load: short, minutesOf: (c) => c.min_fetch_minutes })
    expect(short).toHaveBeenCalledTimes(1)

    const long = vi.fn(async () => ({ n: 1, min_fetch_minutes: 120 }))
    await remoteConfig<Config>({ key: 'l', load: long, minutesOf: (c) => c.min_fetch_minutes })
    vi.setSystemTime(Date.now() + 90 * 60_000)
    await remoteConfig<Config>({ key: 'l', load: long, minutesOf: (c) => c.min_fetch_minutes })
    expect(long).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + 31 * 60_000)
    await remoteConfig<Config>({ key: 'l', load: long, minutesOf: (c) => c.min_fetch_minutes })
    expect(long).toHaveBeenCalledTimes(2)
  })

  it('gives a fetch 60 s, then keeps the last copy; a failure keeps it too; nothing at all gives null', async () => {
    expect(await remoteConfig<Config>({ key: 't', load: async () => Promise.reject(new Error('offline')) })).toBeNull()
    await remoteConfig<Config>({ key: 't', load: async () => ({ n: 1 }) })
    vi.setSystemTime(Date.now() + 2 * HOUR)
    const hanging = remoteConfig<Config>({ key: 't', load: () => new Promise<Config>(() => {}) })
    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_RULES.fetchTimeoutSeconds * 1000 - 1)
    let settled = false
    void hanging.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await hanging).toEqual({ n: 1 })
    expect(await remoteConfig<Config>({ key: 't', load: async () => Promise.reject(new Error('500')) })).toEqual({ n: 1 })
  })
})
