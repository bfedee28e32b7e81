import { Fragment } from 'react'
import { Link } from 'react-router'

const HASHTAG = /#[\p{L}\p{M}\p{N}_]+/gu

/** Where a hashtag leads: its feed on /cong-dong. */
export const hashtagPath = (tag: string) => `/cong-dong?hashtag=${encodeURIComponent(tag.replace(/^#/, '').toLowerCase())}`

/**
 * A post's or comment's words, as TEXT (React escapes every character: markup typed by a user
 * stays visible characters, never elements), line breaks kept, #hashtags as links to their feed.
 */
export function PostText({ text, className = '' }: { text: string; className?: string }) {
  const parts: Array<{ tag: boolean; s: string }> = []
  let at = 0
  for (const m of text.matchAll(HASHTAG)) {
    if (m.index > at) parts.push({ tag: false, s: text.slice(at, m.index) })
    parts.push({ tag: true, s: m[0] })
    at = m.index + m[0].length
  }
  if (at < text.length) parts.push({ tag: false, s: text.slice(at) })
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {parts.map((p, i) =>
        p.tag ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <Link key={i} to={hashtagPath(p.s)} className="font-medium text-brand-700 hover:underline">
            {p.s}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <Fragment key={i}>{p.s}</Fragment>
        ),
      )}
    </p>
  )
}
