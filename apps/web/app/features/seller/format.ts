import type { Lang } from '@xinh/contracts'
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }

/** A day in Vietnam's time zone (the same on the server and in the browser). */
export const formatDay = (iso: string, lang: Lang) =>
  dateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso))

export const formatCount = (n: number, lang: Lang) => numberFormat(LOCALE[lang]).format(n)

/** The query string as an object, with the schema's parse; keys it refuses are dropped (a hand-edited URL still shows a page). */
export function lenientQuery<T>(
  parse: (
    input: Record<string, string>,
  ) => { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[] }> } },
  input: Record<string, string>,
): T {
  let current = { ...input }
  for (let i = 0; i < 10; i++) {
    const result = parse(current)
    if (result.success) return result.data
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])))
    current = Object.fromEntries(Object.entries(current).filter(([k]) => !bad.has(k)))
  }
  const last = parse({})
  if (!last.success) throw new Error('the schema refuses an empty query')
  return last.data
}
