import type { LoaderFunctionArgs } from 'react-router'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/danh-muc`: every category, grouped by department. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin } = pageKit(request, context)
  const categories = await info.data.catalog.categories()
  const seo: Seo = {
    title: t('catalog.meta_title', { name: t('category.all_title') }),
    description: t('category.all_description'),
    url: `${origin}/danh-muc`,
  }
  const jsonLd = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    { name: t('category.all_title'), url: seo.url },
  ])
  return {
    meta: seoMeta(seo),
    jsonLd,
    categories,
  }
}
