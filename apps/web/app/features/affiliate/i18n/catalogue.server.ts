import { mergeCatalogues } from '#web/lib/i18n/areas.tsx'
import { campaigns } from './campaigns.ts'
import { affiliateCommon } from './common.ts'
import { kol } from './kol.ts'

/**
 * The affiliate area's catalogue (KOL screens and the public campaign page), sent by their
 * loaders only: public pages never ship it. Add a part: create `./<part>.ts`, list it here.
 */
export const AFFILIATE_CATALOGUE = mergeCatalogues(affiliateCommon, kol, campaigns)
