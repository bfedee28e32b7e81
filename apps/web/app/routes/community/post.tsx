import { useEffect, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { CommentThread } from '#web/features/community/comments.tsx'
import { FollowToggle } from '#web/features/community/follow-button.tsx'
import { PostCard } from '#web/features/community/post-card.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/post.ts'
import type { loader as postLoader } from './post.server.ts'

export { loader } from './post.server.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

function PostPage() {
  const { post: initial, comments, following } = useLoaderData<typeof postLoader>()
  const navigate = useNavigate()
  const [post, setPost] = useState(initial)
  useEffect(() => setPost(initial), [initial])
  const target = post.shop
    ? { type: 'shop' as const, _id: post.shop._id, name: post.shop.name }
    : { type: 'user' as const, _id: post.author._id, name: post.author.userName }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PostCard
        key={post._id}
        post={post}
        headingLevel={1}
        onDeleted={() => void navigate('/cong-dong', { replace: true })}
        authorExtra={post.is_mine ? null : <FollowToggle target={target} following={following} className="min-h-9 shrink-0 px-2.5" />}
      />
      <CommentThread
        key={`c-${post._id}`}
        postId={post._id}
        first={comments}
        onCount={(d) => setPost((p) => ({ ...p, comment_count: Math.max(0, p.comment_count + d) }))}
      />
    </div>
  )
}

export default function Post() {
  const { messages } = useLoaderData<typeof postLoader>()
  return (
    <I18nArea messages={messages}>
      <PostPage />
    </I18nArea>
  )
}
