import { publicReasons } from '@xinh/contracts'
import { data, type LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit, summary } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/blook/{a}/{b}`: a = the author's user id, b = the blook (docs/api/blog.md); another author in the path is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const authorId = requireId(params.a)
  const id = requireId(params.b)
  const { info, t, origin, abs } = pageKit(request, context)
  const blook = await info.data.blog.blook(id).catch(notFoundOnMissing)
  if (blook.author._id !== authorId) throw data(null, { status: 404 })
  const url = `${origin}${blook.url}`
  const seo: Seo = {
    title: `${blook.title} – Blook Xinh`,
    description: summary(blook.caption || `${blook.title} · ${blook.shop?.name ?? blook.author.userName}`),
    url,
    image: abs(blook.cover),
  }
  return {
    meta: seoMeta({ ...seo, lang: info.lang }),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('blook.title'), url: `${origin}/blook` },
      { name: blook.sub_category.name, url: `${origin}/blook/sub-category/${blook.sub_category._id}` },
      { name: blook.title, url },
    ]),
    blook,
    // polish (issue 18): the report form's reasons, the server's one list (`reasons?type=report`; no query)
    reportReasons: publicReasons('report', info.lang),
  }
}
