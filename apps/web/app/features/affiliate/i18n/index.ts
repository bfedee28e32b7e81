import { type AreaCatalogue, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { AFFILIATE_CATALOGUE } from './catalogue.server.ts'

export type AffiliateKey = typeof AFFILIATE_CATALOGUE extends AreaCatalogue<infer K> ? K : never

/** The translator inside the affiliate area: core keys and `aff.*` keys. */
export const useAffT = () => useAreaT<AffiliateKey>()
