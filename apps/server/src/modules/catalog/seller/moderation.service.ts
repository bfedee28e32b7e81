import type { TAdminProduct } from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { moderate, transition } from './product-state.ts'
import { presentProduct, presentSizeChart } from './present.ts'
import * as repo from './seller-products.repo.ts'

type Decision = { decision: 'accept' } | { decision: 'reject'; reason: string }

/** Admin moderation of products and size charts (spec §4: pending → accepted | rejected). */
export function createModerationService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps

  async function listProducts(opts: { actor: Actor; status: repo.ProductRow['status']; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await repo.listProductsForModeration(db, opts)
    const ids = rows.map((r) => r.product.id)
    const [classifications, variants] = [await repo.listClassifications(db, ids), await repo.listVariants(db, ids)]
    const data: TAdminProduct[] = rows.map(({ product, shopName, categoryName }) => ({
      ...presentProduct(product, classifications, variants),
      // the admin sees the latest rejection whatever the state
      rejection_reason: product.rejectionReason,
      shop: { _id: product.shopId, name: shopName },
      category: product.categoryId && categoryName ? { _id: product.categoryId, name: categoryName } : null,
    }))
    return { data, meta: { page: opts.page, limit: opts.limit, total } }
  }

  /** Accept or reject a pending product; anything else is PRODUCT_STATE_CONFLICT. */
  async function decideProduct(opts: { actor: Actor; id: string } & Decision) {
    requireRole(opts.actor, 'admin')
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.lockProduct(tx, opts.id)
      if (!current) throw new AppError('PRODUCT_INVALID_ID')
      const next = transition(current, opts.decision)
      const reviewedAt = now()
      const rejectionReason = opts.decision === 'reject' ? opts.reason : null
      await repo.updateProduct(tx, current.id, { status: next.status, allowToSell: next.allowToSell, reviewedAt, rejectionReason })
      return { _id: current.id, status: next.status, rejection_reason: rejectionReason, reviewed_at: reviewedAt.toISOString() }
    })
  }

  async function listSizeCharts(opts: { actor: Actor; status: repo.SizeChartRow['status']; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const { rows, total } = await repo.listSizeChartsForModeration(db, opts)
    const data = rows.map(({ chart, shopName }) => ({
      ...presentSizeChart(chart),
      rejection_reason: chart.rejectionReason,
      shop: { _id: chart.shopId, name: shopName },
    }))
    return { data, meta: { page: opts.page, limit: opts.limit, total } }
  }

  async function decideSizeChart(opts: { actor: Actor; id: string } & Decision) {
    requireRole(opts.actor, 'admin')
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.lockSizeChart(tx, opts.id)
      if (!current) throw new AppError('SIZE_CHART_INVALID_ID')
      const status = moderate(current.status, opts.decision)
      const rejectionReason = opts.decision === 'reject' ? opts.reason : null
      const updated = await repo.updateSizeChart(tx, current.id, { status, rejectionReason })
      return { _id: updated.id, status, rejection_reason: rejectionReason, reviewed_at: updated.updatedAt.toISOString() }
    })
  }

  return { listProducts, decideProduct, listSizeCharts, decideSizeChart }
}
export type ModerationService = ReturnType<typeof createModerationService>
