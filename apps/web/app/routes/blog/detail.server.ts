import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit, summary } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/blog/{id}`: a published article (drafts and scheduled ones are 404 until their time), with JSON-LD Article. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs } = pageKit(request, context)
  const blog = await info.data.blog.blog(id).catch(notFoundOnMissing)
  const url = `${origin}/blog/${id}`
  const text = blog.blocks.map((b) => (b.type === 'html' ? b.html.replace(/<[^>]*>/g, ' ') : '')).join(' ')
  const description = blog.excerpt || summary(text)
  const seo: Seo = { title: `${blog.title} – ${t('blog.title')} Xinh`, description, url, image: abs(blog.cover), type: 'website' }
  // schema.org Article (issue 16): what search engines show for an article
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: blog.title.slice(0, 110),
    description,
    ...(blog.cover ? { image: [abs(blog.cover)] } : {}),
    datePublished: blog.publish_at,
    dateModified: blog.updated_at,
    author: { '@type': 'Organization', name: 'Xinh' },
    publisher: { '@type': 'Organization', name: 'Xinh', logo: { '@type': 'ImageObject', url: `${origin}/favicon.ico` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    timeRequired: `PT${blog.reading_minutes}M`,
    ...(blog.category ? { articleSection: blog.category.name } : {}),
  }
  const crumbs = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    { name: t('blog.title'), url: `${origin}/blog` },
    { name: blog.title, url },
  ])
  return { meta: seoMeta({ ...seo, lang: info.lang }), jsonLd: [article, crumbs], blog }
}
