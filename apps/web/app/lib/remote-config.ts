import { REMOTE_CONFIG_RULES, type TRemoteConfig } from '@xinh/contracts'
import type { ApiClient } from './api.ts'

type Stored<T> = { at: number; config: T }

/** One fetch per key at a time in this page (the assistant and the pixels may ask together). */
const inflight = new Map<string, Promise<unknown>>()

function readStored<T>(key: string): Stored<T> | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored<T> | null
    return v && typeof v.at === 'number' && v.config ? v : null
  } catch {
    return null
  }
}

/**
 * The web's one remote-config client (spec §7/§9): a copy kept in the browser with its time is
 * used until it is `minutes` old (never under the spec's hour, whatever a config asks), then
 * fetched again with a 60 s timeout; a failure or a timeout keeps the last copy (or null).
 */
export async function remoteConfig<T>(opts: {
  key: string
  load: () => Promise<T>
  /** The interval the config itself asks for (minutes), if it says. */
  minutesOf?: (config: T) => number | undefined
  now?: () => number
}): Promise<T | null> {
  const now = opts.now ?? Date.now
  const stored = readStored<T>(opts.key)
  const minutes = Math.max(REMOTE_CONFIG_RULES.minFetchMinutes, (stored && opts.minutesOf?.(stored.config)) || 0)
  if (stored && now() - stored.at < minutes * 60_000) return stored.config
  const running = inflight.get(opts.key) as Promise<T | null> | undefined
  if (running) return running
  const fetching = (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REMOTE_CONFIG_RULES.fetchTimeoutSeconds * 1000)
    })
    const fresh = await Promise.race([opts.load().catch(() => null), timeout])
    clearTimeout(timer)
    if (!fresh) return stored?.config ?? null
    try {
      localStorage.setItem(opts.key, JSON.stringify({ at: now(), config: fresh }))
    } catch {}
    return fresh
  })()
  inflight.set(opts.key, fetching)
  try {
    return await fetching
  } finally {
    inflight.delete(opts.key)
  }
}

/** The platform's remote config (`GET /api/v1/public/remote-config`): feature flags, pixel ids, the assistant's split. */
export const platformConfig = (api: ApiClient) =>
  remoteConfig<TRemoteConfig>({
    key: 'xinh.remote-config',
    load: () => api.get<TRemoteConfig>(REMOTE_CONFIG_RULES.path),
    minutesOf: (c) => c.min_fetch_minutes,
  })
