import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer } from '../../../test/order-fixtures.ts'
import {
  advanceParcel,
  eventsOf,
  ghtkWebhook,
  historyOf,
  listeningApp,
  orderRow,
  sellerAction,
  sellerWithProduct,
  shipmentsOf,
  shopOrder,
  simSecrets,
} from '../../../test/shipping-fixtures.ts'
import { formatVtpTime } from './carriers/http.ts'
import { devCarrierParcels, shopShippingSettings } from './shipping.tables.ts'

let t: TestApp
let shop: Awaited<ReturnType<typeof sellerWithProduct>>

beforeAll(async () => {
  t = await listeningApp()
  shop = await sellerWithProduct(t)
})
afterAll(() => t.close())

/** An order of the shop, prepared by the seller (to_ship), with its parcel booked. */
async function prepared(opts: Parameters<typeof shopOrder>[2] = {}) {
  const { order, buyer } = await shopOrder(t, shop, opts)
  const res = await sellerAction(t, shop.seller.headers, order.id, 'prepare')
  expect(res.statusCode, res.body).toBe(200)
  const [shipment] = await shipmentsOf(t, order.id)
  return { order, buyer, shipment: shipment! }
}

const parcelStatus = async (label: string) =>
  (await t.database.db.select().from(devCarrierParcels).where(eq(devCarrierParcels.label, label)))[0]?.statusCode

describe('booking on prepare', () => {
  it('books a GHTK parcel for a COD order: label on the order, weight from the products, COD = order total', async () => {
    const { order, shipment } = await prepared({ quantity: 6 })
    expect(shipment).toMatchObject({
      carrier: 'GHTK',
      kind: 'forward',
      statusCode: 1,
      subStatus: 'not_received',
      weight: 1200,
      isExpress: false,
    })
    expect(shipment.codAmount).toBe(order.total)
    expect(shipment.label).toMatch(/^S\d\.A\d\.\d{8}$/)
    expect(shipment.fee).toBe(24_500) // HCMC → HCMC, 1.2 kg: 22,000 for the first kg + one 500 g step
    const row = await orderRow(t, order.id)
    expect(row).toMatchObject({ status: 'to_ship', carrier: 'GHTK', trackingCode: shipment.label, shippingSubStatus: 'not_received' })
    expect(await parcelStatus(shipment.label)).toBe(1)
  })

  it('books Viettel Post for its method, nothing to collect on a paid order; express goes to GHTK flagged', async () => {
    const vtp = await prepared({ method: 'VIETTEL_POST', paymentMethod: 'VNPAY', paymentStatus: 'paid' })
    expect(vtp.shipment).toMatchObject({ carrier: 'VIETTEL_POST', statusCode: 102, codAmount: 0 })
    expect(vtp.shipment.label).toMatch(/^\d{12}$/)
    const express = await prepared({ method: 'EXPRESS', quantity: 1 })
    expect(express.shipment).toMatchObject({ carrier: 'GHTK', isExpress: true, fee: 45_000 })
  })

  it('books nothing for a shop that ships itself', async () => {
    const own = await sellerWithProduct(t)
    await t.database.db.insert(shopShippingSettings).values({ shopId: own.seller.shop.id, methods: ['GHTK'], selfShipping: true })
    const { order } = await shopOrder(t, own)
    expect((await sellerAction(t, own.seller.headers, order.id, 'prepare')).statusCode).toBe(200)
    expect(await shipmentsOf(t, order.id)).toEqual([])
  })

  it('the sweeper books what a failed carrier call left behind', async () => {
    // a second app on the same database that does not listen: its simulator cannot be reached
    const offline = await createTestApp({ CARRIER_SIM_STEP_SECONDS: '0' })
    const { order } = await shopOrder(t, shop)
    expect((await sellerAction(offline, shop.seller.headers, order.id, 'prepare')).statusCode).toBe(200)
    expect(await shipmentsOf(t, order.id)).toEqual([])
    const swept = await t.services.shipping.sweep()
    expect(swept.booked).toBeGreaterThanOrEqual(1)
    const [shipment] = await shipmentsOf(t, order.id)
    expect(shipment).toMatchObject({ carrier: 'GHTK', statusCode: 1 })
    // a second sweep books nothing more
    await t.services.shipping.sweep()
    expect(await shipmentsOf(t, order.id)).toHaveLength(1)
    await offline.close()
  })
})

describe('cancelling', () => {
  it('a seller cancelling before pickup cancels the parcel at the carrier', async () => {
    const { order, shipment } = await prepared()
    const res = await sellerAction(t, shop.seller.headers, order.id, 'cancel', { reason_id: 'out_of_stock' })
    expect(res.statusCode, res.body).toBe(200)
    const [after] = await shipmentsOf(t, order.id)
    expect(after!.cancelledAt).not.toBeNull()
    expect(after).toMatchObject({ statusCode: -1, subStatus: 'cancelled' })
    expect(await parcelStatus(shipment.label)).toBe(-1)
  })

  it('self-shipping after the booking takes the carrier parcel back', async () => {
    const { order, buyer, shipment } = await prepared()
    const res = await sellerAction(t, shop.seller.headers, order.id, 'ship', { self_shipping: true, tracking_code: 'TUGIAO-001' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await parcelStatus(shipment.label)).toBe(-1)
    expect((await shipmentsOf(t, order.id))[0]!.cancelledAt).not.toBeNull()
    const row = await orderRow(t, order.id)
    expect(row).toMatchObject({ status: 'shipping', selfShipping: true, trackingCode: 'TUGIAO-001', carrier: null })
    // the carrier's late "cancelled" report does not touch a self-shipped order
    await new Promise((r) => setTimeout(r, 200))
    expect((await orderRow(t, order.id)).shippingSubStatus).toBeNull()
    // the buyer follows the seller's own tracking code on the order, not a cancelled carrier parcel
    const buyerView = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/orders/${order.id}/shipment`, headers: buyer.headers })
    expect(buyerView.json()).toEqual({ success: true, data: null })
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/orders/${order.id}/shipment` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('status webhooks from the simulator', () => {
  it('delivering a parcel from the dev endpoint ships then delivers the order, with a timeline', async () => {
    const { order, buyer, shipment } = await prepared()
    const picked = await advanceParcel(t, shipment.label, 'picked_up')
    expect(picked.statusCode, picked.body).toBe(200)
    expect(picked.json().data).toMatchObject({ status_code: 3, sub_status: 'picked_up' })
    expect(picked.json().data.webhooks.every((w: { delivered: boolean }) => w.delivered)).toBe(true)
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'shipping',
      carrier: 'GHTK',
      trackingCode: shipment.label,
      shippingSubStatus: 'picked_up',
    })

    expect((await advanceParcel(t, shipment.label, 'delivered')).json().data.status_code).toBe(5)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'delivered', shippingSubStatus: 'delivered_unsettled' })
    const actors = (await historyOf(t, order.id)).filter((h) => h.actorRole === 'carrier').map((h) => h.toStatus)
    expect(actors.sort()).toEqual(['delivered', 'shipping'])

    const headers = { ...buyer.headers, 'accept-language': 'en' }
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/orders/${order.id}/shipment`, headers })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      carrier: 'GHTK',
      label: shipment.label,
      sub_status: 'delivered_unsettled',
      sub_status_label: 'Delivered',
      is_express: false,
    })
    // some parcels' scripts (chosen by the random label) are delayed once on the way: 4 → 10 → 4
    const codes = data.events.map((e: { status_code: number }) => e.status_code).join(',')
    expect(['2,12,3,4,5', '2,12,3,4,10,4,5']).toContain(codes)
    expect(data.events[2]).toMatchObject({ sub_status: 'picked_up', label: 'Picked up', reason: null })
    const times = data.events.map((e: { at: string }) => Date.parse(e.at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)

    // the seller sees the same parcel; another buyer or shop does not
    const seller = await t.app.inject({ method: 'GET', url: `/api/v1/seller/orders/${order.id}/shipment`, headers: shop.seller.headers })
    expect(seller.json().data.label).toBe(shipment.label)
    const stranger = await createOrderBuyer(t)
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/orders/${order.id}/shipment`, headers: stranger.headers })
    expect(other.statusCode).toBe(404)
    expect(other.json().error.code).toBe('ORDER_NOT_FOUND')
    const otherShop = await sellerWithProduct(t)
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/orders/${order.id}/shipment`,
      headers: otherShop.seller.headers,
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('a returned parcel puts the order into return_refund; Viettel Post webhooks drive it too', async () => {
    const { order, shipment } = await prepared({ method: 'VIETTEL_POST' })
    const res = await advanceParcel(t, shipment.label, 'returned')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.webhooks.map((w: { status_code: number }) => w.status_code)).toEqual([
      103, 104, 105, 200, 300, 400, 500, 506, 502, 504,
    ])
    // the carrier takes the order into the return flow (the returns module then closes an uncollected COD order)
    const back = (await historyOf(t, order.id)).find((h) => h.toStatus === 'return_refund')
    expect(back).toMatchObject({ fromStatus: 'shipping', actorRole: 'carrier' })
    expect((await orderRow(t, order.id)).shippingSubStatus).toBe('returned')
    const [s] = await shipmentsOf(t, order.id)
    expect(s).toMatchObject({ statusCode: 504, subStatus: 'returned' })
    expect((await eventsOf(t, s!.id)).find((e) => e.statusCode === 506)?.reason).toBe('Khách hàng không có nhà')
    // once delivered-or-returned, the dev endpoint says why it cannot go on
    expect((await advanceParcel(t, shipment.label, 'delivered')).statusCode).toBe(409)
  })
})

describe('webhook safety', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 2, 3, 0, seconds))

  it('a replayed webhook is stored once and moves the order once', async () => {
    const { order, shipment } = await prepared()
    const first = await ghtkWebhook(t, { label: shipment.label, status: 3, at: at(10) })
    expect(first.statusCode, first.body).toBe(200)
    const replays = await Promise.all(Array.from({ length: 5 }, () => ghtkWebhook(t, { label: shipment.label, status: 3, at: at(10) })))
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(await eventsOf(t, shipment.id)).toHaveLength(1)
    expect((await historyOf(t, order.id)).filter((h) => h.toStatus === 'shipping')).toHaveLength(1)
    expect((await orderRow(t, order.id)).status).toBe('shipping')
  })

  it('an older report arriving late is kept in the timeline but does not move the status back', async () => {
    const { order, shipment } = await prepared()
    await ghtkWebhook(t, { label: shipment.label, status: 4, at: at(30) })
    await ghtkWebhook(t, { label: shipment.label, status: 3, at: at(20) })
    await ghtkWebhook(t, { label: shipment.label, status: 2, at: at(5) })
    const [s] = await shipmentsOf(t, order.id)
    expect(s).toMatchObject({ statusCode: 4, subStatus: 'delivering' })
    expect(s!.lastActionAt).toEqual(at(30))
    expect((await eventsOf(t, s!.id)).map((e) => e.statusCode).sort()).toEqual([2, 3, 4])
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'shipping', shippingSubStatus: 'delivering' })
    // delivered, then a late "delivering": still delivered
    await ghtkWebhook(t, { label: shipment.label, status: 5, at: at(50) })
    await ghtkWebhook(t, { label: shipment.label, status: 4, at: at(40) })
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'delivered', shippingSubStatus: 'delivered_unsettled' })
  })

  it('a delivered report after lost ones still takes the order through shipping to delivered', async () => {
    const { order, shipment } = await prepared()
    expect((await ghtkWebhook(t, { label: shipment.label, status: 6, at: at(59) })).statusCode).toBe(200)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'delivered', shippingSubStatus: 'settled' })
  })

  it('a wrong secret is 401 WEBHOOK_UNAUTHORIZED and changes nothing', async () => {
    const { order, shipment } = await prepared()
    const bad = await ghtkWebhook(t, { label: shipment.label, status: 5, at: at(40) }, 'not-the-hash')
    expect(bad.statusCode).toBe(401)
    expect(bad.json().error.code).toBe('WEBHOOK_UNAUTHORIZED')
    const vtpBad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/viettelpost',
      payload: { DATA: { ORDER_NUMBER: shipment.label, ORDER_STATUS: 501, ORDER_STATUSDATE: formatVtpTime(at(40)) }, TOKEN: 'nope' },
    })
    expect(vtpBad.statusCode).toBe(401)
    expect(await eventsOf(t, shipment.id)).toEqual([])
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'to_ship', shippingSubStatus: 'not_received' })
  })

  it('Viettel Post: the secret may come in the Authorization header; unknown parcels and statuses are acknowledged and ignored', async () => {
    const { order, shipment } = await prepared({ method: 'VIETTEL_POST' })
    const secret = simSecrets(t).vtp.webhookSecret
    const send = (label: string, status: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/viettelpost',
        headers: { authorization: secret },
        payload: { DATA: { ORDER_NUMBER: label, ORDER_STATUS: status, STATUS_NAME: '', ORDER_STATUSDATE: formatVtpTime(at(15)) } },
      })
    expect((await send(shipment.label, 105)).statusCode).toBe(200)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'shipping', carrier: 'VIETTEL_POST', shippingSubStatus: 'picked_up' })
    expect((await send('999999999999', 501)).statusCode).toBe(200)
    expect((await send(shipment.label, 999)).statusCode).toBe(200)
    expect((await shipmentsOf(t, order.id))[0]).toMatchObject({ statusCode: 105 })
  })

  it('a malformed report is 400 and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/ghtk?hash=${encodeURIComponent(simSecrets(t).ghtk.webhookHash)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'label_id=&status_id=abc',
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('labels', () => {
  it('the seller gets GHTK labels as a PDF through us and Viettel Post labels as a print page', async () => {
    const { order, shipment } = await prepared()
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/seller/orders/${order.id}/shipment/label`, headers: shop.seller.headers })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      carrier: 'GHTK',
      code: shipment.label,
      url: `/api/v1/seller/orders/${order.id}/shipment/label.pdf`,
    })
    const pdf = await t.app.inject({ method: 'GET', url: res.json().data.url, headers: shop.seller.headers })
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.body.startsWith('%PDF-')).toBe(true)

    const vtp = await prepared({ method: 'VIETTEL_POST' })
    const vtpLabel = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/orders/${vtp.order.id}/shipment/label`,
      headers: shop.seller.headers,
    })
    expect(vtpLabel.json().data.url).toContain('/DigitalizePrint/report.do?')
    expect(await (await fetch(vtpLabel.json().data.url)).text()).toContain(vtp.shipment.label)

    const otherShop = await sellerWithProduct(t)
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/orders/${order.id}/shipment/label`,
      headers: otherShop.seller.headers,
    })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('dev page', () => {
  it('lists parcels with accessible buttons; a form post advances and comes back to the page', async () => {
    const { shipment } = await prepared()
    const page = await t.app.inject({ method: 'GET', url: '/dev-gateway/carrier' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(shipment.label)
    expect(page.body).toContain(`aria-label="Giao thành công: ${shipment.label}"`)
    const form = await t.app.inject({
      method: 'POST',
      url: `/dev-gateway/carrier/parcels/${encodeURIComponent(shipment.label)}/advance`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'to=',
    })
    expect(form.statusCode).toBe(303)
    expect(form.headers.location).toContain('/dev-gateway/carrier?msg=')
    expect(await parcelStatus(shipment.label)).toBe(2)
    expect((await advanceParcel(t, 'S0.A0.00000000')).statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'POST',
      url: `/dev-gateway/carrier/parcels/${shipment.label}/advance`,
      payload: { to: 'lost' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('the schedule job advances due parcels', async () => {
    const timed = await listeningApp({ CARRIER_SIM_STEP_SECONDS: '1' })
    const { order } = await shopOrder(timed, shop)
    await sellerAction(timed, shop.seller.headers, order.id, 'prepare')
    const [s] = await shipmentsOf(timed, order.id)
    const sim = timed.services.carrierSimulator!
    expect(await sim.advanceDue(new Date(Date.now() + 1_500))).toBeGreaterThanOrEqual(1)
    expect((await orderRow(timed, order.id)).shippingSubStatus).not.toBe('not_received')
    // long overdue: several steps at once, up to delivery
    await sim.advanceDue(new Date(Date.now() + 60_000))
    expect(await orderRow(timed, order.id)).toMatchObject({ status: 'delivered' })
    expect(s).toBeDefined()
    await timed.close()
  })
})
