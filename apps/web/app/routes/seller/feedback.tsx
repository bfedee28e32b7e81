import { MessageSquareText } from 'lucide-react'
import { useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import type { Route } from './+types/feedback.ts'
import type { loader as feedbackLoader } from './feedback.server.ts'

export { loader } from './feedback.server.ts'
export { SellerRouteError as ErrorBoundary } from './layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.feedback' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** The shop's feedback from buyers: who, when, what they wrote (as text) and their picture. */
export default function SellerFeedbackPage() {
  const { items, meta } = useLoaderData<typeof feedbackLoader>()
  const t = useSellerT()
  const reloading = useReloading()
  return (
    <div>
      <PageHeader title={t('sc.nav.feedback')} description={t('sc.fb.description')} />
      {reloading ? (
        <ListSkeleton label={t('sc.fb.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t('sc.fb.empty_title')} body={t('sc.fb.empty_body')} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="shop-feedback-list">
          {items.map((f) => (
            <li key={f._id} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-neutral-200" data-testid="shop-feedback">
              {f.author.avatar ? (
                <img src={f.author.avatar} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700"
                >
                  {f.author.userName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">{f.author.userName}</span>
                  <time dateTime={f.created_at} className="text-xs text-neutral-600">
                    {formatDateTime(f.created_at, t.lang)}
                  </time>
                </p>
                <p className="text-sm break-words whitespace-pre-wrap text-neutral-900">{f.content}</p>
                {f.image && (
                  <a href={f.image} target="_blank" rel="noreferrer" className="self-start">
                    <img
                      src={f.image}
                      alt={t('sc.fb.photo', { name: f.author.userName })}
                      width={96}
                      height={96}
                      loading="lazy"
                      className="size-24 rounded-lg object-cover ring-1 ring-neutral-200"
                    />
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
