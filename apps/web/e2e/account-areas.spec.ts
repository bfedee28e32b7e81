import AxeBuilder from './axe.ts'
import type { Browser, Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures.ts'
import { ORIGIN, actor, addToCart, call, codOrder, deliver, newBuyer, photo, productInStock } from './money.ts'

/**
 * Account areas and shop feedback (issue 16, acct), phone-sized: favourites and recently viewed,
 * the voucher wallet's tabs and "Use now" into the checkout, payment info offered in a COD return,
 * and a buyer's feedback to a shop read by the seller (stored markup stays text). Fresh buyers
 * wherever something is written.
 */

test.use({ viewport: { width: 390, height: 844 } })

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

const SELLER = 'seller@xinh.vn'

/** A page signed in as a demo account (the seller centre's screens). */
async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  const res = await context.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email, password: DEMO.password },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return { context, page: await context.newPage() }
}

test('favourites and recently viewed: a viewed, saved product is listed; removing it leaves the empty state', async ({
  page,
  consoleErrors,
}) => {
  await newBuyer(page)
  const picked = await productInStock(page.request)
  const name = picked.product.name

  // empty first: each area says what to do
  await page.goto('/trang-ca-nhan/yeu-thich')
  await expect(page.getByRole('heading', { name: 'Sản phẩm yêu thích' })).toBeVisible()
  await expect(page.getByText('Chưa có sản phẩm yêu thích')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Khám phá sản phẩm' })).toBeVisible()

  // viewing the product page records it; the §7 toggle saves it
  await page.goto(`/san-pham/${picked.product._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await call(page.request, 'POST', `/api/v1/mobile/products/${picked.product._id}/bookmark`)

  await page.goto('/trang-ca-nhan/da-xem')
  await expect(page.getByTestId('seen-products').getByTestId('product-card').first()).toContainText(name)
  expect(await serious(page)).toEqual([])

  // the account nav leads there
  await page.getByRole('link', { name: 'Yêu thích', exact: true }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/yeu-thich$/)
  const card = page.getByTestId('favourite').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card).toContainText(/Lưu ngày/)
  expect(await serious(page)).toEqual([])
  await card.getByTestId('favourite-remove').click()
  await expect(page.getByText('Đã bỏ khỏi danh sách yêu thích')).toBeVisible()
  await expect(page.getByText('Chưa có sản phẩm yêu thích')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('favourite')).toHaveCount(0)
  const list = await call<unknown[]>(page.request, 'GET', '/api/v1/mobile/favourites')
  expect(list).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the demo buyer’s favourites mark the products that became cheaper since they were saved', async ({ browser }) => {
  const buyer = await signedInPage(browser, DEMO.email)
  await buyer.page.goto('/trang-ca-nhan/yeu-thich')
  const drops = buyer.page.getByTestId('favourite').getByTestId('price-drop')
  await expect(drops.first()).toContainText(/Rẻ hơn .*₫ so với lúc lưu/)
  expect(await drops.count()).toBeGreaterThanOrEqual(1)
  expect(await serious(buyer.page)).toEqual([])
  await buyer.context.close()
})

test('my vouchers: usable / used / expired tabs in the URL; "Use now" carries the voucher into the checkout picker', async ({
  page,
  consoleErrors,
}) => {
  await newBuyer(page)
  // a new account is given the first-purchase voucher (XINHMOI)
  await page.goto('/trang-ca-nhan/vi-voucher')
  await expect(page.getByRole('heading', { name: 'Ví voucher' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Trạng thái voucher' })
  await expect(tabs.getByRole('link', { name: /Có thể dùng/ })).toHaveAttribute('aria-current', 'page')
  const ticket = page.getByTestId('wallet').locator('[data-code="XINHMOI"]')
  await expect(ticket).toBeVisible()
  expect(await serious(page)).toEqual([])

  await tabs.getByRole('link', { name: /Đã dùng/ }).click()
  await expect(page).toHaveURL(/\?tab=da-dung$/)
  await expect(page.getByText('Bạn chưa dùng voucher nào.')).toBeVisible()
  await tabs.getByRole('link', { name: /Hết hạn/ }).click()
  await expect(page).toHaveURL(/\?tab=het-han$/)
  await expect(page.getByText('Không có voucher nào hết hạn.')).toBeVisible()
  await page.goBack()
  await page.goBack()
  await expect(page.getByTestId('wallet').locator('[data-code="XINHMOI"]')).toBeVisible()

  // "Use now" on a platform voucher: the cart, then the checkout with it picked by hand
  await addToCart(page, await productInStock(page.request))
  await page.getByTestId('wallet').locator('[data-code="XINHMOI"]').getByTestId('voucher-use').click()
  await expect(page).toHaveURL(/\/gio-hang\?voucher=XINHMOI$/)
  await expect(page.getByTestId('cart-voucher-notice')).toContainText('XINHMOI')
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/thanh-toan\?voucher=XINHMOI$/)
  await expect(page.getByText('Đã áp dụng mã XINHMOI')).toBeVisible()
  await expect(page.getByTestId('platform-voucher-button')).toContainText('XINHMOI')
  expect(consoleErrors).toEqual([])
})

test('payment info: the refund account is checked as banks do, saved once and offered in a COD return', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  await page.goto('/trang-ca-nhan/thanh-toan')
  await expect(page.getByText('Bạn chưa lưu tài khoản nhận hoàn tiền.')).toBeVisible()
  await expect(page.getByText('Bạn chưa thanh toán đơn hàng nào.')).toBeVisible()
  expect(await serious(page)).toEqual([])

  const form = page.getByTestId('payment-form')
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(form.getByText('Vui lòng nhập trường này').first()).toBeVisible()
  await form.getByLabel('Ngân hàng').selectOption('VCB')
  await form.getByLabel('Số tài khoản').fill('12a345')
  await expect(form.getByLabel('Số tài khoản')).toHaveValue('12345')
  await form.getByLabel('Tên chủ tài khoản').pressSequentially('Nguyễn Thị Ánh')
  await expect(form.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN THI ANH')
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(form.getByText('Số tài khoản gồm 6 đến 19 chữ số')).toBeVisible()
  await form.getByLabel('Số tài khoản').fill('0071000123456')
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Đã lưu tài khoản nhận hoàn tiền')).toBeVisible()
  await expect(page.getByTestId('bank-account')).toContainText('Vietcombank')
  await expect(page.getByTestId('bank-account')).toContainText('0071000123456 · NGUYEN THI ANH')

  // a COD order delivered: the return form offers the saved account
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  await deliver(order._id, await actor(browser, SELLER), await actor(browser, 'admin@xinh.vn'))
  await page.goto(`/trang-ca-nhan/don-hang/${order._id}`)
  await page.getByTestId('order-request-return').click()
  const ret = page.getByTestId('return-form')
  const bank = ret.getByTestId('return-refund-bank')
  await expect(bank.getByText('Đã điền sẵn từ thông tin thanh toán của bạn.')).toBeVisible()
  await expect(bank.getByLabel('Số tài khoản')).toHaveValue('0071000123456')
  await expect(bank.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN THI ANH')
  expect(await serious(page)).toEqual([])
  await ret.getByRole('radio', { name: 'Sản phẩm bị hư hỏng, bể vỡ' }).check()
  await ret.getByTestId('evidence-input').setInputFiles(photo())
  await expect(ret.getByTestId('evidence-item').getByRole('progressbar')).toHaveCount(0)
  await ret.getByTestId('return-submit').click()
  await expect(page.getByTestId('return-panel').getByTestId('return-refund-bank')).toContainText(
    'Vietcombank · 0071000123456 · NGUYEN THI ANH',
  )
  const request = await call<{ refund_bank: unknown }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}/return`)
  expect(request.refund_bank).toEqual({
    bank_code: 'VCB',
    bank_name: 'Vietcombank',
    account_number: '0071000123456',
    holder_name: 'NGUYEN THI ANH',
  })

  // the method this buyer used is listed
  await page.goto('/trang-ca-nhan/thanh-toan')
  await expect(page.getByTestId('used-methods')).toContainText('Thanh toán khi nhận hàng (COD)')
  expect(consoleErrors).toEqual([])
})

test('shop feedback: a buyer writes ≤300 characters with a picture; the seller reads it as text', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const shop = (await productInStock(page.request, { sellerShop: true })).product.shop
  // a visitor sees the shop and is asked to sign in
  await page.goto(`/shop-feedback/${shop._id}`)
  await expect(page.getByRole('heading', { name: 'Góp ý cho shop' })).toBeVisible()
  await expect(page.getByRole('link', { name: shop.name })).toBeVisible()
  await expect(page.getByText('Đăng nhập để gửi góp ý cho shop.')).toBeVisible()
  expect(await serious(page)).toEqual([])

  await newBuyer(page)
  await page.goto(`/shop-feedback/${shop._id}`)
  const form = page.getByTestId('feedback-form')
  const content = form.getByLabel('Nội dung góp ý')
  await content.fill('a'.repeat(301))
  await expect(form.getByText('301/300 ký tự')).toBeVisible()
  await form.getByTestId('feedback-submit').click()
  await expect(form.getByText('Tối đa 300 ký tự')).toBeVisible()

  // stored markup must stay text wherever it is shown
  const xss = `Giao chậm <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1"> <a href="javascript:window.__xss=1">x</a> <b`
  await content.fill(xss)
  await form.locator('input[type=file]').setInputFiles(photo())
  await expect(form.getByRole('button', { name: 'Bỏ ảnh' })).toBeVisible()
  await form.getByTestId('feedback-submit').click()
  await expect(page.getByTestId('feedback-sent')).toContainText(`${shop.name} đã nhận được góp ý của bạn.`)

  const seller = await signedInPage(browser, SELLER)
  await seller.page.goto('/ban-hang/tong-quan')
  // a phone: the seller centre's nav is in its menu
  await seller.page.getByRole('button', { name: /Mở menu/ }).click()
  await seller.page.getByRole('dialog').getByRole('link', { name: 'Góp ý của khách' }).click()
  await expect(seller.page).toHaveURL(/\/ban-hang\/gop-y-cua-khach$/)
  const item = seller.page.getByTestId('shop-feedback').first()
  await expect(item).toContainText(xss)
  await expect(item.getByRole('img', { name: /Ảnh góp ý của/ })).toBeVisible()
  expect(await seller.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(await serious(seller.page)).toEqual([])
  await seller.context.close()

  // an id that is not a shop is the 404 page
  await page.goto('/shop-feedback/khong-phai-shop')
  await expect(page.getByText('This page could not be found.')).toBeVisible()
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([])
})
