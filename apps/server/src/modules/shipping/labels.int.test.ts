import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../../test/catalog-fixtures.ts'
import type { TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer } from '../../../test/order-fixtures.ts'
import { listeningApp, sellerAction, sellerWithProduct, shopOrder } from '../../../test/shipping-fixtures.ts'

/**
 * Printing many orders' labels at once (the seller centre's bulk print): GHTK labels as one PDF,
 * Viettel Post's on one print page, over the carrier simulator on this app's port.
 */

let t: TestApp
let shop: Awaited<ReturnType<typeof sellerWithProduct>>
let other: Awaited<ReturnType<typeof createSeller>>

beforeAll(async () => {
  t = await listeningApp()
  shop = await sellerWithProduct(t)
  other = await createSeller(t, { shopName: 'Shop Khác' })
})
afterAll(() => t.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers = shop.seller.headers) => t.app.inject({ method: 'GET', url, headers })

async function prepared(method: 'GHTK' | 'VIETTEL_POST') {
  const { order } = await shopOrder(t, shop, { method })
  const res = await sellerAction(t, shop.seller.headers, order.id, 'prepare')
  expect(res.statusCode, res.body).toBe(200)
  return { ...order, label: res.json().data.tracking_code as string }
}

describe('GET /api/v1/seller/orders/labels and labels.pdf', () => {
  it('one PDF with a page per GHTK label, one Viettel Post page; orders without a parcel or of another shop left out', async () => {
    const [g1, g2, v1, v2] = [
      await prepared('GHTK'),
      await prepared('GHTK'),
      await prepared('VIETTEL_POST'),
      await prepared('VIETTEL_POST'),
    ]
    const waiting = (await shopOrder(t, shop, { status: 'preparing' })).order
    const unknown = '01900000-0000-7000-8000-000000000000'
    const ids = [g1.id, v1.id, waiting.id, g2.id, v2.id, unknown]

    const res = await get(`/api/v1/seller/orders/labels?ids=${ids.join(',')}`)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.labels.map((l: { order_id: string }) => l.order_id)).toEqual([g1.id, v1.id, g2.id, v2.id])
    expect(data.labels[0]).toMatchObject({ code: g1.code, carrier: 'GHTK', label: g1.label })
    expect(data.skipped).toEqual([
      { order_id: waiting.id, code: waiting.code, reason: 'no_parcel' },
      { order_id: unknown, code: null, reason: 'not_found' },
    ])
    expect(data.pdf_url).toBe(`/api/v1/seller/orders/labels.pdf?ids=${g1.id},${g2.id}`)
    expect(data.pages).toHaveLength(1)
    expect(data.pages[0]).toMatchObject({ carrier: 'VIETTEL_POST', count: 2 })

    // the print page (the simulator's) shows both Viettel Post labels
    const page = await fetch(data.pages[0].url)
    const html = await page.text()
    expect(html).toContain(v1.label)
    expect(html).toContain(v2.label)

    const pdf = await get(data.pdf_url)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    const doc = await PDFDocument.load(pdf.rawPayload)
    expect(doc.getPageCount()).toBe(2)
    const text = pdf.rawPayload.toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)

    // another shop's seller: its own view has none of these
    const theirs = (await get(`/api/v1/seller/orders/labels?ids=${ids.join(',')}`, other.headers)).json().data
    expect(theirs.labels).toEqual([])
    expect(theirs.skipped.every((s: { reason: string }) => s.reason === 'not_found')).toBe(true)
    expect((await get(data.pdf_url, other.headers)).json().error.code).toBe('SHIPMENT_NOT_FOUND')
  })

  it('anonymous 401, a buyer 403, bad ids 400', async () => {
    const g = await prepared('GHTK')
    const buyer = await createOrderBuyer(t)
    for (const path of ['labels', 'labels.pdf']) {
      expect((await get(`/api/v1/seller/orders/${path}?ids=${g.id}`, {})).statusCode).toBe(401)
      expect((await get(`/api/v1/seller/orders/${path}?ids=${g.id}`, buyer.headers)).statusCode).toBe(403)
      for (const q of ['', 'ids=', 'ids=nope', `ids=${Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')}`]) {
        const res = await get(`/api/v1/seller/orders/${path}?${q}`)
        expect(res.statusCode, `${path}?${q}`).toBe(400)
        expect(res.json().error.code).toBe('VALIDATION_FAILED')
      }
    }
  })
})
