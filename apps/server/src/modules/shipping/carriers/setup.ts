import { createHmac } from 'node:crypto'
import type { Carrier } from '@xinh/contracts'
import type { Config } from '#server/platform/config.ts'
import { AppError } from '#server/platform/errors.ts'
import { ghtkAdapter } from './ghtk.ts'
import type { CarrierAdapter } from './types.ts'
import { viettelPostAdapter } from './viettelpost.ts'

export const GHTK_HOST = 'https://services.giaohangtietkiem.vn'
export const VTP_HOST = 'https://partner.viettelpost.vn'
export const VTP_PRINT_HOST = 'https://digitalize.viettelpost.vn'
export const SIM_PREFIX = '/dev-gateway'

/** The credentials the simulator expects and signs with; our clients hold the same when simulated. */
export type SimulatorCredentials = {
  ghtk: { token: string; partnerCode: string; webhookHash: string }
  vtp: { username: string; password: string; webhookSecret: string; tokenKey: string }
}

export type CarrierSetup = {
  adapters: Record<Carrier, CarrierAdapter>
  simulator: SimulatorCredentials
  /** Mounted unless both carriers are real and NODE_ENV is production. */
  simulatorMounted: boolean
}

/**
 * Secrets for the simulator, derived from the application secret: each deployment gets its own,
 * nothing is in the repository, and they survive restarts (parcels booked before still verify).
 */
export function simulatorCredentials(secret: Uint8Array): SimulatorCredentials {
  const derive = (name: string) => createHmac('sha256', secret).update(`carrier-simulator:${name}`).digest('base64url')
  return {
    ghtk: { token: derive('ghtk-token'), partnerCode: 'XINH-SIM', webhookHash: derive('ghtk-webhook-hash') },
    vtp: {
      username: 'xinh-sim',
      password: derive('vtp-password'),
      webhookSecret: derive('vtp-webhook'),
      tokenKey: derive('vtp-token-key'),
    },
  }
}

/**
 * The carrier clients: the real host with credentials (GHTK_TOKEN; VTP_USERNAME + VTP_PASSWORD),
 * otherwise the simulator on this server. `origin` is where this server listens (the simulator is
 * in-process, so its loopback address always reaches it, whatever PUBLIC_URL a proxy puts in front).
 */
export function setupCarriers(config: Config, secret: Uint8Array, origin: () => string | null): CarrierSetup {
  const sim = simulatorCredentials(secret)
  const simBase = (carrier: string) => () => {
    const o = origin()
    if (!o)
      throw new AppError('CARRIER_UNAVAILABLE', {
        cause: new Error('the server is not listening yet: the carrier simulator cannot be reached'),
      })
    return `${o}${SIM_PREFIX}/${carrier}`
  }
  const realGhtk = Boolean(config.GHTK_TOKEN)
  const realVtp = Boolean(config.VTP_USERNAME && config.VTP_PASSWORD)
  if (realGhtk && !config.GHTK_WEBHOOK_HASH)
    throw new Error('GHTK_TOKEN is set but GHTK_WEBHOOK_HASH is not: webhooks could not be verified')
  if (realVtp && !config.VTP_WEBHOOK_SECRET)
    throw new Error('VTP_USERNAME is set but VTP_WEBHOOK_SECRET is not: webhooks could not be verified')

  const ghtk = ghtkAdapter(
    realGhtk
      ? {
          baseUrl: () => config.GHTK_ENDPOINT?.replace(/\/$/, '') ?? GHTK_HOST,
          token: config.GHTK_TOKEN!,
          partnerCode: config.GHTK_PARTNER_CODE ?? '',
          webhookHash: config.GHTK_WEBHOOK_HASH!,
          simulated: false,
        }
      : { baseUrl: simBase('ghtk'), ...sim.ghtk, simulated: true },
  )
  const vtp = viettelPostAdapter(
    realVtp
      ? {
          baseUrl: () => config.VTP_ENDPOINT?.replace(/\/$/, '') ?? VTP_HOST,
          printUrl: () => VTP_PRINT_HOST,
          username: config.VTP_USERNAME!,
          password: config.VTP_PASSWORD!,
          webhookSecret: config.VTP_WEBHOOK_SECRET!,
          simulated: false,
        }
      : {
          baseUrl: simBase('viettelpost'),
          printUrl: simBase('viettelpost'),
          username: sim.vtp.username,
          password: sim.vtp.password,
          webhookSecret: sim.vtp.webhookSecret,
          simulated: true,
        },
  )
  return {
    adapters: { GHTK: ghtk, VIETTEL_POST: vtp },
    simulator: sim,
    simulatorMounted: !(realGhtk && realVtp) || config.NODE_ENV !== 'production',
  }
}
