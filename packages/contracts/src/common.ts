import { z } from 'zod'

/** Ids are UUIDv7 strings exposed as `_id` (ARCHITECTURE.md §5). */
export const zId = z.uuid({ error: 'v.invalid' })
/**
 * `/:id` of a record whose table keys it by UUID: anything else is 400 before it reaches a
 * query (a non-UUID compared with a uuid column is a database error, i.e. a 500).
 */
export const ZIdPath = z.object({ id: zId })

export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TPaging = z.infer<typeof ZPaging>

export const ZPageMeta = z.object({ page: z.number(), limit: z.number(), total: z.number() })

/** Success envelope: `{ success: true, data, meta? }`. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}
export function ZPagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: ZPageMeta })
}

export const ZOk = ZEnvelope(z.object({ ok: z.literal(true) }))

/** Converts empty strings from HTML forms to undefined so optional fields stay optional. */
export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
