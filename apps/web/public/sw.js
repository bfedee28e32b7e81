// Xinh's service worker (issue 15): shows Web Push notifications and opens their target on click.
// Served by the app at /sw.js (scope /). Plain JavaScript, no build step: it must stay at a stable
// address and is not part of any page's JavaScript budget. It caches nothing: pages come from the
// network as before.

/** The payload the server encrypts (contracts `TPushPayload`): `_id, type, event, title, body, link, image, tag, created_at`. */
function readPayload(event) {
  if (!event.data) return null
  try {
    const p = event.data.json()
    return p && typeof p.title === 'string' ? p : null
  } catch {
    return null
  }
}

/** Only paths on this site are opened (a push never sends the visitor elsewhere). */
function targetUrl(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return new URL('/', self.location.origin).href
  return new URL(link, self.location.origin).href
}

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  if (!payload) return
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const visible = windows.filter((c) => c.visibilityState === 'visible')
      // spec §9: a push while a Xinh tab is in front shows as a toast (10 s) in that tab instead
      // of a system notification (the browser requires no notification while the site is visible).
      if (visible.length > 0) {
        for (const c of visible) c.postMessage({ type: 'xinh:push', payload })
        return
      }
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag || payload._id,
        icon: payload.image || '/favicon.svg',
        badge: '/favicon.svg',
        lang: typeof payload.lang === 'string' ? payload.lang : undefined,
        data: { link: payload.link, _id: payload._id },
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = targetUrl(event.notification.data?.link)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const same = windows.find((c) => c.url === url) ?? windows[0]
      if (same) {
        const focused = await same.focus()
        if (focused && focused.url !== url && 'navigate' in focused) return focused.navigate(url)
        return focused
      }
      return self.clients.openWindow(url)
    })(),
  )
})
