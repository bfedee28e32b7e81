import type { Lang } from '@xinh/contracts'
import { dateTimeFormat } from '#web/lib/intl.ts'

/** "until dd/mm" in the reader's language, in Vietnam's time zone (the buyer's day). */
export const dayMonth = (iso: string, lang: Lang) =>
  dateTimeFormat(lang === 'vi' ? 'vi-VN' : lang === 'ko' ? 'ko-KR' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso))
