import { timingSafeEqual } from 'node:crypto'

/** Constant-time comparison of a received secret with ours (an empty secret never matches). */
export function sameSecret(received: string, expected: string): boolean {
  if (!received || !expected) return false
  const a = Buffer.from(received)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
