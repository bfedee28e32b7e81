import path from 'node:path'
import { COMMERCE } from '@xinh/contracts'
import { z } from 'zod'
import { parseStorageUrl, resolveStorageTarget, type StorageTarget, StorageUrlError } from './storage-url.ts'

// Empty strings mean "unset" (CONVENTIONS.md habit 1).
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())
/** A comma-separated list, trimmed, empty items dropped. */
const commaList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  /** A read replica for the heavy anonymous reads (catalogue, search, shop pages); writes stay on DATABASE_URL. */
  DATABASE_READ_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  /** Connections of this process's main pool (seeding holds one while it uses others: at least 2). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(10),
  DATABASE_READ_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Worker processes sharing the port (node:cluster); needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(256).default(1),
  PUBLIC_URL: optional(z.url()),
  /** The production web origins (spec §2: three, chosen by current origin with a default). */
  ALLOWED_ORIGINS: z.string().default('https://xinh.vn,https://www.xinh.vn,https://m.xinh.vn'),
  /** Secret for token signing and cookie encryption. Generated and kept under DATA_DIR when unset. */
  APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (human lines) or `json` (one JSON object per line). Default: pretty on a terminal, JSON in production otherwise. */
  LOG_FORMAT: optional(z.enum(['pretty', 'json'])),
  /** One log line per request. Default: on with JSON logs, off with pretty ones. */
  LOG_REQUESTS: optional(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
  SEED_DEMO: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
  SMTP_URL: optional(z.string()),
  /** Socket.IO's adapter on Redis instead of PostgreSQL (large deployments; docs/deployment.md "Realtime at scale"). */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  MAIL_FROM: z.string().default('Xinh <no-reply@xinh.vn>'),
  /** pages (issue 18): where the landing contact form's messages are e-mailed. */
  CONTACT_EMAIL: z.email().default('hotro@xinh.vn'),
  /** Requests per minute per IP on each login, register, OTP and password route. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_STORE: optional(z.enum(['memory', 'database'])),
  JOBS_ENABLED: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
  /**
   * Recurring jobs (by name) whose schedule this deployment leaves out; their queues still work
   * (`send`, `runNow`). The browser journeys leave out the daily ones that change demo data: the
   * 02:30 UTC payout emptied the demo seller's balance in the middle of a run.
   */
  JOBS_UNSCHEDULED: z.string().default('').transform(commaList),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  APPLE_CLIENT_ID: optional(z.string()),
  APPLE_CLIENT_SECRET: optional(z.string()),
  /** The iOS app's bundle id: Sign in with Apple id_tokens minted in the app carry it as their audience. */
  APPLE_BUNDLE_ID: optional(z.string()),
  ZALO_APP_ID: optional(z.string()),
  ZALO_SECRET_KEY: optional(z.string()),
  /**
   * Test hook: override provider endpoints (a local fake provider in tests). Each provider's
   * hosts are replaced by `<override>/<provider>`, e.g. Google's issuer becomes
   * `<override>/google` and Zalo's token endpoint `<override>/zalo/v4/access_token`.
   */
  OAUTH_ISSUER_OVERRIDE: optional(z.url()),
  WEB_BUILD_DIR: optional(z.string()),

  // ----- notifications (docs/api/notifications.md)
  /** Web Push VAPID keys (base64url); generated on first start and kept in the database when unset. */
  VAPID_PUBLIC_KEY: optional(z.string()),
  VAPID_PRIVATE_KEY: optional(z.string()),
  /** `mailto:` or `https:` contact the push services see (default: mailto: of MAIL_FROM). */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')),
  /**
   * Push services the server may POST to (`protocol://host`, `*.` for subdomains): a browser's
   * subscription is user input, and an endpoint outside this list is refused.
   */
  PUSH_ENDPOINTS: z
    .string()
    .default('https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://*.push.apple.com')
    .transform(commaList),
  /** Dispatch the notification outbox in this process (NOTIFY + sweeper); off leaves it to other processes. */
  OUTBOX_DISPATCH: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
  OUTBOX_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),

  // ----- the shopping assistant (issue 17, docs/api/assistant.md)
  /** An OpenAI-compatible API base (…/v1) with tool calling (llama.cpp server, Ollama, vLLM, hosted); unset: the built-in brain only. */
  ASSISTANT_LLM_URL: optional(z.url()),
  ASSISTANT_LLM_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('default')),
  ASSISTANT_LLM_KEY: optional(z.string()),
  /** One LLM call's limit; past it (or on any failure) the built-in brain answers. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),

  // ----- performance (docs/deployment.md)
  /** The shared cache of anonymous public pages and public API reads (decision 007). */
  PAGE_CACHE: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Served as is for this long, then served stale while one request renders it again. */
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Benchmarks only: honour `x-xinh-cache: bypass` to measure cold renders. */
  PAGE_CACHE_BYPASS: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /**
   * Benchmarks only: count each request's SQL statements (db/sql-meter.ts) and answer them in
   * `Server-Timing` (`sql;desc="N"`, the time until answered, pool waits).
   */
  SQL_METER: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /** Page renders one process runs at once; more wait their turn (render-gate.ts; 0 = no limit). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(4),
  /** Shed load: answer 503 + Retry-After when the event loop lags more than this (ms; 0 = off). */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  /** …or when this many requests are already in progress (0 = off). */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /**
   * Request work one turn of the event loop starts before later requests wait for the next turn
   * (ms; loop-turns.ts: libuv accepts one connection per turn, so long turns starve new
   * connections; 0 = off).
   */
  LOOP_TURN_BUDGET_MS: z.coerce.number().min(0).max(1000).default(10),
  /** Media uploads (POST /api/v1/image, /api/v1/video). */
  MEDIA_IMAGE_MAX_MB: z.coerce.number().positive().max(100).default(10),
  MEDIA_VIDEO_MAX_MB: z.coerce.number().positive().max(2048).default(50),
  MEDIA_VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).default(60),
  /** AVIF encoder effort 0 (fastest) – 9 (smallest files). */
  MEDIA_AVIF_EFFORT: z.coerce.number().int().min(0).max(9).default(2),
  /**
   * Where uploads go, in one variable: file:///folder or s3://KEY:SECRET@host/bucket?… (s3+http:// without TLS);
   * unset: DATA_DIR (or the S3_* variables below). Parsed in loadConfig; see storage-url.ts.
   */
  STORAGE_URL: optional(
    z.string().transform((raw, ctx) => {
      try {
        return parseStorageUrl(raw)
      } catch (error) {
        if (!(error instanceof StorageUrlError)) throw error
        // the message never repeats the value: it holds the secret key
        ctx.addIssue({ code: 'custom', message: error.message })
        return z.NEVER
      }
    }),
  ),
  /** S3-compatible object storage instead of DATA_DIR/uploads (set S3_BUCKET to enable). */
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('auto')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(z.url()),
  S3_FORCE_PATH_STYLE: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /** Unpaid online orders are cancelled this many days after they were placed (spec §4; when checkout set no pay-before time). */
  ORDER_UNPAID_CANCEL_DAYS: z.coerce.number().int().min(1).max(30).default(COMMERCE.unpaidAutoCancelDays),
  /** Delivered orders the buyer does not confirm complete on their own after this many days. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(60).default(COMMERCE.autoCompleteDays),

  // ----- payments (docs/api/payments.md): without credentials the built-in simulator under /dev-gateway is used
  VNPAY_TMN_CODE: optional(z.string()),
  VNPAY_HASH_SECRET: optional(z.string()),
  /** Payment page (sandbox: https://sandbox.vnpayment.vn/paymentv2/vpcpay.html). */
  VNPAY_PAY_URL: optional(z.url()),
  /** Query/refund API (sandbox: https://sandbox.vnpayment.vn/merchant_webapi/api/transaction). */
  VNPAY_API_URL: optional(z.url()),
  MOMO_PARTNER_CODE: optional(z.string()),
  MOMO_ACCESS_KEY: optional(z.string()),
  MOMO_SECRET_KEY: optional(z.string()),
  /** MoMo API host (sandbox: https://test-payment.momo.vn). */
  MOMO_ENDPOINT: optional(z.url()),
  /** Minutes a buyer has on the gateway's page before a payment link expires. */
  PAYMENT_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(15),

  // ----- carriers (docs/api/shipping.md): without credentials the built-in carrier simulator is used
  GHTK_TOKEN: optional(z.string()),
  GHTK_PARTNER_CODE: optional(z.string()),
  GHTK_ENDPOINT: optional(z.url()),
  /** The secret GHTK sends back as `?hash=` on every webhook (you choose it when registering the URL). */
  GHTK_WEBHOOK_HASH: optional(z.string()),
  VTP_USERNAME: optional(z.string()),
  VTP_PASSWORD: optional(z.string()),
  VTP_ENDPOINT: optional(z.url()),
  /** The secret Viettel Post sends in the webhook's TOKEN / Authorization. */
  VTP_WEBHOOK_SECRET: optional(z.string()),
  /** Simulated parcels advance one status every this many seconds (0 = only on demand from /dev-gateway/carrier). */
  CARRIER_SIM_STEP_SECONDS: z.coerce.number().int().min(0).default(60),

  // ----- try-on preview (docs/api/fit.md): without a provider the built-in offline preview is used
  /** An external (diffusion) try-on service: POST person + garment images, answers the image. */
  TRYON_PROVIDER_URL: optional(z.url()),
  TRYON_PROVIDER_KEY: optional(z.string()),
  TRYON_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),

  // ----- returns and the seller ledger
  /** A return request the seller does not answer within this many days goes to an admin. */
  RETURN_SELLER_RESPONSE_DAYS: z.coerce.number().min(0.001).max(30).default(2),
  /** Days the buyer has to send the product back once the seller agreed. */
  RETURN_BUYER_SHIP_DAYS: z.coerce.number().min(0.001).max(30).default(7),
})

export type Config = z.infer<typeof ZEnv> & {
  dataDir: string
  allowedOrigins: string[]
  publicUrl: string
  rateLimitStore: 'memory' | 'database'
  /** Where uploads are stored (STORAGE_URL, else S3_*, else DATA_DIR). */
  storage: StorageTarget
  logFormat: 'pretty' | 'json'
  logRequests: boolean
}

/** Parses the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, isTerminal = Boolean(process.stdout.isTTY)): Config {
  const parsed = ZEnv.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const conflicts = [
    c.WORKERS > 1 &&
      !c.DATABASE_URL &&
      `  WORKERS: ${c.WORKERS} processes need DATABASE_URL (a PostgreSQL server): the embedded database lives in one process. Unset WORKERS or set DATABASE_URL.`,
    c.DATABASE_READ_URL && !c.DATABASE_URL && '  DATABASE_READ_URL: a read replica needs DATABASE_URL (the primary it replicates).',
  ].filter(Boolean)
  if (conflicts.length) throw new Error(`Invalid environment configuration:\n${conflicts.join('\n')}`)
  return {
    ...c,
    storage: storageTarget(c),
    dataDir: path.resolve(c.DATA_DIR),
    allowedOrigins: commaList(c.ALLOWED_ORIGINS),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    rateLimitStore: c.RATE_LIMIT_STORE ?? (c.DATABASE_URL ? 'database' : 'memory'),
    ...logSettings(c, isTerminal),
  }
}

/** STORAGE_URL, else the S3_* variables, else DATA_DIR; both STORAGE_URL and S3_BUCKET stop start-up. */
function storageTarget(c: z.infer<typeof ZEnv>): StorageTarget {
  try {
    return resolveStorageTarget({ ...c, dataDir: path.resolve(c.DATA_DIR) })
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error
    throw new Error(`Invalid environment configuration:\n  STORAGE_URL: ${error.message}`)
  }
}

/**
 * A person at a terminal reads pretty lines without one per request (`npm start` sets
 * NODE_ENV=production, so the terminal decides, not NODE_ENV); a log collector gets JSON lines
 * with every request.
 */
export function logSettings(
  c: { LOG_FORMAT?: 'pretty' | 'json'; LOG_REQUESTS?: boolean; NODE_ENV: string },
  isTerminal: boolean,
): { logFormat: 'pretty' | 'json'; logRequests: boolean } {
  const logFormat = c.LOG_FORMAT ?? (isTerminal || c.NODE_ENV !== 'production' ? 'pretty' : 'json')
  return { logFormat, logRequests: c.LOG_REQUESTS ?? logFormat === 'json' }
}
