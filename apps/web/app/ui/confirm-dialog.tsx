import { useState } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * "Are you sure?" before something that cannot be undone (delete, end now). The confirm button
 * shows progress while `onConfirm` runs; the dialog closes when it succeeds and stays open (the
 * caller shows the error) when it throws.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  body?: string
  confirmLabel: string
  cancelLabel: string
  tone?: 'danger' | 'primary'
  onConfirm: () => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // the caller reported it; the dialog stays for another try
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={body}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
