// `npm run bench -- crash [--engines pglite,postgres] [--rounds 3] [--workers 16]`: the crash test.
// A burst of checkouts (COD and VNPay, each VNPay order paid on the simulator's page) runs
// against the server process; once orders flow, after a random 1–3 s more, the process is killed
// with SIGKILL — no shutdown hook runs. The server is started again on the same database, asked to reconcile
// pending payments with the gateway (what the payments-expire job does once links expire), and
// the next round begins. At the end the books are checked:
//   - every order is whole: it belongs to a checkout whose answer was saved, has items and
//     history, and every checkout has its orders; every order a client saw acknowledged exists;
//   - stock + sold = the initial stock (variant and product), and sold = the quantities of the
//     orders that are not cancelled;
//   - no payment is lost: every transaction the gateway (simulator) took is paid in our books with
//     all its orders paid, and every paid order has a paid payment.
// Figures are printed, never asserted; the process exits 1 if an invariant is broken.
import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { type Db, openDatabase } from '../apps/server/src/platform/db/client.ts'
import { benchAddress, benchShop } from './bench-shop.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'

type Engine = 'pglite' | 'postgres'
const root = fileURLToPath(new URL('..', import.meta.url))
const INITIAL_STOCK = 100_000

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

/** The API server (bench/server.ts) on a fixed port, so the simulator's callbacks reach it after a restart. */
function startServer(env: NodeJS.ProcessEnv, port: number) {
  const child: ChildProcess = fork(path.join(root, 'bench/server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'fatal' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type: string }) => m.type === 'ready' && resolve())
    child.once('exit', (code, signal) => reject(new Error(`server exited before ready (${code ?? signal})`)))
  })
  const call = (service: string, fn: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const onMessage = (m: { type: string; value?: unknown; error?: string }) => {
        if (m.type !== 'called') return
        child.off('message', onMessage)
        if (m.error) reject(new Error(m.error))
        else resolve(m.value)
      }
      child.on('message', onMessage)
      child.send({ type: 'call', service, fn, args })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.send({ type: 'stop' })
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
    })
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    })
  return { ready, call, stop, kill }
}

async function prepare(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await database.migrate()
  const { shopId, lines } = await benchShop(database.db, 'Crash shop', [
    { name: 'Váy lụa crash test', stock: INITIAL_STOCK, price: 300_000, salePrice: 250_000 },
  ])
  return { database, shopId, ...lines[0]! }
}

const address = benchAddress

type Outcome = { checkouts: Set<string>; approvedRefs: Set<string>; placed: number; paid: number; failed: number }

/** One buyer: place orders back to back until the server dies; pay VNPay orders on the simulator's page. */
async function buyer(base: string, line: { shopId: string; productId: string; variantId: string }, out: Outcome, signal: AbortSignal) {
  const guest = await fetch(`${base}/community/v1/user/request-guest-user`, { method: 'POST', signal })
  const token = ((await guest.json()) as { data: { accessToken: string } }).data.accessToken
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  for (let i = 0; !signal.aborted; i++) {
    const method = i % 2 === 0 ? 'VNPAY' : 'COD'
    const quantity = 1 + (i % 3)
    const shopsIn = [
      { shop_id: line.shopId, items: [{ product_id: line.productId, variant_id: line.variantId, quantity }], shipping_method: 'GHTK' },
    ]
    const q = await fetch(`${base}/api/v1/mobile/checkout/quote`, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({ shops: shopsIn, guest_address: address, payment_method: method }),
    })
    const quote = (await q.json()) as { data: { total: number; shops: Array<{ items: Array<{ unit_price: number }> }> } }
    const res = await fetch(`${base}/api/v1/mobile/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      signal,
      body: JSON.stringify({
        shops: shopsIn.map((s) => ({
          ...s,
          items: s.items.map((it) => ({ ...it, sale_price: quote.data.shops[0]!.items[0]!.unit_price })),
        })),
        guest_address: address,
        payment_method: method,
        total_order_payment: quote.data.total,
        accept_terms: true,
      }),
    })
    const body = (await res.json()) as { data?: { checkout_id: string; payment_url?: string | null } }
    if (!res.ok || !body.data) {
      out.failed++
      continue
    }
    out.placed++
    out.checkouts.add(body.data.checkout_id)
    if (!body.data.payment_url) continue
    // the simulator's page posts its signed fields back with the buyer's choice
    const url = new URL(body.data.payment_url)
    const form = new URLSearchParams(url.searchParams)
    form.set('action', 'approve')
    const pay = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
      signal,
    })
    if (pay.status === 302 || pay.status === 303) {
      out.paid++
      out.approvedRefs.add(url.searchParams.get('vnp_TxnRef') ?? '')
    }
  }
}

type Check = { name: string; ok: boolean; detail: string }

async function audit(db: Db, setup: { shopId: string; productId: string; variantId: string }, out: Outcome): Promise<Check[]> {
  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!
  const checks: Check[] = []
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail })

  const whole = await one<{
    orphan_orders: number
    no_items: number
    no_history: number
    empty_checkouts: number
    unsaved: number
    orders: number
    checkouts: number
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM checkouts c WHERE c.id = o.checkout_id)) AS orphan_orders,
      (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS no_items,
      (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)) AS no_history,
      (SELECT count(*)::int FROM checkouts c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = c.id)) AS empty_checkouts,
      (SELECT count(*)::int FROM checkouts c WHERE c.response->>'checkout_id' IS NULL) AS unsaved,
      (SELECT count(*)::int FROM orders WHERE shop_id = ${setup.shopId}) AS orders,
      (SELECT count(DISTINCT checkout_id)::int FROM orders WHERE shop_id = ${setup.shopId}) AS checkouts`)
  add(
    'orders whole',
    whole.orphan_orders + whole.no_items + whole.no_history + whole.empty_checkouts + whole.unsaved === 0,
    `this run: ${whole.orders} orders in ${whole.checkouts} checkouts; in the whole database: without checkout ${whole.orphan_orders}, without items ${whole.no_items}, without history ${whole.no_history}; checkouts without orders ${whole.empty_checkouts}, without saved answer ${whole.unsaved}`,
  )
  const ids = [...out.checkouts]
  const present = ids.length
    ? (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM checkouts WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      ).n
    : 0
  add(
    'acknowledged orders kept',
    present === ids.length,
    `${present} of ${ids.length} checkouts the clients saw acknowledged are in the database`,
  )

  const stock = await one<{ v_stock: number; v_sold: number; p_stock: number; p_sold: number; live_qty: number }>(sql`
    SELECT v.stock AS v_stock, v.sold AS v_sold, p.stock AS p_stock, p.sold AS p_sold,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.variant_id = v.id AND o.status <> 'cancelled') AS live_qty
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ${setup.variantId}`)
  add(
    'stock + sold = initial',
    stock.v_stock + stock.v_sold === INITIAL_STOCK && stock.p_stock + stock.p_sold === INITIAL_STOCK && stock.v_sold === stock.live_qty,
    `variant ${stock.v_stock} + ${stock.v_sold}, product ${stock.p_stock} + ${stock.p_sold} (initial ${INITIAL_STOCK}); ordered, not cancelled: ${stock.live_qty}`,
  )

  const money = await one<{
    sim_paid: number
    lost: number
    unpaid_orders_of_paid: number
    paid_orders_without_payment: number
    our_paid: number
    ipns: number
  }>(sql`
    -- the invariants hold over the whole database; the figures count this run's shop (a PostgreSQL bench database is reused)
    WITH ours AS (
      SELECT DISTINCT p.id, p.txn_ref, p.status FROM payments p JOIN payment_orders po ON po.payment_id = p.id
        JOIN orders o ON o.id = po.order_id WHERE o.shop_id = ${setup.shopId}
    )
    SELECT
      (SELECT count(*)::int FROM dev_gateway_transactions s WHERE s.status = 'paid' AND s.ref IN (SELECT txn_ref FROM ours)) AS sim_paid,
      (SELECT count(*)::int FROM dev_gateway_transactions s
        WHERE s.status = 'paid' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.gateway = s.gateway AND p.txn_ref = s.ref AND p.status = 'paid')) AS lost,
      (SELECT count(*)::int FROM payments p JOIN payment_orders po ON po.payment_id = p.id JOIN orders o ON o.id = po.order_id
        WHERE p.status = 'paid' AND o.payment_status NOT IN ('paid', 'refunded')) AS unpaid_orders_of_paid,
      (SELECT count(*)::int FROM orders o WHERE o.payment_method <> 'COD' AND o.payment_status = 'paid'
        AND NOT EXISTS (SELECT 1 FROM payment_orders po JOIN payments p ON p.id = po.payment_id WHERE po.order_id = o.id AND p.status = 'paid')) AS paid_orders_without_payment,
      (SELECT count(*)::int FROM ours WHERE status = 'paid') AS our_paid,
      (SELECT count(*)::int FROM payment_ipns WHERE payment_id IN (SELECT id FROM ours)) AS ipns`)
  const approved = [...out.approvedRefs]
  const approvedPaid = approved.length
    ? (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM payments WHERE status = 'paid' AND txn_ref IN (${sql.join(
            approved.map((r) => sql`${r}`),
            sql`, `,
          )})`,
        )
      ).n
    : 0
  add(
    'no payment lost',
    money.lost + money.unpaid_orders_of_paid + money.paid_orders_without_payment === 0 && approvedPaid === approved.length,
    `gateway took ${money.sim_paid}, paid in our books ${money.our_paid} (lost ${money.lost}); approvals the clients saw ${approved.length}, paid ${approvedPaid}; paid payments with an unpaid order ${money.unpaid_orders_of_paid}; paid orders without a paid payment ${money.paid_orders_without_payment}; ${money.ipns} callbacks in the IPN ledger`,
  )
  return checks
}

async function runEngine(engine: Engine, rounds: number, workers: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-crash-'))
  const env = { DATA_DIR: dataDir, ...(engine === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) }
  const setup = await prepare(env)
  if (engine === 'pglite') await setup.database.close()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const serverEnv = { ...env, AUTH_RATE_LIMIT: '1000000', RATE_LIMIT_STORE: 'memory', BENCH_POOL: '20' }
  const out: Outcome = { checkouts: new Set(), approvedRefs: new Set(), placed: 0, paid: 0, failed: 0 }
  let reconciled = 0
  console.log(`  ${engine}`)
  try {
    for (let round = 1; round <= rounds; round++) {
      const server = startServer(serverEnv, port)
      await server.ready
      // what the payments-expire job does once the links have expired: ask the gateway about every pending attempt
      reconciled += Number(await server.call('payments', 'expireStale', [new Date(Date.now() + 86_400_000).toISOString()]))
      const abort = new AbortController()
      const before = out.placed
      const burst = Promise.allSettled(Array.from({ length: workers }, () => buyer(base, setup, out, abort.signal)))
      // kill mid-burst: once orders are flowing, after a random 1–3 s more
      const started = performance.now()
      while (out.placed === before && performance.now() - started < 15_000) await new Promise((r) => setTimeout(r, 50))
      await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000))
      const after = performance.now() - started
      await server.kill()
      abort.abort()
      await burst
      console.log(
        `    round ${round}: SIGKILL after ${(after / 1000).toFixed(1)} s, ${out.placed - before} orders acknowledged in that round`,
      )
    }
    const server = startServer(serverEnv, port)
    await server.ready
    reconciled += Number(await server.call('payments', 'expireStale', [new Date(Date.now() + 86_400_000).toISOString()]))
    await server.stop()
    const database = engine === 'pglite' ? await openDatabase({ dataDir }) : setup.database
    const checks = await audit(database.db, setup, out)
    await database.close()
    console.log(
      `    ${out.placed} checkouts acknowledged, ${out.paid} VNPay payments approved on the simulator, ${out.failed} refused answers; ${reconciled} pending attempts reconciled or expired after restarts`,
    )
    for (const c of checks) console.log(`    ${c.ok ? 'OK  ' : 'FAIL'} ${c.name}: ${c.detail}`)
    return checks.every((c) => c.ok)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runCrashBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      rounds: { type: 'string', default: '3' },
      workers: { type: 'string', default: '16' },
    },
  })
  let ok = true
  console.log('crash test (SIGKILL during checkouts and payments)')
  for (const engine of values.engines.split(',') as Engine[]) {
    if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('  postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    ok = (await runEngine(engine, Number(values.rounds), Number(values.workers))) && ok
  }
  if (!ok) process.exitCode = 1
}
