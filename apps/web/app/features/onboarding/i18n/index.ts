import { type AreaCatalogue, useAreaT } from '#web/lib/i18n/areas.tsx'
import type { ONBOARDING_CATALOGUE } from './catalogue.server.ts'

export type OnboardingKey = typeof ONBOARDING_CATALOGUE extends AreaCatalogue<infer K> ? K : never

/** The translator of the becoming-a-seller pages: core keys and `ob.*` keys. */
export const useOnboardingT = () => useAreaT<OnboardingKey>()
