import AxeBuilder from './axe.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, pickPlace, test } from './fixtures.ts'
import { addToCart, call, codOrder, newBuyer, ORIGIN, productInStock } from './money.ts'

/**
 * The buyer journey on a 390 px phone (issue 12): no page is wider than the screen, the product
 * page's own sticky bar (the app banner steps aside), a one-row cart bar, the language switch in
 * the header, the classification picker and its toasts, the orders link, the login page.
 */

const PHONE = { width: 390, height: 844 }
type Envelope<T> = { data: T }
const data = async <T>(request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as Envelope<T>).data

/** The document fits the screen: nothing makes the page scroll sideways (offenders named when it does). */
async function expectNoSideways(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const width = await page.evaluate(() => {
    const inner = window.innerWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > inner + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
    return { scroll: document.documentElement.scrollWidth, inner, wide }
  })
  expect(width.scroll, `${path} is ${width.scroll} px wide on a ${width.inner} px screen (${width.wide.join(' | ')})`).toBeLessThanOrEqual(
    width.inner,
  )
}

/** Serious and critical WCAG 2.1 A/AA findings (axe). */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.use({ viewport: PHONE })

test('390 px: every public page and every account page fits the screen (no sideways scrolling)', async ({ page, browser, request }) => {
  test.setTimeout(test.info().timeout * 3)
  type Id = { _id: string }
  const [product] = await data<Id[]>(request, '/api/v1/web/products?limit=1')
  const [shop] = await data<Id[]>(request, '/api/v1/web/shops/top')
  const [category] = await data<Array<Id & { children?: Id[] }>>(request, '/api/v1/web/categories')
  const [collection] = await data<Id[]>(request, '/api/v1/web/collections')
  const [banner] = await data<Id[]>(request, '/api/v1/web/banners')
  const publicPages = [
    '/',
    `/tim-kiem?keyword=${encodeURIComponent('áo thun')}`,
    `/san-pham/${product!._id}`,
    '/nganh-hang',
    `/nganh-hang/${(category!.children?.[0] ?? category)!._id}`,
    '/danh-muc',
    `/nguoi-ban/${shop!._id}`,
    `/bo-suu-tap/${collection!._id}`,
    `/danh-sach/bo-suu-tap/${shop!._id}`,
    '/top-seller',
    `/banner/${banner!._id}`,
    '/khuyen-mai',
    '/uu-dai',
    '/chinh-sach/bao-dam',
    '/gio-hang',
    '/thanh-toan-2',
    '/thanh-toan/ket-qua?payment=0190a1b2-0000-7000-8000-000000000000',
    '/dang-nhap',
    '/trang-khong-co',
  ]
  for (const path of publicPages) await expectNoSideways(page, path)

  // a buyer with an address, a placed order and items in the cart
  const picked = await productInStock(page.request)
  await newBuyer(page)
  const order = await codOrder(page, (await data<Id[]>(page.request, '/api/v1/mobile/addresses'))[0]!._id, picked)
  await addToCart(page, picked)
  await page.goto(`/thanh-toan/thanh-cong?orders=${order._id}`)
  await expect(page.getByTestId('order-code')).toHaveText(`Đơn hàng ${order.code}`)
  expect(await violations(page), 'success page').toEqual([])
  for (const path of [
    '/trang-ca-nhan',
    '/trang-ca-nhan/don-hang',
    `/trang-ca-nhan/don-hang/${order._id}`,
    '/trang-ca-nhan/dia-chi',
    '/trang-ca-nhan/so-do-co-the',
    '/trang-ca-nhan/xac-minh',
    '/trang-ca-nhan/doi-mat-khau',
    '/trang-ca-nhan/xoa-tai-khoan',
    '/gio-hang',
    '/thanh-toan',
    `/thanh-toan/thanh-cong?orders=${order._id}`,
    '/khuyen-mai',
  ])
    await expectNoSideways(page, path)

  // the seller centre and the affiliate area, as their demo accounts
  for (const [email, paths] of [
    ['seller@xinh.vn', ['/ban-hang', '/ban-hang/tong-quan']],
    ['kol@xinh.vn', ['/tiep-thi-lien-ket']],
  ] as const) {
    const context = await browser.newContext({ baseURL: ORIGIN, viewport: PHONE, locale: 'vi-VN' })
    const other = await context.newPage()
    await call(other.request, 'POST', '/community/v1/auth/login', { email, password: DEMO.password })
    for (const path of paths) await expectNoSideways(other, path)
    await context.close()
  }
})

/** A demo product with a classification of one option and another of several (in stock). */
async function productWithOneOptionClass(request: APIRequestContext) {
  type Detail = { _id: string; name: string; classifications: Array<{ name: string; options: Array<{ name: string }> }> }
  for (const p of await data<Array<{ _id: string; is_sold_out: boolean }>>(request, '/api/v1/web/products?limit=60')) {
    if (p.is_sold_out) continue
    const d = await data<Detail>(request, `/api/v1/web/products/${p._id}`)
    const sizes = d.classifications.map((c) => c.options.length)
    if (sizes.length === 2 && sizes.includes(1) && sizes.some((n) => n > 1)) return d
  }
  throw new Error('no demo product with a one-option classification')
}

test('phone product page: its own sticky bar (no app banner), the only option stays chosen, one toast at a time, add to cart and buy now', async ({
  page,
  request,
  consoleErrors,
}) => {
  const product = await productWithOneOptionClass(request)
  const single = product.classifications.findIndex((c) => c.options.length === 1)
  const several = 1 - single
  await page.goto(`/san-pham/${product._id}`)
  await expect(page.getByTestId('product-title')).toHaveText(product.name)

  // the bottom of the screen is the product's: shop, add to cart, buy now; the app banner is not there
  const bar = page.getByTestId('product-bar')
  await expect(bar).toBeVisible()
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0)
  await expect(page.getByTestId('add-to-cart')).toBeHidden()
  const box = (await bar.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1)
  await expect(bar.getByRole('link', { name: 'Cửa hàng' })).toHaveAttribute('href', /^\/nguoi-ban\//)

  // the only option of a classification is chosen, and tapping it again keeps it chosen
  const groups = page.getByTestId('variant-picker').getByRole('group')
  const only = groups.nth(single).getByRole('radio')
  await expect(only).toBeChecked()
  await groups.nth(single).locator('label').click()
  await expect(only).toBeChecked()

  // add without the other classification: the red message; then choose it and add: the green one replaces it
  await page.waitForLoadState('networkidle')
  await bar.getByTestId('bar-add-to-cart').click()
  const toasts = page.getByTestId('toast')
  await expect(toasts.filter({ hasText: 'Vui lòng chọn phân loại hàng' })).toBeVisible()
  await groups.nth(several).locator('label:not(.cursor-not-allowed)').first().click()
  await bar.getByTestId('bar-add-to-cart').click()
  await expect(toasts.filter({ hasText: 'Đã thêm vào giỏ hàng' })).toBeVisible()
  await expect(toasts.filter({ hasText: 'Vui lòng chọn phân loại hàng' })).toHaveCount(0)
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')

  // buy now from the bar goes to the (quick) checkout with that item
  await bar.getByTestId('bar-buy-now').click()
  await expect(page).toHaveURL(/\/thanh-toan-2$/)
  await expect(page.getByTestId('checkout-item')).toHaveCount(1)
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('phone header and cart: the language switch is there, the cart bar is one short row, "Đơn mua" links straight to the orders', async ({
  page,
}) => {
  const picked = await productInStock(page.request)
  const { account } = await newBuyer(page)
  await addToCart(page, picked)
  await page.goto('/gio-hang')

  // the cart's sticky bar: select all, the total and the button in one row (not a quarter of the screen)
  const bar = page.getByTestId('checkout-bar')
  await expect(bar.getByTestId('checkout')).toBeVisible()
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(80)
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0)
  await expect(bar.getByRole('checkbox', { name: 'Chọn tất cả (1)' })).toBeChecked()

  // the language switch in the phone header
  const header = page.getByRole('banner')
  const language = header.getByTestId('language-switch')
  await expect(header.getByTestId('language-code')).toBeVisible()
  await expect(header.getByTestId('language-code')).toHaveText('vi')
  await language.selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(header.getByTestId('language-code')).toHaveText('en')
  await header.getByTestId('language-switch').selectOption('vi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')

  // "Đơn mua" in the account menu is the orders page itself (no /tuong?order=1 redirect)
  await header.getByTestId('account-menu').click()
  const orders = header.getByRole('link', { name: 'Đơn mua' })
  await expect(orders).toHaveAttribute('href', '/trang-ca-nhan/don-hang')
  await orders.click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang$/)
  expect(account.email).toContain('@')
})

test('the order card names the shop and shows its code (no stray ", Mã đơn" in the heading)', async ({ page }) => {
  const picked = await productInStock(page.request)
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, picked)
  await page.goto('/trang-ca-nhan/don-hang')
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`)
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(picked.product.shop.name)
  await expect(card.getByTestId('order-card-code')).toHaveText(`Mã đơn ${order.code}`)
  await expect(page.getByRole('article', { name: `${picked.product.shop.name} Mã đơn ${order.code}` })).toBeVisible()
})

test('/dang-nhap opens the login form and returns to ?next= (a path on this site only)', async ({ page }) => {
  await page.goto('/dang-nhap?next=%2Ftrang-ca-nhan%2Fdon-hang%3Ftab%3Dall')
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' })
  await expect(dialog).toBeVisible()
  expect(await violations(page), 'login page').toEqual([])
  await dialog.getByLabel('Email').fill(DEMO.email)
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang\?tab=all$/)
  await expect(page.getByTestId('header-user-name')).toHaveText(DEMO.userName)

  // signed in already: straight on; another site as `next`: home instead (no open redirect)
  await page.goto('/dang-nhap?next=/gio-hang')
  await expect(page).toHaveURL(/\/gio-hang$/)
  for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    await page.goto(`/dang-nhap?next=${encodeURIComponent(next)}`)
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/$`))
  }

  // from a logged-out tab, the same with an unsafe next after logging in
  await page.context().clearCookies()
  await page.goto(`/dang-nhap?next=${encodeURIComponent('//evil.example/x')}`)
  await dialog.getByLabel('Email').fill(DEMO.email)
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page.getByTestId('header-user-name')).toHaveText(DEMO.userName)
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/$`))
})

test('the address form on a phone: the province list is searched by typing, big cities first; axe finds nothing serious with it open', async ({
  page,
}) => {
  await newBuyer(page)
  await page.goto('/trang-ca-nhan/dia-chi')
  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click()
  const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' })
  const province = form.getByRole('combobox', { name: 'Tỉnh/Thành phố' })
  await province.fill('h')
  const options = form.getByRole('listbox', { name: 'Tỉnh/Thành phố' }).getByRole('option')
  await expect(options.first()).toHaveText('Thành phố Hà Nội')
  await expect(options.nth(1)).toHaveText('Thành phố Hồ Chí Minh')
  expect(await violations(page), 'open province list').toEqual([])
  // keyboard: down to Hồ Chí Minh, Enter picks it; no tones and no prefix needed for a ward either
  await province.press('ArrowDown')
  await province.press('Enter')
  await expect(province).toHaveValue('Thành phố Hồ Chí Minh')
  await expect(options).toHaveCount(0)
  await province.fill('zzz')
  await expect(form.getByRole('status')).toHaveText('Không tìm thấy, hãy thử gõ tên khác')
  await province.press('Escape')
  await expect(province).toHaveValue('Thành phố Hồ Chí Minh')
  await pickPlace(form, 'Phường/Xã', 'sai gon', 'Phường Sài Gòn')
})
