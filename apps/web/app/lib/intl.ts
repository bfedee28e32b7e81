/**
 * Intl formatters, made once per locale and options and reused: making one costs tens of
 * microseconds, far more than formatting with it, and a page formats hundreds of prices, counts
 * and dates (the cold product page spent ~1 ms of CPU per server render making them; see
 * `npm run bench -- ssr-cpu`). The options are literals in the callers, so the set stays small.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function memo<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}${locale}${options ? JSON.stringify(options) : ''}`
  let format = made.get(key) as F | undefined
  if (!format) {
    format = make()
    made.set(key, format)
  }
  return format
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  memo('n', locale, options, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  memo('d', locale, options, () => new Intl.DateTimeFormat(locale, options))
