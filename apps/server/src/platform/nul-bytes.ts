import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

/**
 * The path (`query.q`, `body.items.0.note`, `params.id`) of the first string or key holding a
 * NUL character, if any. PostgreSQL stores no NUL in `text` or `jsonb`: such a value would
 * only ever reach the database as an error (a 500), so it is refused up front.
 */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return undefined
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (key.includes('\u0000')) return at
    const found = findNul(child, at, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * preValidation (after authentication, before the schemas): a NUL byte in a path segment, a
 * query value or the body of a request is 400 VALIDATION_FAILED naming the field. Gateway
 * callbacks included — no gateway sends one, so such a request is not a gateway's.
 */
export async function rejectNulBytes(req: FastifyRequest) {
  const at = findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? findNul(req.body, 'body')
  if (!at) return
  const field = at.split('.').slice(1).join('.') || at
  throw AppError.fields({ [field]: 'v.invalid' }, req.lang)
}
