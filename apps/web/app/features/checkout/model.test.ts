import { ZCreateOrder, ZQuoteRequest } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import {
  hasApplicable,
  initialChoices,
  newIdempotencyKey,
  orderBody,
  pickVoucher,
  type Quote,
  quoteRequest,
  restoreChoices,
  slotCode,
  summaryLines,
  verdictsFor,
} from './model.ts'

const A = '0192f000-0000-7000-8000-00000000000a'
const B = '0192f000-0000-7000-8000-00000000000b'
const P1 = '0192f000-0000-7000-8000-000000000001'
const V1 = '0192f000-0000-7000-8000-000000000011'
const P2 = '0192f000-0000-7000-8000-000000000002'
const V2 = '0192f000-0000-7000-8000-000000000022'
const ADDR = '0192f000-0000-7000-8000-0000000000ad'

const item = (productId: string, variantId: string, unit: number, quantity = 1) => ({
  product_id: productId,
  variant_id: variantId,
  name: 'Áo thun',
  image: null,
  options: ['Đen', 'M'],
  quantity,
  price: 200_000,
  sale_price: 150_000,
  unit_price: unit,
  line_total: unit * quantity,
  stock: 10,
  promotion: unit < 150_000 ? { _id: 'p', discount_percent: 30 } : null,
})

const shop = (id: string, items: ReturnType<typeof item>[], extra: Partial<Quote['shops'][number]> = {}): Quote['shops'][number] => ({
  shop_id: id,
  shop: { _id: id, name: `Shop ${id.slice(-1)}`, avatar: null },
  items,
  shipping_options: [
    { method: 'GHTK', fee: 22_000, is_express: false, eta_days: [1, 2] },
    { method: 'EXPRESS', fee: 45_000, is_express: true, eta_days: [0, 1] },
  ],
  shipping_method: 'GHTK',
  note: null,
  subtotal: items.reduce((s, i) => s + i.line_total, 0),
  promotion_discount: 0,
  shop_voucher: null,
  shop_voucher_discount: 0,
  platform_voucher_discount: 0,
  shipping_fee: 22_000,
  shipping_discount: 0,
  total: items.reduce((s, i) => s + i.line_total, 0) + 22_000,
  ...extra,
})

const quote: Quote = {
  shops: [
    shop(A, [item(P1, V1, 105_000, 2)]),
    shop(B, [item(P2, V2, 150_000)], { shop_voucher: { id: 'v', code: 'SHOPB', discount: 10_000 } }),
  ],
  subtotal: 360_000,
  promotion_discount: 90_000,
  shop_voucher_discount: 10_000,
  platform_voucher: { id: 'x', code: 'XINH50', discount: 50_000 },
  platform_voucher_discount: 50_000,
  freeship_voucher: null,
  shipping_fee: 44_000,
  shipping_discount: 0,
  cashback: 0,
  total: 344_000,
  vouchers: [
    { id: 'x', code: 'XINH50', name: 'XINH50', slot: 'platform', shop_id: null, applicable: true, discount: 50_000, selected: true },
    { id: 'y', code: 'XINH20', name: 'XINH20', slot: 'platform', shop_id: null, applicable: true, discount: 20_000, selected: false },
    {
      id: 'z',
      code: 'APPONLY',
      name: 'APPONLY',
      slot: 'platform',
      shop_id: null,
      applicable: false,
      reason: 'Chỉ dùng trên ứng dụng',
      reason_code: 'VOUCHER_APP_ONLY',
      selected: false,
    },
    { id: 'v', code: 'SHOPB', name: 'SHOPB', slot: 'shop', shop_id: B, applicable: true, discount: 10_000, selected: true },
  ],
  selection: { platform_voucher_code: 'XINH50', freeship_voucher_code: null, shops: { [A]: null, [B]: 'SHOPB' } },
  payment_methods: [
    { id: 'COD', available: true },
    { id: 'MOMO', available: false },
  ],
  address: { _id: ADDR, province_code: '79', full_address: '1 Lê Lợi' },
  problems: [],
}

describe('checkout model', () => {
  it('orders exactly what was quoted: unit prices as sale_price, the quote total, its shipping and vouchers', () => {
    const choices = { ...initialChoices(quote), notes: { [A]: '  giao giờ hành chính ' } }
    const body = orderBody(quote, choices, { address_id: ADDR }, true)
    expect(body).toEqual({
      shops: [
        {
          shop_id: A,
          items: [{ product_id: P1, variant_id: V1, quantity: 2, sale_price: 105_000 }],
          shipping_method: 'GHTK',
          note: 'giao giờ hành chính',
        },
        {
          shop_id: B,
          items: [{ product_id: P2, variant_id: V2, quantity: 1, sale_price: 150_000 }],
          voucher_code: 'SHOPB',
          shipping_method: 'GHTK',
        },
      ],
      address_id: ADDR,
      payment_method: 'COD',
      platform_voucher_code: 'XINH50',
      total_order_payment: 344_000,
      accept_terms: true,
    })
    expect(ZCreateOrder.safeParse(body).success).toBe(true)
  })

  it('asks for the best combination until the buyer picks a voucher, then sends the hand-picked codes', () => {
    const auto = initialChoices(quote)
    const first = quoteRequest(quote, auto, { address_id: ADDR })
    expect(first).toMatchObject({ auto_vouchers: true, address_id: ADDR, payment_method: 'COD' })
    expect(first).not.toHaveProperty('platform_voucher_code')
    expect(ZQuoteRequest.safeParse(first).success).toBe(true)

    const manual = pickVoucher(auto, quote, 'platform', 'XINH20')
    expect(manual).toMatchObject({ autoVouchers: false, platform: 'XINH20', shopVouchers: { [B]: 'SHOPB' } })
    const req = quoteRequest(quote, { ...manual, shipping: { [A]: 'EXPRESS' } }, { address_id: ADDR })
    expect(req).not.toHaveProperty('auto_vouchers')
    expect(req.platform_voucher_code).toBe('XINH20')
    expect(req.shops?.[0]).toMatchObject({ shop_id: A, shipping_method: 'EXPRESS' })
    expect(req.shops?.[0]).not.toHaveProperty('voucher_code')
    expect(req.shops?.[1]).toMatchObject({ shop_id: B, voucher_code: 'SHOPB' })
    // not picked by the buyer: the server chooses (the cheapest for the address), the quote's pick is not pinned
    expect(req.shops?.[1]).not.toHaveProperty('shipping_method')

    const noShopVoucher = pickVoucher(manual, quote, 'shop', null, B)
    expect(quoteRequest(quote, noShopVoucher, null).shops?.[1]).not.toHaveProperty('voucher_code')
  })

  it('sends a visitor address in the guest_address field', () => {
    const guest = {
      name: 'Lan Anh',
      phone: '0912345678',
      email: 'lan@example.vn',
      province_code: '79',
      ward_code: '26734',
      street: '1 Lê Lợi',
    }
    const body = orderBody(quote, initialChoices(quote), { guest_address: guest }, false)
    expect(body.guest_address).toEqual(guest)
    expect(body).not.toHaveProperty('address_id')
    expect(body.accept_terms).toBe(false)
  })

  it('summary lines add up to the total', () => {
    const s = summaryLines(quote)
    expect(s.merchandise - s.promotion - s.shopVouchers - s.platformVoucher + s.shipping - s.shippingDiscount).toBe(s.total)
  })

  it('lists a slot applicable first, biggest saving first, the others after with their reason', () => {
    expect(verdictsFor(quote, 'platform').map((v) => v.code)).toEqual(['XINH50', 'XINH20', 'APPONLY'])
    expect(verdictsFor(quote, 'shop', A)).toEqual([])
    expect(verdictsFor(quote, 'shop', B).map((v) => v.code)).toEqual(['SHOPB'])
  })

  it('reads the code in use in a slot: the best combination, then the hand-picked one', () => {
    const auto = initialChoices(quote)
    expect(slotCode(quote, auto, 'platform')).toBe('XINH50')
    expect(slotCode(quote, auto, 'freeship')).toBeNull()
    expect(slotCode(quote, auto, 'shop', A)).toBeNull()
    expect(slotCode(quote, auto, 'shop', B)).toBe('SHOPB')
    const manual = pickVoucher(pickVoucher(auto, quote, 'platform', 'XINH20'), quote, 'shop', null, B)
    expect(slotCode(quote, manual, 'platform')).toBe('XINH20')
    expect(slotCode(quote, manual, 'shop', B)).toBeNull()
    expect(hasApplicable(quote, 'platform')).toBe(true)
    expect(hasApplicable(quote, 'freeship')).toBe(false)
    expect(hasApplicable(quote, 'shop', A)).toBe(false)
    expect(hasApplicable(quote, 'shop', B)).toBe(true)
  })

  it('makes a new idempotency key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})

describe('restoreChoices (the choices kept across a reload)', () => {
  const base = initialChoices(quote)

  it('brings back the carrier, payment, notes and hand-picked vouchers of the shops still on the page', () => {
    const saved = JSON.parse(
      JSON.stringify({
        autoVouchers: false,
        platform: 'XINH20',
        freeship: null,
        shopVouchers: { [B]: 'SHOPB', 'gone-shop': 'OLD' },
        shipping: { [A]: 'VIETTEL_POST', 'gone-shop': 'GHTK' },
        notes: { [A]: 'Giao giờ hành chính' },
        payment: 'MOMO',
      }),
    )
    expect(restoreChoices(saved, quote, base)).toEqual({
      autoVouchers: false,
      platform: 'XINH20',
      freeship: null,
      shopVouchers: { [B]: 'SHOPB' },
      shipping: { [A]: 'VIETTEL_POST' },
      notes: { [A]: 'Giao giờ hành chính' },
      payment: 'MOMO',
    })
  })

  it('ignores what is not a valid choice and keeps the best-combination mode unless the buyer left it', () => {
    const restored = restoreChoices(
      { autoVouchers: true, platform: 'X', shipping: { [A]: 'TELEPORT', [B]: 42 }, notes: { [A]: 'x'.repeat(500) }, payment: 'CASH' },
      quote,
      base,
    )
    expect(restored).toEqual({ ...base, shipping: {}, notes: {} })
    expect(restoreChoices(null, quote, base)).toBe(base)
    expect(restoreChoices('garbage', quote, base)).toBe(base)
  })
})
