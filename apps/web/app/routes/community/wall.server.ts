import type { TPost } from '@xinh/contracts'
import { type AppLoadContext, data, redirect } from 'react-router'
import { loginPath } from '#web/features/account/login-path.ts'
import { notFoundOnMissing } from '#web/features/catalog/api.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { seoMeta } from '#web/features/catalog/seo.server.ts'
import { COMMUNITY_MESSAGES } from '#web/features/community/i18n.ts'
import { ApiError } from '#web/lib/api.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { currentUser } from '#web/lib/session.server.ts'

export type WallTab = 'posts' | 'bookmarks' | 'blooks'
/** `?tab=` values on a wall: the posts are the bare address. */
export const WALL_TABS: Record<WallTab, string | null> = { posts: null, bookmarks: 'da-luu', blooks: 'blook' }

/**
 * A wall (`/tuong` is one's own, `/tuong/{id}` anyone's): the header (avatar, counts, follow)
 * and the first page of its tab, through spec §7 `GET /post/posts-user` and `GET
 * /post/bookmark/user`. Blooks come from the blog helper's `/web/bbook-template/bbook-user/{id}`
 * once it is in; until then the tab says what blooks are and links to them.
 */
export async function wallLoader(request: Request, context: AppLoadContext, userId: string | null) {
  const { info, origin, url, abs } = pageKit(request, context)
  const messages = areaMessages(COMMUNITY_MESSAGES, info.lang)
  const t = createTranslator(info.lang, messages)
  let id = userId
  if (!id) {
    const me = await currentUser(info)
    if (!me || me.is_guest) throw redirect(loginPath(`/tuong${url.search}`))
    id = me._id
  }
  const raw = url.searchParams.get('tab')
  const tab: WallTab = raw === WALL_TABS.bookmarks ? 'bookmarks' : raw === WALL_TABS.blooks ? 'blooks' : 'posts'
  const profile = await info.data.community.profile(id).catch(notFoundOnMissing)
  let first: { items: TPost[]; meta: { page: number; limit: number; total: number } } | null = null
  let failed = false
  try {
    if (tab === 'posts') first = await info.data.community.userPosts({ userId: id, page: 1, sort: 'recent' })
    else if (tab === 'bookmarks') first = await info.data.community.userBookmarks({ userId: id, page: 1, limit: 20 })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    failed = true
  }
  return {
    meta: seoMeta({
      title: `${t('cm.wall_title', { name: profile.userName })} – Xinh`,
      description: t('cm.wall_description', { name: profile.userName, posts: profile.post_count, followers: profile.follower_count }),
      url: `${origin}/tuong/${profile._id}`,
      image: abs(profile.avatar),
      type: 'profile',
      noindex: !userId,
    }),
    messages,
    profile,
    tab,
    first,
    failed,
  }
}
