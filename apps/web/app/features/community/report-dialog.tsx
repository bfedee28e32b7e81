import { useId, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { ReasonOptions, useReasons } from '#web/ui/reason-picker.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { charCount, communityApi, messageOf } from './api.ts'
import { useCT } from './t.ts'

const NOTE_MAX = 300

/** The dialog's body, mounted only while open: the reasons are read when the reporter opens it. */
function ReportForm({
  onClose,
  target,
  busy,
  setBusy,
}: {
  onClose: () => void
  target: { type: 'post' | 'comment' | 'user'; id: string }
  busy: boolean
  setBusy: (busy: boolean) => void
}) {
  const t = useCT()
  const { api } = useApp()
  const toast = useToast()
  const id = useId()
  // polish (issue 18): the server's list (`GET /api/v1/public/reasons?type=report`), the ids it accepts
  const { reasons, failed } = useReasons('report')
  const [reason, setReason] = useState<string>()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()

  async function send() {
    if (!reason) return setError(t('cm.report_pick'))
    setBusy(true)
    setError(undefined)
    try {
      await communityApi(api).report({ target_type: target.type, target_id: target.id, reason, note: note.trim() || undefined })
      toast(t('cm.reported'), 'success')
      onClose()
    } catch (e) {
      setError(messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <fieldset className="flex flex-col gap-1" aria-busy={!reasons && !failed}>
        <legend className="mb-1 text-sm font-medium">{t('cm.report_reason')}</legend>
        <ReasonOptions reasons={reasons} failed={failed} name={`${id}-reason`} value={reason} onChange={setReason} />
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('cm.report_detail')}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={NOTE_MAX}
          className="rounded-lg border border-neutral-300 p-2 font-normal"
        />
        <span className="self-end text-xs font-normal text-neutral-600">{t('cm.counter', { count: charCount(note), max: NOTE_MAX })}</span>
      </label>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onClose} disabled={busy}>
          {t('cm.cancel')}
        </Button>
        <Button type="submit" className="flex-1" loading={busy} disabled={!reasons} data-testid="report-send">
          {t('cm.report_send')}
        </Button>
      </div>
    </form>
  )
}

/** Report a post, comment or user: a reason from the server's list (plus optional words) → the admin's reported-content queue. */
export function ReportDialog({
  open,
  onClose,
  target,
}: {
  open: boolean
  onClose: () => void
  target: { type: 'post' | 'comment' | 'user'; id: string }
}) {
  const t = useCT()
  // a report on its way keeps the dialog open
  const [busy, setBusy] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && onClose()}
      title={t(target.type === 'user' ? 'cm.report_user_title' : 'cm.report_title')}
    >
      {open && <ReportForm onClose={onClose} target={target} busy={busy} setBusy={setBusy} />}
    </Dialog>
  )
}
