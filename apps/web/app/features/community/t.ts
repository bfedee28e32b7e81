import { useAreaT } from '#web/lib/i18n/areas.tsx'
import type { CommunityKey } from './i18n.ts'

/** The translator inside the community screens (core keys + `cm.*`); the catalogue itself comes from the loader. */
export const useCT = () => useAreaT<CommunityKey>()
