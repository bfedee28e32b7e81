import type { PricingStatus } from '@xinh/contracts'
import { CircleStop, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'

export const actionLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100'

/**
 * What a seller can do with a banner, promotion or voucher (spec §4 "ended manually or deleted"):
 * edit it while it has not ended, end it now, delete it — the last two after a confirmation.
 * `afterDelete` is where to go once it is gone (a detail page leaves; a list reloads).
 */
export function LifecycleActions({
  api: base,
  id,
  name,
  status,
  editHref,
  afterDelete,
  compact,
}: {
  api: string
  id: string
  name: string
  status: PricingStatus
  editHref: string
  afterDelete?: string
  compact?: boolean
}) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [confirm, setConfirm] = useState<'end' | 'delete' | null>(null)
  const live = status !== 'ended'

  /** A failure stays in the confirmation dialog with the API's message. */
  async function run(action: 'end' | 'delete') {
    if (action === 'end') await api.post(`${base}/${id}/end`)
    else await api.delete(`${base}/${id}`)
    toast(t(action === 'end' ? 'sc.marketing.ended_toast' : 'sc.marketing.deleted'), 'success')
    if (action === 'delete' && afterDelete) navigate(afterDelete)
    else revalidator.revalidate()
  }

  const icon = 'inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100'
  return (
    <div className="flex flex-wrap items-center gap-1 sm:gap-2">
      {live &&
        (compact ? (
          <Link to={editHref} className={icon} aria-label={t('sc.marketing.edit_named', { name })}>
            <Pencil aria-hidden className="size-4" />
          </Link>
        ) : (
          <Link to={editHref} className={actionLinkClass}>
            <Pencil aria-hidden className="size-4" />
            {t('sc.marketing.edit')}
          </Link>
        ))}
      {live &&
        (compact ? (
          <button type="button" className={icon} onClick={() => setConfirm('end')} aria-label={t('sc.marketing.end_named', { name })}>
            <CircleStop aria-hidden className="size-4" />
          </button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirm('end')}>
            <CircleStop aria-hidden className="size-4" />
            {t('sc.marketing.end_now')}
          </Button>
        ))}
      {compact ? (
        <button type="button" className={icon} onClick={() => setConfirm('delete')} aria-label={t('sc.marketing.delete_named', { name })}>
          <Trash2 aria-hidden className="size-4" />
        </button>
      ) : (
        <Button variant="ghost" onClick={() => setConfirm('delete')}>
          <Trash2 aria-hidden className="size-4" />
          {t('sc.marketing.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t(confirm === 'end' ? 'sc.marketing.confirm_end' : 'sc.marketing.confirm_delete', { name })}
        body={t(confirm === 'end' ? 'sc.marketing.confirm_end_body' : 'sc.marketing.confirm_delete_body')}
        confirmLabel={t(confirm === 'end' ? 'sc.marketing.end_now' : 'sc.marketing.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => run(confirm ?? 'end')}
      />
    </div>
  )
}
