import { issueToMessage, type Lang, validationMessage } from '@xinh/contracts'
import type { z } from 'zod'
import { ApiError } from '#web/lib/api.ts'

export type FieldErrors = Record<string, string>

/** The contracts schema's verdict on a form's request body: the parsed body, or the first message per field path ("channels.0.url"). */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    if (errors[path]) continue
    const { key, params } = issueToMessage(issue as never)
    errors[path] = validationMessage(key, lang, params)
  }
  return { ok: false, errors }
}

/** What a failed write tells the form: the API's field messages (already in the reader's language) and its message. */
export function failure(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError) return { fields: error.fields ?? {}, message: error.message || fallback }
  return { fields: {}, message: fallback }
}
