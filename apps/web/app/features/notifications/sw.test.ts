import { readFileSync } from 'node:fs'
import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

/**
 * public/sw.js, run in a stand-in for the service worker's global scope: which pushes become a
 * toast in a visible tab and which a system notification, and that a click only ever opens a
 * path of this site (a push payload is data from the server, never trusted as a URL).
 */
const SOURCE = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8')
const ORIGIN = 'https://xinh.vn'

type Listener = (event: Record<string, unknown>) => void
type FakeClient = { url: string; visibilityState: string; postMessage: ReturnType<typeof vi.fn>; focus: () => Promise<FakeClient> }

function worker(clients: FakeClient[]) {
  const listeners = new Map<string, Listener>()
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clients), openWindow: vi.fn(async () => null), claim: vi.fn() },
  }
  vm.runInNewContext(SOURCE, { self, URL })
  /** Dispatches an event and waits for what it passed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve()
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) })
    await pending
  }
  return { self, dispatch }
}

const payload = {
  _id: 'n1',
  type: 'orders',
  event: 'order.confirmed',
  title: 'Đơn hàng đã được xác nhận',
  body: 'Shop đang chuẩn bị hàng',
  link: '/trang-ca-nhan/don-hang/o1',
  image: null,
  tag: 'order:o1',
  created_at: '2026-11-25T10:00:00.000Z',
}
const pushEvent = (data: unknown) => ({ data: { json: () => data } })
const client = (url: string, visibilityState: string): FakeClient => {
  const c: FakeClient = { url, visibilityState, postMessage: vi.fn(), focus: async () => c }
  return c
}

describe('service worker (public/sw.js)', () => {
  it('hands a push to the visible tab (a 10 s toast there) and shows no system notification', async () => {
    const visible = client(`${ORIGIN}/`, 'visible')
    const hidden = client(`${ORIGIN}/gio-hang`, 'hidden')
    const { self, dispatch } = worker([visible, hidden])
    await dispatch('push', pushEvent(payload))
    expect(visible.postMessage).toHaveBeenCalledWith({ type: 'xinh:push', payload })
    expect(hidden.postMessage).not.toHaveBeenCalled()
    expect(self.registration.showNotification).not.toHaveBeenCalled()
  })

  it('shows a system notification when no Xinh tab is in front', async () => {
    const { self, dispatch } = worker([client(`${ORIGIN}/`, 'hidden')])
    await dispatch('push', pushEvent(payload))
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      payload.title,
      expect.objectContaining({ body: payload.body, tag: 'order:o1', data: { link: payload.link, _id: 'n1' } }),
    )
  })

  it('ignores a push without a readable payload', async () => {
    const { self, dispatch } = worker([])
    await dispatch('push', { data: { json: () => JSON.parse('not json') } })
    await dispatch('push', pushEvent({ body: 'no title' }))
    expect(self.registration.showNotification).not.toHaveBeenCalled()
  })

  it('a click opens the notification link on this site, and nothing elsewhere', async () => {
    for (const [link, opened] of [
      ['/trang-ca-nhan/don-hang/o1', `${ORIGIN}/trang-ca-nhan/don-hang/o1`],
      ['https://evil.example/phish', `${ORIGIN}/`],
      ['//evil.example/phish', `${ORIGIN}/`],
      [null, `${ORIGIN}/`],
    ] as const) {
      const { self, dispatch } = worker([])
      const close = vi.fn()
      await dispatch('notificationclick', { notification: { close, data: { link } } })
      expect(close).toHaveBeenCalled()
      expect(self.clients.openWindow).toHaveBeenCalledWith(opened)
    }
  })
})
