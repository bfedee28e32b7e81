import type { TVoucher, WalletTab } from '@xinh/contracts'

/** The wallet's tabs in the URL (`?tab=`; the first is the bare path). */
export const WALLET_TAB_SLUGS: Record<WalletTab, string> = { usable: 'co-the-dung', used: 'da-dung', expired: 'het-han' }
export const walletTabOf = (slug: string | null): WalletTab =>
  slug === WALLET_TAB_SLUGS.used ? 'used' : slug === WALLET_TAB_SLUGS.expired ? 'expired' : 'usable'

/**
 * Where "Use now" leads, as a top marketplace does it: a shop's voucher to the shop, a voucher for
 * one product to that product, anything else to the cart, whose checkout then picks it.
 */
export function walletUseHref(v: TVoucher) {
  if (v.shop) return `/nguoi-ban/${v.shop._id}`
  if (!v.all_products && v.product_ids.length === 1) return `/san-pham/${v.product_ids[0]}`
  return `/gio-hang?voucher=${encodeURIComponent(v.code)}`
}
