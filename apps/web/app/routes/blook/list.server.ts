import { BLOOK_RULES } from '@xinh/contracts'
import { data, type LoaderFunctionArgs } from 'react-router'
import { isId } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/blook`, `/blook/category/{id}`, `/blook/sub-category/{id}`: blooks, newest first, by category. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { info, t, origin, url } = pageKit(request, context)
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const kind = url.pathname.startsWith('/blook/sub-category/') ? 'sub' : url.pathname.startsWith('/blook/category/') ? 'category' : 'all'
  if (kind !== 'all' && !isId(params.id)) throw data(null, { status: 404 })
  const tree = await info.data.blog.blookCategories()
  const top = kind === 'category' ? tree.find((c) => c._id === params.id) : tree.find((c) => c.children.some((s) => s._id === params.id))
  const sub = kind === 'sub' ? top?.children.find((s) => s._id === params.id) : undefined
  if (kind !== 'all' && !top) throw data(null, { status: 404 })
  const list = await info.data.blog.blooks({
    page,
    limit: BLOOK_RULES.pageSize,
    ...(kind === 'category' ? { category_id: params.id } : kind === 'sub' ? { sub_category_id: params.id } : {}),
  })
  const heading = sub?.name ?? (kind === 'category' ? top?.name : undefined) ?? t('blook.title')
  const seo: Seo = {
    title: `${heading} – Blook Xinh`,
    description: t('blook.description'),
    url: `${origin}${url.pathname}`,
    image: list.items[0] ? `${origin}${list.items[0].cover}` : null,
    noindex: page > 1,
  }
  const trail = [
    { name: t('header.home'), url: `${origin}/` },
    { name: t('blook.title'), url: `${origin}/blook` },
    ...(top && kind !== 'all' ? [{ name: top.name, url: `${origin}/blook/category/${top._id}` }] : []),
    ...(sub ? [{ name: sub.name, url: `${origin}/blook/sub-category/${sub._id}` }] : []),
  ]
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd(trail),
    heading,
    tree,
    top: kind === 'all' ? null : (top ?? null),
    sub: sub ?? null,
    items: list.items,
    meta_: list.meta,
  }
}
