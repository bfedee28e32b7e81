import { type AreaCatalogue, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { PAGES_CATALOGUE } from './catalogue.server.ts'

export type PagesKey = typeof PAGES_CATALOGUE extends AreaCatalogue<infer K> ? K : never

/** The translator of the issue-18 content pages: core keys and `pg.*` keys. */
export const usePagesT = () => useAreaT<PagesKey>()
