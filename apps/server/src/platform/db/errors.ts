/** True when a query failed on a unique constraint (optionally a named one), on either engine. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint))
  }
  return false
}

/** Deadlocks and serialization failures are worth another try (PostgreSQL; PGlite runs one transaction at a time). */
export function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '40P01' || e.code === '40001') return true
  }
  return false
}
