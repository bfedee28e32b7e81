import AxeBuilder from './axe.ts'
import { expect, type Page, test } from '@playwright/test'
import { DEMO } from './fixtures.ts'
import { newBuyer, ORIGIN, productInStock } from './money.ts'

/**
 * Issue 18 (track): the browser's tracking client in Chromium, with the page's clock faked
 * (`page.clock`) for the spec §9 timings. The tracking calls go through `page.route`: they fail
 * (503) while we want them to, and are forwarded to the real server otherwise, so the server's
 * own answer (events stored) is checked. A new buyer: nothing here touches shared demo data but
 * one COD order of their own.
 */

type Session = {
  session_id: string
  ended_at: number | null
  conversion_status: string
  events: Array<{ event_id: string; type: string; object_id?: string | null; metadata?: Record<string, unknown> | null }>
}
type Post = { sessions: Session[]; status: number; stored?: number; duplicates?: number }
const sessionsOf = (body: Session | { sessions: Session[] }) => ('sessions' in body ? body.sessions : [body])
const typesOf = (s: Session) => s.events.map((e) => e.type)

/** Picks the first available option of every classification (products differ in how many they have). */
async function chooseOptions(page: Page) {
  const groups = page.getByTestId('variant-picker').getByRole('group')
  const n = await groups.count()
  for (let i = 0; i < n; i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    await expect(async () => {
      if (!(await option.getByRole('radio').isChecked())) await option.click()
      await expect(option.getByRole('radio')).toBeChecked({ timeout: 1000 })
    }).toPass()
  }
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('xinh_trk') ?? '')

test('a tracking session survives a reload unsent, is retried with backoff, then reaches the server with view, add-to-cart and order success', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.clock.install()
  const picked = await productInStock(page.request)
  await newBuyer(page)

  const posts: Post[] = []
  let failing = true
  await page.route('**/api/v1/mobile/trackings/tracking-session', async (route) => {
    const sessions = sessionsOf(route.request().postDataJSON())
    if (failing) {
      posts.push({ sessions, status: 503 })
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' })
    }
    const res = await route.fetch()
    const json = (await res.json()) as { data?: { events_stored: number } }
    posts.push({ sessions, status: res.status(), stored: json.data?.events_stored })
    return route.fulfill({ response: res })
  })

  // 1. a product view and an add to cart: kept in the browser, nothing sent yet (no timer has run out)
  await page.goto(`/san-pham/${picked.product._id}`)
  await expect.poll(() => stored(page)).toContain('ViewProduct')
  await chooseOptions(page)
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/mobile/carts') && r.request().method() === 'POST')
  await page.getByTestId('add-to-cart').click()
  expect((await added).ok()).toBe(true)
  await expect.poll(() => stored(page)).toContain('AddToCart')
  // (what was sent, if anything: this failed once in five runs, its cause not found)
  expect(posts, JSON.stringify(posts.map((p) => p.sessions.map((s) => ({ types: typesOf(s), ended_at: s.ended_at }))))).toHaveLength(0)

  // 2. the page reloads (its clock paused: the timings below are exact): the session it left is
  // ended and sent at this load — and the server fails
  // a little ahead of the page clock (it flows while we ask): never in its past
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
  await page.reload()
  await expect(async () => {
    await page.clock.runFor(100)
    expect(posts.length).toBe(1)
  }).toPass()
  await page.waitForTimeout(300)
  const left = posts[0]!.sessions[0]!
  expect(typesOf(left)).toEqual(['AppOpen', 'ViewProduct', 'AddToCart'])
  expect(left.ended_at).not.toBeNull()

  // 3. retried 3 times, waiting 2 s, 4 s and 8 s (the clock paused since the reload, run step by step)
  const step = async (ms: number, expected: number) => {
    await page.clock.runFor(ms)
    await expect.poll(() => posts.length).toBe(expected)
    // the page handles the 503 (and sets its next timer) before the clock moves again
    await page.waitForTimeout(300)
  }
  await step(1_500, 1)
  await step(1_000, 2)
  await step(3_000, 2)
  await step(1_500, 3)
  await step(6_500, 3)
  await step(2_000, 4)
  await step(60_000, 4)
  expect(new Set(posts.map((p) => p.sessions[0]!.session_id))).toEqual(new Set([left.session_id]))
  // still stored for the next load
  expect(await stored(page)).toContain(left.session_id)

  // 4. the server is back: the next load delivers it (the server stores its three events)
  failing = false
  await page.clock.resume()
  await page.goto(`/san-pham/${picked.product._id}`)
  const delivered = () => posts.find((p) => p.status === 200 && p.sessions.some((s) => s.session_id === left.session_id))
  await expect.poll(() => delivered()?.status).toBe(200)
  // with it, in the same bulk body, the reloaded page's own session (ended when this page opened)
  expect(delivered()!.stored).toBe(delivered()!.sessions.reduce((n, s) => n + s.events.length, 0))

  // 5. this page's session: view, add to cart (buy now), checkout, order success — sent at once, converted
  await chooseOptions(page)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/thanh-toan$/)
  await expect(page.getByTestId('selected-address')).toBeVisible()
  await page.getByTestId('accept-terms').check()
  await page.getByTestId('place-order').click()
  await expect(page.getByTestId('checkout-success').getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  await expect.poll(() => posts.find((p) => p.sessions.some((s) => s.conversion_status === 'order_success'))?.status ?? 0).toBe(200)
  const converted = posts.find((p) => p.sessions.some((s) => s.conversion_status === 'order_success'))!
  const session = converted.sessions.find((s) => s.conversion_status === 'order_success')!
  expect(typesOf(session)).toEqual(expect.arrayContaining(['ViewProduct', 'AddToCart', 'BuyNow', 'OrderSuccess']))
  expect(typesOf(session).at(-1)).toBe('OrderSuccess')
  expect(converted.stored).toBe(converted.sessions.reduce((n, s) => n + s.events.length, 0))
  // an order success clears the session: nothing of it is left to send
  expect(await stored(page)).not.toContain(session.session_id)

  // 6. a new session in progress: nothing before the 10-minute idle/periodic mark, then it is sent
  const before = posts.length
  await page.goto(`/san-pham/${picked.product._id}`)
  await expect.poll(() => stored(page)).toContain('ViewProduct')
  // the client is initialised (its readiness poll, 100 ms steps) before the clock jumps: until then its
  // idle timeout is the spec's 1 minute, and a jump of 590 s would fire it before init re-arms 10 minutes
  // (a flake of this journey: the session sent before the 10-minute mark)
  await page.waitForTimeout(1_000)
  await page.clock.fastForward(590_000)
  await page.waitForTimeout(300)
  expect(posts.slice(before).map((p) => p.sessions.map(typesOf))).toEqual([])
  await page.clock.fastForward(15_000)
  await expect.poll(() => posts.length).toBeGreaterThan(before)
  expect(typesOf(posts.at(-1)!.sessions.at(-1)!)).toEqual(['AppOpen', 'ViewProduct'])
  expect(pageErrors).toEqual([])
})

test("the seller's dashboard shows the funnel of their products (views → add to cart → orders)", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN })
  const page = await context.newPage()
  const picked = await productInStock(context.request, { sellerShop: true })
  // a visitor's session, as a phone would send it: one view of the demo seller's product
  const now = Math.floor(Date.now() / 1000)
  const sent = await context.request.post('/api/v1/mobile/trackings/tracking-session', {
    headers: { origin: ORIGIN },
    data: {
      session_id: crypto.randomUUID(),
      started_at: now - 30,
      os_version: 'android',
      device_id: 'android-e2e-funnel',
      events: [
        { event_id: 'a', type: 'AppOpen', timestamp: now - 30 },
        { event_id: 'b', type: 'ViewProduct', timestamp: now - 20, object_id: picked.product._id, metadata: { name: picked.product.name } },
      ],
    },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const login = await context.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/ban-hang/tong-quan')
  const card = page.getByTestId('seller-funnel')
  await expect(card.getByRole('heading', { name: 'Phễu chuyển đổi' })).toBeVisible()
  await expect(card.getByRole('cell', { name: picked.product.name })).toBeVisible()
  expect(Number((await card.getByTestId('funnel-views').locator('.text-xl').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0)
  const scan = await new AxeBuilder({ page })
    .include('[data-testid="seller-funnel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await context.close()
})

test('a search and a shop page reach the server as SearchKeyword and ViewShop events (trackwire)', async ({ browser }) => {
  // an anonymous visitor: nothing to sign in, nothing of the shared demo data changed but tracking rows
  const context = await browser.newContext({ baseURL: ORIGIN })
  const page = await context.newPage()
  const picked = await productInStock(context.request, { sellerShop: true })
  const posts: Post[] = []
  await page.route('**/api/v1/mobile/trackings/tracking-session', async (route) => {
    const res = await route.fetch()
    const json = (await res.json()) as { data?: { events_stored: number; duplicates: number } }
    posts.push({
      sessions: sessionsOf(route.request().postDataJSON()),
      status: res.status(),
      stored: json.data?.events_stored,
      duplicates: json.data?.duplicates,
    })
    return route.fulfill({ response: res })
  })
  const sent = () => posts.filter((p) => p.status === 200).flatMap((p) => p.sessions.flatMap((s) => s.events))

  // a search, then the shop's page, then the voucher list: each load ends and sends the session the page before left
  await page.goto('/tim-kiem?keyword=%C3%A1o')
  await expect.poll(() => stored(page)).toContain('SearchKeyword')
  await page.goto(`/nguoi-ban/${picked.product.shop._id}`)
  await expect.poll(() => stored(page)).toContain('ViewShop')
  await page.goto('/khuyen-mai')
  await expect.poll(() => sent().map((e) => e.type)).toEqual(expect.arrayContaining(['SearchKeyword', 'ViewShop']))

  const search = sent().find((e) => e.type === 'SearchKeyword')!
  expect(search.metadata).toMatchObject({ keyword: 'áo', tab: 'product' })
  expect(Number(search.metadata?.results)).toBeGreaterThan(0)
  expect(sent().find((e) => e.type === 'ViewShop')).toMatchObject({
    object_id: picked.product.shop._id,
    metadata: { name: picked.product.shop.name },
  })
  // the server stored every distinct event it was sent, once (its answer, not the browser's word): a
  // session sent again (its first answer arrived after the page had gone, so it stayed unsent in the
  // browser) counts as duplicates, not twice
  const ok = posts.filter((p) => p.status === 200)
  const distinct = new Set(ok.flatMap((p) => p.sessions.flatMap((s) => s.events.map((e) => `${s.session_id}/${e.event_id}`))))
  const trace = JSON.stringify(ok.map((p) => ({ types: p.sessions.map(typesOf), stored: p.stored, duplicates: p.duplicates })))
  expect(
    ok.reduce((n, p) => n + (p.stored ?? 0), 0),
    trace,
  ).toBe(distinct.size)
  for (const p of ok) expect((p.stored ?? 0) + (p.duplicates ?? 0), trace).toBe(p.sessions.reduce((n, s) => n + s.events.length, 0))
  await context.close()
})
