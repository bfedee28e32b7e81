import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO, expect, login, test } from './fixtures.ts'

/**
 * The reported-content queue (issue 16) on the demo data: the nav badge, the seeded reports (two
 * posts, one comment) with what they say and why they were reported, hiding one, and the screen on
 * a 390 px phone — axe on each (0 serious or critical).
 */

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
    await page.goto('/')
    await login(page, 'admin@xinh.vn', DEMO.password)
    await expect(page.getByRole('banner').getByTestId('account-menu')).toBeVisible()
    await page.goto('/admin/noi-dung-bi-bao-cao')
    await expect(page.getByRole('heading', { level: 1, name: 'Nội dung bị báo cáo' })).toBeVisible()
    const items = page.getByRole('listitem').filter({ hasText: 'lượt báo cáo' })
    const before = await items.count()
    expect(before).toBeGreaterThan(0)
    await expect(page.getByText(/Spam quảng cáo|Ảnh không phù hợp|Bình luận công kích/).first()).toBeVisible()
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
