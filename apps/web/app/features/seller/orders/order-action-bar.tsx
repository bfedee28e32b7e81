import type { TOrder } from '@xinh/contracts'
import { PackageCheck, Printer, Truck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { apiMessage, hasCarrierLabel } from './format.ts'
import { LabelsDialog } from './labels-dialog.tsx'
import { RejectCancelDialog, SelfShipDialog, SellerCancelDialog } from './order-dialogs.tsx'
import { useOrderSteps } from './use-order-steps.ts'

type DialogName = 'labels' | 'self_ship' | 'accept_cancel' | 'reject_cancel' | 'seller_cancel' | null

/**
 * What only the seller may do with the order now (spec §6), from the actions the API allows:
 * confirm, prepare (the carrier is booked) or deliver it themself with a tracking code, print the
 * label and hand it over, answer a cancel request, cancel. Fixed to the bottom of a phone's
 * screen, so an order is prepared and handed over with one thumb.
 */
export function OrderActionBar({ order }: { order: TOrder }) {
  const t = useSellerT()
  const steps = useOrderSteps()
  const toast = useToast()
  const [dialog, setDialog] = useState<DialogName>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const can = (a: TOrder['actions'][number]) => order.actions.includes(a)
  const close = () => setDialog(null)
  const printable = order.status === 'to_ship' && hasCarrierLabel(order)

  async function run(name: string, step: () => Promise<unknown>) {
    setBusy(name)
    try {
      await step()
    } catch (e) {
      toast(apiMessage(e, t('common.network_error')), 'error')
    } finally {
      setBusy(null)
    }
  }

  const buttons = [
    can('confirm') && (
      <Button
        key="confirm"
        loading={busy === 'confirm'}
        onClick={() => void run('confirm', () => steps.confirm(order))}
        data-testid="order-confirm"
      >
        {t('sc.orders.confirm')}
      </Button>
    ),
    can('prepare') && (
      <Button
        key="prepare"
        loading={busy === 'prepare'}
        onClick={() => void run('prepare', () => steps.prepare(order))}
        data-testid="order-prepare"
      >
        <PackageCheck aria-hidden className="size-4" />
        {t('sc.orders.prepare')}
      </Button>
    ),
    printable && (
      <Button key="print" variant={can('prepare') ? 'secondary' : 'primary'} onClick={() => setDialog('labels')} data-testid="order-print">
        <Printer aria-hidden className="size-4" />
        {t('sc.orders.print_label')}
      </Button>
    ),
    can('ship') && printable && (
      <Button
        key="hand_over"
        variant="secondary"
        loading={busy === 'hand_over'}
        onClick={() => void run('hand_over', () => steps.handOver(order))}
        data-testid="order-hand-over"
      >
        <Truck aria-hidden className="size-4" />
        {t('sc.orders.hand_over')}
      </Button>
    ),
    (can('prepare') || (can('ship') && !printable)) && (
      <Button
        key="self_ship"
        variant={can('prepare') ? 'secondary' : 'primary'}
        onClick={() => setDialog('self_ship')}
        data-testid="order-self-ship"
      >
        {t('sc.orders.self_ship')}
      </Button>
    ),
    can('accept_cancel') && (
      <Button key="accept_cancel" variant="danger" onClick={() => setDialog('accept_cancel')} data-testid="order-accept-cancel">
        {t('sc.orders.accept_cancel')}
      </Button>
    ),
    can('reject_cancel') && (
      <Button key="reject_cancel" variant="secondary" onClick={() => setDialog('reject_cancel')} data-testid="order-reject-cancel">
        {t('sc.orders.reject_cancel')}
      </Button>
    ),
    can('seller_cancel') && (
      <Button key="seller_cancel" variant="ghost" onClick={() => setDialog('seller_cancel')} data-testid="order-seller-cancel">
        {t('sc.orders.seller_cancel')}
      </Button>
    ),
  ].filter(Boolean)

  return (
    <>
      {buttons.length > 0 && (
        <section
          aria-label={t('sc.orders.actions')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:sticky md:bottom-4 md:mt-4 md:rounded-xl md:border md:shadow-lg"
          data-testid="order-action-bar"
        >
          <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:justify-end">{buttons}</div>
        </section>
      )}
      <LabelsDialog ids={[order._id]} open={dialog === 'labels'} onClose={close} />
      <SelfShipDialog order={order} steps={steps} open={dialog === 'self_ship'} onClose={close} />
      <RejectCancelDialog order={order} steps={steps} open={dialog === 'reject_cancel'} onClose={close} />
      <SellerCancelDialog order={order} steps={steps} open={dialog === 'seller_cancel'} onClose={close} />
      <ConfirmDialog
        open={dialog === 'accept_cancel'}
        onClose={close}
        title={t('sc.orders.accept_cancel_title', { code: order.code })}
        body={t('sc.orders.accept_cancel_body')}
        confirmLabel={t('sc.orders.accept_cancel')}
        cancelLabel={t('sc.orders.keep')}
        tone="danger"
        onConfirm={() => steps.acceptCancel(order)}
        testId="accept-cancel-submit"
      />
    </>
  )
}
