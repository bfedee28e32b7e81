// `npm run bench -- ipn-storm [--engines pglite,postgres] [--orders 100] [--replays 10] [--concurrency 200]`:
// an IPN storm, printed, never asserted (issue 5 "Benchmarks and fault tests").
//   100 visitors each check out one order with VNPay (real HTTP, the real API); every order's
//   success IPN is signed as VNPay would sign it, sent 10 times, and the 1,000 IPNs are shuffled
//   and sent concurrently. Expect: each order paid exactly once (one pending → waiting_approval
//   step in its history), 100 payments paid, 1,000 rows in the IPN ledger, answers 00 × 100 and
//   02 × 900, and the paid amounts summing to the orders' totals.
// PGlite runs in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when unset).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { deriveKeys } from '../apps/server/src/platform/auth/crypto.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'
import { simulatorCredentials } from '../apps/server/src/modules/payments/index.ts'
import { vnpaySign, vnpaySignData, vnpDate } from '../apps/server/src/modules/payments/gateways/vnpay.ts'
import { benchAddress, benchShop } from './bench-shop.ts'
import { startServer } from './catalog.ts'

type Engine = 'pglite' | 'postgres'

/** A shop with one deep-stock product, in the bench's database. */
async function prepare(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await database.migrate()
  const { shopId, lines } = await benchShop(database.db, 'IPN shop', [
    { name: 'Áo sơ mi lụa', stock: 1_000_000, price: 300_000, salePrice: 259_000 },
  ])
  return { database, shopId, ...lines[0]! }
}

const address = benchAddress

/** A visitor's VNPay checkout of 1–3 units: the payment's reference and amount, and the order. */
async function buyOne(base: string, line: { shopId: string; productId: string; variantId: string }) {
  const guest = await fetch(`${base}/community/v1/user/request-guest-user`, { method: 'POST' })
  const token = ((await guest.json()) as { data: { accessToken: string } }).data.accessToken
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const quantity = 1 + Math.floor(Math.random() * 3)
  const shopsIn = [
    { shop_id: line.shopId, items: [{ product_id: line.productId, variant_id: line.variantId, quantity }], shipping_method: 'GHTK' },
  ]
  const q = await fetch(`${base}/api/v1/mobile/checkout/quote`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ shops: shopsIn, guest_address: address, payment_method: 'VNPAY' }),
  })
  const quote = ((await q.json()) as { data: { total: number; shops: Array<{ items: Array<{ unit_price: number }> }> } }).data
  const res = await fetch(`${base}/api/v1/mobile/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      shops: shopsIn.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, sale_price: quote.shops[0]!.items[0]!.unit_price })) })),
      guest_address: address,
      payment_method: 'VNPAY',
      total_order_payment: quote.total,
      accept_terms: true,
    }),
  })
  const body = (await res.json()) as {
    data?: { orders: Array<{ _id: string; total: number }>; payment: { pay_url: string; amount: number } }
  }
  if (!body.data?.payment) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(body)}`)
  const txnRef = new URL(body.data.payment.pay_url).searchParams.get('vnp_TxnRef')!
  return { txnRef, amount: body.data.payment.amount, orderId: body.data.orders[0]!._id, total: body.data.orders[0]!.total }
}

/** The success IPN VNPay would send for one payment (signed with the simulator's credentials). */
function successIpn(hashSecret: string, tmnCode: string, p: { txnRef: string; amount: number }, transNo: string) {
  const params = {
    vnp_Amount: String(p.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: `VNP${transNo}`,
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang',
    vnp_PayDate: vnpDate(new Date()),
    vnp_ResponseCode: '00',
    vnp_TmnCode: tmnCode,
    vnp_TransactionNo: transNo,
    vnp_TransactionStatus: '00',
    vnp_TxnRef: p.txnRef,
  }
  return `${vnpaySignData(params)}&vnp_SecureHash=${vnpaySign(hashSecret, params)}`
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i]!)
      }
    }),
  )
  return out
}

async function runEngine(engine: Engine, n: number, replays: number, concurrency: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-ipn-'))
  const env = { DATA_DIR: dataDir, ...(engine === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) }
  const setup = await prepare(env)
  if (engine === 'pglite') await setup.database.close()
  // the bench knows the app secret, so it can sign as the (simulated) VNPay does
  const appSecret = randomBytes(36).toString('base64url')
  const server = startServer({ ...env, APP_SECRET: appSecret, AUTH_RATE_LIMIT: '1000000', RATE_LIMIT_STORE: 'memory', BENCH_POOL: '20' })
  const base = `http://127.0.0.1:${await server.ready}`
  const { hashSecret, tmnCode } = simulatorCredentials(deriveKeys(appSecret).signing, base).vnpay
  try {
    const bought = await pool(
      Array.from({ length: n }, () => setup),
      10,
      (s) => buyOne(base, s),
    )
    const ipns = shuffle(
      bought.flatMap((p, i) => Array.from({ length: replays }, () => successIpn(hashSecret, tmnCode, p, String(10_000_000 + i)))),
    )
    const started = performance.now()
    const answers = await pool(ipns, concurrency, async (query) => {
      try {
        const res = await fetch(`${base}/api/v1/payments/vnpay/ipn?${query}`)
        return res.ok ? ((await res.json()) as { RspCode: string }).RspCode : `HTTP ${res.status}`
      } catch (err) {
        return `error ${(err as Error).message}`
      }
    })
    const seconds = (performance.now() - started) / 1000
    await server.stop()

    const database = engine === 'pglite' ? await openDatabase({ dataDir }) : setup.database
    const ids = sql.join(
      bought.map((b) => sql`${b.orderId}`),
      sql`, `,
    )
    const refs = sql.join(
      bought.map((b) => sql`${b.txnRef}`),
      sql`, `,
    )
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0]!
    const paidSteps = await q<{ once: number; more: number; paid: number; awaiting: number }>(sql`
      SELECT count(*) FILTER (WHERE n = 1)::int AS once, count(*) FILTER (WHERE n > 1)::int AS more,
             count(*) FILTER (WHERE payment_status = 'paid')::int AS paid,
             count(*) FILTER (WHERE status = 'awaiting_confirmation')::int AS awaiting
      FROM (SELECT o.id, o.status, o.payment_status,
                   (SELECT count(*) FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'waiting_approval') AS n
            FROM orders o WHERE o.id IN (${ids})) x`)
    const pay = await q<{ paid: number; amount: number }>(
      sql`SELECT count(*)::int AS paid, COALESCE(sum(amount), 0)::bigint AS amount FROM payments WHERE txn_ref IN (${refs}) AND status = 'paid'`,
    )
    const ledger = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_ipns WHERE gateway = 'vnpay' AND txn_ref IN (${refs})`)
    const totals = await q<{ total: number }>(sql`SELECT COALESCE(sum(total), 0)::bigint AS total FROM orders WHERE id IN (${ids})`)
    const refunds = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM refunds WHERE order_id IN (${ids})`)
    await database.close()

    const byAnswer = new Map<string, number>()
    for (const a of answers) byAnswer.set(a, (byAnswer.get(a) ?? 0) + 1)
    console.log(`  ${engine}`)
    console.log(
      `    ${ipns.length} IPNs (${n} orders × ${replays}, shuffled) at ${concurrency} concurrent in ${seconds.toFixed(2)} s (${(ipns.length / seconds).toFixed(0)} IPN/s)`,
    )
    console.log(
      `      answers: ${[...byAnswer]
        .sort()
        .map(([k, v]) => `${k} × ${v}`)
        .join(', ')}`,
    )
    console.log(
      `      orders paid exactly once ${paidSteps.once}/${n} (more than once: ${paidSteps.more}); payment_status paid ${paidSteps.paid}, awaiting_confirmation ${paidSteps.awaiting}`,
    )
    console.log(`      payments paid ${pay.paid}, IPN ledger rows ${ledger.n}, refunds ${refunds.n}`)
    console.log(
      `      paid amounts ${Number(pay.amount).toLocaleString('vi-VN')} ₫ = order totals ${Number(totals.total).toLocaleString('vi-VN')} ₫: ${Number(pay.amount) === Number(totals.total) ? 'balanced' : 'NOT BALANCED'}`,
    )
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runIpnStormBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      orders: { type: 'string', default: '100' },
      replays: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '200' },
    },
  })
  console.log('Xinh IPN storm (VNPay success IPNs, each replayed, shuffled, concurrent)')
  for (const engine of values.engines.split(',') as Engine[]) {
    if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('  postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    await runEngine(engine, Number(values.orders), Number(values.replays), Number(values.concurrency))
  }
}
