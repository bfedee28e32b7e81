import {
  type Carrier,
  isShippingSubStatus,
  type Lang,
  SHIPPING_METHODS,
  type ShippingMethod,
  type ShippingSubStatus,
  shippingSubStatusLabel,
  type TShipment,
  type TShipmentLabel,
  type TShippingSettings,
  type TShippingSettingsInput,
  zId,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { type Actor, requireUser } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { inTransaction as retryingTransaction } from '#server/platform/db/transaction.ts'
import { AppError, isAppError } from '#server/platform/errors.ts'
import type { OrdersService, Transitioned } from '#server/modules/orders/index.ts'
import type { AddressSnapshot } from '#server/modules/orders/orders.tables.ts'
import { findProvince, findWard } from '#server/modules/profile/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import type { CarrierAdapter, CarrierContact, WebhookRequest } from './carriers/types.ts'
import { carrierOfMethod, createQuoter } from './quoter.ts'
import { MIN_WEIGHT_GRAMS } from './rates.ts'
import * as repo from './shipping.repo.ts'
import { createLabelPrinter } from './shipping-labels.ts'
import { CANCELLED_STATUS, INITIAL_STATUS, isCancellable, isNewer, mapStatus } from './status-map.ts'

export type ShippingDeps = {
  db: Db
  orders: Pick<OrdersService, 'findOrder' | 'setShippingInfo' | 'transitionIn' | 'announce' | 'onCommitted'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  adapters: Record<Carrier, CarrierAdapter>
  log: FastifyBaseLogger
}

type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['findOrder']>>>

/** A shop that never saved its settings offers every method, carrier-booked, from its province. */
const DEFAULT_SETTINGS: TShippingSettings = { methods: [...SHIPPING_METHODS], self_shipping: false, pickup_address: null }
/** A self-shipping shop with no carrier method prices its deliveries by the standard carriers' table. */
const SELF_SHIPPING_METHODS: readonly ShippingMethod[] = ['GHTK', 'VIETTEL_POST']
const isCarrierMethod = (m: string): m is ShippingMethod => (SHIPPING_METHODS as readonly string[]).includes(m)
const SWEEP_BATCH = 50
const SWEEP_MAX = 500

export type WebhookOutcome = 'applied' | 'older' | 'duplicate' | 'unknown_label' | 'unknown_status'

export function createShippingService({ db, orders, shops, adapters, log }: ShippingDeps) {
  const requireSellerShop = sellerAccess(shops)

  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retryingTransaction(db, fn)

  // ----- settings -----------------------------------------------------------------------------

  function presentSettings(row: repo.SettingsRow | undefined): TShippingSettings {
    if (!row) return { ...DEFAULT_SETTINGS, methods: [...DEFAULT_SETTINGS.methods] }
    const a = row.pickupAddress
    return {
      methods: SHIPPING_METHODS.filter((m) => row.methods.includes(m)),
      self_shipping: row.selfShipping,
      pickup_address: a
        ? {
            name: a.name,
            phone: a.phone,
            province_code: a.province_code,
            city: a.city,
            ward_code: a.ward_code,
            ward: a.ward,
            street: a.street,
          }
        : null,
    }
  }

  /** A shop's shipping settings (the defaults when it never saved any). */
  async function settingsOf(shopId: string, dbx: DbOrTx = db): Promise<TShippingSettings> {
    return presentSettings(zId.safeParse(shopId).success ? await repo.findSettings(dbx, shopId) : undefined)
  }

  async function getSettings({ actor }: { actor: Actor }) {
    const { shopId } = await requireSellerShop(actor)
    return settingsOf(shopId)
  }

  /** PUT /api/v1/seller/settings/shipping: the province and ward must exist and belong together. */
  async function updateSettings({
    actor,
    input,
    lang,
  }: {
    actor: Actor
    input: TShippingSettingsInput & { methods: ShippingMethod[] }
    lang: Lang
  }) {
    const { shopId } = await requireSellerShop(actor)
    let pickupAddress: AddressSnapshot | null = null
    if (input.pickup_address) {
      const a = input.pickup_address
      const province = findProvince(a.province_code)
      if (!province) throw AppError.fields({ 'pickup_address.province_code': 'v.province' }, lang)
      const ward = findWard(a.ward_code)
      if (!ward || ward.province_code !== province.code) throw AppError.fields({ 'pickup_address.ward_code': 'v.ward' }, lang)
      pickupAddress = {
        name: a.name,
        phone: a.phone,
        province_code: province.code,
        city: province.name,
        ward_code: ward.code,
        ward: ward.name,
        street: a.street,
        country: 'VN',
      }
    }
    const row = await repo.saveSettings(db, shopId, { methods: input.methods, selfShipping: input.self_shipping, pickupAddress })
    return presentSettings(row)
  }

  const quoter = createQuoter({
    adapters,
    log,
    settingsOf: async (shopId, dbx) => {
      const s = await settingsOf(shopId, dbx)
      return {
        methods: s.self_shipping && s.methods.length === 0 ? SELF_SHIPPING_METHODS : s.methods,
        pickupProvince: s.pickup_address?.province_code ?? null,
      }
    },
  })

  // ----- booking and cancelling parcels --------------------------------------------------------

  const contactOf = (a: {
    name: string
    phone: string
    province_code: string
    city: string
    ward_code?: string | null
    ward?: string | null
    street: string
  }): CarrierContact => ({
    name: a.name,
    phone: a.phone,
    street: a.street,
    province_code: a.province_code,
    province: a.city,
    ward_code: a.ward_code || null,
    ward: a.ward || null,
  })

  /** Where the carrier picks up: the shop's pickup address, else its province (name and owner's phone). */
  async function pickupOf(shopId: string, settings: TShippingSettings): Promise<CarrierContact> {
    if (settings.pickup_address) return contactOf(settings.pickup_address)
    const shop = await repo.shopPlace(db, shopId)
    const code = shop?.provinceCode && findProvince(shop.provinceCode) ? shop.provinceCode : '79'
    return contactOf({
      name: shop?.name ?? 'Xinh',
      phone: shop?.phone ?? '',
      province_code: code,
      city: findProvince(code)!.name,
      street: shop?.name ?? '',
    })
  }

  /** Whether the order is to be booked with a carrier now. */
  const wantsCarrier = (order: OrderRow, settings: TShippingSettings) =>
    order.status === 'to_ship' && !order.selfShipping && isCarrierMethod(order.shippingMethod) && !settings.self_shipping

  /**
   * Books the carrier parcel of an order that is to ship (pickup, weight from the products, COD
   * amount for cash orders, express flag). The carrier call runs outside any transaction; the
   * partner id makes a retried booking find the first parcel instead of making a second one.
   * Returns the active shipment, or null when the order is not (or no longer) for a carrier.
   */
  async function createShipmentFor(orderId: string): Promise<repo.ShipmentRow | null> {
    const order = await orders.findOrder(orderId)
    if (!order) return null
    const settings = await settingsOf(order.shopId)
    if (!wantsCarrier(order, settings)) return null
    const existing = await repo.activeShipment(db, order.id)
    if (existing) return existing
    const method = order.shippingMethod as ShippingMethod
    const carrier = carrierOfMethod(method)
    const lines = await repo.orderLines(db, order.id)
    const weight = Math.max(
      MIN_WEIGHT_GRAMS,
      lines.reduce((w, l) => w + l.weight * l.quantity, 0),
    )
    const previous = await repo.countShipments(db, order.id)
    const codAmount = order.paymentMethod === 'COD' ? order.total : 0
    const booked = await adapters[carrier].create({
      partnerId: previous === 0 ? order.id : `${order.id}-${previous + 1}`,
      pickup: await pickupOf(order.shopId, settings),
      receiver: contactOf(order.address),
      items: lines.map((l) => ({ name: l.name, quantity: l.quantity, weightGrams: l.weight })),
      weightGrams: weight,
      codAmount,
      value: order.subtotal,
      express: method === 'EXPRESS',
      note: order.note,
    })
    const statusCode = mapStatus(carrier, booked.statusCode) ? booked.statusCode : INITIAL_STATUS[carrier]
    const subStatus = mapStatus(carrier, statusCode)!.subStatus
    const row = await inTransaction(async (tx) => {
      const inserted = await repo.insertShipment(tx, {
        orderId: order.id,
        kind: 'forward',
        carrier,
        label: booked.label,
        statusCode,
        subStatus,
        fee: booked.fee,
        weight,
        codAmount,
        isExpress: method === 'EXPRESS',
      })
      if (inserted) await orders.setShippingInfo(tx, order.id, { carrier, trackingCode: booked.label, shippingSubStatus: subStatus })
      return inserted
    })
    if (!row) return (await repo.activeShipment(db, order.id)) ?? null
    log.info({ orderId: order.id, carrier, label: row.label }, 'carrier parcel booked')
    // cancelled or self-shipped while we were at the carrier: take the parcel back
    const now = await orders.findOrder(order.id)
    if (now && (now.status === 'cancelled' || now.selfShipping)) await cancelShipment(row)
    return row
  }

  /** Cancels a parcel at its carrier, then in our books. False when the carrier keeps it (picked up). */
  async function cancelShipment(s: repo.ShipmentRow): Promise<boolean> {
    if (s.cancelledAt) return true
    const carrier = s.carrier as Carrier
    if (!isCancellable(carrier, s.statusCode)) {
      log.warn({ label: s.label, status: s.statusCode }, 'parcel already with the carrier: not cancelled')
      return false
    }
    try {
      await adapters[carrier].cancel(s.label)
    } catch (error) {
      if (isAppError(error) && error.code === 'SHIPMENT_NOT_CANCELLABLE') {
        log.warn({ label: s.label }, 'carrier refused to cancel the parcel')
        return false
      }
      throw error
    }
    await repo.markCancelled(db, s.id, CANCELLED_STATUS[carrier])
    log.info({ orderId: s.orderId, label: s.label }, 'carrier parcel cancelled')
    return true
  }

  async function cancelActiveShipment(orderId: string) {
    const s = await repo.activeShipment(db, orderId)
    return s ? cancelShipment(s) : true
  }

  /**
   * After an order's status change committed: `prepare` books the parcel; a cancellation or a
   * seller's own delivery (self-shipping) takes it back. Failures are logged by the orders module;
   * the sweeper job finishes the work.
   */
  async function onOrderCommitted(t: Transitioned) {
    if (t.action === 'prepare') await createShipmentFor(t.order.id)
    else if (t.to === 'cancelled') await cancelActiveShipment(t.order.id)
    else if (t.action === 'ship' && t.actor.role !== 'carrier') {
      if (t.order.selfShipping) {
        // the seller delivers it: no carrier sub-status on the order any more
        if (t.order.shippingSubStatus) await inTransaction((tx) => orders.setShippingInfo(tx, t.order.id, { shippingSubStatus: null }))
        await cancelActiveShipment(t.order.id)
      } else if (!t.order.trackingCode) {
        // handed to the booked carrier without retyping its label: keep the label on the order
        const s = await repo.activeShipment(db, t.order.id)
        if (s) await inTransaction((tx) => orders.setShippingInfo(tx, t.order.id, { carrier: s.carrier, trackingCode: s.label }))
      }
    }
  }
  orders.onCommitted(onOrderCommitted)

  /**
   * Job (every minute): books the parcels a failed carrier call left unbooked, and takes back
   * the parcels of orders cancelled or self-shipped whose cancellation did not reach the carrier.
   */
  async function sweep() {
    let booked = 0
    let cancelled = 0
    // page through them all (up to SWEEP_MAX a run): an order the carrier keeps refusing must not hold up the others
    let after: string | null = null
    for (let seen = 0; seen < SWEEP_MAX; ) {
      const batch = await repo.ordersWithoutShipment(db, SHIPPING_METHODS, after, SWEEP_BATCH)
      for (const { id } of batch) {
        try {
          if (await createShipmentFor(id)) booked++
        } catch (err) {
          log.warn({ err, orderId: id }, 'shipment booking failed, will retry')
        }
      }
      seen += batch.length
      if (batch.length < SWEEP_BATCH) break
      after = batch.at(-1)!.id
    }
    for (const s of await repo.unwantedShipments(db, SWEEP_BATCH)) {
      if (!isCancellable(s.carrier as Carrier, s.statusCode)) continue
      try {
        if (await cancelShipment(s)) cancelled++
      } catch (err) {
        log.warn({ err, label: s.label }, 'shipment cancel failed, will retry')
      }
    }
    return { booked, cancelled }
  }

  // ----- webhooks -----------------------------------------------------------------------------

  /**
   * A carrier's status report (verified by the adapter: a wrong secret is WEBHOOK_UNAUTHORIZED and
   * changes nothing). In one transaction, with the shipment locked so reports of one parcel go one
   * at a time: the event is stored once (a duplicate stops here); only a report newer than the
   * status shown moves the shipment, the order's sub-status and the order itself (an older one
   * arriving late stays in the timeline). Order transitions the report implies that the order's
   * state no longer allows are skipped. The buyer is told after the commit.
   */
  async function receiveWebhook(carrier: Carrier, req: WebhookRequest): Promise<WebhookOutcome> {
    const report = adapters[carrier].parseWebhook(req)
    const mapping = mapStatus(carrier, report.statusCode)
    if (!mapping) {
      log.warn({ carrier, label: report.label, status: report.statusCode }, 'unknown carrier status ignored')
      return 'unknown_status'
    }
    const { outcome, transitions } = await inTransaction(async (tx) => {
      const done: Transitioned[] = []
      const s = await repo.lockShipmentByLabel(tx, carrier, report.label)
      if (!s) return { outcome: 'unknown_label' as const, transitions: done }
      const event = await repo.insertEvent(tx, {
        shipmentId: s.id,
        statusCode: report.statusCode,
        subStatus: mapping.subStatus,
        actionAt: report.actionAt,
        reason: report.reason,
        payload: report.payload,
      })
      if (!event) return { outcome: 'duplicate' as const, transitions: done }
      const current = isShippingSubStatus(s.subStatus) ? s.subStatus : 'not_received'
      if (!isNewer(report.actionAt, mapping.subStatus, s.lastActionAt, current)) return { outcome: 'older' as const, transitions: done }
      await repo.setShipmentStatus(tx, s.id, { statusCode: report.statusCode, subStatus: mapping.subStatus, lastActionAt: report.actionAt })
      const order = await orders.findOrder(s.orderId, tx)
      // the order follows this parcel unless the seller delivers it or it points at another parcel
      const follows = order && !order.selfShipping && (order.trackingCode === null || order.trackingCode === s.label)
      if (order && follows) {
        if (!s.cancelledAt) {
          for (const step of mapping.steps) {
            try {
              done.push(await orders.transitionIn(tx, order.id, step, { role: 'carrier' }, { carrier, trackingCode: s.label }))
            } catch (error) {
              if (!(isAppError(error) && error.code === 'ORDER_STATUS_CONFLICT')) throw error
            }
          }
        }
        await orders.setShippingInfo(tx, order.id, { shippingSubStatus: mapping.subStatus, carrier, trackingCode: s.label })
      }
      return { outcome: 'applied' as const, transitions: done }
    })
    for (const t of transitions) await orders.announce(t)
    if (outcome === 'unknown_label') log.warn({ carrier, label: report.label }, 'webhook for an unknown parcel ignored')
    return outcome
  }

  // ----- reading ------------------------------------------------------------------------------

  async function present(s: repo.ShipmentRow, lang: Lang): Promise<TShipment> {
    const events = await repo.eventsOf(db, s.id)
    const sub = (v: string): ShippingSubStatus => (isShippingSubStatus(v) ? v : 'not_received')
    return {
      _id: s.id,
      carrier: s.carrier as Carrier,
      label: s.label,
      status_code: s.statusCode,
      sub_status: sub(s.subStatus),
      sub_status_label: shippingSubStatusLabel(s.subStatus, lang),
      is_express: s.isExpress,
      fee: s.fee,
      cod_amount: s.codAmount,
      weight: s.weight,
      cancelled: s.cancelledAt !== null,
      created_at: s.createdAt.toISOString(),
      events: events.map((e) => ({
        at: e.actionAt.toISOString(),
        status_code: e.statusCode,
        sub_status: sub(e.subStatus),
        label: shippingSubStatusLabel(e.subStatus, lang),
        reason: e.reason,
      })),
    }
  }

  /** The order's carrier parcel and its timeline; null when none was booked or the seller delivers it. */
  async function shipmentOf(order: OrderRow, lang: Lang): Promise<TShipment | null> {
    if (order.selfShipping) return null
    const s = await repo.latestShipment(db, order.id)
    return s ? present(s, lang) : null
  }

  async function buyerShipment({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    const user = requireUser(actor, { allowGuest: true })
    const order = await orders.findOrder(id)
    if (!order || order.buyerId !== user.userId) throw new AppError('ORDER_NOT_FOUND')
    return shipmentOf(order, lang)
  }

  async function shopOrder(actor: Actor, id: string) {
    const { shopId } = await requireSellerShop(actor)
    const order = await orders.findOrder(id)
    if (!order || order.shopId !== shopId) throw new AppError('ORDER_NOT_FOUND')
    return order
  }

  async function sellerShipment({ actor, lang, id }: { actor: Actor; lang: Lang; id: string }) {
    return shipmentOf(await shopOrder(actor, id), lang)
  }

  async function activeShipmentOf(actor: Actor, id: string) {
    const order = await shopOrder(actor, id)
    const s = await repo.activeShipment(db, order.id)
    if (!s) throw new AppError('SHIPMENT_NOT_FOUND')
    return { order, shipment: s }
  }

  /** The printable label: GHTK's PDF (through us: it needs our token), Viettel Post's print page. */
  async function sellerLabel({ actor, id }: { actor: Actor; id: string }): Promise<TShipmentLabel> {
    const { order, shipment } = await activeShipmentOf(actor, id)
    const carrier = shipment.carrier as Carrier
    const adapter = adapters[carrier]
    if (adapter.labelPdf) {
      return { carrier, label: shipment.label, code: shipment.label, url: `/api/v1/seller/orders/${order.id}/shipment/label.pdf` }
    }
    const { code, url } = await adapter.label(shipment.label)
    return { carrier, label: shipment.label, code, url }
  }

  async function sellerLabelPdf({ actor, id }: { actor: Actor; id: string }) {
    const { shipment } = await activeShipmentOf(actor, id)
    const adapter = adapters[shipment.carrier as Carrier]
    if (!adapter.labelPdf) throw new AppError('SHIPMENT_NOT_FOUND')
    return { label: shipment.label, pdf: await adapter.labelPdf(shipment.label) }
  }

  return {
    // checkout
    quoter,
    settingsOf,
    // seller
    getSettings,
    updateSettings,
    sellerShipment,
    sellerLabel,
    sellerLabelPdf,
    // many orders' labels at once
    ...createLabelPrinter({ db, shops, adapters }),
    // buyer
    buyerShipment,
    // carriers and jobs
    receiveWebhook,
    createShipmentFor,
    cancelActiveShipment,
    sweep,
  }
}
export type ShippingService = ReturnType<typeof createShippingService>
