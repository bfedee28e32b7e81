import AxeBuilder from './axe.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, newAccount, test } from './fixtures.ts'

/**
 * The buyer's orders: an order placed through the API (checkout has its own journey), then
 * /tuong?order=1 → the order list → the order page → cancel with a reason (required, cannot be
 * undone) → stock back → buy again.
 */

type Json = Record<string, unknown>

/** Cookie-authenticated API writes from the page's context (same origin, like the web app). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: Json, headers: Record<string, string> = {}) {
  const origin = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin
  const res = await page.request.fetch(path, { method, data, headers: { origin, ...headers } })
  const body = (await res.json()) as { success: boolean; data: never; error?: { code: string } }
  if (!body.success) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body.error)}`)
  return body.data
}

async function variantInStock(request: APIRequestContext) {
  const list = (await (await request.get('/api/v1/web/products?limit=40')).json()) as {
    data: Array<{ _id: string; name: string; is_sold_out: boolean }>
  }
  for (const p of list.data.filter((x) => !x.is_sold_out)) {
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data as {
      _id: string
      name: string
      shop: { _id: string }
      variants: Array<{ _id: string; stock: number }>
    }
    const variant = detail.variants.find((v) => v.stock >= 2)
    if (variant) return { product: detail, variant }
  }
  throw new Error('no demo product in stock')
}

const stockOf = async (request: APIRequestContext, productId: string, variantId: string) =>
  ((await (await request.get(`/api/v1/web/products/${productId}`)).json()).data.variants as Array<{ _id: string; stock: number }>).find(
    (v) => v._id === variantId,
  )!.stock

/** A new account with an address and one COD order of one unit, placed through the commerce API. */
async function accountWithOrder(page: Page) {
  await page.goto('/')
  const account = newAccount()
  await api(page, 'POST', '/community/v2/auth/register', { ...account, confirmPassword: account.password })
  const wards = (await api(page, 'GET', '/api/v1/public/provinces/79/wards')) as Array<{ code: string }>
  const address = (await api(page, 'POST', '/api/v1/mobile/addresses', {
    name: 'Phạm Ngọc Ánh',
    phone: '0912345678',
    province_code: '79',
    ward_code: wards[0]!.code,
    street: '12 Lê Lợi',
    is_default: true,
  })) as { _id: string }
  const { product, variant } = await variantInStock(page.request)
  const shops = [
    { shop_id: product.shop._id, items: [{ product_id: product._id, variant_id: variant._id, quantity: 1 }], shipping_method: 'GHTK' },
  ]
  const quote = (await api(page, 'POST', '/api/v1/mobile/checkout/quote', { shops, address_id: address._id, payment_method: 'COD' })) as {
    total: number
    shops: Array<{ items: Array<{ unit_price: number }> }>
  }
  const placed = (await api(
    page,
    'POST',
    '/api/v1/mobile/orders',
    {
      shops: [{ ...shops[0], items: [{ ...shops[0]!.items[0], sale_price: quote.shops[0]!.items[0]!.unit_price }] }],
      address_id: address._id,
      payment_method: 'COD',
      total_order_payment: quote.total,
      accept_terms: true,
    },
    { 'idempotency-key': crypto.randomUUID() },
  )) as { orders: Array<{ _id: string; total: number }> }
  return { product, variant, order: placed.orders[0]!, stockAfterOrder: variant.stock - 1 }
}

test('orders: /tuong?order=1 → list → detail → cancel with a reason → stock back → buy again', async ({ page, consoleErrors }) => {
  const { product, variant, order, stockAfterOrder } = await accountWithOrder(page)
  expect(await stockOf(page.request, product._id, variant._id)).toBe(stockAfterOrder)

  // spec §2 "/tuong?order=1 buyer orders"
  await page.goto('/tuong?order=1')
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đơn mua')
  await expect(page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Đơn mua' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const card = page.getByTestId('order-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(product.name)
  await expect(card.getByTestId('order-status')).toHaveText(/Chờ xác nhận|Chờ hệ thống duyệt/)
  await expect(card).toContainText(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(order.total))
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // tabs: the order is under "to confirm", not under "completed"
  await page.getByTestId('orders-tab-completed').click()
  await expect(page).toHaveURL(/tab=completed/)
  await expect(page.getByTestId('orders-empty')).toBeVisible()
  await page.getByTestId('orders-tab-to_confirm').click()
  await expect(page.getByTestId('order-card')).toHaveCount(1)

  // the order page
  await page.getByRole('link', { name: 'Xem chi tiết' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/trang-ca-nhan/don-hang/${order._id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi tiết đơn hàng')
  await expect(page.getByTestId('order-address')).toContainText('Phạm Ngọc Ánh')
  await expect(page.getByTestId('order-shipping')).toContainText('Giao Hàng Tiết Kiệm')
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(1)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // cancel: a reason is required, and the dialog says it cannot be undone
  await page.getByTestId('order-cancel').click()
  const dialog = page.getByRole('dialog', { name: 'Huỷ đơn hàng' })
  await expect(dialog).toContainText('không thể hoàn tác')
  await expect(dialog.getByRole('radio').first()).toBeVisible()
  await dialog.getByTestId('cancel-submit').click()
  await expect(dialog.getByRole('alert')).toHaveText('Vui lòng chọn lý do huỷ đơn')
  await dialog.getByRole('radio', { name: 'Không còn nhu cầu mua nữa' }).check()
  await dialog.getByTestId('cancel-submit').click()
  await expect(page.getByRole('status').getByText('Đã huỷ đơn hàng')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('order-status')).toHaveText('Đã huỷ')
  await expect(page.getByTestId('order-notes')).toContainText('Lý do huỷ: Không còn nhu cầu mua nữa')
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(2)
  await expect(page.getByTestId('order-cancel')).toHaveCount(0)
  expect(await stockOf(page.request, product._id, variant._id)).toBe(stockAfterOrder + 1)

  // buy again → the cart
  await page.getByTestId('order-repurchase').click()
  await expect(page).toHaveURL(/\/gio-hang$/)
  await expect(page.getByTestId('cart-line').filter({ hasText: product.name })).toHaveCount(1)
  expect(consoleErrors).toEqual([])
})

test('orders pages are private: anonymous visitors go home', async ({ page }) => {
  for (const path of ['/tuong?order=1', '/trang-ca-nhan/don-hang', '/trang-ca-nhan/don-hang/0190a1b2-0000-7000-8000-000000000000']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
  }
})

test('another buyer’s order, or no order, is the 404 view', async ({ page }) => {
  const { order } = await accountWithOrder(page)
  await page.context().clearCookies()
  await page.goto('/')
  const other = newAccount()
  await api(page, 'POST', '/community/v2/auth/register', { ...other, confirmPassword: other.password })
  await page.goto(`/trang-ca-nhan/don-hang/${order._id}`)
  await expect(page.getByTestId('not-found')).toBeVisible()
  await page.goto('/trang-ca-nhan/don-hang/khong-co')
  await expect(page.getByTestId('not-found')).toBeVisible()
})
