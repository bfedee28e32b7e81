import { NEGATIONS, SENSITIVE_ALLOWED_PHRASES, SENSITIVE_WORDS, type SensitiveCategory, type SensitiveEntry } from './sensitive-words.ts'

/**
 * The system check that runs before a product reaches the admin queue (spec §4): a
 * sensitive-content filter over the name and the description.
 *
 * The text is cut into words (runs of letters and digits). Each word has two forms: its tone form
 * (NFC, lower case) and its folded form (NFD, marks stripped, đ→d, lower case — the project's
 * folding key). A list entry matches when its words equal a run of consecutive words of the
 * text, compared in the form the entry asks for (sensitive-words.ts). Matching whole words is
 * what keeps "Chuyên" clear of "chuye…" and "unisex" clear of "sex"; the tone form keeps
 * "du lịch" clear of "dú" and "đụ".
 */

export type SensitiveHit = { phrase: string; category: SensitiveCategory; index: number }

/** The folding key: NFD, combining marks stripped, đ→d, lower case. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase()
}

const toneForm = (text: string) => text.normalize('NFC').toLowerCase()

/** Words of a text in both forms, in order (parallel arrays). */
export function tokenize(text: string): { toned: string[]; folded: string[] } {
  const toned = toneForm(text).match(/[\p{L}\p{N}]+/gu) ?? []
  return { toned, folded: toned.map(fold) }
}

type Compiled = SensitiveEntry & { words: string[] }

/** Entries indexed by their first word, per matching mode. */
function compile(entries: SensitiveEntry[]) {
  const byMode = { folded: new Map<string, Compiled[]>(), toned: new Map<string, Compiled[]>() }
  for (const entry of entries) {
    const t = tokenize(entry.phrase)
    const words = entry.mode === 'folded' ? t.folded : t.toned
    if (words.length === 0) continue
    const bucket = byMode[entry.mode]
    const list = bucket.get(words[0]!) ?? []
    list.push({ ...entry, words })
    bucket.set(words[0]!, list)
  }
  return byMode
}

const INDEX = compile(SENSITIVE_WORDS)
const ALLOWED = SENSITIVE_ALLOWED_PHRASES.map((p) => tokenize(p).folded).filter((w) => w.length > 0)
const NEGATION_WORDS = new Set(NEGATIONS.map(fold))
/** How many words before a counterfeit phrase may hold a negation ("cam kết không bán hàng fake"). */
const NEGATION_WINDOW = 3

const matchesAt = (text: string[], at: number, words: string[]) => words.every((w, k) => text[at + k] === w)

/** Every list entry found in `text` (empty when the text is clean). */
export function findSensitiveContent(text: string): SensitiveHit[] {
  const { toned, folded } = tokenize(text)
  // words covered by an allowed phrase are exempt
  const exempt = new Uint8Array(folded.length)
  for (const words of ALLOWED)
    for (let i = 0; i + words.length <= folded.length; i++) if (matchesAt(folded, i, words)) exempt.fill(1, i, i + words.length)

  const hits: SensitiveHit[] = []
  for (let i = 0; i < folded.length; i++) {
    const candidates = [
      ...(INDEX.folded.get(folded[i]!) ?? []).filter((e) => matchesAt(folded, i, e.words)),
      ...(INDEX.toned.get(toned[i]!) ?? []).filter((e) => matchesAt(toned, i, e.words)),
    ]
    for (const entry of candidates) {
      if (exempt.subarray(i, i + entry.words.length).some(Boolean)) continue
      if (entry.category === 'counterfeit' && folded.slice(Math.max(0, i - NEGATION_WINDOW), i).some((w) => NEGATION_WORDS.has(w))) continue
      hits.push({ phrase: entry.phrase, category: entry.category, index: i })
    }
  }
  return hits
}

/** The fields of a product that hold sensitive content (name, description), for the system check. */
export function sensitiveFields(fields: Record<string, string | null | undefined>): string[] {
  return Object.entries(fields)
    .filter(([, text]) => text && findSensitiveContent(text).length > 0)
    .map(([field]) => field)
}
