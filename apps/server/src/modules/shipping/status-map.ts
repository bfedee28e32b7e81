import type { Carrier, ShippingSubStatus } from '@xinh/contracts'

/**
 * The carriers' status codes mapped onto spec §4's shipping sub-statuses and onto the order's
 * state machine (INTEGRATIONS.md lists the codes).
 *
 * `steps` are the order transitions a report implies, taken in turn by the carrier and each only
 * when the order's state allows it: a parcel reported delivered is also picked up, so an order
 * whose "picked up" webhook was lost still ends up shipping, then delivered. Cancellations only
 * change the sub-status.
 */
export type OrderStep = 'ship' | 'deliver' | 'carrier_return'
export type StatusMapping = { subStatus: ShippingSubStatus; steps: readonly OrderStep[]; name: string }

const m = (subStatus: ShippingSubStatus, steps: readonly OrderStep[], name: string): StatusMapping => ({ subStatus, steps, name })
const PICKED: readonly OrderStep[] = ['ship']
const DELIVERED: readonly OrderStep[] = ['ship', 'deliver']
const RETURNED: readonly OrderStep[] = ['ship', 'carrier_return']

/** GHTK status_id (INTEGRATIONS.md "GHTK"). */
export const GHTK_STATUSES: Readonly<Record<number, StatusMapping>> = {
  [-1]: m('cancelled', [], 'Hủy đơn hàng'),
  1: m('not_received', [], 'Chưa tiếp nhận'),
  2: m('received', [], 'Đã tiếp nhận'),
  3: m('picked_up', PICKED, 'Đã lấy hàng/Đã nhập kho'),
  4: m('delivering', PICKED, 'Đã điều phối giao hàng/Đang giao hàng'),
  5: m('delivered_unsettled', DELIVERED, 'Đã giao hàng/Chưa đối soát'),
  6: m('settled', DELIVERED, 'Đã đối soát'),
  7: m('cannot_pick_up_or_deliver', [], 'Không lấy được hàng'),
  8: m('delay', [], 'Hoãn lấy hàng'),
  9: m('cannot_pick_up_or_deliver', PICKED, 'Không giao được hàng'),
  10: m('delay', PICKED, 'Delay giao hàng'),
  11: m('reconciled', RETURNED, 'Đã đối soát công nợ trả hàng'),
  12: m('coordinated_pickup', [], 'Đã điều phối lấy hàng/Đang lấy hàng'),
  13: m('compensation', [], 'Đơn hàng bồi hoàn'),
  20: m('returning', PICKED, 'Đang trả hàng (COD cầm hàng đi trả)'),
  21: m('returned', RETURNED, 'Đã trả hàng (COD đã trả xong hàng)'),
}

/** Viettel Post ORDER_STATUS (INTEGRATIONS.md "Viettel Post"). */
export const VTP_STATUSES: Readonly<Record<number, StatusMapping>> = {
  101: m('cancelled', [], 'ViettelPost yêu cầu hủy đơn hàng'),
  102: m('not_received', [], 'Đơn hàng chờ xử lý'),
  103: m('received', [], 'Giao cho bưu cục'),
  104: m('coordinated_pickup', [], 'Giao cho Bưu tá đi nhận'),
  105: m('picked_up', PICKED, 'Bưu tá đã nhận hàng'),
  107: m('cancelled', [], 'Đối tác yêu cầu hủy qua API'),
  200: m('picked_up', PICKED, 'Nhận từ bưu tá - Bưu cục gốc'),
  201: m('cancelled', [], 'Hủy nhập phiếu gửi'),
  300: m('picked_up', PICKED, 'Khai thác đi'),
  400: m('picked_up', PICKED, 'Khai thác đến'),
  500: m('delivering', PICKED, 'Giao bưu tá đi phát'),
  501: m('delivered_unsettled', DELIVERED, 'Phát thành công'),
  502: m('returning', PICKED, 'Chuyển hoàn bưu cục gốc'),
  503: m('cancelled', [], 'Hủy - Theo yêu cầu khách hàng'),
  504: m('returned', RETURNED, 'Thành công - Chuyển trả người gửi'),
  505: m('cannot_pick_up_or_deliver', PICKED, 'Tồn - Thông báo chuyển hoàn bưu cục gốc'),
  506: m('cannot_pick_up_or_deliver', PICKED, 'Tồn - Khách hàng nghỉ, không có nhà'),
  507: m('delay', PICKED, 'Tồn - Khách hàng đến bưu cục nhận'),
  508: m('delivering', PICKED, 'Phát tiếp'),
  515: m('returning', PICKED, 'Bưu cục phát duyệt hoàn'),
  550: m('delivering', PICKED, 'Đơn vị yêu cầu phát tiếp'),
}

const TABLES: Record<Carrier, Readonly<Record<number, StatusMapping>>> = { GHTK: GHTK_STATUSES, VIETTEL_POST: VTP_STATUSES }

/** The meaning of a carrier's status code, or undefined for a code the table does not know. */
export function mapStatus(carrier: Carrier, code: number): StatusMapping | undefined {
  return TABLES[carrier][code]
}

/** The status a new parcel starts in, as each carrier reports it. */
export const INITIAL_STATUS: Record<Carrier, number> = { GHTK: 1, VIETTEL_POST: 102 }
/** The status a parcel is in once we cancelled it (GHTK -1; Viettel Post 107 "partner cancelled via API"). */
export const CANCELLED_STATUS: Record<Carrier, number> = { GHTK: -1, VIETTEL_POST: 107 }

/**
 * Whether the carrier still lets us cancel: GHTK only before pickup (1, 2, 12); Viettel Post
 * below 200 except picked up (105) and the final refused/cancelled ones (101, 107).
 */
export function isCancellable(carrier: Carrier, code: number): boolean {
  if (carrier === 'GHTK') return code === 1 || code === 2 || code === 12
  return code < 200 && code !== 105 && code !== 107 && code !== 101
}

/**
 * How far along a sub-status is. Carriers stamp times to the second, so two reports can carry
 * the same time: the one further along wins the tie.
 */
const PROGRESS: Record<ShippingSubStatus, number> = {
  not_received: 0,
  received: 1,
  coordinated_pickup: 2,
  delay: 3,
  cannot_pick_up_or_deliver: 3,
  picked_up: 4,
  delivering: 5,
  returning: 6,
  delivered_unsettled: 7,
  settled: 8,
  returned: 8,
  reconciled: 9,
  compensation: 9,
  cancelled: 9,
}

/** True when a report at `at` with `sub` should replace the shown status (`current` at `currentAt`). */
export function isNewer(at: Date, sub: ShippingSubStatus, currentAt: Date | null, current: ShippingSubStatus): boolean {
  if (!currentAt) return true
  if (at.getTime() !== currentAt.getTime()) return at.getTime() > currentAt.getTime()
  return PROGRESS[sub] > PROGRESS[current]
}
