import { type PricedCheckout, type PricingLine, priceCheckout, type TCartItem, type TCartShop } from '@xinh/contracts'

/** A line the buyer can check out: valid and with its variant. */
type Buyable = TCartItem & { product: TCartItem['product'] & { variant: NonNullable<TCartItem['product']['variant']> } }
const isBuyable = (i: TCartItem): i is Buyable => !i.invalid_reason && i.product.variant !== null

/** The cart line as the price calculator reads it. */
export function pricingLine(shopId: string, i: Buyable): PricingLine {
  return {
    id: i._id,
    shop_id: shopId,
    product_id: i.product._id,
    variant_id: i.product.variant._id,
    quantity: i.quantity,
    price: i.price_original,
    sale_price: i.product.variant.sale_price,
    promotion: i.promotion
      ? {
          item_id: i.promotion._id,
          discount_percent: i.promotion.discount_percent,
          remaining: i.promotion.remaining,
          user_remaining: i.promotion.user_remaining,
        }
      : null,
  }
}

export type CartTotals = {
  /** Selected lines and units. */
  lines: number
  units: number
  priced: PricedCheckout
  /** What the buyer saves on the list prices: the sale prices and the promotions. */
  saved: number
}

/**
 * The totals of the selected lines with the one price calculator (`priceCheckout`), the same the
 * checkout and the order use. At the cart stage there is no shipping fee and no voucher yet.
 */
export function cartTotals(shops: TCartShop[], opts: { loggedIn: boolean; now?: Date }): CartTotals {
  const lines = shops.flatMap((s) => s.items.filter((i) => i.is_selected && isBuyable(i)).map((i) => pricingLine(s.shop._id, i as Buyable)))
  const shopIds = [...new Set(lines.map((l) => l.shop_id))]
  const priced = priceCheckout({
    lines,
    shops: shopIds.map((shop_id) => ({ shop_id, shipping_fee: 0, shipping_method: 'GHTK', is_express: false })),
    context: { now: opts.now ?? new Date(), logged_in: opts.loggedIn, app: false, first_order: false },
  })
  const listDiscount = lines.reduce((n, l) => n + (l.price - l.sale_price) * l.quantity, 0)
  return { lines: lines.length, units: lines.reduce((n, l) => n + l.quantity, 0), priced, saved: listDiscount + priced.promotion_discount }
}

/** The ids of a shop's lines that can be selected (valid ones). */
export const selectableIds = (shop: TCartShop) => shop.items.filter(isBuyable).map((i) => i._id)
