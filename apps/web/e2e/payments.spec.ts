import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { addToCart, newBuyer, ORIGIN, productInStock } from './money.ts'

/**
 * Online payment journeys through the gateway simulators our server mounts under /dev-gateway
 * (the same protocol as VNPay and MoMo: signed redirect, IPN back to us, browser return):
 * checkout → gateway page → approve or decline → /thanh-toan/ket-qua → the order.
 */

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(n)

/** A new buyer with one item in the cart, on the checkout page with `method` chosen and the terms accepted, then "Đặt hàng". */
async function checkoutWith(page: Page, method: 'VNPay' | 'Ví MoMo') {
  const { account } = await newBuyer(page)
  await addToCart(page, await productInStock(page.request))
  await page.goto('/gio-hang')
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/thanh-toan$/)
  await expect(page.getByTestId('selected-address')).toContainText(account.userName)
  const payment = page.getByRole('group', { name: 'Phương thức thanh toán' })
  // online methods are offered now (the demo shops accept every method)
  for (const label of ['Ví MoMo', 'VNPay', 'Thẻ Visa', 'Thẻ ngân hàng (ATM)']) await expect(payment.getByLabel(label)).toBeEnabled()
  await payment.getByLabel(method).check()
  await expect(page.getByTestId('payment-online-hint')).toHaveText(`Sau khi đặt hàng, bạn sẽ được chuyển đến trang thanh toán ${method}.`)
  await page.getByTestId('accept-terms').check()
  const total = Number(((await page.getByTestId('summary-total').textContent()) ?? '').replace(/\D/g, ''))
  await page.getByTestId('place-order').click()
  return { total }
}

/** On the simulator's page: the amount, then one of its three outcomes. */
async function onGateway(
  page: Page,
  gateway: 'vnpay' | 'momo',
  total: number,
  choice: 'Xác nhận thanh toán' | 'Từ chối (giả lập lỗi ngân hàng)',
) {
  await page.waitForURL(new RegExp(`/dev-gateway/${gateway}/`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gateway === 'vnpay' ? 'Cổng thanh toán VNPAY' : 'Ví MoMo')
  await expect(page.locator('.amount')).toHaveText(vnd(total))
  await page.getByRole('button', { name: choice }).click()
  await page.waitForURL(/\/thanh-toan\/ket-qua\?payment=/)
}

test('VNPay: checkout → the gateway page → approve → the result page says paid → the order is paid and waits for confirmation', async ({
  page,
  consoleErrors,
}) => {
  const { total } = await checkoutWith(page, 'VNPay')
  await onGateway(page, 'vnpay', total, 'Xác nhận thanh toán')

  // the result page asks until the IPN has marked the payment paid
  const result = page.getByTestId('payment-result')
  await expect(result.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Thanh toán thành công')
  await expect(result.getByTestId('payment-amount')).toHaveText(vnd(total))
  await expect(result).toContainText('VNPay')
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])

  await result.getByTestId('payment-order-link').click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang\/[\w-]+$/)
  await expect(page.getByTestId('order-status')).toHaveText(/Chờ hệ thống duyệt|Chờ xác nhận/)
  await expect(page.getByTestId('order-amounts')).toContainText('VNPay · Đã thanh toán')
  await expect(page.getByTestId('order-pay')).toHaveCount(0)
  await expect(page.getByTestId('order-total')).toHaveText(vnd(total))
  expect(consoleErrors).toEqual([])
})

test('MoMo: checkout → decline → the result page says it failed → the order waits for payment → pay again → approve → paid', async ({
  page,
  consoleErrors,
}) => {
  const { total } = await checkoutWith(page, 'Ví MoMo')
  await onGateway(page, 'momo', total, 'Từ chối (giả lập lỗi ngân hàng)')

  const result = page.getByTestId('payment-result')
  await expect(result.getByTestId('payment-status')).toHaveAttribute('data-status', 'failed')
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Thanh toán không thành công')
  const again = result.getByTestId('pay-again')
  await expect(again.getByLabel('Ví MoMo')).toBeChecked()
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([])

  // the order stays, unpaid, with its deadline and "pay now"
  const resultUrl = page.url()
  await result.getByRole('link', { name: 'Xem đơn hàng' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Chờ thanh toán')
  await expect(page.getByTestId('order-notes')).toContainText('Vui lòng thanh toán trước')
  await expect(page.getByTestId('order-pay')).toHaveText('Thanh toán ngay')
  await expect(page.getByTestId('order-amounts')).toContainText('Ví MoMo · Chưa thanh toán')

  // back on the result page: pay again with MoMo → approve
  await page.goto(resultUrl)
  await page.getByTestId('pay-again').getByTestId('pay-again-submit').click()
  await onGateway(page, 'momo', total, 'Xác nhận thanh toán')
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanh toán thành công')

  await page.getByTestId('payment-order-link').click()
  await expect(page.getByTestId('order-status')).toHaveText(/Chờ hệ thống duyệt|Chờ xác nhận/)
  await expect(page.getByTestId('order-amounts')).toContainText('Ví MoMo · Đã thanh toán')
  await expect(page.getByTestId('order-pay')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('an unknown payment on the result page says so and leads to the orders', async ({ page }) => {
  await newBuyer(page)
  await page.goto('/thanh-toan/ket-qua?payment=0190a1b2-0000-7000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy giao dịch')
  await page.getByRole('link', { name: 'Xem đơn mua' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang$/)
})

test('MoMo from 127.0.0.1 while PUBLIC_URL says localhost: back on 127.0.0.1 still signed in; the link finds the payment on another host too', async ({
  browser,
}) => {
  // issue 12: the gateway used to bring the buyer back to PUBLIC_URL (another host: no session)
  const ip = ORIGIN.replace('localhost', '127.0.0.1')
  const context = await browser.newContext({ baseURL: ip, locale: 'vi-VN' })
  const page = await context.newPage()
  const { total } = await checkoutWith(page, 'Ví MoMo')
  await onGateway(page, 'momo', total, 'Xác nhận thanh toán')
  expect(new URL(page.url()).origin).toBe(ip)
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await expect(page.getByTestId('header-user-name')).toBeVisible()
  await expect(page.getByTestId('payment-order-link')).toBeVisible()
  const result = new URL(page.url())
  await context.close()

  // the same link opened where the buyer has no session (another of our hosts, logged out): the
  // outcome shows, without order links, with a way to log in; the id alone shows nothing
  const elsewhere = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN' })
  const visitor = await elsewhere.newPage()
  await visitor.goto(result.pathname + result.search)
  await expect(visitor.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await expect(visitor.getByTestId('payment-amount')).toHaveText(vnd(total))
  await expect(visitor.getByTestId('payment-order-link')).toHaveCount(0)
  await expect(visitor.getByTestId('payment-login').getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
    'href',
    `/dang-nhap?next=${encodeURIComponent(result.pathname + result.search)}`,
  )
  await visitor.goto(`${result.pathname}?payment=${result.searchParams.get('payment')}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy giao dịch')
  await elsewhere.close()
})
