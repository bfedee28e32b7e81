import { useLoaderData } from 'react-router'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { SocialFeedbackList } from '#web/features/pages/social-feedback-list.tsx'
import { publicPageHeaders } from '#web/lib/cache-headers.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/social-feedback-list.ts'
import type { loader as listLoader } from './social-feedback-list.server.ts'

export { loader } from './social-feedback-list.server.ts'
export const headers = publicPageHeaders
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

/** `/danh-sach`: the social-organisation feedback the signed-in user sent and each review's outcome. */
export default function SocialFeedbackListPage() {
  const { messages } = useLoaderData<typeof listLoader>()
  return (
    <I18nArea messages={messages}>
      <SocialFeedbackList />
    </I18nArea>
  )
}
