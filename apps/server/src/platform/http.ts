/** Envelope helpers (ARCHITECTURE.md §4). */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data }
}

export function paged<T>(data: T[], meta: { page: number; limit: number; total: number }) {
  return { success: true as const, data, meta }
}
