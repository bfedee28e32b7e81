import { connect } from 'node:net'
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

test('a guest with a cart gets the shared page, and the header asks for the cart count itself', async ({ page, consoleErrors }) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const guest = await page.request.post('/community/v1/user/request-guest-user', { headers: { origin } })
  expect(guest.ok()).toBe(true)
  const list = await (await page.request.get('/api/v1/web/products?limit=1')).json()
  const detail = await (await page.request.get(`/api/v1/web/products/${list.data[0]._id}`)).json()
  const variant = detail.data.variants.find((v: { stock: number }) => v.stock > 0)
  const added = await page.request.post('/api/v1/mobile/carts', {
    headers: { origin },
    data: { product_id: detail.data._id, variant_id: variant._id, quantity: 1 },
  })
  expect(added.ok()).toBe(true)
  // the same shared page as anyone signed out…
  await page.request.get('/danh-muc')
  const response = await page.goto('/danh-muc')
  expect(response?.headers()['x-cache']).toBe('HIT')
  // …and the guest's own cart count, asked for by the browser
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  expect(consoleErrors).toEqual([])
})

test('visitors who leave while their page waits to be rendered do not stall the renders of everyone after them', async ({ request }) => {
  // A process renders a few pages at once (RENDER_CONCURRENCY, 4) and queues the rest. Forty
  // private renders (a session cookie: never the shared copy) whose visitors hang up at once:
  // most leave while queued, and each must give its place back.
  const { hostname, port } = new URL(test.info().project.use.baseURL as string)
  const list = await (await request.get('/api/v1/web/products?limit=1')).json()
  const path = `/san-pham/${list.data[0]._id}`
  let sent = 0
  await Promise.all(
    Array.from(
      { length: 40 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: hostname, port: Number(port), autoSelectFamily: true }, () => {
            socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: xinh_session=left-early\r\n\r\n`)
            sent++
            setTimeout(() => socket.destroy(), 20)
          })
          socket.on('close', () => resolve())
          socket.on('error', () => resolve())
        }),
    ),
  )
  expect(sent).toBe(40)
  // everyone after them still gets pages: private ones (rendered) and shared ones
  for (let i = 0; i < 6; i++) {
    const res = await request.get(path, { headers: { cookie: 'xinh_session=still-here' }, timeout: 15_000 })
    expect(res.status()).toBe(200)
    expect(res.headers()['x-cache']).toBeUndefined()
  }
})
