import AxeBuilder from './axe.ts'
import { DEMO, expect, login, test } from './fixtures.ts'

/** The admin console's door (issue 14): anonymous visitors go home, other roles see 403, the admin gets in from the account menu. */
test('admin console: anonymous → home, buyer → 403, admin → the console from the account menu', async ({ page, consoleErrors }) => {
  await page.goto('/admin/tong-quan')
  await expect(page).toHaveURL(/\/$/)

  await login(page, DEMO.email, DEMO.password)
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO.userName })).toBeVisible()
  const forbidden = await page.goto('/admin/tong-quan')
  expect(forbidden?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toBeVisible()
  await page.getByTestId('account-menu').click()
  await expect(page.getByRole('link', { name: 'Trang quản trị' })).toHaveCount(0)
  await page.getByTestId('logout').click()
  // the sign-out call must finish before the next navigation, or the cookie survives it
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible()

  await page.goto('/')
  await login(page, 'admin@xinh.vn', DEMO.password)
  await page.getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Trang quản trị' }).click()
  await expect(page).toHaveURL(/\/admin\/tong-quan$/)
  await expect(page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Đăng ký bán hàng' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  // consoleErrors: the 403 document is expected
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/403/.test(e)))
})
