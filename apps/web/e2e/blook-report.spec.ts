import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures.ts'
import { actor, call, ORIGIN, photo } from './money.ts'

/**
 * n16 (issue 16): a blook reported from its page with the plain form → the admin's
 * reported-content queue → hidden: a 404 for others, its author still sees it (marked); the shop
 * page links to its feedback form; the footer links to the blog and the blooks.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

test('a reader reports a blook; upheld, it is a 404 for others and marked for its author', async ({ browser }) => {
  // the demo buyer writes a blook (through the API: the composer has its own journey in blog.spec.ts)
  const author = await actor(browser, DEMO.email)
  const upload = async () => {
    const res = await author.post('/api/v1/image', { headers: { origin: ORIGIN }, multipart: { file: photo(360, 480) } })
    expect(res.ok(), await res.text()).toBe(true)
    return ((await res.json()) as { data: { url: string } }).data.url
  }
  const tree = await call<Array<{ children: Array<{ _id: string }> }>>(author, 'GET', '/community/v1/blook-categories')
  const title = `Báo cáo thử ${Date.now().toString(36)}`
  const blook = await call<{ _id: string; url: string }>(author, 'POST', '/community/v1/blooks', {
    template: 'classic',
    title,
    caption: 'Một set đồ đi chơi',
    cover: await upload(),
    sub_category_id: tree.find((c) => c.children.length > 0)!.children[0]!._id,
    pages: [{ image: await upload(), caption: 'Trang một', hotspots: [] }],
  })

  // a signed-out visitor is sent to sign in first
  const visitor = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN' })
  const anon = await visitor.newPage()
  await anon.goto(blook.url)
  await anon.getByTestId('blook-report').locator('summary').click()
  await anon.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(anon).toHaveURL(/\/dang-nhap\?next=/)

  // the seller reads it on a phone and reports it
  const readerContext = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN', viewport: { width: 390, height: 844 } })
  const login = await readerContext.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const reader = await readerContext.newPage()
  const errors: string[] = []
  reader.on('pageerror', (e) => errors.push(e.message))
  await reader.goto(blook.url)
  await expect(reader.getByTestId('blook-title')).toHaveText(title)
  await reader.getByTestId('blook-report').locator('summary').click()
  // the reasons are the server's list (`reasons?type=report`)
  await reader.getByRole('radio', { name: 'Ngôn từ xúc phạm, nội dung không phù hợp' }).check()
  await reader.getByLabel('Mô tả thêm (không bắt buộc)').fill('Lời lẽ khiếm nhã')
  expect(await serious(reader)).toEqual([])
  await reader.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(reader).toHaveURL(/\?reported=1/)
  await expect(reader.getByTestId('blook-report-done')).toHaveText('Cảm ơn bạn! Báo cáo đã được gửi tới đội ngũ kiểm duyệt.')

  // a moderator upholds it
  const admin = await actor(browser, 'admin@xinh.vn')
  const cases = await call<Array<{ _id: string; target_id: string; reasons: Array<{ reason: string }> }>>(
    admin,
    'GET',
    '/api/v1/admin/reported-content?target_type=blook&limit=100',
  )
  const found = cases.find((c) => c.target_id === blook._id)
  // stored as the reason id and the note; the queue names the id in the admin's language
  expect(found?.reasons.map((r) => r.reason)).toEqual([
    expect.stringMatching(/^(Ngôn từ xúc phạm|Offensive language)[^:]*: Lời lẽ khiếm nhã$/),
  ])
  await call(admin, 'POST', `/api/v1/admin/reported-content/${found!._id}/approve`)

  expect((await reader.goto(blook.url))?.status()).toBe(404)
  expect((await anon.goto(blook.url))?.status()).toBe(404)
  // its author still sees it, marked
  const own = await (await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN', storageState: await author.storageState() })).newPage()
  expect((await own.goto(blook.url))?.status()).toBe(200)
  await expect(own.getByTestId('blook-hidden')).toHaveText('Blook này đã bị ẩn sau khi bị báo cáo; chỉ bạn còn thấy.')
  expect(errors).toEqual([])
  await visitor.close()
  await readerContext.close()
})

test('the shop page links to its feedback form; the footer links to Blog and Blook', async ({ page }) => {
  const res = await page.request.get('/api/v1/web/shops/top')
  const [shop] = ((await res.json()) as { data: Array<{ _id: string }> }).data
  await page.goto(`/nguoi-ban/${shop!._id}`)
  const link = page.getByTestId('shop-feedback-link')
  await expect(link).toHaveText('Góp ý cho shop')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/shop-feedback/${shop!._id}$`))
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog')
  await footer.getByRole('link', { name: 'Blook', exact: true }).click()
  await expect(page).toHaveURL(/\/blook$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blook' })).toBeVisible()
})

test('its author edits a blook: title, a caption and a hotspot; others get no edit screen', async ({ browser }) => {
  const author = await actor(browser, DEMO.email)
  const upload = async () => {
    const res = await author.post('/api/v1/image', { headers: { origin: ORIGIN }, multipart: { file: photo(360, 480) } })
    return ((await res.json()) as { data: { url: string } }).data.url
  }
  const tree = await call<Array<{ children: Array<{ _id: string }> }>>(author, 'GET', '/community/v1/blook-categories')
  const [product] = await call<Array<{ _id: string; name: string }>>(author, 'GET', '/api/v1/web/products?limit=1')
  const blook = await call<{ _id: string; url: string }>(author, 'POST', '/community/v1/blooks', {
    template: 'classic',
    title: `Trước khi sửa ${Date.now().toString(36)}`,
    cover: await upload(),
    sub_category_id: tree.find((c) => c.children.length > 0)!.children[0]!._id,
    pages: [{ image: await upload(), caption: 'Chú thích cũ', hotspots: [{ x: 50, y: 50, product_id: product!._id }] }],
  })

  const context = await browser.newContext({
    baseURL: ORIGIN,
    locale: 'vi-VN',
    viewport: { width: 390, height: 844 },
    storageState: await author.storageState(),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(blook.url)
  await page.getByTestId('blook-edit').click()
  await expect(page).toHaveURL(new RegExp(`${blook.url}/sua$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Sửa blook' })).toBeVisible()
  const title = `Sau khi sửa ${Date.now().toString(36)}`
  await page.getByLabel('Tiêu đề', { exact: true }).fill(title)
  await page.getByLabel('Chú thích trang 1').fill('Chú thích mới')
  await page.getByRole('button', { name: /^Bỏ gắn / }).click()
  expect(await serious(page)).toEqual([])
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page).toHaveURL(new RegExp(`${blook.url}$`))
  await expect(page.getByTestId('blook-title')).toHaveText(title)
  await expect(page.getByText('Chú thích mới')).toBeVisible()
  await expect(page.getByTestId('blook-hotspot')).toHaveCount(0)
  expect(errors).toEqual([])

  // someone else: no edit screen
  const seller = await browser.newContext({ baseURL: ORIGIN, locale: 'vi-VN' })
  const login = await seller.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  expect(login.ok()).toBe(true)
  expect((await (await seller.newPage()).goto(`${blook.url}/sua`))?.status()).toBe(404)
  await context.close()
  await seller.close()
})
