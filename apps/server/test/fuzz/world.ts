import { ORDER_REASONS } from '@xinh/contracts'
import { inArray } from 'drizzle-orm'
import { orderItems } from '../../src/modules/orders/orders.tables.ts'
import { listWards } from '../../src/modules/profile/address-book.ts'
import { createAdmin, createCategory, createSeller, insertProduct } from '../catalog-fixtures.ts'
import { createBuyer, insertVoucher } from '../commerce-fixtures.ts'
import { authHeader, PASSWORD, type TestApp } from '../helpers.ts'
import { firstVariant, insertOrder } from '../order-fixtures.ts'
import { insertPromotion } from '../pricing-fixtures.ts'
import { insertReturnableOrder, uploadEvidence } from '../returns-fixtures.ts'
import type { IdPool } from './arbitraries.ts'

export const ROLES = ['anonymous', 'buyer', 'seller', 'admin'] as const
export type Role = (typeof ROLES)[number]

export type World = {
  pool: IdPool
  /** The Authorization header of each role ({} for anonymous), renewed when a session ends. */
  headers: Record<Role, Record<string, string>>
  /** Signs the role in again (after a fuzzed logout or refresh ended its session). */
  renew(role: Role): Promise<void>
}

/**
 * What the fuzzer works on: a buyer with an address, a cart and orders in every state, an
 * approved shop with products, vouchers and a promotion, a second shop (someone else's ids),
 * an admin, a return request and an online payment. Every id goes into the pool the
 * arbitraries draw from, by kind, so fuzzed requests reach real rows and not only 404s.
 */
export async function createWorld(t: TestApp): Promise<World> {
  const ids: Record<string, string[]> = {}
  const codes: string[] = []
  const keep = (kind: string, ...values: Array<string | undefined | null>) => {
    ids[kind] ??= []
    for (const v of values) if (v) ids[kind].push(v)
  }

  const admin = await createAdmin(t)
  const seller = await createSeller(t, { shopName: 'Shop Fuzz Hà' })
  const other = await createSeller(t, { shopName: 'Shop Khác' })
  const buyer = await createBuyer(t)
  const category = await createCategory(t, 'Váy đầm')
  keep('user', seller.user.id, other.user.id, buyer.userId)
  keep('shop', seller.shop.id, other.shop.id)
  // accounts the admin role may lock, pause, close or schedule for deletion (arbitraries.ts)
  const target = await createSeller(t, { shopName: 'Shop Mục Tiêu' })
  keep('admin_target_user', target.user.id, (await createBuyer(t)).userId)
  keep('admin_target_shop', target.shop.id)
  keep('address', buyer.addressId)
  keep('category', category.id)

  const products = []
  for (const [i, name] of ['Váy lụa hoa nhí', 'Áo thun cotton', 'Son môi lì'].entries()) {
    const product = await insertProduct(t, {
      shopId: seller.shop.id,
      categoryId: category.id,
      name,
      classifications: i === 0 ? [{ name: 'Size', options: [{ name: 'S' }, { name: 'M' }] }] : undefined,
      variants:
        i === 0
          ? [
              { options: ['S'], price: 300_000, salePrice: 250_000, stock: 100 },
              { options: ['M'], price: 300_000, salePrice: 250_000, stock: 100 },
            ]
          : [{ options: [], price: 200_000, salePrice: 150_000, stock: 100 }],
    })
    products.push(product)
  }
  const foreign = await insertProduct(t, {
    shopId: other.shop.id,
    name: 'Túi xách da',
    variants: [{ options: [], price: 500_000, salePrice: 450_000, stock: 5 }],
  })
  const variants = await Promise.all([...products, foreign].map((p) => firstVariant(t, p.id)))
  keep('product', ...products.map((p) => p.id), foreign.id)
  keep('variant', ...variants.map((v) => v.id))

  const shopVoucher = await insertVoucher(t, { code: 'FUZZSHOP', kind: 'shop', shopId: seller.shop.id, requiresLogin: false })
  const platformVoucher = await insertVoucher(t, { code: 'FUZZALL' })
  keep('voucher', shopVoucher.id, platformVoucher.id)
  codes.push('FUZZSHOP', 'FUZZALL')
  const { promotion } = await insertPromotion(t, { shopId: seller.shop.id, items: [{ productId: products[1]!.id, discount: 10 }] })
  keep('promotion', promotion.id)

  const lines = [{ variantId: variants[0]!.id, quantity: 1 }]
  for (const status of ['awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'cancel_pending', 'cancelled', 'completed'] as const) {
    const order = await insertOrder(t, { buyerId: buyer.userId, shopId: seller.shop.id, lines, status })
    keep('order', order.id)
    codes.push(order.code)
  }
  const unpaid = await insertOrder(t, { buyerId: buyer.userId, shopId: seller.shop.id, lines, status: 'pending', paymentMethod: 'VNPAY' })
  keep('order', unpaid.id)
  const pay = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${unpaid.id}/pay`, headers: buyer.headers, payload: {} })
  keep('payment', pay.statusCode === 200 ? (pay.json().data.payment?._id as string | undefined) : undefined)

  const delivered = await insertReturnableOrder(t, { buyerId: buyer.userId, shopId: seller.shop.id, lines })
  const another = await insertReturnableOrder(t, { buyerId: buyer.userId, shopId: seller.shop.id, lines })
  keep('order', delivered.id, another.id)
  const photo = await uploadEvidence(t, buyer.headers)
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/v1/mobile/orders/${delivered.id}/returns`,
    headers: buyer.headers,
    payload: { reason_id: 'damaged', media: [photo] },
  })
  keep('return', opened.statusCode === 200 ? (opened.json().data._id as string) : undefined)
  const items = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids.order ?? []))
  keep('order_item', ...items.map((i) => i.id))

  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/carts',
    headers: buyer.headers,
    payload: { product_id: products[0]!.id, variant_id: variants[0]!.id, quantity: 1 },
  })
  keep('cart', cart.statusCode === 200 ? (cart.json().data._id as string) : undefined)

  // community (issue 16): a post with a tagged product, a comment on it, a report waiting for the admin
  const post = await t.app.inject({
    method: 'POST',
    url: '/community/v1/post',
    headers: buyer.headers,
    payload: { content: 'Phối đồ #ootd', images: [photo], product_ids: [products[0]!.id] },
  })
  const postId = post.statusCode === 200 ? (post.json().data._id as string) : undefined
  keep('post', postId)
  if (postId) {
    const comment = await t.app.inject({
      method: 'POST',
      url: `/community/v1/post/${postId}/comment`,
      headers: seller.headers,
      payload: { content: 'Đẹp quá' },
    })
    keep('comment', comment.statusCode === 200 ? (comment.json().data._id as string) : undefined)
    const report = await t.app.inject({
      method: 'POST',
      url: '/community/v1/report',
      headers: seller.headers,
      payload: { target_type: 'post', target_id: postId, reason: 'spam' },
    })
    keep('report_case', report.statusCode === 200 ? (report.json().data.case_id as string) : undefined)
  }

  const accounts = { buyer: buyer.email, seller: seller.email, admin: admin.email }
  const headers: World['headers'] = { anonymous: {}, buyer: buyer.headers, seller: seller.headers, admin: admin.headers }
  return {
    pool: {
      ids,
      codes,
      wardCodes: listWards('79')
        .slice(0, 3)
        .map((w) => w.code),
      reasons: [...ORDER_REASONS.cancel, ...ORDER_REASONS.seller_cancel, ...ORDER_REASONS.return].map((r) => r._id),
      media: [photo],
    },
    headers,
    // the arbitraries never send PASSWORD, so no fuzzed password change or account deletion locks a role out
    async renew(role) {
      if (role === 'anonymous') return
      const res = await t.app.inject({
        method: 'POST',
        url: '/community/v1/auth/login',
        payload: { email: accounts[role], password: PASSWORD },
      })
      if (res.statusCode !== 200) throw new Error(`${role} can no longer sign in: ${res.body}`)
      headers[role] = authHeader(res.json().data.accessToken as string)
    },
  }
}
