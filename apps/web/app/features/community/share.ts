/**
 * Shares a post's link: the system share sheet where there is one (phones), otherwise the link
 * goes to the clipboard. Answers what happened so the caller can say so.
 */
export async function sharePost(
  post: { url: string; title: string; description: string },
  lang: 'vi' | 'en' | 'ko' = 'vi',
): Promise<'shared' | 'copied' | 'failed'> {
  const share = { ...post, url: langVariantUrl(post.url, lang) }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: share.title, text: share.description, url: share.url })
      return 'shared'
    } catch (error) {
      // the person closed the sheet: nothing to report
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared'
    }
  }
  try {
    await navigator.clipboard.writeText(share.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/**
 * pages (issue 18): a reader in English or Korean shares the page's `?hl=` variant, so the link's
 * preview card and the page it opens are in that language (spec §1 Korean variant of share pages).
 */
export function langVariantUrl(url: string, lang: 'vi' | 'en' | 'ko'): string {
  if (lang === 'vi') return url
  const absolute = /^https?:\/\//.test(url)
  const u = new URL(url, 'http://relative.invalid')
  u.searchParams.set('hl', lang)
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`
}
