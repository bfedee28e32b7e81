import type { ConsentPurpose, TConsent } from '@xinh/contracts'

/**
 * The visitor's consent to optional processing (Decree 13/2023/NĐ-CP on personal data): nothing
 * but what the site needs to work runs until they choose; the choice (and when) is kept in this
 * browser and can be changed from the footer at any time. Kept tiny: it is on every page.
 */
const KEY = 'xinh.consent'
/** Fired on window when the choice changes (detail: TConsent). */
export const CONSENT_CHANGED = 'xinh:consent-changed'
/** Fired on window to open the choice again (the footer's link). */
export const CONSENT_OPEN = 'xinh:consent-open'

export function readConsent(): TConsent | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TConsent | null
    return v && v.v === 1 && typeof v.analytics === 'boolean' && typeof v.ads === 'boolean' ? v : null
  } catch {
    return null
  }
}

export function saveConsent(choice: Record<ConsentPurpose, boolean>): TConsent {
  const consent: TConsent = { v: 1, analytics: choice.analytics, ads: choice.ads, at: new Date().toISOString() }
  try {
    localStorage.setItem(KEY, JSON.stringify(consent))
  } catch {}
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: consent }))
  return consent
}

export const openConsent = () => window.dispatchEvent(new Event(CONSENT_OPEN))
