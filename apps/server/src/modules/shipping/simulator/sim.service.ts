import { createHmac, randomInt } from 'node:crypto'
import { type Carrier, type CarrierSimTarget, type ShippingMethod, shippingSubStatusLabel } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import { listProvinces } from '#server/modules/profile/index.ts'
import type { SimulatorCredentials } from '../carriers/setup.ts'
import { formatIsoVn, formatVtpTime } from '../carriers/http.ts'
import { sameSecret } from '../carriers/secrets.ts'
import { simulatedRate } from '../rates.ts'
import { mapStatus } from '../status-map.ts'
import { isPlan, type Plan, type PlanError, planAdvance, planCancel, scriptFor } from './scripts.ts'
import * as repo from './sim.repo.ts'

export type SimulatorDeps = {
  db: Db
  log: FastifyBaseLogger
  credentials: SimulatorCredentials
  /** Seconds between two statuses of a parcel when the job advances it (0: only on demand). */
  stepSeconds: number
  /** Where our server listens: the webhooks go there (as if registered in the carrier's panel). */
  origin: () => string | null
  /** Waits between webhook retries (GHTK retries once, Viettel Post five times). */
  retryDelaysMs?: Record<Carrier, readonly number[]>
}

const DEFAULT_RETRIES: Record<Carrier, readonly number[]> = {
  GHTK: [10_000],
  VIETTEL_POST: [10_000, 20_000, 40_000, 80_000, 160_000],
}

export type WebhookResult = { status_code: number; delivered: boolean }
export type Advanced = { label: string; carrier: Carrier; status_code: number; webhooks: WebhookResult[] }
type Moved = { parcel: repo.ParcelRow; emitted: Array<{ code: number; at: Date }> }

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/^(thanh pho|tinh|tp\.?)\s+/, '')
    .trim()

/** A province as carriers name it ("Hà Nội", "Thành phố Hà Nội") or by its code; null when unknown. */
export function provinceCodeOf(value: unknown): string | null {
  const s = typeof value === 'number' ? String(value).padStart(2, '0') : String(value ?? '').trim()
  if (/^\d{1,2}$/.test(s)) {
    const code = s.padStart(2, '0')
    return listProvinces().some((p) => p.code === code) ? code : null
  }
  const wanted = fold(s)
  return wanted ? (listProvinces().find((p) => fold(p.name) === wanted)?.code ?? null) : null
}

/** GHTK-like `S1.A1.17373471`, Viettel Post-like 12 digits. */
function newLabel(carrier: Carrier): string {
  if (carrier === 'GHTK') return `S${randomInt(1, 10)}.A${randomInt(1, 10)}.${randomInt(10_000_000, 100_000_000)}`
  return `1${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`
}

/**
 * The carrier simulator: it stands for GHTK's and Viettel Post's servers. It keeps its own books
 * (`dev_carrier_parcels`), answers their API, plays each parcel's status script (on a schedule
 * or on demand) and reports every status to our webhook URLs over HTTP, signed with the secret
 * the real carrier would use, retrying failed deliveries the way they do.
 */
export function createCarrierSimulator(deps: SimulatorDeps) {
  const { db, log, credentials } = deps
  const retries = deps.retryDelaysMs ?? DEFAULT_RETRIES
  const inFlight = new Set<Promise<unknown>>()
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  // ----- books ------------------------------------------------------------------------------

  /** Books a parcel, or returns the one booked before under the same partner id. */
  async function book(carrier: Carrier, partnerId: string, fee: number, request: Record<string, unknown>) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.findByPartner(db, carrier, partnerId)
      if (existing) return { parcel: existing, existed: true }
      const label = newLabel(carrier)
      const script = scriptFor(carrier, label)
      const now = new Date(Math.floor(Date.now() / 1000) * 1000)
      const row = await repo.insertParcel(db, {
        label,
        carrier,
        partnerId,
        statusCode: script[0]!,
        step: 0,
        script,
        nextAt: deps.stepSeconds > 0 ? new Date(now.getTime() + deps.stepSeconds * 1000) : null,
        fee,
        request,
        createdAt: now,
        updatedAt: now,
      })
      if (row) return { parcel: row, existed: false }
    }
    throw new Error('carrier simulator could not assign a label')
  }

  /**
   * Moves a parcel along its script in one transaction; the statuses passed get times one
   * second apart, after the last one it reported (carriers stamp to the second). The webhooks go
   * out after the commit.
   */
  async function move(label: string, plan: (p: repo.ParcelRow) => Plan | PlanError): Promise<Moved | PlanError | 'not_found'> {
    return db.transaction(async (tx) => {
      const p = await repo.lockParcel(tx, label)
      if (!p) return 'not_found' as const
      const planned = plan(p)
      if (!isPlan(planned)) return planned
      let second = Math.max(Math.floor(Date.now() / 1000), Math.floor(p.updatedAt.getTime() / 1000) + 1)
      const emitted = planned.emitted.map((code) => ({ code, at: new Date(second++ * 1000) }))
      const finished = planned.step >= planned.script.length - 1
      const nextAt = finished || deps.stepSeconds <= 0 ? null : emitted.length ? new Date(Date.now() + deps.stepSeconds * 1000) : p.nextAt
      const values = {
        statusCode: planned.script[planned.step]!,
        step: planned.step,
        script: planned.script,
        nextAt,
        updatedAt: emitted.at(-1)?.at ?? p.updatedAt,
      }
      await repo.updateParcel(tx, label, values)
      return { parcel: { ...p, ...values }, emitted }
    })
  }

  // ----- webhooks -----------------------------------------------------------------------------

  function webhookRequest(p: repo.ParcelRow, code: number, at: Date): { url: string; init: RequestInit } | null {
    const origin = deps.origin()
    if (!origin) return null
    const req = p.request as { pick_money?: number; weight?: number; cod?: number }
    const carrier = p.carrier as Carrier
    const name = mapStatus(carrier, code)?.name ?? ''
    if (carrier === 'GHTK') {
      const form = new URLSearchParams({
        partner_id: p.partnerId,
        label_id: p.label,
        status_id: String(code),
        action_time: formatIsoVn(at),
        reason_code: code === 9 ? '130' : '',
        reason: code === 9 ? 'Người nhận không nghe máy' : '',
        weight: String((req.weight ?? 0) / 1000),
        fee: String(p.fee),
        pick_money: String(req.cod ?? 0),
        return_part_package: '0',
      })
      return {
        url: `${origin}/api/v1/webhooks/ghtk?hash=${encodeURIComponent(credentials.ghtk.webhookHash)}`,
        init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      }
    }
    const body = {
      DATA: {
        ORDER_NUMBER: p.label,
        ORDER_REFERENCE: p.partnerId,
        ORDER_STATUSDATE: formatVtpTime(at),
        ORDER_STATUS: code,
        STATUS_NAME: name,
        LOCALION_CURRENTLY: 'Bưu cục mô phỏng',
        NOTE: code === 506 ? 'Khách hàng không có nhà' : '',
        MONEY_COLLECTION: req.cod ?? 0,
        MONEY_FEECOD: 0,
        MONEY_TOTAL: p.fee,
        EXPECTED_DELIVERY: '',
        PRODUCT_WEIGHT: req.weight ?? 0,
        ORDER_SERVICE: 'VCN',
      },
      TOKEN: credentials.vtp.webhookSecret,
    }
    return {
      url: `${origin}/api/v1/webhooks/viettelpost`,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    }
  }

  async function post(req: { url: string; init: RequestInit }): Promise<boolean> {
    try {
      const res = await fetch(req.url, { ...req.init, signal: AbortSignal.timeout(15_000) })
      await res.arrayBuffer().catch(() => undefined)
      return res.ok
    } catch {
      return false
    }
  }

  /** One webhook now; if our server does not answer 2xx, retried later in the background. */
  async function deliver(p: repo.ParcelRow, code: number, at: Date): Promise<WebhookResult> {
    const req = webhookRequest(p, code, at)
    if (!req) return { status_code: code, delivered: false }
    const delivered = await post(req)
    if (!delivered) scheduleRetries(req, retries[p.carrier as Carrier] ?? [], p.label, code)
    return { status_code: code, delivered }
  }

  function scheduleRetries(req: { url: string; init: RequestInit }, delays: readonly number[], label: string, code: number) {
    const [delay, ...rest] = delays
    if (delay === undefined || closed) {
      if (delay === undefined) log.warn({ label, code }, 'carrier simulator gave up a webhook')
      return
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      const attempt = post(req).then((ok) => {
        if (!ok) scheduleRetries(req, rest, label, code)
      })
      inFlight.add(attempt)
      void attempt.finally(() => inFlight.delete(attempt))
    }, delay)
    timer.unref()
    timers.add(timer)
  }

  /** Sends the webhooks of a move in order, after our answer to the carrier call that caused it. */
  function deliverLater(moved: Moved) {
    const run = (async () => {
      await new Promise((r) => setImmediate(r))
      for (const e of moved.emitted) await deliver(moved.parcel, e.code, e.at)
    })()
    inFlight.add(run)
    void run.finally(() => inFlight.delete(run))
  }

  async function deliverNow(moved: Moved): Promise<WebhookResult[]> {
    const out: WebhookResult[] = []
    for (const e of moved.emitted) out.push(await deliver(moved.parcel, e.code, e.at))
    return out
  }

  // ----- on demand and on schedule ----------------------------------------------------------

  /**
   * The dev page's buttons: one status on, or through every status to a point. The webhooks are
   * sent before this answers, so a caller sees our side updated when it returns.
   */
  async function advance(label: string, to?: CarrierSimTarget): Promise<Advanced | PlanError | 'not_found'> {
    const moved = await move(label, (p) => planAdvance(p.carrier as Carrier, p.script, p.step, to))
    if (typeof moved === 'string') return moved
    const webhooks = await deliverNow(moved)
    return { label, carrier: moved.parcel.carrier as Carrier, status_code: moved.parcel.statusCode, webhooks }
  }

  /** Job: every parcel whose next status is due moves on (several steps if several intervals passed). */
  async function advanceDue(now = new Date()): Promise<number> {
    let moved = 0
    for (const { label } of await repo.dueParcels(db, now, 200)) {
      const result = await move(label, (p) => {
        const late = p.nextAt ? now.getTime() - p.nextAt.getTime() : 0
        const steps = 1 + Math.max(0, Math.floor(late / (Math.max(1, deps.stepSeconds) * 1000)))
        let plan: Plan | PlanError = { script: [...p.script], step: p.step, emitted: [] }
        const emitted: number[] = []
        for (let i = 0; i < steps && isPlan(plan); i++) {
          const next: Plan | PlanError = planAdvance(p.carrier as Carrier, plan.script, plan.step)
          if (!isPlan(next)) break
          emitted.push(...next.emitted)
          plan = next
        }
        return isPlan(plan) ? { ...plan, emitted } : plan
      })
      if (typeof result === 'string') continue
      await deliverNow(result)
      moved++
    }
    return moved
  }

  async function cancel(carrier: Carrier, label: string): Promise<'ok' | PlanError | 'not_found'> {
    const parcel = await repo.findParcel(db, carrier, label)
    if (!parcel) return 'not_found'
    const moved = await move(label, (p) => planCancel(carrier, p.script, p.step))
    if (typeof moved === 'string') return moved
    deliverLater(moved)
    return 'ok'
  }

  // ----- the carriers' credentials ----------------------------------------------------------

  const ghtkAuthorised = (token: string, source: string) =>
    sameSecret(token, credentials.ghtk.token) && sameSecret(source, credentials.ghtk.partnerCode)

  /** Viettel Post session tokens: `<expiry ms>.<hmac>`, checked without storing them. */
  const vtpSign = (expires: number) => createHmac('sha256', credentials.vtp.tokenKey).update(String(expires)).digest('base64url')
  function vtpLogin(username: string, password: string): { token: string; expired: number } | null {
    if (!sameSecret(username, credentials.vtp.username) || !sameSecret(password, credentials.vtp.password)) return null
    const expired = Date.now() + 24 * 3600_000
    return { token: `${expired}.${vtpSign(expired)}`, expired }
  }
  function vtpAuthorised(token: string): boolean {
    const [expires, sig] = token.split('.')
    return Boolean(expires && sig && Number(expires) > Date.now() && sameSecret(sig, vtpSign(Number(expires))))
  }
  /** printing-code: a signed list of labels, valid until `expires`. */
  function printCode(labels: string[], expires: number): string {
    const payload = Buffer.from(JSON.stringify({ labels, expires })).toString('base64url')
    return `${payload}.${createHmac('sha256', credentials.vtp.tokenKey).update(payload).digest('base64url')}`
  }
  function readPrintCode(code: string): string[] | null {
    const [payload, sig] = code.split('.')
    if (!payload || !sig || !sameSecret(sig, createHmac('sha256', credentials.vtp.tokenKey).update(payload).digest('base64url')))
      return null
    const { labels, expires } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { labels: string[]; expires: number }
    return expires > Date.now() ? labels : null
  }

  /** The simulator's price (the rate table), null when the service does not take the parcel. */
  const rate = (method: ShippingMethod, from: string, to: string, weight: number) => simulatedRate(method, from, to, weight)

  const describe = (p: repo.ParcelRow) => {
    const mapping = mapStatus(p.carrier as Carrier, p.statusCode)
    return { name: mapping?.name ?? String(p.statusCode), subStatus: mapping ? shippingSubStatusLabel(mapping.subStatus, 'vi') : '' }
  }

  return {
    book,
    find: (carrier: Carrier, label: string) => repo.findParcel(db, carrier, label),
    recent: (limit = 100) => repo.recentParcels(db, limit),
    advance,
    advanceDue,
    cancel,
    rate,
    describe,
    ghtkAuthorised,
    vtpLogin,
    vtpAuthorised,
    printCode,
    readPrintCode,
    /** Stops retries and waits for the webhooks on their way (server shutdown, end of a test). */
    async close() {
      closed = true
      for (const t of timers) clearTimeout(t)
      timers.clear()
      await Promise.allSettled([...inFlight])
    },
  }
}
export type CarrierSimulator = ReturnType<typeof createCarrierSimulator>
