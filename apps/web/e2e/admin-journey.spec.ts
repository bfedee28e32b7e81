import AxeBuilder from './axe.ts'
import type { Locator, Page } from '@playwright/test'
import { DEMO, expect, login, newAccount, test } from './fixtures.ts'
import { applyToSell, buyFromSearch, openSellerCentre, personContext, submitProduct, toast, uniquePhone } from './journey.ts'
import { deliver, photo } from './money.ts'

/**
 * Issue 14's "Done when" journey, every admin decision taken in the admin console's screens: a new
 * seller applies → an admin approves the shop in /admin/dang-ky-ban-hang → the seller submits a
 * product → the admin rejects it with a reason in /admin/duyet-san-pham → the seller reads the
 * reason, fixes the product and sends it again → the admin approves it → buyers find it by search
 * → a new buyer orders it and asks for a return → the seller agrees and marks the goods received
 * in /ban-hang → the admin approves the refund in /admin/tra-hang and records the bank transfer
 * of this cash order → the buyer's order shows the refund → /admin/nhat-ky shows each decision
 * (who, what, reason). It shares its server with other journeys: everything it looks for is found
 * by its own names and ids, never by counts or positions of the demo data.
 */

test.use({ actionTimeout: 60_000 })

const REJECT_REASON = 'Mô tả chưa ghi chất liệu và thành phần sợi; vui lòng bổ sung để người mua biết cách giặt.'
const FIXED_DESCRIPTION =
  'Áo len cổ lọ đan tay, chất liệu 70% len lông cừu merino và 30% sợi cotton, mềm và ấm mà không bí. Dáng suông dễ phối đồ. Giặt tay nước lạnh, phơi phẳng nơi thoáng mát.'

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

/** A queue's search box (the pattern's list), then the item's link by its visible name; returns the item's id. */
async function openFromQueue(admin: Page, menu: RegExp, searchLabel: string, query: string, name = query) {
  await admin.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: menu }).click()
  await admin.getByLabel(searchLabel).fill(query)
  await admin.getByLabel(searchLabel).press('Enter')
  await expect(admin).toHaveURL(/[?&]q=/)
  await admin.getByTestId('queue-list').getByRole('link', { name, exact: true }).click()
  await expect(admin).toHaveURL(/\/admin\/[a-z-]+\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible()
  return admin.url().split('/').pop()!
}

/** The audit entries of one target, filtered in /admin/nhat-ky's form as an admin would. */
async function auditOf(admin: Page, targetId: string): Promise<Locator> {
  await admin.goto('/admin/nhat-ky')
  const filters = admin.getByRole('search', { name: 'Bộ lọc nhật ký' })
  await filters.getByLabel('Mã đối tượng').fill(targetId)
  await filters.getByRole('button', { name: 'Tìm' }).click()
  await expect(admin).toHaveURL(new RegExp(`target_id=${targetId}`))
  return admin.getByTestId('audit-entry')
}

test('issue 14 done-when: a new shop and its product go through the admin console, a return is refunded, the audit log shows each decision', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 8)
  const run = Date.now().toString(36).slice(-5)
  const account = newAccount()
  const storeName = `Khăn Len Sapa ${run}`
  const productName = `Áo len merino cổ lọ ${run}`
  const admin = await personContext(browser)
  const a = admin.page
  const buyer = await personContext(browser)
  const b = buyer.page
  let cardId = ''
  let applicationId = ''
  let productId = ''
  let returnId = ''
  let order = { id: '', code: '' }

  await test.step('a new user verifies phone, e-mail and identity card, and applies to sell', async () => {
    await applyToSell(page, { account, phone: uniquePhone(), storeName })
  })

  await test.step('the admin verifies the identity card on its page in /admin/xac-minh-cccd', async () => {
    await a.goto('/')
    await login(a, 'admin@xinh.vn', DEMO.password)
    await expect(a.getByRole('banner').getByTestId('account-menu')).toBeVisible()
    await a.goto('/admin/tong-quan')
    cardId = await openFromQueue(a, /Xác minh CCCD/, 'Tên, email, điện thoại, số CCCD', account.email, account.userName)
    await expect(a.getByText(account.email)).toBeVisible()
    const front = a.getByRole('img', { name: `Mặt trước · ${account.userName}` })
    await expect(front).toBeVisible()
    // served to admins only
    expect((await b.request.get((await front.getAttribute('src'))!)).status()).toBe(401)
    await axeClean(a)
    await a.getByRole('button', { name: 'Duyệt', exact: true }).click()
    await expect(toast(a, 'Đã duyệt.')).toBeVisible()
    await expect(a.getByTestId('decided-line')).toContainText('Đã duyệt bởi Quản trị Xinh')
  })

  await test.step('the admin finds the application in /admin/dang-ky-ban-hang and approves it; the seller opens the seller centre', async () => {
    applicationId = await openFromQueue(a, /Đăng ký bán hàng/, 'Tên shop, chủ shop, email, số điện thoại', storeName)
    await expect(a.getByRole('heading', { level: 1, name: storeName })).toBeVisible()
    await expect(a.getByText('Số điện thoại đã xác minh')).toBeVisible()
    // the ID photos are served privately, to admins only
    await expect(a.getByRole('img', { name: 'CCCD mặt trước' })).toBeVisible()
    const photoUrl = await a.getByRole('img', { name: 'CCCD mặt trước' }).getAttribute('src')
    expect((await b.request.get(photoUrl!)).status()).toBe(401)
    await a.getByRole('button', { name: 'Duyệt và mở shop' }).click()
    await expect(toast(a, 'Đã duyệt.')).toBeVisible()
    await expect(a.getByText(/Đã duyệt bởi Quản trị Xinh/).first()).toBeVisible()
    await expect(a.getByRole('button', { name: 'Duyệt và mở shop' })).toHaveCount(0)

    await openSellerCentre(page)
  })

  await test.step('the seller submits a product; the admin reads its system check and rejects it with a reason', async () => {
    await submitProduct(page, productName)
    productId = await openFromQueue(a, /Sản phẩm chờ duyệt/, 'Tên sản phẩm', productName)
    await expect(a.getByTestId('system-check')).toBeVisible()
    await expect(a.getByText('Sản phẩm mới (duyệt lần đầu).')).toBeVisible()
    await a.getByRole('button', { name: 'Từ chối' }).click()
    const dialog = a.getByRole('dialog', { name: 'Từ chối' })
    await dialog.getByLabel('Lý do (người bán/người mua sẽ đọc)').fill(REJECT_REASON)
    await dialog.getByRole('button', { name: 'Từ chối' }).click()
    await expect(toast(a, 'Đã từ chối.')).toBeVisible()
    await expect(a.getByText(/Đã từ chối bởi Quản trị Xinh/).first()).toBeVisible()
  })

  await test.step('the seller reads the reason, fixes the description and sends the product again', async () => {
    await page.goto('/ban-hang/quan-ly-san-pham')
    await page
      .getByRole('navigation', { name: 'Lọc sản phẩm theo trạng thái' })
      .getByRole('link', { name: /^Bị từ chối/ })
      .click()
    const row = page.getByTestId('seller-product-row').filter({ hasText: productName })
    await expect(row.getByTestId('rejection-reason')).toHaveText(`Lý do từ chối: ${REJECT_REASON}`)
    await row.getByRole('link', { name: productName, exact: true }).click()
    await expect(page.getByTestId('rejection-reason')).toContainText(REJECT_REASON)
    await page.getByLabel('Mô tả sản phẩm').fill(FIXED_DESCRIPTION)
    await page.getByRole('button', { name: 'Gửi duyệt lại' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Đã gửi sản phẩm đi duyệt' })).toBeVisible()
    await page.goto('/ban-hang/quan-ly-san-pham')
    await expect(page.getByTestId('seller-product-row').filter({ hasText: productName }).getByText('Chờ duyệt')).toBeVisible()
  })

  await test.step('the admin sees the change and the earlier rejection, and approves; the product is searchable', async () => {
    expect(await openFromQueue(a, /Sản phẩm chờ duyệt/, 'Tên sản phẩm', productName)).toBe(productId)
    await expect(a.getByText(REJECT_REASON).first()).toBeVisible()
    await a.getByRole('button', { name: 'Duyệt', exact: true }).click()
    await expect(toast(a, 'Đã duyệt.')).toBeVisible()
    await expect(a.getByRole('button', { name: 'Duyệt', exact: true })).toHaveCount(0)

    order = await buyFromSearch(b, { productId, productName, storeName })
  })

  await test.step('delivered, the buyer asks for a return with a photo; the seller agrees in /ban-hang', async () => {
    // the seller's confirm/prepare screens and the carrier have their own journey (seller-journey.spec.ts)
    await deliver(order.id, page.request, a.request)
    await b.goto(`/trang-ca-nhan/don-hang/${order.id}`)
    await expect(b.getByTestId('order-status')).toHaveText('Đã giao')
    await b.getByTestId('order-request-return').click()
    const form = b.getByRole('dialog', { name: 'Yêu cầu trả hàng/hoàn tiền' }).getByTestId('return-form')
    await form.getByRole('radio', { name: 'Sản phẩm khác với mô tả' }).check()
    await form.getByLabel('Mô tả thêm (không bắt buộc)').fill('Màu len khác ảnh, cổ áo bị sổ mũi đan.')
    await form.getByTestId('evidence-input').setInputFiles(photo())
    await expect(form.getByTestId('evidence-item').getByRole('progressbar')).toHaveCount(0)
    await form.getByTestId('return-submit').click()
    await expect(toast(b, 'Đã gửi yêu cầu trả hàng/hoàn tiền')).toBeVisible()
    const panel = b.getByTestId('return-panel')
    await expect(panel.getByTestId('return-status')).toHaveText('Cần người bán xử lý')

    await page.goto('/ban-hang/tra-hang-hoan-tien')
    await page
      .getByRole('link', { name: new RegExp(order.code) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/ban-hang\/tra-hang-hoan-tien\/[0-9a-f-]{36}$/)
    returnId = page.url().split('/').pop()!
    await page.getByTestId('return-agree').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý trả hàng' }).click()
    await expect(toast(page, 'Đã đồng ý yêu cầu trả hàng')).toBeVisible()

    await b.reload()
    await expect(panel.getByTestId('return-status')).toHaveText('Chờ trả hàng')
    await panel.getByTestId('return-ship-back').click()
    const shipBack = b.getByRole('dialog', { name: 'Xác nhận đã gửi trả hàng' })
    await shipBack.getByLabel('Đơn vị vận chuyển').selectOption({ label: 'Giao Hàng Tiết Kiệm' })
    await shipBack.getByLabel('Mã vận đơn').fill(`S${run.toUpperCase()}.GHTK`)
    await shipBack.getByTestId('ship-back-submit').click()
    await expect(shipBack).toBeHidden()
  })

  await test.step('the seller marks the goods received; the admin approves in /admin/tra-hang and records the transfer', async () => {
    await page.reload()
    await page.getByTestId('return-receive').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Đã nhận hàng trả' }).click()
    await expect(toast(page, 'Đã xác nhận nhận hàng trả')).toBeVisible()

    await a
      .getByRole('navigation', { name: 'Menu quản trị' })
      .getByRole('link', { name: /Trả hàng chờ xử lý/ })
      .click()
    await a.getByLabel('Mã đơn hàng').fill(order.code)
    await a.getByLabel('Mã đơn hàng').press('Enter')
    await a
      .getByTestId('queue-list')
      .getByRole('link', { name: new RegExp(order.code) })
      .click()
    await expect(a).toHaveURL(new RegExp(`/admin/tra-hang/${returnId}$`))
    await expect(a.getByRole('heading', { name: 'Bằng chứng' })).toBeVisible()
    await expect(a.getByTestId('return-admin-timeline')).toContainText('Người bán đã nhận được hàng trả')
    await a.getByRole('button', { name: 'Duyệt hoàn tiền' }).click()
    await expect(toast(a, 'Đã duyệt.')).toBeVisible()
    await expect(a.getByRole('button', { name: 'Duyệt hoàn tiền' })).toHaveCount(0)

    // a cash order is refunded by bank transfer: the admin records it once made
    const refunds = a.getByTestId('admin-refunds')
    await expect(refunds.getByTestId('admin-refund')).toContainText('Chuyển khoản ngân hàng')
    await expect(refunds.getByTestId('admin-refund')).toContainText('Đang xử lý')
    await refunds.getByRole('button', { name: 'Xác nhận đã chuyển khoản' }).click()
    const transfer = a.getByRole('dialog', { name: 'Xác nhận đã chuyển khoản' })
    await transfer.getByLabel('Mã giao dịch chuyển khoản').fill(`CK-${run}`)
    await transfer.getByRole('button', { name: 'Xác nhận đã chuyển khoản' }).click()
    await expect(toast(a, 'Đã ghi nhận chuyển khoản hoàn tiền.')).toBeVisible()
    await expect(refunds.getByTestId('admin-refund')).toContainText('Đã hoàn tiền')
    await axeClean(a)
  })

  await test.step('the buyer sees the refund completed', async () => {
    await b.goto(`/trang-ca-nhan/don-hang/${order.id}`)
    const panel = b.getByTestId('return-panel')
    await expect(panel.getByTestId('return-status')).toHaveText('Đã hoàn tiền')
    await expect(panel.getByTestId('refund-status')).toHaveText('Đã hoàn tiền')
  })

  await test.step('/admin/nhat-ky shows each decision: who, what, reason', async () => {
    const who = 'Quản trị Xinh · admin@xinh.vn'
    const card = await auditOf(a, cardId)
    await expect(card.filter({ hasText: 'identity_card.approve' })).toContainText(who)
    const application = await auditOf(a, applicationId)
    await expect(application.filter({ hasText: 'shop_application.approve' })).toContainText(who)

    const product = await auditOf(a, productId)
    await expect(product.filter({ hasText: 'product.reject' })).toContainText(who)
    await expect(product.filter({ hasText: 'product.reject' })).toContainText(REJECT_REASON)
    await expect(product.filter({ hasText: 'product.approve' })).toContainText(who)
    // newest first: the approval after the rejection
    await expect(product.first()).toContainText('product.approve')
    await product.filter({ hasText: 'product.approve' }).getByRole('link', { name: productId }).click()
    await expect(a).toHaveURL(new RegExp(`/admin/duyet-san-pham/${productId}$`))

    const refund = await auditOf(a, returnId)
    await expect(refund.filter({ hasText: 'return.approve' })).toContainText(who)
    await a.goto(`/admin/nhat-ky?action=refund.`)
    await expect(
      a
        .getByTestId('audit-entry')
        .filter({ hasText: `CK-${run}` })
        .first(),
    ).toContainText('refund.mark_transferred')
  })

  expect(admin.errors).toEqual([])
  expect(buyer.errors).toEqual([])
  await admin.close()
  await buyer.close()
  expect(consoleErrors).toEqual([])
})
