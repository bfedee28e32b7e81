import { COMMUNITY_RULES, type TComment } from '@xinh/contracts'
import { Flag, ImagePlus, Trash2, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { uploadImage } from '#web/ui/image-picker.tsx'
import { ProgressBar } from '#web/ui/progress-bar.tsx'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { type CursorPage, charCount, communityApi, messageOf } from './api.ts'
import { PostText } from './post-text.tsx'
import { ReportDialog } from './report-dialog.tsx'
import { useCT } from './t.ts'

const MAX = COMMUNITY_RULES.commentMaxChars

/** Writing a comment or a reply: ≤300 characters with a counter and one photo. */
function CommentForm({
  postId,
  parent,
  onPosted,
  autoFocus = false,
}: {
  postId: string
  parent?: { _id: string; name: string }
  onPosted: (c: TComment) => void
  autoFocus?: boolean
}) {
  const t = useCT()
  const { user, api, openAuth, lang } = useApp()
  const id = useId()
  const [text, setText] = useState('')
  const [image, setImage] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  if (!user || user.is_guest)
    return (
      <Button variant="secondary" onClick={() => openAuth('login')} data-testid="comment-guest">
        {t('cm.comment_guest')}
      </Button>
    )
  const count = charCount(text)
  const over = count > MAX

  async function pick(file: File | undefined) {
    if (!file) return
    setError(undefined)
    setProgress(0)
    try {
      setImage(await uploadImage(file, lang, setProgress))
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('cm.image_failed'))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }
  async function send() {
    setError(undefined)
    if (over) return setError(t('cm.too_long', { max: MAX }))
    if (!text.trim() && !image) return
    setBusy(true)
    try {
      const c = await communityApi(api).comment(postId, { content: text, image, parent_id: parent?._id ?? null })
      setText('')
      setImage(null)
      onPosted(c)
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) openAuth('login')
      const field = e instanceof ApiError && e.fields ? Object.values(e.fields).find((m) => !m.startsWith('v.')) : undefined
      setError(field ?? messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }
  const label = parent ? t('cm.reply_label', { name: parent.name }) : t('cm.comment_label')
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
      data-testid={parent ? 'reply-form' : 'comment-form'}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={parent ? label : t('cm.comment_placeholder')}
        rows={2}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens because the person asked to reply
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        className="w-full rounded-lg border border-neutral-300 p-2.5 text-sm"
        data-testid="comment-text"
      />
      {image && (
        <div className="relative w-24">
          <img src={image} alt={t('cm.comment_image')} className="size-24 rounded-lg object-cover" />
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={t('cm.remove_image', { n: 1 })}
            className="absolute top-0.5 right-0.5 rounded-full bg-black/60 p-1 text-white"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </div>
      )}
      {progress !== null && <ProgressBar value={progress / 100} label={t('cm.image_uploading', { percent: progress })} />}
      <div className="flex items-center gap-2">
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm text-neutral-800 hover:bg-neutral-100 focus-within:ring-2 focus-within:ring-brand-600">
          <ImagePlus aria-hidden className="size-4" />
          {t('cm.add_image')}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            disabled={progress !== null || Boolean(image)}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        <span id={`${id}-count`} className={`ml-auto text-xs ${over ? 'font-semibold text-red-700' : 'text-neutral-600'}`}>
          {t('cm.counter', { count, max: MAX })}
        </span>
        <Button type="submit" loading={busy} disabled={progress !== null || over} className="min-h-10" data-testid="comment-send">
          {t('cm.send')}
        </Button>
      </div>
      <FormError message={error} />
    </form>
  )
}

function CommentItem({
  comment,
  postId,
  onDeleted,
  isReply = false,
}: {
  comment: TComment
  postId: string
  onDeleted: (id: string) => void
  isReply?: boolean
}) {
  const t = useCT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const [replies, setReplies] = useState<CursorPage<TComment> | null>(null)
  const [replyCount, setReplyCount] = useState(comment.reply_count)
  const [replying, setReplying] = useState(false)
  const [loading, setLoading] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function loadReplies(cursor?: string) {
    setLoading(true)
    try {
      const page = await communityApi(api).comments(postId, { parentId: comment._id, cursor })
      setReplies((r) => ({ items: [...(cursor && r ? r.items : []), ...page.items], next_cursor: page.next_cursor }))
    } catch (e) {
      toast(messageOf(e, t('common.network_error')), 'error')
    } finally {
      setLoading(false)
    }
  }
  const small = 'inline-flex min-h-9 items-center gap-1 rounded px-1.5 text-xs font-semibold text-neutral-700 hover:bg-neutral-100'
  return (
    <li className="flex gap-2.5" data-testid={isReply ? 'reply' : 'comment'}>
      <ShopAvatar shop={{ name: comment.author.userName, avatar: comment.author.avatar }} size={isReply ? 28 : 36} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="rounded-2xl bg-neutral-100 px-3 py-2">
          <Link to={`/tuong/${comment.author._id}`} className="text-sm font-semibold hover:text-brand-700">
            {comment.author.userName}
          </Link>
          {comment.is_hidden && <p className="text-xs text-amber-900">{t('cm.comment_hidden')}</p>}
          {comment.content && <PostText text={comment.content} className="text-sm" />}
          {comment.image && (
            <img src={comment.image} alt={t('cm.comment_image')} loading="lazy" className="mt-1 max-h-48 rounded-lg object-cover" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <time dateTime={comment.created_at} className="px-1.5 text-xs text-neutral-600">
            {formatDateTime(comment.created_at, t.lang)}
          </time>
          {!isReply && (
            <button
              type="button"
              className={small}
              onClick={() => (user && !user.is_guest ? setReplying((r) => !r) : openAuth('login'))}
              data-testid="comment-reply"
            >
              {t('cm.reply')}
            </button>
          )}
          {comment.is_mine ? (
            <button type="button" className={small} onClick={() => setDeleting(true)} data-testid="comment-delete">
              <Trash2 aria-hidden className="size-3.5" />
              {t('cm.delete')}
            </button>
          ) : (
            <button type="button" className={small} onClick={() => (user && !user.is_guest ? setReporting(true) : openAuth('login'))}>
              <Flag aria-hidden className="size-3.5" />
              {t('cm.report')}
            </button>
          )}
        </div>
        {!isReply && replyCount > 0 && !replies && (
          <button type="button" className={`${small} self-start text-brand-700`} onClick={() => void loadReplies()} disabled={loading}>
            {t('cm.replies', { count: replyCount })}
          </button>
        )}
        {replies && (
          <ul className="flex flex-col gap-2">
            {replies.items.map((r) => (
              <CommentItem
                key={r._id}
                comment={r}
                postId={postId}
                isReply
                onDeleted={(id) => {
                  setReplies((x) => x && { ...x, items: x.items.filter((c) => c._id !== id) })
                  setReplyCount((n) => Math.max(0, n - 1))
                }}
              />
            ))}
            {replies.next_cursor && (
              <li>
                <button
                  type="button"
                  className={small}
                  onClick={() => void loadReplies(replies.next_cursor ?? undefined)}
                  disabled={loading}
                >
                  {t('cm.older_comments')}
                </button>
              </li>
            )}
          </ul>
        )}
        {replying && (
          <CommentForm
            postId={postId}
            parent={{ _id: comment._id, name: comment.author.userName }}
            autoFocus
            onPosted={(c) => {
              setReplies((x) => ({ items: [...(x?.items ?? []), c], next_cursor: x?.next_cursor ?? null }))
              setReplyCount((n) => n + 1)
              setReplying(false)
            }}
          />
        )}
      </div>
      <ReportDialog open={reporting} onClose={() => setReporting(false)} target={{ type: 'comment', id: comment._id }} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('cm.delete_comment_title')}
        body={t('cm.delete_comment_body')}
        confirmLabel={t('cm.delete')}
        cancelLabel={t('cm.cancel')}
        tone="danger"
        onConfirm={async () => {
          await communityApi(api).removeComment(comment._id)
          toast(t('cm.deleted'), 'success')
          onDeleted(comment._id)
        }}
      />
    </li>
  )
}

/** A post's comments (oldest first, one level of replies) and the box to write one. */
export function CommentThread({
  postId,
  first,
  onCount,
}: {
  postId: string
  first: CursorPage<TComment>
  onCount: (delta: number) => void
}) {
  const t = useCT()
  const { api } = useApp()
  const toast = useToast()
  const [page, setPage] = useState(first)
  const [mine, setMine] = useState<TComment[]>([])
  const [loading, setLoading] = useState(false)
  async function older() {
    if (!page.next_cursor) return
    setLoading(true)
    try {
      const next = await communityApi(api).comments(postId, { cursor: page.next_cursor })
      const seen = new Set(page.items.map((c) => c._id))
      setPage({ items: [...page.items, ...next.items.filter((c) => !seen.has(c._id))], next_cursor: next.next_cursor })
    } catch (e) {
      toast(messageOf(e, t('common.network_error')), 'error')
    } finally {
      setLoading(false)
    }
  }
  const mineIds = new Set(mine.map((c) => c._id))
  // the ones written here show under what was already there, like the server's order
  const all = [...page.items.filter((c) => !mineIds.has(c._id)), ...mine]
  const remove = (id: string) => {
    setPage((p) => ({ ...p, items: p.items.filter((c) => c._id !== id) }))
    setMine((m) => m.filter((c) => c._id !== id))
    onCount(-1)
  }
  return (
    <section
      id="binh-luan"
      aria-labelledby="binh-luan-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
    >
      <h2 id="binh-luan-title" className="text-lg font-bold">
        {t('cm.thread')}
      </h2>
      {all.length === 0 && <p className="text-sm text-neutral-700">{t('cm.no_comments')}</p>}
      {all.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="comment-list">
          {all.map((c) => (
            <CommentItem key={c._id} comment={c} postId={postId} onDeleted={remove} />
          ))}
        </ul>
      )}
      {page.next_cursor && (
        <Button variant="ghost" onClick={() => void older()} loading={loading}>
          {t('cm.older_comments')}
        </Button>
      )}
      <CommentForm
        postId={postId}
        onPosted={(c) => {
          setMine((m) => [...m, c])
          onCount(1)
        }}
      />
    </section>
  )
}
