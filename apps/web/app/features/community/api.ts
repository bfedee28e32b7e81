import type { TComment, TCommunityProfile, TPost } from '@xinh/contracts'
import { ApiError, type ApiClient } from '#web/lib/api.ts'

/** The community API from the browser (docs/api/community.md); loaders read the same through page data. */
export const BASE = '/community/v1'

export type CursorPage<T> = { items: T[]; next_cursor: string | null }
export type FollowEntry = { type: 'user' | 'shop'; _id: string; name: string; avatar: string | null; followed_at: string }
export type { TComment, TCommunityProfile, TPost }

export const communityApi = (api: ApiClient) => ({
  feed: (feed: 'following' | 'discover', cursor: string) =>
    api.get<CursorPage<TPost>>(`${BASE}/feed/${feed}?cursor=${encodeURIComponent(cursor)}`),
  hashtag: (tag: string, cursor: string) =>
    api.get<CursorPage<TPost>>(`${BASE}/hashtag?tag=${encodeURIComponent(tag)}&cursor=${encodeURIComponent(cursor)}`),
  userPosts: async (userId: string, page: number) => {
    const r = await api.request<TPost[]>('GET', `${BASE}/post/posts-user?userId=${userId}&page=${page}&sort=recent`)
    return { items: r.data, meta: r.meta }
  },
  userBookmarks: async (userId: string, page: number) => {
    const r = await api.request<TPost[]>('GET', `${BASE}/post/bookmark/user?userId=${userId}&page=${page}&limit=20`)
    return { items: r.data, meta: r.meta }
  },
  create: (body: { content: string; images: string[]; video: string | null; product_ids: string[]; as_shop: boolean }) =>
    api.post<TPost>(`${BASE}/post`, body),
  remove: (postId: string) => api.delete<{ ok: true }>(`${BASE}/post/${postId}`),
  like: (postId: string, on: boolean) =>
    on
      ? api.put<{ liked: boolean; like_count: number }>(`${BASE}/post/${postId}/like`)
      : api.delete<{ liked: boolean; like_count: number }>(`${BASE}/post/${postId}/like`),
  bookmark: (postId: string, on: boolean) =>
    on
      ? api.put<{ bookmarked: boolean; bookmark_count: number }>(`${BASE}/post/${postId}/bookmark`)
      : api.delete<{ bookmarked: boolean; bookmark_count: number }>(`${BASE}/post/${postId}/bookmark`),
  comments: (postId: string, q: { cursor?: string; parentId?: string }) => {
    const sp = new URLSearchParams()
    if (q.cursor) sp.set('cursor', q.cursor)
    if (q.parentId) sp.set('parent_id', q.parentId)
    return api.get<CursorPage<TComment>>(`${BASE}/post/${postId}/comments?${sp}`)
  },
  comment: (postId: string, body: { content: string; image: string | null; parent_id: string | null }) =>
    api.post<TComment>(`${BASE}/post/${postId}/comment`, body),
  removeComment: (commentId: string) => api.delete<{ ok: true }>(`${BASE}/comment/${commentId}`),
  follow: (target: 'user' | 'shop', id: string, on: boolean) =>
    on
      ? api.put<{ following: boolean; follower_count: number }>(`${BASE}/follow/${target}/${id}`)
      : api.delete<{ following: boolean; follower_count: number }>(`${BASE}/follow/${target}/${id}`),
  follows: async (userId: string, which: 'followers' | 'following', page: number) => {
    const r = await api.request<FollowEntry[]>('GET', `${BASE}/users/${userId}/${which}?page=${page}&limit=20`)
    return { items: r.data, meta: r.meta }
  },
  report: (body: { target_type: 'post' | 'comment' | 'user'; target_id: string; reason: string; note?: string }) =>
    api.post<{ _id: string; case_id: string }>(`${BASE}/report`, body),
})

/** The API's localised message, else the generic network one. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback)

/** Characters as a person counts them (the server's limit counts code points). */
export const charCount = (s: string) => [...s].length
