import { Check, type LucideIcon, X } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ApiError } from '#web/lib/api.ts'
import { Button } from '#web/ui/button.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useStepUp } from '#web/features/admin/step-up.tsx'
import { DecideDialog } from './decide-dialog.tsx'

/** A further decision of a queue that asks for a reason (the reported-content queue's warn and lock). */
export type ReasonAction = {
  /** Posted to `${base}/${path}` with `{ reason }`. */
  path: string
  label: string
  description: string
  /** The toast once done. */
  done: string
  icon: LucideIcon
}

/**
 * A queue item's decision (the pattern's detail footer): approve at once, or reject with a reason;
 * a queue may add decisions of its own that ask for a reason too (`actions`).
 * A decision that lost a race shows the server's message (who decided, when) and reloads the item.
 */
export function DecisionBar({
  base,
  approvePath = 'approve',
  reasonField = 'reason',
  canApprove = true,
  canReject = true,
  approveLabel,
  rejectLabel,
  inline = false,
  actions = [],
}: {
  /** The item's API path, e.g. `/api/v1/admin/products/{id}`. */
  base: string
  approvePath?: string
  reasonField?: 'reason' | 'note'
  canApprove?: boolean
  canReject?: boolean
  approveLabel?: string
  rejectLabel?: string
  /** Inside a list row rather than the page's sticky footer. */
  inline?: boolean
  actions?: ReasonAction[]
}) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [asking, setAsking] = useState<ReasonAction | null>(null)
  // a large refund asks an enrolled admin for a fresh code, then is sent again
  const withStepUp = useStepUp()

  async function run(fn: () => Promise<unknown>, done: string) {
    try {
      await withStepUp(fn)
      toast(done, 'success')
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('ad.q.failed'), 'error')
      if (!(error instanceof ApiError && error.status === 409)) throw error
    } finally {
      await revalidate()
    }
  }

  if (!canApprove && !canReject) return null
  return (
    <div
      className={
        inline
          ? 'mt-2 flex flex-wrap justify-end gap-2'
          : 'sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap justify-end gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur'
      }
    >
      {canApprove &&
        actions.map((a) => (
          <Button key={a.path} variant="secondary" onClick={() => setAsking(a)} disabled={busy}>
            <a.icon aria-hidden className="size-4" />
            {a.label}
          </Button>
        ))}
      {canReject && (
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
          <X aria-hidden className="size-4" />
          {rejectLabel ?? t('ad.q.reject')}
        </Button>
      )}
      {canApprove && (
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true)
            try {
              await run(() => api.post(`${base}/${approvePath}`), t('ad.q.approved_one'))
            } catch {
              // shown as a toast
            } finally {
              setBusy(false)
            }
          }}
        >
          <Check aria-hidden className="size-4" />
          {approveLabel ?? t('ad.q.approve')}
        </Button>
      )}
      <DecideDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={rejectLabel ?? t('ad.q.reject')}
        description={t('ad.q.reject_description')}
        confirmLabel={rejectLabel ?? t('ad.q.reject')}
        onConfirm={async (reason) => {
          await run(() => api.post(`${base}/reject`, { [reasonField]: reason }), t('ad.q.rejected_one')).catch(() => {})
        }}
      />
      {asking && (
        <DecideDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={asking.label}
          description={asking.description}
          confirmLabel={asking.label}
          onConfirm={async (reason) => {
            await run(() => api.post(`${base}/${asking.path}`, { reason }), asking.done).catch(() => {})
            setAsking(null)
          }}
        />
      )}
    </div>
  )
}
