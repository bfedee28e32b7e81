import type { TOrder } from '@xinh/contracts'
import { HeartCrack } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'

const ReturnDialog = lazy(() => import('./return-dialog.tsx'))

/**
 * The review gate of the spec's return guide, until reviews come with the community issue: a
 * buyer unhappy with a completed order rates it 1–3 hearts and goes on to return and refund.
 */
export function ReviewGate({ order }: { order: Pick<TOrder, '_id' | 'code' | 'items'> }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50/60 p-3 text-sm" data-testid="review-gate">
      <p className="flex items-center gap-2 text-neutral-800">
        <HeartCrack aria-hidden className="size-5 shrink-0 text-brand-600" />
        {t('returns.review_gate')}
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        data-testid="review-gate-open"
      >
        {t('returns.review_gate_button')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReturnDialog order={order} source="review" open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
