import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'

/**
 * The shop page is served from the shared page cache (decision 007): every seller setting it
 * shows must evict it at once — the shops row's trigger (information, return policy, pause) and
 * migration 0015's triggers on the shipping and payment settings.
 */
let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'true' })
  seller = await createSeller(t, { shopName: 'Tiệm Nhà Mây' })
})
afterAll(() => t.close())

const page = () => t.app.inject({ method: 'GET', url: `/api/v1/web/shops/${seller.shop.id}` })

/** Caches the page, runs the write, then waits for the NOTIFY to evict it; returns the fresh page. */
async function afterWrite(write: () => Promise<{ statusCode: number; body: string }>) {
  await page()
  expect((await page()).headers['x-cache']).toBe('HIT')
  const res = await write()
  expect(res.statusCode, res.body).toBe(200)
  for (let i = 0; i < 100; i++) {
    const fresh = await page()
    if (fresh.headers['x-cache'] !== 'HIT') return fresh.json().data
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('the cached shop page was not evicted in 2 s')
}

const put = (url: string, payload: unknown) => () =>
  t.app.inject({ method: 'PUT', url, headers: seller.headers, payload: payload as never })

describe('the cached shop page follows the seller’s settings', () => {
  it('shop information', async () => {
    const data = await afterWrite(
      put('/api/v1/seller/settings/shop', {
        name: 'Tiệm Nhà Mây Official',
        description:
          'Tiệm Nhà Mây bán đồ len đan tay, khăn, mũ và áo cardigan. Mỗi món được đan thủ công tại Đà Lạt bằng sợi len mềm, ấm áp.',
        address: { province_code: '01', ward_code: '00004', street: '5 Hàng Gai' },
      }),
    )
    expect(data).toMatchObject({ name: 'Tiệm Nhà Mây Official', policies: { address: { street: '5 Hàng Gai' } } })
  })

  it('return policy', async () => {
    const data = await afterWrite(put('/api/v1/seller/settings/returns', { return_days: 5, reason_ids: ['damaged'] }))
    expect(data.policies.return_policy.return_days).toBe(5)
  })

  it('shipping and payment methods', async () => {
    const shipping = await afterWrite(
      put('/api/v1/seller/settings/shipping', { methods: ['VIETTEL_POST'], self_shipping: false, pickup_address: null }),
    )
    expect(shipping.policies.shipping_methods).toEqual(['VIETTEL_POST'])
    const payments = await afterWrite(put('/api/v1/seller/settings/payments', { methods: ['COD'] }))
    expect(payments.policies.payment_methods).toEqual(['COD'])
  })

  it('pause mode, and the job that ends it', async () => {
    const until = new Date(Date.now() + 86_400_000)
    const paused = await afterWrite(put('/api/v1/seller/settings/pause', { ends_at: until.toISOString() }))
    expect(paused).toMatchObject({ is_paused: true, paused_until: until.toISOString() })
    const reopened = await afterWrite(async () => {
      await t.services.shopPause.runDue(until)
      return { statusCode: 200, body: '' }
    })
    expect(reopened).toMatchObject({ is_paused: false, paused_until: null })
  })
})
