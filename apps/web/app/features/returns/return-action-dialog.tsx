import { useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, SelectField, TextField, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { type ReturnAction, type ReturnRequest, SHIP_BACK_CARRIERS } from './types.ts'

/**
 * The buyer's actions on a return request (loaded when first used): cancel it (before the
 * seller received the parcel), say the parcel is on its way back (with the carrier and the
 * tracking code if the buyer has them), or ask Xinh to review a seller's rejection.
 */
export default function ReturnActionDialog({
  request,
  action,
  onClose,
}: {
  request: ReturnRequest
  action: ReturnAction | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <>
      <Dialog
        open={action === 'cancel'}
        onOpenChange={(o) => !o && onClose()}
        title={t('returns.cancel_title')}
        description={t('returns.cancel_body', { code: request.order_code })}
      >
        {action === 'cancel' && <CancelReturn request={request} onDone={onClose} />}
      </Dialog>
      <Dialog
        open={action === 'ship_back'}
        onOpenChange={(o) => !o && onClose()}
        title={t('returns.ship_back_title')}
        description={t('returns.ship_back_body', { shop: request.shop.name })}
      >
        {action === 'ship_back' && <ShipBack request={request} onDone={onClose} />}
      </Dialog>
      <Dialog
        open={action === 'dispute'}
        onOpenChange={(o) => !o && onClose()}
        title={t('returns.dispute_title')}
        description={t('returns.dispute_body')}
      >
        {action === 'dispute' && <Dispute request={request} onDone={onClose} />}
      </Dialog>
    </>
  )
}

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback)

function CancelReturn({ request, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  async function cancel() {
    setBusy(true)
    setError(undefined)
    try {
      await api.post(`/api/v1/mobile/returns/${request._id}/cancel`)
      toast(t('returns.cancelled_toast'), 'success')
      onDone()
      await refresh()
    } catch (e) {
      setError(messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('returns.keep')}
        </Button>
        <Button
          type="button"
          variant="danger"
          className="flex-1"
          loading={busy}
          onClick={() => void cancel()}
          data-testid="return-cancel-submit"
        >
          {t('returns.cancel')}
        </Button>
      </div>
    </div>
  )
}

function ShipBack({ request, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const [carrier, setCarrier] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [fields, setFields] = useState<Record<string, string>>({})

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    setFields({})
    try {
      await api.post(`/api/v1/mobile/returns/${request._id}/ship-back`, {
        ...(carrier ? { carrier } : {}),
        ...(code.trim() ? { tracking_code: code.trim() } : {}),
      })
      toast(t('returns.shipped_back_toast'), 'success')
      onDone()
      await refresh()
    } catch (e) {
      if (e instanceof ApiError && e.fields && Object.keys(e.fields).length > 0) setFields(e.fields)
      else setError(messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3" data-testid="ship-back-form">
      <FormError message={error} />
      <SelectField
        label={t('returns.carrier_label')}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        placeholder={t('returns.carrier_none')}
        options={SHIP_BACK_CARRIERS.map((c) => ({ value: c, label: t(`orders.method.${c}` as MessageKey) }))}
        error={fieldMessage(fields.carrier)}
      />
      <TextField
        label={t('returns.tracking_label')}
        hint={t('returns.tracking_hint')}
        value={code}
        maxLength={40}
        autoComplete="off"
        onChange={(e) => setCode(e.target.value)}
        error={fields.tracking_code}
      />
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className="flex-1" loading={busy} data-testid="ship-back-submit">
          {t('returns.ship_back_submit')}
        </Button>
      </div>
    </form>
  )
}

function Dispute({ request, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await api.post(`/api/v1/mobile/returns/${request._id}/dispute`, note.trim() ? { note: note.trim() } : {})
      toast(t('returns.disputed_toast'), 'success')
      onDone()
      await refresh()
    } catch (e) {
      setError(messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3" data-testid="dispute-form">
      <FormError message={error} />
      <div className="flex flex-col gap-1">
        <label htmlFor="return-dispute-note" className="text-sm font-medium text-neutral-800">
          {t('returns.dispute_note')}
        </label>
        <textarea
          id="return-dispute-note"
          value={note}
          maxLength={500}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus:border-brand-600"
        />
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className="flex-1" loading={busy} data-testid="dispute-submit">
          {t('returns.dispute_submit')}
        </Button>
      </div>
    </form>
  )
}
