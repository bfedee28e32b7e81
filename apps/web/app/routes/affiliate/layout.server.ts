import type { LoaderFunctionArgs } from 'react-router'
import { AFFILIATE_CATALOGUE } from '#web/features/affiliate/i18n/catalogue.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { requireUser } from '#web/lib/session.server.ts'

/**
 * `/tiep-thi-lien-ket/*`: anonymous visitors go home (spec §2); a signed-in user who is not a KOL
 * sees the application (and the campaigns). The area's strings come with this loader only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, user } = await requireUser(request, context)
  return { name: user.userName, isKol: user.roles.includes('kol'), messages: areaMessages(AFFILIATE_CATALOGUE, info.lang) }
}
