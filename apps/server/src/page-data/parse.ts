import { z } from 'zod'
import { AppError } from '../platform/errors.ts'

const zId = z.uuid()

/** Parses like the route's schema does: a bad input is the API's 400, never a 500. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) throw new AppError('VALIDATION_FAILED')
  return result.data
}

/** Ids are UUIDs (what the tables use): anything else is the API's 404. */
export function id(value: string): string {
  if (!zId.safeParse(value).success) throw new AppError('NOT_FOUND')
  return value
}
