import AxeBuilder from './axe.ts'
import type { Browser, Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures.ts'
import { ORIGIN, actor, call, codOrder, newBuyer, photo, productInStock } from './money.ts'

/**
 * The seller centre's orders and returns (issue 13), by visible text: a buyer's COD order prepared
 * from the list on a phone, its label printed (the PDF), delivered by the carrier simulator and the
 * buyer reviewed; a cancel request declined-then-accepted on a desktop; a return request agreed and
 * the returned goods marked received. axe: no serious or critical violation on any of them.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** The demo seller, signed in, in a context of its own (a phone's screen when `phone`). */
async function sellerPage(browser: Browser, { phone = false } = {}) {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    locale: 'vi-VN',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  })
  const res = await context.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[0-9]/.test(m.text())) errors.push(m.text())
  })
  return { page, context, errors }
}

test('a COD order prepared from the list on a phone, its label printed, delivered by the carrier; the buyer reviewed', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  const seller = await sellerPage(browser, { phone: true })
  const s = seller.page

  // the list on a phone: the new order under "to confirm", found by its code
  await s.goto('/ban-hang/quan-ly-don-hang')
  await expect(s.getByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible()
  // the code typed first, then the tab: the tab's navigation keeps the draft (it used to remount the
  // form and drop it: clean-clone CI of be9c41b sent `q=`), and "Lọc" searches within the tab
  await s.getByLabel('Tìm đơn hàng').fill(order.code)
  const tabLink = s.getByRole('navigation', { name: 'Trạng thái đơn hàng' }).getByRole('link', { name: /Chờ xác nhận/ })
  await tabLink.click()
  await expect(s).toHaveURL(/tab=awaiting_confirmation/)
  // the tab's page has rendered (its link is current) and the draft is still there
  await expect(tabLink).toHaveAttribute('aria-current', 'page')
  await expect(s.getByLabel('Tìm đơn hàng')).toHaveValue(order.code)
  await s.getByRole('button', { name: 'Lọc', exact: true }).click()
  await expect(s).toHaveURL(new RegExp(`tab=awaiting_confirmation.*q=${order.code}|q=${order.code}.*tab=awaiting_confirmation`))
  const card = s.getByTestId('order-card').filter({ hasText: order.code })
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('order-status')).toHaveText('Chờ xác nhận')
  await expect(card.getByTestId('order-deadline')).toContainText('Chuẩn bị trước')
  expect(await serious(s), 'orders list, phone').toEqual([])

  // confirm, then "ready to ship": the carrier is booked while the seller waits (the tab empties, so look under "all")
  await card.getByRole('button', { name: 'Xác nhận đơn' }).click()
  await expect(s.getByRole('status').getByText(`Đã xác nhận đơn ${order.code}`)).toBeVisible()
  await expect(s.getByText('Không tìm thấy đơn hàng phù hợp')).toBeVisible()
  await s.getByRole('navigation', { name: 'Trạng thái đơn hàng' }).getByRole('link', { name: 'Tất cả' }).click()
  await expect(card.getByTestId('order-status')).toHaveText('Đang chuẩn bị')
  await card.getByRole('button', { name: 'Chuẩn bị xong' }).click()
  await expect(s.getByRole('status').getByText(`Đơn ${order.code} đã sẵn sàng`)).toBeVisible()
  await expect(card.getByTestId('order-status')).toHaveText('Chờ bàn giao')

  // print its label from the bulk bar: one PDF for the chosen orders
  await card.getByRole('checkbox', { name: `Chọn đơn ${order.code}` }).check()
  const bar = s.getByTestId('bulk-bar')
  await expect(bar).toContainText('Đã chọn 1 đơn')
  await bar.getByRole('button', { name: 'In phiếu (1)' }).click()
  const dialog = s.getByRole('dialog', { name: 'Phiếu giao hàng' })
  const pdfLink = dialog.getByRole('link', { name: 'Mở phiếu PDF (1 phiếu)' })
  await expect(pdfLink).toBeVisible()
  const label = (await dialog.getByTestId('label-code').textContent())?.trim() ?? ''
  expect(label).toMatch(/^S\d+\.A\d+\.\d{8}$/)
  expect(await serious(s), 'labels dialog').toEqual([])
  const pdf = await seller.context.request.get((await pdfLink.getAttribute('href')) ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const bytes = await pdf.body()
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await s.keyboard.press('Escape')
  await bar.getByRole('button', { name: 'Bỏ chọn' }).click()
  await expect(bar).toBeHidden()

  // the carrier picks it up and delivers it (docs/api/shipping.md "Delivering an order by hand": an admin in production mode)
  const admin = await actor(browser, 'admin@xinh.vn')
  await call(admin, 'POST', `/dev-gateway/carrier/parcels/${encodeURIComponent(label)}/advance`, { to: 'delivered' })

  // the order page: delivered, the carrier's journey, the deadlines; the seller reviews the buyer
  await card.getByRole('link', { name: 'Xem chi tiết' }).click()
  await expect(s.getByRole('heading', { name: `Đơn hàng ${order.code}` })).toBeVisible()
  await expect(s.getByTestId('order-status')).toHaveText('Đã giao')
  await expect(s.getByTestId('order-tracking-code')).toHaveText(label)
  expect(await s.getByTestId('shipment-events').getByRole('listitem').count()).toBeGreaterThan(2)
  await expect(s.getByTestId('order-deadlines')).toContainText('Tự động hoàn thành')
  await expect(s.getByTestId('order-timeline')).toContainText('Đã giao')
  const review = s.getByTestId('buyer-review-form')
  await review.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(review.getByText('Vui lòng chọn từ 1 đến 5 sao')).toBeVisible()
  await review.getByRole('radio', { name: '5 sao' }).check()
  await review.getByLabel('Nhận xét (không bắt buộc)').fill('Nhận hàng đúng hẹn, rất lịch sự.')
  await review.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(s.getByTestId('buyer-review-done')).toContainText('Bạn đã đánh giá 5/5 sao')
  expect(await serious(s), 'order page, phone').toEqual([])
  expect(seller.errors).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a cancel request: declining needs a reason; the seller accepts it and the order is cancelled', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  const api = await actor(browser, 'seller@xinh.vn')
  await call(api, 'POST', `/api/v1/seller/orders/${order._id}/confirm`)
  await call(page.request, 'POST', `/api/v1/mobile/orders/${order._id}/cancel`, { reason_id: 'change_address' })

  const seller = await sellerPage(browser)
  const s = seller.page
  await s.goto('/ban-hang/quan-ly-don-hang')
  await s
    .getByRole('navigation', { name: 'Trạng thái đơn hàng' })
    .getByRole('link', { name: /Yêu cầu huỷ/ })
    .click()
  const card = s.getByTestId('order-card').filter({ hasText: order.code })
  await expect(card.getByTestId('order-status')).toHaveText('Người mua yêu cầu huỷ')
  await card.getByRole('link', { name: 'Người mua yêu cầu huỷ đơn' }).click()

  const panel = s.getByTestId('cancel-request')
  await expect(panel).toContainText('Lý do: Muốn thay đổi địa chỉ giao hàng')
  expect(await serious(s), 'order with a cancel request').toEqual([])
  // declining says why (required)
  await s.getByRole('button', { name: 'Từ chối huỷ' }).click()
  const reject = s.getByRole('dialog', { name: 'Từ chối yêu cầu huỷ' })
  await reject.getByRole('button', { name: 'Từ chối yêu cầu' }).click()
  await expect(reject.getByText('Vui lòng nhập trường này')).toBeVisible()
  expect(await serious(s), 'decline dialog with an error').toEqual([])
  await s.keyboard.press('Escape')
  await expect(reject).toBeHidden()

  // accepting cancels it, with the buyer's reason
  await s.getByRole('button', { name: 'Đồng ý huỷ' }).click()
  const accept = s.getByRole('dialog', { name: `Đồng ý huỷ đơn ${order.code}?` })
  await accept.getByRole('button', { name: 'Đồng ý huỷ' }).click()
  await expect(s.getByRole('status').getByText(`Đã huỷ đơn ${order.code} theo yêu cầu của người mua`)).toBeVisible()
  await expect(s.getByTestId('order-status')).toHaveText('Đã huỷ')
  await expect(s.getByText('Huỷ bởi Người mua: Muốn thay đổi địa chỉ giao hàng')).toBeVisible()
  await expect(s.getByTestId('order-action-bar')).toHaveCount(0)
  expect((await call<{ status: string }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}`)).status).toBe('cancelled')
  expect(seller.errors).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a return request with a photo: the seller agrees, the buyer sends it back, the seller marks it received', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  const api = await actor(browser, 'seller@xinh.vn')
  const admin = await actor(browser, 'admin@xinh.vn')
  await call(api, 'POST', `/api/v1/seller/orders/${order._id}/confirm`)
  const prepared = await call<{ tracking_code: string }>(api, 'POST', `/api/v1/seller/orders/${order._id}/prepare`)
  await call(admin, 'POST', `/dev-gateway/carrier/parcels/${encodeURIComponent(prepared.tracking_code)}/advance`, { to: 'delivered' })
  const image = await page.request.post('/api/v1/image', { headers: { origin: ORIGIN }, multipart: { file: photo() } })
  const evidence = ((await image.json()) as { data: { url: string } }).data.url
  await call(page.request, 'POST', `/api/v1/mobile/orders/${order._id}/returns`, {
    reason_id: 'damaged',
    description: 'Hộp bị móp, sản phẩm nứt một góc.',
    media: [evidence],
  })

  const seller = await sellerPage(browser)
  const s = seller.page
  await s.goto('/ban-hang/tra-hang-hoan-tien')
  await s
    .getByRole('navigation', { name: 'Trạng thái yêu cầu' })
    .getByRole('link', { name: /Cần người bán xử lý/ })
    .click()
  const card = s.getByTestId('return-card').filter({ hasText: order.code })
  await expect(card).toContainText('Sản phẩm bị hư hỏng, bể vỡ')
  await expect(card.getByTestId('return-deadline')).toContainText('Bạn cần trả lời trước')
  expect(await serious(s), 'returns list').toEqual([])
  await card.getByRole('link', { name: 'Xem yêu cầu' }).click()

  await expect(s.getByRole('heading', { name: `Yêu cầu trả hàng · đơn ${order.code}` })).toBeVisible()
  await expect(s.getByTestId('return-status')).toHaveText('Cần người bán xử lý')
  await expect(s.getByTestId('return-deadline')).toContainText('quản trị viên Xinh')
  await expect(s.getByTestId('return-facts').getByRole('img', { name: 'Ảnh 1' })).toBeVisible()
  await expect(s.getByTestId('return-facts')).toContainText('Hộp bị móp, sản phẩm nứt một góc.')
  expect(await serious(s), 'return request').toEqual([])

  await s.getByRole('button', { name: 'Đồng ý trả hàng' }).click()
  await s.getByRole('dialog', { name: 'Đồng ý yêu cầu trả hàng?' }).getByRole('button', { name: 'Đồng ý trả hàng' }).click()
  await expect(s.getByRole('status').getByText('Đã đồng ý yêu cầu trả hàng')).toBeVisible()
  await expect(s.getByTestId('return-status')).toHaveText('Chờ trả hàng')

  const request = await call<{ _id: string }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}/return`)
  await call(page.request, 'POST', `/api/v1/mobile/returns/${request._id}/ship-back`, { carrier: 'GHTK', tracking_code: 'S99.B1.12345678' })
  await s.reload()
  await expect(s.getByTestId('return-timeline')).toContainText('S99.B1.12345678')
  await s.getByRole('button', { name: 'Đã nhận hàng trả' }).click()
  await s.getByRole('dialog', { name: 'Xác nhận đã nhận hàng trả?' }).getByRole('button', { name: 'Đã nhận hàng trả' }).click()
  await expect(s.getByRole('status').getByText('Đã xác nhận nhận hàng trả')).toBeVisible()
  await expect(s.getByTestId('return-status')).toHaveText('Chờ quản trị viên xem xét')
  await expect(s.getByTestId('return-action-bar')).toHaveCount(0)
  expect(await serious(s), 'return request, received').toEqual([])
  expect(seller.errors).toEqual([])
  expect(consoleErrors).toEqual([])
})
