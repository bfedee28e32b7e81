import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures.ts'
import { ORIGIN, actor, call, codOrder, deliver, newBuyer, photo, productInStock } from './money.ts'

/** The edited review carries markup a hostile writer would try (stored XSS): it shows as typed, never runs. */
const EDITED = 'Shop gói hàng cẩn thận, rất ưng <img src=x onerror="window.__xss=1"><svg onload="window.__xss=2">'

/**
 * Product reviews (issue 16): a buyer reviews a delivered order with photos from the "not yet
 * reviewed" tab, edits it once (a second edit is refused), the seller replies in the seller
 * centre, the product page shows it under its filters; a 1-heart review leads into a return.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const SELLER = 'seller@xinh.vn'

const dayMonth = (d: Date) => new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' }).format(d)

test('a buyer reviews a delivered order with photos, edits it once, a second edit is refused, the seller replies', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { addressId } = await newBuyer(page)
  const picked = await productInStock(page.request, { sellerShop: true })
  const order = await codOrder(page, addressId, picked)
  const seller = await actor(browser, SELLER)
  const admin = await actor(browser, 'admin@xinh.vn')
  await deliver(order._id, seller, admin)

  // the return guide's link: /tuong?order=1, its "not yet reviewed" tab
  await page.goto('/tuong?order=1&tab=unreviewed')
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang\?tab=unreviewed$/)
  const card = page.locator(`[data-order-id="${order._id}"]`)
  await card.getByTestId('order-review-link').click()
  await expect(page).toHaveURL(new RegExp(`/trang-ca-nhan/don-hang/${order._id}#danh-gia$`))

  const section = page.getByTestId('order-reviews')
  await section.getByTestId('review-write').click()
  const dialog = page.getByRole('dialog', { name: 'Đánh giá sản phẩm' })
  const form = dialog.getByTestId('review-form')
  // nothing chosen: the hearts are asked for, nothing is sent
  await form.getByTestId('review-submit').click()
  await expect(form.getByText('Vui lòng chọn số tim')).toBeVisible()
  await form.getByRole('radio', { name: '4 tim' }).check()
  await form.getByTestId('review-content').fill('Vải mát, <b>đúng</b> mô tả')
  await expect(form.getByText('26/150 ký tự')).toBeVisible()
  await form.getByTestId('evidence-input').setInputFiles([photo(320, 240), { ...photo(240, 320), name: 'mat-sau.png' }])
  await expect(form.getByTestId('evidence-item')).toHaveCount(2)
  await expect(form.getByTestId('evidence-item').getByRole('progressbar')).toHaveCount(0)
  expect(await serious(page)).toEqual([])
  const sentAt = Date.now()
  await form.getByTestId('review-submit').click()
  await expect(dialog.getByTestId('review-done')).toBeVisible()
  await dialog.getByRole('button', { name: 'Đóng' }).first().click()

  const mine = section.getByTestId('my-review')
  await expect(mine.getByTestId('my-review-content')).toHaveText('Vải mát, <b>đúng</b> mô tả')
  await expect(mine.locator('img')).toHaveCount(2)
  // 30 days from when the server stored it: the day before or after a Vietnam midnight passed meanwhile
  const days = new Set([sentAt, Date.now()].map((ms) => dayMonth(new Date(ms + 30 * 86_400_000))))
  const until = new RegExp(`(${[...days].join('|')})`)
  await expect(mine.getByTestId('my-review-edit-note')).toHaveText(
    new RegExp(`^Bạn có thể sửa đánh giá này một lần, đến hết ngày ${until.source}$`),
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // the one edit: the warning says it is the only one
  await section.getByTestId('review-edit').click()
  const edit = page.getByRole('dialog', { name: 'Sửa đánh giá' })
  await expect(edit.getByTestId('review-edit-once')).toContainText(until)
  await edit.getByRole('radio', { name: '5 tim' }).check()
  await edit.getByTestId('review-content').fill(EDITED)
  await edit.getByTestId('review-submit').click()
  await expect(edit.getByTestId('review-done')).toBeVisible()
  await edit.getByRole('button', { name: 'Đóng' }).first().click()
  await expect(mine.getByTestId('my-review-content')).toHaveText(EDITED)
  await expect(mine.getByTestId('my-review-edit-note')).toHaveText('Đánh giá đã được sửa một lần và không thể sửa nữa')
  await expect(section.getByTestId('review-edit')).toHaveCount(0)

  // a second edit is refused by the server too
  const [review] = await call<Array<{ _id: string; product: { _id: string } }>>(page.request, 'GET', '/api/v1/mobile/feedbacks/me')
  const second = await page.request.put(`/api/v1/mobile/feedbacks/${review!._id}`, {
    headers: { origin: ORIGIN },
    data: { rating: 1, content: 'Đổi ý' },
  })
  expect(second.status()).toBe(409)
  expect((await second.json()).error.code).toBe('REVIEW_EDIT_USED')

  // "my reviews" in the account area
  await page.goto('/trang-ca-nhan/danh-gia')
  await expect(page.getByTestId('my-reviews').getByTestId('my-review-content').first()).toHaveText(EDITED)
  expect(await serious(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // the seller replies in the seller centre, once
  const sellerContext = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN', viewport: { width: 390, height: 844 } })
  expect(
    (
      await sellerContext.request.post('/community/v1/auth/login', {
        headers: { origin: ORIGIN },
        data: { email: SELLER, password: DEMO.password },
      })
    ).ok(),
  ).toBe(true)
  const sellerPage = await sellerContext.newPage()
  const sellerErrors: string[] = []
  sellerPage.on('pageerror', (e) => sellerErrors.push(e.message))
  await sellerPage.goto('/ban-hang/danh-gia?tab=chua-phan-hoi&photos=1&rating=5')
  const item = sellerPage.locator(`[data-review-id="${review!._id}"]`)
  await expect(item).toContainText('Shop gói hàng cẩn thận, rất ưng')
  await item.getByTestId('seller-reply-open').click()
  await item.getByTestId('seller-reply-text').fill('Cảm ơn bạn đã ủng hộ shop!')
  expect(await serious(sellerPage)).toEqual([])
  // the reply is saved before the page is left (leaving at once cancelled it in one clean-clone run)
  const saved = sellerPage.waitForResponse((r) => r.url().endsWith(`/feedbacks/${review!._id}/reply`) && r.request().method() === 'POST')
  await item.getByTestId('seller-reply-submit').click()
  expect((await saved).ok()).toBe(true)
  await sellerPage.goto('/ban-hang/danh-gia?tab=da-phan-hoi')
  await expect(sellerPage.locator(`[data-review-id="${review!._id}"]`).getByTestId('seller-review-reply')).toContainText(
    'Cảm ơn bạn đã ủng hộ shop!',
  )
  await expect(sellerPage.locator(`[data-review-id="${review!._id}"]`).getByTestId('seller-reply-open')).toHaveCount(0)
  expect(await sellerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(sellerErrors).toEqual([])
  expect(await sellerPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  await sellerContext.close()

  // the product page: the review under "with photos" and "5 hearts", the reply, a helpful vote
  await page.goto(`/san-pham/${review!.product._id}?review_photos=1&review_rating=5#reviews`)
  const shown = page.locator(`#review-${review!._id}`)
  await expect(shown).toContainText('Shop gói hàng cẩn thận, rất ưng')
  await expect(shown).toContainText('Cảm ơn bạn đã ủng hộ shop!')
  await expect(shown).toContainText('<img src=x onerror=')
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  await expect(shown.getByTestId('review-helpful')).toHaveText('Hữu ích (0)')
  await shown.getByTestId('review-helpful').click()
  await expect(page).toHaveURL(new RegExp(`review_photos=1.*#review-${review!._id}$`))
  await expect(page.locator(`#review-${review!._id}`).getByTestId('review-helpful')).toHaveText('Hữu ích (1)')
  expect(await serious(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a 1-heart review leads into return and refund', async ({ page, browser, consoleErrors }) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  await deliver(order._id, await actor(browser, SELLER), await actor(browser, 'admin@xinh.vn'))

  await page.goto(`/trang-ca-nhan/don-hang/${order._id}`)
  await page.getByTestId('order-reviews').getByTestId('review-write').click()
  const dialog = page.getByRole('dialog', { name: 'Đánh giá sản phẩm' })
  await dialog.getByRole('radio', { name: '1 tim' }).check()
  await dialog.getByTestId('review-content').fill('Đường may bung ngay lần đầu mặc')
  await dialog.getByTestId('review-submit').click()
  await expect(dialog.getByTestId('review-return-offer')).toBeVisible()
  await dialog.getByTestId('review-return-open').click()

  const ret = page.getByRole('dialog', { name: 'Đánh giá và yêu cầu trả hàng' })
  const form = ret.getByTestId('return-form')
  await expect(form.getByRole('radio', { name: '1 tim' })).toBeChecked()
  await form.getByRole('radio', { name: 'Sản phẩm bị hư hỏng, bể vỡ' }).check()
  await form.getByTestId('evidence-input').setInputFiles(photo())
  await expect(form.getByTestId('evidence-item').getByRole('progressbar')).toHaveCount(0)
  await form.getByTestId('return-submit').click()
  await expect(ret).toBeHidden()
  await expect(page.getByTestId('return-panel').getByTestId('return-status')).toHaveText('Cần người bán xử lý')
  const request = await call<{ source: string; rating: number }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}/return`)
  expect(request).toMatchObject({ source: 'review', rating: 1 })
  expect(consoleErrors).toEqual([])
})
