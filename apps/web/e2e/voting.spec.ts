import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures.ts'
import { call, newBuyer, ORIGIN } from './money.ts'

/**
 * The voting campaign (issue 18): an admin creates a campaign of products with the 200K vote
 * voucher as its reward in /admin; a new buyer on a phone checks in (+10 votes, once a day),
 * votes, gets the voucher in their wallet when their votes reach the threshold, runs out of
 * votes ("Votes exhausted" from the server past the balance), and the results page ranks the
 * candidates. axe: no serious or critical violation. Uses its own campaign and a new buyer: the
 * demo data's campaigns and counts are never assumed.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

test('admin creates a voting campaign; a buyer checks in, votes, earns the 200K vote voucher, runs out; results rank', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 2)
  // ----- the admin, in /admin -----
  const admin = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN' })
  const signedIn = await admin.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'admin@xinh.vn', password: DEMO.password },
  })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  const products = (
    (await (await admin.request.get('/api/v1/web/products?limit=3')).json()) as { data: Array<{ _id: string; name: string }> }
  ).data
  expect(products.length).toBe(3)
  const adminPage = await admin.newPage()
  await adminPage.goto('/admin/binh-chon')
  await adminPage.getByRole('link', { name: 'Tạo chiến dịch' }).click()
  await expect(adminPage.getByRole('heading', { name: 'Chiến dịch bình chọn mới' })).toBeVisible()
  expect(await serious(adminPage)).toEqual([])
  const title = `Bình chọn e2e ${Date.now().toString(36)}`
  const form = adminPage.getByTestId('admin-vote-form')
  await form.getByLabel('Tên chiến dịch').fill(title)
  await form.getByLabel('Mô tả').fill('Chiến dịch thử của journey.')
  await form.getByLabel('Mã voucher thưởng (voucher hệ thống)').fill('XINHVOTE')
  await form.getByLabel('Số phiếu cần bình chọn để nhận voucher').fill('3')
  // a wrong candidate list is refused on the spot with the field's message
  await form.getByLabel('Ứng viên', { exact: true }).fill('khong-phai-ma')
  await form.getByTestId('admin-vote-save').click()
  await expect(form.getByRole('alert').first()).toBeVisible()
  await form.getByLabel('Ứng viên', { exact: true }).fill(products.map((p) => p._id).join('\n'))
  await form.getByTestId('admin-vote-save').click()
  await expect(adminPage).toHaveURL(/\/admin\/binh-chon$/)
  const row = adminPage.getByTestId('admin-vote-row').filter({ hasText: title })
  await expect(row).toContainText('Đang diễn ra')
  await expect(row).toContainText('3 ứng viên')
  const href = await row.getByRole('link', { name: `Xem trang bình chọn ${title}` }).getAttribute('href')
  const campaignId = href!.split('/').pop()!
  await admin.close()

  // ----- a new buyer on a phone -----
  await page.setViewportSize({ width: 390, height: 844 })
  await newBuyer(page)
  await page.goto(`/binh-chon/${campaignId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('vote-reward')).toContainText('Bình chọn thêm 3 phiếu để nhận voucher 200.000')
  await page.getByTestId('vote-check-in').click()
  await expect(page.getByTestId('vote-balance')).toHaveText('10')
  await expect(page.getByTestId('vote-checked-in')).toBeVisible()
  expect(await serious(page)).toEqual([])

  // three votes for the second product: the third earns the voucher
  const second = page.getByTestId('vote-candidate').filter({ hasText: products[1]!.name })
  for (const left of ['9', '8', '7']) {
    await second.getByTestId('vote-button').click()
    await expect(page.getByTestId('vote-balance')).toHaveText(left)
  }
  await expect(page.getByText('Voucher 200.000 ₫ đã được lưu vào ví của bạn!')).toBeVisible()
  await expect(page.getByTestId('vote-reward')).toContainText('Bạn đã nhận voucher bình chọn')
  await expect(page.getByTestId('vote-candidate').first()).toContainText(products[1]!.name)

  // a second check-in the same day is refused (database enforced)
  const again = await page.request.post(`/api/v1/mobile/voting-campaigns/${campaignId}/check-in`, { headers: { origin: ORIGIN } })
  expect(again.status()).toBe(409)
  // the rest of the votes on the first product, then nothing is left
  const first = page.getByTestId('vote-candidate').filter({ hasText: products[0]!.name })
  const candidateId = await first.getAttribute('data-candidate')
  await call(page.request, 'POST', `/api/v1/mobile/voting-campaigns/${campaignId}/votes`, { candidate_id: candidateId, count: 7 })
  const over = await page.request.post(`/api/v1/mobile/voting-campaigns/${campaignId}/votes`, {
    headers: { origin: ORIGIN },
    data: { candidate_id: candidateId },
  })
  expect(over.status()).toBe(409)
  expect((await over.json()).error).toMatchObject({ code: 'VOTES_EXHAUSTED', message: 'Bạn đã hết lượt bình chọn' })
  await page.reload()
  await expect(page.getByTestId('vote-balance')).toHaveText('0')
  await expect(page.getByText('Bạn đã hết phiếu. Điểm danh để nhận thêm phiếu nhé!')).toBeVisible()
  await expect(page.getByTestId('vote-button').first()).toBeDisabled()

  // the results: the first product leads with 7 of 10 votes
  await page.getByRole('link', { name: 'Xem kết quả' }).click()
  await expect(page).toHaveURL(new RegExp(`/binh-chon/${campaignId}/ket-qua$`))
  const top = page.getByTestId('vote-candidate').first()
  await expect(top).toContainText(products[0]!.name)
  await expect(top.getByTestId('vote-count')).toHaveText('7 phiếu · 70%')
  expect(await serious(page)).toEqual([])

  // the voucher is in the wallet
  await page.goto('/trang-ca-nhan/vi-voucher')
  await expect(page.getByText('XINHVOTE').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
