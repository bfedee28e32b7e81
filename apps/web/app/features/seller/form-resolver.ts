import { issueToMessage, type Lang, validationMessage } from '@xinh/contracts'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type Issue = z.core.$ZodIssue

/**
 * A react-hook-form resolver for a contracts schema, with the messages the API would answer:
 * each issue's key translated with its parameters ("at most 3 files"), at the form path
 * `mapPath` gives (for forms whose values are shaped differently from the request).
 */
export function contractResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  opts: {
    lang: Lang
    /** The request body the form's values stand for. */
    toInput: (values: TValues) => unknown
    /** The form field of an issue's path (default: the same path). */
    mapPath?: (path: PropertyKey[], issue: Issue) => string
    /** Another message key for an issue (e.g. "choose a category" for an empty id). */
    mapKey?: (path: string, key: string) => string
  },
): Resolver<TValues> {
  return async (values) => {
    const parsed = schema.safeParse(opts.toInput(values))
    if (parsed.success) return { values: parsed.data as TValues, errors: {} }
    return { values: {}, errors: issuesToErrors<TValues>(parsed.error.issues, opts) }
  }
}

/** Zod issues → react-hook-form's nested errors (first message per field). */
export function issuesToErrors<TValues extends FieldValues>(
  issues: Issue[],
  opts: { lang: Lang; mapPath?: (path: PropertyKey[], issue: Issue) => string; mapKey?: (path: string, key: string) => string },
): FieldErrors<TValues> {
  const errors: Record<string, unknown> = {}
  for (const issue of issues) {
    const path = opts.mapPath ? opts.mapPath(issue.path, issue) : issue.path.map(String).join('.')
    const { key, params } = issueToMessage(issue as never)
    const message = validationMessage(opts.mapKey ? opts.mapKey(path, key) : key, opts.lang, params)
    setIn(errors, path || 'root', { type: issue.code, message })
  }
  return errors as FieldErrors<TValues>
}

/** Sets `value` at a dotted path, creating objects (or arrays for numeric segments), keeping a value already there. */
function setIn(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.')
  let node: Record<string, unknown> = target
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1
    const existing = node[part]
    if (last) {
      // a field keeps its first message; a list's own message sits beside its items' errors
      if (existing === undefined) node[part] = value
      else if (typeof existing === 'object' && existing !== null && !('message' in existing)) Object.assign(existing, value)
      return
    }
    if (typeof existing !== 'object' || existing === null) node[part] = /^\d+$/.test(parts[i + 1] ?? '') ? [] : {}
    node = node[part] as Record<string, unknown>
  }
}
