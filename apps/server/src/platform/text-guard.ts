import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

/**
 * PostgreSQL stores neither a NUL character nor half of a UTF-16 surrogate pair (JSON can say
 * `"\u0000"` and `"\ud800"`) in `text` or `jsonb`: such a value only ever reaches the database
 * as an error (a 500), or is silently replaced. It is refused up front instead.
 */
export const isStorableText = (s: string) => !s.includes('\u0000') && s.isWellFormed()

/** The text without what cannot be stored (to name a field whose name itself holds some). */
export const storablePart = (s: string) => [...s].filter(isStorableText).join('')

/** The path (`query.q`, `body.items.0.note`, `params.id`) of the first string or key that is not storable text. */
export function findUnstorable(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return undefined
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (!isStorableText(key)) return at
    const found = findUnstorable(child, at, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * preValidation (after authentication, before the schemas): a NUL byte or a lone surrogate in a
 * path segment, a query value or the body of a request is 400 VALIDATION_FAILED naming the
 * field. Gateway callbacks included — no gateway sends one, so such a request is not a gateway's.
 */
export async function rejectUnstorableText(req: FastifyRequest) {
  const at = findUnstorable(req.params, 'params') ?? findUnstorable(req.query, 'query') ?? findUnstorable(req.body, 'body')
  if (!at) return
  const field = storablePart(at.split('.').slice(1).join('.')) || at
  throw AppError.fields({ [field]: 'v.invalid' }, req.lang)
}
