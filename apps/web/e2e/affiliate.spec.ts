import AxeBuilder from './axe.ts'
import type { Browser, Page } from '@playwright/test'
import { DEMO, expect, newAccount, test } from './fixtures.ts'
import { personContext, toast } from './journey.ts'
import { ORIGIN, actor, call, codOrder, deliver, newBuyer, productInStock } from './money.ts'

/**
 * Issue 18's affiliate "Done when", by visible text: a new user applies to be a KOL and an
 * affiliate admin approves; the KOL joins a seller's campaign on its public page and copies a
 * product's link; a buyer who came through the link adds the product to the cart and orders; the
 * order is delivered, and once its return window has passed (the release job run with a moved
 * clock) the commission is payable and the converted-order page explains why it counted; a
 * cancelled order through the same link reverses its commission.
 */

type AddedLine = { product: { variant: { _id: string } | null } }

/** Serious or critical axe violations of the page as it is. */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle')
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A demo account's own browser (the affiliate admin, the seller), signed in through the API. */
async function signedIn(browser: Browser, email: string) {
  const person = await personContext(browser)
  const res = await person.page.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email, password: DEMO.password },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return person
}

/**
 * affssr: the page as the server answers it, with the browser's cookies and no JavaScript: the
 * screen's data must be rendered in the HTML (not only carried in the loader data for later) and
 * no loading skeleton in its place.
 */
async function serverHtml(p: Page, path: string) {
  const res = await p.request.get(path)
  expect(res.status(), path).toBe(200)
  const body = await res.text()
  expect(body, `${path}: a skeleton on the first paint`).not.toContain('aria-label="Đang tải…"')
  return body
}

/** Every classification group of the product page: its first option that can be bought. */
async function chooseAnyVariant(page: Page) {
  const groups = page.getByTestId('variant-picker').getByRole('group')
  const count = await groups.count()
  for (let i = 0; i < count; i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    // hydration may swallow the first click: click until the radio is checked
    await expect(async () => {
      if (!(await option.getByRole('radio').isChecked())) await option.click()
      await expect(option.getByRole('radio')).toBeChecked({ timeout: 1000 })
    }).toPass()
  }
}

test('a KOL is approved, joins a campaign and shares a product link; the order it brings becomes payable after the return window, explained; a cancelled one is reversed', async ({
  page,
  browser,
  context,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 2.5)
  const seller = await actor(browser, 'seller@xinh.vn')
  const admin = await actor(browser, 'admin@xinh.vn')
  const picked = await productInStock(page.request, { sellerShop: true })
  const stamp = Date.now().toString(36)
  const kolName = `Mai Review ${stamp}`

  // the seller's campaign over the product: 50 % (the highest rate there can be, so no other campaign outbids it)
  const campaign = await call<{ _id: string; name: string }>(seller, 'POST', '/api/v1/seller/affiliate/campaigns', {
    name: `Thu đông cùng KOL ${stamp}`,
    description: 'Áo len và khăn choàng cho mùa lạnh.',
    rate_bps: 5000,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    product_ids: [picked.product._id],
  })

  await test.step('a new user applies to be a KOL; the affiliate admin approves', async () => {
    const account = newAccount()
    await page.goto('/')
    await call(page.request, 'POST', '/community/v2/auth/register', { ...account, confirmPassword: account.password })
    await page.goto('/tiep-thi-lien-ket')
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký KOL' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Đăng ký KOL' })
    await form.getByLabel('Tên hiển thị').fill(kolName)
    await form.getByLabel('Đường dẫn kênh').fill(`https://www.tiktok.com/@maireview${stamp}`)
    await form.getByLabel('Người theo dõi').fill('25000')
    // the terms must be accepted: the form says so before sending anything
    await form.getByRole('button', { name: 'Gửi đơn đăng ký' }).click()
    await expect(form.getByRole('alert').first()).toBeVisible()
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Gửi đơn đăng ký' }).click()
    await expect(page.getByTestId('kol-pending')).toContainText('Đơn đăng ký đang chờ duyệt')

    expect(await violations(page), 'KOL application').toEqual([])

    const affAdmin = await signedIn(browser, 'admin@xinh.vn')
    await affAdmin.page.goto('/admin/tiep-thi-lien-ket/kol')
    await expect(affAdmin.page.getByRole('heading', { level: 1, name: 'Duyệt KOL' })).toBeVisible()
    const card = affAdmin.page.getByTestId('kol-application').filter({ hasText: kolName })
    await expect(card).toContainText(`tiktok.com/@maireview${stamp}`)
    expect(await violations(affAdmin.page), 'KOL approvals').toEqual([])
    // affssr: the admin's queue is in the server's HTML
    expect(await serverHtml(affAdmin.page, '/admin/tiep-thi-lien-ket/kol')).toMatch(
      new RegExp(`data-testid="kol-application"[^]*${kolName}`),
    )
    await card.getByTestId('kol-approve').click()
    await expect(toast(affAdmin.page, `Đã duyệt ${kolName} làm KOL`)).toBeVisible()

    // affssr: a platform campaign over chosen products — searched by name, picked with the keyboard,
    // shown as chips; it starts in an hour by default, so it never takes part in this journey's attribution
    const ap = affAdmin.page
    await ap.goto('/admin/tiep-thi-lien-ket/chien-dich')
    await ap.getByRole('button', { name: 'Tạo chiến dịch' }).click()
    const cform = ap.getByRole('form', { name: 'Tạo chiến dịch' })
    const platformName = `Nền tảng chọn lọc ${stamp}`
    await cform.getByLabel('Tên chiến dịch').fill(platformName)
    await cform.getByLabel('Tỷ lệ hoa hồng (%)').fill('3')
    await expect(cform.getByText('Chưa chọn sản phẩm nào: áp dụng cho mọi sản phẩm.')).toBeVisible()
    const search = cform.getByRole('searchbox', { name: 'Tìm sản phẩm theo tên' })
    await search.fill(picked.product.name)
    await search.press('Enter') // searches as one types; Enter must not send the form
    const result = cform.getByTestId('campaign-product-result').filter({ hasText: picked.product.name }).first()
    await result.focus()
    await ap.keyboard.press('Enter')
    await expect(result).toHaveAttribute('aria-pressed', 'true')
    await expect(cform.getByTestId('campaign-product-chip')).toHaveCount(1)
    await expect(cform.getByTestId('campaign-product-chip')).toContainText(picked.product.name)
    expect(await violations(ap), 'platform campaign form').toEqual([])
    await cform.getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(ap, 'Đã lưu chiến dịch')).toBeVisible()
    const platform = (
      await call<Array<{ _id: string; name: string }>>(ap.request, 'GET', '/affiliate/v1/admin/campaigns?kind=platform&limit=50')
    ).find((c) => c.name === platformName)
    expect(platform).toBeTruthy()
    const saved = await call<{ products: Array<{ _id: string }> }>(ap.request, 'GET', `/affiliate/v1/admin/campaigns/${platform!._id}`)
    expect(saved.products.map((p) => p._id)).toEqual([picked.product._id])
    // the affiliate admin's other screens are painted on the server too (the window setting with the campaigns)
    const campaignsHtml = await serverHtml(ap, '/admin/tiep-thi-lien-ket/chien-dich')
    expect(campaignsHtml).toContain(platformName)
    expect(campaignsHtml).toMatch(/<input[^>]*value="\d+"/)
    for (const path of [
      '/admin/tiep-thi-lien-ket/gian-lan',
      '/admin/tiep-thi-lien-ket/thanh-toan',
      '/admin/tiep-thi-lien-ket/thanh-toan?tab=history',
    ])
      await serverHtml(ap, path)
    // editing starts from the campaign's products; the chip's remove button empties the choice
    await ap.getByRole('listitem').filter({ hasText: platformName }).getByRole('button', { name: 'Sửa' }).click()
    const eform = ap.getByRole('form', { name: 'Sửa chiến dịch' })
    await expect(eform.getByTestId('campaign-product-chip')).toContainText(picked.product.name)
    await eform.getByRole('button', { name: `Bỏ ${picked.product.name}` }).click()
    await expect(eform.getByText('Chưa chọn sản phẩm nào: áp dụng cho mọi sản phẩm.')).toBeVisible()
    await ap.keyboard.press('Escape')
    expect(affAdmin.errors).toEqual([])
    await affAdmin.close()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếp thị liên kết' })).toBeVisible()
    await expect(page.getByText('Chưa có hoạt động')).toBeVisible()

    // payout details: the bank account number is checked before anything is sent
    await page.getByRole('link', { name: 'Thông tin tài khoản' }).first().click()
    await expect(page.getByTestId('aff-payout-state')).toContainText('Bạn cần nhập tài khoản ngân hàng')
    const acc = page.getByRole('form', { name: 'Thông tin tài khoản' })
    await acc.getByLabel('Họ và tên (theo CCCD)').fill('Lê Hoàng Mai')
    await acc.getByLabel('Ngân hàng').fill('Vietcombank')
    await acc.getByLabel('Số tài khoản').fill('12ab')
    await acc.getByLabel('Tên chủ tài khoản').fill('LE HOANG MAI')
    await acc.getByRole('button', { name: 'Lưu thông tin' }).click()
    await expect(acc.getByRole('alert').first()).toBeVisible()
    await acc.getByLabel('Số tài khoản').fill('0071000123456')
    await acc.getByLabel('Mã số thuế cá nhân').fill('8012345678')
    await acc.getByRole('button', { name: 'Lưu thông tin' }).click()
    await expect(page.getByTestId('aff-payout-state')).toContainText('Đã đủ thông tin để nhận thanh toán')
    expect(await violations(page), 'KOL account').toEqual([])
  })

  let link = ''
  await test.step('the KOL joins the campaign on its public page and copies the product link', async () => {
    await page.goto(`/nha-ban/chien-dich-mo/chi-tiet/${campaign._id}`)
    await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible()
    await expect(page.getByText('Hoa hồng 50%').first()).toBeVisible()
    await page.getByTestId('campaign-join').click()
    await expect(page.getByTestId('campaign-joined')).toHaveText('Đã tham gia')
    expect(await violations(page), 'campaign page').toEqual([])

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN })
    await page.goto(`/san-pham/${picked.product._id}`)
    await page.getByTestId('affiliate-get-link').click()
    await expect(toast(page, 'Đã sao chép link tiếp thị liên kết')).toBeVisible()
    link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(new RegExp(`^${ORIGIN}/san-pham/[^?]+\\?click_id=[A-Za-z0-9]+$`))
  })
  const clickId = new URL(link).searchParams.get('click_id') ?? ''

  const buyer = await personContext(browser)
  const b = buyer.page
  let orderId = ''
  let orderCode = ''
  await test.step('a visitor opens the link, signs up, adds the product to the cart (the link rides along) and orders', async () => {
    const clicked = b.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/trackings/affiliate-click'))
    await b.goto(link)
    expect((await clicked).ok()).toBe(true)
    const { addressId } = await newBuyer(b)

    await b.goto(`/san-pham/${picked.product._id}`)
    await chooseAnyVariant(b)
    const added = b.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/carts') && r.request().method() === 'POST')
    await b.getByTestId('add-to-cart').click()
    const response = await added
    expect(response.ok()).toBe(true)
    expect(response.request().postDataJSON()).toMatchObject({ affiliate: clickId })
    const line = ((await response.json()) as { data: AddedLine }).data
    const variant = { _id: line.product.variant?._id ?? picked.variant._id, stock: picked.variant.stock }
    const order = await codOrder(b, addressId, { product: picked.product, variant })
    orderId = order._id
    orderCode = order.code
  })

  await test.step('delivered and received: the commission waits for the return window', async () => {
    await deliver(orderId, seller, admin)
    await call(b.request, 'POST', `/api/v1/mobile/orders/${orderId}/confirm-received`)
    await page.goto('/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi')
    const row = page.getByTestId('aff-conversion').filter({ hasText: `Đơn ${orderCode}` })
    await expect(row).toContainText('Chờ xác nhận')
    await row.getByRole('link', { name: `Đơn ${orderCode}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng chuyển đổi ${orderCode}` })).toBeVisible()
    await expect(page.getByTestId('aff-detail-note')).toContainText('Hoa hồng được xác nhận khi hết thời hạn đổi trả của đơn')
  })

  await test.step('the return window passes (the release job with a moved clock): payable, and why it counted', async () => {
    const detail = await call<{ available_at: string | null }>(page.request, 'GET', `/affiliate/v1/conversions/${orderId}`)
    expect(detail.available_at).toBeTruthy()
    await call(admin, 'POST', '/dev-gateway/jobs/affiliate-release', {
      now: new Date(Date.parse(detail.available_at!) + 60_000).toISOString(),
    })

    await page.reload()
    await expect(page.getByTestId('aff-detail-status')).toContainText('Có thể thanh toán')
    await expect(page.getByTestId('aff-detail-note')).toContainText('Thời hạn đổi trả đã kết thúc')
    const why = page.getByTestId('aff-why')
    await expect(why).toContainText('Người mua nhấp vào link của bạn lúc')
    await expect(why).toContainText('lần nhấp cuối cùng trong vòng 30 ngày')
    await expect(why).toContainText(`Mã link ${clickId} (link sản phẩm)`)
    expect(await violations(page), 'converted order').toEqual([])
    const line = page.getByTestId('aff-line').first()
    await expect(line).toContainText(campaign.name)
    await expect(line.getByTestId('aff-line-calc')).toContainText('× 50%')

    await page.getByRole('link', { name: 'Tổng quan' }).first().click()
    await expect(page.getByTestId('aff-stat-payable').locator('dd').first()).not.toHaveText(/^0\s*₫$/)
    expect(await violations(page), 'KOL dashboard').toEqual([])

    // affssr: the KOL's screens and the campaign page answer with their data in the HTML
    expect(await serverHtml(page, '/tiep-thi-lien-ket')).toContain('data-testid="aff-stat-payable"')
    expect(await serverHtml(page, '/tiep-thi-lien-ket?days=7')).toContain('data-testid="aff-stat-payable"')
    // painted on the server and hydrated without a mismatch (console errors are checked at the end); the chart comes after
    await page.goto('/tiep-thi-lien-ket')
    await expect(page.getByTestId('aff-stat-orders').locator('dd')).toHaveText('1')
    await expect(page.locator('.recharts-wrapper')).toBeVisible()
    // another period is the screen's own fetch in the browser
    const period = page.waitForResponse((r) => r.url().includes('/affiliate/v1/dashboard?days=7'))
    await page.getByRole('link', { name: '7 ngày' }).click()
    expect((await period).ok()).toBe(true)
    await expect(page.getByTestId('aff-stat-orders').locator('dd')).toHaveText('1')
    expect(await serverHtml(page, '/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi')).toMatch(
      new RegExp(`data-testid="aff-conversion"[^]*Đơn ${orderCode}`),
    )
    const detailHtml = await serverHtml(page, `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${orderId}`)
    expect(detailHtml).toContain('data-testid="aff-why"')
    expect(detailHtml).toContain(`Mã link ${clickId}`)
    expect(await serverHtml(page, '/tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan')).toContain('data-testid="aff-payout-state"')
    expect(await serverHtml(page, '/tiep-thi-lien-ket/chien-dich?joined=true')).toMatch(new RegExp(`<a [^>]*>${campaign.name}</a>`))
    expect(await serverHtml(page, `/nha-ban/chien-dich-mo/chi-tiet/${campaign._id}`)).toMatch(
      new RegExp(`<h1[^>]*>${campaign.name}</h1>[^]*data-testid="campaign-joined"`),
    )

    // the seller's campaign list shows what the campaign brought
    const shop = await signedIn(browser, 'seller@xinh.vn')
    expect(await serverHtml(shop.page, '/ban-hang/tiep-thi-lien-ket')).toMatch(
      new RegExp(`data-testid="seller-aff-campaigns"[^]*${campaign.name}`),
    )
    expect(await serverHtml(shop.page, `/ban-hang/tiep-thi-lien-ket/cap-nhat/${campaign._id}`)).toContain(`value="${campaign.name}"`)
    await shop.page.goto('/ban-hang/tiep-thi-lien-ket')
    const row = shop.page.getByTestId('seller-aff-campaigns').getByRole('listitem').filter({ hasText: campaign.name })
    await expect(row).toContainText('1 KOL tham gia')
    await expect(row).toContainText('1 đơn')
    expect(await violations(shop.page), 'seller campaigns').toEqual([])
    expect(shop.errors).toEqual([])
    await shop.close()
  })

  await test.step('an order through the same link, cancelled: its commission is reversed', async () => {
    const addressId = (await call<Array<{ _id: string }>>(b.request, 'GET', '/api/v1/mobile/addresses'))[0]!._id
    await call(b.request, 'POST', '/api/v1/mobile/carts', {
      product_id: picked.product._id,
      variant_id: picked.variant._id,
      quantity: 1,
      affiliate: clickId,
    })
    const second = await codOrder(b, addressId, picked)
    await call(b.request, 'POST', `/api/v1/mobile/orders/${second._id}/cancel`, { reason_id: 'change_address' })

    await page.goto(`/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${second._id}`)
    await expect(page.getByTestId('aff-detail-status')).toContainText('Đã hủy')
    await expect(page.getByTestId('aff-detail-note')).toContainText('Đơn đã bị hủy nên hoa hồng bị hủy.')
    // a filter is fetched by the screen in the browser (the loaders painted the first screen only)
    await page.goto('/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi')
    const filtered = page.waitForResponse((r) => r.url().includes('/affiliate/v1/conversions?status=reversed'))
    await page.getByRole('navigation', { name: 'Lọc theo trạng thái hoa hồng' }).getByRole('link', { name: 'Đã hủy' }).click()
    expect((await filtered).ok()).toBe(true)
    await expect(page).toHaveURL(/status=reversed/)
    await expect(page.getByTestId('aff-conversion').filter({ hasText: `Đơn ${second.code}` })).toContainText('Đã hủy')
  })

  expect(buyer.errors).toEqual([])
  await buyer.close()
  expect(consoleErrors).toEqual([])
})
