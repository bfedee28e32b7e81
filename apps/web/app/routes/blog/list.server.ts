import { BLOG_RULES } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/blog`: published articles, newest first; `?category=<slug>` filters, `?page=` pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, url } = pageKit(request, context)
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const category = url.searchParams.get('category')?.trim().slice(0, 80) || undefined
  const [list, categories] = await Promise.all([
    info.data.blog.blogs({ page, limit: BLOG_RULES.pageSize, category }),
    info.data.blog.categories(),
  ])
  const current = categories.find((c) => c.slug === category) ?? null
  const title = current ? `${current.name} – ${t('blog.title')} Xinh` : `${t('blog.title')} Xinh`
  const seo: Seo = {
    title,
    description: t('blog.description'),
    url: `${origin}/blog${category ? `?category=${encodeURIComponent(category)}` : ''}`,
    image: list.items[0]?.cover ? `${origin}${list.items[0].cover}` : null,
    noindex: page > 1,
  }
  return {
    meta: seoMeta(seo),
    jsonLd: breadcrumbLd([
      { name: t('header.home'), url: `${origin}/` },
      { name: t('blog.title'), url: `${origin}/blog` },
    ]),
    items: list.items,
    meta_: list.meta,
    categories,
    category: current,
  }
}
