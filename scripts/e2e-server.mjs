// Starts the built server for the browser tests on a fresh embedded database with demo data.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// E2E_DATA_DIR (set by playwright.config.ts) lets a journey read the outbox (one-time codes, e-mails); emptied on start
if (process.env.E2E_DATA_DIR) {
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true })
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true })
  // scripts/test.mjs seeds one database for its parallel shards (E2E_TEMPLATE_DIR, a stopped
  // server's DATA_DIR): each starts from a copy instead of seeding the same demo data again
  const template = process.env.E2E_TEMPLATE_DIR
  if (template && existsSync(template) && !process.env.DATABASE_URL) cpSync(template, process.env.E2E_DATA_DIR, { recursive: true })
  process.env.DATA_DIR = process.env.E2E_DATA_DIR
} else process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'xinh-e2e-'))
process.env.PORT = process.env.E2E_PORT ?? '3100'
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`
process.env.NODE_ENV = 'production'
process.env.LOG_LEVEL ??= 'warn'
process.env.AUTH_RATE_LIMIT ??= '200'
// parcels move only when a journey asks the carrier simulator to (POST /dev-gateway/carrier/parcels/{label}/advance)
process.env.CARRIER_SIM_STEP_SECONDS ??= '0'
// the daily jobs that change demo data never fire mid-run (the 02:30 UTC payout emptied the demo
// seller's balance that the finance journey pays out)
process.env.JOBS_UNSCHEDULED ??= 'ledger-payout,chat-seller-inactivity'
// Web Push: journeys run their own push service on this machine (e2e/push-service.ts), the network boundary
process.env.PUSH_ENDPOINTS ??= 'http://127.0.0.1'
const { register } = await import('tsx/esm/api')
register()
await import('../apps/server/src/main.ts')
