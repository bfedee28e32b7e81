import { useId, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { charCount, communityApi, messageOf } from './api.ts'
import { useCT } from './t.ts'

const REASONS = ['cm.reason_spam', 'cm.reason_offensive', 'cm.reason_sensitive', 'cm.reason_scam', 'cm.reason_other'] as const
const MAX = 300

/** Report a post, comment or user: a reason from the list (plus optional words) → the admin's reported-content queue. */
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
  const { api } = useApp()
  const toast = useToast()
  const id = useId()
  const [reason, setReason] = useState<(typeof REASONS)[number]>()
  const [detail, setDetail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function send() {
    if (!reason) return setError(t('cm.report_pick'))
    setBusy(true)
    setError(undefined)
    try {
      const text = detail.trim() ? `${t(reason)}: ${detail.trim()}` : t(reason)
      await communityApi(api).report({ target_type: target.type, target_id: target.id, reason: [...text].slice(0, MAX).join('') })
      toast(t('cm.reported'), 'success')
      setReason(undefined)
      setDetail('')
      onClose()
    } catch (e) {
      setError(messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && onClose()}
      title={t(target.type === 'user' ? 'cm.report_user_title' : 'cm.report_title')}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{t('cm.report_reason')}</legend>
          {REASONS.map((r) => (
            <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-neutral-50">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm">{t(r)}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('cm.report_detail')}
          <textarea
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
            rows={3}
            maxLength={200}
            className="rounded-lg border border-neutral-300 p-2 font-normal"
          />
          <span className="self-end text-xs font-normal text-neutral-600">{t('cm.counter', { count: charCount(detail), max: 200 })}</span>
        </label>
        <FormError message={error} />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" className="flex-1" onClick={onClose} disabled={busy}>
            {t('cm.cancel')}
          </Button>
          <Button type="submit" className="flex-1" loading={busy} data-testid="report-send">
            {t('cm.report_send')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
