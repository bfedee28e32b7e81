import AxeBuilder from './axe.ts'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInByApi } from './money.ts'

/**
 * The seller centre's dashboard, finance, settings and pause mode (issue 13), by visible text:
 * the demo seller (Xinh Closet) and the second demo seller (Sài Gòn Sneaker, no campaign running),
 * on a desktop and on a 390 px phone, axe clean.
 */

const SELLER = { email: 'seller@xinh.vn', password: 'Xinh@2026' }
const SELLER_2 = { email: 'shop4@xinh.vn', password: 'Xinh@2026' }

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await signInByApi(page, who.email, who.password)
}

/** A seller's own browser (its own cookies), next to the test's page. */
async function sellerPage(browser: Browser, who: { email: string; password: string }, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ locale: 'vi-VN', viewport, baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, who)
  return { page, close: () => context.close() }
}

/** The id of the signed-in seller's shop, from the seller centre's "view shop" link. */
async function ownShopId(page: Page) {
  await page.goto('/ban-hang/tong-quan')
  const href = await page
    .getByRole('link', { name: /Xem shop/ })
    .first()
    .getAttribute('href')
  return href!.split('/').pop()!
}

test('dashboard: to-do cards, today / 7 days / 30 days / a chosen range in the URL, chart, report link', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, SELLER)
  await page.goto('/ban-hang/tong-quan')
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible()
  const todo = page.getByRole('region', { name: 'Việc cần làm' })
  await expect(todo.getByRole('link', { name: /Đơn chờ xác nhận/ })).toHaveAttribute('href', /quan-ly-don-hang\?tab=awaiting_confirmation/)
  await expect(todo.getByRole('link', { name: /Yêu cầu trả hàng/ })).toHaveAttribute('href', /tra-hang-hoan-tien\?tab=requested/)
  // as many as the products list counts: the demo seeds 2, and an admin journey earlier in the same
  // shard may have rejected another of this shop's products
  const { counts } = await (await page.request.get('/api/v1/seller/products?limit=1')).json()
  expect(counts.rejected).toBeGreaterThanOrEqual(2)
  await expect(todo.getByRole('link', { name: /Sản phẩm bị từ chối/ })).toHaveText(new RegExp(`^${counts.rejected}\\D`))

  // 7 days by default, with 90 days of demo sales behind it
  const ranges = page.getByRole('region', { name: 'Khoảng thời gian' })
  await expect(ranges.getByRole('link', { name: '7 ngày qua' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Doanh số theo thời gian')).toBeVisible()
  await expect(page.locator('.recharts-wrapper')).toBeVisible()
  const revenue = page.getByRole('definition').filter({ hasText: /₫$/ }).first()
  await expect(revenue).toBeVisible()
  // trackwire: visitors and conversion are measured from the tracking aggregates (the demo seeds a month of visits)
  const visitors = page
    .getByRole('term')
    .filter({ hasText: /^Lượt truy cập$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expect(visitors).toHaveText(/^\d[\d.]*$/)
  await expect(page.getByText('Chưa đo')).toHaveCount(0)

  await ranges.getByRole('link', { name: 'Hôm nay' }).click()
  await expect(page).toHaveURL(/range=today/)
  await expect(ranges.getByRole('link', { name: 'Hôm nay' })).toHaveAttribute('aria-current', 'page')
  await ranges.getByRole('link', { name: '30 ngày qua' }).click()
  await expect(page).toHaveURL(/range=30d/)
  await expect(page.getByRole('link', { name: /Tải báo cáo Excel/ })).toHaveAttribute(
    'href',
    /\/api\/v1\/seller\/dashboard\/report\?range=30d/,
  )

  // a chosen range: from / to as calendar days
  await ranges.getByLabel('Từ ngày').fill('2026-01-01')
  await ranges.getByLabel('Đến ngày').fill('2026-01-31')
  await ranges.getByRole('button', { name: 'Xem' }).click()
  await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-01-31/)
  await expect(page.getByText('Từ 01/01/2026 đến 31/01/2026', { exact: true })).toBeVisible()

  // the Excel report downloads for the seller's cookie
  const report = await page.request.get('/api/v1/seller/dashboard/report?range=7d')
  expect(report.status()).toBe(200)
  expect(report.headers()['content-type']).toContain('spreadsheetml')
  expect(consoleErrors).toEqual([])
})

test('settings: a new intro and return policy show on the (cached) shop page at once', async ({ page, browser }) => {
  await signIn(page, SELLER)
  const shopId = await ownShopId(page)
  // an anonymous visitor's shop page, served from the page cache the second time
  const visitor = await browser.newContext({ locale: 'vi-VN', baseURL: test.info().project.use.baseURL })
  const anon = await visitor.newPage()
  await anon.goto(`/nguoi-ban/${shopId}`)
  await anon.reload()
  await expect(anon.getByText('Đổi trả trong 7 ngày')).toBeVisible()

  await page.goto('/ban-hang/cai-dat')
  await expect(page).toHaveURL(/cai-dat\/thong-tin-cua-hang$/)
  const form = page.getByRole('form', { name: 'Thông tin shop' })
  await form.getByLabel('Giới thiệu shop').fill('Quá ngắn')
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(form.getByText('Giới thiệu shop phải từ 100 đến 500 ký tự')).toBeVisible()
  const intro =
    'Xinh Closet mùa lễ hội: váy dạ tiệc, áo len và phụ kiện mới mỗi tuần. Đổi size miễn phí trong 7 ngày, giao nhanh trong ngày tại Hà Nội và tư vấn tận tình.'
  await form.getByLabel('Giới thiệu shop').fill(intro)
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page.getByRole('status').getByText('Đã lưu. Trang shop đã được cập nhật.')).toBeVisible()

  await page.getByRole('navigation', { name: 'Các mục cài đặt' }).getByRole('link', { name: 'Chính sách trả hàng' }).click()
  const policy = page.getByRole('form', { name: 'Chính sách trả hàng' })
  await policy.getByLabel('Thời hạn trả hàng').selectOption('10')
  await policy.getByLabel('Kích cỡ không vừa').uncheck()
  // the intro's toast may still be on screen: wait for this save's own answer
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/seller/settings/returns') && r.request().method() === 'PUT')
  await policy.getByRole('button', { name: 'Lưu thay đổi' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('status').getByText('Đã lưu. Trang shop đã được cập nhật.').last()).toBeVisible()

  // the stored copy is evicted by the database's NOTIFY, which reaches the process a moment later
  await expect(async () => {
    await anon.reload()
    await expect(anon.getByText('Đổi trả trong 10 ngày')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(anon.getByText(intro)).toBeVisible()
  await expect(anon.getByText(/Nhận trả hàng khi: .*Sản phẩm bị hư hỏng/)).not.toContainText('Kích cỡ không vừa')
  await visitor.close()
})

/** A product of the shop that has a variant in stock. */
async function sneakerProduct(request: APIRequestContext, shopId: string) {
  const list = (await (await request.get(`/api/v1/web/shops/${shopId}/products?limit=20`)).json()) as { data: Array<{ _id: string }> }
  for (const p of list.data) {
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data as { variants: Array<{ stock: number }> }
    if (detail.variants.some((v) => v.stock >= 2)) return p._id
  }
  throw new Error('no Sài Gòn Sneaker product in stock')
}

test('pause mode: refused over a running campaign; a paused shop says when it returns and its products cannot be bought', async ({
  page,
  browser,
  request,
}) => {
  // Xinh Closet runs promotions and vouchers: refused, naming one
  const closet = await sellerPage(browser, SELLER)
  await closet.page.goto('/ban-hang/cai-dat/tam-nghi')
  await expect(closet.page.getByText('Chương trình đang chạy hoặc sắp diễn ra')).toBeVisible()
  await closet.page.getByRole('button', { name: 'Tạm nghỉ ngay' }).click()
  await expect(closet.page.getByRole('form', { name: 'Tạm nghỉ' }).getByRole('alert')).toContainText('Không thể tạm nghỉ: chương trình "')
  await expect(closet.page.getByText('Shop đang mở bán.')).toBeVisible()
  await closet.close()

  // a buyer has a Sài Gòn Sneaker product in the cart
  const seller = await sellerPage(browser, SELLER_2)
  const shopId = await ownShopId(seller.page)
  const productId = await sneakerProduct(request, shopId)
  await page.goto(`/san-pham/${productId}`)
  await page.waitForLoadState('networkidle')
  const groups = page.getByTestId('variant-picker').getByRole('group')
  for (let i = 0; i < (await groups.count()); i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    await expect(async () => {
      await option.click()
      await expect(option.getByRole('radio')).toBeChecked({ timeout: 1000 })
    }).toPass()
  }
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByRole('status').getByText('Đã thêm vào giỏ hàng')).toBeVisible()

  // the seller pauses now, until a date
  await seller.page.goto('/ban-hang/cai-dat/tam-nghi')
  await expect(seller.page.getByText('Shop đang mở bán.')).toBeVisible()
  const form = seller.page.getByRole('form', { name: 'Tạm nghỉ' })
  await form.getByLabel('Mở bán lại lúc').fill('2099-01-05T09:00')
  await form.getByRole('button', { name: 'Tạm nghỉ ngay' }).click()
  await expect(seller.page.getByRole('status').getByText('Shop đã tạm nghỉ')).toBeVisible()
  await expect(seller.page.getByText(/Shop đang tạm nghỉ đến .*2099/).first()).toBeVisible()

  try {
    // buyers see the return date, and cannot buy
    await page.goto(`/nguoi-ban/${shopId}`)
    await expect(page.getByText(/Shop đang tạm nghỉ đến .*2099.*Bạn chưa thể đặt hàng lúc này/)).toBeVisible()
    await page.goto('/gio-hang')
    await expect(page.getByText('Shop đang tạm nghỉ, chưa thể đặt hàng')).toBeVisible()
    expect(await violations(page)).toEqual([])
  } finally {
    // reopen: the shop sells again
    await seller.page.getByRole('button', { name: 'Mở bán lại ngay' }).click()
    await expect(seller.page.getByText('Shop đang mở bán.')).toBeVisible()
    await seller.close()
  }
  await page.goto(`/nguoi-ban/${shopId}`)
  await expect(page.getByText(/Shop đang tạm nghỉ/)).toHaveCount(0)
})

test('finance: statements, and a payout request that moves the available balance to the bank', async ({ page, consoleErrors }) => {
  await signIn(page, SELLER)
  await page.goto('/ban-hang/tai-chinh')
  await expect(page.getByRole('heading', { level: 1, name: 'Tài chính' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sao kê theo tháng' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Tải sao kê tháng/ }).first()).toBeVisible()
  const payouts = page.getByTestId('payout-list').getByRole('listitem')
  const before = await payouts.count()
  const available = page.getByTestId('finance-available')
  await expect(available).not.toHaveText('0 ₫')
  const amount = (await available.textContent())!.trim()

  await page.getByRole('button', { name: 'Rút tiền ngay' }).click()
  const dialog = page.getByRole('dialog', { name: `Rút ${amount} về tài khoản ngân hàng` })
  await expect(dialog).toContainText('Vietcombank')
  await dialog.getByRole('button', { name: 'Xác nhận rút tiền' }).click()
  await expect(page.getByRole('status').getByText(`Đã chuyển ${amount} về tài khoản ngân hàng`)).toBeVisible()
  await expect(available).toHaveText('0 ₫')
  await expect(page.getByText('Chưa có số dư khả dụng để rút.')).toBeVisible()
  await expect(payouts.first()).toContainText(amount)
  expect(await payouts.count()).toBeGreaterThanOrEqual(Math.min(before + 1, 10))
  expect(consoleErrors).toEqual([])
})

const SCREENS = [
  '/ban-hang/tong-quan',
  '/ban-hang/tai-chinh',
  '/ban-hang/cai-dat/thong-tin-cua-hang',
  '/ban-hang/cai-dat/van-chuyen',
  '/ban-hang/cai-dat/thanh-toan',
  '/ban-hang/cai-dat/chinh-sach-hoan-tra-hang',
  '/ban-hang/cai-dat/tam-nghi',
]

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every dashboard, finance and settings screen is axe clean at ${viewport.width} px`, async ({ browser }) => {
    // seven screens, each scanned by axe: more than the default minute on a busy machine
    test.setTimeout(test.info().timeout * 3)
    const seller = await sellerPage(browser, SELLER, viewport)
    for (const path of SCREENS) {
      await seller.page.goto(path)
      await seller.page.waitForLoadState('networkidle')
      expect(await violations(seller.page), `${path} at ${viewport.width}px`).toEqual([])
      // nothing wider than a phone's screen
      const overflow = await seller.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0)
    }
    if (viewport.width === 390) {
      // the phone layout: the menu drawer holds the navigation
      await seller.page.goto('/ban-hang/tong-quan')
      await seller.page.getByRole('button', { name: /Mở menu/ }).click()
      await expect(seller.page.getByRole('dialog').getByRole('link', { name: 'Tài chính' })).toBeVisible()
      expect(await violations(seller.page), 'menu drawer').toEqual([])
    }
    await seller.close()
  })
}
