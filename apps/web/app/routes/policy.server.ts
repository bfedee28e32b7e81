import { type LoaderFunctionArgs, data } from 'react-router'
import { POLICY_CONTENT } from '#web/features/content/policies.ts'
import { POLICIES } from '#web/features/layout/policies.ts'
import { requestInfo } from '#web/lib/session.server.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const policy = POLICIES.find((p) => p.slug === params.slug)
  if (!policy) throw data(null, { status: 404 })
  const { lang } = requestInfo(request, context)
  const content = POLICY_CONTENT[policy.slug]
  return { slug: policy.slug, titleKey: policy.title, document: content?.[lang] ?? content?.vi ?? null }
}
