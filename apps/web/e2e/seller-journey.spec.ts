import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, newAccount, test } from './fixtures.ts'
import {
  advance,
  applyToSell,
  buyFromSearch,
  chooseVariant,
  openSellerCentre,
  personContext,
  submitProduct,
  toast,
  uniquePhone,
} from './journey.ts'
import { actor, call } from './money.ts'

/**
 * Issue 13's "Done when" journey, by visible text: a new user becomes a seller (phone, e-mail and
 * identity card verified, two-step application, approved by an admin), lists a product with two
 * classifications and images (accepted by an admin), a new buyer finds and orders it, the seller
 * confirms, prepares, prints the label and hands the parcel over, the carrier simulator delivers,
 * the buyer confirms receipt and the finance page shows the order's line; pause mode stops buying;
 * then a shop category, a banner (cropped in the browser), a running promotion and a voucher are
 * seen by buyers. Admin decisions go through the admin API here; admin-journey.spec.ts takes them
 * in the admin screens. The shared steps are in journey.ts.
 * Each part is a step, so a failure names where the journey broke.
 */

// a control that never appears fails its step within a minute, not at the end of the whole journey's time
test.use({ actionTimeout: 60_000 })

/** A picture of any size for the banner cropper (it makes the exact 343×150 out of it). */
async function picture(width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
  return { name: `anh-${width}x${height}.png`, mimeType: 'image/png', buffer }
}

/** Vietnam wall-clock time `minutes` from now, as a datetime-local field takes it. */
const vnTime = (minutes: number) => new Date(Date.now() + 7 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 16)

/** Picks the shop's products by name in the seller centre's product picker dialog. */
async function pickProduct(page: Page, name: string) {
  await page.getByRole('button', { name: 'Chọn sản phẩm' }).click()
  const dialog = page.getByRole('dialog', { name: 'Chọn sản phẩm của shop' })
  await dialog.getByLabel('Tìm theo tên sản phẩm').fill(name)
  await dialog.getByRole('checkbox', { name }).check()
  await dialog.getByRole('button', { name: /^Xong/ }).click()
  await expect(dialog).toBeHidden()
}

test('a new user becomes a seller, sells a product to a new buyer through delivery and the ledger, pauses, and runs marketing seen on the shop page', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // every part of the seller's life in one go: several minutes on a busy two-core machine
  test.setTimeout(test.info().timeout * 7)
  const run = Date.now().toString(36).slice(-5)
  const account = newAccount()
  const phone = uniquePhone()
  const storeName = `Len Đà Lạt ${run}`
  const productName = `Áo len cổ lọ đan tay ${run}`
  const admin = await actor(browser, 'admin@xinh.vn')
  const buyer = await personContext(browser)
  const b = buyer.page
  let shopId = ''
  let productId = ''
  let order = { id: '', code: '' }

  await test.step('registers, verifies phone and e-mail, submits the identity card, applies in two steps at /become-seller', async () => {
    await applyToSell(page, { account, phone, storeName })
  })

  await test.step('is approved through the admin API and opens the seller centre from the account menu', async () => {
    const waiting = await call<Array<{ _id: string; store_name: string }>>(
      admin,
      'GET',
      '/api/v1/admin/seller-applications?status=waiting_approval&limit=100',
    )
    const application = waiting.find((a) => a.store_name === storeName)
    expect(application, 'the application is in the admin queue').toBeTruthy()
    await call(admin, 'POST', `/api/v1/admin/seller-applications/${application!._id}/approve`)
    shopId = await openSellerCentre(page)
  })

  await test.step('lists a product with two classifications and images in /ban-hang; an admin accepts it', async () => {
    await submitProduct(page, productName)

    const pending = await call<Array<{ _id: string; name: string }>>(admin, 'GET', '/api/v1/admin/products?status=pending&limit=100')
    productId = pending.find((p) => p.name === productName)?._id ?? ''
    expect(productId, 'the product is in the admin queue').not.toBe('')
    await call(admin, 'POST', `/api/v1/admin/products/${productId}/accept`)
    await page
      .getByRole('navigation', { name: 'Lọc sản phẩm theo trạng thái' })
      .getByRole('link', { name: /^Đang bán\s*\(/ })
      .click()
    await expect(page.getByTestId('seller-product-row').filter({ hasText: productName })).toBeVisible()
  })

  await test.step('a new buyer finds it by searching, picks a classification and orders it (COD)', async () => {
    order = await buyFromSearch(b, { productId, productName, storeName })
  })

  let label = ''
  await test.step('the seller confirms and prepares it, prints the label (a PDF) and hands the parcel over', async () => {
    await page.goto('/ban-hang/quan-ly-don-hang?tab=awaiting_confirmation')
    await expect(page.getByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible()
    const card = page.getByTestId('order-card').filter({ hasText: order.code })
    await expect(card.getByTestId('order-status')).toHaveText('Chờ xác nhận')
    await expect(card).toContainText(productName)
    await card.getByRole('button', { name: 'Xác nhận đơn' }).click()
    await expect(toast(page, `Đã xác nhận đơn ${order.code}`)).toBeVisible()
    await page.getByRole('navigation', { name: 'Trạng thái đơn hàng' }).getByRole('link', { name: 'Tất cả' }).click()
    await expect(card.getByTestId('order-status')).toHaveText('Đang chuẩn bị')
    await card.getByRole('button', { name: 'Chuẩn bị xong' }).click()
    await expect(toast(page, `Đơn ${order.code} đã sẵn sàng`)).toBeVisible()
    await expect(card.getByTestId('order-status')).toHaveText('Chờ bàn giao')

    await card.getByRole('checkbox', { name: `Chọn đơn ${order.code}` }).check()
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'In phiếu (1)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Phiếu giao hàng' })
    const pdfLink = dialog.getByRole('link', { name: 'Mở phiếu PDF (1 phiếu)' })
    await expect(pdfLink).toBeVisible()
    label = ((await dialog.getByTestId('label-code').textContent()) ?? '').trim()
    expect(label).toMatch(/^S\d+\.A\d+\.\d{8}$/)
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // the carrier picks the parcel up (docs/api/shipping.md: an admin moves the simulated parcel in production mode)
    await advance(admin, label, 'picked_up')
    await card.getByRole('link', { name: 'Xem chi tiết' }).click()
    await expect(page.getByRole('heading', { name: `Đơn hàng ${order.code}` })).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveText('Đang giao')
    await expect(page.getByTestId('order-tracking-code')).toHaveText(label)
  })

  await test.step('the carrier simulator delivers; the buyer confirms receipt; the finance page shows the order', async () => {
    await advance(admin, label, 'delivered')
    await page.reload()
    await expect(page.getByTestId('order-status')).toHaveText('Đã giao')

    await b.goto(`/trang-ca-nhan/don-hang/${order.id}`)
    await expect(b.getByTestId('order-status')).toHaveText('Đã giao')
    await b.getByTestId('order-confirm-received').click()
    await b.getByRole('dialog', { name: 'Xác nhận đã nhận hàng' }).getByTestId('order-confirm-received-submit').click()
    await expect(b.getByTestId('order-status')).toHaveText('Hoàn thành')

    await page.reload()
    await expect(page.getByTestId('order-status')).toHaveText('Hoàn thành')
    await page.getByRole('navigation').getByRole('link', { name: 'Tài chính' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tài chính' })).toBeVisible()
    const lines = page.locator('section[aria-labelledby="fin-lines"]')
    const line = lines.getByRole('listitem').filter({ hasText: `Đơn ${order.code}` })
    // the goods' price, held until the return window closes; an individual seller has VAT (1 %) and
    // PIT (0.5 %) withheld; no platform fee in the shop's first year (docs/api/ledger.md)
    const revenue = line.filter({ hasText: 'Doanh thu đơn hàng' })
    await expect(revenue).toHaveCount(1)
    await expect(revenue).toContainText('Đang chờ')
    // the new buyer's checkout may take Xinh's first-order voucher: Xinh pays that part back (co-funding)
    const amount = async (kind: string) => {
      const cell = line.filter({ hasText: kind }).getByText(/^-?[\d.]+\s₫$/)
      return (await cell.count()) ? Number(((await cell.textContent()) ?? '').replace(/[^\d-]/g, '')) : 0
    }
    expect((await amount('Doanh thu đơn hàng')) + (await amount('Xinh tài trợ voucher'))).toBe(390_000)
    await expect(line.filter({ hasText: 'Thuế GTGT khấu trừ (1%)' })).toContainText('3.900')
    await expect(line.filter({ hasText: 'Thuế TNCN khấu trừ (0,5%)' })).toContainText('1.950')
    await expect(revenue).toContainText('Miễn phí dịch vụ sàn và phí thanh toán trong năm đầu tiên của shop')
    await expect(line.filter({ hasText: 'Phí dịch vụ sàn (3%)' })).toHaveCount(0)
  })

  await test.step('pause mode: the shop page says so and nothing of the shop can be bought; reopening sells again', async () => {
    // the buyer keeps the product in the cart
    await b.goto(`/san-pham/${productId}`)
    await chooseVariant(b)
    const added = b.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/carts') && r.request().method() === 'POST')
    await b.getByTestId('add-to-cart').click()
    expect((await added).ok()).toBe(true)

    await page.goto('/ban-hang/cai-dat/tam-nghi')
    await expect(page.getByText('Shop đang mở bán.')).toBeVisible()
    const form = page.getByRole('form', { name: 'Tạm nghỉ' })
    await form.getByLabel('Mở bán lại lúc').fill('2099-01-05T09:00')
    await form.getByRole('button', { name: 'Tạm nghỉ ngay' }).click()
    await expect(toast(page, 'Shop đã tạm nghỉ')).toBeVisible()

    await b.goto(`/nguoi-ban/${shopId}`)
    await expect(b.getByRole('heading', { level: 1, name: storeName })).toBeVisible()
    await expect(b.getByText(/Shop đang tạm nghỉ đến .*2099.*Bạn chưa thể đặt hàng lúc này/)).toBeVisible()
    await b.goto(`/san-pham/${productId}`)
    await expect(b.getByTestId('add-to-cart')).toHaveCount(0)
    await b.goto('/gio-hang')
    await expect(b.getByText('Shop đang tạm nghỉ, chưa thể đặt hàng')).toBeVisible()

    await page.getByRole('button', { name: 'Mở bán lại ngay' }).click()
    await expect(page.getByText('Shop đang mở bán.')).toBeVisible()
    await b.goto(`/san-pham/${productId}`)
    await expect(b.getByTestId('add-to-cart')).toBeVisible()
  })

  await test.step('a shop category and a banner cropped to 343×150, seen on the shop page', async () => {
    await page.goto('/ban-hang/quan-ly-danh-muc/tao')
    const category = `Áo len ${run}`
    await page.getByLabel('Tên danh mục').fill(category)
    await page.getByLabel('Tiêu đề', { exact: true }).fill('Áo len đan tay cho mùa lạnh')
    await pickProduct(page, productName)
    await page.getByRole('button', { name: 'Thêm danh mục' }).click()
    await expect(page.getByText('Đã thêm danh mục')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible()

    await page.goto('/ban-hang/quan-ly-banner/tao')
    const title = `Tuần lễ áo len ${run}`
    await page.getByLabel('Tiêu đề banner').fill(title)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Chọn Ảnh banner (343×150 px)' }).click()
    await (await chooser).setFiles(await picture(1200, 800, '#7aa66b'))
    const cropper = page.getByRole('dialog', { name: 'Cắt ảnh 343×150 px' })
    await cropper.getByRole('button', { name: 'Cắt 343×150 px và tải lên' }).click()
    await expect(cropper).toBeHidden()
    await expect(page.getByText('Đã tải ảnh lên')).toBeVisible()
    await pickProduct(page, productName)
    await page.getByRole('button', { name: 'Tạo banner' }).click()
    await expect(page.getByText('Đã tạo banner')).toBeVisible()
    await expect(page.getByText('Đang diễn ra').first()).toBeVisible()

    await page.getByRole('link', { name: 'Xem trên trang shop' }).click()
    await expect(page).toHaveURL(new RegExp(`/nguoi-ban/${shopId}`))
    await expect(page.getByRole('img', { name: title })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Danh mục của shop' })
    await tabs.getByRole('link', { name: category }).click()
    await expect(page.getByText('Áo len đan tay cho mùa lạnh')).toBeVisible()
    await expect(page.getByTestId('product-card').filter({ hasText: productName })).toBeVisible()
  })

  await test.step('a running promotion and a shop voucher, seen and saved by a buyer on the shop page', async () => {
    await page.goto('/ban-hang/chuong-trinh-cua-toi/tao?type=product')
    const promotion = `Ưu đãi áo len ${run}`
    await page.getByLabel('Tên chương trình').fill(promotion)
    await page.getByLabel('Bắt đầu', { exact: true }).fill(vnTime(-60))
    await pickProduct(page, productName)
    await page.getByLabel(`Giảm (%) – ${productName}`).fill('20')
    await page.getByLabel(`Số lượng KM – ${productName}`).fill('10')
    await page.getByLabel(`Mỗi khách mua – ${productName}`).fill('2')
    await page.getByRole('button', { name: 'Tạo chương trình' }).click()
    await expect(page.getByText('Đã tạo chương trình khuyến mãi')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: promotion })).toBeVisible()
    await expect(page.getByText('Đang diễn ra').first()).toBeVisible()

    await page.goto('/ban-hang/ma-giam-gia/tao')
    const code = `LEN${run}`.toUpperCase().slice(0, 9)
    await page.getByLabel('Tên mã giảm giá').fill(`Giảm 30K áo len ${run}`)
    await page.getByLabel('Mã', { exact: true }).fill(code)
    await page.getByLabel('Số tiền giảm (₫)').fill('30000')
    await page.getByLabel('Bắt đầu', { exact: true }).fill(vnTime(-60))
    await page.getByLabel('Kết thúc', { exact: true }).fill(vnTime(90))
    await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click()
    await expect(page.getByText('Đã tạo mã giảm giá')).toBeVisible()
    await expect(page.getByText('Đang diễn ra').first()).toBeVisible()

    // the buyer, on the shop page: the promotion's price on the product's card, the voucher to save
    await b.goto(`/nguoi-ban/${shopId}`)
    const card = b.getByTestId('product-card').filter({ hasText: productName })
    await expect(card).toContainText('-20%')
    await expect(card).toContainText('312.000')
    const ticket = b.getByTestId('shop-vouchers').getByRole('listitem').filter({ hasText: code })
    await expect(ticket).toContainText(storeName)
    await ticket.getByRole('button', { name: `Lưu mã Giảm 30K áo len ${run}` }).click()
    await expect(toast(b, `Đã lưu mã ${code} vào ví voucher`)).toBeVisible()
    await expect(ticket.getByTestId('voucher-saved')).toBeVisible()
  })

  expect(buyer.errors).toEqual([])
  await buyer.close()
  expect(consoleErrors).toEqual([])
})
