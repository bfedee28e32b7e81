import { mergeCatalogues } from '#web/lib/i18n/areas.tsx'
import { onboarding } from './messages.ts'

/** Becoming a seller's catalogue, sent by the /seller and /become-seller loaders only (server-only). */
export const ONBOARDING_CATALOGUE = mergeCatalogues(onboarding)
