import type { TReviewableItem } from '@xinh/contracts'
import { ImageOff, MessageSquareHeart } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { MyReviewBody } from './my-review-card.tsx'
import type { ReturnOrder } from './types.ts'

const ReviewDialog = lazy(() => import('./review-dialog.tsx'))
const ReturnDialog = lazy(() => import('#web/features/returns/return-dialog.tsx'))

/**
 * "Đánh giá" on the order page (anchor #danh-gia, where the "not yet reviewed" tab leads): each
 * item of a delivered or completed order with its review, or a button to write one; the one
 * edit while it is allowed; return-and-refund after 1–3 hearts while the order may still go back.
 */
export function OrderReviews({
  items,
  order,
  canWrite,
}: {
  items: TReviewableItem[]
  order: ReturnOrder | null
  /** The goods reached the buyer (delivered or completed): new reviews may be written. */
  canWrite: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState<{ item: TReviewableItem; edit: boolean } | null>(null)
  const [returning, setReturning] = useState<number | null>(null)
  if (items.length === 0) return null
  return (
    <section
      id="danh-gia"
      aria-labelledby="order-reviews-title"
      className="flex scroll-mt-20 flex-col gap-2 rounded-xl p-4 ring-1 ring-neutral-200"
      data-testid="order-reviews"
    >
      <h2 id="order-reviews-title" className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquareHeart aria-hidden className="size-4 text-brand-600" />
        {t('rv.section_title')}
      </h2>
      <ul className="flex flex-col divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.order_item_id} className="flex flex-col gap-2 py-3" data-testid="order-review-item">
            <div className="flex items-center gap-3">
              {item.image ? (
                <img src={item.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-neutral-100 object-cover" />
              ) : (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
                  <ImageOff aria-hidden className="size-4" />
                </span>
              )}
              <p className="min-w-0 flex-1 text-sm">
                <span className="line-clamp-1 font-medium">{item.name}</span>
                {item.options.length > 0 && <span className="text-neutral-600">{item.options.join(', ')}</span>}
              </p>
              {!item.review && canWrite && (
                <Button onClick={() => setOpen({ item, edit: false })} data-testid="review-write">
                  {t('rv.review_action')}
                </Button>
              )}
            </div>
            {item.review && (
              <>
                <MyReviewBody review={item.review} />
                <div className="flex flex-wrap gap-2">
                  {item.review.can_edit && (
                    <Button variant="secondary" onClick={() => setOpen({ item, edit: true })} data-testid="review-edit">
                      {t('rv.edit_action')}
                    </Button>
                  )}
                  {item.review.can_return && order && (
                    <Button variant="secondary" onClick={() => setReturning(item.review?.rating ?? 1)} data-testid="review-return">
                      {t('rv.return_action')}
                    </Button>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {open && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-neutral-600">
              {t('rv.loading')}
            </p>
          }
        >
          <ReviewDialog target={open.item} review={open.edit ? open.item.review : null} order={order} open onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {returning !== null && order && (
        <Suspense fallback={null}>
          <ReturnDialog order={order} source="review" initialRating={returning} open onClose={() => setReturning(null)} />
        </Suspense>
      )}
    </section>
  )
}
