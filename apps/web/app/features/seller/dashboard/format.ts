import type { Lang } from '@xinh/contracts'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }

/** A calendar day `YYYY-MM-DD` as the reader writes dates (no time zone shift: it is a day). */
export const formatDay = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A chart point: `dd/MM` for a day, `HH:00` for an hour (`YYYY-MM-DDTHH:00`). */
export const formatPoint = (at: string, lang: Lang) =>
  at.includes('T')
    ? at.slice(11, 16)
    : new Intl.DateTimeFormat(LOCALE[lang], { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${at}T00:00:00Z`))

export const formatPercent = (value: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }).format(value)

export const formatCount = (value: number, lang: Lang) => new Intl.NumberFormat(LOCALE[lang]).format(value)

/** A short amount for chart axes: 1,2 tr / 350 N in Vietnamese, 1.2M / 350K otherwise. */
export const formatShortVnd = (value: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALE[lang], { notation: 'compact', maximumFractionDigits: 1 }).format(value)
