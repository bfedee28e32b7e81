import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { requireId } from '#web/features/catalog/api.server.ts'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { Wall } from '#web/features/community/wall.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/wall.ts'
import { wallLoader } from './wall.server.ts'

/** `/tuong/{id}`: a user's profile wall (spec §2). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => wallLoader(request, context, requireId(params.id))
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

export default function UserWall() {
  const { messages, profile, tab, first, failed } = useLoaderData<typeof loader>()
  return (
    <I18nArea messages={messages}>
      <Wall key={profile._id} profile={profile} tab={tab} first={first} failed={failed} />
    </I18nArea>
  )
}
