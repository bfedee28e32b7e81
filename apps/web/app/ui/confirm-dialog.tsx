import { useState } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * Asks before something that cannot be undone (delete, bulk actions): a title, what will happen,
 * and the two choices. `onConfirm` may be async: the button shows it is working and the dialog
 * closes when it settles (errors are the caller's to show).
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
  body: string
  confirmLabel: string
  cancelLabel: string
  tone?: 'danger' | 'primary'
  onConfirm: () => unknown
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={body}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          loading={busy}
          onClick={async () => {
            setBusy(true)
            try {
              await onConfirm()
            } finally {
              setBusy(false)
              onOpenChange(false)
            }
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
