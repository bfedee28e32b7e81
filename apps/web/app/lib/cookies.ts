/** Parses a Cookie header (server) into a map; values are URI-decoded. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const key = part.slice(0, i).trim()
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      out[key] = part.slice(i + 1).trim()
    }
  }
  return out
}

export const LANG_COOKIE = 'lang'
/** Set when the visitor picked a language themselves; the region notice never overrides it. */
export const LANG_CHOSEN_COOKIE = 'lang_chosen'
export const COUNTRY_COOKIE = 'country'
