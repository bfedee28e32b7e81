/**
 * Device and session ids for the spec §7 headers, in the browser only. Both are mirrored into
 * cookies so the server-rendered requests of the same browser carry the same values.
 */
export const DEVICE_COOKIE = 'xinh_device'
export const SESSION_ID_COOKIE = 'xinh_sid'

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`
  const secure = location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${age}${secure}`
}

async function sha256Hex(text: string): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  }
  // FNV-1a fallback for insecure contexts without SubtleCrypto
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(16).padStart(8, '0').repeat(3)
}

/** 'web-' + 24 hex characters derived from a screen and browser fingerprint (spec §3). */
export async function ensureDeviceId(): Promise<string> {
  const existing = readCookie(DEVICE_COOKIE) ?? localStorage.getItem(DEVICE_COOKIE) ?? undefined
  if (existing?.startsWith('web-')) {
    writeCookie(DEVICE_COOKIE, existing, 60 * 60 * 24 * 365)
    return existing
  }
  const s = window.screen
  const fingerprint = [
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency,
    s.width,
    s.height,
    s.colorDepth,
    window.devicePixelRatio,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|')
  const id = `web-${(await sha256Hex(fingerprint)).slice(0, 24)}`
  localStorage.setItem(DEVICE_COOKIE, id)
  writeCookie(DEVICE_COOKIE, id, 60 * 60 * 24 * 365)
  return id
}

/** One id per browser session (tab lifetime), used as X-Session-Id. */
export function ensureSessionId(): string {
  let id = sessionStorage.getItem(SESSION_ID_COOKIE)
  if (!id) {
    id = crypto.randomUUID()
    sessionStorage.setItem(SESSION_ID_COOKIE, id)
  }
  writeCookie(SESSION_ID_COOKIE, id)
  return id
}

export { readCookie }
