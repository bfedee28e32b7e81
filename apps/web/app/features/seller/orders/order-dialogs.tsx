import { zodResolver } from '@hookform/resolvers/zod'
import {
  CANCEL_REJECT_REASON_MAX,
  errorMessage,
  type TCancelRejectInput,
  type TOrder,
  ZCancelRejectInput,
  ZOrderShipInput,
} from '@xinh/contracts'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { ReasonOptions, useReasons } from '#web/ui/reason-picker.tsx'
import { useSellerT } from '../i18n/index.ts'
import { TextAreaField } from './fields.tsx'
import { apiMessage } from './format.ts'
import type { useOrderSteps } from './use-order-steps.ts'

type Steps = ReturnType<typeof useOrderSteps>
type Props = { order: TOrder; steps: Steps; open: boolean; onClose: () => void }

/** spec §5 "A tracking code is required for self-shipping": the code of the service the seller sends it with. */
export function SelfShipDialog({ order, steps, open, onClose }: Props) {
  const t = useSellerT()
  const apiErrors = useApiErrors<{ tracking_code: string }>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<{ tracking_code: string }>({
    resolver: zodResolver(ZOrderShipInput.pick({ tracking_code: true })) as never,
    defaultValues: { tracking_code: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ tracking_code }) => {
    setFormError(undefined)
    if (!tracking_code?.trim()) {
      form.setError('tracking_code', { message: errorMessage('TRACKING_CODE_REQUIRED', t.lang) })
      return
    }
    try {
      await steps.selfShip(order, tracking_code.trim())
      form.reset()
      onClose()
    } catch (e) {
      setFormError(apiErrors(e, form.setError))
    }
  })
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('sc.orders.self_ship')} description={t('sc.orders.self_ship_body')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="self-ship-form">
        <TextField
          label={t('sc.orders.tracking_code')}
          autoComplete="off"
          maxLength={40}
          error={errors.tracking_code?.message}
          {...form.register('tracking_code')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} data-testid="self-ship-submit">
          {t('sc.orders.self_ship_submit')}
        </Button>
      </form>
    </Dialog>
  )
}

/** Declining a buyer's cancel request: the reason is required and shown to the buyer. */
export function RejectCancelDialog({ order, steps, open, onClose }: Props) {
  const t = useSellerT()
  const apiErrors = useApiErrors<TCancelRejectInput>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TCancelRejectInput>({ resolver: zodResolver(ZCancelRejectInput) as never, defaultValues: { reason: '' } })
  const { errors, isSubmitting } = form.formState
  const length = form.watch('reason')?.length ?? 0
  const submit = form.handleSubmit(async ({ reason }) => {
    setFormError(undefined)
    try {
      await steps.rejectCancel(order, reason)
      form.reset()
      onClose()
    } catch (e) {
      setFormError(apiErrors(e, form.setError))
    }
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('sc.orders.reject_cancel_title')}
      description={t('sc.orders.reject_cancel_body')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="reject-cancel-form">
        <TextAreaField
          label={t('sc.orders.reject_reason')}
          maxLength={CANCEL_REJECT_REASON_MAX}
          hint={t('sc.orders.chars', { count: length, max: CANCEL_REJECT_REASON_MAX })}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} data-testid="reject-cancel-submit">
          {t('sc.orders.reject_cancel_submit')}
        </Button>
      </form>
    </Dialog>
  )
}

/** The seller cancels (a `seller_cancel` reason is required, spec §5 "Order cancel requires a reason"). */
export function SellerCancelDialog({ order, steps, open, onClose }: Props) {
  const t = useSellerT()
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('sc.orders.seller_cancel_title', { code: order.code })}
      description={t('sc.orders.seller_cancel_body')}
    >
      {/* mounted only while open: the reasons are asked for when the seller means to cancel */}
      <SellerCancelForm order={order} steps={steps} onClose={onClose} />
    </Dialog>
  )
}

function SellerCancelForm({ order, steps, onClose }: Omit<Props, 'open'>) {
  const t = useSellerT()
  const { reasons, failed } = useReasons('seller_cancel')
  const [reason, setReason] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!reason) {
      setError(errorMessage('ORDER_CANCEL_REASON_REQUIRED', t.lang))
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await steps.sellerCancel(order, reason)
      onClose()
    } catch (err) {
      setError(apiMessage(err, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3" data-testid="seller-cancel-form">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('sc.orders.seller_cancel_reason')}</legend>
        <ReasonOptions reasons={reasons} failed={failed} name="seller-cancel-reason" value={reason} onChange={setReason} />
      </fieldset>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onClose}>
          {t('sc.orders.keep')}
        </Button>
        <Button type="submit" variant="danger" className="flex-1" loading={busy} data-testid="seller-cancel-submit">
          {t('sc.orders.seller_cancel_submit')}
        </Button>
      </div>
    </form>
  )
}
