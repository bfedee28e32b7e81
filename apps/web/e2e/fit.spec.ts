import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from './axe.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, login, test } from './fixtures.ts'
import { ORIGIN } from './money.ts'

// Size advice on the product page and the try-on API end to end on the built server (issue 17).
// The widget's try-on cards are the asstweb helper's journey; this one proves the server side.

const PHOTO = path.join(import.meta.dirname, '../../server/src/modules/fit/__fixtures__/person-astronaut.jpg')

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

/** A demo women's T-shirt with the demo's size chart. */
async function sizedProduct(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/web/products?keyword=%C3%A1o%20thun%20n%E1%BB%AF&limit=20')
  const items = (await res.json()).data as Array<{ _id: string }>
  for (const p of items) {
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data
    if (detail.size_chart && detail.classifications.some((c: { name: string }) => c.name === 'Kích cỡ')) return p._id
  }
  throw new Error('no sized demo product')
}

test.use({ viewport: { width: 390, height: 844 } })

test('a signed-in buyer with measurements sees their size on the product page; a guest does not', async ({ page }) => {
  const id = await sizedProduct(page.request)
  await page.goto(`/san-pham/${id}`)
  await expect(page.getByTestId('product-title')).toBeVisible()
  await expect(page.getByTestId('size-advice')).toHaveCount(0)

  await login(page, DEMO.email, DEMO.password)
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.goto(`/san-pham/${id}`)
  const line = page.getByTestId('size-advice')
  await expect(line).toContainText(/Size gợi ý cho bạn: (S|M|L)\b/)
  await expect(line).toContainText('Theo số đo của bạn')
  await line.getByRole('link', { name: 'Cập nhật số đo' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan\/so-do-co-the$/)
  await page.goBack()
  await expect(page.getByTestId('size-advice')).toBeVisible()
  expect(await serious(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the try-on API: consent, a real photo, a generated preview only its owner sees, deletion', async ({ page, browser }) => {
  const id = await sizedProduct(page.request)
  const ok = await page.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: DEMO.email, password: DEMO.password },
  })
  expect(ok.ok()).toBe(true)
  const h = { origin: ORIGIN }
  const consent = await (await page.request.get('/api/v1/mobile/fit/try-on/consent')).json()
  const given = await page.request.post('/api/v1/mobile/fit/try-on/consent', {
    headers: h,
    data: { accepted: true, version: consent.data.current_version },
  })
  expect(given.ok()).toBe(true)
  const upload = await page.request.post('/api/v1/mobile/fit/try-on/photos', {
    headers: h,
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) } },
  })
  expect(upload.status(), await upload.text()).toBe(200)
  const photo = (await upload.json()).data
  const made = await page.request.post('/api/v1/mobile/fit/try-on', {
    headers: h,
    data: { photo_id: photo._id, product_link: `${ORIGIN}/san-pham/${id}` },
  })
  expect(made.status(), await made.text()).toBe(200)
  const result = (await made.json()).data
  expect(result).toMatchObject({ label: 'AI preview', provider: 'builtin' })
  const image = await page.request.get(result.image_url)
  expect(image.headers()['content-type']).toBe('image/jpeg')
  expect(image.headers()['cache-control']).toBe('private, no-store')
  expect((await image.body()).length).toBeGreaterThan(5000)

  // a stranger's browser gets nothing
  const stranger = await browser.newContext({ baseURL: ORIGIN })
  expect((await stranger.request.get(result.image_url)).status()).toBe(401)
  await stranger.close()

  const del = await page.request.delete(`/api/v1/mobile/fit/try-on/photos/${photo._id}`, { headers: h })
  expect((await del.json()).data).toEqual({ photos: 1, results: 1 })
  expect((await page.request.get(result.image_url)).status()).toBe(404)
})
