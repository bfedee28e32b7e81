import { MessageSquareHeart } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { orderPath } from '#web/features/orders/labels.ts'
import { MyReviewBody } from '#web/features/reviews/my-review-card.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/reviews.ts'
import type { loader as reviewsLoader } from './reviews.server.ts'

export { loader } from './reviews.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

export const ErrorBoundary = CatalogError

const PATH = '/trang-ca-nhan/danh-gia'

/** "My reviews": what the buyer wrote (with the one edit's deadline), and the items waiting for a review. */
export default function MyReviewsPage() {
  const { tab, mine, waiting } = useLoaderData<typeof reviewsLoader>()
  const t = useT()
  const tabs = [
    { id: 'mine', to: PATH, label: t('rv.tab_mine'), count: mine.meta.total },
    { id: 'waiting', to: `${PATH}?tab=cho-danh-gia`, label: t('rv.tab_waiting'), count: waiting.length },
  ]
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('rv.my_title')}</h1>
      <nav aria-label={t('rv.my_title')}>
        <ul className="flex gap-1 border-b border-neutral-200">
          {tabs.map((x) => (
            <li key={x.id}>
              <Link
                to={x.to}
                aria-current={x.id === tab ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium ${x.id === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700'}`}
                data-testid={`my-reviews-tab-${x.id}`}
              >
                {x.label} <span className="rounded-full bg-neutral-100 px-1.5 text-xs text-neutral-700">{x.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'mine' ? (
        mine.items.length === 0 ? (
          <Empty text={t('rv.my_empty')} />
        ) : (
          <>
            <ul className="flex flex-col gap-3" data-testid="my-reviews">
              {mine.items.map((r) => (
                <li key={r._id} className="flex flex-col gap-2 rounded-xl p-4 ring-1 ring-neutral-200">
                  <Link to={`/san-pham/${r.product._id}`} className="line-clamp-1 text-sm font-semibold hover:text-brand-700">
                    {r.product.name}
                  </Link>
                  <MyReviewBody review={r} />
                  {r.order_id && (r.can_edit || r.can_return) && (
                    <Link
                      to={`${orderPath(r.order_id)}#danh-gia`}
                      className="self-start text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {r.can_edit ? t('rv.edit_action') : t('rv.return_action')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <Pagination meta={mine.meta} />
          </>
        )
      ) : waiting.length === 0 ? (
        <Empty text={t('rv.waiting_empty')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="waiting-reviews">
          {waiting.map((item) => (
            <li key={item.order_item_id} className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-neutral-200">
              {item.image && <img src={item.image} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />}
              <p className="min-w-0 flex-1 text-sm">
                <span className="line-clamp-1 font-medium">{item.name}</span>
                <span className="text-neutral-600">{t('orders.code', { code: item.order_code })}</span>
              </p>
              <Link
                to={`${orderPath(item.order_id)}#danh-gia`}
                className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('rv.review_action')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Empty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-50 px-4 py-12 text-center" data-testid="my-reviews-empty">
      <MessageSquareHeart aria-hidden className="size-10 text-neutral-400" />
      <p className="text-sm text-neutral-700">{text}</p>
    </div>
  )
}
