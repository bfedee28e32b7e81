import type { TAssistantVoucherCard } from '@xinh/contracts'

/** spec §9: image data is content starting with data:image/, or base64 text over 100 characters. */
export const isImageData = (content: string) =>
  content.startsWith('data:image/') || (content.length > 100 && /^[A-Za-z0-9+/]+={0,2}$/.test(content))

/** What an <img> shows for image content: the data URL itself, or bare base64 made into one. */
export const imageSrc = (content: string) => (content.startsWith('data:') ? content : `data:image/jpeg;base64,${content}`)

// spec §9: times are shown in vi-VN (hh:mm), in Vietnam's time zone whatever the device's
const TIME = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Ho_Chi_Minh' })
export const formatTime = (iso: string) => TIME.format(new Date(iso))

/** spec §2/§9: one page of a reply's vouchers (6 a page), with the page count for "page x/y". */
export function voucherPage<T>(all: T[], page: number, size: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(all.length / size))
  const current = Math.min(Math.max(1, page), pages)
  return { items: all.slice((current - 1) * size, current * size), page: current, pages }
}

/** spec §2: a truck for free-shipping codes, a ticket otherwise. */
export const isFreeShipping = (v: TAssistantVoucherCard) =>
  v.type === 'free_shipping' || (v as TAssistantVoucherCard & { classify?: string }).classify === 'free_shipping'
