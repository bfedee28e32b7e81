import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, type newAccount } from './fixtures.ts'
import { ORIGIN, call, newBuyer, photo } from './money.ts'
import { latestCode, outbox } from './outbox.ts'

/**
 * The steps the long journeys share (seller-journey.spec.ts, admin-journey.spec.ts), by visible
 * text: a new user verifies and applies to sell, lists a product for review, a new buyer finds and
 * orders it; and the contexts of the other people in a journey.
 */

const INTRO =
  'Shop nhỏ chuyên áo len, khăn choàng và phụ kiện đan tay từ sợi tự nhiên. Mỗi sản phẩm được đan thủ công tại Đà Lạt, đóng gói cẩn thận và giao toàn quốc.'
// A real (tiny) PNG for the identity photos: the server checks uploads by their bytes.
const TINY = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const idPhoto = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY })

/** A toast (role status) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text).first()

/** A phone number no other journey on the same server uses. */
export const uniquePhone = () => `03${String(Date.now()).slice(-8)}`

/** Another person's browser (a buyer, an admin), collecting their page errors apart from the test's own page. */
export async function personContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[0-9]/.test(m.text())) errors.push(m.text())
  })
  return { page, errors, close: () => context.close() }
}

/** The carrier simulator moves a parcel (docs/api/shipping.md: an admin does it in production mode). */
export const advance = (admin: APIRequestContext, label: string, to: 'picked_up' | 'delivered') =>
  call(admin, 'POST', `/dev-gateway/carrier/parcels/${encodeURIComponent(label)}/advance`, { to })

/**
 * At /become-seller: signs up, verifies phone and e-mail with the one-time codes of the outbox,
 * submits the identity card, then applies in two steps; ends on "waiting for review".
 */
export async function applyToSell(
  page: Page,
  { account, phone, storeName }: { account: ReturnType<typeof newAccount>; phone: string; storeName: string },
) {
  await page.goto('/become-seller')
  await expect(page.getByRole('heading', { name: 'Đăng nhập để đăng ký bán hàng' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Tạo tài khoản' }).click()
  const signup = page.getByRole('dialog', { name: 'Tạo tài khoản Xinh' })
  await signup.getByLabel('Họ và tên').fill(account.userName)
  await signup.getByLabel('Email').fill(account.email)
  await signup.getByLabel('Mật khẩu', { exact: true }).fill(account.password)
  await signup.getByLabel('Nhập lại mật khẩu').fill(account.password)
  await signup.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(signup).toBeHidden()

  await expect(page.getByRole('heading', { name: 'Trước khi đăng ký' })).toBeVisible()
  await page.getByRole('link', { name: 'Xác minh số điện thoại' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/xac-minh#verify-phone$/)

  const phoneSection = page.locator('section[aria-labelledby="verify-phone"]')
  await phoneSection.getByLabel('Số điện thoại').fill(phone)
  await phoneSection.getByRole('button', { name: 'Gửi mã' }).click()
  await phoneSection.getByLabel('Mã xác thực').fill(await latestCode(phone))
  await phoneSection.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(page.getByText('Đã xác minh số điện thoại')).toBeVisible()

  const emailSection = page.locator('section[aria-labelledby="verify-email"]')
  const mailsBefore = outbox(account.email).length
  await emailSection.getByRole('button', { name: 'Gửi mã' }).click()
  await emailSection.getByLabel('Mã xác thực').fill(await latestCode(account.email, mailsBefore))
  await emailSection.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(page.getByText('Đã xác minh email')).toBeVisible()

  const idSection = page.locator('section[aria-labelledby="verify-identity"]')
  await idSection.getByLabel('Số CCCD (12 chữ số)').fill('068196001234')
  await idSection.getByLabel('Ảnh mặt trước').setInputFiles(idPhoto('mat-truoc.png'))
  await idSection.getByLabel('Ảnh mặt sau').setInputFiles(idPhoto('mat-sau.png'))
  await idSection.getByRole('button', { name: 'Gửi xác minh' }).click()
  await expect(idSection.getByText('Đang chờ quản trị viên duyệt')).toBeVisible()

  await page.goto('/become-seller')
  await expect(page.getByRole('heading', { name: 'Bước 1/2: Thông tin chủ shop' })).toBeVisible()
  await page.getByLabel('Họ và tên chủ shop').fill('Võ Thị Lan')
  await page.getByLabel('Ngày sinh').fill('1992-11-03')
  await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone)
  await page.getByLabel('Số CCCD').fill('068196001234')
  await page.getByLabel('Mã số thuế').fill('068196001234')
  await page.getByLabel('Ảnh CCCD mặt trước', { exact: true }).setInputFiles(idPhoto('cccd-truoc.png'))
  await expect(page.getByRole('img', { name: 'Ảnh đã tải lên: Ảnh CCCD mặt trước' })).toBeVisible()
  await page.getByLabel('Ảnh CCCD mặt sau', { exact: true }).setInputFiles(idPhoto('cccd-sau.png'))
  await expect(page.getByRole('img', { name: 'Ảnh đã tải lên: Ảnh CCCD mặt sau' })).toBeVisible()
  await page.getByLabel('Ngân hàng').fill('Vietcombank')
  await page.getByLabel('Số tài khoản').fill('0421000123456')
  await page.getByLabel('Chi nhánh').fill('Chi nhánh Lâm Đồng')
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click()

  await expect(page.getByRole('heading', { name: 'Bước 2/2: Thông tin cửa hàng' })).toBeVisible()
  await page.getByLabel('Tên shop').fill(storeName)
  await page.getByLabel('Ngành hàng').selectOption({ label: 'Phụ kiện' })
  await page.getByLabel('Shopee').check()
  await page.getByLabel('Giới thiệu shop').fill(INTRO)
  await page.getByLabel('Tỉnh/Thành phố').selectOption('01')
  await expect(page.getByLabel('Phường/Xã')).toBeEnabled()
  await page.getByLabel('Phường/Xã').selectOption('00004')
  await page.getByLabel('Địa chỉ cụ thể').fill('25 Hàng Bông')
  await page.getByRole('button', { name: 'Gửi hồ sơ' }).click()
  await expect(page.getByRole('heading', { name: 'Hồ sơ đang chờ duyệt' })).toBeVisible()
  await expect(page.getByTestId('review-deadline')).toContainText('Xinh sẽ phản hồi trước')
}

/** The approved applicant opens the seller centre from the account menu; returns the shop's id. */
export async function openSellerCentre(page: Page) {
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Shop của bạn đã được duyệt' })).toBeVisible()
  await page.getByRole('banner').getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Kênh người bán', exact: true }).click()
  await expect(page).toHaveURL(/\/ban-hang\/tong-quan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible()
  const href = await page
    .getByRole('link', { name: /Xem shop/ })
    .first()
    .getAttribute('href')
  const shopId = href!.split('/').pop()!
  expect(shopId).toMatch(/^[0-9a-f-]{36}$/)
  return shopId
}

/**
 * In /ban-hang: a product with two classifications (2 × 2 variants at 390,000 ₫, 20 each) and two
 * images, sent for review; ends on its "waiting for review" row in the product list.
 */
export async function submitProduct(page: Page, productName: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Quản lý sản phẩm' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý sản phẩm' })).toBeVisible()
  await page.getByRole('link', { name: 'Thêm sản phẩm' }).first().click()
  await expect(page.getByRole('heading', { name: 'Thêm sản phẩm', level: 1 })).toBeVisible()
  await page.getByLabel('Tên sản phẩm').fill(productName)
  await page.getByLabel('Ngành hàng').selectOption({ index: 1 })
  await page
    .getByLabel('Mô tả sản phẩm')
    .fill(
      'Áo len cổ lọ đan tay từ sợi len lông cừu mềm, ấm mà không bí. Dáng suông dễ phối với chân váy hay quần jean, giặt tay nước lạnh, phơi nơi thoáng mát.',
    )
  const images = page.getByTestId('media-images')
  await images.getByLabel('Thêm ảnh vào Ảnh sản phẩm').setInputFiles([
    { ...photo(320, 240), name: 'mat-truoc.png' },
    { ...photo(240, 320), name: 'mat-sau.png' },
  ])
  await expect(images.getByTestId('media-item')).toHaveCount(2, { timeout: 30_000 })

  await page.getByRole('button', { name: 'Thêm phân loại' }).click()
  await page.getByLabel('Tên phân loại 1').fill('Màu sắc')
  for (const option of ['Trắng kem', 'Xanh rêu']) {
    await page.getByLabel('Lựa chọn mới cho Màu sắc').fill(option)
    await page.getByLabel('Lựa chọn mới cho Màu sắc').press('Enter')
  }
  await page.getByRole('button', { name: 'Thêm phân loại' }).click()
  await page.getByLabel('Tên phân loại 2').fill('Kích cỡ')
  for (const option of ['Size M', 'Size L']) {
    await page.getByLabel('Lựa chọn mới cho Kích cỡ').fill(option)
    await page.getByLabel('Lựa chọn mới cho Kích cỡ').press('Enter')
  }
  await expect(page.getByTestId('variant-row')).toHaveCount(4)
  const all = page.getByTestId('apply-to-all')
  await all.getByLabel('Giá gốc (₫)').fill('390000')
  await all.getByLabel('Giá bán (₫)').fill('390000')
  await all.getByLabel('Tồn kho').fill('20')
  await all.getByRole('button', { name: 'Áp dụng cho tất cả' }).click()
  await expect(page.getByLabel('Tồn kho – Xanh rêu · Size L')).toHaveValue('20')
  await page.getByLabel('Cân nặng (g)').fill('400')
  await page.getByLabel('Dài', { exact: true }).fill('30')
  await page.getByLabel('Rộng', { exact: true }).fill('25')
  await page.getByLabel('Cao', { exact: true }).fill('5')
  await page.getByLabel('Còn nguyên tem mác').check()
  await page.getByRole('button', { name: 'Gửi duyệt' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Đã gửi sản phẩm đi duyệt' })).toBeVisible()
  const row = page.getByTestId('seller-product-row').filter({ hasText: productName })
  await expect(row.getByText('Chờ duyệt')).toBeVisible()
}

/** The first option of every classification group that is in stock with the others (a product page). */
export async function chooseVariant(page: Page) {
  const groups = page.getByTestId('variant-picker').getByRole('group')
  await expect(groups).toHaveCount(2)
  for (let i = 0; i < 2; i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    // hydration may swallow the first click: click until the radio is checked
    await expect(async () => {
      if (!(await option.getByRole('radio').isChecked())) await option.click()
      await expect(option.getByRole('radio')).toBeChecked({ timeout: 1000 })
    }).toPass()
  }
}

/**
 * A new buyer (signed up on `b`, with an address) searches for the product by name, opens it,
 * picks a classification and orders it cash on delivery; returns the order's id and code.
 */
export async function buyFromSearch(
  b: Page,
  { productId, productName, storeName }: { productId: string; productName: string; storeName: string },
) {
  await newBuyer(b)
  const box = b.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })
  await box.fill(productName)
  await box.press('Enter')
  await expect(b).toHaveURL(/\/tim-kiem\?keyword=/)
  await box.press('Escape') // the suggestions close
  await b.getByTestId('product-card').filter({ hasText: productName }).first().click()
  await expect(b).toHaveURL(new RegExp(`/san-pham/${productId}`))
  await expect(b.getByRole('heading', { level: 1 })).toHaveText(productName)
  await chooseVariant(b)
  const added = b.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/carts') && r.request().method() === 'POST')
  await b.getByTestId('add-to-cart').click()
  expect((await added).ok()).toBe(true)

  await b.goto('/gio-hang')
  await expect(b.getByTestId('cart-line').filter({ hasText: productName })).toHaveCount(1)
  await b.getByTestId('checkout').click()
  await expect(b).toHaveURL(/\/thanh-toan$/)
  await expect(b.getByTestId('selected-address')).toBeVisible()
  await expect(b.getByTestId('checkout-shop').filter({ hasText: storeName })).toBeVisible()
  await b.getByTestId('accept-terms').check()
  await b.getByTestId('place-order').click()
  const success = b.getByTestId('checkout-success')
  await expect(success.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  const order = {
    code: ((await success.getByTestId('order-code').first().textContent()) ?? '').replace('Đơn hàng ', '').trim(),
    id:
      (await success
        .getByTestId('order-link')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).pathname.split('/').pop()!)) ?? '',
  }
  expect(order.code).toMatch(/^\d{6}[A-Z0-9]{6}$/)
  return order
}
