// `npm run bench -- chat [--sockets 1000] [--messages 5] [--shops 50]`: buyer–seller chat through
// two API processes on one PostgreSQL (BENCH_DATABASE_URL; skipped when unset). `--sockets` buyers
// connect over WebSocket, half to each process; each shop's owner connects to the other process.
// Every buyer sends `--messages` messages over `chat:send` (ack), one after another, all buyers at
// once; the figures: messages/s from the first send to the last delivery at a seller, and the
// delivery latency (send → the seller's `chat:message`), p50/p95/max. Printed, never asserted.
// `run()` returns the figures, so a caller can add its own rows (e.g. notifications' fan-out).
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { inArray } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { uuidv7 } from 'uuidv7'
import { chatRooms } from '../apps/server/src/modules/chat/chat.tables.ts'
import { sessions, users } from '../apps/server/src/modules/identity/identity.tables.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { deriveKeys, signAccessToken } from '../apps/server/src/platform/auth/crypto.ts'
import { fromPostgresUrl } from '../apps/server/src/platform/db/client.ts'
import { startServer } from './catalog.ts'

export type ChatBenchFigures = {
  /** Paced phase: messages sent at half the burst throughput, one every 1/rate s from rotating buyers. */
  paced: { rate: number; messages: number; latencyMs: { p50: number; p95: number; max: number } }
  sockets: number
  messages: number
  seconds: number
  messagesPerSecond: number
  latencyMs: { p50: number; p95: number; max: number }
  connectSeconds: number
  lost: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

function open(url: string, token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, timeout: 30_000 })
  const ready = new Promise<Socket>((resolve, reject) => {
    socket.once('ready', () => resolve(socket))
    socket.once('connect_error', reject)
  })
  return ready
}

export async function run(
  opts: { url?: string; sockets?: number; messages?: number; shops?: number } = {},
): Promise<ChatBenchFigures | null> {
  const url = opts.url ?? process.env.BENCH_DATABASE_URL
  if (!url) {
    console.log('chat: BENCH_DATABASE_URL is not set — the chat bench runs two processes on PostgreSQL only (skipped)')
    return null
  }
  const nBuyers = opts.sockets ?? 1000
  const perBuyer = opts.messages ?? 5
  const nShops = Math.min(opts.shops ?? 50, nBuyers)
  const secret = randomBytes(32).toString('hex')
  const keys = deriveKeys(secret)
  const tag = `chatbench${Date.now().toString(36)}`
  const database = fromPostgresUrl(url, 4)
  await database.migrate()
  const { db } = database

  // accounts and sessions written straight to the tables (signing 1,050 argon2 sign-ups would be the bench)
  const mk = (i: number, kind: string) => ({ id: uuidv7(), userName: `${kind} ${i}`, email: `${tag}.${kind}${i}@example.vn` })
  const buyers = Array.from({ length: nBuyers }, (_, i) => mk(i, 'buyer'))
  const sellers = Array.from({ length: nShops }, (_, i) => mk(i, 'seller'))
  const all = [...buyers, ...sellers]
  const userIds = all.map((u) => u.id)
  for (let i = 0; i < all.length; i += 500)
    await db.insert(users).values(all.slice(i, i + 500).map((u) => ({ ...u, roles: ['buyer' as const] })))
  const sessionOf = new Map(all.map((u) => [u.id, uuidv7()]))
  const expiresAt = new Date(Date.now() + 86_400_000)
  for (let i = 0; i < all.length; i += 500)
    await db
      .insert(sessions)
      .values(all.slice(i, i + 500).map((u) => ({ id: sessionOf.get(u.id)!, userId: u.id, refreshHash: `${tag}-${u.id}`, expiresAt })))
  const shopRows = sellers.map((s, i) => ({
    id: uuidv7(),
    ownerId: s.id,
    name: `Shop bench ${i}`,
    slug: `${tag}-${i}`,
    status: 'approved' as const,
  }))
  await db.insert(shops).values(shopRows)
  const rooms = buyers.map((b, i) => ({ id: uuidv7(), buyerId: b.id, shopId: shopRows[i % nShops]!.id }))
  for (let i = 0; i < rooms.length; i += 500) await db.insert(chatRooms).values(rooms.slice(i, i + 500))
  const token = (id: string) => signAccessToken(keys, { sub: id, sid: sessionOf.get(id)!, roles: ['buyer'], guest: false }, 3600)

  const env = { DATABASE_URL: url, APP_SECRET: secret, RATE_LIMIT_STORE: 'memory', BENCH_POOL: '10' }
  const servers = [startServer(env), startServer(env)]
  const sockets: Socket[] = []
  try {
    const ports = await Promise.all(servers.map((s) => s.ready))
    const bases = ports.map((p) => `http://127.0.0.1:${p}`)
    const t0 = performance.now()
    const sellerSockets = new Map<string, Socket>()
    for (let i = 0; i < sellers.length; i++) {
      const s = await open(bases[(i + 1) % 2]!, await token(sellers[i]!.id))
      sockets.push(s)
      sellerSockets.set(shopRows[i]!.id, s)
    }
    const buyerSockets: Socket[] = []
    for (let i = 0; i < buyers.length; i += 100) {
      const batch = await Promise.all(buyers.slice(i, i + 100).map(async (b, k) => open(bases[(i + k) % 2]!, await token(b.id))))
      buyerSockets.push(...batch)
      sockets.push(...batch)
    }
    const connectSeconds = (performance.now() - t0) / 1000

    const sentAt = new Map<string, number>()
    const latencies: number[] = []
    let lastDelivery = 0
    const total = nBuyers * perBuyer
    let done!: () => void
    const allDelivered = new Promise<void>((resolve) => {
      done = resolve
    })
    for (const s of sellerSockets.values())
      s.on('chat:message', (e: { message: { client_id: string | null; sender_side: string } }) => {
        if (e.message.sender_side !== 'buyer' || !e.message.client_id) return
        const at = sentAt.get(e.message.client_id)
        if (at === undefined) return
        const now = performance.now()
        latencies.push(now - at)
        lastDelivery = now
        if (latencies.length === total) done()
      })
    const start = performance.now()
    await Promise.all(
      buyerSockets.map(async (socket, i) => {
        for (let k = 0; k < perBuyer; k++) {
          const clientId = `${tag}-${i}-${k}`
          sentAt.set(clientId, performance.now())
          const ack = await socket.timeout(60_000).emitWithAck('chat:send', {
            room_id: rooms[i]!.id,
            content: `Tin nhắn ${k + 1} của khách ${i}`,
            type: 'text',
            client_id: clientId,
          })
          if (!ack?.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`)
        }
      }),
    )
    await Promise.race([allDelivered, new Promise((r) => setTimeout(r, 30_000))])
    const seconds = ((lastDelivery || performance.now()) - start) / 1000
    const sorted = [...latencies].sort((a, b) => a - b)
    const delivered = latencies.length

    // paced: latency at a rate the two processes sustain (the burst above measures queueing too)
    const rate = Math.max(1, Math.floor(delivered / seconds / 2))
    const pacedCount = Math.min(nBuyers, rate * 10)
    latencies.length = 0
    const pacedStart = performance.now()
    const sends: Array<Promise<unknown>> = []
    for (let n = 0; n < pacedCount; n++) {
      const due = pacedStart + (n * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const i = n % buyerSockets.length
      const clientId = `${tag}-p-${n}`
      sentAt.set(clientId, performance.now())
      sends.push(
        buyerSockets[i]!.timeout(60_000).emitWithAck('chat:send', {
          room_id: rooms[i]!.id,
          content: `Tin nhắn đều nhịp ${n}`,
          type: 'text',
          client_id: clientId,
        }),
      )
    }
    await Promise.all(sends)
    const pacedDeadline = performance.now() + 30_000
    while (latencies.length < pacedCount && performance.now() < pacedDeadline) await new Promise((r) => setTimeout(r, 50))
    const pacedSorted = [...latencies].sort((a, b) => a - b)
    return {
      paced: {
        rate,
        messages: pacedSorted.length,
        latencyMs: { p50: percentile(pacedSorted, 50), p95: percentile(pacedSorted, 95), max: pacedSorted.at(-1) ?? Number.NaN },
      },
      sockets: buyerSockets.length + sellerSockets.size,
      messages: delivered,
      seconds,
      messagesPerSecond: delivered / seconds,
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN },
      connectSeconds,
      lost: total - delivered,
    }
  } finally {
    for (const s of sockets) s.close()
    await Promise.all(servers.map((s) => s.stop()))
    // the bench's rows go (rooms, messages, sessions follow their users; shops first: they are not cascaded)
    await db.delete(shops).where(
      inArray(
        shops.id,
        shopRows.map((s) => s.id),
      ),
    )
    for (let i = 0; i < userIds.length; i += 500) await db.delete(users).where(inArray(users.id, userIds.slice(i, i + 500)))
    await database.close()
  }
}

export async function runChatBench(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { sockets: { type: 'string' }, messages: { type: 'string' }, shops: { type: 'string' } },
    allowPositionals: true,
  })
  const figures = await run({
    sockets: values.sockets ? Number(values.sockets) : undefined,
    messages: values.messages ? Number(values.messages) : undefined,
    shops: values.shops ? Number(values.shops) : undefined,
  })
  if (!figures) return
  console.log(
    `\nchat — two processes on PostgreSQL, ${figures.sockets} connected sockets (connected in ${figures.connectSeconds.toFixed(1)} s); ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
  console.log(`  messages delivered   ${figures.messages} (${figures.lost} lost)`)
  console.log(`  throughput           ${figures.messagesPerSecond.toFixed(0)} messages/s (${figures.seconds.toFixed(1)} s)`)
  console.log(
    `  delivery latency     p50 ${figures.latencyMs.p50.toFixed(0)} ms, p95 ${figures.latencyMs.p95.toFixed(0)} ms, max ${figures.latencyMs.max.toFixed(0)} ms (all buyers sending at once: queueing included)`,
  )
  const p = figures.paced
  console.log(
    `  paced at ${p.rate}/s       ${p.messages} messages: p50 ${p.latencyMs.p50.toFixed(0)} ms, p95 ${p.latencyMs.p95.toFixed(0)} ms, max ${p.latencyMs.max.toFixed(0)} ms`,
  )
}
