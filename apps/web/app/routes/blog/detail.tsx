import { Link, useLoaderData } from 'react-router'
import { BlogBody } from '#web/features/blog/blog-body.tsx'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { formatDate } from '#web/features/catalog/format.ts'
import { ProductGrid } from '#web/features/catalog/islands.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'
import type { Route } from './+types/detail.ts'
import type { loader as detailLoader } from './detail.server.ts'

export { loader } from './detail.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

export default function BlogArticle() {
  const { blog, jsonLd } = useLoaderData<typeof detailLoader>()
  const t = useT()
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('blog.title'), to: '/blog' }, { name: blog.title }]} />
      <header className="flex flex-col gap-2">
        {blog.category && (
          <Link
            to={`/blog?category=${encodeURIComponent(blog.category.slug)}`}
            className="self-start text-xs font-semibold uppercase tracking-wide text-brand-700 underline-offset-2 hover:underline"
          >
            {blog.category.name}
          </Link>
        )}
        <h1 className="text-2xl font-bold leading-tight md:text-3xl">{blog.title}</h1>
        <p className="text-sm text-neutral-700">
          {blog.publish_at ? t('blog.published', { date: formatDate(blog.publish_at, t.lang) }) : ''} ·{' '}
          <span data-testid="reading-time">{t('blog.reading', { n: blog.reading_minutes })}</span>
        </p>
        {blog.excerpt && <p className="text-lg text-neutral-800">{blog.excerpt}</p>}
      </header>
      {blog.cover && (
        <img
          {...imageSources(blog.cover, '(min-width: 768px) 768px, 100vw')}
          alt=""
          width={768}
          height={432}
          fetchPriority="high"
          className="aspect-video w-full rounded-2xl bg-neutral-100 object-cover"
        />
      )}
      <BlogBody blocks={blog.blocks} />
      {blog.related_products.length > 0 && (
        <section aria-labelledby="blog-related" className="mt-4">
          <h2 id="blog-related" className="mb-3 text-lg font-bold">
            {t('blog.related')}
          </h2>
          <ProductGrid items={blog.related_products} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" />
        </section>
      )}
      <Link to="/blog" className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline">
        {t('blog.back')}
      </Link>
    </article>
  )
}
