import type { TBlogSummary } from '@xinh/contracts'
import { Link } from 'react-router'
import { formatDate } from '#web/features/catalog/format.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'

/** An article in the blog list: cover, category, title, excerpt, date and reading time. */
export function BlogCard({ blog, eager = false }: { blog: TBlogSummary; eager?: boolean }) {
  const t = useT()
  return (
    <li className="min-w-0">
      <Link
        to={`/blog/${blog._id}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 transition hover:shadow-md hover:ring-brand-600"
        data-testid="blog-card"
      >
        {blog.cover ? (
          <img
            {...imageSources(blog.cover, '(min-width: 768px) 33vw, 100vw')}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-video w-full bg-neutral-100 object-cover"
          />
        ) : (
          <div aria-hidden className="aspect-video w-full bg-gradient-to-br from-brand-100 to-neutral-100" />
        )}
        <div className="flex flex-1 flex-col gap-1 p-3">
          {blog.category && <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{blog.category.name}</span>}
          <h2 className="line-clamp-2 font-bold text-neutral-900 group-hover:text-brand-700">{blog.title}</h2>
          {blog.excerpt && <p className="line-clamp-2 text-sm text-neutral-700">{blog.excerpt}</p>}
          <p className="mt-auto pt-2 text-xs text-neutral-600">
            {blog.publish_at ? formatDate(blog.publish_at, t.lang) : ''} · {t('blog.reading', { n: blog.reading_minutes })}
          </p>
        </div>
      </Link>
    </li>
  )
}
