import type { TComment } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { seoMeta } from '#web/features/catalog/seo.server.ts'
import { COMMUNITY_MESSAGES } from '#web/features/community/i18n.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'

/**
 * `/post/{id}`: the post with its OpenGraph and Twitter tags (the server's share data: title,
 * description, picture, address) so a shared link previews, the first comments, and whether
 * the reader follows its author. A hidden or deleted post is a 404 for everyone but its author.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, abs } = pageKit(request, context)
  const post = await info.data.community.post(id).catch(notFoundOnMissing)
  const [comments, following] = await Promise.all([
    info.data.community.comments(id).catch(() => ({ items: [] as TComment[], next_cursor: null })),
    // the author's follow button: the shop for a shop's post, else the person
    (post.shop
      ? info.data.shops.profile(post.shop._id).then((s) => s.is_following)
      : info.data.community.profile(post.author._id).then((p) => p.is_following)
    ).catch(() => false),
  ])
  return {
    meta: [
      ...seoMeta({
        title: post.share.title,
        description: post.share.description || post.share.title,
        url: post.share.url,
        image: abs(post.share.image),
        noindex: post.is_hidden,
        lang: info.lang,
      }),
      { property: 'article:published_time', content: post.created_at },
    ],
    messages: areaMessages(COMMUNITY_MESSAGES, info.lang),
    post,
    comments,
    following,
  }
}
