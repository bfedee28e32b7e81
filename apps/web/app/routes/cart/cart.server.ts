import { errorMessage, type TCartAll } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

type Cart = TCartAll['data']
const EMPTY: Cart = { valid: [], invalid: [] }

/**
 * `/gio-hang`: the cart of this browser's session (an account or a guest). A visitor without a
 * session has an empty cart (the first add to cart creates a guest session); the page is never
 * indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const title = CATALOGUES[info.lang]['cart.meta_title']
  let cart: Cart | null = EMPTY
  if (info.hasSession) {
    try {
      cart = (await info.data.cart.all()).data
    } catch (error) {
      // an expired session is an empty cart; anything else shows the error state with a retry
      cart = error instanceof ApiError && error.status === 401 ? EMPTY : null
    }
  }
  // spec §8 messages, localised here so the page does not ship the error catalogue
  const messages = { itemDeleted: errorMessage('CART_ITEM_DELETED', info.lang), selectProducts: errorMessage('SELECT_PRODUCTS', info.lang) }
  return { cart, title, messages }
}
