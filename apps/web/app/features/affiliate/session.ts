import { AFFILIATE_RULES, type TAffiliateSession } from '@xinh/contracts'

/**
 * The affiliate session of spec §3 (session_id, product_id, click_id, created_at, updated_at),
 * kept in this browser so the last KOL link the visitor came through rides along with their
 * add-to-carts (the cart's `affiliate` field). The server decides what counts (its window, self
 * referral); this only forgets clicks older than the longest window there can be.
 */
const KEY = 'xinh_aff_session'
const MAX_AGE_MS = AFFILIATE_RULES.windowDaysMax * 86_400_000

export function readAffiliateSession(now = Date.now()): TAffiliateSession | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const s = JSON.parse(raw) as TAffiliateSession
    if (typeof s?.click_id !== 'string' || now - Date.parse(s.updated_at) > MAX_AGE_MS) {
      localStorage.removeItem(KEY)
      return null
    }
    return s
  } catch {
    return null
  }
}

export function writeAffiliateSession(s: TAffiliateSession) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s))
  } catch {
    // private mode or full storage: the click is still recorded on the server for this session id
  }
}
