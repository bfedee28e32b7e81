import { z } from 'zod'
import { zUserName } from './auth.ts'
import { CARRIERS, SHIPPING_METHODS } from './constants.ts'
import type { Lang } from './locale.ts'
import { zPhone } from './profile.ts'

/** Issue 5 — shipping (docs/api/shipping.md). */

/**
 * spec §4 shipping sub-statuses (not received, received, delivered unsettled, settled, delay,
 * cannot pick up or deliver, compensation order, coordinated pickup, picked up or stocked,
 * delivering, reconciled, returned) plus the carriers' "returning" and "cancelled".
 */
export const SHIPPING_SUB_STATUSES = [
  'not_received',
  'received',
  'coordinated_pickup',
  'picked_up',
  'delivering',
  'delivered_unsettled',
  'settled',
  'delay',
  'cannot_pick_up_or_deliver',
  'compensation',
  'reconciled',
  'returning',
  'returned',
  'cancelled',
] as const
export type ShippingSubStatus = (typeof SHIPPING_SUB_STATUSES)[number]

export const SHIPMENT_KINDS = ['forward', 'return'] as const

/** The carriers behind the shipping methods (CARRIERS in constants; EXPRESS is GHTK's same-day service). */
export type Carrier = (typeof CARRIERS)[number]

/** What each sub-status is called, in every language (order page, seller centre). */
export const SHIPPING_SUB_STATUS_LABELS: Record<ShippingSubStatus, Record<Lang, string>> = {
  not_received: { vi: 'Chưa tiếp nhận', en: 'Not yet received by the carrier', ko: '배송사 접수 전' },
  received: { vi: 'Đã tiếp nhận', en: 'Received by the carrier', ko: '배송사 접수 완료' },
  coordinated_pickup: { vi: 'Đã điều phối lấy hàng', en: 'Pickup scheduled', ko: '픽업 배정됨' },
  picked_up: { vi: 'Đã lấy hàng / Đã nhập kho', en: 'Picked up', ko: '픽업 완료' },
  delivering: { vi: 'Đang giao hàng', en: 'Out for delivery', ko: '배송 중' },
  delivered_unsettled: { vi: 'Đã giao hàng / Chưa đối soát', en: 'Delivered', ko: '배송 완료' },
  settled: { vi: 'Đã đối soát', en: 'Delivered and settled', ko: '배송 완료(정산됨)' },
  delay: { vi: 'Hoãn lấy / giao hàng', en: 'Delayed', ko: '픽업/배송 지연' },
  cannot_pick_up_or_deliver: {
    vi: 'Không lấy được / Không giao được hàng',
    en: 'Could not be picked up or delivered',
    ko: '픽업/배송 실패',
  },
  compensation: { vi: 'Đơn hàng bồi hoàn', en: 'Compensation order', ko: '보상 처리 주문' },
  reconciled: { vi: 'Đã đối soát công nợ trả hàng', en: 'Return reconciled', ko: '반송 정산 완료' },
  returning: { vi: 'Đang trả hàng về người gửi', en: 'Returning to the seller', ko: '판매자에게 반송 중' },
  returned: { vi: 'Đã trả hàng về người gửi', en: 'Returned to the seller', ko: '판매자에게 반송 완료' },
  cancelled: { vi: 'Đã huỷ vận đơn', en: 'Shipment cancelled', ko: '배송 취소됨' },
}

export const isShippingSubStatus = (s: unknown): s is ShippingSubStatus =>
  typeof s === 'string' && (SHIPPING_SUB_STATUSES as readonly string[]).includes(s)

/** The sub-status in `lang`; an unknown value is shown as it is. */
export function shippingSubStatusLabel(subStatus: string, lang: Lang): string {
  return isShippingSubStatus(subStatus) ? SHIPPING_SUB_STATUS_LABELS[subStatus][lang] : subStatus
}

// ----- seller settings (/ban-hang/cai-dat/van-chuyen) ----------------------------------------

export const ZPickupAddressInput = z.strictObject({
  name: zUserName,
  phone: zPhone,
  province_code: z.string({ error: 'v.province' }).regex(/^\d{2}$/, { error: 'v.province' }),
  ward_code: z.string({ error: 'v.ward' }).regex(/^\d{5}$/, { error: 'v.ward' }),
  street: z.string({ error: 'v.street' }).trim().min(1, { error: 'v.street' }).max(200, { error: 'v.too_long' }),
})
export type TPickupAddressInput = z.input<typeof ZPickupAddressInput>

/**
 * `methods`: the shipping methods buyers may choose for this shop (at least one unless the shop
 * ships itself). `self_shipping`: the shop hands its parcels over itself (with a tracking code)
 * instead of a carrier pickup being booked when an order is prepared.
 */
export const ZShippingSettingsInput = z
  .strictObject({
    methods: z
      .array(z.enum(SHIPPING_METHODS, { error: 'v.invalid' }))
      .max(SHIPPING_METHODS.length)
      .transform((m) => SHIPPING_METHODS.filter((x) => m.includes(x))),
    self_shipping: z.boolean(),
    pickup_address: ZPickupAddressInput.nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.methods.length === 0 && !v.self_shipping) ctx.addIssue({ code: 'custom', path: ['methods'], message: 'v.required' })
  })
export type TShippingSettingsInput = z.input<typeof ZShippingSettingsInput>

export const ZPickupAddress = z.object({
  name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  city: z.string(),
  ward_code: z.string(),
  ward: z.string(),
  street: z.string(),
})
export const ZShippingSettings = z.object({
  methods: z.array(z.enum(SHIPPING_METHODS)),
  self_shipping: z.boolean(),
  pickup_address: ZPickupAddress.nullable(),
})
export type TShippingSettings = z.infer<typeof ZShippingSettings>

// ----- shipment and its timeline (order page) --------------------------------------------------

export const ZShipmentEvent = z.object({
  at: z.string(),
  /** The carrier's own status code (GHTK status_id, Viettel Post ORDER_STATUS). */
  status_code: z.number(),
  sub_status: z.enum(SHIPPING_SUB_STATUSES),
  /** The sub-status in the reader's language. */
  label: z.string(),
  /** The carrier's reason or note, when it gave one. */
  reason: z.string().nullable(),
})
export type TShipmentEvent = z.infer<typeof ZShipmentEvent>

export const ZShipment = z.object({
  _id: z.string(),
  carrier: z.enum(CARRIERS),
  /** The carrier's tracking label (GHTK label_id, Viettel Post ORDER_NUMBER). */
  label: z.string(),
  status_code: z.number(),
  sub_status: z.enum(SHIPPING_SUB_STATUSES),
  sub_status_label: z.string(),
  is_express: z.boolean(),
  fee: z.number(),
  cod_amount: z.number(),
  weight: z.number(),
  cancelled: z.boolean(),
  created_at: z.string(),
  /** Oldest first. */
  events: z.array(ZShipmentEvent),
})
export type TShipment = z.infer<typeof ZShipment>

/** A parcel's printable label: the carrier's code and, where the carrier gives one, a URL. */
export const ZShipmentLabel = z.object({ carrier: z.enum(CARRIERS), label: z.string(), code: z.string(), url: z.string().nullable() })
export type TShipmentLabel = z.infer<typeof ZShipmentLabel>

// ----- the carrier simulator's dev page (/dev-gateway/carrier) --------------------------------

export const CARRIER_SIM_TARGETS = ['picked_up', 'delivered', 'returned'] as const
export type CarrierSimTarget = (typeof CARRIER_SIM_TARGETS)[number]
export const ZCarrierSimAdvanceInput = z.strictObject({ to: z.enum(CARRIER_SIM_TARGETS).optional() })
