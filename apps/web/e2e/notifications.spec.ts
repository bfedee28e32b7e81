import AxeBuilder from './axe.ts'
import { type Browser, type Page, expect as baseExpect } from '@playwright/test'
import { NOTIFICATION_API, type TNotification, type TNotificationUnreadCount, type TPushPayload } from '@xinh/contracts'
import { DEMO, expect, test } from './fixtures.ts'
import { ORIGIN, actor, call, codOrder, newBuyer, productInStock } from './money.ts'
import { startPushService } from './push-service.ts'

/**
 * Notifications (issue 15), as the buyer lives them: a seller's action on their order reaches the
 * bell live (no reload), the dropdown and the account page; opening one marks it read, then all.
 * Web Push: the push service is outside our system, so the browser's `subscribe()` answers with
 * the subscription of a push service this test runs (e2e/push-service.ts, the network boundary);
 * the server's encrypted push arrives there, is decrypted with the subscription's keys, and is
 * handed to the page's service worker through CDP (`ServiceWorker.deliverPushMessage`): with the
 * tab in front it shows as a toast for 10 s (spec §9). Signing out removes the device's token.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

/** Resolves once the page's realtime socket is connected and joined (the server's `ready` event). */
function socketReady(page: Page) {
  return page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 20_000 })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('42["ready"'), timeout: 20_000 }))
}

async function sellerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN })
  const res = await context.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email: 'seller@xinh.vn', password: DEMO.password },
  })
  baseExpect(res.ok(), await res.text()).toBe(true)
  return { context, page: await context.newPage() }
}

test('a seller action reaches the buyer live (bell, dropdown, page, mark read); the push shows as a 10 s toast; logout removes the token', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(test.info().timeout * 2)
  const push = await startPushService()
  try {
    await page.context().grantPermissions(['notifications'], { origin: ORIGIN })
    // the browser's push service: subscribe() hands out the local push service's subscription
    await page.addInitScript((sub) => {
      let current: unknown = null
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        current = {
          endpoint: sub.endpoint,
          expirationTime: null,
          options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
          toJSON: () => sub,
          getKey: () => null,
          unsubscribe: async () => {
            current = null
            return true
          },
        }
        return current as PushSubscription
      }
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null
    }, push.subscription)

    const { account, addressId } = await newBuyer(page)
    const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
    const seller = await actor(browser, 'seller@xinh.vn')
    const unread = async () => (await call<TNotificationUnreadCount>(page.request, 'GET', NOTIFICATION_API.unreadCount)).buyer

    const ready = socketReady(page)
    await page.goto('/')
    const bell = page.getByTestId('notification-bell')
    await expect(bell).toBeVisible()
    await ready
    // what placing the order produced ("order placed") has arrived before the seller acts
    await expect
      .poll(async () =>
        (await call<TNotification[]>(page.request, 'GET', `${NOTIFICATION_API.list}?limit=10`)).some(
          (n) => n.order_id === order._id && n.event === 'order.awaiting_confirmation',
        ),
      )
      .toBe(true)
    const before = await unread()
    await expect(page.getByTestId('notification-count')).toHaveText(String(before))

    // push, asked from the bell (a click: never on page load)
    await bell.click()
    const dropdown = page.getByTestId('notification-dropdown')
    await dropdown.getByTestId('push-enable').click()
    await expect(dropdown.getByTestId('push-on')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dropdown).toBeHidden()

    // the seller confirms the order (API): the bell rises live, without a reload
    await call(seller, 'POST', `/api/v1/seller/orders/${order._id}/confirm`)
    await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1))
    const list = await call<TNotification[]>(page.request, 'GET', `${NOTIFICATION_API.list}?limit=5`)
    const confirmed = list.find((n) => n.order_id === order._id && n.event === 'order.confirmed')
    expect(confirmed, 'the confirmation notification').toBeTruthy()

    // the encrypted push reached the push service, in the buyer's language
    await expect.poll(() => push.received.length).toBe(1)
    const received = push.received[0]!
    expect(received.headers['content-encoding']).toBe('aes128gcm')
    expect(String(received.headers.authorization)).toMatch(/^vapid t=.+, k=.+/)
    const payload = JSON.parse(received.payload.toString('utf8')) as TPushPayload
    expect(payload).toMatchObject({ _id: confirmed!._id, title: confirmed!.title, link: confirmed!.link })

    // the push, delivered to the page's service worker: the tab is in front → a toast for 10 s
    const cdp = await page.context().newCDPSession(page)
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations))
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted)?.registrationId).toBeTruthy()
    const registrationId = registrations.find((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted)!.registrationId
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: received.payload.toString('utf8') })
    const toast = page.getByTestId('toast').filter({ hasText: payload.title })
    await expect(toast).toBeVisible()
    await page.waitForTimeout(6000) // longer than an ordinary toast's 4 s
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 8000 })

    // no Xinh page open: the service worker shows a system notification instead (kept until dismissed)
    await page.goto('about:blank')
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: received.payload.toString('utf8') })
    await page.goto('/')
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })),
      )
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain(payload.title)
    expect((await shown()).find((n) => n.title === payload.title)).toMatchObject({ body: payload.body, data: { link: payload.link } })

    // the dropdown shows it, unread
    await bell.click()
    const item = dropdown.getByTestId('notification-item').filter({ hasText: confirmed!.title }).first()
    await expect(item).toHaveAttribute('data-unread', 'true')
    expect(await serious(page), 'bell dropdown').toEqual([])
    // on a phone the list spans the screen, nothing sticks out
    await page.setViewportSize({ width: 390, height: 844 })
    const box = await dropdown.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.keyboard.press('Escape')

    // the account page: the list (filter by type in the address), axe, phone width
    await page.goto('/trang-ca-nhan/thong-bao')
    const rows = page.getByTestId('notification-list').getByTestId('notification-item')
    await expect(rows.filter({ hasText: confirmed!.title }).first()).toBeVisible()
    await page.getByTestId('notifications-filter-promotions').click()
    await expect(page).toHaveURL(/type=promotions/)
    await expect(page.getByText('Không có thông báo nào thuộc loại này.')).toBeVisible()
    await page.getByTestId('notifications-filter-orders').click()
    await expect(rows.filter({ hasText: confirmed!.title }).first()).toBeVisible()
    expect(await serious(page), 'notifications page').toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // opening it marks it read and goes to the order
    await rows.filter({ hasText: confirmed!.title }).first().click()
    await expect(page).toHaveURL(new RegExp(`/trang-ca-nhan/don-hang/${order._id}`))
    await expect.poll(unread).toBe(before)
    await page.setViewportSize({ width: 1280, height: 720 })

    // mark all read: the bell has no count left
    await page.goto('/trang-ca-nhan/thong-bao')
    await page.getByTestId('notifications-read-all').click()
    await expect(page.getByTestId('notification-count')).toBeHidden()
    await expect.poll(unread).toBe(0)

    // sign out: the device's token goes; the next notification is stored but pushed nowhere
    await page.getByTestId('account-menu').click()
    await page.getByTestId('logout').click()
    await expect(page.getByTestId('notification-bell')).toBeHidden()
    const again = await browser.newContext({ baseURL: ORIGIN })
    await call(again.request, 'POST', '/community/v1/auth/login', { email: account.email, password: account.password })
    await call(seller, 'POST', `/api/v1/seller/orders/${order._id}/prepare`)
    await expect
      .poll(async () => (await call<TNotificationUnreadCount>(again.request, 'GET', NOTIFICATION_API.unreadCount)).buyer)
      .toBeGreaterThan(0)
    await page.waitForTimeout(1000) // the dispatch stores, then pushes: give a push the time it would take
    expect(push.received).toHaveLength(1)
    await again.close()
    expect(consoleErrors).toEqual([])
  } finally {
    await push.close()
  }
})

test('the seller centre lists the shop notifications (SELLER audience), live', async ({ page, browser, consoleErrors }) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  const s = await sellerPage(browser)
  await call(s.context.request, 'POST', `/api/v1/seller/orders/${order._id}/confirm`)
  const ready = socketReady(s.page)
  await s.page.goto('/ban-hang/thong-bao')
  await expect(s.page.getByRole('heading', { name: 'Thông báo của shop' })).toBeVisible()
  await ready
  // the buyer asks to cancel: the shop's notification arrives live at the top of the list (no reload)
  await call(page.request, 'POST', `/api/v1/mobile/orders/${order._id}/cancel`, { reason_id: 'change_address' })
  let title = ''
  await expect
    .poll(async () => {
      const list = await call<TNotification[]>(s.context.request, 'GET', `${NOTIFICATION_API.getAll}?audience=SELLER&limit=5`)
      title = list.find((n) => n.order_id === order._id && n.event === 'order.cancel_requested')?.title ?? ''
      return title
    })
    .not.toBe('')
  const item = s.page.getByTestId('notification-list').getByTestId('notification-item').filter({ hasText: title }).first()
  await expect(item).toHaveAttribute('data-unread', 'true')
  await expect(item).toHaveAttribute('href', `/ban-hang/quan-ly-don-hang/${order._id}`)
  expect(await serious(s.page), 'seller notifications').toEqual([])
  await s.context.close()
  expect(consoleErrors).toEqual([])
})

test('notification preferences per type and channel are saved and kept', async ({ page, consoleErrors }) => {
  await newBuyer(page)
  await page.goto('/trang-ca-nhan/thong-bao')
  await page.getByRole('link', { name: 'Cài đặt thông báo' }).click()
  await expect(page.getByRole('heading', { name: 'Cài đặt thông báo' })).toBeVisible()
  const email = page.getByRole('checkbox', { name: 'Khuyến mãi: Email' })
  await expect(email).toBeChecked()
  await email.uncheck()
  await expect(page.getByTestId('toast').filter({ hasText: 'Đã lưu cài đặt thông báo.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Khuyến mãi: Email' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Đơn hàng: Thông báo đẩy' })).toBeChecked()
  const prefs = await call<{ preferences: Array<{ type: string; email: boolean; push: boolean }> }>(
    page.request,
    'GET',
    NOTIFICATION_API.preferences,
  )
  expect(prefs.preferences.find((p) => p.type === 'promotions')).toMatchObject({ email: false, push: true })
  expect(await serious(page), 'preferences').toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(consoleErrors).toEqual([])
})

test('the UI language is sent to the server at sign-in and when it changes', async ({ page, consoleErrors }) => {
  await newBuyer(page)
  const isLanguagePut = (lang: string) => (r: import('@playwright/test').Request) =>
    r.url().endsWith(NOTIFICATION_API.language) && r.method() === 'PUT' && r.postData() === JSON.stringify({ language: lang })
  const first = page.waitForRequest(isLanguagePut('vi'))
  await page.goto('/')
  expect((await (await first).response())?.ok()).toBe(true)
  const changed = page.waitForRequest(isLanguagePut('en'))
  await page.getByRole('banner').getByTestId('language-switch').selectOption('en')
  expect((await (await changed).response())?.ok()).toBe(true)
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications')
  expect(consoleErrors).toEqual([])
})

test('push is offered after an order, only on a click; "later" is remembered', async ({ page, consoleErrors }) => {
  const { addressId } = await newBuyer(page)
  const order = await codOrder(page, addressId, await productInStock(page.request, { sellerShop: true }))
  // never on first load: no permission prompt and no offer on an ordinary page
  await page.goto('/')
  await expect(page.getByTestId('notification-bell')).toBeVisible()
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  await expect(page.getByTestId('push-offer')).toHaveCount(0)

  await page.goto(`/thanh-toan/thanh-cong?orders=${order._id}`)
  const offer = page.getByTestId('push-offer')
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('heading', { name: 'Nhận thông báo về đơn hàng?' })).toBeVisible()
  expect(await serious(page), 'success page with the offer').toEqual([])
  await offer.getByRole('button', { name: 'Để sau' }).click()
  await expect(offer).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('checkout-success-missing')).toHaveCount(0)
  await expect(page.getByTestId('push-offer')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
