import type { Lang } from '@xinh/contracts'
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts'

export { formatVnd } from '#web/lib/i18n/index.ts'

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : lang === 'ko' ? 'ko-KR' : 'en-US')

/** Counts the way shoppers read them: 950, 1,2k, 12k, 1,2tr (vi) / 1.2k, 1.2M (en, ko). */
export function compactCount(n: number, lang: Lang) {
  if (n < 1000) return String(n)
  const nf = numberFormat(locale(lang), { maximumFractionDigits: 1 })
  if (n < 1_000_000) return `${nf.format(Math.floor(n / 100) / 10)}k`
  return `${nf.format(Math.floor(n / 100_000) / 10)}${lang === 'vi' ? 'tr' : 'M'}`
}

export const formatNumber = (n: number, lang: Lang) => numberFormat(locale(lang)).format(n)

/** The API counts at most 10,000 matches (COUNT_CAP): a total at the cap reads "10.000+". */
export const TOTAL_CAP = 10_000
export const formatTotal = (n: number, lang: Lang) => (n >= TOTAL_CAP ? `${formatNumber(TOTAL_CAP, lang)}+` : formatNumber(n, lang))

export const formatRating = (r: number) => (Math.round(r * 10) / 10).toFixed(1)

export const formatDate = (iso: string, lang: Lang) => dateTimeFormat(locale(lang), { dateStyle: 'medium' }).format(new Date(iso))
