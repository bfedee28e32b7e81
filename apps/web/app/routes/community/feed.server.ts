import type { TPost } from '@xinh/contracts'
import { type LoaderFunctionArgs, data } from 'react-router'
import { COMMUNITY_MESSAGES } from '#web/features/community/i18n.ts'
import { FOLLOWING_TAB } from '#web/features/community/paths.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { seoMeta } from '#web/features/catalog/seo.server.ts'
import { ApiError } from '#web/lib/api.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { currentUser } from '#web/lib/session.server.ts'

export type FeedTab = 'following' | 'discover'

/**
 * `/cong-dong`: the first page of a feed, rendered on the server (decision 007's in-process
 * reads, for the visitor: liked and saved marks are theirs, so it is not a shared page).
 * `?hashtag=` is one hashtag's feed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, origin, url } = pageKit(request, context)
  const messages = areaMessages(COMMUNITY_MESSAGES, info.lang)
  const t = createTranslator(info.lang, messages)
  const hashtag = (url.searchParams.get('hashtag') ?? '').replace(/^#/, '').trim().toLowerCase().slice(0, 50) || null
  const tab: FeedTab = url.searchParams.get('tab') === FOLLOWING_TAB ? 'following' : 'discover'
  const user = await currentUser(info)
  const member = Boolean(user && !user.is_guest)
  let first: { items: TPost[]; next_cursor: string | null } | null = { items: [], next_cursor: null }
  let failed = false
  try {
    if (hashtag) first = await info.data.community.hashtag(hashtag)
    else if (tab === 'following') first = member ? await info.data.community.feed('following') : null
    else first = await info.data.community.feed('discover')
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) failed = true
    else throw data(null, { status: 400 })
  }
  const title = hashtag ? t('cm.hashtag_title', { tag: hashtag }) : t('cm.title')
  const canonical = hashtag ? `${origin}/cong-dong?hashtag=${encodeURIComponent(hashtag)}` : `${origin}/cong-dong`
  return {
    meta: seoMeta({
      title: `${title} – Xinh`,
      description: t('cm.meta_description'),
      url: canonical,
      image: first?.items.find((p) => p.share.image)?.share.image ?? null,
      noindex: tab === 'following',
    }),
    messages,
    tab,
    hashtag,
    member,
    first,
    failed,
  }
}
