import type { TAddToCart, TCartItem, TCartNotice } from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { AFF } from '#web/features/affiliate/api.ts'
import { readAffiliateSession } from '#web/features/affiliate/session.ts'
import { pixelEvent } from '#web/lib/pixel-event.ts'

/**
 * Adding to the cart from a product page (loaded on first use, so product pages do not carry it).
 * A visitor who is not signed in gets a guest session first, transparently (spec §6: a guest
 * token allows the cart): the server sets the session cookie, and logging in later merges the
 * guest's cart into the account.
 */

export type AddedItem = TCartItem & { notice?: TCartNotice }

/** Set once this page created a guest session (the root loader's user stays null until it reloads). */
let guestSession = false

export async function ensureCartSession(api: ApiClient, signedIn: boolean) {
  if (signedIn || guestSession) return
  await api.post('/community/v1/user/request-guest-user')
  guestSession = true
}

export async function addToCart(api: ApiClient, signedIn: boolean, body: TAddToCart): Promise<AddedItem> {
  await ensureCartSession(api, signedIn)
  // affweb (issue 18): the KOL link the visitor came through rides along (spec §3 `affiliate`); the server judges it
  const aff = body.affiliate ? null : readAffiliateSession()
  const item = await api.post<AddedItem>('/api/v1/mobile/carts', aff ? { ...body, affiliate: aff.click_id } : body)
  if (aff) void api.post(AFF.addToCart, { click_id: aff.click_id, product_id: body.product_id }).catch(() => undefined)
  // issue 18: the ad pixels (after consent) hear of it, with the VND value added
  pixelEvent({
    name: 'add_to_cart',
    value: item.price * body.quantity,
    items: [{ id: body.product_id, name: item.product.name, price: item.price, quantity: body.quantity }],
  })
  return item
}

/** Buy now: add, then make that line the only selected one, for the checkout page. */
export async function buyNow(api: ApiClient, signedIn: boolean, body: TAddToCart): Promise<AddedItem> {
  const item = await addToCart(api, signedIn, body)
  await api.patch('/api/v1/mobile/carts/select', { ids: [item._id], is_selected: true, exclusive: true })
  return item
}

export async function cartCount(api: ApiClient): Promise<number> {
  return (await api.get<{ data: number }>('/api/v1/mobile/carts/count')).data
}
