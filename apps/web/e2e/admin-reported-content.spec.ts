import AxeBuilder from './axe.ts'
import type { Browser, Page } from '@playwright/test'
import { expect, newAccount, test } from './fixtures.ts'
import { ORIGIN, call, signInByApi } from './money.ts'

/**
 * The reported-content queue (issue 16) on the demo data: the nav badge, the seeded reports (two
 * posts, one comment) with what they say and why they were reported, hiding one, and the screen on
 * a 390 px phone — axe on each (0 serious or critical). Then warn and lock on reports made for the
 * journey: the warned author reads the notice with the reason, the locked one is refused.
 */

/** A new member signed in on a context of their own (the journey's authors and reporter). */
async function member(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN })
  const account = newAccount()
  await call(context.request, 'POST', '/community/v2/auth/register', { ...account, confirmPassword: account.password })
  return { context, request: context.request }
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test.describe.configure({ mode: 'serial' })

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone 390 px', { width: 390, height: 844 }],
] as const) {
  test(`reported content on a ${label}: reports listed with their reasons, one hidden, axe`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport)
    await signInByApi(page, 'admin@xinh.vn')
    await page.goto('/admin/noi-dung-bi-bao-cao')
    await expect(page.getByRole('heading', { level: 1, name: 'Nội dung bị báo cáo' })).toBeVisible()
    const items = page.getByRole('listitem').filter({ hasText: 'lượt báo cáo' })
    const before = await items.count()
    expect(before).toBeGreaterThan(0)
    await expect(page.getByText(/Quảng cáo bán hàng ngoài sàn|Ảnh không phù hợp|Bình luận công kích/).first()).toBeVisible()
    await axeClean(page)
    if (label === 'desktop') {
      await items
        .first()
        .getByRole('button', { name: /Ẩn nội dung|Ghi nhận vi phạm/ })
        .click()
      await expect(page.getByText('Đã duyệt.')).toBeVisible()
      await expect(items).toHaveCount(before - 1)
      await page.goto('/admin/noi-dung-bi-bao-cao?status=approved')
      await expect(page.getByText('Đang ẩn').first()).toBeVisible()
      await axeClean(page)
    }
    expect(consoleErrors).toEqual([])
  })
}

test('warn and lock from a report: the author is told why, or locked out', async ({ page, browser, consoleErrors }) => {
  const tag = Date.now().toString(36)
  const [warned, locked, reporter] = [await member(browser), await member(browser), await member(browser)]
  const cases: Record<string, string> = {}
  for (const [who, m] of [
    ['warned', warned],
    ['locked', locked],
  ] as const) {
    const post = await call<{ _id: string }>(m.request, 'POST', '/community/v1/post', { content: `Bán follow giá rẻ ${who} ${tag}` })
    await call(reporter.request, 'POST', '/community/v1/report', { target_type: 'post', target_id: post._id, reason: 'spam', note: tag })
    cases[who] = post._id
  }

  await signInByApi(page, 'admin@xinh.vn')
  await page.goto('/admin/noi-dung-bi-bao-cao')
  const row = (who: string) => page.getByRole('listitem').filter({ hasText: `Bán follow giá rẻ ${who} ${tag}` })

  await row('warned').getByRole('button', { name: 'Cảnh cáo tác giả' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cảnh cáo tác giả' })
  await expect(dialog).toBeVisible()
  await axeClean(page)
  await dialog.getByLabel(/^Lý do/).fill(`Quảng cáo dịch vụ ${tag}`)
  await dialog.getByRole('button', { name: 'Cảnh cáo tác giả' }).click()
  await expect(page.getByText('Đã ẩn nội dung và gửi cảnh cáo.')).toBeVisible()
  await expect(row('warned')).toHaveCount(0)

  await row('locked').getByRole('button', { name: 'Khoá tài khoản tác giả' }).click()
  const lockDialog = page.getByRole('dialog', { name: 'Khoá tài khoản tác giả' })
  await lockDialog.getByLabel(/^Lý do/).fill(`Lừa đảo ${tag}`)
  await lockDialog.getByRole('button', { name: 'Khoá tài khoản tác giả' }).click()
  await expect(page.getByText('Đã ẩn nội dung và khoá tài khoản.')).toBeVisible()

  await page.goto('/admin/noi-dung-bi-bao-cao?status=approved')
  await expect(row('warned').getByText(/Đã cảnh cáo/)).toBeVisible()
  await expect(row('locked').getByText(/Đã khoá tài khoản/)).toBeVisible()

  // the warned author reads the notice in their notifications (delivered through the outbox)
  const author = await warned.context.newPage()
  await expect
    .poll(async () => {
      const list = await call<Array<{ event: string; body: string }>>(
        warned.request,
        'GET',
        '/community/v1/notification/get-all?audience=BUYER',
      )
      return list.find((n) => n.event === 'community.warning')?.body ?? ''
    })
    .toContain(`Quảng cáo dịch vụ ${tag}`)
  await author.goto('/trang-ca-nhan/thong-bao')
  await expect(author.getByText('Cảnh báo vi phạm tiêu chuẩn cộng đồng')).toBeVisible()
  await expect(author.getByText(`Quảng cáo dịch vụ ${tag}`, { exact: false })).toBeVisible()
  // the locked author's next request is refused with the reason
  const refused = await locked.request.get('/community/v1/profile/me/')
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error.message).toContain(`Lừa đảo ${tag}`)
  await Promise.all([warned.context.close(), locked.context.close(), reporter.context.close()])
  expect(consoleErrors).toEqual([])
})
