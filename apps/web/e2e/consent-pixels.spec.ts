import AxeBuilder from './axe.ts'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { codOrder, newBuyer, productInStock } from './money.ts'

/**
 * Issue 18 (pixels): Meta Pixel, TikTok Pixel and Google Tag Manager / GA4 load only after the
 * visitor's consent (Decree 13/2023) and receive view, add-to-cart and purchase with the VND value.
 *
 * Boundaries: the vendors' scripts are outside our system, so their URLs are intercepted and
 * answered with stand-ins that read our tags' queues the way the real scripts do and record every
 * call. The pixel ids are platform-wide settings shared by every shard's journeys, so instead of
 * saving them (every other journey would then see the consent notice) this page's read of the
 * public remote config gets ids added; saving and serving them is settings.int.test.ts's part.
 */
const IDS = { meta_pixel_id: '123456789012345', tiktok_pixel_id: 'C9PIXELTEST01', gtm_container_id: 'GTM-XINH01', ga4_measurement_id: '' }

// each stand-in drains the queue our stub filled, then records what comes next, in window.__vendor
const STAND_INS: Record<string, string> = {
  meta: `(function(){var f=window.fbq,r=window.__vendor=window.__vendor||[];f.callMethod=function(){r.push(['meta'].concat([].slice.call(arguments)))};var q=f.queue;f.queue=[];q.forEach(function(a){f.callMethod.apply(f,a)})})()`,
  tiktok: `(function(){var t=window.ttq,r=window.__vendor=window.__vendor||[];var old=[].slice.call(t);t.length=0;old.forEach(function(a){r.push(['tiktok'].concat(a))});t.methods.forEach(function(m){t[m]=function(){r.push(['tiktok',m].concat([].slice.call(arguments)))}})})()`,
  google: `(function(){var d=window.dataLayer,r=window.__vendor=window.__vendor||[];var rec=function(x){r.push(['google',JSON.parse(JSON.stringify(x && x.length!==undefined && typeof x!=='string' ? [].slice.call(x) : x))])};d.forEach(rec);d.push=function(x){rec(x);return Array.prototype.push.call(d,x)}})()`,
}

async function interceptVendors(page: Page, flags: Record<string, boolean> = {}) {
  const loads: string[] = []
  const answer = (name: string) => async (route: Route) => {
    loads.push(route.request().url())
    await route.fulfill({ contentType: 'application/javascript', body: STAND_INS[name] })
  }
  // nothing else of theirs may go out either (registered first: Playwright tries the last registered route first)
  await page.route(/facebook\.(com|net)|tiktok\.com|google-analytics\.com|googletagmanager\.com/, (route) => {
    loads.push(route.request().url())
    return route.abort()
  })
  await page.route('https://connect.facebook.net/**', answer('meta'))
  await page.route('https://analytics.tiktok.com/i18n/pixel/events.js?**', answer('tiktok'))
  await page.route('https://www.googletagmanager.com/**', answer('google'))
  await page.route('**/api/v1/public/remote-config', async (route) => {
    const res = await route.fetch()
    const body = await res.json()
    body.data.pixels = IDS
    Object.assign(body.data.feature_flags, flags)
    await route.fulfill({ response: res, json: body })
  })
  return loads
}

type Call = [string, ...unknown[]]
const calls = (page: Page) => page.evaluate(() => ((window as unknown as { __vendor?: Call[] }).__vendor ?? []) as Call[])
const metaTracks = async (page: Page, event: string) =>
  (await calls(page)).filter((c) => c[0] === 'meta' && c[1] === 'track' && c[2] === event).map((c) => c[3] as Record<string, unknown>)
const tiktokTracks = async (page: Page, event: string) =>
  (await calls(page)).filter((c) => c[0] === 'tiktok' && c[1] === 'track' && c[2] === event).map((c) => c[3] as Record<string, unknown>)
const googleEvents = async (page: Page, event: string) =>
  (await calls(page))
    .filter((c) => c[0] === 'google' && (c[1] as { event?: string })?.event === event)
    .map((c) => (c[1] as { ecommerce: Record<string, unknown> }).ecommerce)

type Shift = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
}

/** The layout shift seen so far on the page (CLS without the session windows: any shift counts), and what moved. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        let sum = 0
        const moved: string[] = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue
            sum += e.value
            for (const s of e.sources) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement
              const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}` : '?'
              moved.push(
                `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${name} ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ sum, moved }), 300)
      }),
  )

test('pixels load only after consent, per purpose, and receive view, add-to-cart and purchase in VND', async ({ page, consoleErrors }) => {
  const loads = await interceptVendors(page)
  const picked = await productInStock(page.request)

  // before any choice: the notice, nothing of the vendors loaded or defined, and nothing moved
  // (a visitor's first page: the notice appears over the page, not in its flow)
  await page.goto(`/san-pham/${picked.product._id}`)
  const banner = page.getByRole('region', { name: 'Quyền riêng tư của bạn' })
  await expect(banner).toBeVisible()
  const shift = await layoutShift(page)
  expect(shift.sum, shift.moved.join('\n')).toBe(0)
  const serious = (await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => v.id)).toEqual([])
  expect(loads).toEqual([])
  expect(
    await page.evaluate(() => [typeof (window as never as { fbq?: unknown }).fbq, typeof (window as never as { ttq?: unknown }).ttq]),
  ).toEqual(['undefined', 'undefined'])

  // signed in (a new buyer), still no choice made: the notice again, still nothing loaded
  const { addressId } = await newBuyer(page)
  await page.goto(`/san-pham/${picked.product._id}`)
  await expect(banner).toBeVisible()
  expect(loads).toEqual([])

  // analytics only: Google's container loads, Meta and TikTok (advertising) do not
  await banner.getByRole('button', { name: 'Tùy chọn' }).click()
  await banner.getByRole('checkbox', { name: /Phân tích/ }).check()
  await banner.getByRole('button', { name: 'Lưu lựa chọn' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => loads.filter((u) => u.includes('googletagmanager.com/gtm.js?id=GTM-XINH01')).length).toBe(1)
  expect(loads.some((u) => /facebook|tiktok/.test(u))).toBe(false)

  // changed from the footer: everything; the ad pixels load and say PageView
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cài đặt quyền riêng tư' }).click()
  await expect(banner.getByRole('checkbox', { name: /Phân tích/ })).toBeChecked()
  await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click()
  await expect.poll(() => loads.filter((u) => u.startsWith('https://connect.facebook.net/en_US/fbevents.js')).length).toBe(1)
  await expect.poll(() => loads.filter((u) => u.includes('analytics.tiktok.com/i18n/pixel/events.js?sdkid=C9PIXELTEST01')).length).toBe(1)
  await expect
    .poll(async () => (await calls(page)).some((c) => c[0] === 'meta' && c[1] === 'init' && c[2] === IDS.meta_pixel_id))
    .toBe(true)

  // a product view (a fresh page load: the choice is remembered, no notice)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked.product.name)
  await expect(banner).toBeHidden()
  await expect.poll(async () => (await metaTracks(page, 'ViewContent')).length).toBe(1)
  const [view] = await metaTracks(page, 'ViewContent')
  expect(view).toMatchObject({ content_ids: [picked.product._id], content_type: 'product', currency: 'VND' })
  expect(view!.value).toBeGreaterThan(0)
  expect(await tiktokTracks(page, 'ViewContent')).toEqual([expect.objectContaining({ value: view!.value, currency: 'VND' })])
  expect(await googleEvents(page, 'view_item')).toEqual([expect.objectContaining({ value: view!.value, currency: 'VND' })])

  // add to cart through the page: the variant's price × quantity
  const groups = page.getByTestId('variant-picker').getByRole('group')
  for (let i = 0; i < (await groups.count()); i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    if (!(await option.getByRole('radio').isChecked())) await option.click()
  }
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByRole('status').getByText('Đã thêm vào giỏ hàng')).toBeVisible()
  await expect.poll(async () => (await metaTracks(page, 'AddToCart')).length).toBe(1)
  const [added] = await metaTracks(page, 'AddToCart')
  expect(added).toMatchObject({ content_ids: [picked.product._id], currency: 'VND' })
  expect(added!.value).toBeGreaterThan(0)
  expect(await tiktokTracks(page, 'AddToCart')).toEqual([expect.objectContaining({ value: added!.value, currency: 'VND' })])
  expect(await googleEvents(page, 'add_to_cart')).toEqual([expect.objectContaining({ value: added!.value, currency: 'VND' })])

  // a purchase: the order's total in VND, once (a reload of the success page sends nothing again)
  const order = await codOrder(page, addressId, picked)
  await page.goto(`/thanh-toan/thanh-cong?orders=${order._id}`)
  await expect.poll(async () => (await metaTracks(page, 'Purchase')).length).toBe(1)
  expect((await metaTracks(page, 'Purchase'))[0]).toMatchObject({ value: order.total, currency: 'VND', order_id: order._id })
  expect(await tiktokTracks(page, 'CompletePayment')).toEqual([expect.objectContaining({ value: order.total, currency: 'VND' })])
  expect(await googleEvents(page, 'purchase')).toEqual([
    expect.objectContaining({ value: order.total, currency: 'VND', transaction_id: order._id }),
  ])
  await page.reload()
  await expect.poll(async () => (await calls(page)).some((c) => c[0] === 'meta' && c[1] === 'init')).toBe(true)
  expect(await metaTracks(page, 'Purchase')).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('"necessary only" loads nothing, on this page or the next, and sends no event; the assistant flag hides its button', async ({
  page,
}) => {
  // the remote config also switches the assistant off (feature flag `assistant`)
  const loads = await interceptVendors(page, { assistant: false })
  const picked = await productInStock(page.request)
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Quyền riêng tư của bạn' })
  await expect(banner).toBeVisible()
  await expect(page.getByTestId('assistant-launcher')).toHaveCount(0)
  await banner.getByRole('button', { name: 'Chỉ dữ liệu cần thiết' }).click()
  await expect(banner).toBeHidden()
  await page.goto(`/san-pham/${picked.product._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked.product.name)
  // hydrated and settled (the notice would come after the remote config): the choice is not asked again
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('assistant-launcher')).toHaveCount(0)
  await expect(banner).toHaveCount(0)
  expect(loads).toEqual([])
  expect(await calls(page)).toEqual([])
})
