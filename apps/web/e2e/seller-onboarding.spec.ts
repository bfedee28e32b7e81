import { gzipSync } from 'node:zlib'
import AxeBuilder from './axe.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, newAccount, test } from './fixtures.ts'
import { latestCode, outbox } from './outbox.ts'

// A real (tiny) PNG: the server checks uploads by their bytes and re-encodes them.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
const INTRO =
  'Shop nhỏ chuyên áo len, khăn choàng và phụ kiện đan tay từ sợi tự nhiên. Mỗi sản phẩm được đan thủ công tại Đà Lạt, đóng gói cẩn thận và giao toàn quốc.'

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The admin decides through the admin API (its screens come with the admin console). */
async function approveAsAdmin(request: APIRequestContext, storeName: string) {
  const login = await request.post('/community/v1/auth/login', { data: { email: 'admin@xinh.vn', password: 'Xinh@2026' } })
  expect(login.ok()).toBe(true)
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` }
  const list = await (await request.get('/api/v1/admin/seller-applications?status=waiting_approval&limit=100', { headers })).json()
  const application = list.data.find((a: { store_name: string }) => a.store_name === storeName)
  expect(application, 'the application is in the admin queue').toBeTruthy()
  const approved = await request.post(`/api/v1/admin/seller-applications/${application._id}/approve`, { headers })
  expect(approved.status(), await approved.text()).toBe(200)
}

test('a new user verifies phone and e-mail, submits the ID card, applies in two steps, waits, is approved and opens the seller centre', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 3)
  const account = newAccount()
  const phone = `03${String(Date.now()).slice(-8)}`
  const storeName = `Len Đà Lạt ${Date.now().toString(36).slice(-4)}`

  // the landing page: fees exactly as spec §9 says, and the way in
  await page.goto('/seller')
  await expect(page.getByRole('heading', { level: 1, name: 'Bán hàng cùng Xinh' })).toBeVisible()
  await expect(page.getByText('3% doanh thu', { exact: true })).toBeVisible()
  await expect(page.getByText('Miễn phí trong năm đầu tiên kể từ ngày shop được duyệt.')).toBeVisible()
  await expect(page.getByText('Miễn phí một năm nếu việc đối soát, thanh toán diễn ra đều đặn.')).toBeVisible()
  await expect(page.getByText('Quảng cáo sản phẩm và banner cửa hàng miễn phí trong năm đầu tiên.')).toBeVisible()
  await page.getByText('Bao lâu thì hồ sơ được duyệt?').click()
  await expect(page.getByText('Trong vòng 48 giờ, không tính thứ Bảy, Chủ nhật và ngày nghỉ lễ.', { exact: false })).toBeVisible()
  expect(await violations(page), '/seller').toEqual([])

  // not signed in: the application page shows the way in; sign up from there
  await page.getByRole('link', { name: 'Đăng ký bán hàng' }).first().click()
  await expect(page).toHaveURL(/\/become-seller$/)
  await expect(page.getByRole('heading', { name: 'Đăng nhập để đăng ký bán hàng' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Tạo tài khoản' }).click()
  const signup = page.getByRole('dialog', { name: 'Tạo tài khoản Xinh' })
  await signup.getByLabel('Họ và tên').fill(account.userName)
  await signup.getByLabel('Email').fill(account.email)
  await signup.getByLabel('Mật khẩu', { exact: true }).fill(account.password)
  await signup.getByLabel('Nhập lại mật khẩu').fill(account.password)
  await signup.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(signup).toBeHidden()

  // what is missing is explained, each with a link to fix it
  await expect(page.getByRole('heading', { name: 'Trước khi đăng ký' })).toBeVisible()
  expect(await violations(page), 'prerequisites').toEqual([])
  await page.getByRole('link', { name: 'Xác minh số điện thoại' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/xac-minh#verify-phone$/)

  // phone: the code arrives by SMS (the development outbox)
  const phoneSection = page.locator('section[aria-labelledby="verify-phone"]')
  await phoneSection.getByLabel('Số điện thoại').fill(phone)
  await phoneSection.getByRole('button', { name: 'Gửi mã' }).click()
  await phoneSection.getByLabel('Mã xác thực').fill(await latestCode(phone))
  await phoneSection.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(page.getByText('Đã xác minh số điện thoại')).toBeVisible()

  // e-mail
  const emailSection = page.locator('section[aria-labelledby="verify-email"]')
  const mailsBefore = outbox(account.email).length
  await emailSection.getByRole('button', { name: 'Gửi mã' }).click()
  await emailSection.getByLabel('Mã xác thực').fill(await latestCode(account.email, mailsBefore))
  await emailSection.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(page.getByText('Đã xác minh email')).toBeVisible()

  // identity card
  const idSection = page.locator('section[aria-labelledby="verify-identity"]')
  await idSection.getByLabel('Số CCCD (12 chữ số)').fill('068196001234')
  await idSection.getByLabel('Ảnh mặt trước').setInputFiles(photo('mat-truoc.png'))
  await idSection.getByLabel('Ảnh mặt sau').setInputFiles(photo('mat-sau.png'))
  await idSection.getByRole('button', { name: 'Gửi xác minh' }).click()
  await expect(idSection.getByText('Đang chờ quản trị viên duyệt')).toBeVisible()

  // the application, on a phone
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/become-seller')
  await expect(page.getByRole('heading', { name: 'Bước 1/2: Thông tin chủ shop' })).toBeVisible()
  // the rules of the shared schema, before anything is sent
  await page.getByLabel('Họ và tên chủ shop').fill('Võ Thị Lan')
  await page.getByLabel('Ngày sinh').fill('2015-01-01')
  await page.getByLabel('Mã số thuế').fill('123')
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click()
  await expect(page.getByText('Mã số thuế không hợp lệ (10 hoặc 13 chữ số, hoặc số CCCD)')).toBeVisible()
  await expect(page.getByText('Ngày sinh không hợp lệ: chủ shop phải đủ 18 tuổi')).toBeVisible()
  expect(await violations(page), 'step 1 with errors (390 px)').toEqual([])

  await page.getByLabel('Ngày sinh').fill('1992-11-03')
  await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone)
  await page.getByLabel('Số CCCD').fill('068196001234')
  await page.getByLabel('Mã số thuế').fill('068196001234')
  await page.getByLabel('Ảnh CCCD mặt trước', { exact: true }).setInputFiles(photo('cccd-truoc.png'))
  await expect(page.getByRole('img', { name: 'Ảnh đã tải lên: Ảnh CCCD mặt trước' })).toBeVisible()
  await page.getByLabel('Ảnh CCCD mặt sau', { exact: true }).setInputFiles(photo('cccd-sau.png'))
  await expect(page.getByRole('img', { name: 'Ảnh đã tải lên: Ảnh CCCD mặt sau' })).toBeVisible()
  await page.getByLabel('Ngân hàng').fill('Vietcombank')
  await page.getByLabel('Số tài khoản').fill('0421 000 123 456')
  await page.getByLabel('Chi nhánh').fill('Chi nhánh Lâm Đồng')
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click()
  await expect(page.getByRole('heading', { name: 'Bước 2/2: Thông tin cửa hàng' })).toBeVisible()

  // the draft is on the server: a reload opens the second step with the first one kept
  await page.getByLabel('Tên shop').fill(storeName)
  // step 1's "saved" toast may still be showing: wait for this save's own answer before reloading
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/mobile/seller-registration'))
  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('Đã lưu bản nháp').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Bước 2/2: Thông tin cửa hàng' })).toBeVisible()
  await expect(page.getByLabel('Tên shop')).toHaveValue(storeName)
  await page.getByRole('button', { name: 'Quay lại' }).click()
  await expect(page.getByLabel('Họ và tên chủ shop')).toHaveValue('Võ Thị Lan')
  await expect(page.getByLabel('Số tài khoản')).toHaveValue('0421000123456')
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click()

  await page.getByLabel('Ngành hàng').selectOption({ label: 'Phụ kiện' })
  await page.getByLabel('Shopee').check()
  await page.getByLabel('Giới thiệu shop').fill('Quá ngắn')
  await page.getByRole('button', { name: 'Gửi hồ sơ' }).click()
  await expect(page.getByText('Giới thiệu shop phải từ 100 đến 500 ký tự')).toBeVisible()
  await page.getByLabel('Giới thiệu shop').fill(INTRO)
  await page.getByLabel('Tỉnh/Thành phố').selectOption('01')
  await expect(page.getByLabel('Phường/Xã')).toBeEnabled()
  await page.getByLabel('Phường/Xã').selectOption('00004')
  await page.getByLabel('Địa chỉ cụ thể').fill('25 Hàng Bông')
  expect(await violations(page), 'step 2 (390 px)').toEqual([])
  await page.getByRole('button', { name: 'Gửi hồ sơ' }).click()

  // waiting: the deadline (48 working hours) is shown
  await expect(page.getByRole('heading', { name: 'Hồ sơ đang chờ duyệt' })).toBeVisible()
  await expect(page.getByTestId('review-deadline')).toContainText('Xinh sẽ phản hồi trước')
  await expect(page.getByText('Thời gian duyệt là 48 giờ, không tính thứ Bảy, Chủ nhật và ngày nghỉ lễ.')).toBeVisible()
  expect(await violations(page), 'waiting (390 px)').toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await violations(page), 'waiting (desktop)').toEqual([])

  // approved by an admin; the applicant is told by e-mail and the seller centre opens from the account menu
  await approveAsAdmin(request, storeName)
  await expect.poll(() => outbox(account.email).at(-1)?.subject).toBe(`Xinh: shop "${storeName}" đã được duyệt`)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Shop của bạn đã được duyệt' })).toBeVisible()
  await page.getByRole('banner').getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Kênh người bán', exact: true }).click()
  await expect(page).toHaveURL(/\/ban-hang\/tong-quan$/)
  await expect(page.getByRole('heading', { name: 'Tổng quan' }).first()).toBeVisible()

  // and on a phone
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/become-seller')
  await expect(page.getByRole('heading', { name: 'Shop của bạn đã được duyệt' })).toBeVisible()
  expect(await violations(page), 'approved (390 px)').toEqual([])
  await page.getByRole('banner').getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Kênh người bán', exact: true }).click()
  await expect(page).toHaveURL(/\/ban-hang\/tong-quan$/)
  expect(consoleErrors).toEqual([])
})

test('the landing page is public, cached and described for search engines, light, and reads well on a phone', async ({ page, request }) => {
  const res = await request.get('/seller')
  expect(res.status()).toBe(200)
  expect(res.headers()['cdn-cache-control']).toContain('max-age=60')
  const html = await res.text()
  expect(html).toContain('<link rel="canonical" href="')
  expect(html).toMatch(/property="og:title" content="Bán hàng cùng Xinh – miễn phí năm đầu tiên"/)
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string))
  expect(ld.map((x) => x['@type'])).toEqual(expect.arrayContaining(['WebPage', 'Organization', 'FAQPage']))
  const faq = ld.find((x) => x['@type'] === 'FAQPage')
  expect(faq.mainEntity).toHaveLength(5)

  // a public page: within ARCHITECTURE.md §6's 120 KB of JavaScript (gzip), everything it loads counted
  const scripts = new Map<string, Promise<number>>()
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (r.ok() && (/\.m?js$/.test(url.pathname) || /javascript/.test(r.headers()['content-type'] ?? '')) && !scripts.has(url.href))
      scripts.set(
        url.href,
        r.headers()['content-encoding'] === 'gzip'
          ? r
              .request()
              .sizes()
              .then((x) => x.responseBodySize)
          : r.body().then((b) => gzipSync(b).length),
      )
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/seller', { waitUntil: 'networkidle' })
  const js = (await Promise.all(scripts.values())).reduce((sum, n) => sum + n, 0)
  test.info().annotations.push({ type: 'js-gzip', description: `/seller: ${(js / 1024).toFixed(1)} KB` })
  expect(js, `/seller loads ${(js / 1024).toFixed(1)} KB of JavaScript (gzip)`).toBeLessThanOrEqual(120 * 1024)
  await expect(page.getByRole('heading', { level: 1, name: 'Bán hàng cùng Xinh' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  expect(await violations(page), '/seller (390 px)').toEqual([])
})
