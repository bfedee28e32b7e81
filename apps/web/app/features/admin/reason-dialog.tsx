import { ZAdminReasonBody } from '@xinh/contracts'
import { useId, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useFieldMessage } from '#web/ui/field.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { useAdminT } from './i18n/index.ts'

/**
 * An admin decision that needs a reason (lock, role change, pause, close…): the reason is checked
 * with the API's own schema before sending, and the server's field message lands on the field.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  body,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  body?: string
  confirmLabel: string
  tone?: 'primary' | 'danger'
  onConfirm: (reason: string) => Promise<unknown>
  testId?: string
}) {
  const t = useAdminT()
  const id = useId()
  const fieldMessage = useFieldMessage()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  async function confirm() {
    const parsed = ZAdminReasonBody.safeParse({ reason })
    if (!parsed.success) {
      setError('v.admin_reason')
      // the dialog stays open and shows the message
      throw new ApiError(400, 'VALIDATION_FAILED', fieldMessage('v.admin_reason') ?? '')
    }
    try {
      await onConfirm(parsed.data.reason)
      setReason('')
      setError(undefined)
    } catch (e) {
      if (e instanceof ApiError && e.fields?.reason) {
        setError(e.fields.reason)
        throw new ApiError(400, 'VALIDATION_FAILED', e.fields.reason)
      }
      throw e
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={t('ad.core.cancel')}
      tone={tone}
      onConfirm={confirm}
      testId={testId}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {t('ad.core.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={600}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={`${id}-note`}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus:border-brand-600 aria-[invalid=true]:border-red-600"
          data-testid="reason-input"
        />
        <p id={`${id}-note`} className="text-xs text-neutral-600">
          {t('ad.core.reason_hint')}
        </p>
      </div>
    </ConfirmDialog>
  )
}
