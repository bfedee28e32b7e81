/** The login page (a deep link that opens the login form and comes back to `next`). */
export const LOGIN_PATH = '/dang-nhap'

/** `/dang-nhap?next=…` for a page to come back to after logging in. */
export const loginPath = (next: string) => (next && next !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH)

/**
 * Where to go after logging in: a path on this site only (no open redirect). Anything that is
 * not a plain absolute path — another origin, a protocol-relative `//host`, `/\host` (which
 * browsers read as `//host`), a `javascript:` URL — and the login page itself fall back to home.
 */
export function safeNext(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/'
  // control characters (a tab or newline inside "/\t/host" is dropped by URL parsers: "//host")
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/'
  try {
    const base = 'http://xinh.invalid'
    const url = new URL(raw, base)
    if (url.origin !== base || url.pathname === LOGIN_PATH) return '/'
    return url.pathname + url.search + url.hash
  } catch {
    return '/'
  }
}
