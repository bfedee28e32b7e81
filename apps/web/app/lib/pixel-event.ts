import type { TPixelEvent } from '@xinh/contracts'
import { readConsent } from '#web/features/consent/consent.ts'

/**
 * One ad-pixel event (view, add-to-cart, purchase; issue 18) from any page. Without the visitor's
 * consent it is dropped (false) and nothing more loads: the vendors' driver (pixels.ts) is fetched
 * only for a visitor who consented, so public pages do not carry it (their JavaScript budget).
 */
export function pixelEvent(event: Omit<TPixelEvent, 'currency'>): boolean {
  const consent = readConsent()
  if (!consent || (!consent.analytics && !consent.ads)) return false
  void import('./pixels.ts').then((m) => m.queuePixelEvent(event))
  return true
}
