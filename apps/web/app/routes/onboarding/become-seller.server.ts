import type { LoaderFunctionArgs } from 'react-router'
import { ONBOARDING_CATALOGUE } from '#web/features/onboarding/i18n/catalogue.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'

/**
 * `/become-seller`: where the caller stands (spec §4 shop registration) and, while they may
 * apply, their draft and the province list. A visitor who is not signed in is shown the way in
 * (the landing page's call to action leads here) rather than sent home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const messages = areaMessages(ONBOARDING_CATALOGUE, info.lang)
  const user = await currentUser(info)
  if (!user || user.is_guest) return { signedIn: false as const, registration: null, provinces: [], messages }
  const registration = await info.data.onboarding.registration()
  const editable = registration.state === 'not_registered' || registration.state === 'draft' || registration.state === 'rejected'
  const provinces = editable && !registration.prerequisites.missing.length ? await info.data.profile.provinces() : []
  return { signedIn: true as const, registration, provinces, messages }
}
