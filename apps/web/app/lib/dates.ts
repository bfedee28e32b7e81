import type { Lang } from '@xinh/contracts'
import { dateTimeFormat } from '#web/lib/intl.ts'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }

/** Date and time in Vietnam's time zone, the same on the server and in the browser (no hydration mismatch). */
export const formatDateTime = (iso: string, lang: Lang) =>
  dateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso))

/** A day in Vietnam's time zone (issue 16 account areas: "saved on", "last used"). */
export const formatDay = (iso: string, lang: Lang) =>
  dateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso))
