import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { actor, call, newBuyer, ORIGIN, productInStock, signInByApi } from './money.ts'

/**
 * notify2 (issues 15/16): the admin's chat-reports queue (a buyer writes to the demo shop, the
 * seller reports the conversation; the admin sees it with the reported message, opens the
 * conversation in context and upholds it, the nav badge and dashboard card count it) and
 * reporting a review from the product page with its plain form into the reported-content queue.
 * Axe (0 serious or critical) on each screen, 390 px for the queue.
 */

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
}

test('chat reports: seller reports a chat, the admin sees it in the queue and in context, upholds it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 2)
  await newBuyer(page)
  const picked = await productInStock(page.request, { sellerShop: true })
  const marker = `Bán giá sỉ ${Date.now()} liên hệ zalo ngoài sàn`
  const opened = await call<{ room: { _id: string }; message: { _id: string } }>(page.request, 'POST', '/api/v1/mobile/chat', {
    shop_id: picked.product.shop._id,
    content: marker,
  })
  const seller = await actor(browser, 'seller@xinh.vn')
  await call(seller, 'POST', `/api/v1/mobile/chat/report/${opened.room._id}`, {
    reason: 'scam',
    note: 'Rủ giao dịch ngoài sàn',
    message_id: opened.message._id,
  })

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  const admin = await adminContext.newPage()
  await signInByApi(admin, 'admin@xinh.vn')
  await admin.goto('/admin/tong-quan')
  await expect(admin.getByTestId('queue-cards')).toContainText('Trò chuyện bị báo cáo')
  await admin.goto('/admin/tro-chuyen-bi-bao-cao')
  await expect(admin.getByRole('heading', { level: 1, name: 'Trò chuyện bị báo cáo' })).toBeVisible()
  const row = admin.getByTestId('chat-report-row').filter({ hasText: marker })
  await expect(row).toContainText('Lừa đảo')
  await expect(row).toContainText('Rủ giao dịch ngoài sàn')
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await axeClean(admin)

  await row.getByRole('link', { name: 'Xem cuộc trò chuyện' }).click()
  const transcript = admin.getByTestId('chat-report-transcript')
  await expect(transcript.locator('[aria-current="true"]')).toContainText(marker)
  await axeClean(admin)
  await admin.getByRole('button', { name: 'Xác nhận vi phạm, đóng cuộc trò chuyện' }).click()
  await expect(admin.getByText('Đã duyệt.')).toBeVisible()
  await admin.goto('/admin/tro-chuyen-bi-bao-cao?status=upheld')
  await expect(admin.getByTestId('chat-report-row').filter({ hasText: marker })).toBeVisible()
  // the closed room refuses the buyer's next message
  const again = await page.request.post('/api/v1/mobile/chat', {
    headers: { origin: ORIGIN },
    data: { room_id: opened.room._id, content: 'Còn đó không?', type: 'text', client_id: `c-${Date.now()}` },
  })
  expect(again.status()).toBe(403)
  expect(consoleErrors).toEqual([])
  await adminContext.close()
})

test('a buyer reports a review from the product page with the plain form; it waits in the reported-content queue', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // a product with reviews (the demo data has many)
  const list = (await (await page.request.get('/api/v1/web/products?limit=60')).json()) as {
    data: Array<{ _id: string; rating_count?: number }>
  }
  let productId = ''
  let reviewId = ''
  for (const p of list.data) {
    const r = (await (await page.request.get(`/api/v1/web/feedbacks/${p._id}?limit=10`)).json()) as { data: Array<{ _id: string }> }
    if (r.data.length) {
      productId = p._id
      reviewId = r.data[0]!._id
      break
    }
  }
  expect(reviewId).not.toBe('')
  await newBuyer(page)
  await page.goto(`/san-pham/${productId}#reviews`)
  const review = page.locator(`#review-${reviewId}`)
  await review.getByTestId('review-report').locator('summary').click()
  await review.getByLabel('Thông tin sai sự thật').check()
  await review.getByLabel('Mô tả thêm (không bắt buộc)').fill('Không đúng với sản phẩm')
  await axeClean(page)
  await review.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(page).toHaveURL(new RegExp(`review_reported=${reviewId}`))
  await expect(page.locator(`#review-${reviewId}`).getByTestId('review-report-done')).toBeVisible()

  const adminContext = await browser.newContext({ locale: 'vi-VN' })
  const admin = await adminContext.newPage()
  await signInByApi(admin, 'admin@xinh.vn')
  await admin.goto('/admin/noi-dung-bi-bao-cao')
  // the case (its reasons are list items of their own inside it)
  const item = admin
    .getByRole('listitem')
    .filter({ hasText: 'Đánh giá sản phẩm' })
    .filter({ hasText: 'Thông tin sai sự thật: Không đúng với sản phẩm' })
  await expect(item).toHaveCount(1)
  await axeClean(admin)
  expect(consoleErrors).toEqual([])
  await adminContext.close()
})

test('a wall offers block / unblock to another member; a block refuses the follow', async ({ page, browser }) => {
  await newBuyer(page)
  const author = await call<{ _id: string; userName: string }>(page.request, 'GET', '/community/v1/profile/me')
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  const other = await context.newPage()
  await newBuyer(other)
  await other.goto(`/tuong/${author._id}`)
  const header = other.getByTestId('wall-header')
  await header.getByTestId('block-button').click()
  await other.getByTestId('block-confirm').click()
  await expect(header.getByTestId('block-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(header.getByTestId('block-button')).toHaveText('Bỏ chặn')
  // across the block, following is refused by the server, whichever side asks
  const res = await page.request.fetch(
    `/community/v1/follow/user/${(await call<{ _id: string }>(other.request, 'GET', '/community/v1/profile/me'))._id}`,
    {
      method: 'PUT',
      headers: { origin: ORIGIN },
    },
  )
  expect(res.status()).toBe(403)
  await header.getByTestId('block-button').click()
  await expect(header.getByTestId('block-button')).toHaveText('Chặn')
  await context.close()
})
