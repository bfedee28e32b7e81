import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { actor, call, codOrder, deliver, newBuyer, photo, productInStock } from './money.ts'

/**
 * Return and refund, every party in turn: an order of the demo seller's shop delivered through
 * the carrier simulator → the buyer asks for a return with a photo (UI) → the seller agrees (API)
 * → the buyer says it is sent back (UI) → the seller marks it received (API) → an admin approves
 * and makes the bank transfer of this cash order (API) → the order page shows the refund.
 */

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(n)
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id)

test('return and refund: delivered by the carrier → request with a photo → seller agrees → sent back → received → admin approves → refunded', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  const picked = await productInStock(page.request, { sellerShop: true })
  const order = await codOrder(page, addressId, picked)
  const seller = await actor(browser, 'seller@xinh.vn')
  const admin = await actor(browser, 'admin@xinh.vn')
  const label = await deliver(order._id, seller, admin)

  // the order page: delivered, with the carrier's journey newest first
  await page.goto(`/trang-ca-nhan/don-hang/${order._id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Đã giao')
  const shipment = page.getByTestId('shipment')
  await expect(shipment.getByTestId('shipment-label')).toHaveText(label)
  await expect(shipment.getByTestId('shipment-carrier')).toHaveText(/Giao Hàng Tiết Kiệm|Viettel Post/)
  const events = shipment.getByTestId('shipment-events').getByRole('listitem')
  expect(await events.count()).toBeGreaterThan(1)
  const times = await events.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect([...times].sort().reverse()).toEqual(times)

  // the request: evidence is required (the server says so), then a photo with its preview
  await page.getByTestId('order-request-return').click()
  const dialog = page.getByRole('dialog', { name: 'Yêu cầu trả hàng/hoàn tiền' })
  const form = dialog.getByTestId('return-form')
  await expect(form.getByTestId('return-item')).toHaveCount(1)
  await expect(form.getByTestId('return-item').getByRole('checkbox')).toBeChecked()
  await form.getByTestId('return-submit').click()
  await expect(form.getByText('Vui lòng chọn lý do trả hàng')).toBeVisible()
  await form.getByRole('radio', { name: 'Sản phẩm khác với mô tả' }).check()
  await form.getByRole('radio', { name: /Bảo đảm chất lượng/ }).check()
  await form.getByLabel('Mô tả thêm (không bắt buộc)').fill('Vải mỏng hơn ảnh, đường may bị bung.')
  await form.getByTestId('return-submit').click()
  await expect(form.getByTestId('return-evidence').getByRole('alert')).toHaveText('Vui lòng thêm ảnh hoặc video minh chứng')
  await form.getByTestId('evidence-input').setInputFiles(photo())
  const item = form.getByTestId('evidence-item')
  await expect(item.getByRole('img', { name: 'Ảnh 1' })).toBeVisible()
  await expect(item.getByRole('progressbar')).toHaveCount(0) // uploaded
  expect(await axe(page)).toEqual([])
  await form.getByTestId('return-submit').click()
  await expect(page.getByRole('status').getByText('Đã gửi yêu cầu trả hàng/hoàn tiền')).toBeVisible()
  await expect(dialog).toBeHidden()

  // the panel: needs the seller, the seller's deadline, the refund (the whole order: items and shipping), the evidence
  const panel = page.getByTestId('return-panel')
  await expect(panel.getByTestId('return-status')).toHaveText('Cần người bán xử lý')
  await expect(panel.getByTestId('return-refund-amount')).toHaveText(vnd(order.total))
  await expect(panel.getByTestId('return-deadline')).toContainText('Người bán cần phản hồi trước')
  await expect(panel.getByTestId('return-event')).toHaveCount(1)
  await expect(panel.getByTestId('return-media').getByRole('img')).toHaveCount(1)
  await expect(page.getByTestId('order-status')).toHaveText('Trả hàng/Hoàn tiền')
  await expect(page.getByTestId('order-request-return')).toHaveCount(0)
  expect(await axe(page)).toEqual([])

  // the seller agrees → the buyer sends it back with a tracking code
  const request = await call<{ _id: string }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}/return`)
  await call(seller, 'POST', `/api/v1/seller/returns/${request._id}/agree`)
  await page.reload()
  await expect(panel.getByTestId('return-status')).toHaveText('Chờ trả hàng')
  await expect(panel.getByTestId('return-deadline')).toContainText('Bạn cần xử lý trước')
  await panel.getByTestId('return-ship-back').click()
  const shipBack = page.getByRole('dialog', { name: 'Xác nhận đã gửi trả hàng' })
  await shipBack.getByLabel('Đơn vị vận chuyển').selectOption({ label: 'Giao Hàng Tiết Kiệm' })
  await shipBack.getByLabel('Mã vận đơn').fill('S1234567.GHTK')
  await shipBack.getByTestId('ship-back-submit').click()
  await expect(page.getByRole('status').getByText('Đã báo người bán là bạn đã gửi hàng')).toBeVisible()
  await expect(shipBack).toBeHidden()
  await expect(panel.getByTestId('return-timeline')).toContainText('S1234567.GHTK')
  await expect(panel.getByTestId('return-ship-back')).toHaveCount(0)

  // the seller received it → an admin approves → the bank transfer of this cash order is made
  await call(seller, 'POST', `/api/v1/seller/returns/${request._id}/received`)
  await call(admin, 'POST', `/api/v1/admin/returns/${request._id}/approve`)
  await page.reload()
  await expect(panel.getByTestId('return-status')).toHaveText('Đang hoàn tiền')
  await expect(panel.getByTestId('return-refunds')).toContainText('Chuyển khoản ngân hàng')
  await expect(panel.getByTestId('refund-status')).toHaveText('Đang xử lý')
  const refunds = await call<Array<{ _id: string; order_id: string }>>(admin, 'GET', '/api/v1/admin/refunds?status=pending&limit=100')
  const refund = refunds.find((r) => r.order_id === order._id)
  expect(refund, 'the pending bank transfer of this order').toBeTruthy()
  await call(admin, 'POST', `/api/v1/admin/refunds/${refund!._id}/mark-transferred`, { reference: 'E2E-CK-001' })

  await page.reload()
  await expect(panel.getByTestId('return-status')).toHaveText('Đã hoàn tiền')
  await expect(panel.getByTestId('refund-status')).toHaveText('Đã hoàn tiền')
  await expect(panel.getByTestId('return-refunds')).toContainText(vnd(order.total))
  await expect(panel.getByTestId('return-refund-amount')).toHaveText(vnd(order.total))
  await expect(page.getByTestId('order-amounts')).toContainText('Đã hoàn tiền')
  await expect(panel.getByTestId('return-event').first()).toContainText('Đã hoàn tiền')
  expect(await axe(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('review gate: a completed order rated 1–3 hearts leads into the same request; the buyer cancels it and the order is completed again', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  const seller = await actor(browser, 'seller@xinh.vn')
  const admin = await actor(browser, 'admin@xinh.vn')
  await deliver(order._id, seller, admin)
  await call(page.request, 'POST', `/api/v1/mobile/orders/${order._id}/confirm-received`)

  await page.goto(`/trang-ca-nhan/don-hang/${order._id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Hoàn thành')
  // the return guide's steps 3–4: 2 hearts with a reason, then return-and-refund
  await page.getByTestId('order-reviews').getByTestId('review-write').click()
  const review = page.getByRole('dialog', { name: 'Đánh giá sản phẩm' })
  await review.getByRole('radio', { name: '2 tim' }).check()
  await review.getByTestId('review-content').fill('Size không vừa như bảng size')
  await review.getByTestId('review-submit').click()
  await review.getByTestId('review-return-open').click()
  const dialog = page.getByRole('dialog', { name: 'Đánh giá và yêu cầu trả hàng' })
  const form = dialog.getByTestId('return-form')
  await form.getByRole('radio', { name: 'Kích cỡ không vừa' }).check()
  await form.getByTestId('evidence-input').setInputFiles(photo())
  await expect(form.getByTestId('evidence-item').getByRole('progressbar')).toHaveCount(0)
  // the review's hearts are already chosen
  await expect(form.getByRole('radio', { name: '2 tim' })).toBeChecked()
  await form.getByTestId('return-submit').click()
  await expect(dialog).toBeHidden()

  const panel = page.getByTestId('return-panel')
  await expect(panel.getByTestId('return-status')).toHaveText('Cần người bán xử lý')
  const request = await call<{ source: string; rating: number }>(page.request, 'GET', `/api/v1/mobile/orders/${order._id}/return`)
  expect(request).toMatchObject({ source: 'review', rating: 2 })

  // the buyer changes their mind
  await panel.getByTestId('return-cancel').click()
  await page.getByRole('dialog', { name: 'Huỷ yêu cầu trả hàng' }).getByTestId('return-cancel-submit').click()
  await expect(page.getByRole('status').getByText('Đã huỷ yêu cầu trả hàng')).toBeVisible()
  await expect(panel.getByTestId('return-status')).toHaveText('Người mua đã huỷ')
  await expect(panel.getByTestId('return-cancel')).toHaveCount(0)
  await expect(page.getByTestId('order-status')).toHaveText('Hoàn thành')
  expect(consoleErrors).toEqual([])
})
