// `npm run bench -- auth [--engines pglite,postgres] [--rounds 30]`: where the time of a sign-up
// and a login goes on the server, printed, never asserted (issue 12: "sign-up ~2.1 s, login
// ~1.5 s in the browser").
//   steps:  argon2id hash and verify at the parameters in use; the first-purchase voucher grant
//           (identity.onRegistered); a guest cart's hand-over (identity.onGuestLogin)
//   routes: POST register / login end to end (app.inject, the session cookie written), from no
//           session and from a guest session holding two cart lines; then the web's revalidation
//           after the modal (GET /_root.data with the new cookie) when a web build exists
// PGlite in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when unset).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2'
import { buildApp, DEFAULT_WEB_BUILD } from '../apps/server/src/app.ts'
import { ARGON2_PARAMS } from '../apps/server/src/modules/identity/identity.service.ts'
import { createVouchersService } from '../apps/server/src/modules/pricing/index.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { benchShop } from './bench-shop.ts'

type Engine = 'pglite' | 'postgres'
let ROUNDS = 30

const ms = (n: number) => `${n.toFixed(1)} ms`
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN
  return `p50 ${ms(at(50))}  p95 ${ms(at(95))}  max ${ms(s[s.length - 1] ?? Number.NaN)}`
}
async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now()
  const value = await fn()
  return [performance.now() - started, value]
}

async function run(engine: Engine, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-auth-'))
  const web = existsSync(path.join(DEFAULT_WEB_BUILD, 'server/index.js'))
  try {
    const database = await openDatabase({ databaseUrl, dataDir })
    await database.migrate()
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '100000',
      RATE_LIMIT_STORE: 'memory',
      DATABASE_URL: databaseUrl ?? '',
    })
    const { app, services } = await buildApp({ config, database, web })
    await app.ready()
    const vouchers = createVouchersService({ db: database.db, shopOfOwner: services.shops.getShopSummaryOfOwner })
    await vouchers.ensureNewbieVoucher()
    const { lines } = await benchShop(database.db, 'Auth bench shop', [
      { name: 'Áo thun cotton basic', stock: 1_000_000, price: 200_000, salePrice: 150_000 },
      { name: 'Son kem lì', stock: 1_000_000, price: 200_000, salePrice: 150_000 },
    ])
    const origin = config.publicUrl
    const tag = Date.now().toString(36)
    let n = 0
    const account = () => ({ userName: 'Thử Nghiệm', email: `bench.auth.${tag}.${engine}.${++n}@example.vn`, password: 'Xinh@2026a' })
    const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? ''
    const post = (url: string, payload: unknown, cookie = '') =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: { origin, ...(cookie ? { cookie } : {}) } })
    const guestWithCart = async () => {
      const guest = await post('/community/v1/user/request-guest-user', {})
      const cookie = cookieOf(guest)
      for (const l of lines) await post('/api/v1/mobile/carts', { product_id: l.productId, variant_id: l.variantId, quantity: 1 }, cookie)
      return cookie
    }
    const warm = account()
    await post('/community/v2/auth/register', { ...warm, confirmPassword: warm.password })
    await post('/community/v1/auth/login', { email: warm.email, password: warm.password })

    const hash: number[] = []
    const verify: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const [h, digest] = await time(() => argonHash('Xinh@2026a', ARGON2_PARAMS))
      const [v] = await time(() => argonVerify(digest, 'Xinh@2026a'))
      hash.push(h)
      verify.push(v)
    }

    const register: number[] = []
    const login: number[] = []
    const grant: number[] = []
    const revalidate: number[] = []
    const accounts: ReturnType<typeof account>[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const a = account()
      accounts.push(a)
      const [r, res] = await time(() => post('/community/v2/auth/register', { ...a, confirmPassword: a.password }))
      if (res.statusCode !== 200) throw new Error(`register ${res.statusCode}: ${res.body}`)
      register.push(r)
      const [l, signedIn] = await time(() => post('/community/v1/auth/login', { email: a.email, password: a.password }))
      if (signedIn.statusCode !== 200) throw new Error(`login ${signedIn.statusCode}: ${signedIn.body}`)
      login.push(l)
      if (web) {
        const cookie = cookieOf(signedIn)
        revalidate.push((await time(() => app.inject({ method: 'GET', url: '/_root.data', headers: { cookie } })))[0])
      }
      // the wallet grant on its own, for an account that has none yet
      const userId = signedIn.json().data.user._id as string
      await database.query('DELETE FROM saved_vouchers WHERE user_id = $1', [userId]).catch(() => undefined)
      grant.push((await time(() => vouchers.grantNewbieVouchers(userId)))[0])
    }

    const guestRegister: number[] = []
    const guestLogin: number[] = []
    for (let i = 0; i < Math.ceil(ROUNDS / 3); i++) {
      const a = account()
      const cookie = await guestWithCart()
      const [r, res] = await time(() => post('/community/v2/auth/register', { ...a, confirmPassword: a.password }, cookie))
      if (res.statusCode !== 200) throw new Error(`guest register ${res.statusCode}: ${res.body}`)
      guestRegister.push(r)
      const again = await guestWithCart()
      const [l] = await time(() => post('/community/v1/auth/login', { email: accounts[i]!.email, password: accounts[i]!.password }, again))
      guestLogin.push(l)
    }

    console.log(`\n${engine} (${ROUNDS} rounds, load ${os.loadavg()[0]!.toFixed(2)})`)
    console.log(
      `  argon2id m=${ARGON2_PARAMS.memoryCost / 1024} MiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}: hash ${stats(hash)} | verify ${stats(verify)}`,
    )
    console.log(`  first-purchase voucher grant (alone): ${stats(grant)}`)
    console.log(`  POST /community/v2/auth/register:       ${stats(register)}`)
    console.log(`  POST /community/v1/auth/login:          ${stats(login)}`)
    console.log(`  register from a guest with 2 lines:     ${stats(guestRegister)}`)
    console.log(`  login from a guest with 2 lines:        ${stats(guestLogin)}`)
    if (web) console.log(`  GET /_root.data after the modal:        ${stats(revalidate)}`)
    await app.close()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runAuthBench(argv: string[]) {
  const { values: args } = parseArgs({
    args: argv,
    options: { engines: { type: 'string', default: 'pglite,postgres' }, rounds: { type: 'string', default: '30' } },
  })
  ROUNDS = Math.max(3, Number(args.rounds))
  const engines = (args.engines ?? '').split(',').filter(Boolean) as Engine[]
  for (const engine of engines) {
    if (engine === 'postgres') {
      const url = process.env.BENCH_DATABASE_URL
      if (!url) {
        console.log('\npostgres: skipped (set BENCH_DATABASE_URL)')
        continue
      }
      await run('postgres', url)
    } else await run('pglite', undefined)
  }
}
