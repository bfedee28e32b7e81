import AxeBuilder from './axe.ts'
import type { Browser, Page } from '@playwright/test'
import { DEMO } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { newBuyer, ORIGIN } from './money.ts'

/**
 * Group-buy (issue 18): the seller makes a deal in the seller centre; one new buyer opens a room
 * and pays on the VNPay simulator (the order is held), another joins from the room's link and
 * pays: the room is full and both orders go on to the shop. The deadline's refunds run with a
 * moved clock in the integration tests (groupbuy.int.test.ts).
 */

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(n)
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''))

/** A page of its own (cookies apart from the other actors). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN' })
  return context.newPage()
}

/** Address and VNPay are chosen already: accept the terms, pay the quoted total on the simulator, back to the result page. */
async function payForSeat(page: Page, groupPrice: number) {
  const form = page.getByTestId('group-buy-join')
  await expect(form.getByText(vnd(groupPrice))).toBeVisible()
  const total = digits(await form.getByTestId('group-buy-total').textContent())
  expect(total).toBeGreaterThanOrEqual(groupPrice)
  await form.getByLabel('Tôi đồng ý', { exact: false }).check()
  await form.getByRole('button', { name: `Thanh toán ${vnd(total)}` }).click()
  await page.waitForURL(/\/dev-gateway\/vnpay\//)
  await expect(page.locator('.amount')).toHaveText(vnd(total))
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click()
  await page.waitForURL(/\/thanh-toan\/ket-qua\?payment=/)
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
}

test('a seller makes a deal; a buyer opens a room and pays, another joins from the link and pays: the room fills', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // the seller centre: a deal for two people on one of the shop's variants, 20 % below its price
  const login = await page.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/ban-hang/mua-chung/tao')
  const form = page.getByTestId('group-buy-deal-form')
  await form.getByLabel('Sản phẩm và phân loại').selectOption({ index: 1 })
  const price = digits(await form.getByText('Thấp hơn giá bán hiện tại:').textContent())
  const groupPrice = Math.floor((price * 0.8) / 1000) * 1000
  await form.getByLabel('Giá mua chung (₫)').fill(String(groupPrice))
  await form.getByLabel('Số người mỗi phòng').fill('2')
  await form.getByRole('button', { name: 'Tạo chương trình' }).click()
  await expect(page).toHaveURL(/\/ban-hang\/mua-chung$/)
  await expect(page.getByText('Đã tạo chương trình mua chung')).toBeVisible()
  const deal = page.getByTestId('seller-group-buy-deal').first()
  await expect(deal).toContainText(vnd(groupPrice))
  await expect(deal).toContainText('2 người')
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])
  const dealPath = await deal.getByRole('link', { name: 'Xem trang mua chung' }).getAttribute('href')
  expect(dealPath).toMatch(/^\/mua-chung\/chuong-trinh\/[\w-]+$/)

  // the first buyer opens a room from the deal page and pays: held until the room fills
  const first = await freshPage(browser)
  await newBuyer(first)
  await first.goto(dealPath!)
  await expect(first.getByTestId('group-buy-price')).toHaveText(vnd(groupPrice))
  await expect(first.getByTestId('group-buy-join')).toBeVisible()
  expect((await new AxeBuilder({ page: first }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])
  await payForSeat(first, groupPrice)
  // the held order names its room: the orders list and the order page show the progress and link to the room
  await first.goto('/trang-ca-nhan/don-hang')
  const held = first.getByTestId('order-card').first()
  await expect(held.getByTestId('order-status')).toHaveText('Chờ đủ nhóm mua chung')
  await expect(held.getByTestId('order-group-buy')).toContainText('1/2 người đã thanh toán')
  await held.getByRole('link', { name: 'Xem chi tiết', exact: true }).click()
  await expect(first.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Chờ đủ nhóm mua chung')
  const heldRoom = first.getByTestId('order-group-buy')
  await expect(heldRoom).toContainText('Mua chung: 1/2 người đã thanh toán, hạn')
  await expect(heldRoom).toContainText('tiền được hoàn tự động')
  expect((await new AxeBuilder({ page: first }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])
  const heldRoomPath = await heldRoom.getByRole('link', { name: 'Xem phòng mua chung' }).getAttribute('href')
  expect(heldRoomPath).toMatch(/^\/mua-chung\/[\w-]+$/)
  await first.goto('/trang-ca-nhan/mua-chung')
  const mine = first.getByTestId('my-group-buy-rooms').getByRole('link').first()
  await expect(mine).toContainText('Đang chờ người')
  await expect(mine).toContainText('1/2 đã thanh toán')
  await mine.click()
  await expect(first).toHaveURL(/\/mua-chung\/[\w-]+$/)
  const roomUrl = first.url()
  expect(new URL(roomUrl).pathname).toBe(heldRoomPath)
  await expect(first.getByTestId('group-buy-my-seat')).toContainText('Bạn đã thanh toán')
  await expect(first.getByTestId('group-buy-members')).toContainText('Chỗ trống')
  await expect(first.getByTestId('group-buy-countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/)
  await expect(first.getByTestId('group-buy-share')).toBeVisible()
  expect((await new AxeBuilder({ page: first }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])

  // the second buyer opens the shared link and takes the last place
  const second = await freshPage(browser)
  await newBuyer(second)
  await second.goto(roomUrl)
  await expect(second.getByRole('heading', { name: `Tham gia với giá ${vnd(groupPrice)}` })).toBeVisible()
  await payForSeat(second, groupPrice)
  await second.goto(roomUrl)
  await expect(second.getByText('Thành công', { exact: true })).toBeVisible()
  await expect(second.getByText('Phòng đã đủ người: các đơn hàng đã được chuyển cho người bán.')).toBeVisible()
  await expect(second.getByTestId('group-buy-members').getByText('Đã thanh toán')).toHaveCount(2)
  // the order went on to the shop
  await second.getByRole('link', { name: 'Xem đơn hàng' }).click()
  await expect(second.getByTestId('order-status')).toHaveText('Chờ xác nhận')
  expect(consoleErrors).toEqual([])
})
