import type { ShippingMethod } from '@xinh/contracts'
import type { DbOrTx } from '#server/platform/db/client.ts'

/** `shopId`: the shop whose enabled methods and pickup province apply (all methods without it). */
export type ShippingQuoteInput = { shopId?: string; fromProvince: string; toProvince: string; weightGrams: number }
export type ShippingOption = { method: ShippingMethod; fee: number; is_express: boolean; eta_days: [number, number] }

/**
 * What checkout needs from shipping: the methods that deliver a parcel and their fees, in
 * SHIPPING_METHODS order. `dbx`: the caller's transaction, when it has one open (order creation
 * reads the shop's settings inside it). Implemented by the shipping service (`quoter`).
 */
export interface ShippingQuoter {
  options(input: ShippingQuoteInput, dbx?: DbOrTx): Promise<ShippingOption[]>
}
