import { listWards } from '../src/modules/profile/address-book.ts'
import { savedVouchers, vouchers } from '../src/modules/pricing/pricing.tables.ts'
import { authHeader, register, type TestApp } from './helpers.ts'

type Injectable = Pick<TestApp['app'], 'inject'>

/** A registered buyer with a saved default address in the given province (HCMC by default). */
export async function createBuyer(t: TestApp, provinceCode = '79') {
  const buyer = await register(t.app)
  const ward = listWards(provinceCode)[0]!
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/addresses',
    headers: authHeader(buyer.accessToken),
    payload: {
      name: 'Trần Thị Hoa',
      phone: '0912345678',
      province_code: provinceCode,
      ward_code: ward.code,
      street: '12 Lê Lợi',
      is_default: true,
    },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  return { ...buyer, headers: authHeader(buyer.accessToken), addressId: res.json().data._id as string }
}

const HOUR = 3_600_000

/** A running voucher written straight to the table (pricing management has its own tests). */
export async function insertVoucher(t: TestApp, values: Partial<typeof vouchers.$inferInsert> & { code: string }) {
  const [row] = await t.database.db
    .insert(vouchers)
    .values({
      kind: 'platform',
      name: `Mã ${values.code}`,
      type: 'price',
      value: 20_000,
      quantity: 100,
      requiresLogin: true,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 24 * HOUR),
      ...values,
    })
    .returning()
  return row!
}

export async function saveVoucher(t: TestApp, userId: string, voucherId: string) {
  await t.database.db.insert(savedVouchers).values({ userId, voucherId }).onConflictDoNothing()
}

export type OrderBody = {
  shops: Array<{
    shop_id: string
    items: Array<{ product_id: string; variant_id?: string; quantity: number; sale_price: number }>
    voucher_code?: string
    shipping_method: string
    note?: string
  }>
  address_id?: string
  guest_address?: Record<string, string>
  payment_method: string
  platform_voucher_code?: string
  freeship_voucher_code?: string
  total_order_payment: number
  accept_terms: boolean
}

/** Quotes the body first and fills in the prices and total the server will charge, as the web page does. */
export async function quotedOrder(
  app: Injectable,
  headers: Record<string, string>,
  body: Omit<OrderBody, 'total_order_payment'>,
): Promise<OrderBody> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/mobile/checkout/quote',
    headers,
    payload: {
      shops: body.shops.map(({ shop_id, items, voucher_code, shipping_method }) => ({
        shop_id,
        voucher_code,
        shipping_method,
        items: items.map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity })),
      })),
      address_id: body.address_id,
      guest_address: body.guest_address,
      payment_method: body.payment_method,
      platform_voucher_code: body.platform_voucher_code,
      freeship_voucher_code: body.freeship_voucher_code,
    },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  const quote = res.json().data as {
    total: number
    shops: Array<{ shop_id: string; items: Array<{ variant_id: string; unit_price: number }> }>
  }
  return {
    ...body,
    shops: body.shops.map((s) => ({
      ...s,
      items: s.items.map((i) => ({
        ...i,
        sale_price: quote.shops.find((q) => q.shop_id === s.shop_id)!.items.find((q) => q.variant_id === i.variant_id)!.unit_price,
      })),
    })),
    total_order_payment: quote.total,
  }
}

export async function placeOrder(app: Injectable, headers: Record<string, string>, body: OrderBody, key = crypto.randomUUID()) {
  return app.inject({ method: 'POST', url: '/api/v1/mobile/orders', headers: { ...headers, 'idempotency-key': key }, payload: body })
}
