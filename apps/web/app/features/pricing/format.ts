import type { Lang, TVoucher } from '@xinh/contracts'
import type { Translator } from '#web/lib/i18n/index.ts'
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts'

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : lang === 'ko' ? 'ko-KR' : 'en-US')

/** Amounts the way vouchers print them: 50K, 1,5tr (vi) / 1.5M; other amounts in full VND. */
export function shortVnd(amount: number, lang: Lang) {
  const nf = numberFormat(locale(lang), { maximumFractionDigits: 1 })
  if (amount >= 1_000_000 && amount % 100_000 === 0) return `${nf.format(amount / 1_000_000)}${lang === 'vi' ? 'tr' : 'M'}`
  if (amount >= 1000 && amount % 1000 === 0) return `${nf.format(amount / 1000)}K`
  return `${numberFormat('vi-VN').format(amount)} ₫`
}

/** Dates in Vietnam's time, the same on the server and in the browser (no hydration mismatch). */
export function formatDateTime(iso: string, lang: Lang, withTime = true) {
  return dateTimeFormat(locale(lang), {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(new Date(iso))
}

/** The headline of a voucher ticket: what it takes off (or gives back). */
export function voucherTitle(v: TVoucher, t: Translator) {
  if (v.classify === 'free_shipping') return t('vouchers.free_shipping')
  const amount = v.type === 'percent' ? `${v.value}%` : shortVnd(v.value, t.lang)
  if (v.kind === 'cashback') return t('vouchers.cashback', { value: amount })
  if (v.discount_by_range_price.length > 0 && v.type === 'price') {
    const best = Math.max(...v.discount_by_range_price.map((r) => r.value))
    return t('vouchers.off_amount', { amount: shortVnd(best, t.lang) })
  }
  return v.type === 'percent' ? t('vouchers.off_percent', { percent: v.value }) : t('vouchers.off_amount', { amount })
}

/** The line under the headline: its cap, its tiers, or the amount a free-shipping voucher covers. */
export function voucherDetail(v: TVoucher, t: Translator) {
  if (v.classify === 'free_shipping') return t('vouchers.up_to', { amount: shortVnd(v.value, t.lang) })
  if (v.discount_by_range_price.length > 1 && v.type === 'price')
    return t('vouchers.tiers', { amount: shortVnd(Math.max(...v.discount_by_range_price.map((r) => r.value)), t.lang) })
  if (v.max_discount_value) return t('vouchers.up_to', { amount: shortVnd(v.max_discount_value, t.lang) })
  return null
}

/** How much of the voucher's usable quantity is gone, in whole percent. */
export const usedPercent = (v: Pick<TVoucher, 'used' | 'quantity'>) =>
  v.quantity > 0 ? Math.min(100, Math.round((v.used * 100) / v.quantity)) : 100

/** No saves left for someone who has not saved it yet. */
export const savesExhausted = (v: Pick<TVoucher, 'saved' | 'savable_quantity' | 'quantity' | 'is_saved'>) =>
  !v.is_saved && v.saved >= (v.savable_quantity ?? v.quantity)
