import type { Lang } from '@xinh/contracts'
import { numberFormat } from '#web/lib/intl.ts'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }

/** A rate in basis points as a percent in the reader's language (1250 → "12,5%"). */
export const formatRate = (bps: number, lang: Lang) =>
  numberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000)

/** A 0–1 ratio as a percent (conversion). */
export const formatRatio = (ratio: number, lang: Lang) =>
  numberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }).format(ratio)

export const formatCount = (n: number, lang: Lang) => numberFormat(LOCALE[lang]).format(n)

/** The absolute URL to share for a site-relative link URL. */
export const shareUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${window.location.origin}${url}`)

/** Copies text; falls back to a hidden text area where the Clipboard API is missing (plain http, old browsers). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // denied (no focus, no permission): try the old way
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy failed')
}
