import { COMMUNITY_RULES } from '@xinh/contracts'

/**
 * Pure rules of the community module (unit-tested): hashtags, cursors, media URLs, share text.
 */

/** Hashtags written in a text: `#word` (letters, digits, `_`), lower case NFC, first ones kept, no repeats. */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>()
  for (const m of text.normalize('NFC').matchAll(/(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu)) {
    const tag = m[1]!.toLowerCase()
    if (tag.length > COMMUNITY_RULES.hashtagMaxChars || /^\d+$/.test(tag)) continue
    seen.add(tag)
    if (seen.size >= COMMUNITY_RULES.postMaxHashtags) break
  }
  return [...seen]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

/** The following feed's cursor: the last post id seen (ids are UUIDv7, newest first). */
export function encodeIdCursor(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url')
}
export function decodeIdCursor(cursor: string | undefined): string | null | 'invalid' {
  if (!cursor) return null
  const id = Buffer.from(cursor, 'base64url').toString('utf8')
  return isUuid(id) ? id : 'invalid'
}

/** The discover feed's cursor: the last post's rank and id. */
export function encodeRankCursor(score: number, id: string): string {
  return Buffer.from(`${score}|${id}`, 'utf8').toString('base64url')
}
export function decodeRankCursor(cursor: string | undefined): { score: number; id: string } | null | 'invalid' {
  if (!cursor) return null
  const [score, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  const n = Number(score)
  if (rest.length || !id || !isUuid(id) || !score || !Number.isFinite(n)) return 'invalid'
  return { score: n, id }
}

/** A URL of a file this server stored under its public media prefix (POST /api/v1/image, /video). */
export function isOwnMediaUrl(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix) || url.includes('..')) return false
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(url.slice(prefix.length))
}

/** A shared link's description: the post's text on one line, cut at a word near 160 characters. */
export function shareDescription(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (!line) return fallback
  if (line.length <= 160) return line
  const cut = line.slice(0, 160)
  const space = cut.lastIndexOf(' ')
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** UUIDv7 of a given time (demo data and the bench write posts "in the past"; ids sort by time). */
export function uuidv7At(ms: number, random: () => number = Math.random): string {
  const hex = (n: number, len: number) => Math.floor(n).toString(16).padStart(len, '0')
  const time = hex(ms, 12)
  const rand = Array.from({ length: 20 }, () => hex(random() * 16, 1)).join('')
  const variant = ((Number.parseInt(rand[3]!, 16) & 0x3) | 0x8).toString(16)
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${rand.slice(0, 3)}-${variant}${rand.slice(4, 7)}-${rand.slice(8, 20)}`
}
