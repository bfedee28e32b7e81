/**
 * Message placeholders. Kept apart from errors.ts on purpose: the web app's translator (on every
 * page) needs only `fill`, and a module that also holds the error catalogue would bring all of it
 * (≈ 6 KB gzip, three languages) into every page's JavaScript.
 */
export type MessageParams = Record<string, string | number>

/** `{name}` placeholders filled from `params`; unknown ones stay as written. */
export function fill(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
