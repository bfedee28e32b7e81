/**
 * The voucher code "Use now" in the wallet sent the cart, and the cart the checkout, with
 * (`?voucher=`, issue 16), if it looks like a code.
 */
export function voucherParam(search: string) {
  const code = new URLSearchParams(search).get('voucher')?.trim().toUpperCase()
  return code && /^[A-Z0-9_-]{1,20}$/.test(code) ? code : null
}
