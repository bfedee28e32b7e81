import { type AreaCatalogue, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { SELLER_CATALOGUE } from './catalogue.server.ts'

export type SellerKey = typeof SELLER_CATALOGUE extends AreaCatalogue<infer K> ? K : never

/** The translator inside the seller centre: core keys and `sc.*` keys. */
export const useSellerT = () => useAreaT<SellerKey>()
