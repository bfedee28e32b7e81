import type { TConsent, TPixelEvent } from '@xinh/contracts'
import type { ApiClient } from './api.ts'

type Vendors = typeof import('#web/features/consent/vendors.ts')

/**
 * Ad pixels and the tag manager (spec §7, issue 18): product views, add-to-cart and purchases
 * go to Meta, TikTok and Google — only once the visitor consented, and only for the vendors whose
 * ids the admin configured. Their code (and ours that drives them) loads on demand: a visitor who
 * did not consent downloads nothing of it and sends nothing.
 */
let vendors: Promise<Vendors> | null = null
let pending: TPixelEvent[] = []

/** Starts the vendors the consent allows (the banner calls it at load and on every change). */
export function startPixels(api: ApiClient, consent: TConsent | null) {
  if (!consent || (!consent.analytics && !consent.ads)) {
    pending = []
    if (vendors) void vendors.then((v) => v.stop())
    return
  }
  vendors ??= import('#web/features/consent/vendors.ts')
  void vendors.then(async (v) => {
    await v.start(api, consent)
    const queued = pending
    pending = []
    for (const e of queued) v.send(e)
  })
}

/** One event (callers go through pixel-event.ts, which checks the consent first); queued while the vendors start. */
export function queuePixelEvent(event: Omit<TPixelEvent, 'currency'>) {
  const e: TPixelEvent = { ...event, value: Math.round(event.value), currency: 'VND' }
  if (!vendors) pending.push(e)
  else void vendors.then((v) => v.send(e))
}
