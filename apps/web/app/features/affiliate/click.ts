import type { TAffiliateClickResult } from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { AFF } from './api.ts'
import { writeAffiliateSession } from './session.ts'

const PRODUCT_PATH = /^\/san-pham\/([^/?#]+)/

/**
 * A visitor opened a KOL's link (`?click_id=`): the click is recorded (spec §7 affiliate click
 * tracking, click_id + product_id) and the affiliate session kept for the cart. Loaded only on
 * such visits. A reload of the same link in this tab is not another click.
 */
export async function recordClick(api: ApiClient, clickId: string, pathname: string) {
  const seen = `xinh_aff_click_${clickId}`
  try {
    if (sessionStorage.getItem(seen)) return
    sessionStorage.setItem(seen, '1')
  } catch {
    // no session storage: record it anyway
  }
  const productId = PRODUCT_PATH.exec(pathname)?.[1] ?? null
  try {
    const res = await api.post<TAffiliateClickResult>(AFF.click, { click_id: clickId, product_id: productId })
    writeAffiliateSession({
      session_id: res.session_id,
      product_id: res.product_id,
      click_id: res.click_id,
      created_at: res.created_at,
      updated_at: res.updated_at,
    })
  } catch {
    // an unknown or malformed code: nothing to attribute, the page works as usual
    try {
      sessionStorage.removeItem(seen)
    } catch {}
  }
}
