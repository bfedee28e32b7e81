import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { type TWebPushSubscription, ZWebPushSubscription } from '@xinh/contracts'
import type { Database } from '#server/platform/db/client.ts'
import { appSettings } from '#server/platform/db/platform.tables.ts'

/**
 * Web Push with VAPID (RFC 8291 payload encryption, RFC 8292 VAPID). `web-push` encrypts the
 * payload and signs the VAPID header; the request itself goes out with fetch, so the transport
 * is one we control (timeouts, no redirects, and the endpoint allow-list below).
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

const SETTING_KEY = 'vapid_keys'

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set; otherwise a pair generated on first
 * start and kept in app_settings, so every process on the database signs with the same key
 * (a new key would invalidate every browser's subscription).
 */
export async function resolveVapidKeys(
  database: Pick<Database, 'db'>,
  opts: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (opts.publicKey && opts.privateKey) return { publicKey: opts.publicKey, privateKey: opts.privateKey, subject: opts.subject }
  const generated = webpush.generateVAPIDKeys()
  await database.db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing()
  const [row] = await database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY))
  if (!row) throw new Error('could not resolve the VAPID keys')
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: opts.subject }
}

/** `mailto:` of the MAIL_FROM address (`Xinh <no-reply@xinh.vn>` → `mailto:no-reply@xinh.vn`). */
export function vapidSubjectOf(mailFrom: string, configured?: string): string {
  if (configured) return configured
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  return `mailto:${address}`
}

/**
 * Which push services the server may POST to: `protocol://host` patterns, `*.` for any
 * subdomain (a subscription is user input: without this list it would make the server call any
 * URL, e.g. an internal one).
 */
export function endpointAllowed(endpoint: string, patterns: string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  return patterns.some((p) => {
    const m = /^(https?):\/\/(.+)$/.exec(p.trim())
    if (!m) return false
    const [, protocol, host] = m as unknown as [string, string, string]
    if (url.protocol !== `${protocol}:`) return false
    if (host.startsWith('*.')) return url.hostname.endsWith(host.slice(1)) && url.hostname.length > host.length - 1
    return url.hostname === host
  })
}

/** Parses a web token (the subscription JSON); null when it is not one. */
export function parseWebToken(token: string): TWebPushSubscription | null {
  try {
    const parsed = ZWebPushSubscription.safeParse(JSON.parse(token))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export type PushOutcome =
  | { ok: true; status: number }
  /** `gone`: 404/410, the subscription no longer exists (remove the token). `retry`: try again later. */
  | { ok: false; status: number | null; gone: boolean; retry: boolean; error: string }

export type PushSender = (
  subscription: TWebPushSubscription,
  payload: string,
  opts?: { ttlSeconds?: number; topic?: string },
) => Promise<PushOutcome>

export function createPushSender(keys: VapidKeys, opts: { timeoutMs?: number } = {}): PushSender {
  return async (subscription, payload, o = {}) => {
    let details: { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null }
    try {
      details = webpush.generateRequestDetails(subscription as webpush.PushSubscription, payload, {
        vapidDetails: keys,
        TTL: o.ttlSeconds ?? 24 * 3600,
        contentEncoding: 'aes128gcm',
        ...(o.topic ? { topic: o.topic } : {}),
      }) as unknown as typeof details
    } catch (err) {
      // keys the push service could never decrypt with: the token is useless
      return { ok: false, status: null, gone: true, retry: false, error: String((err as Error).message) }
    }
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      })
      await res.arrayBuffer().catch(() => undefined)
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status }
      const gone = res.status === 404 || res.status === 410
      const retry = res.status === 429 || res.status >= 500
      return { ok: false, status: res.status, gone, retry, error: `push service answered ${res.status}` }
    } catch (err) {
      return { ok: false, status: null, gone: false, retry: true, error: String((err as Error).message) }
    }
  }
}
