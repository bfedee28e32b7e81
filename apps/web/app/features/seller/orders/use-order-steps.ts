import type { TOrder } from '@xinh/contracts'
import { useRevalidator } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import type { MessageKey } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'

type Target = Pick<TOrder, '_id' | 'code' | 'status'>

/**
 * The seller's steps on an order (docs/api/commerce.md "Orders", seller routes): each calls the
 * API, says what happened in a toast and reloads the page's data (and the layout's to-do
 * counts). A failure is thrown as the API's error (localised): the caller shows it where the
 * seller is looking (a toast on the list, the dialog's message in a dialog).
 */
export function useOrderSteps() {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const url = (o: Target, step: string) => `/api/v1/seller/orders/${o._id}/${step}`
  const done = async (message: string) => {
    toast(message, 'success')
    await revalidator.revalidate()
  }

  /** `quiet`: no toast and no reload (a bulk run says it once at the end). */
  async function confirm(o: Target, opts: { quiet?: boolean } = {}) {
    const order = await api.post<TOrder>(url(o, 'confirm'))
    if (!opts.quiet) await done(t('sc.orders.confirmed_toast', { code: o.code }))
    return order
  }

  /** Packed: the carrier is booked (its label comes back on the order), or the seller will deliver it. */
  async function prepare(o: Target, opts: { selfShipping?: boolean; quiet?: boolean } = {}) {
    const order = await api.post<TOrder>(url(o, 'prepare'), opts.selfShipping ? { self_shipping: true } : undefined)
    const message = order.self_shipping
      ? t('sc.orders.prepared_self_toast', { code: o.code })
      : order.tracking_code && order.carrier
        ? t('sc.orders.prepared_toast', { code: o.code, carrier: t(`orders.method.${order.carrier}` as MessageKey) })
        : t('sc.orders.prepared_pending_toast', { code: o.code })
    if (!opts.quiet) await done(message)
    return order
  }

  /** The courier took the parcel (the carrier's own scan does the same). */
  async function handOver(o: Target) {
    const order = await api.post<TOrder>(url(o, 'ship'), {})
    await done(t('sc.orders.handed_over_toast', { code: o.code }))
    return order
  }

  /** The seller delivers it: ready (if it was still being prepared), then on its way with their tracking code. */
  async function selfShip(o: Target, trackingCode: string) {
    if (o.status === 'preparing') await prepare(o, { selfShipping: true, quiet: true })
    const order = await api.post<TOrder>(url(o, 'ship'), { self_shipping: true, tracking_code: trackingCode })
    await done(t('sc.orders.self_shipped_toast', { code: o.code }))
    return order
  }

  async function acceptCancel(o: Target) {
    await api.post<TOrder>(url(o, 'cancel-request/accept'))
    await done(t('sc.orders.cancel_accepted_toast', { code: o.code }))
  }

  async function rejectCancel(o: Target, reason: string) {
    await api.post<TOrder>(url(o, 'cancel-request/reject'), { reason })
    await done(t('sc.orders.cancel_rejected_toast', { code: o.code }))
  }

  async function sellerCancel(o: Target, reasonId: string) {
    await api.post<TOrder>(url(o, 'cancel'), { reason_id: reasonId })
    await done(t('sc.orders.seller_cancelled_toast', { code: o.code }))
  }

  return { confirm, prepare, handOver, selfShip, acceptCancel, rejectCancel, sellerCancel, reload: () => revalidator.revalidate() }
}
