import type { LoaderFunctionArgs } from 'react-router'
import { provinceNames } from '#web/features/catalog/api.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import type { ProductCard } from '#web/features/catalog/types.ts'

/** `/nganh-hang`: each department with its sub-categories and its best sellers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin } = pageKit(request, context)
  const [categories, provinces] = await Promise.all([info.data.catalog.categories(), provinceNames(info)])
  const departments = await Promise.all(
    categories.map(async (c) => ({
      ...c,
      products: await info.data.catalog
        .products({ category_id: c._id, sort: 'best_selling', limit: 4 })
        .then((r) => r.items)
        .catch(() => [] as ProductCard[]),
    })),
  )
  const seo: Seo = {
    title: t('catalog.meta_title', { name: t('category.landing_title') }),
    description: t('category.landing_description'),
    url: `${origin}/nganh-hang`,
    preload: departments[0]?.products[0]?.images[0] ?? null,
  }
  const jsonLd = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    { name: t('category.landing_title'), url: seo.url },
  ])
  return {
    meta: seoMeta(seo),
    jsonLd,
    departments,
    provinces,
  }
}
