import { type ReactNode, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'
import { FormError } from './field.tsx'

/**
 * "Are you sure?" for an action that calls the API: a title, what will happen, and two buttons.
 * While `onConfirm` runs the confirm button spins; a failure is shown in the dialog (the API's
 * localised message) and the dialog stays open; success closes it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  children,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  body?: string
  confirmLabel: string
  cancelLabel?: string
  tone?: 'primary' | 'danger'
  onConfirm: () => Promise<unknown>
  children?: ReactNode
  testId?: string
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  async function confirm() {
    setBusy(true)
    setError(undefined)
    try {
      await onConfirm()
      onClose()
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('common.network_error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) {
          setError(undefined)
          onClose()
        }
      }}
      title={title}
      description={body}
    >
      <div className="flex flex-col gap-3">
        {children}
        <FormError message={error} />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" className="flex-1" disabled={busy} onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="button" variant={tone} className="flex-1" loading={busy} onClick={() => void confirm()} data-testid={testId}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
