import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, newAccount, test } from './fixtures.ts'

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('/khuyen-mai: vouchers to save; a visitor is asked to log in; a buyer saves one and it stays saved', async ({
  page,
  request,
  consoleErrors,
}) => {
  // a fresh account (its wallet already holds the 100K first-purchase voucher)
  const account = newAccount()
  const registered = await request.post('/community/v2/auth/register', { data: { ...account, confirmPassword: account.password } })
  expect(registered.ok()).toBe(true)

  // server-rendered: the HTML itself carries the vouchers
  expect(await (await request.get('/khuyen-mai')).text()).toMatch(/XINH50K/)

  await page.goto('/khuyen-mai')
  await expect(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeVisible()
  const tickets = page.getByTestId('voucher-ticket')
  await expect(tickets).toHaveCount(6)
  // 6 shown of all the running ones (other journeys on this server may have added some)
  await expect(page.getByText(/^6\/\d+ mã$/)).toBeVisible()
  expect(await violations(page)).toEqual([])

  // 6 per page, then "show more"
  await page.getByRole('link', { name: 'Xem thêm mã giảm giá' }).click()
  await expect(tickets).toHaveCount(12)
  await expect(page).toHaveURL(/page=2/)

  // a visitor who saves is asked to log in, then the page knows them
  const fiftyK = page.locator('[data-testid="voucher-ticket"][data-code="XINH50K"]')
  await fiftyK.getByRole('button', { name: /^Lưu/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(dialog).toBeHidden()
  // the first-purchase voucher was saved at sign-up
  await expect(page.locator('[data-testid="voucher-ticket"][data-code="XINHMOI"]').getByTestId('voucher-saved')).toBeVisible()

  await fiftyK.getByRole('button', { name: /^Lưu/ }).click()
  await expect(page.getByText('Đã lưu mã XINH50K vào ví voucher')).toBeVisible()
  await expect(fiftyK.getByTestId('voucher-saved')).toHaveText('Đã lưu')
  await expect(fiftyK.getByRole('button', { name: /^Lưu/ })).toHaveCount(0)

  // it is in the wallet: still saved after a reload
  await page.reload()
  await expect(page.locator('[data-testid="voucher-ticket"][data-code="XINH50K"]').getByTestId('voucher-saved')).toBeVisible()
  const wallet = await page.request.get('/api/v1/mobile/voucher-buyer?limit=60')
  const codes = ((await wallet.json()) as { data: Array<{ code: string }> }).data.map((v) => v.code)
  expect(codes).toEqual(expect.arrayContaining(['XINHMOI', 'XINH50K']))

  // the platform/shop tabs
  await page.getByRole('link', { name: 'Của shop' }).click()
  await expect(page).toHaveURL(/kind=shop/)
  // shops' vouchers only (the platform's are gone), the demo seller's among them — possibly after
  // the vouchers of shops other journeys on this server opened
  await expect(tickets.first()).toBeVisible()
  await expect(page.locator('[data-testid="voucher-ticket"][data-code="XINH50K"]')).toHaveCount(0)
  await page.goto('/khuyen-mai?kind=shop&page=5')
  await expect(tickets.filter({ hasText: 'Xinh Closet' }).first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('/uu-dai: running promotions with their discounted products and a countdown, upcoming ones with their start', async ({
  page,
  consoleErrors,
}) => {
  // every promotion up to the last page: running ones come first, and journeys that ran before on
  // this server may have started more of them than the first page holds
  await page.goto('/uu-dai?page=5')
  await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi' })).toBeVisible()
  const running = page.getByTestId('promotion').filter({ hasText: 'Đang diễn ra' }).first()
  await expect(running.getByRole('heading', { name: 'Flash sale cuối tuần' })).toBeVisible()
  await expect(running.getByText('Kết thúc sau')).toBeVisible()
  const card = running.getByTestId('product-card').first()
  await expect(card).toBeVisible()
  await expect(card.getByText(/^-\d+%$/)).toBeVisible()
  // an upcoming promotion with products (a seller may have just scheduled one without any)
  const upcoming = page
    .getByTestId('promotion')
    .filter({ hasText: 'Sắp diễn ra' })
    .filter({ has: page.getByTestId('product-card') })
    .first()
  await expect(upcoming.getByText('Giá ưu đãi khi chương trình bắt đầu')).toBeVisible()
  await expect(upcoming.getByText('Bắt đầu sau')).toBeVisible()
  expect(await violations(page)).toEqual([])

  // the product page shows the same promotion price
  const price = await card.getByTestId('product-price').textContent()
  await card.click()
  await expect(page.getByTestId('buy-price')).toContainText((price ?? '').trim())
  expect(consoleErrors).toEqual([])
})
