import { createHmac } from 'node:crypto'
import type { PaymentGateway } from '@xinh/contracts'
import type { Config } from '#server/platform/config.ts'
import { type MomoCredentials, momoGateway } from './momo.ts'
import type { Gateway } from './types.ts'
import { type VnpayCredentials, vnpayGateway } from './vnpay.ts'

export type GatewayConfig = Pick<
  Config,
  | 'publicUrl'
  | 'allowedOrigins'
  | 'VNPAY_TMN_CODE'
  | 'VNPAY_HASH_SECRET'
  | 'VNPAY_PAY_URL'
  | 'VNPAY_API_URL'
  | 'MOMO_PARTNER_CODE'
  | 'MOMO_ACCESS_KEY'
  | 'MOMO_SECRET_KEY'
  | 'MOMO_ENDPOINT'
>

export const VNPAY_SANDBOX = {
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
}
export const MOMO_SANDBOX = 'https://test-payment.momo.vn'

/** Where the simulator lives on our own server. */
export const SIM_PATHS = {
  vnpayPay: '/dev-gateway/vnpay/paymentv2/vpcpay.html',
  vnpayApi: '/dev-gateway/vnpay/merchant_webapi/api/transaction',
  momo: '/dev-gateway/momo',
}

/** Our callback addresses (VNPay's IPN URL is registered with VNPay, not sent per payment). */
export const CALLBACK_PATHS: Record<PaymentGateway, { ipn: string; return: string }> = {
  vnpay: { ipn: '/api/v1/payments/vnpay/ipn', return: '/api/v1/payments/vnpay/return' },
  momo: { ipn: '/api/v1/payments/momo/ipn', return: '/api/v1/payments/momo/return' },
}

/**
 * The simulator's merchant credentials: derived from the application secret (never written in
 * the repository), the same in every process that shares the secret.
 */
export function simulatorCredentials(signingKey: Uint8Array, publicUrl: string): { vnpay: VnpayCredentials; momo: MomoCredentials } {
  const derive = (label: string) => createHmac('sha256', signingKey).update(`xinh-dev-gateway:${label}`).digest('hex')
  return {
    vnpay: {
      tmnCode: 'XINHSIM1',
      hashSecret: derive('vnpay-hash-secret').slice(0, 32).toUpperCase(),
      payUrl: publicUrl + SIM_PATHS.vnpayPay,
      apiUrl: publicUrl + SIM_PATHS.vnpayApi,
    },
    momo: {
      partnerCode: 'MOMOXINHSIM1',
      accessKey: derive('momo-access-key').slice(0, 16),
      secretKey: derive('momo-secret-key').slice(0, 32),
      endpoint: publicUrl + SIM_PATHS.momo,
    },
  }
}

function together(name: string, values: Array<string | undefined>) {
  const set = values.filter(Boolean).length
  if (set !== 0 && set !== values.length) throw new Error(`Invalid environment configuration: set all of ${name} or none`)
  return set === values.length
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The origin to bring a buyer back to after the gateway: the site they paid from when it is one of
 * ours (PUBLIC_URL, ALLOWED_ORIGINS, or on a development machine another loopback name for the
 * PUBLIC_URL's port: 127.0.0.1 for localhost), else PUBLIC_URL. The session cookie belongs to that
 * site: sending the buyer elsewhere brings them back logged out. A Host header that is not ours
 * changes nothing (it could only send the sender's own return elsewhere, and is refused anyway).
 */
export function returnOrigin(config: Pick<GatewayConfig, 'publicUrl' | 'allowedOrigins'>, origin: string | undefined): string {
  const fallback = new URL(config.publicUrl).origin
  if (!origin) return fallback
  let asked: URL
  try {
    asked = new URL(origin)
  } catch {
    return fallback
  }
  if (asked.origin === fallback || config.allowedOrigins.includes(asked.origin)) return asked.origin
  const ours = new URL(fallback)
  const loopbackTwin =
    LOOPBACK.has(ours.hostname) && LOOPBACK.has(asked.hostname) && asked.port === ours.port && asked.protocol === ours.protocol
  return loopbackTwin ? asked.origin : fallback
}

export type GatewaySetup = {
  gateways: Record<PaymentGateway, Gateway>
  /** Our IPN and return addresses (full URLs) per gateway. */
  callbacks: Record<PaymentGateway, { ipn: string; return: string }>
  /** The return address for a buyer paying from `origin` (see `returnOrigin`). */
  returnUrlFor: (gateway: PaymentGateway, origin: string | undefined) => string
  vnpay: VnpayCredentials & { simulated: boolean }
  momo: MomoCredentials & { simulated: boolean }
}

/**
 * The gateway clients: with VNPAY_* / MOMO_* set, the real (sandbox or production) host; without,
 * the built-in simulator under `publicUrl/dev-gateway` — the same client code either way.
 */
export function createGateways(config: GatewayConfig, signingKey: Uint8Array): GatewaySetup {
  const sim = simulatorCredentials(signingKey, config.publicUrl)
  const realVnpay = together('VNPAY_TMN_CODE, VNPAY_HASH_SECRET', [config.VNPAY_TMN_CODE, config.VNPAY_HASH_SECRET])
  const realMomo = together('MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY', [
    config.MOMO_PARTNER_CODE,
    config.MOMO_ACCESS_KEY,
    config.MOMO_SECRET_KEY,
  ])
  const vnpay = realVnpay
    ? {
        tmnCode: config.VNPAY_TMN_CODE!,
        hashSecret: config.VNPAY_HASH_SECRET!,
        payUrl: config.VNPAY_PAY_URL ?? VNPAY_SANDBOX.payUrl,
        apiUrl: config.VNPAY_API_URL ?? VNPAY_SANDBOX.apiUrl,
        simulated: false,
      }
    : { ...sim.vnpay, simulated: true }
  const momo = realMomo
    ? {
        partnerCode: config.MOMO_PARTNER_CODE!,
        accessKey: config.MOMO_ACCESS_KEY!,
        secretKey: config.MOMO_SECRET_KEY!,
        endpoint: config.MOMO_ENDPOINT ?? MOMO_SANDBOX,
        simulated: false,
      }
    : { ...sim.momo, simulated: true }
  const at = (g: PaymentGateway, kind: 'ipn' | 'return') => config.publicUrl + CALLBACK_PATHS[g][kind]
  return {
    vnpay,
    momo,
    callbacks: {
      vnpay: { ipn: at('vnpay', 'ipn'), return: at('vnpay', 'return') },
      momo: { ipn: at('momo', 'ipn'), return: at('momo', 'return') },
    },
    // the IPN stays on PUBLIC_URL: it is a server-to-server call that no browser cookie rides on
    returnUrlFor: (gateway, origin) => returnOrigin(config, origin) + CALLBACK_PATHS[gateway].return,
    gateways: {
      vnpay: vnpayGateway(vnpay, { returnUrl: at('vnpay', 'return'), simulated: vnpay.simulated }),
      momo: momoGateway(momo, { returnUrl: at('momo', 'return'), ipnUrl: at('momo', 'ipn'), simulated: momo.simulated }),
    },
  }
}
