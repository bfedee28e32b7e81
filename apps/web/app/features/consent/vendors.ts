import { PIXEL_CONSENT, type TConsent, type TPixelEvent, type TPixelIds } from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { platformConfig } from '#web/lib/remote-config.ts'

/**
 * The vendors' browser tags, loaded on demand after consent (lib/pixels.ts). Each vendor's script
 * reads a queue that a small stand-in function fills before it arrives (the interface their
 * documentation describes), so events sent meanwhile are not lost. The hosts are allowed by the
 * server's Content-Security-Policy (platform/server.ts).
 */
export const VENDOR_URLS = {
  meta: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  ga4: 'https://www.googletagmanager.com/gtag/js',
} as const

type Fn = ((...args: unknown[]) => void) & Record<string, unknown>
type W = Window & { fbq?: Fn; _fbq?: Fn; ttq?: unknown[] & Record<string, unknown>; dataLayer?: unknown[]; gtag?: Fn }
const w = () => window as W

/** Ids in use under the current consent ('' = off). */
let active: TPixelIds | null = null
let ready: Promise<void> | null = null
const loaded = new Set<keyof TPixelIds>()

function script(src: string) {
  const s = document.createElement('script')
  s.async = true
  s.src = src
  document.head.appendChild(s)
}

function loadMeta(id: string) {
  const win = w()
  if (!win.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (typeof fbq.callMethod === 'function') (fbq.callMethod as Fn)(...args)
      else (fbq.queue as unknown[]).push(args)
    }) as Fn
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
    win.fbq = fbq
    win._fbq = fbq
    script(VENDOR_URLS.meta)
  }
  win.fbq?.('consent', 'grant')
  win.fbq?.('init', id)
  win.fbq?.('track', 'PageView')
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
]

function loadTiktok(id: string) {
  const win = w()
  if (!win.ttq) {
    const ttq = [] as unknown as unknown[] & Record<string, unknown>
    const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
      target[method] = (...args: unknown[]) => void target.push([method, ...args])
    }
    for (const m of TIKTOK_METHODS) defer(ttq, m)
    Object.assign(ttq, {
      methods: TIKTOK_METHODS,
      setAndDefer: defer,
      _i: {},
      _t: {},
      _o: {},
      load: (code: string) => {
        ;(ttq._i as Record<string, unknown[]>)[code] = []
        ;(ttq._t as Record<string, number>)[code] = Date.now()
        ;(ttq._o as Record<string, object>)[code] = {}
        script(`${VENDOR_URLS.tiktok}?sdkid=${encodeURIComponent(code)}&lib=ttq`)
      },
    })
    ;(window as unknown as Record<string, unknown>).TiktokAnalyticsObject = 'ttq'
    win.ttq = ttq
  }
  const ttq = win.ttq as Record<string, (...a: unknown[]) => void>
  ttq.load?.(id)
  ttq.grantConsent?.()
  ttq.page?.()
}

function googleConsent(consent: TConsent, mode: 'default' | 'update') {
  const granted = (b: boolean) => (b ? 'granted' : 'denied')
  w().gtag?.('consent', mode, {
    analytics_storage: granted(consent.analytics),
    ad_storage: granted(consent.ads),
    ad_user_data: granted(consent.ads),
    ad_personalization: granted(consent.ads),
  })
}

function ensureGtag(consent: TConsent) {
  const win = w()
  win.dataLayer ??= []
  if (!win.gtag) {
    // gtag reads its arguments object off the data layer, as its documentation shows
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the tag reads the arguments object itself
      win.dataLayer?.push(arguments)
    } as unknown as Fn
    googleConsent(consent, 'default')
  } else googleConsent(consent, 'update')
}

function loadGtm(id: string, consent: TConsent) {
  ensureGtag(consent)
  w().dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  script(`${VENDOR_URLS.gtm}?id=${encodeURIComponent(id)}`)
}

function loadGa4(id: string, consent: TConsent) {
  ensureGtag(consent)
  script(`${VENDOR_URLS.ga4}?id=${encodeURIComponent(id)}`)
  w().gtag?.('js', new Date())
  w().gtag?.('config', id)
}

/** Loads what the consent allows and the admin configured (remote config, at most hourly). */
export function start(api: ApiClient, consent: TConsent) {
  ready = (async () => {
    const config = await platformConfig(api)
    const ids = config?.pixels
    if (!ids || config.feature_flags.ad_pixels === false) {
      active = null
      return
    }
    const allowed = (k: keyof TPixelIds) => (ids[k] && consent[PIXEL_CONSENT[k]] ? ids[k] : '')
    active = {
      meta_pixel_id: allowed('meta_pixel_id'),
      tiktok_pixel_id: allowed('tiktok_pixel_id'),
      gtm_container_id: allowed('gtm_container_id'),
      ga4_measurement_id: allowed('ga4_measurement_id'),
    }
    if (w().gtag) googleConsent(consent, 'update')
    const first = (k: keyof TPixelIds) => active?.[k] && !loaded.has(k) && loaded.add(k)
    if (first('meta_pixel_id')) loadMeta(active.meta_pixel_id)
    if (first('tiktok_pixel_id')) loadTiktok(active.tiktok_pixel_id)
    if (first('gtm_container_id')) loadGtm(active.gtm_container_id, consent)
    if (first('ga4_measurement_id')) loadGa4(active.ga4_measurement_id, consent)
    // consent given back after a withdrawal on this page
    if (active.meta_pixel_id && loaded.has('meta_pixel_id')) w().fbq?.('consent', 'grant')
  })()
  return ready
}

/** Consent withdrawn: nothing more is sent; the vendors are told (a loaded script stays until the next page load). */
export function stop() {
  active = null
  w().fbq?.('consent', 'revoke')
  ;(w().ttq as Record<string, (() => void) | undefined> | undefined)?.revokeConsent?.()
  if (w().gtag) googleConsent({ v: 1, analytics: false, ads: false, at: '' }, 'update')
}

const META_EVENT = { view: 'ViewContent', add_to_cart: 'AddToCart', purchase: 'Purchase' } as const
const TIKTOK_EVENT = { view: 'ViewContent', add_to_cart: 'AddToCart', purchase: 'CompletePayment' } as const
const GOOGLE_EVENT = { view: 'view_item', add_to_cart: 'add_to_cart', purchase: 'purchase' } as const

/** One event to every active vendor, in each one's own vocabulary. */
export function send(e: TPixelEvent) {
  void (ready ?? Promise.resolve()).then(() => {
    const ids = active
    if (!ids) return
    const win = w()
    if (ids.meta_pixel_id)
      win.fbq?.('track', META_EVENT[e.name], {
        content_ids: e.items.map((i) => i.id),
        content_type: 'product',
        contents: e.items.map((i) => ({ id: i.id, quantity: i.quantity, item_price: i.price })),
        value: e.value,
        currency: e.currency,
        ...(e.order_id ? { order_id: e.order_id } : {}),
      })
    if (ids.tiktok_pixel_id)
      (win.ttq as unknown as { track?: (...a: unknown[]) => void })?.track?.(TIKTOK_EVENT[e.name], {
        contents: e.items.map((i) => ({
          content_id: i.id,
          content_type: 'product',
          content_name: i.name,
          quantity: i.quantity,
          price: i.price,
        })),
        value: e.value,
        currency: e.currency,
        ...(e.order_id ? { order_id: e.order_id } : {}),
      })
    const google = {
      currency: e.currency,
      value: e.value,
      items: e.items.map((i) => ({ item_id: i.id, item_name: i.name, price: i.price, quantity: i.quantity })),
      ...(e.order_id ? { transaction_id: e.order_id } : {}),
    }
    if (ids.ga4_measurement_id) win.gtag?.('event', GOOGLE_EVENT[e.name], google)
    else if (ids.gtm_container_id) {
      // the container's tags read GA4's e-commerce shape off the data layer; clear the last one first
      win.dataLayer?.push({ ecommerce: null })
      win.dataLayer?.push({ event: GOOGLE_EVENT[e.name], ecommerce: google })
    }
  })
}
