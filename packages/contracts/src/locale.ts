/** Languages the UI and API speak. Vietnamese is the default (spec §9). */
export const LANGS = ['vi', 'en', 'ko'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'vi'

/** Each language is labelled in its own script, truthfully (issue 2: no "Korean" that shows English). */
export const LANG_LABELS: Record<Lang, string> = { vi: 'Tiếng Việt', en: 'English', ko: '한국어' }

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Picks the best supported language from an Accept-Language header. */
export function pickLang(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (base === 'kr') return 'ko' // the spec's original clients send "kr"
    if (isLang(base)) return base
  }
  return DEFAULT_LANG
}

/** Country codes the platform knows (spec §9) and the store regions. */
export const STORE_REGIONS = ['VN', 'SG'] as const
export type StoreRegion = (typeof STORE_REGIONS)[number]

/** Language a visitor from `country` should see when they have not chosen one (issue 2). */
export function langForCountry(country: string | null | undefined): Lang {
  if (!country || country.toUpperCase() === 'VN') return 'vi'
  return country.toUpperCase() === 'KR' ? 'ko' : 'en'
}
