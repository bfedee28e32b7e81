import type { z } from 'zod'
import type { TCommunityProfile, TComment, TPost, ZBookmarksUserQuery, ZCursorQuery, ZPostsUserQuery } from './community.ts'

type In<T extends z.ZodType> = z.input<T>
type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }
type CursorPage<T> = { items: T[]; next_cursor: string | null }

/** The community screens' first paint (issue 16, cweb): the reads of `/cong-dong`, `/post/{id}` and the walls. */
export interface CommunityPageData {
  /** GET /community/v1/feed/following (signed in) and /feed/discover */
  feed(feed: 'following' | 'discover', query?: In<typeof ZCursorQuery>): Promise<CursorPage<TPost>>
  /** GET /community/v1/hashtag?tag= */
  hashtag(tag: string, query?: In<typeof ZCursorQuery>): Promise<CursorPage<TPost>>
  /** GET /community/v1/post/{id} */
  post(id: string): Promise<TPost>
  /** GET /community/v1/post/{id}/comments */
  comments(postId: string, query?: In<typeof ZCursorQuery> & { parent_id?: string }): Promise<CursorPage<TComment>>
  /** GET /community/v1/users/{id}/profile */
  profile(userId: string): Promise<TCommunityProfile>
  /** GET /community/v1/post/posts-user (spec §7) */
  userPosts(query: In<typeof ZPostsUserQuery>): Promise<Paged<TPost>>
  /** GET /community/v1/post/bookmark/user (spec §7) */
  userBookmarks(query: In<typeof ZBookmarksUserQuery>): Promise<Paged<TPost>>
}
