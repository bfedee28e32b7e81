import { createHash } from 'node:crypto'
import { normaliseKeyword } from '@xinh/contracts'

/**
 * Autocomplete hygiene (issue 12, decision 008): what a keyword must be before it is offered to
 * every visitor as a suggestion. Pure; migration 0014 applies the same character rules to the
 * rows recorded before.
 */

/** Distinct visitors who must have searched a keyword (and found products) before it is offered. */
export const MIN_VISITORS = 3
const MAX_LENGTH = 60
const MAX_WORDS = 8

/** Letters (with their marks), digits, spaces and the punctuation product names use. */
const ALLOWED = /^[\p{L}\p{M}\p{N} .,&+%/'-]+$/u
const HAS_LETTER = /\p{L}/u
const REJECTS: RegExp[] = [
  /--|\/\*/, // SQL comments
  /(^|[^\p{L}])'|'($|[^\p{L}])/u, // quotes, except inside a word ("l'oréal")
  /(https?|www\.|\.(com|vn|net|org|io|xyz|info|shop|store|top|me)( |$))/i, // links
  /(.)\1{4,}/u, // "aaaaa"
  /\b(select|union|insert|delete|drop|update|truncate|alter|sleep|exec)\b.*\b(from|select|table|where|into|set)\b/i,
]

/**
 * The keyword as it may be offered (normalised: NFC, lower case, single spaces), or null when it
 * must not be: too short or long, markup, SQL-ish or control characters, links, phone-like
 * numbers (nine digits or more), or a word of the blocklist (`isBlocked`, the product sensitive
 * word list wired in app.ts).
 */
export function suggestibleKeyword(raw: string, isBlocked: (text: string) => boolean): string | null {
  const k = normaliseKeyword(raw)
  if ([...k].length < 2 || [...k].length > MAX_LENGTH || k.split(' ').length > MAX_WORDS) return null
  if (!ALLOWED.test(k) || !HAS_LETTER.test(k)) return null
  if (REJECTS.some((r) => r.test(k))) return null
  if ((k.match(/\d/g)?.length ?? 0) >= 9) return null
  if (isBlocked(k)) return null
  return k
}

/** A visitor key (visitorOf) as stored: hashed, so the table holds no ids or addresses as such. */
export const visitorHash = (visitor: string) => createHash('sha256').update(`xinh-search-visitor:${visitor}`).digest('hex').slice(0, 32)
