/** True when a query failed on a unique constraint (optionally a named one), on either engine. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint))
  }
  return false
}
