import { ERRORS } from '@xinh/contracts'
import fc from 'fast-check'
import type { TestApp } from '../helpers.ts'
import { type FuzzRequest, operationsOf, requestArb } from './operations.ts'
import { createWriteProbe, type TableChange } from './write-probe.ts'
import { ROLES, type Role, type World } from './world.ts'

/**
 * Tables a refused request may legitimately write to, and why. Anything else a 4xx leaves
 * behind is a partial write.
 */
export const WRITES_ALLOWED_ON_4XX: Array<{ op: string; table: string; why: string }> = [
  {
    op: 'POST /api/v1/seller/products/upload',
    table: 'product_files',
    why: 'a refused spreadsheet import is kept in the import history with its row errors (400 PRODUCT_IMPORT_FAILED names the file)',
  },
  // a wrong one-time code counts an attempt (OTP.maxAttempts), or guessing it would be free
  ...['POST /community/v1/verify/confirm', 'POST /community/v1/verify/email/confirm', 'POST /community/v1/auth/reset-password'].map(
    (op) => ({ op, table: 'otp_codes', why: 'a wrong one-time code counts an attempt against the code' }),
  ),
]
const writeAllowed = (op: string, table: string) => WRITES_ALLOWED_ON_4XX.some((w) => w.op === op && w.table === table)

export type Failure = {
  kind:
    | 'server-error'
    | 'response-schema'
    | 'undocumented-status'
    | 'error-envelope'
    | 'write-left-behind'
    | 'access'
    | 'auth-after-validation'
  op: string
  role: Role
  caseIndex: number
  request: FuzzRequest
  status: number
  body: string
  detail: string
}

export type FuzzReport = {
  seed: number
  only?: string
  cases: number
  operations: number
  ms: number
  byStatus: Record<string, number>
  byOperation: Record<string, Record<string, number>>
  writeChecks: { checked: number; skippedBackground: number; writes: number; recounts: number; ms: number }
  renewals: number
  failures: Failure[]
}

export type FuzzOptions = {
  seed: number
  cases: number
  /** Only operations whose "METHOD /path" matches. */
  only?: RegExp
  /** Only these case numbers (to replay one). */
  caseIndexes?: number[]
}

type Capture = { errors: Map<string, Error>; background: { started: number; active: number } }

/** Hooks the fuzz app needs, added before it gets ready: server errors by request id, requests that are not ours. */
export function fuzzHooks(app: TestApp['app']): Capture {
  const capture: Capture = { errors: new Map(), background: { started: 0, active: 0 } }
  // an earlier onRequest hook may refuse a request (401) before this one runs: count only what started here
  const counted = new WeakSet<object>()
  app.addHook('onRequest', async (req) => {
    if (req.headers['x-fuzz-case'] === undefined) {
      counted.add(req.raw)
      capture.background.started++
      capture.background.active++
    }
  })
  app.addHook('onResponse', async (req) => {
    if (counted.delete(req.raw)) capture.background.active--
  })
  app.addHook('onError', async (req, _reply, error) => {
    capture.errors.set(String(req.id), error)
  })
  return capture
}

// `details`: structured facts about the refusal (a lost race names who decided, admin queues)
const ERROR_ENVELOPE_KEYS = new Set(['code', 'message', 'fields', 'details'])

/** Checks an error answer is the documented envelope with a catalogued code and its status. */
function envelopeProblem(status: number, contentType: string, body: string): string | undefined {
  if (!contentType.includes('application/json'))
    return `a ${status} answered ${contentType || 'no content type'}, not the JSON error envelope`
  let json: { success?: unknown; error?: { code?: unknown; message?: unknown; fields?: unknown; details?: unknown } }
  try {
    json = JSON.parse(body)
  } catch {
    return 'the error body is not JSON'
  }
  if (json.success !== false || !json.error || typeof json.error !== 'object') return 'the error body is not { success: false, error }'
  const { code, message, fields } = json.error
  if (typeof code !== 'string' || !(code in ERRORS)) return `error code ${JSON.stringify(code)} is not in the catalogue`
  if (typeof message !== 'string' || !message) return 'the error has no message'
  if (json.error.details !== undefined && (typeof json.error.details !== 'object' || json.error.details === null))
    return 'error.details is not an object'
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Object.values(fields).some((v) => typeof v !== 'string')))
    return 'error.fields is not a map of messages'
  const extra = Object.keys(json.error).filter((k) => !ERROR_ENVELOPE_KEYS.has(k))
  if (extra.length) return `unexpected error keys ${extra.join(', ')}`
  const expected = ERRORS[code as keyof typeof ERRORS].status
  if (expected !== status) return `${code} is catalogued as ${expected} but was answered with ${status}`
  return undefined
}

/** Operations whose callers are not browsers or apps but gateways and carriers: their answers follow the gateway's protocol. */
const PROTOCOL_ROUTES = /^\/(dev-gateway|api\/v1\/webhooks|api\/v1\/payments\/(vnpay|momo)\/(ipn|return))\b/

function caseSeed(seed: number, index: number) {
  // a different, reproducible stream per case: replaying one case needs only (seed, index)
  return (Math.imul(seed ^ 0x5bd1e995, 0x01000193) + Math.imul(index + 1, 0x9e3779b1)) | 0
}

/**
 * Runs `cases` requests over every operation of the app's OpenAPI document, each role in turn
 * (case i: operation i mod n, role ⌊i / n⌋ mod 4), and collects what went wrong.
 */
export async function runFuzz(t: TestApp, world: World, capture: Capture, opts: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now()
  const doc = t.app.swagger() as Parameters<typeof operationsOf>[0]
  const ops = operationsOf(doc).filter((op) => !opts.only || opts.only.test(op.key))
  if (!ops.length) throw new Error('no operation matches')
  const arbs = new Map<string, fc.Arbitrary<FuzzRequest>>(ops.map((op) => [op.key, requestArb(op, world.pool, {})]))
  const probe = await createWriteProbe(t.database)
  const report: FuzzReport = {
    seed: opts.seed,
    only: opts.only?.source,
    cases: 0,
    operations: ops.length,
    ms: 0,
    byStatus: {},
    byOperation: {},
    writeChecks: { checked: 0, skippedBackground: 0, writes: 0, recounts: 0, ms: 0 },
    renewals: 0,
    failures: [],
  }
  // per operation and role: the answers seen, to find validation that runs before authentication
  const seen = new Map<
    string,
    { guard?: { status: number; code: string }; validation?: { index: number; request: FuzzRequest; body: string } }
  >()

  const indexes = opts.caseIndexes ?? Array.from({ length: opts.cases }, (_, i) => i)
  let backgroundAtLastCheck = -1
  for (const index of indexes) {
    const op = ops[index % ops.length]!
    const role = ROLES[Math.floor(index / ops.length) % ROLES.length]!
    const [generated] = fc.sample(arbs.get(op.key)!, { seed: caseSeed(opts.seed, index), numRuns: 1 })
    const request: FuzzRequest = { ...generated!, headers: { ...generated!.headers, ...world.headers[role], 'x-fuzz-case': String(index) } }

    // the mark the last case ended with still holds unless a simulator's request ran since
    const background = capture.background.started
    let probeStarted = Date.now()
    await probe.begin({ fresh: background !== backgroundAtLastCheck || capture.background.active > 0 })
    report.writeChecks.ms += Date.now() - probeStarted
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: toPayload(request.payload),
    })
    // searches and product views are recorded just after their answers: let them land in this case, not the next
    await t.services.search.settle()
    probeStarted = Date.now()
    const changes = await probe.changes()
    backgroundAtLastCheck = capture.background.started
    report.writeChecks.ms += Date.now() - probeStarted
    const quiet = capture.background.started === background && capture.background.active === 0

    report.cases++
    const status = res.statusCode
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1
    report.byOperation[op.key] ??= {}
    const perOp = report.byOperation[op.key]!
    perOp[status] = (perOp[status] ?? 0) + 1
    const fail = (kind: Failure['kind'], detail: string) =>
      report.failures.push({ kind, op: op.key, role, caseIndex: index, request, status, body: res.body.slice(0, 2000), detail })

    const contentType = String(res.headers['content-type'] ?? '')
    // FUZZ_DEBUG=1: every request and its answer
    if (process.env.FUZZ_DEBUG)
      console.log('DEBUG', role, status, request.url.slice(0, 200), JSON.stringify(request.payload)?.slice(0, 200), res.body.slice(0, 300))
    if (status >= 500) {
      const error = capture.errors.get(String(res.headers['x-request-id']))
      const isMomoRetry = op.key === 'POST /api/v1/payments/momo/ipn' && status === 500 && !error
      if (error && (error as { code?: string }).code === 'FST_ERR_RESPONSE_SERIALIZATION')
        fail('response-schema', `the ${op.key} answer does not match its schema: ${describeError(error)}`)
      else if (!isMomoRetry) fail('server-error', error ? describeError(error) : 'no error was thrown (a handler answered 5xx itself)')
    } else if (status >= 400) {
      // a documented error answer (the import's 400) was checked against its schema by the server
      if (!op.responses.includes(String(status)) && (!PROTOCOL_ROUTES.test(op.path) || contentType.includes('application/json'))) {
        const problem = envelopeProblem(status, contentType, res.body)
        if (problem) fail('error-envelope', problem)
      }
    } else if (status >= 300) {
      if (!res.headers.location) fail('undocumented-status', `${status} without a Location header`)
    } else if (!op.responses.includes(String(status))) {
      fail('undocumented-status', `${status} is not among the documented responses (${op.responses.join(', ')})`)
    }

    if (quiet) {
      report.writeChecks.checked++
      if (changes.some((c) => c.written > 0 || c.delta !== 0)) report.writeChecks.writes++
      if (status >= 400 && status < 500) {
        const left = changes.filter((c: TableChange) => !writeAllowed(op.key, c.table))
        if (left.length)
          fail(
            'write-left-behind',
            `a ${status} left rows behind: ${left.map((c) => `${c.table} (${c.written} written, ${c.delta >= 0 ? '+' : ''}${c.delta} rows)`).join(', ')}`,
          )
      }
    } else {
      report.writeChecks.skippedBackground++
    }

    // a fuzzed logout or refresh can end a role's session: sign in again (and do not count that answer)
    let staleSession = false
    if (role !== 'anonymous' && status === 401 && world.headers[role].authorization) {
      const me = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: world.headers[role] })
      if (me.statusCode !== 200) {
        staleSession = true
        await world.renew(role)
        report.renewals++
        // signing in writes a session: not this case's doing, nor the next one's
        await probe.resync()
      }
    }

    // the operation's documented access, whatever the request: anonymous gets 401, a role without
    // the right 403 (admin owns no shop) — before anything else can answer
    const guard = expectedGuard(op.access, role)
    if (guard && status !== guard && !staleSession && !routerRefuses(request.url))
      fail('access', `x-access ${op.access} as ${role} should be ${guard} whatever the request, got ${status}`)

    // validation before authentication: the same caller gets 401/403 (the guard) and, for another
    // request, 400 VALIDATION_FAILED (the schema) — so the schema answered first. The router's
    // own refusals (an undecodable or over-long path segment) come before any route is known.
    const code = safeCode(res.body)
    const key = `${op.key} as ${role}`
    const entry = seen.get(key) ?? {}
    if (!staleSession && ((status === 401 && code === 'UNAUTHENTICATED') || (status === 403 && code === 'FORBIDDEN')))
      entry.guard ??= { status, code }
    if (status === 400 && code === 'VALIDATION_FAILED' && !routerRefuses(request.url))
      entry.validation ??= { index, request, body: res.body.slice(0, 500) }
    seen.set(key, entry)
  }

  for (const [key, entry] of seen) {
    if (!entry.guard || !entry.validation) continue
    const [opKey, role] = key.split(' as ') as [string, Role]
    report.failures.push({
      kind: 'auth-after-validation',
      op: opKey,
      role,
      caseIndex: entry.validation.index,
      request: entry.validation.request,
      status: 400,
      body: entry.validation.body,
      detail: `${role} gets ${entry.guard.status} ${entry.guard.code} from this operation, yet a malformed request got 400 VALIDATION_FAILED: the schema is checked before the caller`,
    })
  }
  report.ms = Date.now() - started
  report.writeChecks.recounts = probe.recounts
  return report
}

/** The answer a role must get from an operation of this access, if it may not call it. */
function expectedGuard(access: string, role: Role): 401 | 403 | undefined {
  if (access === 'public') return undefined
  if (role === 'anonymous') return 401
  if (access === 'admin' && role !== 'admin') return 403
  if (access === 'seller' && role !== 'seller') return 403
  return undefined
}

/**
 * True when the path may not reach the operation's route: Fastify's router refuses an
 * undecodable or over-long (100+) segment, and `inject` resolves `.`/`..` segments (a 404).
 */
function routerRefuses(url: string): boolean {
  const path = url.split('?')[0]!
  return path.split('/').some((segment) => {
    try {
      const decoded = decodeURIComponent(segment)
      return decoded.length > 100 || decoded === '.' || decoded === '..'
    } catch {
      return true
    }
  })
}

function toPayload(payload: FuzzRequest['payload']) {
  if (payload === undefined || typeof payload === 'string') return payload
  const fd = new FormData()
  for (const [name, value] of payload.form) {
    if (typeof value === 'string') fd.append(name, value)
    else fd.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename)
  }
  return fd as unknown as string
}

function safeCode(body: string): string | undefined {
  try {
    return JSON.parse(body)?.error?.code
  } catch {
    return undefined
  }
}

function describeError(error: Error): string {
  const cause = (error as { cause?: unknown }).cause
  const stack = (error.stack ?? '').split('\n').slice(0, 6).join('\n')
  const extra =
    cause instanceof Error ? `\ncaused by: ${cause.message}` : cause ? `\ncaused by: ${JSON.stringify(cause).slice(0, 1500)}` : ''
  return `${stack}${extra}`
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s)

/** A summary for people: counts per status and per operation, then each failure with the request that reproduces it. */
export function formatReport(report: FuzzReport, opts: { perOperation?: boolean; maxFailures?: number } = {}): string {
  const lines: string[] = []
  lines.push(
    `fuzz: ${report.cases} cases over ${report.operations} operations × ${ROLES.length} roles, seed ${report.seed}, ${(report.ms / 1000).toFixed(1)} s`,
  )
  lines.push(
    `  statuses: ${Object.entries(report.byStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
  )
  lines.push(
    `  write checks: ${report.writeChecks.checked} (${report.writeChecks.writes} with writes; ${report.writeChecks.recounts} table recounts, ${(report.writeChecks.ms / 1000).toFixed(1)} s), ${report.writeChecks.skippedBackground} skipped while a simulator called back; sessions renewed ${report.renewals}×`,
  )
  if (opts.perOperation) {
    lines.push('  per operation:')
    for (const [op, statuses] of Object.entries(report.byOperation))
      lines.push(
        `    ${op.padEnd(62)} ${Object.entries(statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      )
  }
  const failures = report.failures
  lines.push(failures.length ? `  ${failures.length} FAILURES:` : '  no failures')
  // one of each (kind, operation) is enough to act on
  const distinct = new Map<string, Failure>()
  for (const f of failures) distinct.set(`${f.kind} ${f.op} ${f.role}`, distinct.get(`${f.kind} ${f.op} ${f.role}`) ?? f)
  for (const f of [...distinct.values()].slice(0, opts.maxFailures ?? 40)) {
    const r = f.request
    const headers = Object.entries(r.headers)
      .filter(([k]) => k !== 'x-fuzz-case')
      .map(([k, v]) => `-H '${k}: ${k === 'authorization' ? `Bearer <${f.role}>` : clip(v, 60)}'`)
      .join(' ')
    const body = r.payload === undefined ? '' : typeof r.payload === 'string' ? ` --data ${JSON.stringify(clip(r.payload))}` : ' --form …'
    lines.push(`  ✖ [${f.kind}] ${f.op} as ${f.role} → ${f.status}: ${clip(f.detail, 1500)}`)
    lines.push(`      ${r.method} ${clip(r.url, 400)} ${headers}${body}`)
    lines.push(`      answer: ${clip(f.body, 300)}`)
    const only = report.only ? ` --only '${report.only}'` : ''
    lines.push(`      replay: npm run fuzz -- --seed ${report.seed} --case ${f.caseIndex}${only}`)
  }
  if (distinct.size > (opts.maxFailures ?? 40)) lines.push(`  … and ${distinct.size - (opts.maxFailures ?? 40)} more distinct failures`)
  return lines.join('\n')
}
