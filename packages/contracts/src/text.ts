/**
 * Vietnamese text keys shared by search (server), query understanding and the web.
 */

/**
 * The folding key (INTEGRATIONS.md "Vietnamese text"): diacritics removed, đ→d, lower case.
 * It matches the database's `f_unaccent(lower(x))` for Vietnamese text, so a keyword folded
 * here can be compared with the folded trigram index.
 */
export function foldVietnamese(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase()
}

/** A keyword as typed, made comparable: NFC, lower case, single spaces, trimmed. */
export function normaliseKeyword(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
}
