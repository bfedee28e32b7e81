import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { ADMIN_NAV } from '../app/features/admin/nav.ts'
import { expect, test } from './fixtures.ts'
import { signInByApi } from './money.ts'

/**
 * The admin console's core (issue 14, admin-core): every /admin page of the navigation walked as
 * anonymous (→ home), a buyer, a seller and a KOL (→ 403) and the admin (→ the page); then the
 * admin's journeys on a desktop and a 390 px phone: users (lock with a reason, roles), shops
 * (scheduled deletion, force-pause), the audit log (filters, Excel), and the second factor
 * (enrol with the QR code's key, step-up on a sensitive action, turn off). axe: 0 serious/critical.
 */
const PASSWORD = 'Xinh@2026'
const PAGES = ADMIN_NAV.flatMap((g) => g.items.map((i) => i.to))

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

test('every admin page: anonymous → home, buyers, sellers and KOL → 403, the admin → the page', async ({ page, consoleErrors }) => {
  test.setTimeout(test.info().timeout * 4)
  // anonymous: each page's document redirects home (read from the answers, not by drawing the home
  // page 26 times); one of them is followed in the browser
  for (const path of PAGES) {
    const res = await page.request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 })
    expect(res.status(), path).toBe(302)
    expect(new URL(res.headers().location ?? '', 'http://x').pathname, path).toBe('/')
  }
  await page.goto(PAGES[0]!)
  await expect(page).toHaveURL(/\/$/)
  // the document's status with each user's cookies (the context's request shares them): 130 pages a
  // browser would only have drawn to be thrown away; the last user's 403 page is drawn and read
  for (const email of ['buyer@xinh.vn', 'khach2@xinh.vn', 'seller@xinh.vn', 'shop2@xinh.vn', 'kol@xinh.vn']) {
    await page.context().clearCookies()
    await signInByApi(page, email)
    for (const path of PAGES) {
      const res = await page.request.get(path, { headers: { accept: 'text/html' } })
      expect(res.status(), `${email} ${path}`).toBe(403)
    }
  }
  const last = PAGES[PAGES.length - 1]!
  expect((await page.goto(last))?.status(), `kol@xinh.vn ${last} in the browser`).toBe(403)
  await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toBeVisible()
  await page.context().clearCookies()
  await signInByApi(page, 'admin@xinh.vn')
  for (const path of PAGES) {
    const res = await page.goto(path)
    expect([401, 403], `admin ${path}`).not.toContain(res?.status())
    await expect(page.getByRole('navigation', { name: 'Menu quản trị' })).toBeVisible()
  }
  // consoleErrors: the 403 documents are expected (and other parts' pages may not exist on this branch yet)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/40[34]/.test(e)))
})

for (const phone of [false, true]) {
  test.describe(phone ? 'phone (390 px)' : 'desktop', () => {
    test.use({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } })

    test('users: find the locked user, see why, unlock and lock again with reasons; grant a role', async ({ page, consoleErrors }) => {
      await signInByApi(page, 'admin@xinh.vn')
      await page.goto('/admin/nguoi-dung?state=locked')
      await expect(page.getByRole('heading', { name: 'Người dùng', level: 1 })).toBeVisible()
      await axeClean(page)
      const search = page.getByRole('search', { name: 'Tìm người dùng' })
      await search.getByRole('searchbox', { name: 'Tìm người dùng' }).fill('bikhoa')
      await search.getByRole('button', { name: 'Tìm', exact: true }).click()
      await expect(page).toHaveURL(/q=bikhoa/)
      await page
        .getByTestId('user-list')
        .getByRole('link', { name: /Đỗ Văn Khoa/ })
        .click()
      // the seeded reason, or the one the desktop run locked it again with
      await expect(page.getByTestId('locked-banner')).toContainText(
        phone ? 'Tái phạm lạm dụng voucher (desktop)' : 'Tạo nhiều tài khoản để lạm dụng voucher người mới',
      )
      await axeClean(page)

      await page.getByRole('button', { name: 'Mở khoá' }).click()
      const dialog = page.getByRole('dialog', { name: 'Mở khoá' })
      await dialog.getByTestId('decision-confirm').click()
      await expect(dialog.getByRole('alert')).toContainText('Vui lòng nhập lý do (từ 5 đến 500 ký tự)')
      await dialog.getByLabel('Lý do').fill('Đã xác minh qua hotline')
      await dialog.getByTestId('decision-confirm').click()
      await expect(page.getByText('Đã mở khoá tài khoản')).toBeVisible()
      await expect(page.getByTestId('locked-banner')).toHaveCount(0)

      await page.getByRole('button', { name: 'Khoá tài khoản' }).click()
      const lock = page.getByRole('dialog', { name: 'Khoá tài khoản' })
      await lock.getByLabel('Lý do').fill(`Tái phạm lạm dụng voucher (${phone ? 'phone' : 'desktop'})`)
      await lock.getByTestId('decision-confirm').click()
      await expect(page.getByText('Đã khoá tài khoản và đăng xuất mọi thiết bị')).toBeVisible()
      await expect(page.getByTestId('locked-banner')).toContainText('Tái phạm lạm dụng voucher')

      await page.goto(`/admin/nguoi-dung?q=${phone ? 'khach6' : 'khach5'}%40xinh.vn`)
      await page.getByTestId('user-list').getByRole('link').first().click()
      await page.getByRole('button', { name: 'Cấp quyền KOL' }).click()
      const grant = page.getByRole('dialog', { name: 'Cấp quyền KOL' })
      await grant.getByLabel('Lý do').fill('KOL đối tác chiến dịch mùa hè')
      await grant.getByTestId('decision-confirm').click()
      await expect(page.getByText('Đã cập nhật vai trò')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Gỡ quyền KOL' })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })

    test('audit log: filters in the URL, before → after and reasons, Excel export', async ({ page }) => {
      await signInByApi(page, 'admin@xinh.vn')
      await page.goto('/admin/nhat-ky')
      await expect(page.getByTestId('audit-list')).toBeVisible()
      await axeClean(page)
      const filters = page.getByRole('search', { name: 'Bộ lọc nhật ký' })
      await filters.getByLabel('Thao tác', { exact: true }).fill('shop.')
      await filters.getByRole('button', { name: 'Tìm', exact: true }).click()
      await expect(page).toHaveURL(/action=shop\./)
      const first = page.getByTestId('audit-entry').first()
      await expect(first).toContainText('shop.')
      await expect(first.getByRole('table')).toBeVisible()
      const download = page.waitForEvent('download')
      await page.getByTestId('audit-export').click()
      expect((await download).suggestedFilename()).toMatch(/^nhat-ky-quan-tri-.*\.xlsx$/)
      await expect(page.getByText('Đã tải file Excel nhật ký')).toBeVisible()
      await page.goto('/admin/nhat-ky?action=khong.co&from=2020-01-01&to=2020-01-02')
      await expect(page.getByText('Không có thao tác nào khớp bộ lọc')).toBeVisible()
      await axeClean(page)
    })
  })
}

test('shops: the scheduled seller deletion is visible and cancellable; a paused shop is resumed', async ({ page }) => {
  await signInByApi(page, 'admin@xinh.vn')
  await page.goto('/admin/cua-hang')
  const deletions = page.getByTestId('deletions')
  await expect(deletions).toContainText('Tây Ninh Scent')
  await axeClean(page)
  await deletions.getByRole('button', { name: 'Huỷ yêu cầu xoá' }).click()
  const dialog = page.getByRole('dialog', { name: 'Huỷ yêu cầu xoá' })
  await dialog.getByLabel('Lý do').fill('Người bán đổi ý, gọi hotline')
  await dialog.getByTestId('decision-confirm').click()
  await expect(page.getByText('Đã huỷ yêu cầu xoá tài khoản')).toBeVisible()
  await expect(deletions).toContainText('Không có yêu cầu xoá nào đang chờ.')

  const search = page.getByRole('search', { name: 'Tìm cửa hàng' })
  await search.getByLabel('Trạng thái').selectOption('admin_paused')
  await search.getByRole('button', { name: 'Tìm', exact: true }).click()
  await expect(page).toHaveURL(/state=admin_paused/)
  await page
    .getByTestId('shop-list')
    .getByRole('link', { name: /Quảng Trị Tote/ })
    .click()
  await expect(page.getByTestId('paused-banner')).toContainText('Nhiều phản ánh hàng không đúng mô tả')
  await expect(page.getByText('Doanh số (GMV)')).toBeVisible()
  await axeClean(page)
  await page.getByRole('button', { name: 'Mở lại cửa hàng' }).click()
  const resume = page.getByRole('dialog', { name: 'Mở lại cửa hàng' })
  await resume.getByLabel('Lý do').fill('Đã xác minh nguồn hàng')
  await resume.getByTestId('decision-confirm').click()
  await expect(page.getByText('Đã mở lại cửa hàng')).toBeVisible()
  await expect(page.getByText('Đang bán', { exact: true })).toBeVisible()
})

test('second factor: enrol with the key, recovery codes once, step-up asks again on a new device, then turn it off', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'admin@xinh.vn')
  await page.goto('/admin/bao-mat')
  await axeClean(page)
  await page.getByRole('button', { name: 'Bật xác thực 2 bước' }).click()
  await expect(page.getByRole('img', { name: 'Mã QR để thêm Xinh vào ứng dụng xác thực' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  await page.getByLabel('Mã xác thực').fill('000000')
  await page.getByRole('button', { name: 'Xác nhận và bật' }).click()
  await expect(page.getByText('Mã xác thực không đúng hoặc đã hết hạn')).toBeVisible()
  await page.getByLabel('Mã xác thực').fill(totp.generate())
  await page.getByRole('button', { name: 'Xác nhận và bật' }).click()
  const codesDialog = page.getByRole('dialog', { name: 'Mã khôi phục' })
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10)
  const codes = await codesDialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  expect(codes).toHaveLength(10)
  await axeClean(page)
  await codesDialog.getByRole('button', { name: 'Tôi đã lưu các mã' }).click()
  await expect(page.getByText(/Đang bật từ/)).toBeVisible()

  // another device: its session has not proved the code, so locking a user asks for it first
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const phone = await other.newPage()
  await signInByApi(phone, 'admin@xinh.vn')
  await phone.goto('/admin/nguoi-dung?q=khach7%40xinh.vn')
  await phone.getByTestId('user-list').getByRole('link').first().click()
  await phone.getByRole('button', { name: 'Khoá tài khoản' }).click()
  const lock = phone.getByRole('dialog', { name: 'Khoá tài khoản' })
  await lock.getByLabel('Lý do').fill('Bình luận spam nhiều lần')
  await lock.getByTestId('decision-confirm').click()
  const stepUp = phone.getByRole('dialog', { name: 'Xác thực lại' })
  await expect(stepUp).toBeVisible()
  await axeClean(phone)
  await stepUp.getByTestId('step-up-code').fill(codes[0] as string)
  await stepUp.getByRole('button', { name: 'Xác thực' }).click()
  await expect(phone.getByText('Đã khoá tài khoản và đăng xuất mọi thiết bị')).toBeVisible()
  await other.close()

  await page.reload()
  await expect(page.getByText('Còn 9 mã khôi phục chưa dùng.')).toBeVisible()
  await page.getByLabel('Mã 6 chữ số hoặc mã khôi phục').fill(codes[1] as string)
  await page.getByRole('button', { name: 'Tắt xác thực 2 bước' }).click()
  await expect(page.getByText('Đã tắt xác thực 2 bước')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bật xác thực 2 bước' })).toBeVisible()
})

test('a locked user is signed out at once: the next page says the account is locked, logging in says why', async ({ page, browser }) => {
  await signInByApi(page, 'khach8@xinh.vn')
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toHaveCount(0)

  const admin = await browser.newContext()
  const res = await admin.request.post('/community/v1/auth/login', { data: { email: 'admin@xinh.vn', password: PASSWORD } })
  const token = (await res.json()).data.accessToken as string
  const found = await admin.request.get('/api/v1/admin/users?q=khach8%40xinh.vn', { headers: { authorization: `Bearer ${token}` } })
  const id = (await found.json()).data[0]._id as string
  const locked = await admin.request.post(`/api/v1/admin/users/${id}/lock`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Đánh giá giả để trục lợi' },
  })
  expect(locked.status()).toBe(200)
  await admin.close()

  await page.goto('/gio-hang')
  await expect(page).toHaveURL(/\/dang-nhap\?locked=1$/)
  // the login modal opens over the page, and says it too (the page's own notice is behind it)
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' })
  await expect(dialog.getByRole('alert').filter({ hasText: 'Tài khoản của bạn đã bị quản trị viên khoá' })).toBeVisible()
  await dialog.getByLabel('Email').fill('khach8@xinh.vn')
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(dialog.getByText('Tài khoản của bạn đã bị khoá. Lý do: Đánh giá giả để trục lợi')).toBeVisible()
  await axeClean(page)
})
