import { type ErrorCode, errorMessage, LANGS, type Lang, type TQuote, type TQuoteRequest } from '@xinh/contracts'
import { ApiError } from '#web/lib/api.ts'
import type { RequestInfo } from '#web/lib/session.server.ts'
import type { Province } from '#web/features/account/address-form.tsx'

/** The spec's own messages in every language (a language switch on the page needs no reload, nor the error catalogue in the browser). */
const inAllLangs = (code: ErrorCode) => Object.fromEntries(LANGS.map((l) => [l, errorMessage(code, l)])) as Record<Lang, string>

export function checkoutMessages() {
  return {
    selectProducts: inAllLangs('SELECT_PRODUCTS'),
    acceptTerms: inAllLangs('ACCEPT_TERMS'),
    addressMissing: inAllLangs('ADDRESS_INVALID'),
  }
}

/** The first quote: the selected cart items with the best voucher combination; null when nothing is selected. */
export async function firstQuote(info: RequestInfo, extra: Record<string, unknown> = {}): Promise<TQuote | null> {
  try {
    // A quote reads and writes nothing, so asking for it while rendering a page is safe; the
    // in-process call says it comes from this origin (cookie-authenticated POSTs must).
    return await info.data.checkout.quote({ from_cart: true, auto_vouchers: true, payment_method: 'COD', ...extra } as TQuoteRequest)
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'SELECT_PRODUCTS' || error.code === 'UNAUTHENTICATED')) return null
    throw error
  }
}

export const provinceList = (info: RequestInfo): Promise<Province[]> => info.data.profile.provinces()
