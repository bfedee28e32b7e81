const BASE = 'http://xinh.invalid'

/**
 * The local path to return to after a web login. Only same-site relative paths are kept;
 * anything else (absolute or protocol-relative URLs, backslash tricks, control characters)
 * becomes `/`, so the login flow can never be used as an open redirect.
 */
export function safeRedirectPath(input: string | undefined): string {
  if (!input || input.length > 1024) return '/'
  if (!input.startsWith('/') || input.startsWith('//') || input.includes('\\') || hasControlCharacter(input)) return '/'
  try {
    const url = new URL(input, BASE)
    if (url.origin !== BASE) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}

/** Browsers drop tabs and newlines inside URLs, which can turn `/\t/evil.com` into `//evil.com`. */
function hasControlCharacter(s: string) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return true
  }
  return false
}
