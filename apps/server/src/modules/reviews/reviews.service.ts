import type { TReview, TReviewListQuery, TReviewSummary } from '@xinh/contracts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { CatalogReadService } from '#server/modules/catalog/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import * as repo from './reviews.repo.ts'

export type ReviewsDeps = { db: Db; catalog: CatalogReadService; identity: IdentityService }

/** An anonymous reviewer's name: first and last character around "***" ("Nguyễn Thị Ánh" → "N***h"). */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (chars.length === 0) return '***'
  if (chars.length === 1) return `${chars[0]}***`
  return `${chars[0]}***${chars.at(-1)}`
}

/** The rating summary: average to one decimal, count, and the count of each rating. */
export function summarise(counts: Array<{ rating: number; n: number; withImages?: number }>): TReviewSummary {
  const by_rating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  let count = 0
  let sum = 0
  let with_images = 0
  for (const { rating, n, withImages } of counts) {
    if (rating < 1 || rating > 5) continue
    by_rating[rating as 1 | 2 | 3 | 4 | 5] += n
    count += n
    sum += rating * n
    with_images += withImages ?? 0
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, by_rating, with_images }
}

export function createReviewsService({ db, catalog, identity }: ReviewsDeps) {
  /**
   * Public names and avatars of reviewers. Identity has no batch lookup yet, so this asks for
   * each distinct reviewer of the page (≤ limit lookups); a deleted account shows no name.
   */
  async function reviewers(userIds: string[]) {
    const unique = [...new Set(userIds)]
    const users = await Promise.all(unique.map((id) => identity.getUser(id).catch(() => null)))
    return new Map(unique.map((id, i) => [id, users[i]]))
  }

  /**
   * GET /api/v1/web/feedbacks/{productId}: a page of reviews (newest first; `rating`, `with_images`
   * filter it) and the product's whole summary. `meta.total` counts the filtered list.
   */
  async function listFeedbacks(productId: string, query: TReviewListQuery) {
    const paging = { page: query.page, limit: query.limit }
    if (!(await catalog.isVisibleProduct(productId))) throw new AppError('PRODUCT_INVALID_ID')
    const [rows, counts] = await Promise.all([repo.listReviews(db, productId, query), repo.countByRating(db, productId)])
    const users = await reviewers(rows.map((r) => r.userId))
    const summary = summarise(counts)
    const data: TReview[] = rows.map((r) => {
      const user = users.get(r.userId)
      return {
        _id: r.id,
        rating: r.rating,
        content: r.content,
        images: r.images,
        variant_label: r.variantLabel,
        user: r.isAnonymous
          ? { userName: maskName(user?.userName ?? ''), avatar: null }
          : { userName: user?.userName ?? '***', avatar: user?.avatarUrl ?? null },
        created_at: r.createdAt.toISOString(),
        seller_reply: r.sellerReply,
        video: r.video,
        helpful_count: r.helpfulCount,
        is_edited: r.editCount > 0,
      }
    })
    const total = query.rating
      ? summary.by_rating[query.rating as 1 | 2 | 3 | 4 | 5]
      : query.with_images
        ? summary.with_images
        : summary.count
    // both filters at once: the counts above do not cross, so count the page's way
    const filteredTotal = query.rating && query.with_images ? (counts.find((c) => c.rating === query.rating)?.withImages ?? 0) : total
    return { data, meta: { ...paging, total: filteredTotal ?? 0 }, summary }
  }

  return { listFeedbacks }
}
export type ReviewsService = ReturnType<typeof createReviewsService>
