import { AppError } from '#server/platform/errors.ts'

/** How long we wait for a carrier before giving up on a call (a quote, a booking, a cancel). */
export const CARRIER_TIMEOUT_MS = 8_000

export type CarrierResponse = { status: number; json: Record<string, unknown> | unknown[] | null; text: string }

/**
 * One HTTP call to a carrier. A network failure or a timeout is CARRIER_UNAVAILABLE; any answer
 * (whatever its status) is returned for the adapter to read in the carrier's own terms.
 */
export async function carrierFetch(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown; timeoutMs?: number },
): Promise<CarrierResponse> {
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? CARRIER_TIMEOUT_MS),
    })
  } catch (cause) {
    throw new AppError('CARRIER_UNAVAILABLE', { cause })
  }
  const text = await res.text().catch(() => '')
  let json: CarrierResponse['json'] = null
  try {
    json = text ? (JSON.parse(text) as CarrierResponse['json']) : null
  } catch {
    json = null
  }
  return { status: res.status, json, text }
}

/** The answer as an object, or CARRIER_UNAVAILABLE when the carrier sent something else (an HTML error page…). */
export function objectOf(res: CarrierResponse): Record<string, unknown> {
  if (!res.json || Array.isArray(res.json) || res.status >= 500) {
    throw new AppError('CARRIER_UNAVAILABLE', { cause: new Error(`carrier answered ${res.status}: ${res.text.slice(0, 200)}`) })
  }
  return res.json
}

export const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
  return Number.isFinite(n) ? n : fallback
}
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** Vietnam keeps one offset all year. */
const VN_OFFSET_MS = 7 * 3600 * 1000

/**
 * A carrier timestamp as a Date: ISO 8601 with an offset (GHTK `2026-11-02T12:18:39+07:00`),
 * `YYYY-MM-DD HH:mm:ss` or Viettel Post's `dd/MM/yyyy HH:mm:ss`, the last two in Vietnam time.
 * Null when it is not a time.
 */
export function parseCarrierTime(value: unknown): Date | null {
  const s = str(value).trim()
  if (!s) return null
  const local = (y: string, mo: string, d: string, h = '0', mi = '0', se = '0') => {
    const utc = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +se))
    // Date.UTC rolls 13/45 over into next year: a field out of range is not a time
    const exact = utc.getUTCMonth() === +mo - 1 && utc.getUTCDate() === +d && utc.getUTCHours() === +h && utc.getUTCMinutes() === +mi
    return exact && +se < 60 ? new Date(utc.getTime() - VN_OFFSET_MS) : null
  }
  let m = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s)
  if (m) return local(m[3]!, m[2]!, m[1]!, m[4], m[5], m[6])
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s)
  if (m) return local(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6])
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s)) return null
  const t = Date.parse(s)
  return Number.isFinite(t) ? new Date(t) : null
}

/** `2026-11-02T12:18:39+07:00` (GHTK's format). */
export function formatIsoVn(date: Date): string {
  return `${new Date(date.getTime() + VN_OFFSET_MS).toISOString().slice(0, 19)}+07:00`
}

/** `02/11/2026 12:18:39` (Viettel Post's format, Vietnam time). */
export function formatVtpTime(date: Date): string {
  const iso = new Date(date.getTime() + VN_OFFSET_MS).toISOString()
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`
}
