import AxeBuilder from './axe.ts'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DEMO, expect, login, pickPlace, test } from './fixtures.ts'

type Product = { _id: string; name: string; shop: { _id: string } }
type Variant = { _id: string; stock: number }

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(n)
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

/** Demo products with classifications and stock, from `count` different shops. */
async function productsFromShops(request: APIRequestContext, count: number): Promise<Product[]> {
  const list = (await (await request.get('/api/v1/web/products?limit=60')).json()) as { data: Array<Product & { is_sold_out: boolean }> }
  const picked: Product[] = []
  for (const p of list.data.filter((x) => !x.is_sold_out)) {
    if (picked.some((x) => x.shop._id === p.shop._id)) continue
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data as {
      classifications: unknown[]
      variants: Variant[]
    }
    if (detail.classifications.length > 0 && detail.variants.some((v) => v.stock >= 5)) picked.push(p)
    if (picked.length === count) return picked
  }
  throw new Error(`no ${count} demo products with options in stock from different shops`)
}

/** The chosen carrier is the cheapest standard (not express) one on offer (issue 12: not simply the first listed). */
async function expectCheapestChosen(group: Locator) {
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1)
  const options = await group.locator('label').evaluateAll((labels) =>
    labels.map((l) => ({
      checked: (l.querySelector('input') as HTMLInputElement).checked,
      express: (l.textContent ?? '').includes('Hỏa tốc'),
      fee: Number((l.lastElementChild?.textContent ?? '').replace(/\D/g, '')),
    })),
  )
  const standard = options.filter((o) => !o.express)
  expect(options.find((o) => o.checked)?.fee).toBe(Math.min(...standard.map((o) => o.fee)))
}

const stockOf = async (request: APIRequestContext, productId: string, variantId: string) =>
  ((await (await request.get(`/api/v1/web/products/${productId}`)).json()).data.variants as Variant[]).find((v) => v._id === variantId)!
    .stock

/** On a product page: the first option of every group that is in stock with the others, then "add to cart". */
async function addToCart(page: Page, product: Product) {
  await page.goto(`/san-pham/${product._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  const groups = page.getByTestId('variant-picker').getByRole('group')
  for (let i = 0; i < (await groups.count()); i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    // a group with one option comes chosen already; clicking it again would clear it
    if (!(await option.getByRole('radio').isChecked())) await option.click()
    await expect(option.getByRole('radio')).toBeChecked()
  }
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/carts') && r.request().method() === 'POST')
  await page.getByTestId('add-to-cart').click()
  expect((await added).ok()).toBe(true)
}

/**
 * A running platform voucher made by the demo admin (a unique code per run: ≤ 9 characters).
 * Code-only: it never shows among the public vouchers other journeys count on /khuyen-mai.
 */
async function adminVoucher(request: APIRequestContext, origin: string, value: number) {
  const login = await request.post('/community/v1/auth/login', {
    headers: { origin },
    data: { email: 'admin@xinh.vn', password: DEMO.password },
  })
  expect(login.ok()).toBe(true)
  const code = `E2E${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const now = Date.now()
  const res = await request.post('/api/v1/admin/vouchers', {
    headers: { origin },
    data: {
      code,
      name: `E2E ${code}`,
      type: 'price',
      value,
      min_order_value: 0,
      quantity: 1000,
      display: 'code_only',
      start_time: new Date(now - 3_600_000).toISOString(),
      end_time: new Date(now + 86_400_000).toISOString(),
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return { id: (await res.json()).data._id as string, code }
}

test('two shops → cart → checkout with the best voucher combination → COD → two orders → cancel one → stock back', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const voucher = await adminVoucher(request, origin, 30_000)
  const [first, second] = await productsFromShops(request, 2)

  await login(page, DEMO.email, DEMO.password)
  await expect(page.getByTestId('header-user-name')).toBeVisible()
  // the demo buyer's cart is shared with other journeys: start empty; save the voucher to the wallet
  const cart = (await (await page.request.get('/api/v1/mobile/carts/all')).json()).data.data as {
    valid: Array<{ items: Array<{ _id: string }> }>
    invalid: Array<{ items: Array<{ _id: string }> }>
  }
  const ids = [...cart.valid, ...cart.invalid].flatMap((s) => s.items.map((i) => i._id))
  if (ids.length)
    expect((await page.request.post('/api/v1/mobile/carts/delete-many', { headers: { origin }, data: { ids } })).ok()).toBe(true)
  expect((await page.request.post(`/api/v1/mobile/voucher-buyer/${voucher.id}/save`, { headers: { origin } })).ok()).toBe(true)

  // two items from two shops, through the product pages
  await addToCart(page, first!)
  await addToCart(page, second!)
  const lines = (await (await page.request.get('/api/v1/mobile/carts/all')).json()).data.data.valid.flatMap(
    (s: { items: Array<{ product: { _id: string; variant: { _id: string } } }> }) => s.items,
  ) as Array<{ product: { _id: string; variant: { _id: string } } }>
  expect(lines).toHaveLength(2)
  const bought = lines.map((l) => ({ productId: l.product._id, variantId: l.product.variant._id }))
  const stockBefore = await Promise.all(bought.map((b) => stockOf(request, b.productId, b.variantId)))

  // the cart → checkout
  await page.goto('/gio-hang')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/thanh-toan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible()
  await expect(page.getByTestId('checkout-shop')).toHaveCount(2)

  // a delivery address: add one from the checkout when the buyer has none
  if (await page.getByTestId('add-address').isVisible()) {
    await page.getByTestId('add-address').click()
    const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' })
    await form.getByLabel('Số điện thoại').fill('0912345678')
    await pickPlace(form, 'Tỉnh/Thành phố', 'ha noi', 'Thành phố Hà Nội')
    await pickPlace(form, 'Phường/Xã', 'ba dinh', 'Phường Ba Đình')
    await form.getByLabel('Địa chỉ cụ thể (số nhà, tên đường)').fill('12 Phan Đình Phùng')
    await form.getByRole('button', { name: 'Lưu' }).click()
  }
  await expect(page.getByTestId('selected-address')).toBeVisible()
  // shipping options per shop, priced for the address; the cheapest standard one is chosen
  for (const shop of await page.getByTestId('checkout-shop').all()) {
    await expectCheapestChosen(shop.getByRole('group', { name: 'Phương thức vận chuyển' }))
  }
  // another carrier chosen by hand survives a reload of the checkout (then back to the cheapest)
  const carriers = page.getByTestId('checkout-shop').first().getByRole('group', { name: 'Phương thức vận chuyển' })
  const cheapest = (await carriers.getByRole('radio', { checked: true }).getAttribute('value'))!
  const other = carriers.locator('label').filter({ hasNotText: 'Hỏa tốc' }).getByRole('radio', { checked: false }).first()
  const otherValue = (await other.getAttribute('value'))!
  await other.check()
  await expect(carriers.locator(`input[value="${otherValue}"]`)).toBeChecked()
  await page.reload()
  await expect(carriers.locator(`input[value="${otherValue}"]`)).toBeChecked()
  await carriers.locator(`input[value="${cheapest}"]`).check()
  await expect(carriers.locator(`input[value="${cheapest}"]`)).toBeChecked()
  // the summary is busy until the quote for this choice is back
  const summary = page.getByTestId('order-summary')
  await expect(summary).toHaveAttribute('aria-busy', 'false')

  // the best combination of saved vouchers is chosen already, and says so
  await expect(page.getByTestId('best-combination')).toHaveText('Đã chọn sẵn tổ hợp voucher tiết kiệm nhất cho bạn')
  await expect(summary.getByText('Voucher Xinh')).toBeVisible()
  await page.getByTestId('platform-voucher-button').click()
  const picker = page.getByRole('dialog', { name: 'Voucher Xinh' })
  await expect(picker.getByTestId('voucher-option').filter({ hasText: voucher.code })).toContainText(`Tiết kiệm ${vnd(30_000)}`)
  // without a voucher the total goes up; back to the best combination
  const withBest = amount(await page.getByTestId('summary-total').textContent())
  await picker.getByLabel('Không dùng voucher').check()
  await picker.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(summary.getByText('Voucher Xinh')).toHaveCount(0)
  await expect(page.getByTestId('summary-total')).not.toHaveText(vnd(withBest))
  await page.getByRole('button', { name: 'Dùng tổ hợp voucher tiết kiệm nhất' }).click()
  await expect(page.getByTestId('best-combination')).toBeVisible()
  await expect(page.getByTestId('summary-total')).toHaveText(vnd(withBest))

  // payment: COD chosen first; the online methods are offered too (payments.spec.ts pays with them)
  const payment = page.getByRole('group', { name: 'Phương thức thanh toán' })
  await expect(payment.getByLabel('Thanh toán khi nhận hàng (COD)')).toBeChecked()
  await expect(payment.getByLabel('Ví MoMo')).toBeEnabled()
  await page.getByTestId('checkout-shop').first().getByLabel('Lời nhắn cho người bán').fill('Giao giờ hành chính giúp em')

  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // terms first (spec §8), then the order
  await page.getByTestId('place-order').click()
  await expect(page.getByText('Vui lòng đồng ý với điều khoản trước khi đặt hàng')).toBeVisible()
  await expect(page.getByTestId('accept-terms')).toBeFocused()
  await page.getByTestId('accept-terms').check()
  const total = amount(await page.getByTestId('summary-total').textContent())
  const orderRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/mobile/orders') && r.method() === 'POST') orderRequests.push(r.headers()['idempotency-key'] ?? '')
  })
  await page.getByTestId('place-order').dblclick()

  const success = page.getByTestId('checkout-success')
  await expect(success.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  await expect(success.getByTestId('order-code')).toHaveCount(2)
  // the success view has its own address: a reload keeps it; back leads to the cart, forward to it again
  await expect(page).toHaveURL(/\/thanh-toan\/thanh-cong\?orders=[\w-]+,[\w-]+$/)
  const codes = await success.getByTestId('order-code').allTextContents()
  await page.reload()
  await expect(success.getByTestId('order-code')).toHaveText(codes)
  await page.goBack()
  await expect(page).toHaveURL(/\/gio-hang$/)
  await page.goForward()
  await expect(success.getByTestId('order-code')).toHaveText(codes)
  expect(orderRequests).toHaveLength(1)
  expect(orderRequests[0]).toMatch(/^[\w-]{16,}$/)
  await expect(success).toContainText(vnd(total))
  const orderIds = await success
    .getByTestId('order-link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.split('/').pop()!))
  expect(orderIds).toHaveLength(2)
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0)

  // the order list shows both; cancel one with a reason
  await success.getByRole('link', { name: 'Xem đơn mua' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang$/)
  for (const id of orderIds) await expect(page.locator(`[data-testid="order-card"][data-order-id="${id}"]`)).toBeVisible()
  const cancelled = orderIds[0]!
  const card = page.locator(`[data-testid="order-card"][data-order-id="${cancelled}"]`)
  await card.getByTestId('order-cancel').click()
  const cancelForm = page.getByTestId('cancel-form')
  await cancelForm.getByRole('radio').first().check()
  await cancelForm.getByTestId('cancel-submit').click()
  await expect(cancelForm).toBeHidden()
  const detail = (await (await page.request.get(`/api/v1/mobile/orders/${cancelled}`)).json()).data as {
    status: string
    items: Array<{ variant_id: string }>
  }
  expect(detail.status).toBe('cancelled')

  // the cancelled order's stock is back; the other order keeps its unit
  for (const [i, b] of bought.entries()) {
    const expected = detail.items.some((it) => it.variant_id === b.variantId) ? stockBefore[i]! : stockBefore[i]! - 1
    await expect.poll(() => stockOf(request, b.productId, b.variantId)).toBe(expected)
  }
  expect(consoleErrors).toEqual([])
})

test('a visitor checks out on /thanh-toan-2, sees why a login-only voucher does not apply, and makes an account after the order', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const voucher = await adminVoucher(request, origin, 20_000)
  const [product] = await productsFromShops(request, 1)

  // an anonymous visitor: adding to the cart makes a guest session; the checkout sends it to the quick checkout
  await addToCart(page, product!)
  await page.goto('/gio-hang')
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/thanh-toan-2$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán nhanh' })).toBeVisible()
  await expect(page.getByTestId('checkout-shop')).toHaveCount(1)
  await expect(page.getByText('Nhập địa chỉ nhận hàng để xem phí vận chuyển.')).toBeVisible()
  // no address yet: the fee is not known, and the summary says so rather than "0 ₫"
  await expect(page.getByTestId('summary-shipping')).toHaveText('Chọn địa chỉ để tính')
  await expect(page.getByTestId('summary-no-shipping')).toHaveText('Chưa gồm phí vận chuyển')

  const email = `khach-${Date.now().toString(36)}@xinh.vn`
  const form = page.getByTestId('guest-form')
  await form.getByLabel('Họ và tên người nhận').fill('Lê Minh Thư')
  await form.getByLabel('Số điện thoại').fill('0987654321')
  await form.getByLabel('Email').fill(email)
  await pickPlace(form, 'Tỉnh/Thành phố', 'ha noi', 'Thành phố Hà Nội')
  await pickPlace(form, 'Phường/Xã', 'ba dinh', 'Phường Ba Đình')
  await form.getByLabel('Địa chỉ cụ thể (số nhà, tên đường)').fill('5 Tràng Tiền')
  const shipping = page.getByTestId('checkout-shop').getByRole('group', { name: 'Phương thức vận chuyển' })
  await expectCheapestChosen(shipping)
  await expect(page.getByTestId('summary-shipping')).toHaveText(/\d\s₫$/)
  await expect(page.getByTestId('summary-no-shipping')).toHaveCount(0)

  // a code that does not exist, then a voucher that needs an account: the dialog stays open with
  // the reason under the field and what was typed; nothing is applied, nothing blocks the order
  await page.getByTestId('platform-voucher-button').click()
  const picker = page.getByRole('dialog', { name: 'Voucher Xinh' })
  const codeField = picker.getByLabel('Nhập mã voucher')
  await codeField.fill('KHONGCO9')
  await picker.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(picker.getByRole('alert')).toHaveText(/không tồn tại|không hợp lệ|Không tìm thấy/i)
  await expect(codeField).toHaveValue('KHONGCO9')
  await expect(codeField).toBeFocused()
  await codeField.fill(voucher.code)
  await picker.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(picker.getByRole('alert')).toHaveText('Vui lòng đăng nhập để dùng mã này')
  await expect(codeField).toHaveValue(voucher.code)
  await expect(picker.getByTestId('voucher-option').filter({ hasText: voucher.code })).toContainText('Vui lòng đăng nhập để dùng mã này')
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(page.getByTestId('checkout-vouchers').getByText('Vui lòng đăng nhập để dùng mã này')).toHaveCount(0)
  await page.getByTestId('accept-terms').check()

  await page.getByTestId('place-order').click()
  const modal = page.getByRole('dialog', { name: 'Đặt hàng thành công' })
  await expect(modal).toContainText(`Thông tin đơn hàng đã được gửi tới ${email}.`)
  const code = (await page.getByTestId('checkout-success').getByTestId('order-code').textContent())?.replace('Đơn hàng ', '')
  expect(code).toMatch(/^\d{6}[A-Z0-9]{6}$/)

  // account creation keeps the order
  await modal.getByLabel('Mật khẩu', { exact: true }).fill('Xinh@Khach2026')
  await modal.getByLabel('Nhập lại mật khẩu').fill('Xinh@Khach2026')
  await modal.getByRole('button', { name: 'Tạo tài khoản' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByTestId('header-user-name')).toHaveText('Lê Minh Thư')
  const orders = (await (await page.request.get('/api/v1/mobile/orders')).json()).data as Array<{ code: string }>
  expect(orders.map((o) => o.code)).toEqual([code])
  await page.getByTestId('checkout-success').getByTestId('order-link').click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang\/[\w-]+$/)
  await expect(page.getByTestId('order-detail')).toContainText(code!)
  expect(consoleErrors).toEqual([])
})

test('an empty selection says so and leads back to the cart; no session at all goes to the quick checkout', async ({ page }) => {
  await page.goto('/thanh-toan')
  await expect(page).toHaveURL(/\/thanh-toan-2$/)
  await expect(page.getByTestId('checkout-empty')).toContainText('Vui lòng chọn sản phẩm để mua')
  await page.getByRole('link', { name: 'Quay lại giỏ hàng' }).click()
  await expect(page).toHaveURL(/\/gio-hang$/)
})
