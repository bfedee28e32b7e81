import { ExternalLink, Newspaper, Pencil, Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { loader } from './list.server.ts'

export { loader } from './list.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.blog' }
export const meta = () => [{ title: 'Blog – Quản trị Xinh' }]

/** `/admin/blog` (issue 16): articles by state, with edit and a link to the public page. */
export default function AdminBlogs() {
  const { tab, blogs, meta } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const reloading = useReloading()
  return (
    <>
      <PageHeader
        title={t('ad.blog.title')}
        description={t('ad.blog.description')}
        actions={
          <Link
            to="/admin/blog/moi"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Plus aria-hidden className="size-4" />
            {t('ad.blog.new')}
          </Link>
        }
      />
      <TabLinks
        label={t('ad.blog.tabs')}
        active={tab}
        tabs={[
          { id: 'all', label: t('ad.blog.tab.all') },
          { id: 'published', label: t('ad.blog.tab.published') },
          { id: 'scheduled', label: t('ad.blog.tab.scheduled') },
          { id: 'draft', label: t('ad.blog.tab.draft') },
        ]}
      />
      <div className="mt-4">
        {reloading ? (
          <ListSkeleton label={t('ad.content.loading')} />
        ) : blogs.length === 0 ? (
          <EmptyState icon={Newspaper} title={t('ad.blog.empty')} body={t('ad.blog.empty_body')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {blogs.map((b) => (
              <li
                key={b._id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-neutral-200 bg-white p-3"
                data-testid="admin-blog-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{b.title}</p>
                  <p className="text-sm text-neutral-700">
                    {b.category_name ?? t('ad.blog.f.no_category')} · {t('ad.blog.updated', { date: formatDateTime(b.updated_at, t.lang) })}
                    {b.publish_at && b.state !== 'draft'
                      ? ` · ${t('ad.blog.publish_at_label', { date: formatDateTime(b.publish_at, t.lang) })}`
                      : ''}
                  </p>
                </div>
                <StatusBadge tone={b.state === 'published' ? 'success' : b.state === 'scheduled' ? 'info' : 'neutral'}>
                  {t(`ad.blog.tab.${b.state}`)}
                </StatusBadge>
                <div className="flex gap-1">
                  <Link
                    to={`/admin/blog/${b._id}`}
                    aria-label={`${t('ad.content.edit')} ${b.title}`}
                    className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Link>
                  {b.state === 'published' && (
                    <a
                      href={`/blog/${b._id}`}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${t('ad.blog.view')} ${b.title}`}
                      className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                    >
                      <ExternalLink aria-hidden className="size-4" />
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Pagination meta={meta} />
        </div>
      </div>
    </>
  )
}
