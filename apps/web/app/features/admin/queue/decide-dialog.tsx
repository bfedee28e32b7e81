import { QUEUE_REASON_MAX, ZQueueReason } from '@xinh/contracts'
import { useId, useState } from 'react'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { useFieldMessage } from '#web/ui/field.tsx'

/**
 * Reject with a reason (the queue pattern's dialog): the reason is checked by the same schema the
 * API uses; `onConfirm` does the work and closes the dialog when it resolves.
 */
export function DecideDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  confirmLabel: string
  onConfirm: (reason: string) => Promise<void>
}) {
  const t = useAdminT()
  const fieldMessage = useFieldMessage()
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const parsed = ZQueueReason.safeParse(reason)
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message))
      return
    }
    setBusy(true)
    try {
      await onConfirm(parsed.data)
      setReason('')
      setError(undefined)
      onOpenChange(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={id} className="text-sm font-medium text-neutral-900">
          {t('ad.q.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={4}
          maxLength={QUEUE_REASON_MAX + 50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="rounded-lg border border-neutral-300 p-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-neutral-700">
            {t('ad.q.reason_hint', { max: QUEUE_REASON_MAX })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('ad.q.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
