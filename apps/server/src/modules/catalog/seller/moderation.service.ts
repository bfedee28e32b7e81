import type { Lang, TAdminProduct, TAdminProductDetail, TAdminProductQueueItem, TAdminSizeChartDetail, TDecidedBy } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { recordAudit } from '#server/modules/audit/index.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { ApprovedSnapshot } from '../catalog.tables.ts'
import * as queue from './moderation.repo.ts'
import { moderate, transition } from './product-state.ts'
import { presentProduct, presentSizeChart } from './present.ts'
import * as repo from './seller-products.repo.ts'
import { productDiff, systemCheck } from './system-check.ts'

type Decision = { decision: 'accept' } | { decision: 'reject'; reason: string }
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/** What an admin reviews of a product, kept at acceptance for the next update's diff. */
async function snapshotOf(db: DbOrTx, p: repo.ProductRow): Promise<ApprovedSnapshot> {
  const [classifications, variants] = await Promise.all([repo.listClassifications(db, [p.id]), repo.listVariants(db, [p.id])])
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    images: p.images,
    descriptionImages: p.descriptionImages,
    video: p.video,
    classifications: classifications.map((c) => ({ name: c.name, options: c.options.map((o) => o.name) })),
    variants: variants.map((v) => ({ options: v.options, price: v.price, salePrice: v.salePrice })),
  }
}

/**
 * Admin moderation of products and size charts (spec §4: pending → accepted | rejected), the
 * queue pattern of issue 14: list with search, detail with the system check and the diff of an
 * update, race-safe decisions audited in their transaction.
 */
export function createModerationService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps

  async function present(rows: Array<{ product: repo.ProductRow; shopName: string; categoryName: string | null }>) {
    const ids = rows.map((r) => r.product.id)
    const [classifications, variants] = [await repo.listClassifications(db, ids), await repo.listVariants(db, ids)]
    return rows.map(
      ({ product, shopName, categoryName }): TAdminProduct => ({
        ...presentProduct(product, classifications, variants),
        // the admin sees the latest rejection whatever the state
        rejection_reason: product.rejectionReason,
        shop: { _id: product.shopId, name: shopName },
        category: product.categoryId && categoryName ? { _id: product.categoryId, name: categoryName } : null,
      }),
    )
  }

  /** Other products with the same name (any shop), per product of the page. */
  async function duplicatesOf(items: Array<{ id: string; nameFolded: string; shopId: string }>) {
    const same = await queue.sameNames(db, items)
    return new Map(
      items.map((i) => [
        i.id,
        same
          .filter((s) => s.nameFolded === i.nameFolded && s.id !== i.id)
          .slice(0, 5)
          .map((s) => ({ _id: s.id, name: s.name, shop_name: s.shopName, status: s.status, same_shop: s.shopId === i.shopId })),
      ]),
    )
  }

  async function listProducts(opts: {
    actor: Actor
    status: 'pending' | 'accepted' | 'rejected'
    q?: string
    page: number
    limit: number
  }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await queue.listProducts(db, opts)
    const presented = await present(rows)
    const duplicates = await duplicatesOf(rows.map((r) => r.product))
    // the list shows the checks a page can afford (no category medians): the detail runs all of them
    const data: TAdminProductQueueItem[] = presented.map((p, i) => {
      const row = rows[i]!.product
      const check = systemCheck({ ...row, duplicates: duplicates.get(row.id) ?? [], categoryMedian: null })
      return { ...p, check_issues: check.issues }
    })
    return { data, meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function decidedOf(productId: string, status: string): Promise<TDecidedBy | null> {
    if (status === 'pending' || status === 'draft') return null
    const last = await queue.lastDecision(db, productId)
    if (!last) return null
    return {
      decided_by: last.actorId && last.name ? { _id: last.actorId, name: last.name } : null,
      decided_at: last.at.toISOString(),
      status,
    }
  }

  async function productDetail({ actor, id }: { actor: Actor; id: string }): Promise<TAdminProductDetail> {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await queue.findProduct(db, id) : undefined
    // a draft is the seller's own business
    if (!row || row.product.status === 'draft') throw new AppError('PRODUCT_INVALID_ID')
    const p = row.product
    const [[presented], duplicates, sameImages, median, history, decided] = await Promise.all([
      present([row]),
      duplicatesOf([p]),
      queue.sameImages(db, p.id, p.images),
      p.categoryId ? queue.categoryMedian(db, p.categoryId) : Promise.resolve(null),
      queue.productHistory(db, p.id),
      decidedOf(p.id, p.status),
    ])
    const dupes = duplicates.get(p.id) ?? []
    for (const s of sameImages)
      if (!dupes.some((d) => d._id === s.id))
        dupes.push({ _id: s.id, name: s.name, shop_name: s.shopName, status: s.status, same_shop: s.shopId === p.shopId })
    let diff: TAdminProductDetail['diff'] = null
    if (p.approvedSnapshot && p.status === 'pending') {
      const current = await snapshotOf(db, p)
      const names = await queue.categoryNames(
        db,
        [p.approvedSnapshot.categoryId, current.categoryId].filter((x): x is string => Boolean(x)),
      )
      diff = productDiff(p.approvedSnapshot, current, (cid) => (cid ? (names.get(cid) ?? cid) : ''))
    }
    return {
      ...presented!,
      check: systemCheck({ ...p, duplicates: dupes, categoryMedian: median }),
      diff,
      history: history.map((h) => ({ from: h.from, to: h.to, reason: h.reason, at: h.at.toISOString(), by: h.name })),
      decided,
    }
  }

  /** Accept or reject a pending product; a product already decided is 409 ALREADY_DECIDED naming who and when. */
  async function decideProduct(opts: { actor: Actor; id: string; lang?: Lang } & Decision) {
    const admin = requireRole(opts.actor, 'admin')
    if (!isUuid(opts.id)) throw new AppError('PRODUCT_INVALID_ID')
    const result = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.lockProduct(tx, opts.id)
      if (!current) throw new AppError('PRODUCT_INVALID_ID')
      // a draft was never submitted: not a decision someone else made
      if (current.status === 'draft') throw new AppError('PRODUCT_STATE_CONFLICT')
      if (current.status !== 'pending') return null
      const next = transition(current, opts.decision)
      const reviewedAt = now()
      const rejectionReason = opts.decision === 'reject' ? opts.reason : null
      const approvedSnapshot = opts.decision === 'accept' ? await snapshotOf(tx, current) : undefined
      // conditional on `pending` as well as locked: of two admins exactly one changes it
      const done = await queue.decideProduct(tx, current.id, { status: next.status, reviewedAt, rejectionReason, approvedSnapshot })
      if (!done) return null
      await recordAudit(tx, {
        actorId: admin.userId,
        action: opts.decision === 'accept' ? 'product.approve' : 'product.reject',
        targetType: 'product',
        targetId: current.id,
        before: { status: current.status },
        after: { status: next.status },
        reason: rejectionReason,
      })
      // the shop owner hears of the decision with it (issue 15)
      const [shop] = await tx.select({ ownerId: shopsView.table.ownerId }).from(shopsView.table).where(eq(shopsView.id, current.shopId))
      if (shop)
        await enqueueNotification(tx, {
          userId: shop.ownerId,
          audience: 'SELLER',
          event: opts.decision === 'accept' ? 'product.approved' : 'product.rejected',
          params: { product: current.name, reason: rejectionReason ?? undefined },
          target: { product_id: current.id, shop_id: current.shopId },
          image: current.images[0] ?? null,
          dedupeKey: `product:${current.id}:${reviewedAt.toISOString()}:${next.status}`,
        })
      return { _id: current.id, status: next.status, rejection_reason: rejectionReason, reviewed_at: reviewedAt.toISOString() }
    })
    if (result) return result
    const current = (await queue.findProduct(db, opts.id))?.product
    const last = await queue.lastDecision(db, opts.id)
    throw alreadyDecided(
      {
        by: last?.actorId && last.name ? { id: last.actorId, name: last.name } : null,
        at: last?.at ?? current?.reviewedAt ?? null,
        status: current?.status ?? 'unknown',
      },
      opts.lang ?? 'vi',
    )
  }

  async function listSizeCharts(opts: { actor: Actor; status: repo.SizeChartRow['status']; q?: string; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await queue.listSizeCharts(db, opts)
    const data = rows.map(({ chart, shopName }) => ({
      ...presentSizeChart(chart),
      rejection_reason: chart.rejectionReason,
      shop: { _id: chart.shopId, name: shopName },
    }))
    return { data, meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function sizeChartDetail({ actor, id }: { actor: Actor; id: string }): Promise<TAdminSizeChartDetail> {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await queue.findSizeChart(db, id) : undefined
    if (!row) throw new AppError('SIZE_CHART_INVALID_ID')
    const { chart } = row
    return {
      ...presentSizeChart(chart),
      rejection_reason: chart.rejectionReason,
      shop: { _id: chart.shopId, name: row.shopName },
      decided:
        chart.status === 'pending'
          ? null
          : {
              decided_by: chart.reviewedBy && row.reviewerName ? { _id: chart.reviewedBy, name: row.reviewerName } : null,
              decided_at: chart.reviewedAt?.toISOString() ?? null,
              status: chart.status,
            },
    }
  }

  async function decideSizeChart(opts: { actor: Actor; id: string; lang?: Lang } & Decision) {
    const admin = requireRole(opts.actor, 'admin')
    if (!isUuid(opts.id)) throw new AppError('SIZE_CHART_INVALID_ID')
    const result = await db.transaction(async (tx) => {
      const current = await repo.lockSizeChart(tx, opts.id)
      if (!current) throw new AppError('SIZE_CHART_INVALID_ID')
      if (current.status !== 'pending') return null
      const status = moderate(current.status, opts.decision)
      const rejectionReason = opts.decision === 'reject' ? opts.reason : null
      const reviewedAt = now()
      const updated = await queue.decideSizeChart(tx, current.id, { status, rejectionReason, reviewedBy: admin.userId, reviewedAt })
      if (!updated) return null
      await recordAudit(tx, {
        actorId: admin.userId,
        action: opts.decision === 'accept' ? 'size_chart.approve' : 'size_chart.reject',
        targetType: 'size_chart',
        targetId: current.id,
        before: { status: current.status },
        after: { status },
        reason: rejectionReason,
      })
      return { _id: updated.id, status, rejection_reason: rejectionReason, reviewed_at: reviewedAt.toISOString() }
    })
    if (result) return result
    const row = await queue.findSizeChart(db, opts.id)
    throw alreadyDecided(
      {
        by: row?.chart.reviewedBy && row.reviewerName ? { id: row.chart.reviewedBy, name: row.reviewerName } : null,
        at: row?.chart.reviewedAt ?? null,
        status: row?.chart.status ?? 'unknown',
      },
      opts.lang ?? 'vi',
    )
  }

  return {
    listProducts,
    productDetail,
    decideProduct,
    listSizeCharts,
    sizeChartDetail,
    decideSizeChart,
    /** The dashboard's lines for the two catalog queues. */
    productQueueStat: () => queue.productQueueStat(db),
    sizeChartQueueStat: () => queue.sizeChartQueueStat(db),
  }
}
export type ModerationService = ReturnType<typeof createModerationService>
