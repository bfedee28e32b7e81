import { NOTIFICATION_API, type TPushTokenSaved, type TVapidPublicKey } from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { ensureDeviceId } from '#web/lib/client-identity.ts'

/**
 * Web Push in the browser (issue 15): the service worker at /sw.js, the subscription with the
 * server's VAPID key, and the push token (`create-push-token`, the subscription's JSON) bound to
 * this device. Permission is only ever asked after a click (the bell's button, or the offer after
 * the first order): never on page load. A browser without push gets nothing (spec §8: silently
 * falls back to the device id), except the §8 message when the visitor asked for push themselves.
 */

/** Who turned push on in this browser: a later sign-in of the same user re-sends the token, anyone else starts off. */
const PUSH_OWNER = 'xinh_push_user'

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied'
export type EnableResult = 'enabled' | 'unsupported' | 'denied' | 'failed'

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported'
  return Notification.permission
}

/** Whether this browser holds a push subscription the signed-in `userId` turned on. */
export function isPushOn(userId: string) {
  return pushState() === 'granted' && localStorage.getItem(PUSH_OWNER) === userId
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const raw = atob(b64)
  const out = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i)
  return out
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array) {
  if (!a || a.byteLength !== b.byteLength) return false
  const x = new Uint8Array(a)
  return x.every((v, i) => v === b[i])
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  return navigator.serviceWorker.ready
}

/** Subscribes (or reuses the subscription made with the server's current key) and sends the token. */
async function subscribeAndSend(api: ApiClient): Promise<void> {
  const registration = await registerServiceWorker()
  const { publicKey } = await api.get<TVapidPublicKey>(NOTIFICATION_API.vapidPublicKey)
  const key = base64UrlToBytes(publicKey)
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  const deviceId = await ensureDeviceId()
  await api.post<TPushTokenSaved>(NOTIFICATION_API.createPushToken, { token: JSON.stringify(subscription.toJSON()), deviceId, os: 'web' })
}

/** The visitor asked for push (a click): permission, subscription, token. */
export async function enablePush(api: ApiClient, userId: string): Promise<EnableResult> {
  if (pushState() === 'unsupported') return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  try {
    await subscribeAndSend(api)
    localStorage.setItem(PUSH_OWNER, userId)
    return 'enabled'
  } catch {
    return 'failed'
  }
}

/**
 * Once per browser session of a user who turned push on here: re-sends the token (the browser may
 * have renewed the subscription, or the server dropped it after a 410). Failures stay silent (§8).
 */
export async function syncPush(api: ApiClient, userId: string) {
  if (!isPushOn(userId)) return
  const marker = `xinh_push_synced:${userId}`
  if (sessionStorage.getItem(marker)) return
  sessionStorage.setItem(marker, '1')
  await subscribeAndSend(api).catch(() => undefined)
}

/**
 * Logout: the server forgets this device's token and the browser drops the subscription, so the
 * next person to use this browser receives nothing meant for the one who left.
 */
export async function disablePushOnLogout(api: ApiClient) {
  if (pushState() === 'unsupported') return
  const deviceId = await ensureDeviceId()
  await api.post(NOTIFICATION_API.removePushToken, { deviceId }).catch(() => undefined)
  localStorage.removeItem(PUSH_OWNER)
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('xinh_push_synced:')) sessionStorage.removeItem(key)
  const registration = await navigator.serviceWorker.getRegistration('/')
  const subscription = await registration?.pushManager.getSubscription()
  await subscription?.unsubscribe().catch(() => undefined)
}
