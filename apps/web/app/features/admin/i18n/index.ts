import { type AreaCatalogue, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { ADMIN_CATALOGUE } from './catalogue.server.ts'

export type AdminKey = typeof ADMIN_CATALOGUE extends AreaCatalogue<infer K> ? K : never

/** The translator inside the admin console: core keys and `ad.*` keys. */
export const useAdminT = () => useAreaT<AdminKey>()
