/**
 * Shares a post's link: the system share sheet where there is one (phones), otherwise the link
 * goes to the clipboard. Answers what happened so the caller can say so.
 */
export async function sharePost(share: { url: string; title: string; description: string }): Promise<'shared' | 'copied' | 'failed'> {
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
