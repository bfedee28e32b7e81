import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, DbOrTx } from './db/client.ts'
import { rowsOf } from './db/rows.ts'
import { outboxDeliveries, outboxMessages } from './outbox.tables.ts'

/**
 * The transactional outbox (issue 15; docs/api/notifications.md "Producers and the outbox").
 *
 * A producer writes a message with `enqueueOutbox(tx, …)` inside its business transaction, so
 * the message exists exactly when the business change does. The `NOTIFY` it issues reaches the
 * dispatchers (every process listens) only once that transaction committed; a sweeper picks up
 * whatever a crash left (a process that died between commit and dispatch, or mid-dispatch once
 * its claim expired). Handlers record each delivery channel in `outbox_deliveries`, so a message
 * dispatched twice never repeats a channel that was already delivered.
 */

export const OUTBOX_CHANNEL = 'xinh_outbox'

export type OutboxMessage = {
  id: string
  topic: string
  dedupeKey: string | null
  payload: Record<string, unknown>
  attempts: number
  createdAt: Date
}

export type DeliveryStatus = 'sent' | 'skipped' | 'failed'

/** What a handler knows of the channels already delivered for its message, and how it records one. */
export type Deliveries = {
  has(channel: string, target?: string): boolean
  /** Records a channel as done; `db` may be the transaction that did the delivery (in-app rows). */
  record(db: DbOrTx, channel: string, target: string, status: DeliveryStatus, detail?: string | null): Promise<void>
}

export type OutboxHandler = (message: OutboxMessage, deliveries: Deliveries) => Promise<void>

export type EnqueueInput = {
  topic: string
  payload: Record<string, unknown>
  /** The same key twice is one message (later ones are dropped). */
  dedupeKey?: string | null
  /** Dispatch no earlier than this many seconds from now. */
  delaySeconds?: number
}

/**
 * Writes a message in the caller's transaction. Returns its id, or null when a message with
 * the same dedupe key exists (the duplicate is suppressed).
 */
export async function enqueueOutbox(tx: DbOrTx, input: EnqueueInput): Promise<string | null> {
  const availableAt = input.delaySeconds ? new Date(Date.now() + input.delaySeconds * 1000) : undefined
  const rows = await tx
    .insert(outboxMessages)
    .values({ topic: input.topic, payload: input.payload, dedupeKey: input.dedupeKey ?? null, ...(availableAt ? { availableAt } : {}) })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id })
  const id = rows[0]?.id ?? null
  // delivered to the listeners when (and only if) the transaction commits
  if (id) await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`)
  return id
}

export type OutboxOptions = {
  database: Database
  log: FastifyBaseLogger
  /** Dispatch on NOTIFY and sweep (default true); false leaves messages for another process or `drain()`. */
  dispatch?: boolean
  /** How often the sweeper looks for messages a crash left or a backoff delayed (default 15 s). */
  sweepMs?: number
  batchSize?: number
  maxAttempts?: number
  /** How long a claim lasts: a dispatcher that died is taken over after it (default 120 s). */
  claimSeconds?: number
  /** Dispatched messages are kept this long for inspection (default 7 days). */
  keepDays?: number
}

export type Outbox = {
  register(topic: string, handler: OutboxHandler): void
  start(): Promise<void>
  stop(): Promise<void>
  /** Wakes the dispatcher (coalesced). */
  kick(): void
  /** Dispatches everything available now and waits until it is done (tests, the bench, shutdown). */
  drain(): Promise<number>
  /** Counts of the messages not yet dispatched (health, tests). */
  pending(): Promise<{ pending: number; failed: number }>
}

type ClaimedRow = {
  id: string
  topic: string
  dedupe_key: string | null
  payload: Record<string, unknown> | string
  attempts: number
  created_at: Date | string
}

export function createOutbox(opts: OutboxOptions): Outbox {
  const { database, log } = opts
  const db = database.db
  const handlers = new Map<string, OutboxHandler>()
  const batchSize = opts.batchSize ?? 50
  const maxAttempts = opts.maxAttempts ?? 8
  const claimSeconds = opts.claimSeconds ?? 120
  const keepDays = opts.keepDays ?? 7
  let running: Promise<number> | null = null
  let again = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined
  let lastPurge = 0

  /** Claims a batch (SKIP LOCKED: processes never take the same message), oldest first. */
  async function claim(): Promise<OutboxMessage[]> {
    const result = await db.execute(sql`
      UPDATE outbox_messages SET locked_until = now() + make_interval(secs => ${claimSeconds}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox_messages
        WHERE dispatched_at IS NULL AND failed_at IS NULL AND available_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY available_at, id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, topic, dedupe_key, payload, attempts, created_at`)
    return rowsOf<ClaimedRow>(result)
      .map((r) => ({
        id: r.id,
        topic: r.topic,
        dedupeKey: r.dedupe_key,
        payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
        attempts: r.attempts,
        createdAt: new Date(r.created_at),
      }))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
  }

  async function deliveriesOf(messageId: string): Promise<Deliveries> {
    const rows = await db
      .select({ channel: outboxDeliveries.channel, target: outboxDeliveries.target })
      .from(outboxDeliveries)
      .where(eq(outboxDeliveries.messageId, messageId))
    const done = new Set(rows.map((r) => `${r.channel}\u0000${r.target}`))
    return {
      has: (channel, target = '') => done.has(`${channel}\u0000${target}`),
      async record(on, channel, target, status, detail) {
        await on
          .insert(outboxDeliveries)
          .values({ messageId, channel, target, status, detail: detail ?? null })
          .onConflictDoNothing()
        done.add(`${channel}\u0000${target}`)
      },
    }
  }

  async function handle(message: OutboxMessage) {
    try {
      const handler = handlers.get(message.topic)
      if (!handler) throw new Error(`no handler for outbox topic ${message.topic}`)
      await handler(message, await deliveriesOf(message.id))
      await db
        .update(outboxMessages)
        .set({ dispatchedAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(outboxMessages.id, message.id))
    } catch (err) {
      const giveUp = message.attempts >= maxAttempts
      // exponential backoff: 2, 4, 8 … seconds, at most ten minutes
      const delay = Math.min(600, 2 ** message.attempts)
      log.error({ err, messageId: message.id, topic: message.topic, attempts: message.attempts, giveUp }, 'outbox dispatch failed')
      await db
        .update(outboxMessages)
        .set({
          lockedUntil: null,
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
          ...(giveUp ? { failedAt: new Date() } : { availableAt: new Date(Date.now() + delay * 1000) }),
        })
        .where(and(eq(outboxMessages.id, message.id)))
        .catch((e) => log.error({ err: e }, 'outbox: could not record a failure'))
    }
  }

  async function dispatchBatch(): Promise<number> {
    const batch = await claim()
    for (const message of batch) await handle(message)
    return batch.length
  }

  async function loop(): Promise<number> {
    let total = 0
    do {
      again = false
      for (;;) {
        if (stopped) break
        const n = await dispatchBatch()
        total += n
        if (n < batchSize) break
      }
    } while (again && !stopped)
    return total
  }

  function kick() {
    if (running) {
      again = true
      return
    }
    running = loop()
      .catch((err) => {
        log.error({ err }, 'outbox dispatcher failed')
        return 0
      })
      .finally(() => {
        running = null
      })
  }

  async function purge() {
    if (Date.now() - lastPurge < 3_600_000) return
    lastPurge = Date.now()
    await db
      .delete(outboxMessages)
      .where(sql`${outboxMessages.dispatchedAt} < now() - make_interval(days => ${keepDays})`)
      .catch((err) => log.warn({ err }, 'outbox: purge failed'))
  }

  return {
    register(topic, handler) {
      handlers.set(topic, handler)
    },
    async start() {
      if (opts.dispatch === false) return
      stopped = false
      unlisten = await database.listen(
        OUTBOX_CHANNEL,
        () => kick(),
        () => kick(),
      )
      timer = setInterval(() => {
        kick()
        void purge()
      }, opts.sweepMs ?? 15_000)
      timer.unref()
      // what an earlier process left behind
      kick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = undefined
      await unlisten?.().catch(() => {})
      unlisten = undefined
      await running
    },
    kick,
    async drain() {
      let total = 0
      if (running) total += await running
      for (;;) {
        const n = await dispatchBatch()
        total += n
        if (n === 0) break
      }
      // a NOTIFY that arrived meanwhile may have started another run
      if (running) total += await running
      return total
    },
    async pending() {
      const rows = rowsOf<{ pending: number; failed: number }>(
        await db.execute(sql`SELECT count(*) FILTER (WHERE dispatched_at IS NULL AND failed_at IS NULL)::int AS pending,
          count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed FROM outbox_messages`),
      )
      return rows[0] ?? { pending: 0, failed: 0 }
    },
  }
}
