/**
 * Searching Vietnam's provinces and wards the way people type them: without tones ("ha noi"),
 * without the administrative prefix ("Thành phố", "Tỉnh", "Phường", "Xã"), by initials ("hcm"),
 * with the big cities first. Pure functions, shared by the address pickers.
 */

export type Place = { code: string; name: string }

/** The centrally governed cities, where most orders go, in the order buyers expect them. */
const BIG_CITIES = ['01', '79', '48', '31', '92', '46'] // Hà Nội, Hồ Chí Minh, Đà Nẵng, Hải Phòng, Cần Thơ, Huế

const PREFIX = /^(thanh pho|tp\.?|tinh|phuong|p\.|xa|dac khu|thi tran|tt\.?|thi xa|tx\.?|quan|q\.|huyen|h\.)\s+/

/** Lower case, no tones, đ → d, single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The name without its administrative prefix, folded: "Thành phố Hà Nội" → "ha noi". */
export const placeKey = (name: string) => fold(name).replace(PREFIX, '')

const collator = new Intl.Collator('vi')
const core = (name: string) => name.replace(/^(Thành phố|Tỉnh|Phường|Xã|Đặc khu|Thị trấn|Thị xã|Quận|Huyện)\s+/i, '')

/** Big cities first, then the provinces A–Z by their name without the prefix (Vietnamese order). */
export function sortProvinces<T extends Place>(list: readonly T[]): T[] {
  const city = (p: T) => {
    const i = BIG_CITIES.indexOf(p.code)
    return i === -1 ? BIG_CITIES.length : i
  }
  return [...list].sort((a, b) => city(a) - city(b) || collator.compare(core(a.name), core(b.name)))
}

/** Wards A–Z by their name without "Phường"/"Xã" (the list no longer splits in two halves). */
export function sortWards<T extends Place>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => collator.compare(core(a.name), core(b.name)))
}

/**
 * How well a place answers what was typed (lower is better), or null for no match:
 * 0 its name starts so, 1 one of its words does, 2 its initials do ("hcm"), 3 it contains the
 * text somewhere (two letters or more). Prefixes typed ("tp hcm", "phường 5") are ignored.
 */
export function placeRank(name: string, query: string): number | null {
  const full = fold(name)
  const key = placeKey(name)
  const q = fold(query).replace(PREFIX, '')
  if (!q) return 0
  if (key.startsWith(q)) return 0
  if (key.split(' ').some((w) => w.startsWith(q))) return 1
  const initials = key
    .split(' ')
    .map((w) => w[0])
    .join('')
  if (initials.startsWith(q.replaceAll(' ', ''))) return 2
  if (q.length >= 2 && (key.includes(q) || full.includes(q))) return 3
  return null
}

/** The places that answer the query, best first; the list's own order (big cities first) within a rank. */
export function searchPlaces<T extends { label: string }>(options: readonly T[], query: string): T[] {
  return options
    .map((o, i) => ({ o, i, rank: placeRank(o.label, query) }))
    .filter((x): x is { o: T; i: number; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.o)
}
