import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInByApi } from './money.ts'

/**
 * The admin review queues (issue 14) on the demo data: the dashboard's queue counts, the product
 * queue (the system check, the diff of an update, reject with a reason, approve), a seller
 * application and a return decided, bulk approval of size charts with its progress — on a desktop,
 * a 768 px tablet and a 390 px phone, with axe on each screen (0 serious or critical).
 */

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

async function signInAsAdmin(page: Page) {
  await signInByApi(page, 'admin@xinh.vn')
}

test.describe.configure({ mode: 'serial' })

test('dashboard and product queue: counts, system check, diff, reject with a reason, approve', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/tong-quan')
  const cards = page.getByTestId('queue-cards')
  for (const name of [
    'Đăng ký bán hàng',
    'Sản phẩm chờ duyệt',
    'Bảng kích thước',
    'Xác minh CCCD',
    'Đơn COD chờ duyệt',
    'Trả hàng chờ xử lý',
  ])
    await expect(cards.getByRole('link', { name: new RegExp(name) })).not.toContainText(/^0 mục/)
  await expect(page.getByRole('heading', { name: 'Hôm nay' })).toBeVisible()
  await expect(page.locator('summary').filter({ hasText: 'Bảng số liệu 30 ngày' })).toBeVisible()
  await axeClean(page)

  await page
    .getByRole('navigation', { name: 'Menu quản trị' })
    .getByRole('link', { name: /Sản phẩm chờ duyệt/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/duyet-san-pham$/)
  const list = page.getByTestId('queue-list')
  const flagged = list.getByRole('listitem').filter({ hasText: 'Trùng sản phẩm khác' })
  await expect(flagged).toHaveCount(1)
  await expect(flagged).toContainText('Giảm giá quá sâu')
  await axeClean(page)

  // the copied product: its system check, then rejected with a reason
  await flagged.getByRole('link').first().click()
  await expect(page.getByTestId('system-check')).toContainText('Trùng sản phẩm khác')
  await axeClean(page)
  await page.getByRole('button', { name: 'Từ chối' }).click()
  const dialog = page.getByRole('dialog', { name: 'Từ chối' })
  await dialog.getByRole('button', { name: 'Từ chối' }).click()
  await expect(dialog.getByText('Vui lòng nhập trường này')).toBeVisible()
  await dialog.getByLabel('Lý do (người bán/người mua sẽ đọc)').fill('Sản phẩm sao chép tên và ảnh của shop khác.')
  await dialog.getByRole('button', { name: 'Từ chối' }).click()
  await expect(page.getByText('Đã từ chối.')).toBeVisible()
  await expect(page.getByText(/Đã từ chối bởi Quản trị Xinh/)).toBeVisible()

  // the update of an approved product: side by side, then approved
  await page.goto('/admin/duyet-san-pham?q=ban%20moi%202026')
  await list.getByRole('link').first().click()
  const diff = page.getByTestId('product-diff')
  await expect(diff.getByRole('rowheader', { name: 'Tên' })).toBeVisible()
  await expect(diff).toContainText('bản mới 2026')
  await page.getByRole('button', { name: 'Duyệt' }).click()
  await expect(page.getByText('Đã duyệt.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Duyệt' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('a seller application and a return decided from their detail pages', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/dang-ky-ban-hang')
  await page.getByTestId('queue-list').getByRole('link', { name: 'Hà Linen' }).click()
  await expect(page.getByRole('heading', { name: 'Hà Linen' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'CCCD mặt trước' })).toBeVisible()
  await expect(page.getByText('Số điện thoại đã xác minh')).toBeVisible()
  await axeClean(page)
  await page.getByRole('button', { name: 'Duyệt và mở shop' }).click()
  await expect(page.getByText('Đã duyệt.')).toBeVisible()

  await page.goto('/admin/tra-hang')
  await page.getByTestId('queue-list').getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Diễn biến' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bằng chứng' })).toBeVisible()
  await axeClean(page)
  await page.getByRole('button', { name: 'Duyệt hoàn tiền' }).click()
  await expect(page.getByText('Đã duyệt.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Duyệt hoàn tiền' })).toHaveCount(0)
})

for (const [label, viewport] of [
  ['tablet 768 px', { width: 768, height: 1024 }],
  ['phone 390 px', { width: 390, height: 844 }],
] as const) {
  test(`queues on a ${label}: lists, identity cards, bulk approval with progress, axe`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signInAsAdmin(page)
    await page.goto('/admin/tong-quan')
    await expect(page.getByTestId('queue-cards')).toBeVisible()
    await axeClean(page)
    for (const path of ['/admin/xac-minh-cccd', '/admin/don-cod', '/admin/duyet-size-chart', '/admin/tra-hang?status=all']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await axeClean(page)
    }
    await page.goto('/admin/xac-minh-cccd')
    await expect(page.getByRole('img', { name: /Mặt trước/ }).first()).toBeVisible()
    if (label.startsWith('phone')) {
      // bulk: select the waiting size charts, approve them, the list empties
      await page.goto('/admin/duyet-size-chart')
      const bar = page.getByTestId('bulk-bar')
      await bar.getByLabel('Chọn cả trang').check()
      await bar.getByRole('button', { name: 'Duyệt mục đã chọn' }).click()
      await expect(page.getByText(/Xong: \d+ thành công, 0 lỗi\./)).toBeVisible()
      await expect(page.getByText('Không có bảng kích thước nào ở đây')).toBeVisible()
    }
  })
}
