import type { TOrder } from '@xinh/contracts'
import { AlertTriangle, CreditCard, Undo2 } from 'lucide-react'
import { Suspense, lazy, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { track } from '#web/features/tracking/track.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ReasonOptions, useReasons } from '#web/ui/reason-picker.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

type Props = {
  order: Pick<TOrder, '_id' | 'code' | 'actions' | 'items' | 'total' | 'payment_method' | 'pay_before'>
  className?: string
}

// Paying and asking for a return are dialogs of their own, loaded when first opened.
const PayDialog = lazy(() => import('#web/features/payments/pay-dialog.tsx'))
const ReturnDialog = lazy(() => import('#web/features/returns/return-dialog.tsx'))

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

/**
 * The buyer's buttons for an order, from the actions the API says are possible now: pay (an
 * unpaid online order), cancel (or ask to cancel) with a reason, confirm received, ask for a
 * return and refund, buy again. After a change the page's data reload.
 */
export function OrderActions({ order, className = '' }: Props) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'cancel' | 'received' | 'pay' | 'return' | null>(null)
  // a lazy dialog stays mounted once opened, so that it can animate closed and hand the focus back
  const [opened, setOpened] = useState<{ pay?: boolean; return?: boolean }>({})
  const openLazy = (d: 'pay' | 'return') => {
    setOpened((o) => ({ ...o, [d]: true }))
    setDialog(d)
  }
  const [busy, setBusy] = useState<'received' | 'repurchase' | null>(null)
  const can = (a: TOrder['actions'][number]) => order.actions.includes(a)
  const requestOnly = can('request_cancel')

  async function confirmReceived() {
    setBusy('received')
    try {
      await api.post(`/api/v1/mobile/orders/${order._id}/confirm-received`)
      setDialog(null)
      toast(t('orders.received_toast'), 'success')
      await refresh()
    } catch (error) {
      toast(message(error, t('common.network_error')), 'error')
    } finally {
      setBusy(null)
    }
  }

  async function repurchase() {
    setBusy('repurchase')
    try {
      const { cart_item_ids, skipped } = await api.post<{ cart_item_ids: string[]; skipped: number }>(
        `/api/v1/mobile/orders/${order._id}/repurchase`,
      )
      track('RepurchaseOrder', { object_id: order._id, metadata: { items: cart_item_ids.length } }) // trackwire (issue 18)
      toast(t('orders.repurchased_toast', { count: cart_item_ids.length }), 'success')
      if (skipped > 0) toast(t('orders.repurchase_skipped', { count: skipped }), 'info')
      navigate('/gio-hang')
    } catch (error) {
      toast(message(error, t('common.network_error')), 'error')
    } finally {
      setBusy(null)
    }
  }

  if (!order.actions.length) return null
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      {can('pay') && (
        <Button onClick={() => openLazy('pay')} data-testid="order-pay">
          <CreditCard aria-hidden className="size-4" />
          {t('payment.pay_now')}
        </Button>
      )}
      {(can('cancel') || requestOnly) && (
        <Button variant="secondary" onClick={() => setDialog('cancel')} data-testid="order-cancel">
          {requestOnly ? t('orders.request_cancel') : t('orders.cancel')}
        </Button>
      )}
      {can('confirm_received') && (
        <Button onClick={() => setDialog('received')} data-testid="order-confirm-received">
          {t('orders.confirm_received')}
        </Button>
      )}
      {can('request_return') && (
        <Button variant="secondary" onClick={() => openLazy('return')} data-testid="order-request-return">
          <Undo2 aria-hidden className="size-4" />
          {t('returns.request')}
        </Button>
      )}
      {can('repurchase') && (
        <Button
          variant={can('confirm_received') ? 'secondary' : 'primary'}
          loading={busy === 'repurchase'}
          onClick={() => void repurchase()}
          data-testid="order-repurchase"
        >
          {t('orders.repurchase')}
        </Button>
      )}
      {opened.pay && (
        <Suspense fallback={null}>
          <PayDialog order={order} open={dialog === 'pay'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {opened.return && (
        <Suspense fallback={null}>
          <ReturnDialog order={order} source="order" open={dialog === 'return'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <Dialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={requestOnly ? t('orders.request_cancel_title') : t('orders.cancel_title')}
      >
        {dialog === 'cancel' && <CancelForm orderId={order._id} requestOnly={requestOnly} onDone={() => setDialog(null)} />}
      </Dialog>
      <Dialog
        open={dialog === 'received'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('orders.confirm_received_title')}
        description={t('orders.confirm_received_body', { code: order.code })}
      >
        <div className="flex gap-2">
          <Button type="button" variant="secondary" className="flex-1" onClick={() => setDialog(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="button"
            className="flex-1"
            loading={busy === 'received'}
            onClick={() => void confirmReceived()}
            data-testid="order-confirm-received-submit"
          >
            {t('orders.confirm_received')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

/** The cancel form: a reason from GET /api/v1/public/reasons (spec §5: required) and the "cannot be undone" warning. */
function CancelForm({ orderId, requestOnly, onDone }: { orderId: string; requestOnly: boolean; onDone: () => void }) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const id = useId()
  const { reasons, failed: loadFailed } = useReasons('cancel')
  const [reasonId, setReasonId] = useState<string>()
  const [error, setError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!reasonId) {
      setError(t('orders.cancel_reason_required'))
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      const order = await api.post<TOrder>(`/api/v1/mobile/orders/${orderId}/cancel`, { reason_id: reasonId })
      track('CancelOrder', { object_id: orderId, metadata: { reason: reasonId } }) // trackwire (issue 18)
      toast(order.status === 'cancel_pending' ? t('orders.cancel_requested_toast') : t('orders.cancelled_toast'), 'success')
      onDone()
      await refresh()
    } catch (e) {
      setError(message(e, t('common.network_error')))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="cancel-form">
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" id={`${id}-warning`}>
        <AlertTriangle aria-hidden className="size-5 shrink-0" />
        {requestOnly ? t('orders.request_cancel_warning') : t('orders.cancel_warning')}
      </p>
      <FormError message={error} />
      <fieldset aria-describedby={`${id}-warning`} aria-invalid={Boolean(error) || undefined}>
        <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('orders.cancel_reason_label')}</legend>
        <ReasonOptions
          reasons={reasons}
          failed={loadFailed}
          name="reason_id"
          value={reasonId}
          onChange={(id) => {
            setReasonId(id)
            setError(undefined)
          }}
        />
      </fieldset>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('orders.keep')}
        </Button>
        <Button type="submit" variant="danger" className="flex-1" loading={submitting} disabled={loadFailed} data-testid="cancel-submit">
          {requestOnly ? t('orders.request_cancel_submit') : t('orders.cancel_submit')}
        </Button>
      </div>
    </form>
  )
}
