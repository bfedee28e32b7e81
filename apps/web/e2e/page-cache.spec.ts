import { DEMO, expect, login, test } from './fixtures.ts'

/**
 * The shared page cache (decision 007) as a browser meets it: anonymous visitors get the stored
 * page (ETag → 304, brotli, inline scripts allowed by their hashes, and it still hydrates);
 * someone signed in gets their own render, never a shared copy.
 */
test('anonymous pages come from the shared cache and still work; signed-in renders are private', async ({
  page,
  request,
  consoleErrors,
}) => {
  const first = await request.get('/danh-muc', { headers: { 'accept-encoding': 'br' } })
  expect(first.status()).toBe(200)
  const second = await request.get('/danh-muc', { headers: { 'accept-encoding': 'br' } })
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(second.headers()['content-encoding']).toBe('br')
  expect(second.headers()['cache-control']).toContain('public')
  const csp = second.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'sha256-/)
  expect(csp).not.toContain("'nonce-")
  const etag = second.headers().etag as string
  const revalidated = await request.get('/danh-muc', { headers: { 'if-none-match': etag } })
  expect(revalidated.status()).toBe(304)

  // the stored copy hydrates under its hash-based policy: client-side search suggestions work
  await page.goto('/')
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('ao')
  await expect(page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' })).toBeVisible()

  await login(page, DEMO.email, DEMO.password)
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO.userName })).toBeVisible()
  const own = await page.request.get('/danh-muc')
  expect(own.headers()['x-cache']).toBeUndefined()
  expect(own.headers()['cache-control']).toBe('private, no-cache')
  expect(consoleErrors).toEqual([])
})
