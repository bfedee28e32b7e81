import { ZMarkTransferredInput, type TReturnRequest } from '@xinh/contracts'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ApiError } from '#web/lib/api.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { TextField, useFieldMessage } from '#web/ui/field.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { DetailSection } from './detail.tsx'

type Refund = TReturnRequest['refunds'][number]

/**
 * The money of an approved return: each refund with its state. A cash (or failed gateway) refund
 * is a bank transfer the admin makes outside Xinh, then records here with its reference
 * (`POST /api/v1/admin/refunds/{id}/mark-transferred`), which completes the refund.
 */
export function RefundsPanel({ refunds }: { refunds: Refund[] }) {
  const t = useAdminT()
  const [transferring, setTransferring] = useState<Refund | null>(null)
  if (refunds.length === 0) return null
  return (
    <DetailSection title={t('ad.refunds.title')}>
      <ul className="flex flex-col gap-2 text-sm" data-testid="admin-refunds">
        {refunds.map((r) => (
          <li key={r._id} className="flex flex-wrap items-center justify-between gap-2" data-testid="admin-refund">
            <span>
              {t(`returns.refund_method.${r.method}`)} · <span className="font-semibold">{formatVnd(r.amount)}</span>
            </span>
            <span className="flex items-center gap-2">
              <StatusBadge tone={r.status === 'succeeded' ? 'success' : r.status === 'failed' ? 'danger' : 'info'}>
                {t(`returns.refund_status.${r.status}`)}
              </StatusBadge>
              {r.method === 'bank_transfer' && r.status === 'pending' && (
                <Button variant="secondary" onClick={() => setTransferring(r)}>
                  {t('ad.refunds.mark')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <TransferDialog refund={transferring} onClose={() => setTransferring(null)} />
    </DetailSection>
  )
}

function TransferDialog({ refund, onClose }: { refund: Refund | null; onClose: () => void }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const { revalidate } = useRevalidator()
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!refund) return
    const parsed = ZMarkTransferredInput.safeParse({ reference: reference.trim() || undefined })
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message))
      return
    }
    setBusy(true)
    try {
      await api.post(`/api/v1/admin/refunds/${refund._id}/mark-transferred`, parsed.data)
      toast(t('ad.refunds.marked'), 'success')
      setReference('')
      setError(undefined)
      onClose()
    } catch (err) {
      toast(err instanceof ApiError && err.message ? err.message : t('ad.q.failed'), 'error')
    } finally {
      setBusy(false)
      await revalidate()
    }
  }

  return (
    <Dialog
      open={refund !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('ad.refunds.mark')}
      description={refund ? t('ad.refunds.mark_description', { amount: formatVnd(refund.amount) }) : undefined}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('ad.refunds.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={150}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('ad.q.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('ad.refunds.mark')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
